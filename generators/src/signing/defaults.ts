import { FORMATS, readFormats, withKnownFormats } from "../formats.js";
import { isObject, type Json } from "../json.js";
import { normalizeUpstream } from "../schema/normalize.js";
import { perSpec, readJson, readYaml, type SpecFile, type SpecSource } from "../spec.js";
import {
  BINDINGS,
  type Binding,
  type BindingsSpec,
  type BodyField,
  type MessageBinding,
} from "./bindings.js";
import { type Carrier, findCarriers, pathShape, signedBodies } from "./carriers.js";
import { CONFIG_FILE, readConfigs, SIGNING_DIR, type SigningConfigs } from "./configs.js";
import type { Field } from "./grammar.js";

// spec/signing/bindings.yaml with a binding for each message type it does not name yet, inferred
// from the live document: the bindings refine, they never have to exist first.

const UPSTREAM = "spec/upstream/openapi.json";
const LAYER = "spec/rest/layer.yaml";

/** The bindings every target reads: the file's, and the inferred ones. */
export interface EffectiveBindings {
  readonly file: SpecFile;
  readonly bindings: BindingsSpec;
  /** Message types whose body, fields and sign helper were inferred. */
  readonly inferred: ReadonlySet<string>;
  /** The message type each inferred carrier is signed as, by its upstream `METHOD /path`. */
  readonly carriers: ReadonlyMap<string, string>;
  /** The spec files the bindings come from. */
  readonly sources: readonly SpecFile[];
  readonly notes: readonly string[];
}

type Inferred = { body: BindingsSpec["bodies"][string]; binding: MessageBinding } | string;

function typesOf(schema: Json): string[] {
  const raw = schema.type;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((t): t is string => typeof t === "string" && t !== "null");
}

function resolved(doc: Json, schema: unknown): Json {
  let node = schema;
  for (let depth = 0; depth < 8 && isObject(node) && typeof node.$ref === "string"; depth++) {
    const name = node.$ref.split("/").pop() as string;
    node = ((doc.components as Json).schemas as Json)[name];
  }
  return isObject(node) ? node : {};
}

function describe(schema: Json, fallback: string): string {
  const text = typeof schema.description === "string" ? schema.description.trim() : "";
  const first = text.split("\n")[0]?.trim() ?? "";
  return (first || fallback).replace(/"/g, "'");
}

/** How a field the message signs is checked and encoded, from its signed type and its schema. */
function signedField(
  field: Field,
  schema: Json,
): { kind: BodyField; encode: Binding["encode"] } | string {
  const [type] = typesOf(schema);
  const base = { description: describe(schema, `Signed as ${field.type} ${field.name}.`) };
  if (field.type === "address") return { kind: { ...base, kind: "address" }, encode: "same" };
  if (field.type === "bytes32") return { kind: { ...base, kind: "bytes32" }, encode: "same" };
  if (field.type === "bool") return { kind: { ...base, kind: "boolean" }, encode: "same" };
  if (field.type === "string") return { kind: { ...base, kind: "string" }, encode: "same" };
  const bits = /^u?int(\d*)$/.exec(field.type);
  if (!bits) return `${field.name} is signed as ${field.type}, which no body kind carries`;
  if (field.name === "nonce" && type === "string") {
    return { kind: { ...base, kind: "nonce" }, encode: "nonce" };
  }
  if (field.name === "signedAt" && type === "integer") {
    return { kind: { ...base, kind: "signedAt" }, encode: "same" };
  }
  if (type === "string" && schema.format === "decimal") {
    return { kind: { ...base, kind: "decimal" }, encode: "decimal9" };
  }
  if (type === "integer") {
    const width = Number(bits[1] || 256);
    return { kind: { ...base, kind: "integer", bits: Math.min(width, 53) }, encode: "same" };
  }
  return `${field.name} is a ${type ?? "value"} signed as ${field.type}; its scale is not known`;
}

/** How a field of the body that is not signed is checked. */
function unsignedField(name: string, schema: Json, doc: Json): BodyField | string {
  const [type] = typesOf(schema);
  const description = describe(schema, `${name}; not signed.`);
  if (type === "array") {
    const items = resolved(doc, schema.items);
    if (typesOf(items)[0] === "string" && items.format === "uuid") {
      return { kind: "uuidList", description };
    }
    return `${name} is a list of values no body kind checks`;
  }
  if (type === "string" && schema.format === "uuid") return { kind: "uuid", description };
  if (type === "string" && schema.format === "decimal") return { kind: "decimal", description };
  if (type === "string") {
    return {
      kind: "string",
      description,
      ...(typeof schema.minLength === "number" ? { minLength: schema.minLength } : {}),
      ...(typeof schema.maxLength === "number" ? { maxLength: schema.maxLength } : {}),
    };
  }
  if (type === "integer") return { kind: "integer", bits: 53, description };
  if (type === "boolean") return { kind: "boolean", description };
  return `${name} is a ${type ?? "value"} no body kind checks`;
}

/** The body, the bound fields and the sign helper of a type its carrier's `data` signs. */
function infer(
  type: string,
  fields: readonly Field[],
  carrier: Carrier,
  doc: Json,
  path: string,
): Inferred {
  const properties = isObject(carrier.data.properties) ? carrier.data.properties : {};
  const required = new Set(Array.isArray(carrier.data.required) ? carrier.data.required : []);
  const bodyFields: Record<string, BodyField> = {};
  const bound: Record<string, Binding> = {};
  for (const field of fields) {
    if (!(field.name in properties))
      return `${field.name}, which ${type} signs, is not a field of its data`;
  }
  for (const [name, raw] of Object.entries(properties)) {
    const schema = resolved(doc, raw);
    const field = fields.find((f) => f.name === name);
    const read = field ? signedField(field, schema) : unsignedField(name, schema, doc);
    if (typeof read === "string") return read;
    const kind = "encode" in read ? read.kind : read;
    bodyFields[name] = required.has(name) ? { ...kind, required: true } : kind;
    if ("encode" in read) {
      bound[name] = {
        from: name,
        encode: read.encode,
        ...(required.has(name) ? {} : { whenAbsent: "zero" }),
      };
    }
  }
  const party = fields.find((f) => f.type === "address")?.name;
  if (party === undefined) return `${type} signs no address, so no party can be checked`;
  const fn = `sign${type}`;
  return {
    body: {
      description: `The \`data\` object of ${carrier.method} ${path}, signed as ${type} (inferred from the live document).`,
      fields: bodyFields,
    },
    binding: {
      operations: [{ method: carrier.method, path }],
      signatures: [{ field: "signature", party, description: `The key ${party} names.` }],
      sign: {
        function: fn,
        description: `Checks a ${type} body, signs its ${type} message and returns the ${carrier.method} ${path} body (bound by inference from the live document).`,
        example: `const body = await ${fn}({ domain, data, signer })`,
      },
      fields: bound,
    },
  };
}

/**
 * The bindings' bodies with each required field the live document's `data` has and the body
 * lacks (a new field a signed request must carry), checked by the kind its schema gives; not
 * signed.
 */
function withNewFields(
  bindings: BindingsSpec,
  doc: Json,
): { bindings: BindingsSpec; notes: string[] } {
  const notes: string[] = [];
  const bodies = { ...bindings.bodies };
  const carried = new Map(signedBodies(doc).map((c) => [pathShape(c.key), c]));
  for (const message of Object.values(bindings.messages)) {
    const name = message.body;
    const body = name ? bodies[name] : undefined;
    if (!name || !body) continue;
    for (const op of message.operations ?? []) {
      const carrier = carried.get(pathShape(`${op.method} ${op.path}`));
      const properties = isObject(carrier?.data.properties) ? carrier.data.properties : {};
      const required = new Set(Array.isArray(carrier?.data.required) ? carrier.data.required : []);
      for (const [field, raw] of Object.entries(properties)) {
        // An optional field a body leaves out is never sent; a required one must be.
        if (!required.has(field) || field in (bodies[name] as typeof body).fields) continue;
        const kind = unsignedField(field, resolved(doc, raw), doc);
        if (typeof kind === "string") continue;
        const current = bodies[name] as typeof body;
        bodies[name] = {
          ...current,
          fields: {
            ...current.fields,
            [field]: required.has(field) ? { ...kind, required: true } : kind,
          },
        };
        notes.push(
          `${op.method} ${op.path}: its data has ${field}, which ${BINDINGS} bodies.${name} lacks; checked as ${kind.kind}, not signed (the bindings could describe it)`,
        );
      }
    }
  }
  return { bindings: { ...bindings, bodies }, notes };
}

/** What spec/rest/layer.yaml says of each operation: its path renames and signed messages. */
function layerOperations(spec: SpecSource): Record<string, Json> {
  try {
    const layer = readYaml<{ operations?: { patch?: Record<string, Json> } }>(spec.read(LAYER));
    return layer?.operations?.patch ?? {};
  } catch {
    return {};
  }
}

/** Our path of an upstream operation: its path parameters renamed as the layer renames them. */
function ourPath(key: string, patch: Json | undefined): string {
  let path = key.slice(key.indexOf(" ") + 1);
  const renames = isObject(patch?.["x-path-parameters"]) ? patch["x-path-parameters"] : {};
  for (const [from, to] of Object.entries(renames))
    path = path.replace(`{${from}}`, `{${String(to)}}`);
  return path;
}

function bodyName(bindings: BindingsSpec, type: string): string {
  const name = `${type}Data`;
  return name in bindings.bodies ? `${type}Body` : name;
}

/** The body-less binding of a type nothing carries yet: it can still be signed with signMessage. */
function bareBinding(fields: readonly Field[]): MessageBinding {
  const party = fields.find((f) => f.type === "address")?.name ?? (fields[0] as Field).name;
  return {
    operations: [],
    signatures: [{ field: "signature", party, description: "The signer." }],
  };
}

/**
 * spec/signing/bindings.yaml, with a binding for each message type of the stored configurations
 * it lacks: the operation whose body carries it, its body's fields checked by kind, each signed
 * field bound to the body field of its name, and a sign helper `sign<Type>`. A type no operation
 * carries, or one whose body cannot be read, gets a binding without a body; the notes say which.
 */
export const readBindings: (spec: SpecSource) => EffectiveBindings = perSpec((spec) =>
  readBindingsWith(spec, hasBindings(spec) ? readConfigs(spec) : undefined),
);

/** {@link readBindings} over the given signing configurations. */
function readBindingsWith(
  spec: SpecSource,
  configs: SigningConfigs | undefined,
): EffectiveBindings {
  const file = spec.read(BINDINGS);
  const bindings = readYaml<BindingsSpec>(file);
  const unbound = new Map(
    [...(configs?.types ?? [])].filter(([name]) => !(name in bindings.messages)),
  );
  if (!spec.list("spec/upstream").includes(UPSTREAM)) {
    return { file, bindings, inferred: new Set(), carriers: new Map(), sources: [file], notes: [] };
  }
  const upstreamFile = spec.read(UPSTREAM);
  const normalized = normalizeUpstream(readJson(upstreamFile));
  const hasFormats = spec.list("spec").includes(FORMATS);
  const doc = (hasFormats ? withKnownFormats(normalized, readFormats(spec)) : normalized) as Json;
  const completed = withNewFields(bindings, doc);
  if (unbound.size === 0) {
    return {
      file,
      bindings: completed.bindings,
      inferred: new Set(),
      carriers: new Map(),
      sources: completed.notes.length > 0 ? [file, upstreamFile] : [file],
      notes: completed.notes,
    };
  }
  const patches = layerOperations(spec);
  const claimed = new Set<string>();
  for (const message of Object.values(bindings.messages)) {
    for (const op of message.operations ?? []) claimed.add(pathShape(`${op.method} ${op.path}`));
  }
  for (const [key, patch] of Object.entries(patches)) {
    if (Array.isArray(patch["x-signed-messages"])) claimed.add(pathShape(key));
  }
  const found = findCarriers(signedBodies(doc), unbound, claimed);
  const inferred = new Set<string>();
  const carriers = new Map<string, string>();
  const notes: string[] = [...completed.notes];
  const out: BindingsSpec = {
    ...completed.bindings,
    bodies: { ...completed.bindings.bodies },
    messages: { ...completed.bindings.messages },
  };
  for (const [type, fields] of unbound) {
    const carrier = found.get(type);
    const result = carrier
      ? infer(type, fields, carrier, doc, ourPath(carrier.key, patches[carrier.key]))
      : undefined;
    if (carrier && result && typeof result !== "string") {
      const name = bodyName(out, type);
      out.bodies[name] = result.body;
      out.messages[type] = { ...result.binding, body: name };
      inferred.add(type);
      carriers.set(carrier.key, type);
      notes.push(
        `${carrier.key}: signed as ${type}, inferred from its body; ${BINDINGS} could bind it, and name and document its sign helper (sign${type} until then)`,
      );
    } else {
      out.messages[type] = bareBinding(fields);
      notes.push(
        carrier
          ? `${type}: ${carrier.key} carries it, but ${String(result)}; ${BINDINGS} must bind it before a helper signs it`
          : `${type}: no operation of the live document carries it; signMessage signs it, and ${BINDINGS} could bind it`,
      );
    }
  }
  return { file, bindings: out, inferred, carriers, sources: [file, upstreamFile], notes };
}

/**
 * The sync report's lines on the bindings: each one the generators inferred, and each message type
 * they could not bind.
 *
 * @example
 * signingNotes(spec) // ["POST /v1/position/close-all: signed as CloseAllPositions, inferred ..."]
 */
export function signingNotes(spec: SpecSource): string[] {
  return hasBindings(spec) ? [...readBindings(spec).notes] : [];
}

/** Whether a spec has bindings and signing configurations (a fixture of one target may not). */
export function hasBindings(spec: SpecSource): boolean {
  let files: string[];
  try {
    files = spec.list(SIGNING_DIR);
  } catch {
    return false;
  }
  return files.includes(BINDINGS) && files.some((f) => CONFIG_FILE.test(f));
}
