import { readEnums } from "../../enums.js";
import { ERRORS } from "../../errors.js";
import { FORMATS, readFormats } from "../../formats.js";
import { deriveRestSpec, EXCLUSIONS, LAYER, UPSTREAM } from "../../rest/derive.js";
import { withOpenEnums } from "../../rest/openapi-types.js";
import { BINDINGS } from "../../signing/bindings.js";
import { readBindings } from "../../signing/defaults.js";
import type { SpecSource } from "../../spec.js";
import type { Target } from "../../target.js";
import { actionsFile } from "./actions.js";
import { decodersFile } from "./decoders.js";
import { limitsFile } from "./limits.js";
import {
  checkEnums,
  collectOperations,
  fail,
  LIMITS,
  type OpenApiDocument,
  OUT,
  Resolver,
  responseSchemas,
} from "./model.js";
import { operationsFile } from "./operations.js";
import { samplesFile } from "./samples.js";
import { signedBodyTypes } from "./signed.js";
import { openapiFile, typesFile } from "./types.js";

/**
 * The REST package's generated code, from the live OpenAPI document with our layer applied:
 * model.ts reads the operations, types.ts writes the types (openapi-typescript; signed.ts types
 * the bodies @perpkit/signing builds as it builds them), decoders.ts the response decoders (the
 * shared emitter), operations.ts the request builders and free functions, samples.ts a call and
 * an answer of each read for the tests, limits.ts the figures of spec/limits.yaml an order is
 * checked by.
 */
export const restTarget: Target = {
  name: "rest",
  outDir: OUT,
  inputs: [UPSTREAM, LAYER, EXCLUSIONS, LIMITS, ERRORS, BINDINGS, FORMATS],
  async generate(specSource: SpecSource) {
    const derived = deriveRestSpec(specSource);
    const doc = derived.doc as unknown as OpenApiDocument;
    if (!doc?.paths || !doc.components?.schemas) fail("needs paths and components.schemas");
    checkEnums(doc, { enums: readEnums(specSource).values as Record<string, unknown[]> });
    const formats = readFormats(specSource);
    const resolver = new Resolver(doc);
    const operations = collectOperations(resolver);
    const open = withOpenEnums(doc, responseSchemas(resolver, operations));
    const bindings = readBindings(specSource);
    const signed = signedBodyTypes(resolver, operations, bindings.bindings);
    return [
      decodersFile(resolver, operations, derived.sources),
      await openapiFile(open, derived.sources),
      operationsFile(resolver, operations, derived.sources, specSource.read(ERRORS), formats),
      typesFile(new Resolver(open), operations, [...derived.sources, ...bindings.sources], signed),
      actionsFile(operations, bindings, [...derived.sources, ...bindings.sources]),
      samplesFile(resolver, operations, derived.sources, formats.patterns),
      limitsFile(specSource),
    ];
  },
};
