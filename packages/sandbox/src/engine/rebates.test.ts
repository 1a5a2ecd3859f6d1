import { ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { d, testExchange } from "../../test/engine/testing.js";
import { defaultProducts, type ProductSettings, toProduct } from "./products.js";

// A negative maker fee is a rebate: the maker's fill carries it as a negative fee and its balance
// is credited, up to the taker fee of the same fill.

const btc = defaultProducts[0] as ProductSettings;

/** BTCUSD with a 1 bp maker rebate beside its 3 bp taker fee. */
const REBATE: ProductSettings = { ...btc, makerFee: "-0.0001", takerFee: "0.0003" };

describe("maker rebates", () => {
  it("credit the maker its notional times the rebate, and charge the taker its fee", () => {
    const { exchange, fund, place, btc: product } = testExchange({ products: [REBATE] });
    const [maker, taker] = [fund(1), fund(2)];
    const balance = (id: string) => exchange.balance(id, exchange.collateral.id);
    const [makerBefore, takerBefore] = [balance(maker.id), balance(taker.id)];
    place(maker, { side: 1, price: d("60000"), quantity: d("2") });
    place(taker, { side: 0, price: d("60000"), quantity: d("2") });
    // 2 * 60000 = 120000: the maker gets 12 back, the taker pays 36.
    const [makerFill] = exchange.fillsOf(maker.id);
    const [takerFill] = exchange.fillsOf(taker.id);
    expect(makerFill).toMatchObject({ isMaker: true, fee: d("-12") });
    expect(takerFill).toMatchObject({ isMaker: false, fee: d("36") });
    expect(balance(maker.id) - makerBefore).toBe(d("12"));
    expect(balance(taker.id) - takerBefore).toBe(d("-36"));
    expect(exchange.openPosition(maker.id, product.id)?.fees).toBe(d("-12"));
  });

  it("round toward zero to 9 places, as fees do", () => {
    const { exchange, fund, place } = testExchange({
      products: [{ ...REBATE, makerFee: "-0.000123457" }],
    });
    const [maker, taker] = [fund(1), fund(2)];
    place(maker, { side: 1, price: d("100"), quantity: d("0.333") });
    place(taker, { side: 0, price: d("100"), quantity: d("0.333") });
    // 0.333 * 100 = 33.3; 33.3 * 0.000123457 = 0.0041111181, a rebate of 0.004111118.
    expect(exchange.fillsOf(maker.id)[0]?.fee).toBe(d("-0.004111118"));
  });

  it("may equal the taker fee, so one match's fees add up to 0", () => {
    const { exchange, fund, place } = testExchange({
      products: [{ ...REBATE, makerFee: "-0.0003" }],
    });
    const [maker, taker] = [fund(1), fund(2)];
    place(maker, { side: 1, price: d("100"), quantity: d("1") });
    place(taker, { side: 0, price: d("100"), quantity: d("1") });
    const fees = [maker, taker].map((s) => exchange.fillsOf(s.id)[0]?.fee);
    expect(fees).toEqual([d("-0.03"), d("0.03")]);
  });

  it("are refused above the taker fee, and a negative taker fee with them, naming the field", () => {
    const field = (settings: ProductSettings) => {
      try {
        toProduct(settings, 0);
      } catch (error) {
        if (error instanceof ValidationError) return `${error.field}: ${error.message}`;
        throw error;
      }
      return "accepted";
    };
    expect(field({ ...REBATE, makerFee: "-0.000300001" })).toMatch(
      /^products\.BTCUSD\.makerFee: .*a rebate above the taker fee 0\.0003/,
    );
    expect(field({ ...REBATE, takerFee: "-0.0001" })).toMatch(
      /^products\.BTCUSD\.takerFee: .*must not be negative/,
    );
    expect(field({ ...REBATE, takerFee: "0" })).toMatch(/^products\.BTCUSD\.makerFee: /);
    expect(field(REBATE)).toBe("accepted");
  });
});
