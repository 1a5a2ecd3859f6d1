import { documentInterfaces, emitText, type GeneratedFile } from "../../emit.js";
import { isObject, type Json } from "../../json.js";
import { deriveRestSpec } from "../../rest/derive.js";
import {
  collectOperations,
  docText,
  type OpenApiDocument,
  type Operation,
  Resolver,
  type Schema,
} from "../../rest/model.js";
import { openapiText, withOpenEnums } from "../../rest/openapi-types.js";
import { readYaml, type SpecSource } from "../../spec.js";
import { STREAM_LAYER } from "../../stream/derive.js";
import { fail, OUT } from "./model.js";

// account-rest.ts of @perpkit/stream: the records of the REST reads a maintained account takes
// its snapshots from, typed from the REST spec as @perpkit/rest types them, so that any REST
// client fits and the stream package imports none.

const WHERE = "x-account-reads";

/**
 * The layer's `x-account-reads`: the REST operations (by their operationId in the REST layer) a
 * maintained account reads; undefined when the layer names none.
 */
export function readAccountReads(spec: SpecSource): readonly string[] | undefined {
  const entry = readYaml<Json>(spec.read(STREAM_LAYER))[WHERE];
  if (entry === undefined) return undefined;
  if (!Array.isArray(entry) || entry.some((name) => typeof name !== "string")) {
    fail(WHERE, "is not a list of operationIds");
  }
  return entry as string[];
}

/** The paged read an entry names, with the record one page lists. */
function pagedRead(
  operations: readonly Operation[],
  name: string,
): Operation & { pageItem: string } {
  const operation = operations.find((o) => o.name === name);
  if (!operation) fail(WHERE, `names ${name}, which the REST spec lacks`);
  if (operation.method !== "GET" || operation.pageItem === undefined) {
    fail(WHERE, `names ${name}, which is not a paged read (a GET that answers a page of records)`);
  }
  return operation as Operation & { pageItem: string };
}

/** Every component schema a node reaches, by name, the node's own first. */
function reached(doc: OpenApiDocument, roots: readonly string[]): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string") {
          const name = value.replace("#/components/schemas/", "");
          if (!out.has(name)) {
            out.add(name);
            walk(doc.components.schemas[name]);
          }
        } else walk(value);
      }
    }
  };
  for (const root of roots) walk({ $ref: `#/components/schemas/${root}` });
  return out;
}

/** The query of an operation as one object schema, each parameter a property. */
function querySchema(operation: Operation): Schema {
  const properties: Record<string, Schema> = {};
  for (const p of operation.queryParameters) {
    properties[p.name] = p.description ? { ...p.schema, description: p.description } : p.schema;
  }
  const required = operation.queryParameters.filter((p) => p.required).map((p) => p.name);
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
  } as Schema;
}

/** `AccountRestReads`: per operation, its query and the record a page of it lists. */
function readsInterface(reads: readonly (Operation & { pageItem: string })[]): string {
  const members = reads.map((read) => {
    const schemas = 'AccountRestComponents["schemas"]';
    return [
      `  /** ${docText(`${read.method} ${read.path}: ${read.summary}`)} */`,
      `  ${read.name}: {`,
      `    query: ${schemas}["${read.typeName}Query"];`,
      `    item: ${schemas}["${read.pageItem}"];`,
      "  };",
    ].join("\n");
  });
  const first = reads[0]?.name ?? "listOrders";
  return [
    "/**",
    " * The REST reads a maintained account takes its snapshots from (`x-account-reads` of",
    " * spec/stream/layer.yaml): per operation, its query and the record one page of it lists.",
    " *",
    " * @example",
    ` * type Item = AccountRestReads[${JSON.stringify(first)}]["item"]`,
    " */",
    "export interface AccountRestReads {",
    members.join("\n"),
    "}",
  ].join("\n");
}

/**
 * `account-rest.ts`: the records and queries of the reads `x-account-reads` names, from the REST
 * spec, with the open enumerations @perpkit/rest gives its records.
 *
 * @example
 * const file = await accountRestFile(spec, ["listOrders"])
 */
export async function accountRestFile(
  spec: SpecSource,
  names: readonly string[],
): Promise<GeneratedFile> {
  const derived = deriveRestSpec(spec);
  const doc = derived.doc as unknown as OpenApiDocument;
  const operations = collectOperations(new Resolver(doc));
  const reads = names.map((name) => pagedRead(operations, name));
  const records = reached(
    doc,
    reads.map((r) => r.pageItem),
  );
  const schemas: Record<string, Schema> = {};
  for (const name of [...records].sort()) schemas[name] = doc.components.schemas[name] as Schema;
  for (const read of reads) schemas[`${read.typeName}Query`] = querySchema(read);
  const all = { ...doc, components: { schemas: { ...doc.components.schemas, ...schemas } } };
  const queries = reached(all, Object.keys(schemas));
  const pruned: OpenApiDocument = {
    ...doc,
    paths: {},
    components: {
      schemas: Object.fromEntries(
        [...new Set([...Object.keys(schemas), ...queries])]
          .sort()
          .map((name) => [name, schemas[name] ?? (doc.components.schemas[name] as Schema)]),
      ),
    },
  };
  const text = (await openapiText(withOpenEnums(pruned, records)))
    .replace(/^export type (paths|webhooks|\$defs|operations) = Record<string, never>;\n/gm, "")
    .replace(/\bcomponents\["/g, 'AccountRestComponents["')
    .replace(/^export interface components \{/m, "export interface AccountRestComponents {");
  const documented = documentInterfaces(text, {
    AccountRestComponents:
      'The records of the REST reads a maintained account takes its snapshots from, and their queries, as openapi-typescript reads the REST spec.\n\n@example\ntype Order = AccountRestComponents["schemas"]["Order"]',
  });
  return emitText(
    `${OUT}/account-rest.ts`,
    [...derived.sources, spec.read(STREAM_LAYER)],
    `${documented.trimEnd()}\n\n${readsInterface(reads)}`,
  );
}
