import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ConfigDriftError,
  createHttpTransport,
  DecodeError,
  UnsupportedMessageTypeError,
} from "@perpkit/core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compareSigningConfig, fetchSigningConfig } from "./config.js";
import { signingConfigs } from "./generated/configs.js";
import { hashMessage } from "./hash.js";
import { recoverMessageAddress, signMessage } from "./requests.js";
import { privateKeySigner } from "./signer.js";

let served: unknown = signingConfigs.testnet;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== "/v1/rpc/config") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const widened = {
  ...signingConfigs.testnet,
  signatureTypes: {
    ...signingConfigs.testnet.signatureTypes,
    CancelOrder: "address sender,bytes32 subaccount,uint128 nonce",
  },
};

describe("fetchSigningConfig", () => {
  test("returns the live configuration when its types match", async () => {
    served = signingConfigs.testnet;
    expect(await fetchSigningConfig(baseUrl)).toEqual(signingConfigs.testnet);
  });

  test("accepts chainId served as a string", async () => {
    served = {
      ...signingConfigs.testnet,
      domain: { ...signingConfigs.testnet.domain, chainId: "13374202" },
    };
    expect((await fetchSigningConfig(baseUrl)).domain.chainId).toBe(13374202);
  });

  test("throws a ConfigDriftError naming each changed type", async () => {
    served = widened;
    const error = await fetchSigningConfig(baseUrl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigDriftError);
    expect((error as ConfigDriftError).differences).toEqual([
      {
        path: "signatureTypes.CancelOrder",
        expected: "address sender,bytes32 subaccount,uint64 nonce",
        actual: "address sender,bytes32 subaccount,uint128 nonce",
      },
    ]);
    expect((error as Error).message).toContain("signatureTypes.CancelOrder");
  });

  test("with allowDrift, signing with the live domain uses the live types", async () => {
    served = widened;
    const { domain } = await fetchSigningConfig(baseUrl, { allowDrift: true });
    const message = {
      sender: "0x0000000000000000000000000000000000000001",
      subaccount: `0x${"1".repeat(64)}`,
      nonce: 1n << 70n,
    } as const;
    const stored = signingConfigs.testnet.domain;
    expect(() => hashMessage({ domain: stored, primaryType: "CancelOrder", message })).toThrow(
      /nonce must be a uint64/,
    );
    const signer = privateKeySigner(
      "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    );
    const signature = await signMessage({ domain, primaryType: "CancelOrder", message, signer });
    expect(recoverMessageAddress({ domain, primaryType: "CancelOrder", message, signature })).toBe(
      signer.address,
    );
    expect(
      hashMessage({
        domain: stored,
        primaryType: "CancelOrder",
        message,
        types: widened.signatureTypes,
      }),
    ).toBe(hashMessage({ domain, primaryType: "CancelOrder", message }));
  });

  test("a message type the live configuration lacks is refused by name before anything is signed", async () => {
    const { CancelOrder: _gone, ...rest } = signingConfigs.testnet.signatureTypes;
    served = { ...signingConfigs.testnet, signatureTypes: rest };
    const { domain } = await fetchSigningConfig(baseUrl, { allowDrift: true });
    let asked = false;
    const signer = {
      address: "0x0000000000000000000000000000000000000001",
      signTypedData: async (): Promise<`0x${string}`> => {
        asked = true;
        return `0x${"1".repeat(130)}`;
      },
    } as const;
    const message = {
      sender: "0x0000000000000000000000000000000000000001",
      subaccount: `0x${"1".repeat(64)}`,
      nonce: 1n,
    } as const;
    const error = await signMessage({ domain, primaryType: "CancelOrder", message, signer }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsupportedMessageTypeError);
    expect(error).toMatchObject({
      messageType: "CancelOrder",
      network: "the live signing configuration",
    });
    expect(asked).toBe(false);
  });

  test("a network's own configuration is what its live one is compared with", async () => {
    served = signingConfigs.mainnet;
    const live = await fetchSigningConfig(baseUrl);
    expect(live.signatureTypes).toEqual(signingConfigs.mainnet.signatureTypes);
  });

  test("fetches through an HTTP transport, whose headers and retries apply", async () => {
    const seen: (string | undefined)[] = [];
    const flaky = createServer((request, response) => {
      seen.push(request.headers["x-app"] as string | undefined);
      if (seen.length === 1) response.writeHead(503).end();
      else response.writeHead(200).end(JSON.stringify(signingConfigs.testnet));
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    try {
      const transport = createHttpTransport({
        baseUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`,
        headers: { "x-app": "perpkit-test" },
        retry: true,
        random: () => 0,
      });
      expect(await fetchSigningConfig(transport)).toEqual(signingConfigs.testnet);
      expect(seen).toEqual(["perpkit-test", "perpkit-test"]);
    } finally {
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  test("a malformed response is a DecodeError naming the path", async () => {
    served = {
      domain: { ...signingConfigs.testnet.domain, verifyingContract: "0x12" },
      signatureTypes: {},
    };
    await expect(fetchSigningConfig(baseUrl)).rejects.toMatchObject({
      path: "domain.verifyingContract",
    });
    await expect(fetchSigningConfig(baseUrl)).rejects.toBeInstanceOf(DecodeError);
  });
});

describe("compareSigningConfig", () => {
  test("lists domain and type differences, addresses compared without case", () => {
    const live = {
      domain: {
        ...signingConfigs.mainnet.domain,
        verifyingContract:
          signingConfigs.mainnet.domain.verifyingContract.toLowerCase() as `0x${string}`,
      },
      signatureTypes: signingConfigs.mainnet.signatureTypes,
    };
    expect(compareSigningConfig(signingConfigs.mainnet, live)).toEqual([]);
    const other = { ...live, domain: signingConfigs.testnet.domain };
    expect(compareSigningConfig(signingConfigs.mainnet, other).map((d) => d.path)).toEqual([
      "domain.chainId",
      "domain.verifyingContract",
    ]);
    const { CancelOrder: _gone, ...fewer } = signingConfigs.mainnet.signatureTypes;
    expect(
      compareSigningConfig(signingConfigs.mainnet, { ...live, signatureTypes: fewer }),
    ).toEqual([
      {
        path: "signatureTypes.CancelOrder",
        expected: signingConfigs.mainnet.signatureTypes.CancelOrder,
        actual: undefined,
      },
    ]);
  });
});
