import { DecodeError } from "@perpkit/core";
import { afterEach, describe, expect, test } from "vitest";
import { fill, order, position, SUBACCOUNT } from "../../test/account-messages.js";
import {
  restFill,
  restOrder,
  restPosition,
  type ScriptedRest,
  scriptedRest,
} from "../../test/scripted-rest.js";
import { type ScriptedConnection, ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient } from "../client.js";
import type { AccountEvents } from "./account-records.js";
import { StaleAccountError } from "./account-records.js";
import { type WatchedAccount, watchAccount } from "./watch-account.js";

// The maintained account against a scripted exchange: a gateway that delivers the account
// channels' messages duplicated, out of order or not at all, and a REST side that holds what the
// exchange really has.

const A = "a0000000-0000-4000-8000-000000000001";
const B = "b0000000-0000-4000-8000-000000000002";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Exchange {
  readonly server: ScriptedServer;
  readonly rest: ScriptedRest;
  readonly account: WatchedAccount;
  readonly events: { name: keyof AccountEvents; value: unknown }[];
  /** The connection that carries the account channels now. */
  connection(): Promise<ScriptedConnection>;
  /** Pushes a message on an account channel, `{ t, d }` as the interface gives it. */
  push(channel: string, d: unknown[], t?: number): Promise<void>;
}

async function start(setup: (rest: ScriptedRest) => void = () => undefined): Promise<Exchange> {
  const server = await ScriptedServer.start();
  cleanups.push(() => server.close());
  const rest = scriptedRest();
  setup(rest);
  const client = createStreamClient({
    url: server.url,
    budget: false,
    reconnect: { initialDelayMs: 5, maxDelayMs: 20, jitter: 0 },
  });
  cleanups.push(() => client.close());
  const account = watchAccount(client, rest, {
    subaccountId: SUBACCOUNT,
    // Long enough that a busy machine pausing between two pushes is not a quiet point.
    settleMs: 400,
    retryDelayMs: 5,
  });
  cleanups.push(() => account.close());
  const events: Exchange["events"] = [];
  for (const name of ["status", "resync", "update", "close"] as const) {
    account.on(name, (value) => events.push({ name, value }));
  }
  await account.ready;
  const connection = async () => {
    await server.until((s) => (s.latest()?.topics.size ?? 0) === 5);
    return server.latest() as ScriptedConnection;
  };
  return {
    server,
    rest,
    account,
    events,
    connection,
    async push(channel, d, t = Date.now()) {
      (await connection()).push(channel, { t, d });
    },
  };
}

/** The next resync's reason and detail. */
function nextResync(account: WatchedAccount): Promise<AccountEvents["resync"]> {
  return new Promise((resolve) => {
    const off = account.on("resync", (value) => {
      off();
      resolve(value);
    });
  });
}

describe("a maintained account", () => {
  test("starts from REST: open orders, positions, balances; reads throw until then", async () => {
    const server = await ScriptedServer.start();
    cleanups.push(() => server.close());
    const rest = scriptedRest();
    rest.state.orders.push(restOrder(A, "0.01", "FILLED_PARTIAL"));
    rest.state.positions.push(restPosition("0.01"));
    const client = createStreamClient({ url: server.url, budget: false });
    cleanups.push(() => client.close());
    const account = watchAccount(client, rest, { subaccountId: SUBACCOUNT });
    cleanups.push(() => account.close());
    expect(account.status).toBe("syncing");
    expect(() => account.orders()).toThrow(StaleAccountError);
    await account.ready;
    expect(account.status).toBe("live");
    expect(account.orders()).toMatchObject([
      { id: A, symbol: "BTCUSD", side: "buy", filled: "0.01", availableQuantity: "0.02" },
    ]);
    expect(account.position("BTCUSD")).toMatchObject({ size: "0.01", side: "buy" });
    expect(account.balances()).toMatchObject([{ tokenName: "USD", available: "10000" }]);
    expect(account.subscriptions.map((s) => s.topic)).toEqual([
      { type: "OrderUpdate", subaccountId: SUBACCOUNT },
      { type: "OrderFill", subaccountId: SUBACCOUNT },
      { type: "PositionUpdate", subaccountId: SUBACCOUNT },
      { type: "TokenTransfer", subaccountId: SUBACCOUNT },
      { type: "SubaccountLiquidation", subaccountId: SUBACCOUNT },
    ]);
  });

  test("applies a fill once when PositionUpdate comes before OrderFill, as the sandbox sends", async () => {
    const x = await start();
    await x.push("OrderUpdate", [order(A, "0", "NEW")]);
    await x.push("PositionUpdate", [position("0.02")]);
    await x.push("OrderFill", [fill("f1", A, "0.02")]);
    await x.push("OrderUpdate", [order(A, "0.02", "FILLED_PARTIAL")]);
    await x.account.settled();
    expect(x.account.position("BTCUSD")?.size).toBe("0.02");
    expect(x.account.fills().map((f) => f.quantity)).toEqual(["0.02"]);
    expect(x.account.order(A)?.filled).toBe("0.02");
    expect(x.events.filter((e) => e.name === "resync")).toEqual([]);
  });

  test("a duplicated fill, order update and position update change nothing more", async () => {
    const x = await start();
    for (let copy = 0; copy < 2; copy++) {
      await x.push("OrderUpdate", [order(A, "0", "NEW")]);
      await x.push("OrderFill", [fill("f1", A, "0.01")]);
      await x.push("PositionUpdate", [position("0.01")], 5);
      await x.push("OrderUpdate", [order(A, "0.01", "FILLED_PARTIAL")]);
    }
    await x.account.settled();
    expect(x.account.fills()).toHaveLength(1);
    expect(x.account.position("BTCUSD")?.size).toBe("0.01");
    expect(x.account.order(A)?.filled).toBe("0.01");
    const updates = x.events.filter((e) => e.name === "update").map((e) => e.value);
    expect(updates).toEqual([
      { kind: "snapshot" },
      { kind: "order", order: expect.objectContaining({ id: A, status: "NEW" }) },
      { kind: "fill", fill: expect.objectContaining({ id: "f1" }) },
      { kind: "position", position: expect.objectContaining({ size: "0.01" }) },
      { kind: "order", order: expect.objectContaining({ status: "FILLED_PARTIAL" }) },
      { kind: "balances", balances: expect.any(Array) },
    ]);
  });

  test("an older state arriving after a newer one is ignored", async () => {
    const x = await start();
    await x.push("OrderUpdate", [order(A, "0.03", "FILLED")]);
    await x.push("OrderFill", [fill("f1", A, "0.03")]);
    await x.push("PositionUpdate", [position("0.03")], 2_000);
    await x.push("OrderUpdate", [order(A, "0.01", "FILLED_PARTIAL")]);
    await x.push("PositionUpdate", [position("0.01")], 1_000);
    await x.account.settled();
    expect(x.account.orders()).toEqual([]);
    expect(x.account.position("BTCUSD")?.size).toBe("0.03");
    expect(x.events.filter((e) => e.name === "resync")).toEqual([]);
  });

  test.each([
    ["an OrderFill", ["order", "position"]],
    ["an OrderUpdate", ["fill", "position"]],
    ["a PositionUpdate", ["order", "fill"]],
  ] as const)(
    "a missing %s is found at the quiet point and REST is read again",
    async (_what, sent) => {
      const x = await start();
      await x.push("OrderUpdate", [order(A, "0", "NEW")]);
      await x.account.settled();
      // The exchange has the fill; one of its three messages never comes.
      x.rest.state.orders.push(restOrder(A, "0.02", "FILLED_PARTIAL", 2));
      x.rest.state.positions.push(restPosition("0.02", 2));
      x.rest.state.fills.push(restFill("f1", A, "0.02", x.rest.state.time + 1));
      const resync = nextResync(x.account);
      const kinds: readonly string[] = sent;
      if (kinds.includes("order"))
        await x.push("OrderUpdate", [order(A, "0.02", "FILLED_PARTIAL")]);
      if (kinds.includes("fill")) await x.push("OrderFill", [fill("f1", A, "0.02")]);
      if (kinds.includes("position")) await x.push("PositionUpdate", [position("0.02")]);
      const { reason, detail } = await resync;
      expect(reason).toBe("gap");
      expect(detail).toMatch(/adds? up to/);
      await x.account.settled();
      expect(x.account.order(A)?.filled).toBe("0.02");
      expect(x.account.position("BTCUSD")?.size).toBe("0.02");
      expect(x.account.fills().map((f) => f.id)).toEqual(["f1"]);
    },
  );

  test("reads again from REST after a reconnect; what the channels missed meanwhile is there", async () => {
    const x = await start();
    const syncing = new Promise<void>((resolve) =>
      x.account.on("status", (s) => s === "syncing" && resolve()),
    );
    const reads = x.rest.reads;
    // While the connection is down, an order is placed and filled.
    x.rest.state.orders.push(restOrder(B, "0.01", "FILLED_PARTIAL", 3));
    x.rest.state.positions.push(restPosition("0.01", 3));
    x.rest.state.fills.push(restFill("f9", B, "0.01", x.rest.state.time + 5));
    (await x.connection()).terminate();
    await syncing;
    expect(() => x.account.positions()).toThrow(StaleAccountError);
    await x.account.settled();
    expect(x.rest.reads).toBe(reads + 1);
    expect(x.account.order(B)?.filled).toBe("0.01");
    expect(x.account.fills().map((f) => f.id)).toEqual(["f9"]);
    const resyncs = x.events.filter((e) => e.name === "resync").map((e) => e.value);
    expect(resyncs).toEqual([{ reason: "reconnect", error: undefined, detail: undefined }]);
  });

  test("a message it cannot read resyncs, naming the error", async () => {
    const x = await start();
    const resync = nextResync(x.account);
    await x.push("OrderFill", [{ ...fill("f1", A, "0.01"), px: "1e5" }]);
    const { reason, error } = await resync;
    expect(reason).toBe("invalid-message");
    expect(error).toBeInstanceOf(DecodeError);
    await x.account.settled();
    expect(x.account.fills()).toEqual([]);
  });

  test("a liquidation resyncs: positions move without fills", async () => {
    const x = await start((rest) => rest.state.positions.push(restPosition("0.02")));
    const resync = nextResync(x.account);
    x.rest.state.positions.length = 0;
    (await x.connection()).push("SubaccountLiquidation", {
      sid: SUBACCOUNT,
      t: Date.now(),
      d: [{ s: "BTCUSD", px: "59000", sz: "0.02" }],
    });
    expect((await resync).reason).toBe("liquidation");
    await x.account.settled();
    expect(x.account.positions()).toEqual([]);
  });

  test("a failed REST read is retried until the snapshot is in", async () => {
    const x = await start();
    const errors: unknown[] = [];
    x.account.on("error", (e) => errors.push(e));
    x.rest.failNext(2);
    x.account.resync();
    await x.account.settled();
    expect(errors).toHaveLength(2);
    expect(x.account.status).toBe("live");
  });

  test("after close, reads say it is closed and settled() rejects", async () => {
    const x = await start();
    await x.account.close();
    expect(x.account.status).toBe("closed");
    expect(() => x.account.orders()).toThrow(/is closed/);
    await expect(x.account.settled()).rejects.toBeInstanceOf(StaleAccountError);
    expect(x.events.at(-1)).toEqual({ name: "close", value: { error: undefined } });
  });
});
