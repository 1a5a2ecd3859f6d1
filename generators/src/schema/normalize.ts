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
