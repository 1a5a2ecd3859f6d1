import { fail as failSpec, isObject, type Json } from "../json.js";
import type { NamedSchema } from "../schema/document.js";
import {
  discriminatorOf,
  EXPECTED,
  HELPER_OF,
  KEYED_PROPERTY_HELPERS,
  PROPERTY_HELPERS,
  type Primitive,
  pascal,
  test,
} from "./helpers.js";

export { DECODER_HELPERS } from "./helpers.js";

/**
 * The one JSON-Schema-to-decoder emitter of the generators. The REST, stream and candle targets
 * give it their schemas; it writes straight-line checks that confirm the shape the code relies on
 * (types, required properties, array items, nested records), keep unknown properties, treat
 * enumerations as open (only the type of a value is checked, so new values decode), check `const`
 * values (they tell messages apart), and drop an optional property that is `null`.
 *
 * A decoder `decodeX(value, path)` is exported for each named object schema it is asked for;
 * inline objects get unexported `checkX` helpers named after where they sit.
 */

/** How the emitter finds schemas: by `$ref`, relative to the document a schema came from. */
export interface SchemaSource {
  /** The spec file, for error messages. */
  readonly file: string;
  /** The named schema a reference points to. */
  resolve(ref: string): NamedSchema;
  /** The decoder's name for a named schema: its type name. */
  typeName(name: string): string;
}

/** How a target's decoders differ. */
export interface DecoderOptions {
  /**
   * The default `path` of an exported decoder, as a TypeScript expression: `""` unless given
   * (errors name `data.3.price`); the stream's decoders start at the schema's name.
   */
  readonly defaultPath?: (type: string) => string;
  /**
   * Whether a property that is one primitive is read by its helper (`str(o, path, "id")`) rather
   * than at the call (`str(o["id"], path, "id")`): smaller decoders, slower reads. For decoders
   * off a hot path (REST answers, one per request), not for the stream's frames.
   */
  readonly readInHelpers?: boolean;
}

/** Emits decoder functions for named schemas, and the helpers they need. */
export class DecoderEmitter {
  /** Function name to its code, in the order they were first needed. */
  readonly functions = new Map<string, string>();
  /** Named schemas whose exported decoders were emitted. */
  readonly decoded = new Set<string>();
  /** Named schemas met through references, by name. */
  private readonly known = new Map<string, Json>();
  /** The property helpers the emitted decoders call. */
  private readonly helpers = new Set<string>();
  private counter = 0;

  constructor(
    private readonly source: SchemaSource,
    private readonly options: DecoderOptions = {},
  ) {}

  private fail(where: string, problem: string): never {
    return failSpec(this.source.file, `${where} ${problem}`);
  }

  /** A schema with `$ref` and `allOf` folded in; the name when it is a named object. */
  private expand(schema: Json, where: string): { schema: Json; name?: string } {
    if (typeof schema.$ref === "string") {
      const target = this.source.resolve(schema.$ref);
      this.known.set(target.name, target.schema);
      const inner = this.expand(target.schema, `${where} -> ${target.name}`);
      return { schema: inner.schema, name: inner.name ?? target.name };
    }
    if (Array.isArray(schema.allOf)) {
      let properties: Json = {};
      const required = new Set<string>();
      let rest: Json = {};
      for (const [i, part] of schema.allOf.entries()) {
        if (!isObject(part)) this.fail(where, `allOf.${i} is not a schema`);
        const { schema: s } = this.expand(part, `${where}.allOf.${i}`);
        properties = { ...properties, ...(isObject(s.properties) ? s.properties : {}) };
        for (const r of Array.isArray(s.required) ? s.required : []) required.add(String(r));
        rest = { ...rest, ...s };
      }
      const { allOf: _parts, ...own } = schema;
      return {
        schema: { ...rest, ...own, properties, required: [...required], type: "object" },
      };
    }
    return { schema };
  }

  private typesOf(schema: Json, where: string): Primitive[] | "object" | "array" | "any" {
    const raw = schema.type;
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (list.length === 0) {
      if (isObject(schema.properties) || schema.additionalProperties !== undefined) return "object";
      if (schema.items !== undefined || schema.prefixItems !== undefined) return "array";
      if (schema.const !== undefined) return [typeof schema.const as Primitive];
      return "any";
    }
    if (list.includes("object")) {
      if (list.length !== 1) this.fail(where, "may not mix object with other types");
      return "object";
    }
    if (list.includes("array")) {
      if (list.length !== 1) this.fail(where, "may not mix array with other types");
      return "array";
    }
    for (const t of list) {
      if (!["string", "integer", "number", "boolean", "null"].includes(String(t))) {
        this.fail(where, `has an unsupported type ${String(t)}`);
      }
    }
    return list as Primitive[];
  }

  /** How a schema reads in an error message. */
  private describe(schema: Json, where: string): string {
    const { schema: s } = this.expand(schema, where);
    const alternatives = (s.oneOf ?? s.anyOf) as Json[] | undefined;
    if (Array.isArray(alternatives) && !isObject(s.properties)) {
      return alternatives.map((a, i) => this.describe(a, `${where}.oneOf.${i}`)).join(" or ");
    }
    if (s.const !== undefined) return JSON.stringify(s.const);
    const types = this.typesOf(s, where);
    if (types === "object") return "an object";
    if (types === "array") return "an array";
    if (types === "any") return "any value";
    return types.map((t) => EXPECTED[t]).join(" or ");
  }

  /**
   * Statements that check `v` (an identifier holding the value) against a schema; `path` is an
   * expression for its path, built only when a check fails.
   */
  check(schema: Json, v: string, path: string, where: string, hint: string): string[] {
    const { schema: s, name } = this.expand(schema, where);
    const alternatives = (s.oneOf ?? s.anyOf) as unknown;
    if (Array.isArray(alternatives) && !isObject(s.properties)) {
      return this.alternatives(alternatives as Json[], v, path, where, hint);
    }
    if (s.const !== undefined) {
      return [
        `if (${v} !== ${JSON.stringify(s.const)}) fail(${path}, ${JSON.stringify(JSON.stringify(s.const))}, ${v});`,
      ];
    }
    const types = this.typesOf(s, where);
    if (types === "any") return [];
    if (types === "object") {
      const fn = name ? this.decoderFor(name) : this.inline(s, `${where}`, hint);
      return [`${fn}(${v}, ${path});`];
    }
    if (types === "array") return this.array(s, v, path, where, hint);
    const condition = types.map((t) => test(t, v)).join(" || ");
    const expected = types.map((t) => EXPECTED[t]).join(" or ");
    return [`if (!(${condition})) fail(${path}, ${JSON.stringify(expected)}, ${v});`];
  }

  private array(s: Json, v: string, path: string, where: string, hint: string): string[] {
    const out = [`if (!Array.isArray(${v})) fail(${path}, "an array", ${v});`];
    const tuple = Array.isArray(s.prefixItems)
      ? s.prefixItems
      : Array.isArray(s.items)
        ? s.items
        : undefined;
    if (tuple) {
      const n = tuple.length;
      out.push(`if (${v}.length < ${n}) fail(${path}, "an array of ${n} items", ${v});`);
      tuple.forEach((item, k) => {
        if (!isObject(item)) this.fail(where, `item ${k} is not a schema`);
        const x = this.local("x");
        const inner = this.check(item, x, `at(${path}, ${k})`, `${where}.${k}`, hint);
        if (inner.length > 0) out.push(`const ${x}: unknown = ${v}[${k}];`, ...inner);
      });
      return out;
    }
    const items = s.items === undefined ? {} : s.items;
    if (!isObject(items)) this.fail(where, "has items that are not a schema");
    const i = this.local("i");
    const x = this.local("x");
    const inner = this.check(items, x, `at(${path}, ${i})`, `${where}[]`, `${hint}Item`);
    if (inner.length > 0) {
      out.push(
        `for (let ${i} = 0; ${i} < ${v}.length; ${i}++) {`,
        `const ${x}: unknown = ${v}[${i}];`,
        ...inner,
        "}",
      );
    }
    return out;
  }

  /**
   * A value that may take one of several shapes: simple shapes are tested together; records are
   * told apart by a property every branch fixes to its own value, else tried in turn.
   */
  private alternatives(
    branches: Json[],
    v: string,
    path: string,
    where: string,
    hint: string,
  ): string[] {
    const simple = branches.map((b, i) => {
      const { schema: s } = this.expand(b, `${where}.oneOf.${i}`);
      const types = this.typesOf(s, `${where}.oneOf.${i}`);
      return Array.isArray(types) && s.const === undefined ? types : undefined;
    });
    if (simple.every((t) => t !== undefined)) {
      const types = [...new Set(simple.flat() as Primitive[])];
      return this.check({ type: types }, v, path, where, hint);
    }
    const described = JSON.stringify(
      branches.map((b, i) => this.describe(b, `${where}.oneOf.${i}`)).join(" or "),
    );
    const fns = branches.map((b, i) => {
      const { schema: s, name } = this.expand(b, `${where}.oneOf.${i}`);
      return name ? this.decoderFor(name) : this.inline(s, `${where}.oneOf.${i}`, `${hint}${i}`);
    });
    const tag = discriminatorOf(branches, where, (schema, at) => this.expand(schema, at).schema);
    if (tag) {
      const o = this.local("o");
      const lines = [
        `const ${o} = record(${v}, ${path});`,
        `switch (${o}[${JSON.stringify(tag.key)}]) {`,
      ];
      tag.values.forEach((value, i) => {
        lines.push(`case ${JSON.stringify(value)}: ${fns[i]}(${o}, ${path}); break;`);
      });
      lines.push(
        `default: fail(at(${path}, ${JSON.stringify(tag.key)}), ${JSON.stringify(`one of ${tag.values.map((x) => JSON.stringify(x)).join(", ")}`)}, ${o}[${JSON.stringify(tag.key)}]);`,
        "}",
      );
      return lines;
    }
    const tries = fns
      .map((fn) => `try { ${fn}(${v}, ${path}); return true; } catch { /* the next shape */ }`)
      .join("\n");
    const matcher = this.local("matches");
    return [
      `const ${matcher} = (): boolean => {\n${tries}\nreturn false;\n};`,
      `if (!${matcher}()) fail(${path}, ${described}, ${v});`,
    ];
  }

  private local(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  /** The exported decoder of a named object schema, emitted on first use. */
  decoderFor(name: string): string {
    const type = this.source.typeName(name);
    const fn = `decode${type}`;
    if (this.decoded.has(name)) return fn;
    this.decoded.add(name);
    this.functions.set(fn, "");
    const own = this.known.get(name) ?? this.source.resolve(`#/components/schemas/${name}`).schema;
    const { schema } = this.expand(own, name);
    const kind = this.typesOf(schema, name);
    // A named schema is a record, except where an answer is a list or a value given in place.
    const code =
      kind === "object" || kind === "any"
        ? this.objectFunction(fn, schema, name, type, true)
        : this.valueFunction(fn, schema, name, type);
    this.functions.set(fn, code);
    return fn;
  }

  /** The exported decoder of a named schema that is not a record: a list, or a single value. */
  private valueFunction(fn: string, schema: Json, where: string, type: string): string {
    const counter = this.counter;
    this.counter = 0;
    const checks = this.check({ ...schema }, "value", "path", where, type);
    this.counter = counter;
    const initial = this.options.defaultPath ? this.options.defaultPath(type) : '""';
    return `${this.exportedDocs(fn, type)}export function ${fn}(value: unknown, path = ${initial}): ${type} {\n${[...checks, `return value as ${type};`].join("\n")}\n}`;
  }

  private exportedDocs(fn: string, type: string | undefined): string {
    return `/**\n * Checks that a parsed value fits the ${type} schema and returns it typed. Only the shape is checked; unknown properties and unknown enumeration values are kept, and a \`null\` optional property is removed.\n *\n * @throws DecodeError naming the path of the first property that does not fit.\n * @example\n * const value = ${fn}(JSON.parse(text))\n */\n`;
  }

  /** An unexported checker for an inline object, named after where it sits. */
  private inline(schema: Json, where: string, hint: string): string {
    const base = `check${pascal(hint)}`;
    let fn = base;
    for (let n = 2; this.functions.has(fn); n++) fn = `${base}${n}`;
    this.functions.set(fn, "");
    this.functions.set(fn, this.objectFunction(fn, schema, where, undefined, false));
    return fn;
  }

  private objectFunction(
    fn: string,
    schema: Json,
    where: string,
    type: string | undefined,
    exported: boolean,
  ): string {
    const counter = this.counter;
    this.counter = 0;
    const lines: string[] = ["const o = record(value, path);"];
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const r of required) {
      if (!(r in properties)) this.fail(where, `requires ${r} but does not define it`);
    }
    const hintBase = type ?? where;
    const body: string[] = [];
    for (const [key, prop] of Object.entries(properties)) {
      if (!isObject(prop)) this.fail(`${where}.${key}`, "is not a schema");
      const k = JSON.stringify(key);
      const helper = this.propertyHelper(prop, `${where}.${key}`);
      if (helper) {
        this.helpers.add(helper);
        const read = this.options.readInHelpers ? "o" : `o[${k}]`;
        if (required.has(key)) body.push(`${helper}(${read}, path, ${k});`);
        else {
          this.helpers.add("maybe");
          body.push(`maybe(${helper}, o, path, ${k});`);
        }
        continue;
      }
      const v = this.local("v");
      const checks = this.check(prop, v, `at(path, ${k})`, `${where}.${key}`, `${hintBase} ${key}`);
      if (required.has(key)) {
        if (checks.length > 0) body.push(`const ${v}: unknown = o[${k}];`, ...checks);
        else body.push(`if (!(${k} in o)) fail(at(path, ${k}), "present", undefined);`);
      } else {
        body.push(`const ${v} = optional(o, ${k});`);
        if (checks.length > 0) body.push(`if (${v} !== undefined) {`, ...checks, "}");
      }
    }
    const extra = schema.additionalProperties;
    if (isObject(extra) && Object.keys(extra).length > 0) {
      const known = Object.keys(properties);
      const checks = this.check(
        extra,
        "x",
        "at(path, key)",
        `${where}.additionalProperties`,
        `${hintBase} value`,
      );
      if (checks.length > 0) {
        body.push(
          "for (const key of Object.keys(o)) {",
          ...(known.length > 0 ? [`if (${JSON.stringify(known)}.includes(key)) continue;`] : []),
          "const x: unknown = o[key];",
          ...checks,
          "}",
        );
      }
    }
    lines.push(...body);
    const returns = type ? `: ${type}` : ": void";
    if (type) lines.push(`return value as ${type};`);
    this.counter = counter;
    const docs = exported ? this.exportedDocs(fn, type) : "";
    const initial =
      exported && type && this.options.defaultPath ? this.options.defaultPath(type) : '""';
    const parameters = exported
      ? `value: unknown, path = ${initial}`
      : "value: unknown, path: string";
    return `${docs}${exported ? "export " : ""}function ${fn}(${parameters})${returns} {\n${lines.join("\n")}\n}`;
  }

  /** The helper of a property that is exactly one primitive type, if it is one. */
  private propertyHelper(prop: Json, where: string): string | undefined {
    const { schema: s } = this.expand(prop, where);
    if (s.const !== undefined || Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return undefined;
    const types = this.typesOf(s, where);
    return Array.isArray(types) && types.length === 1
      ? HELPER_OF[types[0] as Primitive]
      : undefined;
  }

  /** Every emitted function, decoders first in name order, then helpers in name order. */
  code(): string {
    const entries = [...this.functions].sort(([a], [b]) => {
      const ea = a.startsWith("decode") ? 0 : 1;
      const eb = b.startsWith("decode") ? 0 : 1;
      return ea - eb || (a < b ? -1 : a > b ? 1 : 0);
    });
    const helpers = Object.entries(
      this.options.readInHelpers ? KEYED_PROPERTY_HELPERS : PROPERTY_HELPERS,
    )
      .filter(([name]) => this.helpers.has(name))
      .map(([, text]) => text);
    return [...helpers, ...entries.map(([, text]) => text)].join("\n\n");
  }
}
