import { encodeSubaccountName, ValidationError } from "@perpkit/core";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, test } from "vitest";
import type { OrderData } from "./generated/bindings.js";
import { signingConfigs } from "./generated/configs.js";
import {
  cancelOrderRequest,
  linkSignerRequest,
  signAuth,
  signLinkSigner,
  signOrder,
  signWithdraw,
  tradeOrderRequest,
} from "./generated/requests.js";
import {
  cancelOrderMessage,
  eip712AuthMessage,
  initiateWithdrawMessage,
  tradeOrderMessage,
} from "./messages.js";
import { recoverMessageAddress, signRequest } from "./requests.js";
import { privateKeySigner, type Signer } from "./signer.js";

const now = 1_764_897_077_655;
const owner = privateKeyToAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
);
const linked = privateKeySigner(
  "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
);
const subaccount = encodeSubaccountName("primary");
const domain = signingConfigs.local.domain;
const limit: OrderData = {
  sender: owner.address,
  subaccount,
  onchainId: 2,
  engineType: 0,
  side: 0,
  quantity: "1.5",
  price: "3000.25",
  type: "LIMIT",
  timeInForce: "GTD",
  postOnly: false,
  reduceOnly: false,
  nonce: "1764897077655477722",
  signedAt: 1764897077,
};
const market: OrderData = {
  ...limit,
  price: undefined,
  timeInForce: undefined,
  postOnly: undefined,
  type: "MARKET",
};

/** The field a ValidationError names, or a failure when nothing was thrown. */
function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.field;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("order messages", () => {
  test("map the body: productId from onchainId, decimals times 10^9, nonce as uint64", () => {
    expect(tradeOrderMessage(limit, { now })).toEqual({
      sender: owner.address,
      subaccount,
      quantity: 1_500_000_000n,
      price: 3_000_250_000_000n,
      reduceOnly: false,
      side: 0n,
      engineType: 0n,
      productId: 2n,
      nonce: 1764897077655477722n,
      signedAt: 1764897077n,
    });
  });

  test("a market order signs price 0", () => {
    expect(tradeOrderMessage(market, { now }).price).toBe(0n);
  });

  test.each([
    ["more than 9 decimals", { quantity: "1.0000000001" }, "quantity"],
    ["a negative amount", { quantity: "-1" }, "quantity"],
    ["a non-numeric amount", { price: "abc" }, "price"],
    ["exponent notation", { price: "3e3" }, "price"],
    ["a JS number as a price", { price: 3000 as never }, "price"],
    ["a malformed sender", { sender: "0x1234" as never }, "sender"],
    [
      "a bad checksum",
      { sender: owner.address.replace(/[a-f]/, (c) => c.toUpperCase()) as never },
      "sender",
    ],
    ["a subaccount name instead of bytes32", { subaccount: "primary" as never }, "subaccount"],
    ["a 65-character subaccount", { subaccount: subaccount.slice(0, 65) as never }, "subaccount"],
    ["a nonce 2 hours old", { nonce: `${BigInt(now - 7_200_000) * 1_000_000n}` }, "nonce"],
    ["a nonce sent as a number", { nonce: 1764897077655 as never }, "nonce"],
    ["signedAt 2 hours old", { signedAt: Math.floor(now / 1000) - 7200 }, "signedAt"],
    ["signedAt a minute ahead", { signedAt: Math.floor(now / 1000) + 60 }, "signedAt"],
    ["a LIMIT order without price", { price: undefined }, "price"],
    ["an unknown field", { onChainId: 2 } as never, "onChainId"],
    ["a quantity too wide for uint128", { quantity: `${2n ** 128n}` }, "quantity"],
  ])("refuses %s, naming the field", (_name, change, field) => {
    expect(fieldOf(() => tradeOrderMessage({ ...limit, ...change }, { now }))).toBe(field);
  });

  test("refuses a market order with a price", () => {
    expect(fieldOf(() => tradeOrderMessage({ ...market, price: "1" }, { now }))).toBe("price");
  });

  test("signs a close order, quantity 0, whose rules the caller checked", () => {
    expect(
      tradeOrderMessage({ ...market, close: true, reduceOnly: true, quantity: "0" }, { now })
        .quantity,
    ).toBe(0n);
  });

  test("no signer is called when the body is bad", async () => {
    let calls = 0;
    const spy: Signer = {
      address: owner.address,
      signDigest: () => {
        calls++;
        return "0x";
      },
      signTypedData: async () => {
        calls++;
        return "0x";
      },
    };
    await expect(
      signOrder({ domain, data: { ...limit, quantity: "1e3" }, signer: spy, now }),
    ).rejects.toThrow(ValidationError);
    expect(calls).toBe(0);
  });
});

describe("other messages", () => {
  test("cancel needs at least one id and at most the limit", () => {
    const base = { sender: owner.address, subaccount, nonce: limit.nonce };
    expect(fieldOf(() => cancelOrderMessage(base, { now }))).toBe("orderIds");
    expect(
      fieldOf(() =>
        cancelOrderMessage({ ...base, clientOrderIds: Array(201).fill("a1") }, { now }),
      ),
    ).toBe("orderIds");
    expect(fieldOf(() => cancelOrderMessage({ ...base, orderIds: ["not-a-uuid"] }, { now }))).toBe(
      "orderIds.0",
    );
    expect(cancelOrderMessage({ ...base, clientOrderIds: ["grid42"] }, { now }).nonce).toBe(
      1764897077655477722n,
    );
  });

  test("withdraw signs lzDestinationAddress and lzDestinationEid as destinationAddress and destinationEndpointId", () => {
    const data = {
      account: owner.address,
      subaccount,
      token: owner.address,
      amount: "25.5",
      nonce: limit.nonce,
      signedAt: limit.signedAt,
    };
    const plain = initiateWithdrawMessage(data, { now });
    expect(plain.amount).toBe(25_500_000_000n);
    expect(plain.destinationAddress).toBe(`0x${"0".repeat(64)}`);
    expect(plain.destinationEndpointId).toBe(0n);
    const bridged = initiateWithdrawMessage(
      { ...data, lzDestinationAddress: subaccount, lzDestinationEid: 30101 },
      { now },
    );
    expect(bridged.destinationAddress).toBe(subaccount);
    expect(bridged.destinationEndpointId).toBe(30101n);
  });
});

describe("sign helpers", () => {
  test("signOrder returns the body as given and a signature that recovers to sender", async () => {
    const body = await signOrder({ domain, data: market, signer: owner, now });
    expect(Object.keys(body.data)).not.toContain("price");
    expect(body.data.quantity).toBe("1.5");
    const message = tradeOrderMessage(market, { now });
    expect(
      recoverMessageAddress({
        domain,
        primaryType: "TradeOrder",
        message,
        signature: body.signature,
      }),
    ).toBe(owner.address);
  });

  test("a linked signer signs with its own address as sender", async () => {
    const body = await signOrder({
      domain,
      data: { ...limit, sender: linked.address },
      signer: linked,
      now,
    });
    const message = tradeOrderMessage({ ...limit, sender: linked.address }, { now });
    expect(
      recoverMessageAddress({
        domain,
        primaryType: "TradeOrder",
        message,
        signature: body.signature,
      }),
    ).toBe(linked.address);
  });

  test("sender must be the signing address", async () => {
    await expect(signOrder({ domain, data: limit, signer: linked, now })).rejects.toMatchObject({
      field: "sender",
    });
  });

  test("linking a signer takes the owner's and the new signer's signatures over one message", async () => {
    const data = {
      subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
      sender: owner.address,
      subaccount,
      signer: linked.address,
      nonce: limit.nonce,
      signedAt: limit.signedAt,
    };
    const body = await signLinkSigner({ domain, data, owner, signer: linked, now });
    const message = {
      sender: owner.address,
      signer: linked.address,
      subaccount,
      nonce: 1764897077655477722n,
      signedAt: 1764897077n,
    };
    expect(
      recoverMessageAddress({
        domain,
        primaryType: "LinkSigner",
        message,
        signature: body.signature,
      }),
    ).toBe(owner.address);
    expect(
      recoverMessageAddress({
        domain,
        primaryType: "LinkSigner",
        message,
        signature: body.signerSignature,
      }),
    ).toBe(linked.address);
  });

  test("withdrawals are signed by account", async () => {
    const data = {
      account: owner.address,
      subaccount,
      token: owner.address,
      amount: "1",
      nonce: limit.nonce,
      signedAt: limit.signedAt,
    };
    const body = await signWithdraw({ domain, data, signer: owner, now });
    expect(body.signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
  });

  test("an EIP712Auth signature covers sender, intent and signedAt; the code travels unsigned", async () => {
    const data = {
      sender: owner.address,
      intent: 1,
      signedAt: limit.signedAt,
      code: "ABCDEF123456",
    };
    const body = await signAuth({ domain, data, signer: owner, now });
    expect(body.data.code).toBe("ABCDEF123456");
    const message = eip712AuthMessage({ ...data, code: "OTHER0000000" }, { now });
    expect(
      recoverMessageAddress({
        domain,
        primaryType: "EIP712Auth",
        message,
        signature: body.signature,
      }),
    ).toBe(owner.address);
  });

  test("an EIP712Auth intent beyond uint8 is refused before signing", async () => {
    const data = { sender: owner.address, intent: 256, signedAt: limit.signedAt };
    await expect(signAuth({ domain, data, signer: owner, now })).rejects.toMatchObject({
      field: "intent",
    });
  });
});

describe("the one entry for signing a request", () => {
  test("signs with a message's generated parts what its helper signs, byte for byte", async () => {
    const helper = await signOrder({ domain, data: limit, signer: owner, now });
    const entry = await signRequest(tradeOrderRequest, { domain, data: limit, now }, [owner]);
    expect(entry).toEqual(helper);
  });

  test("checks the body with the message's own rules before any signer runs", async () => {
    let signed = 0;
    const counting = {
      ...owner,
      sign: async (...args: Parameters<typeof owner.sign>) => {
        signed++;
        return owner.sign(...args);
      },
    };
    const data = { sender: owner.address, subaccount, nonce: limit.nonce, orderIds: [] };
    await expect(
      signRequest(cancelOrderRequest, { domain, data, now }, [counting]),
    ).rejects.toMatchObject({ field: "orderIds" });
    expect(signed).toBe(0);
  });

  test("takes one signer per party, in the order of the message's signatures", async () => {
    const data = {
      subaccountId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
      sender: owner.address,
      subaccount,
      signer: linked.address,
      nonce: limit.nonce,
      signedAt: limit.signedAt,
    };
    const entry = await signRequest(linkSignerRequest, { domain, data, now }, [owner, linked]);
    const helper = await signLinkSigner({ domain, data, owner, signer: linked, now });
    expect(entry).toEqual(helper);
    await expect(
      signRequest(linkSignerRequest, { domain, data, now }, [linked, owner]),
    ).rejects.toMatchObject({ field: "sender" });
  });
});
