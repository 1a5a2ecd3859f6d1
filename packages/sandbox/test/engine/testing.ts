import { type Address, encodeSubaccountName, type Hex, parseDecimal } from "@perpkit/core";
import { createClock } from "../../src/engine/clock.js";
import type { SandboxEvent } from "../../src/engine/events.js";
import { Exchange, type ExchangeOptions } from "../../src/engine/exchange.js";
import type { NewOrder } from "../../src/engine/order-rules.js";
import type { Subaccount } from "../../src/engine/records.js";

/**
 * Shorthand for a decimal in tests.
 *
 * @example
 * d("1.5") // 1500000000n
 */
export const d = (value: string): bigint => parseDecimal(value, "value", { signed: true });

/**
 * A test address from a small number.
 *
 * @example
 * address(1) // "0x0000000000000000000000000000000000000001"
 */
export const address = (n: number): Address => `0x${n.toString(16).padStart(40, "0")}` as Address;

/**
 * The default subaccount name, `primary`, as bytes32.
 *
 * @example
 * exchange.deposit({ account, subaccount: PRIMARY, amount: d("100") })
 */
export const PRIMARY: Hex = encodeSubaccountName("primary");

/**
 * An engine on a frozen clock with a seeded random source, and helpers for tests.
 *
 * @example
 * const { exchange, fund, place } = testExchange()
 * place(fund(1), { side: 0 })
 */
export function testExchange(options: ExchangeOptions = {}) {
  const clock = createClock({ frozen: true, start: Date.UTC(2026, 0, 1) });
  const exchange = new Exchange({ clock, seed: 1, ...options });
  const events: SandboxEvent[] = [];
  exchange.events.onAny((e) => events.push(e));
  const btc = exchange.productByTicker("BTCUSD") ?? exchange.products()[0];
  if (!btc) throw new Error("no products");
  let nonce = 1n;
  const fund = (n: number, amount = "1000000"): Subaccount =>
    exchange.deposit({ account: address(n), subaccount: PRIMARY, amount: d(amount) }).subaccount;
  const order = (
    subaccount: Subaccount,
    fields: Partial<NewOrder> & Pick<NewOrder, "side">,
  ): NewOrder => ({
    subaccount,
    sender: subaccount.account,
    product: btc,
    type: "LIMIT",
    quantity: d("1"),
    price: d("100"),
    timeInForce: "GTD",
    postOnly: false,
    reduceOnly: false,
    nonce: nonce++,
    signedAt: Math.floor(clock.now() / 1000),
    ...fields,
  });
  const place = (subaccount: Subaccount, fields: Partial<NewOrder> & Pick<NewOrder, "side">) =>
    exchange.placeOrder(order(subaccount, fields));
  return { exchange, clock, events, btc, fund, order, place };
}
