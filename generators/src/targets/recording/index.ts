import { emitTypeScript } from "../../emit.js";
import { FORMATS } from "../../formats.js";
import type { Target } from "../../target.js";
import { codecFunctions, constants, headerReaders, readers } from "./codec.js";
import { OUT, RECORDING_SCHEMA, readRecordingModel } from "./model.js";
import { recordTypes, valueTypes } from "./types.js";
import { patternConstants, type Values } from "./values.js";

/**
 * The market recording format's one reader and writer, from its schema
 * (spec/recording/recording.schema.json): model.ts reads the schema; types.ts writes the types of
 * the header, the entries and the values that name a type; values.ts the check of each value;
 * codec.ts the constants, the error a refused line throws, and the encoders and decoders of the
 * header and of every kind of line. They go beside the stream's recorder, in one file.
 */
export const recordingTarget: Target = {
  name: "recording",
  outDir: OUT,
  inputs: [RECORDING_SCHEMA, FORMATS],
  async generate(spec) {
    if (!spec.list("spec").includes(RECORDING_SCHEMA)) return [];
    const model = readRecordingModel(spec);
    const values: Values = new Map(model.values.map((v) => [v.name, v]));
    const nodes = [
      ...model.values.map((v) => v.node),
      ...model.header.map((p) => p.node),
      ...model.kinds.flatMap((k) => k.elements.map((e) => e.node)),
    ];
    return [
      emitTypeScript(`${OUT}/format.ts`, model.sources, (file) => {
        file.addImportDeclaration({
          moduleSpecifier: "@perpkit/core",
          namedImports: ["describeValue", "PerpkitError"],
        });
        file.addStatements(
          [
            constants(model),
            valueTypes(model, values),
            recordTypes(model, values),
            patternConstants(nodes),
            readers(values),
            headerReaders(model, values),
            codecFunctions(model, values),
          ].join("\n\n"),
        );
      }),
    ];
  },
};
