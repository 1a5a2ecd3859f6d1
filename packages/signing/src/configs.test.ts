import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { networks } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { signingConfigs } from "./generated/configs.js";
import { signatureTypes } from "./generated/typed-data.js";

const specDir = fileURLToPath(new URL("../../../spec/signing/", import.meta.url));
const files = readdirSync(specDir).filter((f) => /^rpc-config\.[a-z0-9]+\.json$/.test(f));
const stored = files.map((f) => ({
  network: f.split(".")[1] as string,
  config: JSON.parse(readFileSync(specDir + f, "utf8")) as {
    domain: { chainId: number | string; verifyingContract: string };
    signatureTypes: Record<string, string>;
  },
}));

describe("stored signing configurations", () => {
  test("exist for mainnet, testnet and the local sandbox", () => {
    expect(stored.map((s) => s.network).sort()).toEqual(["local", "mainnet", "testnet"]);
  });

  test.each(stored)(
    "$network is the chain id and contract of its preset in @perpkit/core",
    ({ network, config }) => {
      const preset = networks[network as keyof typeof networks];
      expect(Number(config.domain.chainId)).toBe(preset.chainId);
      expect(config.domain.verifyingContract.toLowerCase()).toBe(
        preset.verifyingContract.toLowerCase(),
      );
    },
  );

  test("every network carries identical message types", () => {
    for (const { config } of stored)
      expect(config.signatureTypes).toEqual(stored[0]?.config.signatureTypes);
  });

  test("the generated configs are the stored ones", () => {
    for (const { network, config } of stored) {
      const generated = signingConfigs[network as keyof typeof signingConfigs];
      expect(generated.domain.chainId).toBe(Number(config.domain.chainId));
      expect(generated.signatureTypes).toEqual(config.signatureTypes);
    }
    expect(signatureTypes).toEqual(stored[0]?.config.signatureTypes);
  });
});
