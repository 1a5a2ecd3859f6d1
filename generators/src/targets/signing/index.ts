import { UPSTREAM_OPENAPI } from "../../enums.js";
import { fail } from "../../json.js";
import { readBindings } from "../../signing/defaults.js";
import type { Target } from "../../target.js";
import { abiFile } from "./abi.js";
import { bindingsFile } from "./bindings.js";
import { configsFile } from "./configs.js";
import { ABI, BINDINGS, OUT, readConfigs, SIGNING_DIR, withUpstreamBounds } from "./model.js";
import { requestsFile } from "./requests.js";
import { structHashFile } from "./struct-hash.js";
import { typedDataFile } from "./typed-data.js";

/**
 * The signing package's generated code, from the stored signing configurations and
 * spec/signing/bindings.yaml: signing/ reads them (the message types with its one grammar),
 * model.ts hands them on, and typed-data.ts, struct-hash.ts, bindings.ts, requests.ts, configs.ts
 * and abi.ts each write the file of that name.
 */
export const signingTarget: Target = {
  name: "signing",
  outDir: OUT,
  inputs: [SIGNING_DIR, ABI, UPSTREAM_OPENAPI],
  async generate(spec) {
    const signing = readConfigs(spec);
    const { files, definitions, withLacking, configs, types } = signing;
    const effective = readBindings(spec);
    const { bindings, files: upstream } = withUpstreamBounds(spec, effective.bindings);
    for (const name of Object.keys(bindings.messages)) {
      if (!types.has(name))
        fail(BINDINGS, `messages.${name} is not a type of the signing configuration`);
    }
    const bindingSources = [...effective.sources, ...upstream];
    // Code built from the message types' definitions names the configurations they come from, so
    // a network that joins with the same types rewrites none of it.
    const requests = requestsFile(
      [...bindingSources, ...definitions],
      bindings,
      effective.inferred,
    );
    return [
      abiFile(spec.read(ABI)),
      bindingsFile([...bindingSources, ...definitions], bindings, types),
      configsFile([...files, effective.file], configs, bindings),
      ...(requests ? [requests] : []),
      structHashFile(definitions, types),
      typedDataFile(withLacking, signing),
    ];
  },
};
