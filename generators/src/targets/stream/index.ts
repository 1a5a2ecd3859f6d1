import { checkFormatsKnown, FORMATS, readFormats } from "../../formats.js";
import { EXCLUSIONS, LAYER as REST_LAYER } from "../../rest/derive.js";
import {
  deriveStreamSpec,
  STREAM_LAYER,
  UPSTREAM_MESSAGES,
  UPSTREAM_OPENAPI,
} from "../../stream/derive.js";
import type { Target } from "../../target.js";
import { accountRestFile, readAccountReads } from "./account-reads.js";
import { channelsFile } from "./channels.js";
import { decodersFile, encodersFile } from "./decoders.js";
import { limitsFile } from "./limits.js";
import { readSubaccountLookup } from "./lookup.js";
import { LIMITS, NETWORKS, OUT } from "./model.js";
import { crossCheck, readModel } from "./read.js";
import { readableFile } from "./readable.js";
import { typesFile } from "./types.js";

/**
 * The stream package's generated code, from the live message schemas with our layer applied
 * (stream/derive.ts): read.ts reads the derived AsyncAPI document into the model of model.ts;
 * types.ts writes the types, decoders.ts the decoders (the shared emitter) and encoders,
 * readable.ts the mappers to readable names, channels.ts the channel tables, limits.ts the
 * figures of spec/limits.yaml a client paces itself by, and account-reads.ts, from the REST spec,
 * the records of the reads a maintained account takes its snapshots from.
 */
export const streamTarget: Target = {
  name: "stream",
  outDir: OUT,
  inputs: [
    STREAM_LAYER,
    UPSTREAM_MESSAGES,
    UPSTREAM_OPENAPI,
    REST_LAYER,
    EXCLUSIONS,
    NETWORKS,
    LIMITS,
    FORMATS,
  ],
  async generate(spec) {
    checkFormatsKnown(readFormats(spec), [spec.read(UPSTREAM_MESSAGES)]);
    const derived = deriveStreamSpec(spec);
    const model = readModel(derived.doc);
    crossCheck(spec, model);
    const sources = derived.sources;
    const accountReads = readAccountReads(spec);
    return [
      channelsFile(sources, model, readSubaccountLookup(spec)),
      decodersFile(sources, model, derived.doc),
      encodersFile(sources, model),
      readableFile(sources, model),
      typesFile(sources, model),
      limitsFile(spec),
      ...(accountReads ? [await accountRestFile(spec, accountReads)] : []),
    ];
  },
};
