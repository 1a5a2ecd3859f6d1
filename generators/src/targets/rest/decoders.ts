import { DECODER_HELPERS, DecoderEmitter } from "../../decoders/emitter.js";
import { emitTypeScript } from "../../emit.js";
import type { Json } from "../../json.js";
import type { SpecFile } from "../../spec.js";
import { compare, fail, type Operation, OUT, type Resolver } from "./model.js";

const PREFIX = "#/components/schemas/";

/** decoders.ts: one decoder per result of an operation, through the shared emitter. */
export function decodersFile(
  resolver: Resolver,
  operations: readonly Operation[],
  sources: readonly SpecFile[],
) {
  const emitter = new DecoderEmitter({
    file: sources[0]?.path ?? "spec",
    resolve(ref) {
      if (!ref.startsWith(PREFIX)) fail(`only component references are supported, got ${ref}`);
      const name = ref.slice(PREFIX.length);
      const schema = resolver.doc.components.schemas[name] ?? fail(`dangling reference ${ref}`);
      return { name, schema: schema as Json };
    },
    typeName: (name) => name,
  });
  for (const root of [...new Set(operations.map((op) => op.result))].sort(compare)) {
    emitter.decoderFor(root);
  }
  const names = [...emitter.decoded].sort(compare);
  return emitTypeScript(`${OUT}/decoders.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["DecodeError", "describeValue"],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./types.js",
      namedImports: names,
    });
    file.addStatements(DECODER_HELPERS);
    file.addStatements(emitter.code());
  });
}
