import { isObject, type Json } from "../json.js";

// Upstream message schemas in the stream generator's dialect. What the layer names is referred
// to by name; an object it does not name gets a name of its own from where it sits (the layer
// refines, it never has to exist first), and so does an enumeration of the OpenAPI document.

export const SCHEMAS = "#/components/schemas/";
const OPENAPI_REF = "./openapi.json#/components/schemas/";
const LOCAL_REF = "#/components/schemas/";

/** What converting reads, and where it puts the schemas it names itself. */
export interface Context {
  /** Upstream pointer to the name of the schema that is it. */
  readonly named: Map<string, string>;
  /** Upstream OpenAPI enumeration to the schema that is it. */
  readonly enums: Map<string, string>;
  /** Upstream string format to the layer schema that names it (`decimal` to `Decimal`). */
  readonly formats: Readonly<Record<string, string>>;
  /** The upstream message schemas, for local references. */
  readonly messages: Readonly<Record<string, unknown>>;
  /** The OpenAPI document's schemas, for the enumerations the messages refer to. */
  readonly openapi: Readonly<Record<string, unknown>>;
  /** The converted schemas by name: the ones named here are added. */
  readonly out: Json;
  /** Every name in use. */
  readonly taken: Set<string>;
  readonly notes: string[];
  readonly fail: (problem: string) => never;
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

/** A name for a schema the layer does not name, from the name of what holds it. */
function freeName(ctx: Context, wanted: string): string {
  let name = wanted;
  for (let n = 2; ctx.taken.has(name); n++) name = `${wanted}${n}`;
  ctx.taken.add(name);
  return name;
}

/** A choice's branch that is only null. */
function isNull(node: unknown): boolean {
  return (
    isObject(node) &&
    (node.type === "null" || (Array.isArray(node.type) && node.type.join() === "null"))
  );
}

/** The schema, or null too. */
function orNull(schema: Json): Json {
  if (typeof schema.type === "string" && schema.type !== "object" && schema.type !== "array") {
    return { ...schema, type: [schema.type, "null"] };
  }
  return { anyOf: [schema, { type: "null" }] };
}

/** An OpenAPI enumeration the layer does not name: a schema of its own, named as upstream. */
function openapiEnum(ctx: Context, upstream: string, pointer: string): Json {
  const known = ctx.enums.get(upstream);
  if (known) return { $ref: `${SCHEMAS}${known}` };
  const schema = ctx.openapi[upstream];
  if (!isObject(schema) || !Array.isArray(schema.enum)) {
    ctx.notes.push(
      `${pointer} refers to ${upstream} of the OpenAPI document, which is no enumeration; read as any value (spec/stream/layer.yaml could name it)`,
    );
    return {};
  }
  const name = freeName(ctx, pascal(upstream));
  ctx.enums.set(upstream, name);
  ctx.out[name] = {
    title: name,
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    type: schema.type,
    "x-known-values": schema.enum.filter((v) => v !== null),
  };
  ctx.notes.push(
    `${pointer} refers to the enumeration ${upstream}, which spec/stream/layer.yaml does not name; it is ${name} (a schema with x-upstream-enum could name and describe it)`,
  );
  return { $ref: `${SCHEMAS}${name}` };
}

/** allOf's parts as one object: their properties and required names together. */
function merged(ctx: Context, node: Json, pointer: string): Json {
  let properties: Json = {};
  const required = new Set<string>();
  let rest: Json = {};
  for (const part of node.allOf as unknown[]) {
    let schema = part;
    if (isObject(part) && typeof part.$ref === "string" && part.$ref.startsWith(LOCAL_REF)) {
      schema = ctx.messages[part.$ref.slice(LOCAL_REF.length)];
    }
    if (!isObject(schema)) ctx.fail(`${pointer} has an allOf part the generator cannot read`);
    properties = { ...properties, ...(isObject(schema.properties) ? schema.properties : {}) };
    for (const r of Array.isArray(schema.required) ? schema.required : []) required.add(String(r));
    rest = { ...rest, ...schema };
  }
  const { allOf: _parts, ...own } = node;
  return { ...rest, ...own, type: "object", properties, required: [...required] };
}

/** An object: its properties converted, named by the layer or by where it sits. */
function object(
  ctx: Context,
  node: Json,
  pointer: string,
  own: string | undefined,
  hint: string,
): Json {
  const docs = typeof node.description === "string" ? { description: node.description } : {};
  const map = isObject(node.additionalProperties) ? node.additionalProperties : undefined;
  const hasProperties = isObject(node.properties) && Object.keys(node.properties).length > 0;
  if (!hasProperties && map) {
    return {
      type: "object",
      ...docs,
      additionalProperties: convert(map, `${pointer}{}`, ctx, undefined, `${hint}Value`),
    };
  }
  const name = own ?? freeName(ctx, hint);
  if (own === undefined) ctx.named.set(pointer, name);
  const properties: Json = {};
  for (const [key, child] of Object.entries(isObject(node.properties) ? node.properties : {})) {
    if (!isObject(child)) ctx.fail(`${pointer}/${key} is not a schema`);
    const converted = convert(child, `${pointer}/${key}`, ctx, undefined, `${name}${pascal(key)}`);
    properties[key] = own === undefined ? { ...converted, "x-name": key } : converted;
  }
  const schema: Json = {
    type: "object",
    ...docs,
    ...(Array.isArray(node.required) ? { required: node.required } : {}),
    properties,
    ...(map
      ? { additionalProperties: convert(map, `${pointer}{}`, ctx, undefined, `${name}Value`) }
      : {}),
  };
  if (own !== undefined) return schema;
  ctx.out[name] = { title: name, ...schema };
  ctx.notes.push(
    `${pointer}: an object spec/stream/layer.yaml does not name; it is ${name}, its fields under their short keys (a schema with x-upstream ${pointer} could name it and its fields)`,
  );
  return { $ref: `${SCHEMAS}${name}` };
}

/**
 * An upstream node in the generator's dialect: references to named schemas, open enumerations
 * (`x-known-values`), a one-value enumeration as `const`, a fixed-length array of one item
 * schema as a tuple, `null` among the types of what may be null, choices as `oneOf`, maps as
 * `additionalProperties`; objects the layer does not name, named after `hint`.
 */
export function convert(
  node: Json,
  pointer: string,
  ctx: Context,
  own: string | undefined,
  hint: string,
): Json {
  const named = ctx.named.get(pointer);
  if (named !== undefined && named !== own) return { $ref: `${SCHEMAS}${named}` };
  if (typeof node.$ref === "string") {
    if (node.$ref.startsWith(OPENAPI_REF))
      return openapiEnum(ctx, node.$ref.slice(OPENAPI_REF.length), pointer);
    if (node.$ref.startsWith(LOCAL_REF)) {
      const target = ctx.messages[node.$ref.slice(LOCAL_REF.length)];
      if (isObject(target))
        return convert(
          target,
          node.$ref.slice(LOCAL_REF.length),
          ctx,
          undefined,
          node.$ref.slice(LOCAL_REF.length),
        );
    }
    ctx.fail(`${pointer}: unsupported $ref ${node.$ref}`);
  }
  const docs = typeof node.description === "string" ? { description: node.description } : {};
  const choice = (node.oneOf ?? node.anyOf) as unknown;
  if (Array.isArray(choice)) {
    const branches = choice.filter((b) => !isNull(b));
    const converted = branches.map((b, i) =>
      isObject(b) ? convert(b, `${pointer}|${i}`, ctx, undefined, `${hint}Option${i + 1}`) : {},
    );
    const one =
      converted.length === 1
        ? { ...(converted[0] as Json), ...docs }
        : { oneOf: converted, ...docs };
    return branches.length < choice.length ? orNull(one) : one;
  }
  if (Array.isArray(node.allOf))
    return convert(merged(ctx, node, pointer), pointer, ctx, own, hint);
  const types = (Array.isArray(node.type) ? node.type : [node.type]).filter((t) => t !== undefined);
  const nullable = types.includes("null") || (Array.isArray(node.enum) && node.enum.includes(null));
  const type = types.find((t) => t !== "null");
  if (nullable)
    return orNull(
      convert(
        {
          ...node,
          type,
          ...(Array.isArray(node.enum) ? { enum: node.enum.filter((v) => v !== null) } : {}),
        },
        pointer,
        ctx,
        own,
        hint,
      ),
    );
  if (Array.isArray(node.enum)) {
    if (node.enum.length === 1) return { const: node.enum[0], ...docs };
    return { type, "x-known-values": node.enum, ...docs };
  }
  if (
    type === "object" ||
    (type === undefined && (isObject(node.properties) || isObject(node.additionalProperties)))
  ) {
    return object(ctx, node, pointer, own, hint);
  }
  if (type === "array") {
    const items = isObject(node.items) ? node.items : {};
    const item = convert(items, `${pointer}[]`, ctx, undefined, `${hint}Item`);
    const n = node.minItems;
    if (typeof n === "number" && node.maxItems === n) {
      return { type: "array", ...docs, items: Array.from({ length: n }, () => item), minItems: n };
    }
    return { type: "array", ...docs, items: item };
  }
  if (type === "string" && typeof node.format === "string" && ctx.formats[node.format]) {
    return { $ref: `${SCHEMAS}${ctx.formats[node.format]}`, ...docs };
  }
  if (typeof type !== "string") return { ...docs };
  return { type, ...docs };
}
