import { compile } from "json-schema-to-typescript";
import { type SourceFile, VariableDeclarationKind } from "ts-morph";
import { DECODER_HELPERS, DecoderEmitter } from "../decoders/emitter.js";
import { emitText, emitTypeScript, type GeneratedFile, literal, lowerFirst } from "../emit.js";
import { readEnums } from "../enums.js";
import { fail as failSpec, isObject, type Json } from "../json.js";
import { readYaml, type SpecFile, type SpecSource } from "../spec.js";
import {
  deriveStreamSpec,
  STREAM_LAYER,
  UPSTREAM_MESSAGES,
  UPSTREAM_OPENAPI,
} from "../stream/derive.js";
import type { Target } from "../target.js";

const OUT = "packages/stream/src/generated";
const SPEC = STREAM_LAYER;
const NETWORKS = "spec/networks.yaml";
const LIMITS = "spec/limits.yaml";
const SCHEMA_REF = "#/components/schemas/";

type Primitive = "string" | "integer" | "number" | "boolean";
type KnownValue = string | number;

/** A schema reduced to what the generator understands; anything else is refused. */
type Node =
  | { readonly kind: "ref"; readonly name: string }
  | { readonly kind: "primitive"; readonly types: readonly Primitive[] }
  | { readonly kind: "const"; readonly value: string | number | boolean }
  | { readonly kind: "any" }
  | { readonly kind: "array"; readonly items: Node }
  | { readonly kind: "tuple"; readonly items: readonly Node[] }
  | { readonly kind: "object"; readonly props: readonly Prop[] };

interface Prop {
  readonly key: string;
  /** The readable name from `x-name`. */
  readonly name: string;
  readonly required: boolean;
  readonly node: Node;
  readonly description: string | undefined;
}

/** One entry of components.schemas. */
interface Named {
  readonly name: string;
  readonly description: string | undefined;
  readonly node: Node;
  /** From `x-known-values`: an open enumeration's values known today. */
  readonly known: readonly KnownValue[] | undefined;
  readonly knownDescriptions: Readonly<Record<string, string>> | undefined;
  /** The first of the schema's `examples`, for the generated type's documentation. */
  readonly example: unknown;
  /** From `x-readable`: the core function (and its type) that turns a value into words. */
  readonly readableWith: ReadableWith | undefined;
}

/** A core primitive that makes a value readable, e.g. `readableSide` answering `ReadableSide`. */
interface ReadableWith {
  readonly function: string;
  readonly type: string;
}

interface Channel {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** The subscribe parameter that selects it: `symbol` or `subaccountId`. */
  readonly key: string;
  /** Where the key sits in the payload: `s`, or `d[].sid` for the first item of `d`. */
  readonly route: string;
  readonly push: { readonly mode: string; readonly intervalMs?: number };
  /** The pushed message schema (`{ e, t, data }`). */
  readonly message: string;
  /** The property of the message that carries the payload, and the payload schema. */
  readonly dataKey: string;
  readonly payload: string;
}

/** A message the spec sends in one direction, told apart from the others by a const property. */
interface Variant {
  readonly schema: string;
  readonly key: string;
  readonly value: string | number | boolean;
}

interface Model {
  readonly schemas: ReadonlyMap<string, Named>;
  readonly channels: readonly Channel[];
  readonly serverMessages: readonly Variant[];
  readonly clientMessages: readonly Variant[];
  readonly servers: ReadonlyArray<{ readonly network: string; readonly url: string }>;
}

function fail(where: string, problem: string): never {
  return failSpec(SPEC, `${where} ${problem}`);
}

function refName(ref: unknown, where: string): string {
  if (typeof ref !== "string" || !ref.startsWith(SCHEMA_REF)) {
    fail(where, `must reference ${SCHEMA_REF}<name>, got ${String(ref)}`);
  }
  return ref.slice(SCHEMA_REF.length);
}

const PRIMITIVES = new Set<string>(["string", "integer", "number", "boolean"]);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function toNode(schema: unknown, where: string): Node {
  if (!isObject(schema)) fail(where, "is not a schema object");
  if (schema.$ref !== undefined) return { kind: "ref", name: refName(schema.$ref, where) };
  if (schema.const !== undefined) {
    const value = schema.const;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      fail(where, "has a const that is not a string, number or boolean");
    }
    return { kind: "const", value };
  }
  if (schema.enum !== undefined) {
    fail(where, "uses enum; enumerations are open here, list them in x-known-values");
  }
  for (const keyword of ["oneOf", "anyOf", "allOf", "not", "if"]) {
    if (schema[keyword] !== undefined)
      fail(where, `uses ${keyword}, which the generator does not support`);
  }
  const type = schema.type;
  if (type === undefined) return { kind: "any" };
  if (Array.isArray(type)) {
    for (const t of type) {
      if (typeof t !== "string" || !PRIMITIVES.has(t))
        fail(where, `has an unsupported type ${String(t)}`);
    }
    return { kind: "primitive", types: type as Primitive[] };
  }
  if (typeof type !== "string") fail(where, "has a type that is not a string");
  if (PRIMITIVES.has(type)) return { kind: "primitive", types: [type as Primitive] };
  if (type === "array") {
    if (Array.isArray(schema.items)) {
      const items = schema.items.map((item, i) => toNode(item, `${where}.items.${i}`));
      if (schema.minItems !== items.length) {
        fail(where, `is a tuple of ${items.length} items and must set minItems to ${items.length}`);
      }
      return { kind: "tuple", items };
    }
    return { kind: "array", items: toNode(schema.items ?? {}, `${where}.items`) };
  }
  if (type === "object") {
    const properties = schema.properties ?? {};
    if (!isObject(properties)) fail(where, "has properties that are not an object");
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const key of required) {
      if (!(String(key) in properties))
        fail(where, `requires ${String(key)}, which it does not define`);
    }
    const props = Object.entries(properties).map(([key, value]): Prop => {
      const at = `${where}.properties.${key}`;
      if (!IDENTIFIER.test(key)) fail(at, "is not a plain identifier");
      if (!isObject(value)) fail(at, "is not a schema object");
      const name = value["x-name"];
      if (typeof name !== "string" || !IDENTIFIER.test(name))
        fail(at, "needs an x-name (its readable name)");
      return {
        key,
        name,
        required: required.has(key),
        node: toNode(value, at),
        description: typeof value.description === "string" ? value.description.trim() : undefined,
      };
    });
    const names = new Set<string>();
    for (const p of props) {
      if (names.has(p.name)) fail(where, `gives the readable name ${p.name} to two properties`);
      names.add(p.name);
    }
    return { kind: "object", props };
  }
  fail(where, `has an unsupported type ${type}`);
}

function readKnown(schema: Json, where: string): Pick<Named, "known" | "knownDescriptions"> {
  const raw = schema["x-known-values"];
  if (raw === undefined) return { known: undefined, knownDescriptions: undefined };
  const type = schema.type;
  const numeric = type === "integer" || type === "number";
  if (!numeric && type !== "string")
    fail(where, "lists x-known-values but is not a string or integer");
  const check = (value: unknown): KnownValue => {
    if (numeric) {
      const n = typeof value === "string" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isInteger(n))
        fail(where, `has a known value ${String(value)} that is not an integer`);
      return n;
    }
    if (typeof value !== "string")
      fail(where, `has a known value ${String(value)} that is not a string`);
    return value;
  };
  if (Array.isArray(raw)) return { known: raw.map(check), knownDescriptions: undefined };
  if (!isObject(raw)) fail(where, "has x-known-values that are neither a list nor a map");
  const descriptions: Record<string, string> = {};
  for (const [value, text] of Object.entries(raw)) {
    if (typeof text !== "string") fail(where, `describes ${value} with something other than text`);
    descriptions[value] = text.trim();
  }
  return { known: Object.keys(raw).map(check), knownDescriptions: descriptions };
}

function readReadableWith(schema: Json, where: string): ReadableWith | undefined {
  const raw = schema["x-readable"];
  if (raw === undefined) return undefined;
  if (!isObject(raw) || typeof raw.with !== "string" || typeof raw.type !== "string") {
    fail(where, "has an x-readable that is not { with: <core function>, type: <core type> }");
  }
  if (!IDENTIFIER.test(raw.with) || !IDENTIFIER.test(raw.type)) {
    fail(where, "has an x-readable naming something other than identifiers");
  }
  return { function: raw.with, type: raw.type };
}

function constProps(named: Named): Prop[] {
  return named.node.kind === "object"
    ? named.node.props.filter((p) => p.node.kind === "const")
    : [];
}

function variantOf(schemas: ReadonlyMap<string, Named>, schema: string, where: string): Variant {
  const named = schemas.get(schema) ?? fail(where, `references ${schema}, which is not defined`);
  const discriminator = constProps(named).find((p) => p.required);
  if (discriminator?.node.kind !== "const") {
    fail(where, `payload ${schema} has no required const property to tell it apart`);
  }
  return { schema, key: discriminator.key, value: discriminator.node.value };
}

/** Resolves `#/components/messages/x` or `#/channels/c/messages/x` to a payload schema name. */
function messagePayload(doc: Json, ref: unknown, where: string): string {
  if (typeof ref !== "string" || !ref.startsWith("#/")) fail(where, "must be a local $ref");
  let target: unknown = doc;
  for (const part of ref.slice(2).split("/")) {
    target = isObject(target) ? target[part] : undefined;
  }
  if (isObject(target) && typeof target.$ref === "string")
    return messagePayload(doc, target.$ref, where);
  if (!isObject(target) || !isObject(target.payload))
    fail(where, `names ${ref}, which is not a message`);
  return refName(target.payload.$ref, `${where} payload`);
}

function readModel(doc: Json): Model {
  if (doc.asyncapi !== "3.0.0") fail("asyncapi", "must be 3.0.0");
  const components = isObject(doc.components) ? doc.components : fail("components", "are missing");
  const rawSchemas = isObject(components.schemas)
    ? components.schemas
    : fail("components.schemas", "are missing");
  const schemas = new Map<string, Named>();
  for (const [name, schema] of Object.entries(rawSchemas)) {
    const where = `components.schemas.${name}`;
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(where, "must be named in PascalCase");
    if (!isObject(schema)) fail(where, "is not a schema object");
    schemas.set(name, {
      name,
      description: typeof schema.description === "string" ? schema.description.trim() : undefined,
      node: toNode(schema, where),
      ...readKnown(schema, where),
      example: Array.isArray(schema.examples) ? schema.examples[0] : undefined,
      readableWith: readReadableWith(schema, where),
    });
  }
  const visit = (node: Node, where: string): void => {
    if (node.kind === "ref" && !schemas.has(node.name))
      fail(where, `references ${node.name}, which is not defined`);
    if (node.kind === "array") visit(node.items, where);
    if (node.kind === "tuple") for (const item of node.items) visit(item, where);
    if (node.kind === "object") for (const p of node.props) visit(p.node, `${where}.${p.key}`);
  };
  for (const named of schemas.values()) visit(named.node, `components.schemas.${named.name}`);

  const channels: Channel[] = [];
  for (const [name, channel] of Object.entries(isObject(doc.channels) ? doc.channels : {})) {
    const where = `channels.${name}`;
    if (!isObject(channel) || channel["x-key"] === undefined) continue;
    const key = channel["x-key"];
    const route = channel["x-route"];
    const push = channel["x-push"];
    if (typeof key !== "string" || !IDENTIFIER.test(key))
      fail(where, "has an x-key that is not an identifier");
    if (typeof route !== "string" || !/^[A-Za-z0-9_]+(\[\]\.[A-Za-z0-9_]+)?$/.test(route)) {
      fail(where, "needs an x-route: a payload key, or `array[].key`");
    }
    if (!isObject(push) || typeof push.mode !== "string")
      fail(where, "needs an x-push with a mode");
    if (
      push.intervalMs !== undefined &&
      (typeof push.intervalMs !== "number" || push.intervalMs <= 0)
    ) {
      fail(where, "has an x-push.intervalMs that is not a positive number");
    }
    const messages = isObject(channel.messages) ? Object.values(channel.messages) : [];
    if (messages.length !== 1 || !isObject(messages[0]))
      fail(where, "must carry exactly one message");
    const message = messagePayload(doc, messages[0].$ref, `${where}.messages`);
    const variant = variantOf(schemas, message, where);
    if (variant.value !== name)
      fail(
        where,
        `pushes ${message} whose ${variant.key} is ${String(variant.value)}, not ${name}`,
      );
    const envelope = schemas.get(message)?.node;
    const dataProps =
      envelope?.kind === "object"
        ? envelope.props.filter(
            (p) => p.node.kind === "ref" && schemas.get(p.node.name)?.node.kind === "object",
          )
        : [];
    const data = dataProps[0];
    if (dataProps.length !== 1 || data?.node.kind !== "ref") {
      fail(where, `message ${message} must have exactly one property holding an object payload`);
    }
    const payload = data.node.name;
    const first = route.split("[]")[0] as string;
    const payloadNode = schemas.get(payload)?.node;
    if (payloadNode?.kind !== "object" || !payloadNode.props.some((p) => p.key === first)) {
      fail(where, `routes by ${route}, but ${payload} has no ${first}`);
    }
    channels.push({
      name,
      title: typeof channel.title === "string" ? channel.title : name,
      description: typeof channel.description === "string" ? channel.description.trim() : "",
      key,
      route,
      push: {
        mode: push.mode,
        ...(push.intervalMs === undefined ? {} : { intervalMs: push.intervalMs as number }),
      },
      message,
      dataKey: data.key,
      payload,
    });
  }
  if (channels.length === 0) fail("channels", "define no channel with an x-key");
  const channelNames = schemas.get("StreamChannelName")?.known;
  if (
    channelNames &&
    JSON.stringify(channelNames) !== JSON.stringify(channels.map((c) => c.name))
  ) {
    fail(
      "components.schemas.StreamChannelName",
      "must list the channels with an x-key, in their order",
    );
  }

  const serverMessages: Variant[] = [];
  const clientMessages: Variant[] = [];
  const add = (list: Variant[], variant: Variant) => {
    if (!list.some((v) => v.schema === variant.schema)) list.push(variant);
  };
  for (const [name, op] of Object.entries(isObject(doc.operations) ? doc.operations : {})) {
    const where = `operations.${name}`;
    if (!isObject(op)) continue;
    const refs = Array.isArray(op.messages) ? op.messages : [];
    const replies = isObject(op.reply) && Array.isArray(op.reply.messages) ? op.reply.messages : [];
    const payloads = refs.map((m) => messagePayload(doc, isObject(m) ? m.$ref : undefined, where));
    const replyPayloads = replies.map((m) =>
      messagePayload(doc, isObject(m) ? m.$ref : undefined, `${where}.reply`),
    );
    if (op.action === "send") {
      for (const p of payloads) add(clientMessages, variantOf(schemas, p, where));
      for (const p of replyPayloads) add(serverMessages, variantOf(schemas, p, `${where}.reply`));
    } else if (op.action === "receive") {
      for (const p of payloads) add(serverMessages, variantOf(schemas, p, where));
    } else {
      fail(where, "has an action other than send or receive");
    }
  }
  for (const list of [serverMessages, clientMessages]) {
    const seen = new Set<string>();
    for (const v of list) {
      const id = `${v.key}=${JSON.stringify(v.value)}`;
      if (seen.has(id)) fail("operations", `have two messages in one direction with ${id}`);
      seen.add(id);
    }
  }
  for (const channel of channels) {
    if (!serverMessages.some((v) => v.schema === channel.message)) {
      fail(`channels.${channel.name}`, "has no receive operation");
    }
  }

  const servers = Object.entries(isObject(doc.servers) ? doc.servers : {}).map(
    ([network, server]) => {
      if (!isObject(server)) fail(`servers.${network}`, "is not an object");
      const { protocol, host, pathname } = server;
      if (
        typeof protocol !== "string" ||
        typeof host !== "string" ||
        typeof pathname !== "string"
      ) {
        fail(`servers.${network}`, "needs protocol, host and pathname");
      }
      return { network, url: `${protocol}://${host}${pathname}` };
    },
  );
  return { schemas, channels, serverMessages, clientMessages, servers };
}

/** The spec must agree with the facts recorded elsewhere in spec/. */
function crossCheck(spec: SpecSource, model: Model): void {
  const networks = readYaml<{ networks: Record<string, { wsUrl?: string }> }>(
    spec.read(NETWORKS),
  ).networks;
  for (const { network, url } of model.servers) {
    const preset = networks[network];
    if (!preset) fail(`servers.${network}`, `names no network of ${NETWORKS}`);
    if (preset.wsUrl !== url)
      fail(
        `servers.${network}`,
        `URL ${url} differs from ${NETWORKS} ${network}.wsUrl ${preset.wsUrl}`,
      );
  }
  // Lists both sides take from the upstream are its facts already; only hand-written lists can
  // drift apart.
  const { values: enums, fromUpstream } = readEnums(spec);
  for (const named of model.schemas.values()) {
    const recorded = named.name in fromUpstream ? undefined : enums[named.name];
    if (named.known && recorded && JSON.stringify(named.known) !== JSON.stringify(recorded)) {
      fail(
        `components.schemas.${named.name}`,
        `lists ${named.known.join(", ")} but ${LIMITS} enums.${named.name} lists ${recorded.join(", ")}`,
      );
    }
  }
}

// ---------------------------------------------------------------- types (json-schema-to-typescript)

function knownType(named: Named): string {
  const values = named.known ?? [];
  const open =
    named.node.kind === "primitive" && named.node.types[0] === "string"
      ? "(string & {})"
      : "(number & {})";
  return [...values.map((v) => JSON.stringify(v)), open].join(" | ");
}

function docOf(description: string | undefined, readable?: string): string | undefined {
  const lines = [description, readable].filter((l): l is string => Boolean(l));
  return lines.length > 0 ? lines.join("\n\n") : undefined;
}

/** The readable variant's name of a schema, when it has one. */
function readableName(model: Model, readable: ReadonlySet<string>, name: string): string {
  const words = model.schemas.get(name)?.readableWith;
  if (words) return words.type;
  return readable.has(name) ? `Readable${name}` : name;
}

/** A JSON Schema for json-schema-to-typescript; `$ref`s become names through `tsType`. */
function tsSchema(node: Node, rename: ((name: string) => string) | undefined): Json {
  switch (node.kind) {
    case "ref":
      return { tsType: rename ? rename(node.name) : node.name };
    case "primitive":
      return { type: node.types.length === 1 ? node.types[0] : [...node.types] };
    case "const":
      return { const: node.value };
    case "any":
      return { tsType: "unknown" };
    case "array":
      return { type: "array", items: tsSchema(node.items, rename) };
    case "tuple":
      return {
        tsType: `[${node.items.map((i) => typeExpression(i, rename)).join(", ")}]`,
      };
    case "object": {
      const properties: Json = {};
      for (const p of node.props) {
        const key = rename ? p.name : p.key;
        const hint =
          p.key === p.name
            ? undefined
            : rename
              ? `Short key \`${p.key}\`.`
              : `Readable name \`${p.name}\`.`;
        const description = docOf(p.description, hint);
        properties[key] = {
          ...tsSchema(p.node, rename),
          ...(description ? { description } : {}),
        };
      }
      return {
        type: "object",
        properties,
        required: node.props.filter((p) => p.required).map((p) => (rename ? p.name : p.key)),
        additionalProperties: false,
      };
    }
  }
}

/** A TypeScript type expression for a node, for places json-schema-to-typescript does not reach. */
function typeExpression(node: Node, rename: ((name: string) => string) | undefined): string {
  switch (node.kind) {
    case "ref":
      return rename ? rename(node.name) : node.name;
    case "primitive":
      return node.types.map((t) => (t === "integer" ? "number" : t)).join(" | ");
    case "const":
      return JSON.stringify(node.value);
    case "any":
      return "unknown";
    case "array":
      return `${typeExpression(node.items, rename)}[]`;
    case "tuple":
      return `[${node.items.map((i) => typeExpression(i, rename)).join(", ")}]`;
    case "object":
      return "Record<string, unknown>";
  }
}

/** Schemas reachable from the channel payloads that have short keys: they get readable twins. */
function readableSchemas(model: Model): Set<string> {
  const out = new Set<string>();
  const walk = (node: Node): void => {
    if (node.kind === "ref") {
      const named = model.schemas.get(node.name);
      if (named?.node.kind === "object" && !out.has(node.name)) {
        out.add(node.name);
        walk(named.node);
      }
    } else if (node.kind === "array") walk(node.items);
    else if (node.kind === "tuple") node.items.forEach(walk);
    else if (node.kind === "object") for (const p of node.props) walk(p.node);
  };
  for (const channel of model.channels) walk({ kind: "ref", name: channel.payload });
  return out;
}

async function typesFile(sources: readonly SpecFile[], model: Model): Promise<GeneratedFile> {
  const readable = readableSchemas(model);
  const chunks: string[] = [];
  const options = {
    bannerComment: "",
    additionalProperties: false,
    declareExternallyReferenced: false,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    format: true,
    style: { printWidth: 100, trailingComma: "all" as const },
  };
  const emit = async (name: string, schema: Json, description: string | undefined) => {
    const text = await compile(
      { ...schema, title: name, ...(description ? { description } : {}) } as never,
      name,
      options,
    );
    chunks.push(text.trim());
  };
  const example = (code: string) => `@example\n${code}`;
  for (const named of model.schemas.values()) {
    if (named.known) {
      const values = named.knownDescriptions
        ? Object.entries(named.knownDescriptions)
            .map(([v, d]) => `- \`${v}\`: ${d}`)
            .join("\n")
        : undefined;
      const open = "Open: the service may send values this version does not know.";
      const usage = example(`const value: ${named.name} = ${JSON.stringify(named.known[0])};`);
      await emit(
        named.name,
        { tsType: knownType(named) },
        docOf(named.description, [values, open, usage].filter(Boolean).join("\n\n")),
      );
    } else if (named.node.kind === "object") {
      const usage = example(`const value: ${named.name} = decode${named.name}(JSON.parse(text));`);
      await emit(named.name, tsSchema(named.node, undefined), docOf(named.description, usage));
    } else {
      if (named.example === undefined) {
        fail(`components.schemas.${named.name}`, "needs an examples entry for its documentation");
      }
      const usage = example(`const value: ${named.name} = ${JSON.stringify(named.example)};`);
      await emit(named.name, tsSchema(named.node, undefined), docOf(named.description, usage));
    }
  }
  for (const name of readable) {
    const named = model.schemas.get(name) as Named;
    const rename = (ref: string) => readableName(model, readable, ref);
    const usage = example(
      `const value: Readable${name} = toReadable${name}(decode${name}(JSON.parse(text)));`,
    );
    const description = docOf(
      named.description,
      `${name} with readable property names.\n\n${usage}`,
    );
    await emit(`Readable${name}`, tsSchema(named.node, rename), description);
  }
  const wordTypes = [...readableWordsUsed(model, readable)].map((w) => w.type);
  const imports =
    wordTypes.length > 0
      ? `import type { ${[...new Set(wordTypes)].sort().join(", ")} } from "@perpkit/core";\n\n`
      : "";
  return emitText(`${OUT}/types.ts`, sources, imports + chunks.join("\n\n"));
}

/** The `x-readable` primitives that properties of readable schemas refer to. */
function readableWordsUsed(model: Model, readable: ReadonlySet<string>): ReadableWith[] {
  const used = new Map<string, ReadableWith>();
  const visit = (node: Node): void => {
    if (node.kind === "ref") {
      const words = model.schemas.get(node.name)?.readableWith;
      if (words) used.set(words.function, words);
    } else if (node.kind === "array") visit(node.items);
    else if (node.kind === "tuple") node.items.forEach(visit);
  };
  for (const name of readable) {
    const node = model.schemas.get(name)?.node;
    if (node?.kind === "object") for (const p of node.props) visit(p.node);
  }
  return [...used.values()].sort((a, b) => a.function.localeCompare(b.function));
}

// ---------------------------------------------------------------- decoders (ts-morph)

/** The decoders, from the shared emitter; a decoder's default path is its schema's name. */
function decodersFile(sources: readonly SpecFile[], model: Model, doc: Json): GeneratedFile {
  const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, Json>;
  const emitter = new DecoderEmitter(
    {
      file: SPEC,
      resolve(ref) {
        const name = ref.replace("#/components/schemas/", "");
        const schema = schemas[name];
        if (!ref.startsWith("#/components/schemas/") || !isObject(schema)) {
          fail(ref, "is not a schema of components.schemas");
        }
        return { name, schema };
      },
      typeName: (name) => name,
    },
    { defaultPath: (type) => JSON.stringify(type) },
  );
  const objects = [...model.schemas.values()].filter((n) => n.node.kind === "object");
  for (const named of objects) emitter.decoderFor(named.name);
  return emitTypeScript(`${OUT}/decoders.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["DecodeError", "describeValue"],
    });
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: objects.map((n) => n.name).sort(),
    });
    file.addStatements(DECODER_HELPERS);
    file.addStatements(emitter.code());
    addDispatcher(
      file,
      "ServerMessage",
      "decodeServerMessage",
      model.serverMessages,
      "a message the gateway sends (a reply, a pong or a channel message)",
      "decodeServerMessage(JSON.parse(frame))",
    );
    addDispatcher(
      file,
      "ClientMessage",
      "decodeClientMessage",
      model.clientMessages,
      "a request a client sends (subscribe, unsubscribe or ping)",
      "decodeClientMessage(JSON.parse(frame))",
    );
  });
}

function addDispatcher(
  file: SourceFile,
  typeName: string,
  name: string,
  variants: readonly Variant[],
  what: string,
  example: string,
): void {
  file.addTypeAlias({
    isExported: true,
    name: typeName,
    docs: [`Any ${what}.\n\n@example\nconst message: ${typeName} | undefined = ${example}`],
    type: variants.map((v) => v.schema).join(" | "),
  });
  const keys = [...new Set(variants.map((v) => v.key))];
  const body: string[] = ['const o = record(value, "message");'];
  for (const key of keys) {
    body.push(`switch (o.${key}) {`);
    for (const v of variants.filter((x) => x.key === key)) {
      body.push(`  case ${literal(v.value)}: return decode${v.schema}(o);`);
    }
    body.push("}");
  }
  body.push("return undefined;");
  file.addFunction({
    isExported: true,
    name,
    docs: [
      `Recognises ${what} by its ${keys.map((k) => `\`${k}\``).join(" or ")} and decodes it; returns \`undefined\` for a message this version does not know.\n\n@throws DecodeError when a known message does not fit its schema.\n@example\n${example}`,
    ],
    parameters: [{ name: "value", type: "unknown" }],
    returnType: `${typeName} | undefined`,
    statements: body.join("\n"),
  });
}

// ---------------------------------------------------------------- encoders

function encodersFile(sources: readonly SpecFile[], model: Model): GeneratedFile {
  const encodable = [...model.schemas.values()].filter((n) => constProps(n).length > 0);
  return emitTypeScript(`${OUT}/encoders.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: encodable.map((n) => n.name).sort(),
    });
    for (const named of encodable) {
      const consts = constProps(named);
      const node = named.node as Extract<Node, { kind: "object" }>;
      const rest = node.props.filter((p) => p.node.kind !== "const");
      const omitted = consts.map((p) => JSON.stringify(p.key)).join(" | ");
      const fieldsType = `Omit<${named.name}, ${omitted}>`;
      const optional = rest.every((p) => !p.required);
      const assigned = consts
        .map((p) => `${p.key}: ${literal((p.node as { value: unknown }).value)}`)
        .join(", ");
      const exampleArgs = rest
        .filter((p) => p.required)
        .map((p) => `${p.key}: ...`)
        .join(", ");
      file.addFunction({
        isExported: true,
        name: `encode${named.name}`,
        docs: [
          `Builds the ${named.name} message, filling in ${consts.map((p) => `\`${p.key}\``).join(" and ")}.\n\n@example\nsocket.send(JSON.stringify(encode${named.name}(${exampleArgs ? `{ ${exampleArgs} }` : ""})))`,
        ],
        parameters: [
          { name: "fields", type: fieldsType, ...(optional ? { initializer: "{}" } : {}) },
        ],
        returnType: named.name,
        statements: `return { ${assigned}, ...fields };`,
      });
    }
  });
}

// ---------------------------------------------------------------- channels

function routeExpression(route: string): string {
  const [array, key] = route.split("[].");
  return key === undefined ? `data.${array}` : `data.${array}[0]?.${key}`;
}

function channelsFile(sources: readonly SpecFile[], model: Model): GeneratedFile {
  const names = model.channels.map((c) => c.name);
  const keyGroups = new Map<string, string[]>();
  for (const c of model.channels) keyGroups.set(c.key, [...(keyGroups.get(c.key) ?? []), c.name]);
  const known: Record<string, readonly KnownValue[]> = {};
  const described: Record<string, Readonly<Record<string, string>>> = {};
  for (const named of model.schemas.values()) {
    if (named.known) known[named.name] = named.known;
    if (named.knownDescriptions) described[named.name] = named.knownDescriptions;
  }
  return emitTypeScript(`${OUT}/channels.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: [...new Set(model.channels.flatMap((c) => [c.message, c.payload]))].sort(),
    });
    const constant = (name: string, value: string, doc: string) =>
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [doc],
        declarations: [{ name, initializer: value }],
      });
    constant(
      "streamChannels",
      `${literal(names)} as const`,
      `Every channel of the stream gateway, in the order the spec lists them.\n\n@example\nstreamChannels.includes("L2Book") // true`,
    );
    file.addTypeAlias({
      isExported: true,
      name: "StreamChannel",
      docs: [
        'One channel name: the `type` of a subscription and the `e` of a pushed message.\n\n@example\nconst channel: StreamChannel = "L2Book"',
      ],
      type: "(typeof streamChannels)[number]",
    });
    file.addInterface({
      isExported: true,
      name: "ChannelPayloads",
      docs: [
        'The payload each channel pushes (the `data` of its message).\n\n@example\ntype Book = ChannelPayloads["L2Book"]',
      ],
      properties: model.channels.map((c) => ({ name: c.name, type: c.payload })),
    });
    file.addInterface({
      isExported: true,
      name: "ChannelMessages",
      docs: [
        'The whole message each channel pushes.\n\n@example\ntype BookMessage = ChannelMessages["L2Book"]',
      ],
      properties: model.channels.map((c) => ({ name: c.name, type: c.message })),
    });
    file.addInterface({
      isExported: true,
      name: "ChannelKeys",
      docs: [
        'The subscribe parameter that selects a channel\'s stream: `symbol` or `subaccountId`.\n\n@example\ntype Key = ChannelKeys["OrderUpdate"] // "subaccountId"',
      ],
      properties: model.channels.map((c) => ({ name: c.name, type: JSON.stringify(c.key) })),
    });
    constant(
      "channelKeys",
      `${literal(Object.fromEntries(model.channels.map((c) => [c.name, c.key])))} as const satisfies ChannelKeys`,
      'The subscribe parameter of each channel.\n\n@example\nchannelKeys.L2Book // "symbol"',
    );
    constant(
      "channelsByKey",
      `${literal(Object.fromEntries(keyGroups))} as const`,
      'The channels grouped by their subscribe parameter.\n\n@example\nchannelsByKey.symbol // ["L2Book", "Ticker", "TradeFill"]',
    );
    constant(
      "channelDataKeys",
      `${literal(Object.fromEntries(model.channels.map((c) => [c.name, c.dataKey])))} as const`,
      'The property of each channel\'s message that carries its payload.\n\n@example\nchannelDataKeys.L2Book // "data"',
    );
    constant(
      "channelPush",
      `${literal(Object.fromEntries(model.channels.map((c) => [c.name, c.push])))} as const`,
      "When the gateway pushes each channel: on an interval (`intervalMs`), in real time, or on change.\n\n@example\nchannelPush.L2Book.intervalMs // 200",
    );
    constant(
      "channelRoutes",
      `{\n${model.channels
        .map((c) => `  ${c.name}: (data: ${c.payload}) => ${routeExpression(c.route)},\n`)
        .join(
          "",
        )}} as const satisfies { readonly [C in StreamChannel]: (data: ChannelPayloads[C]) => string | undefined }`,
      'Reads the key (symbol or subaccount id) a pushed payload belongs to, to route it to its subscription; `undefined` when the payload carries none (an empty list).\n\n@example\nchannelRoutes.L2Book(book) // "BTCUSD"',
    );
    constant(
      "knownValues",
      `${literal(known)} as const`,
      'The values of each open enumeration known to this version; the gateway may send others.\n\n@example\nknownValues.StreamErrorCode.includes("RATE_LIMIT") // true',
    );
    // One constant per enumeration, so a bundle keeps only the descriptions it uses.
    for (const [name, descriptions] of Object.entries(described)) {
      const [first] = Object.entries(descriptions);
      constant(
        `${lowerFirst(name)}Descriptions`,
        `${literal(descriptions)} as const`,
        `What each known ${name} value means.\n\n@example\n${lowerFirst(name)}Descriptions.${first?.[0]} // ${JSON.stringify(first?.[1])}`,
      );
    }
    constant(
      "streamServers",
      `${literal(Object.fromEntries(model.servers.map((s) => [s.network, s.url])))} as const`,
      'The gateway URL of each network.\n\n@example\nstreamServers.testnet // "wss://ws2.etherealtest.net/v1/stream"',
    );
  });
}

// ---------------------------------------------------------------- readable mappers

function readableFile(sources: readonly SpecFile[], model: Model): GeneratedFile {
  const readable = readableSchemas(model);
  const names = [...readable];
  return emitTypeScript(`${OUT}/readable.ts`, sources, (file) => {
    const words = readableWordsUsed(model, readable);
    if (words.length > 0) {
      file.addImportDeclaration({
        moduleSpecifier: "@perpkit/core",
        namedImports: words.map((w) => w.function),
      });
    }
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: [...names, ...names.map((n) => `Readable${n}`)].sort(),
    });
    for (const name of names) {
      const node = (model.schemas.get(name) as Named).node as Extract<Node, { kind: "object" }>;
      const locals = node.props.map((p, i) => ({ p, local: `v${i}` }));
      const required = locals.filter(({ p }) => p.required);
      const body: string[] = [
        `const { ${locals.map(({ p, local }) => `${p.key}: ${local}`).join(", ")}, ...rest } = value;`,
        `const out: Readable${name} = { ...rest, ${required
          .map(({ p, local }) => `${p.name}: ${mapExpression(model, readable, p, local)}`)
          .join(", ")} };`,
      ];
      for (const { p, local } of locals) {
        if (p.required) continue;
        body.push(
          `if (${local} !== undefined) out.${p.name} = ${mapExpression(model, readable, p, local)};`,
        );
      }
      body.push("return out;");
      const first = node.props.find((p) => p.key !== p.name);
      file.addFunction({
        isExported: true,
        name: `toReadable${name}`,
        docs: [
          `Renames the short keys of the ${name} payload to readable names${first ? ` (\`${first.key}\` to \`${first.name}\`, ...)` : ""}; properties this version does not know keep their keys.\n\n@example\ntoReadable${name}(value)${first ? `.${first.name}` : ""}`,
        ],
        parameters: [{ name: "value", type: name }],
        returnType: `Readable${name}`,
        statements: body.join("\n"),
      });
    }
  });
}

function mapExpression(
  model: Model,
  readable: ReadonlySet<string>,
  prop: Prop,
  value: string,
): string {
  const node = prop.node;
  const words = node.kind === "ref" ? model.schemas.get(node.name)?.readableWith : undefined;
  // The short key names the field in the error a value this version does not know would raise.
  if (words) return `${words.function}(${value}, ${JSON.stringify(prop.key)})`;
  if (node.kind === "ref" && readable.has(node.name)) return `toReadable${node.name}(${value})`;
  if (node.kind === "array" && node.items.kind === "ref" && readable.has(node.items.name)) {
    return `${value}.map(toReadable${node.items.name})`;
  }
  if (
    node.kind === "object" ||
    (node.kind === "array" &&
      node.items.kind !== "ref" &&
      node.items.kind !== "primitive" &&
      node.items.kind !== "const")
  ) {
    throw new Error(
      `${SPEC}: nested anonymous objects cannot be made readable; name them in components.schemas`,
    );
  }
  return value;
}

// ---------------------------------------------------------------- target

export const streamTarget: Target = {
  name: "stream",
  outDir: OUT,
  inputs: [STREAM_LAYER, UPSTREAM_MESSAGES, UPSTREAM_OPENAPI, NETWORKS, LIMITS],
  async generate(spec) {
    const derived = deriveStreamSpec(spec);
    const model = readModel(derived.doc);
    crossCheck(spec, model);
    const sources = derived.sources;
    return [
      channelsFile(sources, model),
      decodersFile(sources, model, derived.doc),
      encodersFile(sources, model),
      readableFile(sources, model),
      await typesFile(sources, model),
    ];
  },
};
