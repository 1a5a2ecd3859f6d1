/**
 * What changed between two versions of the live contract, as a user of the packages sees it:
 * operations added or removed, and for each operation its parameters, request fields and response
 * fields added, removed, retyped, made required or optional, and enum values added or removed.
 * Each change is classed breaking or not.
 */

type Json = Record<string, unknown>;

/** Where a field sits: what the client sends, or what it reads. */
type Side = "request" | "response" | "parameter";

/** One field of a flattened schema. */
interface FieldShape {
  readonly type: string;
  readonly required: boolean;
  /** May be `null` (OpenAPI 3.0's `nullable`, 3.1's `null` type, or a choice with null). */
  readonly nullable: boolean;
  /** The rules a value is checked against besides its type: pattern, bounds, lengths. */
  readonly rules: string;
  readonly values: readonly (string | number | boolean)[] | undefined;
}

/** One change, ready for the report. */
export interface ContractChange {
  /** `GET /v1/order`, or `message OrderUpdateMessage`, or `config testnet`. */
  readonly subject: string;
  /** `operation`, `parameter`, `request`, `response`, `message`, `signing`. */
  readonly area: string;
  /** A dotted path below the subject: `data.quantity`, `side`. Empty for whole operations. */
  readonly path: string;
  readonly kind:
    | "added"
    | "removed"
    | "type"
    | "required"
    | "optional"
    | "enum-added"
    | "enum-removed"
    | "nullable"
    | "not-nullable"
    | "rules"
    | "changed";
  readonly detail: string;
  readonly breaking: boolean;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Resolves local references and references into a sibling document (`./openapi.json#/...`). */
class Documents {
  constructor(private readonly byName: Readonly<Record<string, unknown>>) {}

  resolve(ref: string, from: string): { node: unknown; doc: string } {
    const hash = ref.indexOf("#");
    const file = hash > 0 ? ref.slice(0, hash).replace(/^\.\//, "") : from;
    const pointer = hash >= 0 ? ref.slice(hash + 1) : "";
    let node: unknown = this.byName[file];
    for (const token of pointer.split("/").slice(1)) {
      node = isObject(node) ? node[token.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
    }
    return { node, doc: file };
  }
}

function typeLabel(schema: Json): string {
  const list = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t) => typeof t === "string" && t !== "null",
  );
  return list.length > 0 ? list.join("|") : "any";
}

function isNullable(schema: Json): boolean {
  return (
    schema.nullable === true ||
    (Array.isArray(schema.type) && schema.type.includes("null")) ||
    (Array.isArray(schema.enum) && schema.enum.includes(null))
  );
}

const RULES = [
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
] as const;

/** The rules a value of a schema is checked against besides its type, as one comparable text. */
function rulesOf(schema: Json): string {
  return RULES.filter((k) => schema[k] !== undefined)
    .map((k) => `${k} ${JSON.stringify(schema[k])}`)
    .join(", ");
}

/** A choice's branch that is only `null`. */
function isNullBranch(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.type === "null" ||
      (Array.isArray(value.type) && value.type.length === 1 && value.type[0] === "null"))
  );
}

/**
 * Flattens a schema into fields by dotted path (`data.price`, `data[].id`). `$ref`s and `allOf`
 * are followed; the branches of a `oneOf` or `anyOf` of references are named after their target
 * (`data<SubmitOrderLimitDtoData>.price`), and a single-branch `oneOf` is the branch itself.
 */
function flatten(
  docs: Documents,
  schema: unknown,
  from: string,
  path: string,
  required: boolean,
  out: Map<string, FieldShape>,
  seen: ReadonlySet<string>,
): void {
  if (!isObject(schema)) return;
  if (typeof schema.$ref === "string") {
    const key = `${from}:${schema.$ref}`;
    if (seen.has(key)) return;
    const target = docs.resolve(schema.$ref, from);
    const merged = { ...(target.node as Json), ...withoutRef(schema) };
    // A nullable reference stays nullable through it.
    const nullable = schema.nullable === true ? { nullable: true } : {};
    flatten(
      docs,
      { ...merged, ...nullable },
      target.doc,
      path,
      required,
      out,
      new Set([...seen, key]),
    );
    return;
  }
  if (Array.isArray(schema.allOf)) {
    let merged: Json = withoutKey(schema, "allOf");
    let doc = from;
    for (const part of schema.allOf) {
      if (isObject(part) && typeof part.$ref === "string") {
        const target = docs.resolve(part.$ref, from);
        doc = target.doc;
        merged = { ...(target.node as Json), ...merged };
      } else if (isObject(part)) merged = { ...part, ...merged };
    }
    flatten(docs, merged, doc, path, required, out, seen);
    return;
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    const rest = withoutKey(withoutKey(schema, "oneOf"), "anyOf");
    // A choice with null is its other branch, nullable.
    const others = alternatives.filter((a) => !isNullBranch(a));
    if (others.length === 1) {
      const nullable = others.length < alternatives.length ? { nullable: true } : {};
      flatten(
        docs,
        { ...(others[0] as Json), ...rest, ...nullable },
        from,
        path,
        required,
        out,
        seen,
      );
      return;
    }
    out.set(path, {
      type: "oneOf",
      required,
      nullable: others.length < alternatives.length,
      rules: "",
      values: undefined,
    });
    alternatives.forEach((alt, i) => {
      const name =
        isObject(alt) && typeof alt.$ref === "string"
          ? (alt.$ref.split("/").pop() as string)
          : String(i);
      flatten(docs, alt, from, `${path}<${name}>`, required, out, seen);
    });
    return;
  }
  const values = Array.isArray(schema.enum)
    ? (schema.enum as (string | number | boolean | null)[]).filter(
        (v): v is string | number | boolean => v !== null,
      )
    : schema.const !== undefined
      ? [schema.const as string]
      : undefined;
  if (path !== "") {
    out.set(path, {
      type: typeLabel(schema),
      required,
      nullable: isNullable(schema),
      rules: rulesOf(schema),
      values,
    });
  }
  if (isObject(schema.additionalProperties)) {
    flatten(docs, schema.additionalProperties, from, `${path}{}`, true, out, seen);
  }
  if (isObject(schema.properties)) {
    const needed = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [key, child] of Object.entries(schema.properties)) {
      flatten(docs, child, from, path ? `${path}.${key}` : key, needed.has(key), out, seen);
    }
  }
  if (schema.items !== undefined) flatten(docs, schema.items, from, `${path}[]`, true, out, seen);
}

function withoutKey(schema: Json, key: string): Json {
  const { [key]: _dropped, ...rest } = schema;
  return rest;
}

/** A `$ref` sibling's annotations stay; the reference itself goes. */
function withoutRef(schema: Json): Json {
  return withoutKey(schema, "$ref");
}

function fieldsOf(docs: Documents, schema: unknown, from: string): Map<string, FieldShape> {
  const out = new Map<string, FieldShape>();
  flatten(docs, schema, from, "", true, out, new Set());
  return out;
}

/** Whether a change of one field breaks users of the packages, by which side it is on. */
function classify(side: Side, kind: ContractChange["kind"], shape: FieldShape): boolean {
  switch (kind) {
    case "added":
      // A new required input must be sent; a new output is only more to read.
      return side !== "response" && shape.required;
    case "removed":
      return true;
    case "type":
      return true;
    case "required":
      // An input that becomes required must now be sent; an output that becomes required is safe.
      return side !== "response";
    case "optional":
      // An output that may now be absent breaks readers; an input that may be left out does not.
      return side === "response";
    case "enum-added":
      // New output values are decoded (enumerations are open in records); new inputs are choices.
      return false;
    case "enum-removed":
      return true;
    case "nullable":
      // A reader that took a value may now get null; a sender may now send it.
      return side === "response";
    case "not-nullable":
      return side !== "response";
    case "rules":
      // A sender's value may no longer pass; a reader's decoders check types, not these rules.
      return side !== "response";
    case "changed":
      return true;
  }
}

function compareFields(
  subject: string,
  area: string,
  side: Side,
  before: ReadonlyMap<string, FieldShape>,
  after: ReadonlyMap<string, FieldShape>,
  out: ContractChange[],
): void {
  const push = (path: string, kind: ContractChange["kind"], detail: string, shape: FieldShape) =>
    out.push({ subject, area, path, kind, detail, breaking: classify(side, kind, shape) });
  for (const [path, shape] of after) {
    const old = before.get(path);
    if (!old) {
      const rules = shape.rules ? `, ${shape.rules}` : "";
      push(
        path,
        "added",
        `added (${shape.type}${rules}, ${shape.required ? "required" : "optional"})`,
        shape,
      );
      continue;
    }
    if (old.type !== shape.type) push(path, "type", `type ${old.type} -> ${shape.type}`, shape);
    if (old.nullable !== shape.nullable) {
      push(
        path,
        shape.nullable ? "nullable" : "not-nullable",
        shape.nullable ? "may now be null" : "may no longer be null",
        shape,
      );
    }
    if (old.rules !== shape.rules) {
      push(path, "rules", `rules ${old.rules || "none"} -> ${shape.rules || "none"}`, shape);
    }
    if (old.required !== shape.required) {
      push(
        path,
        shape.required ? "required" : "optional",
        shape.required ? "now required" : "now optional",
        shape,
      );
    }
    const was = new Set(old.values ?? []);
    const now = new Set(shape.values ?? []);
    if (old.values && shape.values) {
      for (const v of shape.values) {
        if (!was.has(v)) push(path, "enum-added", `enum value ${JSON.stringify(v)} added`, shape);
      }
      for (const v of old.values) {
        if (!now.has(v))
          push(path, "enum-removed", `enum value ${JSON.stringify(v)} removed`, shape);
      }
    } else if (old.values && !shape.values) {
      push(path, "enum-added", "no longer limited to a list of values", shape);
    } else if (!old.values && shape.values) {
      push(path, "enum-removed", `now limited to ${shape.values.join(", ")}`, shape);
    }
  }
  for (const [path, shape] of before) {
    if (!after.has(path)) push(path, "removed", `removed (was ${shape.type})`, shape);
  }
}

interface OperationView {
  readonly id: string | undefined;
  /** The error statuses the operation documents (4xx, 5xx). */
  readonly errors: ReadonlySet<string>;
  readonly parameters: Map<string, FieldShape>;
  readonly request: Map<string, FieldShape>;
  readonly responses: Map<string, Map<string, FieldShape>>;
}

function operationsOf(docs: Documents, doc: Json): Map<string, OperationView> {
  const out = new Map<string, OperationView>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const parameters = new Map<string, FieldShape>();
      const list = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ];
      for (const raw of list) {
        const p = (
          isObject(raw) && typeof raw.$ref === "string"
            ? docs.resolve(raw.$ref, "openapi.json").node
            : raw
        ) as Json;
        if (!isObject(p) || typeof p.name !== "string") continue;
        const fields = fieldsOf(
          docs,
          { type: "object", properties: { v: p.schema } },
          "openapi.json",
        );
        for (const [key, shape] of fields) {
          parameters.set(`${p.in}:${p.name}${key.slice(1)}`, {
            ...shape,
            required: key === "v" ? p.required === true : shape.required,
          });
        }
      }
      const body = isObject(op.requestBody) ? op.requestBody : undefined;
      const request = body
        ? fieldsOf(docs, jsonSchema(body), "openapi.json")
        : new Map<string, FieldShape>();
      const responses = new Map<string, Map<string, FieldShape>>();
      const errors = new Set<string>();
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        if (/^[45]/.test(status)) errors.add(status);
        if (!/^2/.test(status)) continue;
        const resolved =
          isObject(response) && typeof response.$ref === "string"
            ? docs.resolve(response.$ref, "openapi.json").node
            : response;
        responses.set(status, fieldsOf(docs, jsonSchema(resolved), "openapi.json"));
      }
      out.set(`${method.toUpperCase()} ${path}`, {
        id: typeof op.operationId === "string" ? op.operationId : undefined,
        errors,
        parameters,
        request,
        responses,
      });
    }
  }
  return out;
}

function jsonSchema(media: unknown): unknown {
  if (!isObject(media) || !isObject(media.content)) return undefined;
  const json = media.content["application/json"];
  return isObject(json) ? json.schema : undefined;
}

/** Compares two OpenAPI documents (and, when given, their WebSocket message schemas). */
export function diffContract(
  before: { openapi: unknown; ws?: unknown },
  after: { openapi: unknown; ws?: unknown },
): ContractChange[] {
  const oldDocs = new Documents({ "openapi.json": before.openapi, "ws_messages.json": before.ws });
  const newDocs = new Documents({ "openapi.json": after.openapi, "ws_messages.json": after.ws });
  const changes: ContractChange[] = [];
  const oldOps = operationsOf(oldDocs, before.openapi as Json);
  const newOps = operationsOf(newDocs, after.openapi as Json);
  for (const [key, op] of newOps) {
    if (!oldOps.has(key)) {
      changes.push({
        subject: key,
        area: "operation",
        path: "",
        kind: "added",
        detail: `operation added${op.id ? ` (${op.id})` : ""}`,
        breaking: false,
      });
    }
  }
  for (const [key, op] of oldOps) {
    if (!newOps.has(key)) {
      changes.push({
        subject: key,
        area: "operation",
        path: "",
        kind: "removed",
        detail: `operation removed${op.id ? ` (${op.id})` : ""}`,
        breaking: true,
      });
    }
  }
  for (const [key, op] of newOps) {
    const old = oldOps.get(key);
    if (!old) continue;
    if (old.id !== op.id) {
      changes.push({
        subject: key,
        area: "operation",
        path: "",
        kind: "changed",
        detail: `operationId ${old.id} -> ${op.id}`,
        breaking: false,
      });
    }
    for (const status of [...new Set([...old.errors, ...op.errors])].sort()) {
      if (old.errors.has(status) === op.errors.has(status)) continue;
      const added = op.errors.has(status);
      changes.push({
        subject: key,
        area: "response",
        path: "",
        kind: added ? "added" : "removed",
        // An error the client did not know of is still an error (HttpError, or the class
        // spec/errors.yaml gives its status); nothing that worked stops working.
        detail: `error status ${status} ${added ? "added" : "removed"}`,
        breaking: false,
      });
    }
    compareFields(key, "parameter", "parameter", old.parameters, op.parameters, changes);
    compareFields(key, "request", "request", old.request, op.request, changes);
    const statuses = new Set([...old.responses.keys(), ...op.responses.keys()]);
    for (const status of statuses) {
      const a = old.responses.get(status);
      const b = op.responses.get(status);
      if (a && b) compareFields(key, `response ${status}`, "response", a, b, changes);
      else {
        changes.push({
          subject: key,
          area: "response",
          path: "",
          kind: b ? "added" : "removed",
          detail: `success status ${status} ${b ? "added" : "removed"}`,
          breaking: !b,
        });
      }
    }
  }
  const oldMessages = messagesOf(before.ws);
  const newMessages = messagesOf(after.ws);
  for (const name of new Set([...Object.keys(oldMessages), ...Object.keys(newMessages)])) {
    const subject = `message ${name}`;
    const a = oldMessages[name];
    const b = newMessages[name];
    if (a === undefined || b === undefined) {
      changes.push({
        subject,
        area: "message",
        path: "",
        kind: b ? "added" : "removed",
        detail: b ? "message added" : "message removed",
        breaking: !b,
      });
      continue;
    }
    compareFields(
      subject,
      "message",
      "response",
      fieldsOf(oldDocs, a, "ws_messages.json"),
      fieldsOf(newDocs, b, "ws_messages.json"),
      changes,
    );
  }
  return changes;
}

function messagesOf(ws: unknown): Record<string, unknown> {
  if (!isObject(ws) || !isObject(ws.components) || !isObject(ws.components.schemas)) return {};
  return ws.components.schemas;
}

/** Compares two signing configurations: the domain and each message type's field list. */
export function diffSigningConfig(
  network: string,
  before: unknown,
  after: unknown,
): ContractChange[] {
  const subject = `signing config ${network}`;
  const changes: ContractChange[] = [];
  const a = (isObject(before) ? before : {}) as { domain?: Json; signatureTypes?: Json };
  const b = (isObject(after) ? after : {}) as { domain?: Json; signatureTypes?: Json };
  for (const key of new Set([...Object.keys(a.domain ?? {}), ...Object.keys(b.domain ?? {})])) {
    const x = a.domain?.[key];
    const y = b.domain?.[key];
    if (String(x) !== String(y)) {
      changes.push({
        subject,
        area: "signing",
        path: `domain.${key}`,
        kind: "changed",
        detail: `${JSON.stringify(x)} -> ${JSON.stringify(y)}`,
        breaking: true,
      });
    }
  }
  const types = new Set([
    ...Object.keys(a.signatureTypes ?? {}),
    ...Object.keys(b.signatureTypes ?? {}),
  ]);
  for (const name of types) {
    const x = a.signatureTypes?.[name];
    const y = b.signatureTypes?.[name];
    if (x === y) continue;
    changes.push({
      subject,
      area: "signing",
      path: `signatureTypes.${name}`,
      kind: x === undefined ? "added" : y === undefined ? "removed" : "changed",
      detail:
        x === undefined
          ? `message type added: ${String(y)}`
          : y === undefined
            ? "message type removed"
            : `fields ${String(x)} -> ${String(y)}`,
      breaking: x !== undefined,
    });
  }
  return changes;
}

/** The change report as text, grouped by subject, breaking changes marked. */
export function formatChanges(changes: readonly ContractChange[]): string {
  if (changes.length === 0) return "  no change to operations, fields, enums or signing types";
  const lines: string[] = [];
  const bySubject = new Map<string, ContractChange[]>();
  for (const c of changes) bySubject.set(c.subject, [...(bySubject.get(c.subject) ?? []), c]);
  for (const [subject, list] of bySubject) {
    lines.push(`  ${subject}`);
    for (const c of list) {
      const where = c.path ? `${c.area} ${c.path}: ` : "";
      lines.push(`    ${c.breaking ? "BREAKING " : "         "} ${where}${c.detail}`);
    }
  }
  return lines.join("\n");
}
