import { VariableDeclarationKind } from "ts-morph";
import {
  documentInterfaces,
  emitText,
  emitTypeScript,
  type GeneratedFile,
  literal,
} from "../../emit.js";
import type { Json } from "../../json.js";
import { openapiText } from "../../rest/openapi-types.js";
import type { SpecFile } from "../../spec.js";
import {
  docText,
  exampleArguments,
  exampleOf,
  METHODS,
  type OpenApiDocument,
  type Operation,
  OUT,
  type Resolver,
  type Schema,
  sentence,
} from "./model.js";
import { SIGNING, type SignedBodyTypes } from "./signed.js";

export async function openapiFile(
  doc: OpenApiDocument,
  sources: readonly SpecFile[],
): Promise<GeneratedFile> {
  // The named types in types.ts and operations.ts point into these two interfaces, so the
  // package exports them and they carry documentation like every other export.
  const firstSchema = Object.keys(doc.components.schemas)[0] ?? "Example";
  const firstOperation =
    Object.values(doc.paths)
      .flatMap((item) => METHODS.map((method) => item[method]?.operationId))
      .find((id) => id !== undefined) ?? "example";
  const docs: Record<string, string> = {
    components: `Every component schema of the REST API, as openapi-typescript reads the spec; the named types (\`${firstSchema}\`, ...) are views of it.\n\n@example\ntype Schema = components["schemas"][${JSON.stringify(firstSchema)}]`,
    operations: `The parameters and responses of every operation, as openapi-typescript reads the spec.\n\n@example\ntype Parameters = operations[${JSON.stringify(firstOperation)}]["parameters"]`,
  };
  const text = documentInterfaces(await openapiText(doc), docs);
  return emitText(`${OUT}/openapi.ts`, sources, text);
}

/** A sentence that ends as one, so another can follow it. */
function period(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** An integer enumeration's values by the names `x-enum-varnames` gives them, if it names them. */
function namedValues(schema: Schema): Record<string, number> | undefined {
  const values = (schema.enum ?? schema["x-extensible-enum"]) as unknown[] | undefined;
  const names = (schema as Json)["x-enum-varnames"];
  if (!Array.isArray(values) || !Array.isArray(names) || names.length !== values.length) {
    return undefined;
  }
  if (!values.every((v) => typeof v === "number")) return undefined;
  if (!names.every((n) => typeof n === "string" && /^[A-Z][A-Z0-9_]*$/.test(n))) return undefined;
  return Object.fromEntries(names.map((n, i) => [n as string, values[i] as number]));
}

// ---------------------------------------------------------------------------------------------
// types.ts: one named type per component schema
// ---------------------------------------------------------------------------------------------

export function typesFile(
  resolver: Resolver,
  operations: readonly Operation[],
  sources: readonly SpecFile[],
  signed: SignedBodyTypes,
) {
  const returnedBy = new Map<string, Operation>();
  for (const op of operations) {
    if (!returnedBy.has(op.result)) returnedBy.set(op.result, op);
    if (op.pageItem && !returnedBy.has(op.pageItem)) returnedBy.set(op.pageItem, op);
  }
  return emitTypeScript(`${OUT}/types.ts`, sources, (file) => {
    if (signed.types.size > 0) {
      file.addImportDeclaration({
        isTypeOnly: true,
        moduleSpecifier: "@perpkit/signing",
        namespaceImport: SIGNING,
      });
    }
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./openapi.js",
      namedImports: ["components"],
    });
    for (const [name, raw] of Object.entries(resolver.doc.components.schemas)) {
      const op = returnedBy.get(name);
      let example: string;
      if (op) {
        const args = exampleArguments(resolver, op);
        const call = op.body
          ? `await ${op.functionName}(transport, ${args})`
          : `await client.${op.name}(${args})`;
        example =
          op.pageItem === name
            ? `for await (const item of client.paginate("${op.name}", ${args || "{}"})) item satisfies ${name}`
            : `const result: ${name} = ${call}`;
      } else {
        const value = exampleOf(resolver, raw);
        example =
          value === undefined ? `let value: ${name}` : `const value: ${name} = ${literal(value)}`;
      }
      const body = signed.bodies.get(name);
      const typing = !signed.types.has(name)
        ? ""
        : body === undefined
          ? " The signing bodies it holds are typed as `@perpkit/signing` builds them."
          : ` Typed as \`@perpkit/signing\` builds it (\`${body}\` of spec/signing/bindings.yaml), so a signed body passes from one package to the other as it is.`;
      const ending = (text: string) => (typing ? `${period(text)}${typing}` : text);
      file.addTypeAlias({
        isExported: true,
        name,
        type: signed.types.get(name) ?? `components["schemas"][${JSON.stringify(name)}]`,
        docs: [
          `${docText(ending(sentence(raw.description, `The ${name} schema of the REST API.`)))}\n\n@example\n${example}`,
        ],
      });
      const named = namedValues(raw);
      if (named) {
        const [first] = Object.keys(named);
        file.addVariableStatement({
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: [
            `The ${name} values by the names the spec gives them (\`x-enum-varnames\`).\n\n@example\n${name}.${first} // ${JSON.stringify(named[first as string])}`,
          ],
          declarations: [{ name, initializer: `${literal(named)} as const` }],
        });
      }
    }
  });
}
