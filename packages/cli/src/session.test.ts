import { networks, ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { resolveNetworkOptions } from "./session.js";

describe("which exchange the options name", () => {
  test("nothing given: the local preset, the sandbox", () => {
    expect(resolveNetworkOptions({})).toEqual(networks.local);
  });

  test("--network names a preset", () => {
    expect(resolveNetworkOptions({ network: "testnet" })).toEqual(networks.testnet);
  });

  test("--base-url alone moves the stream and candle URLs to the same origin", () => {
    const network = resolveNetworkOptions({ baseUrl: "http://127.0.0.1:9000/" });
    expect(network).toMatchObject({
      restUrl: "http://127.0.0.1:9000",
      wsUrl: "ws://127.0.0.1:9000/v1/stream",
      candlesUrl: "http://127.0.0.1:9000",
      chainId: networks.local.chainId,
    });
  });

  test("--base-url with --network replaces only the REST URL of the preset", () => {
    const network = resolveNetworkOptions({ network: "testnet", baseUrl: "https://proxy.example" });
    expect(network).toMatchObject({
      restUrl: "https://proxy.example",
      wsUrl: networks.testnet.wsUrl,
      candlesUrl: networks.testnet.candlesUrl,
      chainId: networks.testnet.chainId,
    });
  });

  test("--ws-url and --candles-url win over what --base-url implies", () => {
    const network = resolveNetworkOptions({
      baseUrl: "https://a.example",
      wsUrl: "wss://b.example/v1/stream",
      candlesUrl: "https://c.example",
    });
    expect(network).toMatchObject({
      wsUrl: "wss://b.example/v1/stream",
      candlesUrl: "https://c.example",
    });
  });

  test("an unknown network and a URL that is not one name their option", () => {
    expect(() => resolveNetworkOptions({ network: "devnet" })).toThrowError(
      new ValidationError("--network", 'must be one of mainnet, testnet, local, got "devnet"'),
    );
    expect(() => resolveNetworkOptions({ baseUrl: "127.0.0.1:7420" })).toThrowError(/--base-url/);
  });
});
