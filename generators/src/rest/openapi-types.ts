import openapiTS, { astToString, NUMBER, STRING, tsLiteral, tsUnion } from "openapi-typescript";
import ts from "typescript";
import { withOpenEnums as openEnums } from "../schema/normalize.js";
import { METHODS, type OpenApiDocument, type Schema } from "./model.js";

// What openapi-typescript writes for a REST document, the REST target's wire types and the stream
// target's records of the REST reads alike.

/** An open enumeration is its known literals or any other value, so autocompletion survives. */
function openEnumType(known: readonly (string | number)[]): ts.TypeNode {
  const numeric = known.every((k) => typeof k === "number");
  const anyOther = ts.factory.createIntersectionTypeNode([
    numeric ? NUMBER : STRING,
    ts.factory.createTypeLiteralNode([]),
  ]);
  return tsUnion([...known.map((k) => tsLiteral(k)), anyOther]);
}

/** The document with every enumeration inside the named schemas opened (`x-extensible-enum`). */
export function withOpenEnums(doc: OpenApiDocument, open: ReadonlySet<string>): OpenApiDocument {
  const schemas: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    schemas[name] = open.has(name) ? (openEnums(schema) as Schema) : schema;
  }
  return { ...doc, components: { ...doc.components, schemas } };
}

/**
 * The types openapi-typescript writes for a document (`paths`, `components`, `operations`), an
 * open enumeration (`x-extensible-enum`) as its known literals or any other value.
 */
export async function openapiText(doc: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(withParameterDefaults(doc) as never, {
    silent: true,
    transform(schema) {
      const known = (schema as Schema)["x-extensible-enum"] as (string | number)[] | undefined;
      return Array.isArray(known) ? openEnumType(known) : undefined;
    },
  });
  return astToString(ast);
}

/**
 * A copy of the document whose parameters carry their schema's default beside them, where
 * openapi-typescript reads a parameter's documentation: the parameter's type then says `@default`
 * (what a call that leaves it out gets), as a record's property does.
 */
function withParameterDefaults(doc: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(doc);
  for (const item of Object.values(copy.paths)) {
    for (const method of METHODS) {
      for (const parameter of item[method]?.parameters ?? []) {
        if ("$ref" in parameter) continue;
        const value = (parameter.schema as { default?: unknown } | undefined)?.default;
        if (value !== undefined) (parameter as { default?: unknown }).default = value;
      }
    }
  }
  return copy;
}
