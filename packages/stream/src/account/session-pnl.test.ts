import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { position } from "../../test/account-messages.js";
import type { Position } from "../generated/types.js";
import { AccountLedger } from "./account-ledger.js";
import { accountPositionOf } from "./account-records.js";

// The session's PnL survives a position closing: the account's view keeps only open positions,
// but what each realized and paid since the first snapshot stays counted.

const FIRST = "0d9f4c7e-1111-4a4a-9b9b-000000000001";
const SECOND = "0d9f4c7e-1111-4a4a-9b9b-000000000002";
const ETH = "0d9f4c7e-1111-4a4a-9b9b-000000000003";

const as = (fields: Record<string, unknown>) => fields as unknown as Position;

describe("the session's PnL", () => {
  test("keeps realized PnL and fees of closed positions, and values open ones at the mark", () => {
    const ledger = new AccountLedger();
    // Held at the first read: long 0.01 BTC, 2 realized and 0.1 paid before the session.
    const held = accountPositionOf(as({ ...position("0.01", FIRST), rpnl: "2", fee: "0.1" }));
    ledger.reset({ orders: [], positions: [{ position: held, time: 1 }], balances: [], fills: [] });
    // It closes having realized 7 in all (5 in the session), fees 0.3 in all (0.2 in it).
    ledger.applyPositions([as({ ...position("0", FIRST), rpnl: "7", fee: "0.3" })], 2);
    // A new long of 0.02 at 60000 (cost 1200), 0.2 of fees; then a short ETH position.
    ledger.applyPositions([as({ ...position("0.02", SECOND), fee: "0.2" })], 3);
    ledger.applyPositions(
      [as({ ...position("1", ETH), s: "ETHUSD", sd: 1, cost: "3000", rpnl: "-1", fee: "0.5" })],
      4,
    );
    expect(ledger.positions().map((p) => p.symbol)).toEqual(["BTCUSD", "ETHUSD"]);

    const pnl = ledger.session.pnl(ledger.positions(), { BTCUSD: "61000", ETHUSD: "2900" });
    // BTC: 0.02 x 61000 - 1200 = 20; ETH short 1 from 3000 at 2900: +100.
    expect(pnl.markets).toEqual([
      { symbol: "BTCUSD", realized: "5", fees: "0.4", unrealized: "20", mark: "61000" },
      { symbol: "ETHUSD", realized: "-1", fees: "0.5", unrealized: "100", mark: "2900" },
    ]);
    expect(pnl).toMatchObject({ realized: "4", fees: "0.9", unrealized: "120", net: "123.1" });
  });

  test("without a held market's mark, unrealized and net are unknown, the rest known", () => {
    const ledger = new AccountLedger();
    ledger.reset({ orders: [], positions: [], balances: [], fills: [] });
    ledger.applyPositions([as({ ...position("0.02", SECOND), rpnl: "1", fee: "0.2" })], 2);
    expect(ledger.session.pnl(ledger.positions())).toMatchObject({
      realized: "1",
      fees: "0.2",
      unrealized: undefined,
      net: undefined,
    });
    expect(() => ledger.session.pnl(ledger.positions(), { BTCUSD: "0" })).toThrow(ValidationError);
    expect(() => ledger.session.pnl(ledger.positions(), { BTCUSD: "x" })).toThrow(/marks\.BTCUSD/);
  });

  test("a resync's snapshot does not restart the session", () => {
    const ledger = new AccountLedger();
    ledger.reset({ orders: [], positions: [], balances: [], fills: [] });
    ledger.applyPositions([as({ ...position("0.02", SECOND), rpnl: "3", fee: "0.2" })], 2);
    const again = accountPositionOf(as({ ...position("0.02", SECOND), rpnl: "4", fee: "0.2" }));
    ledger.reset({
      orders: [],
      positions: [{ position: again, time: 3 }],
      balances: [],
      fills: [],
    });
    expect(ledger.session.pnl(ledger.positions(), { BTCUSD: "60000" })).toMatchObject({
      realized: "4",
      fees: "0.2",
      unrealized: "0",
    });
  });
});
