import { describe, expect, test } from "vitest";
import { fill, order, position } from "../../test/account-messages.js";
import type { Fill, Order, Position } from "../generated/types.js";
import { AccountLedger } from "./account-ledger.js";
import type { AccountSnapshot } from "./account-records.js";

const A = "a0000000-0000-4000-8000-000000000001";
const B = "b0000000-0000-4000-8000-000000000002";
const empty: AccountSnapshot = { orders: [], positions: [], balances: [], fills: [] };

const orders = (...list: Record<string, unknown>[]) => list as unknown as Order[];
const fills = (...list: Record<string, unknown>[]) => list as unknown as Fill[];
const positions = (...list: Record<string, unknown>[]) => list as unknown as Position[];

/** A ledger after its snapshot, and one quiet point, so each test starts from a clean check. */
function started(snapshot: AccountSnapshot = empty): AccountLedger {
  const ledger = new AccountLedger();
  ledger.reset(snapshot);
  expect(ledger.settle()).toBeUndefined();
  return ledger;
}

describe("the account ledger", () => {
  test("counts a fill once whatever order its position, fill and order messages come in", () => {
    const orderings = [
      ["position", "fill", "order"],
      ["fill", "order", "position"],
      ["order", "position", "fill"],
    ] as const;
    for (const ordering of orderings) {
      const ledger = started();
      ledger.applyOrders(orders(order(A, "0", "NEW")));
      for (const kind of ordering) {
        if (kind === "position") ledger.applyPositions(positions(position("0.02")), 2);
        if (kind === "fill") ledger.applyFills(fills(fill("f1", A, "0.02")));
        if (kind === "order") ledger.applyOrders(orders(order(A, "0.02", "FILLED_PARTIAL")));
      }
      expect(ledger.settle()).toBeUndefined();
      expect(ledger.position("BTCUSD")?.size).toBe("0.02");
      expect(ledger.order(A)?.filled).toBe("0.02");
      expect(ledger.fills().map((f) => f.id)).toEqual(["f1"]);
    }
  });

  test("ignores a repeated fill, a repeated order state and a repeated position", () => {
    const ledger = started();
    expect(ledger.applyOrders(orders(order(A, "0", "NEW")))).toHaveLength(1);
    expect(ledger.applyFills(fills(fill("f1", A, "0.01")))).toHaveLength(1);
    expect(ledger.applyFills(fills(fill("f1", A, "0.01")))).toEqual([]);
    expect(ledger.applyOrders(orders(order(A, "0.01", "FILLED_PARTIAL")))).toHaveLength(1);
    expect(ledger.applyOrders(orders(order(A, "0.01", "FILLED_PARTIAL")))).toEqual([]);
    ledger.applyPositions(positions(position("0.01")), 5);
    ledger.applyPositions(positions(position("0.01")), 5);
    expect(ledger.settle()).toBeUndefined();
    expect(ledger.fills()).toHaveLength(1);
  });

  test("never moves an order back, nor reopens a finished one", () => {
    const ledger = started();
    ledger.applyOrders(orders(order(A, "0.03", "FILLED")));
    expect(ledger.applyOrders(orders(order(A, "0.01", "FILLED_PARTIAL")))).toEqual([]);
    expect(ledger.applyOrders(orders(order(A, "0", "NEW")))).toEqual([]);
    expect(ledger.order(A)).toBeUndefined();
    ledger.applyOrders(orders(order(B, "0", "NEW")));
    ledger.applyOrders(orders(order(B, "0", "CANCELED")));
    expect(ledger.applyOrders(orders(order(B, "0", "NEW")))).toEqual([]);
    expect(ledger.orders()).toEqual([]);
  });

  test("keeps a position only from a message at least as recent", () => {
    const ledger = started();
    ledger.applyPositions(positions(position("0.02")), 20);
    expect(ledger.applyPositions(positions(position("0.01")), 10)).toEqual([]);
    expect(ledger.position("BTCUSD")?.size).toBe("0.02");
    ledger.applyPositions(positions(position("0")), 30);
    expect(ledger.positions()).toEqual([]);
  });

  test("finds a missed fill, a missed order update and a missed position update", () => {
    const missedFill = started();
    missedFill.applyOrders(orders(order(A, "0.02", "FILLED_PARTIAL")));
    missedFill.applyPositions(positions(position("0.02")), 2);
    expect(missedFill.settle()).toMatch(/^order a0000000.*fills add up to 0/);

    const missedOrder = started();
    missedOrder.applyFills(fills(fill("f1", A, "0.02")));
    missedOrder.applyPositions(positions(position("0.02")), 2);
    expect(missedOrder.settle()).toMatch(/^order a0000000.*moved by 0 but its fills add up to/);

    const missedPosition = started();
    missedPosition.applyOrders(orders(order(A, "0.02", "FILLED_PARTIAL")));
    missedPosition.applyFills(fills(fill("f1", A, "0.02")));
    expect(missedPosition.settle()).toMatch(/^BTCUSD: the position moved by 0/);
  });

  test("does not count again a fill its snapshot already holds", () => {
    const snapshot: AccountSnapshot = {
      orders: [
        {
          order: {
            id: A,
            clientOrderId: undefined,
            symbol: "BTCUSD",
            side: "buy",
            type: "LIMIT",
            status: "FILLED_PARTIAL",
            quantity: "0.03",
            availableQuantity: "0.01",
            filled: "0.02",
            price: "60000",
            reduceOnly: false,
            createdAt: 1,
          },
          time: 1_700_000_001_000,
        },
      ],
      positions: [
        {
          position: {
            id: "p",
            symbol: "BTCUSD",
            side: "buy",
            size: "0.02",
            cost: "1200",
            realizedPnl: "0",
            fees: "0.2",
          },
          time: 1_700_000_001_000,
        },
      ],
      balances: [],
      fills: [],
    };
    const ledger = new AccountLedger();
    ledger.reset(snapshot);
    // The fill came over the stream after the reads, but it is older than what they read.
    ledger.applyFills(fills(fill("f1", A, "0.02", 1_700_000_001_000)));
    ledger.applyOrders(orders(order(A, "0.02", "FILLED_PARTIAL")));
    expect(ledger.settle()).toBeUndefined();
    // A newer one counts.
    ledger.applyFills(fills(fill("f2", A, "0.01", 1_700_000_002_000)));
    ledger.applyOrders(orders(order(A, "0.03", "FILLED")));
    ledger.applyPositions(positions(position("0.03")), 1_700_000_002_000);
    expect(ledger.settle()).toBeUndefined();
  });

  test("keeps at most maxFills fills, the newest", () => {
    const ledger = new AccountLedger(2);
    ledger.reset(empty);
    ledger.applyFills(fills(fill("f1", A, "1"), fill("f2", A, "1"), fill("f3", A, "1")));
    expect(ledger.fills().map((f) => f.id)).toEqual(["f2", "f3"]);
  });
});
