import { isObject, type Json } from "../json.js";

/** Where OpenAPI and AsyncAPI documents keep their named schemas. */
export const COMPONENT_SCHEMAS = "#/components/schemas/";

/** A reference to another part of the document. */
export interface Ref {
  readonly $ref: string;
}

/** True for a `{ $ref }` object. */
export function isRef(value: unknown): value is Ref {
  return isObject(value) && typeof value.$ref === "string";
}

/** A named schema of `components.schemas`, and the schema itself. */
export interface NamedSchema {
  readonly name: string;
  readonly schema: Json;
}

/**
 * The one reader of `$ref`s in the generators: local JSON pointers into one document (an OpenAPI
 * or AsyncAPI document), followed to their end, each failure a SpecError of the caller's file.
 */
export class SchemaDocument<D extends object = Json> {
  constructor(
    readonly doc: D,
    protected readonly fail: (problem: string) => never,
  ) {}

  /** The value a local `$ref` points to (`#/components/schemas/Token`; `~1` and `~0` unescaped). */
  target<T>(ref: string): T {
    if (!ref.startsWith("#/")) this.fail(`only local references are supported, got ${ref}`);
    let node: unknown = this.doc;
    for (const token of ref.slice(2).split("/")) {
      node = isObject(node) ? node[token.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
    }
    if (node === undefined) this.fail(`dangling reference ${ref}`);
    return node as T;
  }

  /** A value with its chain of `$ref`s followed to the end; a cycle is refused. */
  deref<T>(value: T | Ref): T {
    let current: unknown = value;
    const seen = new Set<string>();
    while (isRef(current)) {
      if (seen.has(current.$ref)) this.fail(`reference cycle at ${current.$ref}`);
      seen.add(current.$ref);
      current = this.target(current.$ref);
    }
    return current as T;
  }

  /**
   * `Token` for a schema that is a reference to `#/components/schemas/Token`, `undefined` for a
   * schema that is no reference; a reference elsewhere or to nothing fails.
   */
  schemaName(schema: { readonly $ref?: string | undefined } | undefined): string | undefined {
    const ref = schema?.$ref;
    if (ref === undefined) return undefined;
    if (!ref.startsWith(COMPONENT_SCHEMAS)) {
      this.fail(`schema reference ${ref} is not under ${COMPONENT_SCHEMAS}`);
    }
    const name = ref.slice(COMPONENT_SCHEMAS.length);
    this.component(name);
    return name;
  }

  /** The schema of `components.schemas` by its name. */
  component<T = Json>(name: string): T {
    const components = (this.doc as { components?: { schemas?: Record<string, unknown> } })
      .components;
    const schema = components?.schemas?.[name];
    if (!isObject(schema)) this.fail(`dangling reference ${COMPONENT_SCHEMAS}${name}`);
    return schema as T;
  }

  /** The named schema a `#/components/schemas/` reference points to. */
  named(ref: string): NamedSchema {
    const name = this.schemaName({ $ref: ref }) as string;
    return { name, schema: this.component(name) };
  }

  /**
   * A schema with its chain of references followed; `name` is the first component schema met on
   * the way (`undefined` for a schema given in place), `names` every one in order.
   */
  resolve<T extends object>(
    schema: T | Ref,
  ): { schema: T; name: string | undefined; names: string[] } {
    const names: string[] = [];
    let current: unknown = schema;
    while (isRef(current)) {
      const name = this.schemaName(current) as string;
      if (names.includes(name)) this.fail(`reference cycle at ${current.$ref}`);
      names.push(name);
      current = this.component(name);
    }
    return { schema: current as T, name: names[0], names };
  }

  /** The component schemas reachable from the named ones through references, them included. */
  reachable(names: Iterable<string>): Set<string> {
    const out = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) walk(item);
      if (!isObject(value)) return;
      const ref = value.$ref;
      if (typeof ref === "string" && ref.startsWith(COMPONENT_SCHEMAS))
        visit(ref.slice(COMPONENT_SCHEMAS.length));
      for (const [key, child] of Object.entries(value)) if (key !== "$ref") walk(child);
    };
    const visit = (name: string): void => {
      if (out.has(name)) return;
      out.add(name);
      walk(this.component(name));
    };
    for (const name of names) visit(name);
    return out;
  }
}
