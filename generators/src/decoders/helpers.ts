import { isObject, type Json } from "../json.js";

// The code every decoders file holds besides its decoders, how a primitive type is checked, and
// how records of several shapes are told apart.

/** The helpers every decoders file starts with: small enough for V8 to inline. */
export const DECODER_HELPERS = `function fail(path: string, expected: string, value: unknown): never {
  throw new DecodeError(path, \`must be \${expected}, got \${describeValue(value)}\`);
}

/** A dotted path one level down: \`data.3.price\`. */
function at(path: string, key: string | number): string {
  return path === "" ? String(key) : \`\${path}.\${key}\`;
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);
  return value as Record<string, unknown>;
}

/** An optional property: \`null\` counts as absent and is removed. */
function optional(object: Record<string, unknown>, key: string): unknown {
  const value = object[key];
  if (value === null) {
    delete object[key];
    return undefined;
  }
  return value;
}`;

export type Primitive = "string" | "integer" | "number" | "boolean" | "null";

/**
 * One small helper per primitive type, for the common case of a property that is one primitive:
 * a call is shorter than the check written out (the decoders ship in browser bundles), and small
 * enough for V8 to inline. A decoder written as a table (`shape`) uses them as its checks, beside
 * a fixed value (`eq`), a nested record (`of`) and a list (`list`). Each is emitted only when a
 * decoder uses it.
 */
export const PROPERTY_HELPERS: Readonly<Record<string, string>> = {
  shape: `/** Checks the value at \`key\` of \`path\`, naming it \`at(path, key)\` only when it does not fit. */
type Check = (value: unknown, path: string, key: string | number) => void;

/**
 * The decoder of a record written as a table: each property, in order, with its check. An
 * optional property is \`[check]\` (\`[]\` for any value), checked only when present (\`null\`
 * counts as absent and is removed); \`null\` is one that must be present, with any value.
 * Unknown properties are kept.
 */
function shape<T>(
  properties: Record<string, Check | [Check?] | null>,
  initial = "",
): (value: unknown, path?: string) => T {
  const keys = Object.keys(properties);
  const checks = Object.values(properties);
  return (value, path = initial) => {
    const o = record(value, path);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const check = checks[i];
      if (typeof check === "function") check(o[key], path, key);
      else if (check === null) {
        if (!(key in o)) fail(at(path, key), "present", undefined);
      } else {
        const v = optional(o, key);
        if (v !== undefined) check?.[0]?.(v, path, key);
      }
    }
    return value as T;
  };
}`,
  str: `function str(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}`,
  int: `function int(value: unknown, path: string, key: string | number): void {
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}`,
  num: `function num(value: unknown, path: string, key: string | number): void {
  if (!(typeof value === "number" && Number.isFinite(value))) fail(at(path, key), "a number", value);
}`,
  bool: `function bool(value: unknown, path: string, key: string | number): void {
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}`,
  maybe: `/** Checks an optional property with one of the helpers above; \`null\` counts as absent. */
function maybe(
  check: (value: unknown, path: string, key: string) => void,
  object: Record<string, unknown>,
  path: string,
  key: string,
): void {
  const value = optional(object, key);
  if (value !== undefined) check(value, path, key);
}`,
  eq: `/** A property fixed to one value (\`const\`: it tells records apart). */
function eq(expected: unknown): Check {
  const text = JSON.stringify(expected);
  return (value, path, key) => {
    if (value !== expected) fail(at(path, key), text, value);
  };
}`,
  of: `/** A record checked by its decoder, at its own path. */
function of(decode: (value: unknown, path: string) => unknown): Check {
  return (value, path, key) => {
    decode(value, at(path, key));
  };
}`,
  list: `/** An array, each item checked with \`item\` (any items without it). */
function list(item?: Check): Check {
  return (value, path, key) => {
    const here = at(path, key);
    if (!Array.isArray(value)) fail(here, "an array", value);
    if (item) for (let i = 0; i < value.length; i++) item(value[i], here, i);
  };
}`,
};

/**
 * The property helpers that read the property themselves (`str(o, path, "id")`), for
 * `DecoderOptions.readInHelpers`: each name is written once instead of twice, so a bundle of many
 * decoders is smaller, and each read is keyed, which is several times slower than a named one.
 */
export const KEYED_PROPERTY_HELPERS: Readonly<Record<string, string>> = {
  str: `function str(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (typeof value !== "string") fail(at(path, key), "a string", value);
}`,
  int: `function int(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (!Number.isInteger(value)) fail(at(path, key), "an integer", value);
}`,
  num: `function num(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (!(typeof value === "number" && Number.isFinite(value))) fail(at(path, key), "a number", value);
}`,
  bool: `function bool(object: Record<string, unknown>, path: string, key: string): void {
  const value = object[key];
  if (typeof value !== "boolean") fail(at(path, key), "a boolean", value);
}`,
  maybe: `/** Checks an optional property with one of the helpers above; \`null\` counts as absent. */
function maybe(
  check: (object: Record<string, unknown>, path: string, key: string) => void,
  object: Record<string, unknown>,
  path: string,
  key: string,
): void {
  if (optional(object, key) !== undefined) check(object, path, key);
}`,
};

export const HELPER_OF: Partial<Record<Primitive, string>> = {
  string: "str",
  integer: "int",
  number: "num",
  boolean: "bool",
};

export const EXPECTED: Record<Primitive, string> = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  null: "null",
};

export function test(type: Primitive, v: string): string {
  switch (type) {
    case "integer":
      return `Number.isInteger(${v})`;
    case "number":
      return `(typeof ${v} === "number" && Number.isFinite(${v}))`;
    case "null":
      return `${v} === null`;
    default:
      return `typeof ${v} === "${type}"`;
  }
}

/** The JSDoc of an exported decoder. */
export function decoderDocs(fn: string, type: string | undefined): string {
  return `/**\n * Checks that a parsed value fits the ${type} schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a \`null\` optional property is removed.\n *\n * @throws DecodeError naming the path of the first property that does not fit.\n * @example\n * const value = ${fn}(JSON.parse(text))\n */\n`;
}

/** A property's name in a table: as it is where it can be, else quoted (`__proto__` computed). */
export function propertyName(key: string): string {
  if (key === "__proto__") return '["__proto__"]';
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key);
}

export function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

/**
 * A required property that every branch fixes to a different single value (`const`, or an enum
 * of one), if there is one: records of several shapes are told apart by it. `expand` gives a
 * schema with its references and `allOf` folded in.
 */
export function discriminatorOf(
  branches: readonly Json[],
  where: string,
  expand: (schema: Json, where: string) => Json,
): { key: string; values: (string | number)[] } | undefined {
  const fixed = branches.map((b, i) => {
    const s = expand(b, `${where}.oneOf.${i}`);
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    const out = new Map<string, string | number>();
    for (const [key, prop] of Object.entries(isObject(s.properties) ? s.properties : {})) {
      if (!required.has(key) || !isObject(prop)) continue;
      const p = expand(prop, `${where}.${key}`);
      const value =
        p.const !== undefined
          ? p.const
          : Array.isArray(p.enum) && p.enum.length === 1
            ? p.enum[0]
            : undefined;
      if (typeof value === "string" || typeof value === "number") out.set(key, value);
    }
    return out;
  });
  for (const key of fixed[0]?.keys() ?? []) {
    const values = fixed.map((f) => f.get(key));
    if (values.every((x) => x !== undefined) && new Set(values).size === values.length) {
      return { key, values: values as (string | number)[] };
    }
  }
  return undefined;
}
