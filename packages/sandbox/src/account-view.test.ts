import { formatDecimal, parseDecimal } from "@perpkit/core";
import { createRestClient, type Product, type RestClient } from "@perpkit/rest";
import {
  type AccountResyncReason,
  createStreamClient,
  readAccountSnapshot,
  type WatchedAccount,
  watchAccount,
} from "@perpkit/stream";
import { afterEach, describe, expect, test } from "vitest";
import { wallet } from "../test/helpers.js";
import { type Sandbox, startSandbox } from "./sandbox.js";

// The maintained account of @perpkit/stream against the sandbox, with @perpkit/rest as its REST
// side: random orders from several subaccounts (the watched one among them), stream faults
// injected between rounds, and at every quiet point the view must be what REST says.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Random numbers in [0, 1) from a seed, so a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Trader {
  readonly name: string;
  readonly rest: RestClient;
}

const byId = <T extends { id: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

/** Checks that the account is what REST says, field by field. */
async function expectEqualToRest(account: WatchedAccount, rest: RestClient): Promise<void> {
  const now = await readAccountSnapshot(rest, account.subaccountId, {
    since: account.since as number,
  });
  expect(byId(account.orders())).toEqual(byId(now.orders.map((o) => o.order)));
  expect(account.positions()).toEqual(
    now.positions.map((p) => p.position).sort((a, b) => (a.symbol < b.symbol ? -1 : 1)),
  );
  expect(account.balances()).toEqual(now.balances);
  expect(byId(account.fills())).toEqual(byId(now.fills));
}

/** One random action of a trader: rest a limit order, take liquidity, or cancel. */
async function act(trader: Trader, products: readonly Product[], next: () => number) {
  const product = products[Math.floor(next() * products.length)] as Product;
  const tick = parseDecimal(product.tickSize, "tickSize");
  const lot = parseDecimal(product.lotSize, "lotSize");
  const mid = product.ticker === "BTCUSD" ? parseDecimal("60000", "") : parseDecimal("3000", "");
  const side = next() < 0.5 ? "buy" : "sell";
  const quantity = formatDecimal(lot * BigInt(1 + Math.floor(next() * 5)));
  const away = BigInt(1 + Math.floor(next() * 8)) * tick;
  const choice = next();
  if (choice < 0.45) {
    // A resting order, a few ticks off the middle on its own side.
    const price = formatDecimal(side === "buy" ? mid - away : mid + away);
    const order = { symbol: product.ticker, side, type: "LIMIT", quantity, price } as const;
    await trader.rest.placeOrder({ ...order, timeInForce: "GTD", throwOnReject: false });
  } else if (choice < 0.75) {
    // A taker that crosses whatever rests within ten ticks.
    const through = 10n * tick;
    const price = formatDecimal(side === "buy" ? mid + through : mid - through);
    const order = { symbol: product.ticker, side, type: "LIMIT", quantity, price } as const;
    await trader.rest.placeOrder({ ...order, timeInForce: "IOC", throwOnReject: false });
  } else if (choice < 0.95) {
    const open = await trader.rest.listOrders({ isWorking: true });
    const target = open.data[Math.floor(next() * open.data.length)];
    if (target) await trader.rest.cancelOrders({ orderIds: [target.id], throwOnReject: false });
  } else {
    await trader.rest.cancelAll({ symbol: product.ticker, throwOnReject: false });
  }
}

describe("a maintained account on the sandbox", () => {
  test("equals REST at every quiet point, through random trading, reconnects and gaps", async () => {
    const sandbox: Sandbox = await startSandbox({
      port: 0,
      host: "127.0.0.1",
      oracle: false,
      stream: { l2BookIntervalMs: 50 },
      seed: 25,
    });
    cleanups.push(() => sandbox.close());
    // A fixed mark price: others' trades move no margin of the watched account.
    sandbox.oracle.set("BTCUSD", "60000");
    sandbox.oracle.set("ETHUSD", "3000");
    const [alice, bob, carol] = [wallet(31), wallet(32), wallet(33)];
    for (const w of [alice, bob, carol]) await sandbox.fund(w.address, "10000000");
    await sandbox.fund(alice.address, "10000000", { subaccount: "second" });
    const client = (w: typeof alice, subaccount?: string) =>
      createRestClient({ baseUrl: sandbox.baseUrl, signer: w.signer, subaccount });
    const watched = client(alice, "primary");
    const traders: Trader[] = [
      { name: "alice", rest: watched },
      { name: "alice's second subaccount", rest: client(alice, "second") },
      { name: "bob", rest: client(bob) },
      { name: "carol", rest: client(carol) },
    ];
    const products = (await watched.getProducts()).filter(
      (p) => p.ticker === "BTCUSD" || p.ticker === "ETHUSD",
    );
    const stream = createStreamClient({
      url: sandbox.wsUrl,
      reconnect: { initialDelayMs: 10, maxDelayMs: 50 },
    });
    cleanups.push(() => stream.close());
    const account = watchAccount(stream, watched, {
      subaccountId: (await watched.getOwnSubaccount()).id,
      settleMs: 100,
    });
    cleanups.push(() => account.close());
    const reasons: AccountResyncReason[] = [];
    account.on("resync", ({ reason }) => reasons.push(reason));
    await account.ready;

    const next = random(25);
    let quietPoints = 0;
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 10; i++) {
        // The watched subaccount acts half the time, the three others the rest.
        const trader = next() < 0.5 ? traders[0] : traders[1 + Math.floor(next() * 3)];
        await act(trader as Trader, products, next);
      }
      // Faults between rounds: every connection dropped (1006), or a book diff left out (a gap).
      if (round % 3 === 1) sandbox.faults.stream.dropConnections();
      if (round % 3 === 2) sandbox.faults.stream.skipL2BookMessage("BTCUSD");
      await account.settled();
      await expectEqualToRest(account, watched);
      quietPoints++;
    }
    expect(quietPoints).toBe(12);
    expect(reasons.filter((r) => r === "reconnect")).toHaveLength(4);
    // Trading happened: the view has fills, and every one of them counted once.
    expect(account.fills().length).toBeGreaterThan(10);
    expect(new Set(account.fills().map((f) => f.id)).size).toBe(account.fills().length);
  }, 120_000);
});
