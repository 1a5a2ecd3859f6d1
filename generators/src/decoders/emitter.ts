import { isObject, type Json } from "../json.js";
import {
  decoderDocs,
  discriminatorOf,
  EXPECTED,
  KEYED_PROPERTY_HELPERS,
  PROPERTY_HELPERS,
  type Primitive,
  pascal,
  propertyName,
  test,
} from "./helpers.js";
import type { DecoderOptions } from "./options.js";
import { SchemaReader, type SchemaSource } from "./reader.js";

export { DECODER_HELPERS } from "./helpers.js";
export type { DecoderOptions } from "./options.js";
export type { SchemaSource } from "./reader.js";

/**
 * The one JSON-Schema-to-decoder emitter of the generators. The REST, stream and candle targets
 * give it their schemas; it writes straight-line checks that confirm the shape the code relies on
 * (types, required properties, array items, nested records), keep unknown properties, treat
 * enumerations as open (only the type of a value is checked, so new values decode), check `const`
 * values (they tell messages apart), and drop an optional property that is `null`.
 *
 * A decoder `decodeX(value, path)` is exported for each named object schema it is asked for;
 * inline objects get unexported `checkX` helpers named after where they sit. With `tables`, a
 * record's decoder is instead a table of its properties and their checks (see
 * {@link DecoderOptions.tables}).
 */

/** Emits decoder functions for named schemas, and the helpers they need. */
export class DecoderEmitter extends SchemaReader {
  /** Function name to its code (empty while it is being written), in the order first needed. */
  readonly functions = new Map<string, string>();
  /** Function names in the order their code was finished: each after those it refers to. */
  private readonly finished: string[] = [];
  /** Named schemas whose exported decoders were emitted. */
  readonly decoded = new Set<string>();
  /** The property helpers the emitted decoders call. */
  private readonly helpers = new Set<string>();
  private counter = 0;

  constructor(
    source: SchemaSource,
    private readonly options: DecoderOptions = {},
  ) {
    super(source);
  }

  /**
   * Statements that check `v` (an identifier holding the value) against a schema; `path` is an
   * expression for its path, built only when a check fails.
   */
  check(schema: Json, v: string, path: string, where: string, hint: string): string[] {
    const { schema: s, name } = this.expand(schema, where);
    const orNull = this.withoutNull(s, where);
    if (orNull) {
      const inner = this.check(orNull, v, path, where, hint);
      return inner.length > 0 ? [`if (${v} !== null) {`, ...inner, "}"] : [];
    }
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
      // A shape this version does not know (a tag the service added since) is kept as it is,
      // as an unknown enumeration value is: enumerations in records are open. Its tag is still
      // one of the tags' types.
      const key = `${o}[${JSON.stringify(tag.key)}]`;
      const types = [...new Set(tag.values.map((x) => typeof x))];
      const expected = types.map((t) => (t === "number" ? "a number" : "a string")).join(" or ");
      lines.push(
        `default: if (${types.map((t) => `typeof ${key} !== "${t}"`).join(" && ")}) fail(at(${path}, ${JSON.stringify(tag.key)}), ${JSON.stringify(expected)}, ${key});`,
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
    this.finished.push(fn);
    return fn;
  }

  /** The exported decoder of a named schema that is not a record: a list, or a single value. */
  private valueFunction(fn: string, schema: Json, where: string, type: string): string {
    const counter = this.counter;
    this.counter = 0;
    const checks = this.check({ ...schema }, "value", "path", where, type);
    this.counter = counter;
    const initial = this.options.defaultPath ? this.options.defaultPath(type) : '""';
    return `${decoderDocs(fn, type)}export function ${fn}(value: unknown, path = ${initial}): ${type} {\n${[...checks, `return value as ${type};`].join("\n")}\n}`;
  }

  /** An unexported checker for an inline object, named after where it sits. */
  private inline(schema: Json, where: string, hint: string): string {
    const base = `check${pascal(hint)}`;
    let fn = base;
    for (let n = 2; this.functions.has(fn); n++) fn = `${base}${n}`;
    this.functions.set(fn, "");
    this.functions.set(fn, this.objectFunction(fn, schema, where, undefined, false));
    this.finished.push(fn);
    return fn;
  }

  private objectFunction(
    fn: string,
    schema: Json,
    where: string,
    type: string | undefined,
    exported: boolean,
  ): string {
    const extra = schema.additionalProperties;
    // A table lists its properties; one that checks the others too is written out.
    const others = isObject(extra) && Object.keys(extra).length > 0;
    if (this.options.tables && !others) return this.table(fn, schema, where, type, exported);
    const counter = this.counter;
    this.counter = 0;
    const lines: string[] = ["const o = record(value, path);"];
    const { properties, required } = this.recordParts(schema, where);
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
    if (others) {
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
    const docs = exported ? decoderDocs(fn, type) : "";
    const initial =
      exported && type && this.options.defaultPath ? this.options.defaultPath(type) : '""';
    const parameters = exported
      ? `value: unknown, path = ${initial}`
      : "value: unknown, path: string";
    return `${docs}${exported ? "export " : ""}function ${fn}(${parameters})${returns} {\n${lines.join("\n")}\n}`;
  }

  /** A record schema's properties and required names; a required name must be a property. */
  private recordParts(schema: Json, where: string): { properties: Json; required: Set<string> } {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const r of required) {
      if (!(r in properties)) this.fail(where, `requires ${r} but does not define it`);
    }
    return { properties, required };
  }

  /** A record's decoder as a table of its properties' checks (`shape`). */
  private table(
    fn: string,
    schema: Json,
    where: string,
    type: string | undefined,
    exported: boolean,
  ): string {
    const { properties, required } = this.recordParts(schema, where);
    const hintBase = type ?? where;
    const entries: string[] = [];
    for (const [key, prop] of Object.entries(properties)) {
      if (!isObject(prop)) this.fail(`${where}.${key}`, "is not a schema");
      const check = this.checker(prop, `${where}.${key}`, `${hintBase} ${key}`);
      const entry = required.has(key) ? (check ?? "null") : `[${check ?? ""}]`;
      entries.push(`${propertyName(key)}: ${entry}`);
    }
    const args = [entries.length > 0 ? `{\n${entries.join(",\n")},\n}` : "{}"];
    const initial =
      exported && type && this.options.defaultPath ? this.options.defaultPath(type) : '""';
    if (initial !== '""') args.push(initial);
    this.helpers.add("shape");
    const docs = exported ? decoderDocs(fn, type) : "";
    return `${docs}${exported ? "export " : ""}const ${fn} = /* @__PURE__ */ shape<${type ?? "unknown"}>(${args.join(", ")});`;
  }

  /**
   * A table's check of a value of `schema`: a helper, or the checks written out in one of its own;
   * `undefined` when any value will do.
   */
  private checker(schema: Json, where: string, hint: string): string | undefined {
    const helper = this.propertyHelper(schema, where);
    if (helper) return this.use(helper);
    const { schema: s, name } = this.expand(schema, where);
    const alternatives = (s.oneOf ?? s.anyOf) as unknown;
    const nullable = this.withoutNull(s, where) !== undefined;
    if (!nullable && !(Array.isArray(alternatives) && !isObject(s.properties))) {
      if (s.const !== undefined) {
        return `/* @__PURE__ */ ${this.use("eq")}(${JSON.stringify(s.const)})`;
      }
      const types = this.typesOf(s, where);
      if (types === "any") return undefined;
      if (types === "object") {
        return this.nested(name ? this.decoderFor(name) : this.inline(s, where, hint));
      }
      if (types === "array" && !Array.isArray(s.prefixItems) && !Array.isArray(s.items)) {
        const items = s.items === undefined ? {} : s.items;
        if (!isObject(items)) this.fail(where, "has items that are not a schema");
        const item = this.checker(items, `${where}[]`, `${hint}Item`);
        return `/* @__PURE__ */ ${this.use("list")}(${item ?? ""})`;
      }
    }
    const counter = this.counter;
    this.counter = 0;
    const lines = this.check(schema, "v", "at(p, k)", where, hint);
    this.counter = counter;
    return `(v: unknown, p: string, k: string | number): void => {\n${lines.join("\n")}\n}`;
  }

  /** A nested record's check: its decoder, or a call of it while it is still being written. */
  private nested(fn: string): string {
    if (this.functions.get(fn) === "") {
      return `(v: unknown, p: string, k: string | number): void => {\n${fn}(v, at(p, k));\n}`;
    }
    return `/* @__PURE__ */ ${this.use("of")}(${fn})`;
  }

  private use(helper: string): string {
    this.helpers.add(helper);
    return helper;
  }

  /**
   * Every emitted function, decoders first in name order, then helpers in name order; with
   * `tables`, the helpers first, then each decoder after the ones it refers to.
   */
  code(): string {
    const table = this.options.readInHelpers
      ? { ...PROPERTY_HELPERS, ...KEYED_PROPERTY_HELPERS }
      : PROPERTY_HELPERS;
    const helpers = Object.entries(table)
      .filter(([name]) => this.helpers.has(name))
      .map(([, text]) => text);
    if (this.options.tables) {
      return [...helpers, ...this.finished.map((fn) => this.functions.get(fn) as string)].join(
        "\n\n",
      );
    }
    const entries = [...this.functions].sort(([a], [b]) => {
      const ea = a.startsWith("decode") ? 0 : 1;
      const eb = b.startsWith("decode") ? 0 : 1;
      return ea - eb || (a < b ? -1 : a > b ? 1 : 0);
    });
    return [...helpers, ...entries.map(([, text]) => text)].join("\n\n");
  }
}
