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
  /** Marked `deprecated: true`: still served, on its way out. */
  readonly deprecated: boolean;
  /** The default a left-out value takes, as JSON text; undefined when none is stated. */
  readonly default: string | undefined;
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
    | "default"
    | "deprecated"
    | "renamed"
    | "moved"
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
    const { schema: merged, doc } = mergeAllOf(docs, schema, from, seen);
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
      deprecated: rest.deprecated === true,
      default: undefined,
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
      deprecated: schema.deprecated === true,
      default: schema.default === undefined ? undefined : JSON.stringify(schema.default),
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

/**
 * The parts of an `allOf` as one schema, as a value that fits every part is read: the properties
 * of them all (a later part's schema of a property in place of an earlier one's), each part's
 * required properties, and the node's own keywords beside them. A part may be a reference or an
 * `allOf` itself.
 */
function mergeAllOf(
  docs: Documents,
  schema: Json,
  from: string,
  seen: ReadonlySet<string>,
): { schema: Json; doc: string } {
  let merged: Json = {};
  let properties: Json = {};
  const required = new Set<string>();
  let doc = from;
  for (const raw of schema.allOf as unknown[]) {
    if (!isObject(raw)) continue;
    let part = raw;
    let partDoc = from;
    if (typeof raw.$ref === "string") {
      if (seen.has(`${from}:${raw.$ref}`)) continue;
      const target = docs.resolve(raw.$ref, from);
      part = { ...(target.node as Json), ...withoutRef(raw) };
      partDoc = target.doc;
    }
    if (Array.isArray(part.allOf)) part = mergeAllOf(docs, part, partDoc, seen).schema;
    doc = partDoc;
    if (isObject(part.properties)) properties = { ...properties, ...part.properties };
    for (const name of Array.isArray(part.required) ? part.required : []) required.add(name);
    merged = { ...merged, ...withoutKey(withoutKey(part, "properties"), "required") };
  }
  const own = withoutKey(schema, "allOf");
  if (isObject(own.properties)) properties = { ...properties, ...own.properties };
  for (const name of Array.isArray(own.required) ? own.required : []) required.add(name);
  const shape: Json = { ...merged, ...withoutKey(withoutKey(own, "properties"), "required") };
  if (Object.keys(properties).length > 0) {
    shape.properties = properties;
    shape.required = [...required];
  }
  return { schema: shape, doc };
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
    case "default":
      // A caller that leaves an input out now gets another value; a reader's default is a note.
      return side !== "response";
    case "deprecated":
      // Still served: a deprecation warns, it breaks nothing yet.
      return false;
    case "renamed":
    case "moved":
      // What a caller sends under the old name or in the old place is no longer read.
      return true;
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
      const extra = `${shape.default === undefined ? "" : `, default ${shape.default}`}${shape.deprecated ? ", deprecated" : ""}`;
      push(
        path,
        "added",
        `added (${shape.type}${rules}, ${shape.required ? "required" : "optional"}${extra})`,
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
    if (old.default !== shape.default) {
      const detail =
        shape.default === undefined
          ? `default ${old.default} removed`
          : old.default === undefined
            ? `default ${shape.default}`
            : `default ${old.default} -> ${shape.default}`;
      const added = old.default === undefined;
      out.push({
        subject,
        area,
        path,
        kind: "default",
        detail,
        // A default stated for the first time describes what was already so.
        breaking: !added && classify(side, "default", shape),
      });
    }
    if (old.deprecated !== shape.deprecated) {
      push(path, "deprecated", shape.deprecated ? "deprecated" : "no longer deprecated", shape);
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
  /** `GET /v1/order/{id}`: the path as the document writes it. */
  readonly key: string;
  readonly id: string | undefined;
  readonly deprecated: boolean;
  /** The path parameters' names, in the order the path holds them. */
  readonly pathNames: readonly string[];
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
            deprecated: key === "v" ? p.deprecated === true || shape.deprecated : shape.deprecated,
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
      // Keyed by the path's shape: a renamed path parameter is the same operation.
      out.set(`${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, "{}")}`, {
        key: `${method.toUpperCase()} ${path}`,
        id: typeof op.operationId === "string" ? op.operationId : undefined,
        deprecated: op.deprecated === true,
        pathNames: [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] as string),
        errors,
        parameters,
        request,
        responses,
      });
    }
  }
  return out;
}

/** A parameter's own key (`query:range`), not one of its items or properties. */
function isTopParameter(key: string): boolean {
  return /^[a-z]+:[^.[{<]+$/.test(key);
}

/** The parameter's keys below a top key: itself and its items or properties. */
function keysUnder(parameters: ReadonlyMap<string, FieldShape>, top: string): string[] {
  return [...parameters.keys()].filter(
    (k) => k === top || k.startsWith(`${top}[`) || k.startsWith(`${top}.`),
  );
}

/**
 * The old operation's parameters under the names and places the new one gives them: a path
 * parameter renamed (the same place in the path), a parameter moved to another place (the same
 * name; query to header, say), and one removed where another of the same shape, place and
 * requiredness was added (a renamed header) are each one breaking change, and their rules are
 * then compared as one parameter's.
 */
function matchParameters(
  subject: string,
  before: OperationView,
  after: OperationView,
  out: ContractChange[],
): Map<string, FieldShape> {
  const moved = new Map<string, string>();
  const gone = [...before.parameters.keys()].filter(
    (k) => isTopParameter(k) && !after.parameters.has(k),
  );
  const added = [...after.parameters.keys()].filter(
    (k) => isTopParameter(k) && !before.parameters.has(k),
  );
  const free = (k: string) => added.includes(k) && ![...moved.values()].includes(k);
  for (const old of gone) {
    const [place, name] = old.split(":") as [string, string];
    const sameName = added.find((k) => free(k) && k.slice(k.indexOf(":") + 1) === name);
    if (sameName) {
      moved.set(old, sameName);
      out.push({
        subject,
        area: "parameter",
        path: name,
        kind: "moved",
        detail: `moved from ${place} to ${sameName.slice(0, sameName.indexOf(":"))}`,
        breaking: true,
      });
      continue;
    }
    const shape = before.parameters.get(old) as FieldShape;
    const position = place === "path" ? before.pathNames.indexOf(name) : -1;
    const renamed = added.find((k) => {
      if (!free(k) || !k.startsWith(`${place}:`)) return false;
      if (place === "path") return after.pathNames.indexOf(k.slice(5)) === position;
      const other = after.parameters.get(k) as FieldShape;
      return other.type === shape.type && other.required === shape.required;
    });
    if (!renamed) continue;
    moved.set(old, renamed);
    out.push({
      subject,
      area: "parameter",
      path: old,
      kind: "renamed",
      detail: `renamed ${name} -> ${renamed.slice(renamed.indexOf(":") + 1)}`,
      breaking: true,
    });
  }
  const parameters = new Map<string, FieldShape>();
  for (const [key, shape] of before.parameters) parameters.set(key, shape);
  for (const [from, to] of moved) {
    for (const key of keysUnder(before.parameters, from)) {
      parameters.delete(key);
      parameters.set(`${to}${key.slice(from.length)}`, before.parameters.get(key) as FieldShape);
    }
  }
  return parameters;
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
  for (const [shape, op] of newOps) {
    if (!oldOps.has(shape)) {
      changes.push({
        subject: op.key,
        area: "operation",
        path: "",
        kind: "added",
        detail: `operation added${op.id ? ` (${op.id})` : ""}`,
        breaking: false,
      });
    }
  }
  for (const [shape, op] of oldOps) {
    if (!newOps.has(shape)) {
      changes.push({
        subject: op.key,
        area: "operation",
        path: "",
        kind: "removed",
        detail: `operation removed${op.id ? ` (${op.id})` : ""}`,
        breaking: true,
      });
    }
  }
  for (const [shape, op] of newOps) {
    const old = oldOps.get(shape);
    if (!old) continue;
    const key = op.key;
    if (old.deprecated !== op.deprecated) {
      changes.push({
        subject: key,
        area: "operation",
        path: "",
        kind: "deprecated",
        detail: op.deprecated
          ? "operation deprecated: still served, on its way out"
          : "operation no longer deprecated",
        breaking: false,
      });
    }
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
    const parameters = matchParameters(key, old, op, changes);
    compareFields(key, "parameter", "parameter", parameters, op.parameters, changes);
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
  if (!isObject(before) || !isObject(after)) {
    // A network the repository did not have, or one that is gone: one change, the whole network.
    const config = isObject(after) ? b : a;
    const types = Object.keys(config.signatureTypes ?? {}).length;
    const what = `chain id ${String(config.domain?.chainId)}, contract ${String(config.domain?.verifyingContract)}, ${types} message types`;
    return [
      {
        subject,
        area: "signing",
        path: "",
        kind: isObject(after) ? "added" : "removed",
        detail: isObject(after) ? `network added (${what})` : `network removed (${what})`,
        breaking: !isObject(after),
      },
    ];
  }
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
  if (changes.length === 0) return "  no change to what is sent or read";
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

/** The top of a component schema as written: its references and composition, not its fields. */
function composition(schema: unknown): string {
  if (!isObject(schema)) return "";
  const parts = (key: string) =>
    Array.isArray(schema[key])
      ? `${key}[${(schema[key] as unknown[])
          .map((p) => (isObject(p) && typeof p.$ref === "string" ? p.$ref : "{own fields}"))
          .join(", ")}]`
      : "";
  return [
    typeof schema.$ref === "string" ? schema.$ref : "",
    parts("allOf"),
    parts("oneOf"),
    parts("anyOf"),
  ].join(" ");
}

/** `allOf ProductBaseDto and its own fields`: how a schema is now built. */
function builtFrom(schema: Json): string {
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const names = list.map((p) =>
      isObject(p) && typeof p.$ref === "string"
        ? (p.$ref.split("/").pop() as string)
        : "its own fields",
    );
    return `${key} of ${names.join(", ")}`;
  }
  return typeof schema.$ref === "string"
    ? `a reference to ${schema.$ref.split("/").pop()}`
    : "its own fields";
}

/**
 * Component schemas written another way with the same fields: rebuilt with `allOf` from a shared
 * base, say. What is sent and read is the same, so they are no change of the contract; the report
 * names each and what it is built from now.
 *
 * @example
 * reshapedSchemas(before, after) // ["schema ProductDto: now allOf of ProductBaseDto, its own fields; no change to what is sent or read"]
 */
export function reshapedSchemas(
  before: { openapi: unknown; ws?: unknown },
  after: { openapi: unknown; ws?: unknown },
): string[] {
  const lines: string[] = [];
  const files = [
    ["openapi.json", before.openapi, after.openapi],
    ["ws_messages.json", before.ws, after.ws],
  ] as const;
  const oldDocs = new Documents({ "openapi.json": before.openapi, "ws_messages.json": before.ws });
  const newDocs = new Documents({ "openapi.json": after.openapi, "ws_messages.json": after.ws });
  for (const [file, a, b] of files) {
    const oldSchemas = messagesOf(a);
    for (const [name, schema] of Object.entries(messagesOf(b))) {
      const was = oldSchemas[name];
      if (!isObject(schema) || was === undefined) continue;
      if (composition(was) === composition(schema)) continue;
      const fields = (docs: Documents, value: unknown) =>
        JSON.stringify([...fieldsOf(docs, value, file)].sort(([x], [y]) => (x < y ? -1 : 1)));
      const same = fields(oldDocs, was) === fields(newDocs, schema);
      if (same) {
        lines.push(`schema ${name}: now ${builtFrom(schema)}; no change to what is sent or read`);
      }
    }
  }
  return lines;
}
