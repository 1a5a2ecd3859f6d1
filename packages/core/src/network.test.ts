import { describe, expect, test } from "vitest";
import { networks } from "./generated/networks.js";
import { getNetwork, resolveNetwork } from "./network.js";

describe("networks", () => {
  test("presets come from spec/networks.yaml, the chain id from the network's signing configuration", () => {
    expect(getNetwork("testnet").chainId).toBe(13_374_202);
    expect(getNetwork("mainnet").restUrl).toBe("https://api.ethereal.trade");
  });

  test("the sandbox preset shares no chain id or contract with a live network", () => {
    const live = [networks.mainnet, networks.testnet];
    expect(live.map((n) => n.chainId)).not.toContain(networks.local.chainId);
    expect(live.map((n) => n.verifyingContract.toLowerCase())).not.toContain(
      networks.local.verifyingContract.toLowerCase(),
    );
  });

  test("an unknown name is a validation error listing the known ones", () => {
    expect(() => getNetwork("devnet")).toThrow(
      'network must be one of mainnet, testnet, local, got "devnet"',
    );
  });

  test("explicit URLs override the preset", () => {
    const resolved = resolveNetwork({ restUrl: "http://127.0.0.1:9999" }, "local");
    expect(resolved.restUrl).toBe("http://127.0.0.1:9999");
    expect(resolved.chainId).toBe(networks.local.chainId);
  });
});
