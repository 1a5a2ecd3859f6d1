import { isObject, type Json } from "../json.js";
import { COMPONENT_SCHEMAS } from "./document.js";

// The one place the generators rewrite schemas: one walk over a JSON tree (rebuild), and the
// rewrites made with it. Each target reads schemas in the form one of these gives.

/**
 * A JSON tree rebuilt from the leaves up: each object is rebuilt from its rebuilt children, then
 * given to `visit`, whose answer takes its place. Arrays keep their order; other values stay.
 */
export function rebuild(value: unknown, visit: (node: Json) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rebuild(item, visit));
  if (!isObject(value)) return value;
  const node: Json = {};
  for (const [key, child] of Object.entries(value)) node[key] = rebuild(child, visit);
  return visit(node);
}

/**
 * OpenAPI 3.0's `nullable: true` in 3.1's words: `null` among the types (and the values of an
 * enumeration), or, for a schema without a type of its own (a reference), `anyOf` it or null.
 */
function nullable(node: Json): Json {
  const { nullable: flag, ...rest } = node;
  if (flag !== true) return rest;
  if (rest.type !== undefined) {
    const types = Array.isArray(rest.type) ? rest.type : [rest.type];
    const out: Json = { ...rest, type: types.includes("null") ? types : [...types, "null"] };
    if (Array.isArray(rest.enum) && !rest.enum.includes(null)) out.enum = [...rest.enum, null];
    return out;
  }
  const annotations: Json = {};
  const schema: Json = {};
  for (const [key, child] of Object.entries(rest)) {
    if (isAnnotation(key)) annotations[key] = child;
    else schema[key] = child;
  }
  return { ...annotations, anyOf: [schema, { type: "null" }] };
}

/**
 * The upstream writes a few things in forms JSON Schema tooling reads differently; these rewrites
 * keep their meaning: a pattern written as a JavaScript regex literal (`/^[A-Z]+$/`) loses its
 * slashes; OpenAPI 3.0's `example` becomes 3.1's `examples`; a one-branch `oneOf` or `allOf` of a
 * reference is that branch, with the node's own annotations beside it; 3.0's `nullable` becomes
 * 3.1's `null` type.
 */
export function normalizeUpstream(value: unknown): unknown {
  return rebuild(value, (input) => {
    let node = input;
    if (typeof node.pattern === "string") {
      const literal = /^\/(.*)\/$/.exec(node.pattern);
      if (literal) node.pattern = literal[1];
    }
    if ("example" in node && !("examples" in node) && !("in" in node && "name" in node)) {
      const { example, ...rest } = node;
      node = { ...rest, examples: [example] };
    }
    for (const keyword of ["oneOf", "allOf", "anyOf"] as const) {
      const list = node[keyword];
      if (Array.isArray(list) && list.length === 1 && isObject(list[0])) {
        const { [keyword]: _single, ...rest } = node;
        node = { ...(list[0] as Json), ...rest };
      }
    }
    return "nullable" in node && !("in" in node && "name" in node) ? nullable(node) : node;
  });
}

/** A record's schema: an object with properties, no choice or composition of its own. */
function isRecord(node: Json): boolean {
  if (Array.isArray(node.oneOf) || Array.isArray(node.anyOf) || Array.isArray(node.allOf)) {
    return false;
  }
  return node.type === "object" || isObject(node.properties);
}

/**
 * Records built with `allOf` (a shared base by reference, and fields of their own) as the one
 * record a value of them is: every part's properties and required names together, the node's own
 * keywords beside them, a part's own documentation left with the part. What is sent and read is
 * the same, so the generated records are the same as when the service wrote them whole. An
 * `allOf` with a part that is no record (a choice, a bare type), or two parts that give one
 * property different schemas, stays as it is.
 */
export function withMergedRecords(doc: unknown): unknown {
  const components = isObject(doc) && isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const merge = (node: Json, seen: ReadonlySet<string>): Json | undefined => {
    if (!Array.isArray(node.allOf)) return isRecord(node) ? node : undefined;
    const properties: Json = {};
    const required = new Set<string>();
    let keywords: Json = {};
    for (const raw of node.allOf) {
      let part: Json | undefined;
      if (isObject(raw) && typeof raw.$ref === "string") {
        const name = raw.$ref.startsWith(COMPONENT_SCHEMAS)
          ? raw.$ref.slice(COMPONENT_SCHEMAS.length)
          : undefined;
        const target = name === undefined || seen.has(name) ? undefined : schemas[name];
        part = isObject(target) ? merge(target, new Set([...seen, name as string])) : undefined;
      } else if (isObject(raw)) part = merge(raw, seen);
      if (part === undefined) return undefined;
      for (const [key, child] of Object.entries(isObject(part.properties) ? part.properties : {})) {
        if (key in properties && schemaShape(properties[key]) !== schemaShape(child))
          return undefined;
        properties[key] = child;
      }
      for (const name of Array.isArray(part.required) ? part.required : []) required.add(name);
      for (const [key, value] of Object.entries(part)) {
        if (key !== "properties" && key !== "required" && !isAnnotation(key)) keywords[key] = value;
      }
    }
    const { allOf: _parts, ...own } = node;
    for (const [key, child] of Object.entries(isObject(own.properties) ? own.properties : {})) {
      properties[key] = child;
    }
    for (const name of Array.isArray(own.required) ? own.required : []) required.add(name);
    keywords = { ...keywords, ...own, type: "object", properties };
    return required.size > 0 ? { ...keywords, required: [...required] } : keywords;
  };
  return rebuild(doc, (node) =>
    Array.isArray(node.allOf) ? (merge(node, new Set()) ?? node) : node,
  );
}

/** Rewrites each `#/components/schemas/<name>` reference with `rename`; other keys stay. */
export function renameRefs(value: unknown, rename: (name: string) => string): unknown {
  return rebuild(value, (node) => {
    if (typeof node.$ref !== "string" || !node.$ref.startsWith(COMPONENT_SCHEMAS)) return node;
    return {
      ...node,
      $ref: `${COMPONENT_SCHEMAS}${rename(node.$ref.slice(COMPONENT_SCHEMAS.length))}`,
    };
  });
}

/** Keywords that only describe a schema: a validator or a comparison of shapes leaves them out. */
const ANNOTATIONS = new Set(["description", "title", "examples", "example", "deprecated"]);

/** True for a keyword that says nothing a value is checked against: an annotation or an `x-` key. */
export function isAnnotation(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith("x-");
}

/**
 * A schema with its annotations and `x-` extensions left out (what a validator reads), each
 * object passed through `visit` after (a validator's own rewrites).
 */
export function withoutAnnotations(
  value: unknown,
  visit: (node: Json) => Json = (n) => n,
): unknown {
  return rebuild(value, (node) => {
    const out: Json = {};
    for (const [key, child] of Object.entries(node)) if (!isAnnotation(key)) out[key] = child;
    return visit(out);
  });
}

/** A schema as comparable text: annotations, extensions and discriminators left out, keys sorted. */
export function schemaShape(value: unknown): string {
  const sorted = withoutAnnotations(value, (node) => {
    const out: Json = {};
    for (const key of Object.keys(node).sort()) if (key !== "discriminator") out[key] = node[key];
    return out;
  });
  return JSON.stringify(sorted);
}

/**
 * Opens every enumeration inside a schema: `enum` becomes `x-extensible-enum` (a record may carry
 * a value this version does not know, so types and decoders accept any value of the type).
 */
export function withOpenEnums(value: unknown): unknown {
  return rebuild(value, (node) => {
    if (!Array.isArray(node.enum) || node.enum.length === 0) return node;
    const { enum: values, ...rest } = node;
    return { ...rest, "x-extensible-enum": values };
  });
}
