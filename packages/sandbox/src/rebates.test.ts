import { parseDecimal, ValidationError } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";
import { collect, streamClient } from "../test/stream-helpers.js";
import { defaultProducts, type ProductSettings } from "./engine/index.js";

// A negative maker fee over the API: the maker's fill records and OrderFill carry it as a
// negative fee, as the live service sends a fee, and its balance is credited.

const alice = wallet(1);
const bob = wallet(2);

type Page<T> = { data: T[] };

describe("a maker rebate", () => {
  it("shows as a negative fee in fills, trades and OrderFill, and credits the maker", async () => {
    const ctx = await setup({ fees: { maker: "-0.0001" }, oracle: false });
    const { sandbox, get, btc } = ctx;
    expect(sandbox.feeSources.BTCUSD).toEqual({ maker: "option", taker: "sandbox default" });
    const product = await get<{ makerFee: string; takerFee: string }>(`/v1/product/${btc.id}`);
    expect(product.body).toMatchObject({ makerFee: "-0.0001", takerFee: "0.0003" });
    const b = await ctx.deposit(bob, "100000");
    await ctx.deposit(alice, "100000");
    const client = streamClient(sandbox.wsUrl);
    const fills = client.subscribe({ type: "OrderFill", subaccountId: b.id });
    const seen = collect(fills);
    await fills.ready;
    const rest = (w: typeof alice) =>
      createRestClient({ baseUrl: sandbox.baseUrl, signer: w.signer, serverClockMaxAgeMs: 0 });
    const order = { symbol: "BTCUSD", type: "LIMIT", quantity: "1.5", price: "60000" } as const;
    await rest(bob).placeOrder({ ...order, side: "sell", timeInForce: "GTD" });
    await rest(alice).placeOrder({ ...order, side: "buy", timeInForce: "IOC" });
    // 1.5 * 60000 = 90000: 9 back to bob, the maker; 27 from alice, the taker.
    const pushed = await seen.next((m) => m.d.length > 0, "bob's fill");
    expect(pushed.d).toMatchObject([{ m: true, fee: "-9", px: "60000", sz: "1.5" }]);
    const bobs = await get<Page<{ feeUsd: string; isMaker: boolean }>>(
      `/v1/order/fill?subaccountId=${b.id}`,
    );
    expect(bobs.body.data).toMatchObject([{ feeUsd: "-9", isMaker: true }]);
    const trades = await get<Page<{ makerFeeUsd: string; takerFeeUsd: string }>>(
      `/v1/order/trade?productId=${btc.id}`,
    );
    expect(trades.body.data).toMatchObject([{ makerFeeUsd: "-9", takerFeeUsd: "27" }]);
    const balance = await get<Page<{ amount: string }>>(
      `/v1/subaccount/balance?subaccountId=${b.id}`,
    );
    expect(parseDecimal(balance.body.data[0]?.amount ?? "", "amount")).toBe(100_009_000_000_000n);
  });

  it("above a market's taker fee is refused, naming the fee that made it so", async () => {
    const refused = async (options: Parameters<typeof setup>[0]) => {
      const error = await setup(options).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ValidationError);
      return `${(error as ValidationError).field}: ${(error as Error).message}`;
    };
    // The default BTCUSD charges a taker 0.0003.
    expect(await refused({ fees: { maker: "-0.0004" } })).toMatch(
      /^fees\.maker: .*a rebate above BTCUSD's taker fee 0\.0003/,
    );
    const rebating = defaultProducts.map((p) => ({ ...p, makerFee: "-0.0002" }));
    expect(await refused({ products: rebating, fees: { taker: "0.0001" } })).toMatch(
      /^fees\.taker: .*is 0\.0001, below BTCUSD's maker rebate 0\.0002/,
    );
    expect(await refused({ fees: { maker: "-0.1" } })).toMatch(/^fees\.maker: .*above -0\.1/);
    expect(await refused({ fees: { taker: "-0.0001" } })).toMatch(/^fees\.taker: .*negative/);
    const btc = { ...(defaultProducts[0] as ProductSettings), makerFee: "-0.001" };
    expect(await refused({ products: [btc] })).toMatch(
      /^products\.BTCUSD\.makerFee: .*is -0\.001, a rebate above the taker fee 0\.0003/,
    );
  });
});
