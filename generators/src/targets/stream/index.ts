import { FORMATS } from "../../formats.js";
import {
  deriveStreamSpec,
  STREAM_LAYER,
  UPSTREAM_MESSAGES,
  UPSTREAM_OPENAPI,
} from "../../stream/derive.js";
import type { Target } from "../../target.js";
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
 * figures of spec/limits.yaml a client paces itself by.
 */
export const streamTarget: Target = {
  name: "stream",
  outDir: OUT,
  inputs: [STREAM_LAYER, UPSTREAM_MESSAGES, UPSTREAM_OPENAPI, NETWORKS, LIMITS, FORMATS],
  async generate(spec) {
    const derived = deriveStreamSpec(spec);
    const model = readModel(derived.doc);
    crossCheck(spec, model);
    const sources = derived.sources;
    return [
      channelsFile(sources, model, readSubaccountLookup(spec)),
      decodersFile(sources, model, derived.doc),
      encodersFile(sources, model),
      readableFile(sources, model),
      typesFile(sources, model),
      limitsFile(spec),
    ];
  },
};
