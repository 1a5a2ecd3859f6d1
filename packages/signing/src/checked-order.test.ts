import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { OrderData } from "./generated/bindings.js";
import { signingConfigs } from "./generated/configs.js";
import { signOrder } from "./generated/requests.js";
import { checkedOrderRequest, signRequest } from "./requests.js";
import { privateKeySigner } from "./signer.js";

const signer = privateKeySigner(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
);
const domain = signingConfigs.testnet.domain;
const now = 1_764_897_077_655;

/** A decimal of up to 9 places, as a checked body carries it (its shortest form). */
const decimal = fc.bigInt({ min: 1n, max: 10n ** 20n }).map((units) => {
  const text = units.toString().padStart(10, "0");
  const fraction = text.slice(-9).replace(/0+$/, "");
  const whole = text.slice(0, -9).replace(/^0+(?=\d)/, "");
  return fraction ? `${whole}.${fraction}` : whole;
});

/** Order bodies as `@perpkit/rest` builds them after its checks: limit and market, options or not. */
const bodies: fc.Arbitrary<OrderData> = fc
  .record({
    limit: fc.boolean(),
    side: fc.constantFrom(0, 1),
    onchainId: fc.nat({ max: 2 ** 32 - 1 }),
    quantity: decimal,
    price: decimal,
    timeInForce: fc.constantFrom("GTD", "IOC", "FOK"),
    postOnly: fc.boolean(),
    reduceOnly: fc.boolean(),
    clientOrderId: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,32}$/), { nil: undefined }),
    lane: fc.nat({ max: 999_999 }),
    subaccount: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  })
  .map((o) => ({
    sender: signer.address,
    subaccount: `0x${Buffer.from(o.subaccount).toString("hex")}` as const,
    onchainId: o.onchainId,
    engineType: 0,
    side: o.side as 0 | 1,
    quantity: o.quantity,
    ...(o.limit
      ? { price: o.price, type: "LIMIT" as const, timeInForce: o.timeInForce, postOnly: o.postOnly }
      : { type: "MARKET" as const }),
    reduceOnly: o.reduceOnly,
    clientOrderId: o.clientOrderId,
    nonce: (BigInt(now) * 1_000_000n + BigInt(o.lane)).toString(),
    signedAt: Math.floor(now / 1000),
  }));

describe("signing an order body its caller has checked", () => {
  test("gives the body and signature signOrder gives, on random checked bodies", async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (data) => {
        const checked = await signRequest(checkedOrderRequest, { domain, data, now }, [signer]);
        expect(checked).toEqual(await signOrder({ domain, data, signer, now }));
      }),
      { numRuns: process.env.PERPKIT_NODE_PASS ? 20 : 200 },
    );
  });

  test("still refuses a signer that is not the body's sender", async () => {
    const other = privateKeySigner(`0x${"11".repeat(32)}`);
    const [data] = fc.sample(bodies, { numRuns: 1, seed: 7 }) as [OrderData];
    await expect(signRequest(checkedOrderRequest, { domain, data, now }, [other])).rejects.toThrow(
      /sender/,
    );
  });
});
