import openapiTS, { astToString } from "openapi-typescript";
import { DECODER_HELPERS, DecoderEmitter } from "../../decoders/emitter.js";
import { documentInterfaces, emitText, emitTypeScript, type GeneratedFile } from "../../emit.js";
import type { Json } from "../../json.js";
import { SchemaDocument } from "../../schema/document.js";
import { readYaml, type SpecFile, type SpecSource } from "../../spec.js";
import type { Target } from "../../target.js";
import { constantsFile } from "./constants.js";
import { type CandlesSpec, fail, NETWORKS, OUT, SPEC } from "./model.js";
import { requestsFile } from "./requests.js";

async function typesFile(doc: CandlesSpec, spec: SpecFile): Promise<GeneratedFile> {
  const ast = await openapiTS(structuredClone(doc) as never, { silent: true });
  const text = documentInterfaces(astToString(ast), {
    components:
      'The candle API\'s wire records as the spec types them (`Config`, `SymbolInfo`, `SearchResult`,\n`HistoryBars`, ...), for servers and tests that speak the protocol itself.\n\n@example\ntype Config = components["schemas"]["Config"]',
  });
  return emitText(`${OUT}/openapi.ts`, [spec], text);
}

function decodersFile(doc: CandlesSpec, spec: SpecFile): GeneratedFile {
  const refs = new SchemaDocument(doc, fail);
  const emitter = new DecoderEmitter({
    file: SPEC,
    resolve: (ref) => refs.named(ref),
    typeName: (name) => name,
  });
  // Every record of the spec gets a decoder; a bundle keeps the ones the client calls.
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    if ((schema as Json).type === "object") emitter.decoderFor(name);
  }
  return emitTypeScript(`${OUT}/decoders.ts`, [spec], (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["DecodeError", "describeValue"],
    });
    file.addImportDeclaration({
      moduleSpecifier: "./requests.js",
      isTypeOnly: true,
      namedImports: [...emitter.decoded].sort(),
    });
    file.addStatements(DECODER_HELPERS);
    file.addStatements(emitter.code());
  });
}

/**
 * The candle package's generated code, from spec/candles/openapi.yaml: model.ts reads the spec,
 * constants.ts writes its constants, requests.ts the request builders, and this file the wire
 * types (openapi-typescript) and the decoders (the shared emitter).
 */
export const candlesTarget: Target = {
  name: "candles",
  outDir: OUT,
  inputs: [SPEC, NETWORKS],
  async generate(specSource: SpecSource) {
    const spec = specSource.read(SPEC);
    const networks = specSource.read(NETWORKS);
    const doc = readYaml<CandlesSpec>(spec);
    return [
      constantsFile(doc, spec, networks),
      decodersFile(doc, spec),
      await typesFile(doc, spec),
      requestsFile(doc, spec),
    ];
  },
};
