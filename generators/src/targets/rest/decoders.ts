import { DECODER_HELPERS, DecoderEmitter } from "../../decoders/emitter.js";
import { emitTypeScript } from "../../emit.js";
import type { SpecFile } from "../../spec.js";
import { compare, type Operation, OUT, type Resolver } from "./model.js";

/** decoders.ts: one decoder per result of an operation, through the shared emitter. */
export function decodersFile(
  resolver: Resolver,
  operations: readonly Operation[],
  sources: readonly SpecFile[],
) {
  // An answer is decoded once per request: the smaller decoders are worth their slower reads.
  const emitter = new DecoderEmitter(
    {
      file: sources[0]?.path ?? "spec",
      resolve: (ref) => resolver.named(ref),
      typeName: (name) => name,
    },
    { readInHelpers: true },
  );
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
