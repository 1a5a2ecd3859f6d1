import { fail as failSpec, isObject, type Json } from "../json.js";
import type { NamedSchema } from "../schema/document.js";
import { EXPECTED, HELPER_OF, type Primitive } from "./helpers.js";

// How the decoder emitter reads a schema: references and allOf folded in, its types, and how it
// reads in an error message.

/** How the emitter finds schemas: by `$ref`, relative to the document a schema came from. */
export interface SchemaSource {
  /** The spec file, for error messages. */
  readonly file: string;
  /** The named schema a reference points to. */
  resolve(ref: string): NamedSchema;
  /** The decoder's name for a named schema: its type name. */
  typeName(name: string): string;
}

/** Reads the schemas of one spec file for the decoder emitter. */
export class SchemaReader {
  /** Named schemas met through references, by name. */
  protected readonly known = new Map<string, Json>();

  constructor(protected readonly source: SchemaSource) {}

  protected fail(where: string, problem: string): never {
    return failSpec(this.source.file, `${where} ${problem}`);
  }

  /** A schema with `$ref` and `allOf` folded in; the name when it is a named object. */
  protected expand(schema: Json, where: string): { schema: Json; name?: string } {
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

  protected typesOf(schema: Json, where: string): Primitive[] | "object" | "array" | "any" {
    const raw = schema.type;
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (list.length === 0) {
      if (isObject(schema.properties) || schema.additionalProperties !== undefined) return "object";
      if (schema.items !== undefined || schema.prefixItems !== undefined) return "array";
      if (schema.const !== undefined) return [typeof schema.const as Primitive];
      return "any";
    }
    const nonNull = list.filter((t) => t !== "null");
    if (nonNull.includes("object")) {
      if (nonNull.length !== 1) this.fail(where, "may not mix object with other types");
      return "object";
    }
    if (nonNull.includes("array")) {
      if (nonNull.length !== 1) this.fail(where, "may not mix array with other types");
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
  protected describe(schema: Json, where: string): string {
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
  /** The helper of a property that is exactly one primitive type, if it is one. */
  protected propertyHelper(prop: Json, where: string): string | undefined {
    const { schema: s } = this.expand(prop, where);
    if (s.const !== undefined || Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return undefined;
    if (Array.isArray(s.type) && s.type.includes("null")) return undefined;
    const types = this.typesOf(s, where);
    return Array.isArray(types) && types.length === 1
      ? HELPER_OF[types[0] as Primitive]
      : undefined;
  }

  /**
   * A record, a list or a choice that may also be `null` (OpenAPI 3.0's `nullable`, 3.1's `null`
   * type or `anyOf` with null), as the schema without null; `undefined` for any other schema.
   * A primitive that may be null is checked as its types, null among them.
   */
  protected withoutNull(s: Json, where: string): Json | undefined {
    const alternatives = (s.oneOf ?? s.anyOf) as unknown;
    if (Array.isArray(alternatives) && !isObject(s.properties)) {
      const isNull = (b: unknown) =>
        isObject(b) &&
        (b.type === "null" || (Array.isArray(b.enum) && b.enum.length === 1 && b.enum[0] === null));
      if (!alternatives.some(isNull)) return undefined;
      const rest = alternatives.filter((b) => !isNull(b)) as Json[];
      const { oneOf: _o, anyOf: _a, ...own } = s;
      return rest.length === 1 ? { ...own, ...(rest[0] as Json) } : { ...own, anyOf: rest };
    }
    const raw = s.type;
    if (!Array.isArray(raw) || !raw.includes("null")) return undefined;
    const types = raw.filter((t) => t !== "null");
    if (!types.includes("object") && !types.includes("array")) return undefined;
    if (types.length !== 1) this.fail(where, "may not mix object or array with other types");
    return { ...s, type: types[0] };
  }
}
