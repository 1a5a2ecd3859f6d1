import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { parse as parseYaml } from "yaml";
import type { ContractChange } from "../sync-spec/contract-diff.js";
import { at, type Json, type LiveContract } from "./contract.js";

// Random valid upstream changes of the live contract, for the property test: one action (add,
// remove, retype, rename, nest, compose, deprecate, reorder) on one part of it (a record, a
// parameter, an operation, a message, a network), each with what the report must say of it and
// the names it touches, which anything generation rewrites or stops on must name.

/** What a change does, and to what. */
export type Target = "record" | "parameter" | "operation" | "message" | "network";
export type Action =
  | "add"
  | "remove"
  | "retype"
  | "rename"
  | "nest"
  | "compose"
  | "deprecate"
  | "reorder";

/** One random change of the live contract. */
export interface RandomChange {
  readonly target: Target;
  readonly action: Action;
  /** What it does, in words: the property test's counterexample. */
  readonly description: string;
  readonly apply: (contract: LiveContract) => void;
  /** Names the change touches: a declaration generation rewrites, or a stop, names one. */
  readonly touches: readonly string[];
  /** True when the report must say nothing changed on the wire. */
  readonly none: boolean;
  /** A change the report must hold, as kind, a pattern of its subject and path, and its class. */
  readonly reported?: { readonly kind: ContractChange["kind"]; readonly where: RegExp };
  /** Whether the report marks the change breaking. */
  readonly breaking: boolean;
}

/** The actions that apply to each part of the contract. */
export const actions: Readonly<Record<Target, readonly Action[]>> = {
  record: ["add", "remove", "retype", "rename", "nest", "compose", "deprecate", "reorder"],
  parameter: ["add", "remove", "retype", "rename", "nest", "compose", "deprecate", "reorder"],
  operation: ["add", "remove", "rename", "compose", "deprecate", "reorder"],
  message: ["add", "remove", "retype", "rename", "nest", "compose", "deprecate", "reorder"],
  network: ["add", "remove", "retype", "rename", "reorder"],
};

/** What the random draws pick, before they are read against the contract. */
interface Draw {
  readonly target: Target;
  readonly action: Action;
  /** Which record, parameter, operation, message or network. */
  readonly which: number;
  /** Which field of it. */
  readonly field: number;
  readonly name: string;
  readonly type: "string" | "integer" | "boolean" | "decimal";
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const schemaOf = (type: Draw["type"]): Json =>
  type === "decimal" ? { type: "string", format: "decimal" } : { type };
const otherType = (schema: Json): Json =>
  schema.type === "integer" || schema.type === "number" ? { type: "string" } : { type: "integer" };

/** The parts of the live contract as committed that random changes pick from. */
export interface Parts {
  /** Records a read answers, with their fields: upstream name, the generated name. */
  readonly records: readonly { name: string; renamed: string; fields: string[] }[];
  /** GET operations: path, operationId, its generated name, its query parameters. */
  readonly reads: readonly { path: string; id: string; named: string; query: string[] }[];
  /** Messages with a `data` record: name, the layer's name for it, its fields. */
  readonly messages: readonly { name: string; payload: string; fields: string[] }[];
  readonly networks: readonly string[];
}

/** The records, reads, messages and networks of the committed contract and layers. */
export function readParts(root: string, contract: LiveContract): Parts {
  const layer = parseYaml(readFileSync(join(root, "spec/rest/layer.yaml"), "utf8")) as {
    schemas?: { rename?: Record<string, string> };
    operations?: { patch?: Record<string, { operationId?: string }> };
  };
  const streamLayer = parseYaml(readFileSync(join(root, "spec/stream/layer.yaml"), "utf8")) as {
    components: { schemas: Record<string, { "x-upstream"?: string | string[] }> };
  };
  const schemas = at(contract.openapi, "components", "schemas");
  const name = (ref: unknown) => (typeof ref === "string" ? ref.split("/").pop() : undefined);
  const recordNames = new Set<string>();
  const reads: Parts["reads"][number][] = [];
  for (const [path, item] of Object.entries(at(contract.openapi, "paths"))) {
    const op = (item as Json).get as Json | undefined;
    if (!op) continue;
    const answer = (op.responses as Json)?.["200"] as Json | undefined;
    const schema = ((answer?.content as Json)?.["application/json"] as Json)?.schema as Json;
    const own = name(schema?.$ref);
    const data = own ? (((schemas[own] as Json)?.properties as Json)?.data as Json) : undefined;
    const listed = name((data?.items as Json | undefined)?.$ref);
    if (listed) recordNames.add(listed);
    else if (own && (schemas[own] as Json)?.properties) recordNames.add(own);
    const query = ((op.parameters ?? []) as Json[]).filter((p) => p.in === "query");
    const id = String(op.operationId);
    const named = layer.operations?.patch?.[`GET ${path}`]?.operationId ?? id;
    reads.push({ path, id, named, query: query.map((p) => String(p.name)) });
  }
  const records = [...recordNames]
    .filter((n) => !/^(PageOf|ListOf)/.test(n) && Array.isArray((schemas[n] as Json).required))
    .sort()
    .map((n) => ({
      name: n,
      renamed: layer.schemas?.rename?.[n] ?? n,
      fields: Object.keys(at(schemas, n, "properties")),
    }));
  const messages = Object.entries(at(contract.ws, "components", "schemas")).flatMap(([n, s]) => {
    const data = ((s as Json).properties as Json)?.data as Json | undefined;
    if (data?.type !== "object" || !data.properties) return [];
    const payload = Object.entries(streamLayer.components.schemas).find(([, l]) =>
      [l["x-upstream"]].flat().includes(`${n}/data`),
    )?.[0];
    return [{ name: n, payload: payload ?? n, fields: Object.keys(data.properties as Json) }];
  });
  return { records, reads, messages, networks: Object.keys(contract.rpc).sort() };
}

/** A random change's draw: which part, which action, and the values it needs. */
export function draws(): fc.Arbitrary<Draw> {
  const targets = Object.keys(actions) as Target[];
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      action: fc.constantFrom(...actions[target]),
      which: fc.nat(),
      field: fc.nat(),
      name: fc
        .tuple(fc.constantFrom("alpha", "bravo", "delta", "echo", "golf", "kilo"), fc.nat(99))
        .map(([word, n]) => `${word}${n}`),
      type: fc.constantFrom("string", "integer", "boolean", "decimal"),
    }),
  );
}

/** The change a draw makes of the contract's parts. */
export function changeOf(parts: Parts, draw: Draw): RandomChange {
  switch (draw.target) {
    case "record":
      return recordChange(parts, draw);
    case "parameter":
      return parameterChange(parts, draw);
    case "operation":
      return operationChange(parts, draw);
    case "message":
      return messageChange(parts, draw);
    case "network":
      return networkChange(parts, draw);
  }
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Marks a node deprecated, or, one that is already, no longer: either is a deprecation change. */
function toggleDeprecated(node: Json): void {
  if (node.deprecated === true) delete node.deprecated;
  else node.deprecated = true;
}

/** Reorders an object's keys: the last first. */
function reordered(object: Json): Json {
  const entries = Object.entries(object);
  return Object.fromEntries([...entries.slice(-1), ...entries.slice(0, -1)]) as Json;
}

/**
 * A field of a record or a message retyped, or its deprecation toggled: the same edit wherever
 * the schema's properties are.
 */
function fieldEdit(
  common: Pick<RandomChange, "target" | "action" | "none" | "touches">,
  text: string,
  field: string,
  fields: (c: LiveContract) => Json,
  where: RegExp,
  action: "retype" | "deprecate",
): RandomChange {
  if (action === "retype") {
    return {
      ...common,
      description: `${text}: its field ${field} retyped`,
      apply: (c) => {
        fields(c)[field] = otherType(fields(c)[field] as Json);
      },
      reported: { kind: "type", where },
      breaking: true,
    };
  }
  return {
    ...common,
    description: `${text}: its field ${field} deprecated (or no longer)`,
    apply: (c) => {
      toggleDeprecated(at(fields(c), field));
    },
    reported: { kind: "deprecated", where },
    breaking: false,
  };
}

function recordChange(parts: Parts, draw: Draw): RandomChange {
  const record = pick(parts.records, draw.which);
  const field = pick(record.fields, draw.field);
  const base = { target: draw.target, action: draw.action, none: false };
  const touches = [record.name, record.renamed, field, draw.name];
  const fields = (c: LiveContract) =>
    at(c.openapi, "components", "schemas", record.name, "properties");
  const where = (key: string) => new RegExp(`(^|[.\\]])${literally(key)}$`);
  const text = `${draw.action} ${record.name}`;
  switch (draw.action) {
    case "add":
      return {
        ...base,
        description: `${text}: an optional ${draw.type} field ${draw.name}`,
        apply: (c) => {
          fields(c)[draw.name] = schemaOf(draw.type);
        },
        touches,
        reported: { kind: "added", where: where(draw.name) },
        breaking: false,
      };
    case "nest":
      return {
        ...base,
        description: `${text}: an optional object field ${draw.name} of one ${draw.type}`,
        apply: (c) => {
          fields(c)[draw.name] = {
            type: "object",
            required: ["inner"],
            properties: { inner: schemaOf(draw.type) },
          };
        },
        touches,
        reported: { kind: "added", where: where(`${draw.name}.inner`) },
        breaking: false,
      };
    case "remove":
    case "rename":
      return {
        ...base,
        description: `${text}: its field ${field} ${draw.action === "remove" ? "removed" : `renamed ${draw.name}`}`,
        apply: (c) => {
          const schema = at(c.openapi, "components", "schemas", record.name);
          const own = fields(c);
          if (draw.action === "rename") own[draw.name] = own[field] as Json;
          delete own[field];
          schema.required = (schema.required as string[]).flatMap((n) =>
            n !== field ? [n] : draw.action === "rename" ? [draw.name] : [],
          );
        },
        touches,
        reported: { kind: "removed", where: where(field) },
        breaking: true,
      };
    case "retype":
    case "deprecate":
      return fieldEdit({ ...base, touches }, text, field, fields, where(field), draw.action);
    case "compose":
      return {
        ...base,
        none: true,
        description: `${text}: rebuilt as allOf of a base with its first field, and the rest`,
        apply: (c) => {
          const all = at(c.openapi, "components", "schemas");
          const schema = at(all, record.name);
          const [first, ...rest] = Object.entries(at(schema, "properties"));
          const required = schema.required as string[];
          const part = (entries: [string, unknown][]): Json => ({
            type: "object",
            required: required.filter((n) => entries.some(([k]) => k === n)),
            properties: Object.fromEntries(entries) as Json,
          });
          all[`${draw.name}Base`] = part(first ? [first] : []);
          all[record.name] = {
            allOf: [{ $ref: `#/components/schemas/${draw.name}Base` }, part(rest)],
          };
        },
        touches: [...touches, ...record.fields, `${draw.name}Base`],
        breaking: false,
      };
    default:
      return {
        ...base,
        none: true,
        description: `${text}: its fields reordered`,
        apply: (c) => {
          const schema = at(c.openapi, "components", "schemas", record.name);
          schema.properties = reordered(at(schema, "properties"));
        },
        touches: [...touches, ...record.fields],
        breaking: false,
      };
  }
}

function parameterChange(parts: Parts, draw: Draw): RandomChange {
  const withQuery = parts.reads.filter((r) => r.query.length > 0);
  const read = pick(withQuery, draw.which);
  const name = pick(read.query, draw.field);
  const base = { target: draw.target, action: draw.action, none: false };
  const touches = [read.path, read.id, read.named, name, draw.name];
  const list = (c: LiveContract) => at(c.openapi, "paths", read.path, "get").parameters as Json[];
  const param = (c: LiveContract) => list(c).find((p) => p.name === name) as Json;
  // A list parameter made a list of lists changes type at its items.
  const where = (key: string) => new RegExp(`^query:${literally(key)}(\\[\\])*$`);
  const text = `${draw.action} GET ${read.path}`;
  switch (draw.action) {
    case "add":
      return {
        ...base,
        description: `${text}: an optional ${draw.type} query parameter ${draw.name}`,
        apply: (c) =>
          void list(c).push({
            name: draw.name,
            in: "query",
            required: false,
            schema: schemaOf(draw.type),
          }),
        touches,
        reported: { kind: "added", where: where(draw.name) },
        breaking: false,
      };
    case "remove":
      return {
        ...base,
        description: `${text}: its query parameter ${name} removed`,
        apply: (c) => {
          const params = list(c);
          params.splice(params.indexOf(param(c)), 1);
        },
        touches,
        reported: { kind: "removed", where: where(name) },
        breaking: true,
      };
    case "rename":
      return {
        ...base,
        description: `${text}: its query parameter ${name} renamed ${draw.name}`,
        apply: (c) => {
          param(c).name = draw.name;
        },
        touches,
        reported: { kind: "renamed", where: where(name) },
        breaking: true,
      };
    case "retype":
    case "nest":
      return {
        ...base,
        description: `${text}: its query parameter ${name} ${draw.action === "nest" ? "a list of its type" : "retyped"}`,
        apply: (c) => {
          const schema = param(c).schema as Json;
          param(c).schema =
            draw.action === "nest" ? { type: "array", items: schema } : otherType(schema);
        },
        touches,
        reported: { kind: "type", where: where(name) },
        breaking: true,
      };
    case "deprecate":
      return {
        ...base,
        description: `${text}: its query parameter ${name} deprecated (or no longer)`,
        apply: (c) => {
          toggleDeprecated(param(c));
        },
        touches,
        reported: { kind: "deprecated", where: where(name) },
        breaking: false,
      };
    case "compose":
      return {
        ...base,
        none: true,
        description: `${text}: its query parameter ${name}'s schema given as allOf of itself`,
        apply: (c) => {
          param(c).schema = { allOf: [param(c).schema as Json] };
        },
        touches,
        breaking: false,
      };
    default:
      return {
        ...base,
        none: true,
        description: `${text}: its parameters reordered`,
        apply: (c) => {
          const params = list(c);
          params.push(params.shift() as Json);
        },
        touches: [...touches, ...read.query],
        breaking: false,
      };
  }
}

function operationChange(parts: Parts, draw: Draw): RandomChange {
  const read = pick(parts.reads, draw.which);
  const base = { target: draw.target, action: draw.action, none: false };
  const added = `/v1/${draw.name}`;
  const touches = [read.path, read.id, read.named, added, draw.name];
  const operation = (path: string) => new RegExp(`^GET ${literally(path)}$`);
  const text = `${draw.action} GET ${read.path}`;
  const paths = (c: LiveContract) => at(c.openapi, "paths");
  switch (draw.action) {
    case "add":
      return {
        ...base,
        description: `add GET ${added}, answering as GET ${read.path} does`,
        apply: (c) => {
          const op = structuredClone(at(paths(c), read.path, "get"));
          op.operationId = `RandomController_${draw.name}`;
          op.parameters = ((op.parameters ?? []) as Json[]).filter((p) => p.in !== "path");
          paths(c)[added] = { get: op };
        },
        touches: [...touches, `RandomController_${draw.name}`],
        reported: { kind: "added", where: operation(added) },
        breaking: false,
      };
    case "remove":
    case "rename":
      return {
        ...base,
        description: `${text} ${draw.action === "remove" ? "removed" : `moved to ${read.path}/${draw.name}`}`,
        apply: (c) => {
          const all = paths(c);
          const item = all[read.path] as Json;
          const op = item.get;
          delete item.get;
          if (Object.keys(item).length === 0) delete all[read.path];
          if (draw.action === "rename") all[`${read.path}/${draw.name}`] = { get: op as Json };
        },
        touches: [...touches, `${read.path}/${draw.name}`],
        reported: { kind: "removed", where: operation(read.path) },
        breaking: true,
      };
    case "deprecate":
      return {
        ...base,
        description: `${text} deprecated (or no longer)`,
        apply: (c) => {
          toggleDeprecated(at(paths(c), read.path, "get"));
        },
        touches,
        reported: { kind: "deprecated", where: operation(read.path) },
        breaking: false,
      };
    case "compose":
      return {
        ...base,
        none: true,
        description: `${text}: its answer given as allOf of itself`,
        apply: (c) => {
          const media = at(
            paths(c),
            read.path,
            "get",
            "responses",
            "200",
            "content",
            "application/json",
          );
          media.schema = { allOf: [media.schema as Json] };
        },
        touches,
        breaking: false,
      };
    default:
      return {
        ...base,
        none: true,
        description: `${text}: the operations' paths reordered, it first`,
        apply: (c) => {
          const all = paths(c);
          const moved = { [read.path]: all[read.path], ...all };
          for (const key of Object.keys(all)) delete all[key];
          Object.assign(all, moved);
        },
        touches,
        breaking: false,
      };
  }
}

function messageChange(parts: Parts, draw: Draw): RandomChange {
  const message = pick(parts.messages, draw.which);
  const field = pick(message.fields, draw.field);
  const base = { target: draw.target, action: draw.action, none: false };
  const touches = [message.name, message.payload, field, draw.name];
  const data = (c: LiveContract) =>
    at(c.ws, "components", "schemas", message.name, "properties", "data");
  const fields = (c: LiveContract) => at(data(c), "properties");
  const where = (key: string) => new RegExp(`^data\\.${literally(key)}$`);
  const text = `${draw.action} message ${message.name}`;
  switch (draw.action) {
    case "add":
    case "nest":
      return {
        ...base,
        description: `${text}: an optional ${draw.action === "nest" ? "object " : ""}field ${draw.name}`,
        apply: (c) => {
          fields(c)[draw.name] =
            draw.action === "nest"
              ? { type: "object", properties: { inner: schemaOf(draw.type) } }
              : schemaOf(draw.type);
        },
        touches,
        reported: { kind: "added", where: where(draw.name) },
        breaking: false,
      };
    case "remove":
    case "rename":
      return {
        ...base,
        description: `${text}: its field ${field} ${draw.action === "remove" ? "removed" : `renamed ${draw.name}`}`,
        apply: (c) => {
          const own = fields(c);
          if (draw.action === "rename") own[draw.name] = own[field] as Json;
          delete own[field];
          const required = data(c).required;
          if (Array.isArray(required)) {
            data(c).required = required.flatMap((n) =>
              n !== field ? [n] : draw.action === "rename" ? [draw.name] : [],
            );
          }
        },
        touches,
        reported: { kind: "removed", where: where(field) },
        breaking: true,
      };
    case "retype":
    case "deprecate":
      return fieldEdit({ ...base, touches }, text, field, fields, where(field), draw.action);
    case "compose":
      return {
        ...base,
        none: true,
        description: `${text}: its data given as allOf of its first field and the rest`,
        apply: (c) => {
          const own = data(c);
          const [first, ...rest] = Object.entries(at(own, "properties"));
          const required = (own.required ?? []) as string[];
          const part = (entries: [string, unknown][]): Json => ({
            type: "object",
            properties: Object.fromEntries(entries) as Json,
            required: required.filter((n) => entries.some(([k]) => k === n)),
          });
          const properties = at(c.ws, "components", "schemas", message.name, "properties");
          properties.data = { allOf: [part(first ? [first] : []), part(rest)] };
        },
        touches: [...touches, ...message.fields],
        breaking: false,
      };
    default:
      return {
        ...base,
        none: true,
        description: `${text}: its fields reordered`,
        apply: (c) => {
          data(c).properties = reordered(fields(c));
        },
        touches: [...touches, ...message.fields],
        breaking: false,
      };
  }
}

function networkChange(parts: Parts, draw: Draw): RandomChange {
  const network = pick(parts.networks, draw.which);
  const base = { target: draw.target, action: draw.action, none: false };
  const subject = (n: string) => new RegExp(`^signing config ${literally(n)}`);
  switch (draw.action) {
    case "add":
      return {
        ...base,
        description: `add a network ${draw.name.replace(/\d+$/, "")}net signing as ${network} does`,
        apply: (c) => {
          const config = structuredClone(c.rpc[network]) as Json;
          at(config, "domain").chainId = 99_000_000 + (draw.which % 1000);
          c.rpc[`${draw.name.replace(/\d+$/, "")}net`] = config;
        },
        touches: [`${draw.name.replace(/\d+$/, "")}net`],
        reported: { kind: "added", where: subject(`${draw.name.replace(/\d+$/, "")}net`) },
        breaking: false,
      };
    case "reorder":
      return {
        ...base,
        none: true,
        description: `reorder ${network}'s message types`,
        apply: (c) => {
          const config = c.rpc[network] as Json;
          config.signatureTypes = reordered(at(config, "signatureTypes"));
        },
        touches: [network],
        breaking: false,
      };
    default:
      // A message type removed from one network, or a field of it changed on every one.
      return typeChange(parts, draw, network, subject);
  }
}

/** A message type removed from one network, or a field of it retyped or renamed on every one. */
function typeChange(
  parts: Parts,
  draw: Draw,
  network: string,
  subject: (n: string) => RegExp,
): RandomChange {
  const names = ["TradeOrder", "CancelOrder", "LinkSigner", "RevokeLinkedSigner"];
  const type = pick(names, draw.field);
  const base = { target: draw.target, action: draw.action, none: false };
  if (draw.action === "remove") {
    return {
      ...base,
      description: `remove the message type ${type} from ${network}`,
      apply: (c) => {
        delete at(c.rpc[network], "signatureTypes")[type];
      },
      touches: [type, network],
      reported: { kind: "removed", where: subject(network) },
      breaking: true,
    };
  }
  const edit = (fields: string) =>
    draw.action === "retype"
      ? fields.replace("uint64 nonce", "uint128 nonce")
      : fields.replace(/ (\w+)$/, ` ${draw.name}`);
  return {
    ...base,
    description: `${draw.action} a field of ${type} on every network`,
    apply: (c) => {
      for (const n of parts.networks) {
        const types = at(c.rpc[n], "signatureTypes");
        types[type] = edit(String(types[type]));
      }
    },
    touches: [type, draw.name, "nonce"],
    reported: { kind: "changed", where: subject(network) },
    breaking: true,
  };
}
