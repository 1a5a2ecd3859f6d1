import { ValidationError } from "@perpkit/core";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, test } from "vitest";
import type { CancelOrderData, OrderData } from "./generated/bindings.js";
import { signingConfigs } from "./generated/configs.js";
import { cancelOrderRequest, linkSignerRequest } from "./generated/requests.js";
import { checkedOrderRequest, requestSigner, signRequest } from "./requests.js";
import { privateKeySigner } from "./signer.js";

const KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const signer = privateKeySigner(KEY);
const domain = signingConfigs.testnet.domain;
const now = 1_764_897_077_655;

/** Orders of one sender that differ in price, quantity, nonce and signedAt. */
function orders(count: number): OrderData[] {
  return Array.from({ length: count }, (_, i) => ({
    sender: signer.address,
    subaccount: `0x${"ab".repeat(32)}`,
    onchainId: 2,
    engineType: 0,
    side: (i % 2) as 0 | 1,
    quantity: `0.${String(i + 1).padStart(3, "0")}`,
    price: `${64_000 + i}.5`,
    type: "LIMIT",
    timeInForce: "GTD",
    postOnly: i % 3 === 0,
    reduceOnly: false,
    nonce: (BigInt(now) * 1_000_000n + BigInt(i)).toString(),
    signedAt: Math.floor(now / 1000) + i,
  }));
}

describe("requestSigner", () => {
  test("a perpkit key signs at once, with the signature signRequest gives each body", async () => {
    const sign = requestSigner(checkedOrderRequest, { domain, signer });
    for (const data of orders(24)) {
      const signature = sign(data, now);
      expect(typeof signature).toBe("string");
      const expected = await signRequest(checkedOrderRequest, { domain, data, now }, [signer]);
      expect(signature).toBe(expected.signature);
    }
  });

  test("another signer (a viem account) answers a promise of the same signature", async () => {
    const sign = requestSigner(checkedOrderRequest, {
      domain,
      signer: privateKeyToAccount(KEY),
    });
    for (const data of orders(4)) {
      const signature = sign(data, now);
      expect(signature).toBeInstanceOf(Promise);
      const expected = await signRequest(checkedOrderRequest, { domain, data, now }, [signer]);
      expect(await signature).toBe(expected.signature);
    }
  });

  test("signs with the live types when they differ from the generated ones", async () => {
    const types = { ...signingConfigs.testnet.signatureTypes };
    types.CancelOrder = "address sender,bytes32 subaccount,uint128 nonce";
    const data: CancelOrderData = {
      sender: signer.address,
      subaccount: `0x${"ab".repeat(32)}`,
      nonce: (BigInt(now) * 1_000_000n).toString(),
      orderIds: ["55555555-5555-4555-8555-555555555555"],
    };
    const live = requestSigner(cancelOrderRequest, { domain, types, signer })(data, now);
    const generated = requestSigner(cancelOrderRequest, { domain, signer })(data, now);
    expect(live).not.toBe(generated);
    expect(live).toBe(
      (await signRequest(cancelOrderRequest, { domain, types, data, now }, [signer])).signature,
    );
  });

  test("a body whose sender is not the signer is refused, naming sender", () => {
    const sign = requestSigner(checkedOrderRequest, { domain, signer });
    const [data] = orders(1) as [OrderData];
    const other = privateKeySigner(`0x${"11".repeat(32)}`).address;
    expect(() => sign({ ...data, sender: other })).toThrow(ValidationError);
    expect(() => sign({ ...data, sender: other })).toThrow(
      expect.objectContaining({ field: "sender" }),
    );
    // The same address in another case is the same signer.
    expect(
      typeof sign({ ...data, sender: data.sender.toLowerCase() as OrderData["sender"] }, now),
    ).toBe("string");
  });

  test("a request of two signing parties is refused when the signer is made", () => {
    expect(() => requestSigner(linkSignerRequest, { domain, signer })).toThrow(/2 parties/);
  });
});
