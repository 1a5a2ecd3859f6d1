import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ReferenceExchange, type ReferenceOrder } from "../../test/engine/reference.js";
import { address, d, testExchange } from "../../test/engine/testing.js";
import { ExchangeError } from "./errors.js";
import { defaultProducts, type ProductSettings } from "./products.js";
import type { Order, Subaccount } from "./records.js";

// The engine and a reference written from the interface take the same random steps from four
// subaccounts (two of one wallet); after every step their order statuses, book, fills, positions
// and balances must agree. fast-check shrinks a disagreement to a short sequence.

const RUNS = Number(process.env.DIFFERENTIAL_RUNS ?? 150);
const FUNDS = "1000000";
const CLIENT_IDS = ["a", "b", "c"] as const;
const REBATE_MARKET = {
  ...(defaultProducts[0] as ProductSettings),
  makerFee: "-0.0001",
  takerFee: "0.0003",
};

type Kind = "GTD" | "IOC" | "FOK" | "POST_ONLY" | "MARKET" | "CLOSE";

type Step =
  | {
      readonly op: "place";
      readonly who: number;
      readonly side: 0 | 1;
      readonly kind: Kind;
      /** Ticks from 98. */
      readonly price: number;
      /** Hundredths of a BTC. */
      readonly lots: number;
      readonly reduceOnly: boolean;
      /** Turn the order against the subaccount's position, if it has one. */
      readonly reducing: boolean;
      readonly clientOrderId: string | undefined;
      /** Seconds until it expires; undefined for the default horizon. */
      readonly expiresIn: number | undefined;
    }
  | { readonly op: "cancel"; readonly who: number; readonly pick: number }
  | { readonly op: "cancelClientId"; readonly who: number; readonly clientOrderId: string }
  | { readonly op: "advance"; readonly seconds: number }
  | { readonly op: "fillBook"; readonly who: number; readonly side: 0 | 1; readonly count: number };

const who = fc.integer({ min: 0, max: 3 });
const side = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record({
      op: fc.constant("place" as const),
      who,
      side,
      kind: fc.constantFrom<Kind>("GTD", "GTD", "IOC", "FOK", "POST_ONLY", "MARKET", "CLOSE"),
      price: fc.integer({ min: 0, max: 4 }),
      lots: fc.integer({ min: 1, max: 3 }),
      reduceOnly: fc.boolean(),
      reducing: fc.boolean(),
      clientOrderId: fc.option(fc.constantFrom(...CLIENT_IDS), { nil: undefined, freq: 3 }),
      expiresIn: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined, freq: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant("cancel" as const), who, pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("cancelClientId" as const),
      who,
      clientOrderId: fc.constantFrom(...CLIENT_IDS, "z"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("advance" as const),
      seconds: fc.integer({ min: 1, max: 90 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("fillBook" as const),
      who,
      side,
      count: fc.integer({ min: 20, max: 80 }),
    }),
  },
);

/** The engine and the reference side by side, with the engine's ids mapped to the reference's. */
function pair() {
  // A maker rebate and a taker fee, so both sides of every fill move the balances.
  const test = testExchange({ marketSlippage: "0.05", products: [REBATE_MARKET] });
  const { exchange, btc, clock } = test;
  const second = `0x${"22".repeat(32)}` as const;
  const subaccounts: Subaccount[] = [
    test.fund(1, FUNDS),
    exchange.deposit({ account: address(1), subaccount: second, amount: d(FUNDS) }).subaccount,
    test.fund(2, FUNDS),
    test.fund(3, FUNDS),
  ];
  const reference = new ReferenceExchange({
    tickSize: btc.tickSize,
    makerFee: btc.makerFee,
    takerFee: btc.takerFee,
    marketSlippage: d("0.05"),
  });
  for (const s of subaccounts) reference.deposit(s.id, d(FUNDS));
  /** Engine order ids in placement order. */
  const placed: string[] = [];
  return { ...test, exchange, btc, clock, subaccounts, reference, placed };
}

type Pair = ReturnType<typeof pair>;

function run(p: Pair, s: Step): void {
  const { exchange, reference, subaccounts, clock, placed } = p;
  switch (s.op) {
    case "place":
      place(p, s);
      return;
    case "fillBook": {
      // Far from the market, to reach the open-order limit.
      for (let i = 0; i < s.count; i++) {
        place(p, {
          op: "place",
          who: s.who,
          side: s.side,
          kind: "GTD",
          price: s.side === 0 ? -40 - (i % 10) : 50 + (i % 10),
          lots: 1,
          reduceOnly: false,
          reducing: false,
          clientOrderId: undefined,
          expiresIn: undefined,
        });
      }
      return;
    }
    case "cancel": {
      const subaccount = subaccounts[s.who] as Subaccount;
      const id = placed.length === 0 ? undefined : placed[s.pick % placed.length];
      const target = id ?? "00000000-0000-4000-8000-000000000000";
      const [got] = exchange.cancelOrders(subaccount, [target], []);
      expect(got?.result).toBe(reference.cancel(subaccount.id, target));
      return;
    }
    case "cancelClientId": {
      const subaccount = subaccounts[s.who] as Subaccount;
      const [got] = exchange.cancelOrders(subaccount, [], [s.clientOrderId]);
      expect(got?.result).toBe(reference.cancelByClientId(subaccount.id, s.clientOrderId));
      return;
    }
    case "advance":
      clock.advance(s.seconds * 1000);
      reference.advanceTo(clock.now());
      return;
  }
}

function place(p: Pair, s: Extract<Step, { op: "place" }>): void {
  const { exchange, reference, subaccounts, clock, order, placed } = p;
  const subaccount = subaccounts[s.who] as Subaccount;
  const signedAt = Math.floor(clock.now() / 1000);
  const expiresAt = s.expiresIn === undefined ? signedAt + 6_652_800 : signedAt + s.expiresIn;
  const limit = s.kind !== "MARKET" && s.kind !== "CLOSE";
  const price = d(String(98 + s.price));
  const { size } = reference.position(subaccount.id);
  const side = s.reducing && size !== 0n ? (size > 0n ? 1 : 0) : s.side;
  const quantity = s.kind === "CLOSE" ? 0n : d("0.01") * BigInt(s.lots);
  const reduceOnly = s.kind === "CLOSE" || s.reduceOnly;
  const timeInForce = !limit ? undefined : s.kind === "POST_ONLY" ? "GTD" : s.kind;
  let engineResult: string;
  let engineOrder: Order | undefined;
  try {
    const outcome = exchange.placeOrder(
      order(subaccount, {
        side,
        type: limit ? "LIMIT" : "MARKET",
        price: limit ? price : undefined,
        timeInForce: timeInForce as "GTD" | "IOC" | "FOK" | undefined,
        postOnly: limit ? s.kind === "POST_ONLY" : undefined,
        quantity,
        reduceOnly,
        close: s.kind === "CLOSE",
        clientOrderId: s.clientOrderId,
        signedAt,
        expiresAt,
      }),
    );
    engineResult = outcome.result;
    engineOrder = outcome.order;
  } catch (e) {
    if (!(e instanceof ExchangeError)) throw e;
    engineResult = `refused ${e.status}`;
  }
  const expected = reference.place({
    id: engineOrder?.id ?? `refused-${placed.length}`,
    subaccount: subaccount.id,
    side,
    type: limit ? "LIMIT" : "MARKET",
    price,
    quantity,
    timeInForce: timeInForce as "GTD" | "IOC" | "FOK" | undefined,
    postOnly: s.kind === "POST_ONLY",
    reduceOnly,
    close: s.kind === "CLOSE",
    expiresAt,
    clientOrderId: s.clientOrderId,
  });
  expect(engineResult).toBe(expected.refused ? `refused ${expected.refused}` : expected.result);
  if (engineOrder) placed.push(engineOrder.id);
}

/** Everything both sides can show, in a form the two share. */
function snapshot(p: Pair) {
  const { exchange, btc, subaccounts } = p;
  const book = exchange.book(btc.id);
  return {
    orders: p.placed.map((id) => {
      const o = exchange.order(id) as Order;
      return [id, o.status, o.filled, o.remaining, o.quantity, o.rejectedReason];
    }),
    bids: book?.bids.depth(),
    asks: book?.asks.depth(),
    subaccounts: subaccounts.map((s) => {
      const position = exchange.openPosition(s.id, btc.id);
      return {
        balance: exchange.margin(s.id).amount,
        size: position?.size ?? 0n,
        cost: position?.cost ?? 0n,
        side: position?.side,
        fills: exchange
          .fillsOf(s.id)
          .map((f) => [f.orderId, f.side, f.price, f.quantity, f.fee, f.isMaker, f.selfTrade]),
      };
    }),
  };
}

function expectedSnapshot(p: Pair): ReturnType<typeof snapshot> {
  const { reference, subaccounts } = p;
  const byId = new Map(reference.orders().map((o) => [o.id, o] as const));
  return {
    orders: p.placed.map((id) => {
      const o = byId.get(id) as ReferenceOrder;
      return [id, o.status, o.filled, o.remaining, o.quantity, o.rejectedReason];
    }),
    bids: reference.depth(0),
    asks: reference.depth(1),
    subaccounts: subaccounts.map((s) => {
      const { size, cost } = reference.position(s.id);
      return {
        balance: reference.balance(s.id),
        size,
        cost,
        side: size === 0n ? undefined : size > 0n ? 0 : 1,
        fills: reference
          .fills(s.id)
          .map((f) => [f.orderId, f.side, f.price, f.quantity, f.fee, f.isMaker, f.selfTrade]),
      };
    }),
  };
}

describe("the engine against a reference written from the interface", () => {
  it("agrees on statuses, book, fills, positions and balances after every step", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80, size: "max" }), (steps) => {
        const p = pair();
        for (const s of steps) {
          run(p, s);
          expect(snapshot(p)).toEqual(expectedSnapshot(p));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("never leaves the book crossed", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80, size: "max" }), (steps) => {
        const p = pair();
        for (const s of steps) {
          run(p, s);
          const book = p.exchange.book(p.btc.id);
          const bid = book?.bids.best()?.price;
          const ask = book?.asks.best()?.price;
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
