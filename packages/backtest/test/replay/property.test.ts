import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatDecimal, parseDecimal } from "@perpkit/core";
import { createRestClient, type RestClient } from "@perpkit/rest";
import type { Exchange } from "@perpkit/sandbox";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { type ReplaySandbox, startReplay } from "../../src/replay/start.js";
import { wallet } from "../helpers.js";
import { recordSimulated, STEP_MS, scratch } from "./recordings.js";

// A simple market maker, trading through the real REST client against a replay of a recorded
// simulated market, with whatever quoting fast-check picks: after every step the engine's
// invariants hold.

const SYMBOL = "BTCUSD";
const STEPS = 25;

/** What the market maker does in one step of the replay. */
const step = fc.record({
  /** Ticks inside the replay's best bid and ask (0 joins them). */
  inside: fc.integer({ min: 0, max: 3 }),
  /** Quantity of each quote, in lots. */
  lots: fc.integer({ min: 1, max: 40 }),
  /** Also take this many lots from the other side at once (0: no). */
  take: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 20 })),
  /** Leave last step's quotes where they are instead of requoting. */
  keep: fc.boolean(),
});

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let file: string;
beforeAll(async () => {
  const recording = await recordSimulated("property", STEPS + 5, [SYMBOL]);
  file = join(scratch(), "market.ndjson");
  writeFileSync(file, recording);
}, 120_000);

/** Σ collateral − Σ position cost + Σ fees paid, against the deposits: what trading cannot change. */
function moneyDrift(exchange: Exchange): { drift: bigint; fills: number } {
  let held = 0n;
  let deposited = 0n;
  let fills = 0;
  const collateral = exchange.collateral.id;
  for (const subaccount of exchange.subaccounts()) {
    held += exchange.balance(subaccount.id, collateral);
    for (const transfer of exchange.transfers(subaccount.id)) {
      if (transfer.type === "DEPOSIT" && transfer.status === "COMPLETED") {
        deposited += transfer.amount;
      }
    }
    for (const position of exchange.positionsOf(subaccount.id)) held -= position.cost;
    for (const fill of exchange.fillsOf(subaccount.id)) {
      held += fill.fee;
      fills++;
    }
  }
  return { drift: held - deposited, fills };
}

/** Every subaccount's position in every market is the sum of its fills there. */
function positionsMatchFills(exchange: Exchange): void {
  for (const subaccount of exchange.subaccounts()) {
    for (const product of exchange.products()) {
      let sum = 0n;
      for (const fill of exchange.fillsOf(subaccount.id)) {
        if (fill.productId === product.id) sum += fill.side === 0 ? fill.quantity : -fill.quantity;
      }
      const size = exchange.openPosition(subaccount.id, product.id)?.size ?? 0n;
      expect(size, `${subaccount.id} in ${product.ticker}`).toBe(sum);
    }
  }
}

function neverCrossed(exchange: Exchange): void {
  for (const product of exchange.products()) {
    const book = exchange.book(product.id);
    const bid = book?.bids.best()?.price;
    const ask = book?.asks.best()?.price;
    if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
  }
}

/** One step of the market maker: requote inside the replay's best prices, maybe take. */
async function quote(
  sandbox: ReplaySandbox,
  rest: RestClient,
  subaccountId: string,
  s: Step,
): Promise<void> {
  const product = sandbox.exchange.productByTicker(SYMBOL);
  if (!product) throw new Error("no BTCUSD");
  const book = sandbox.exchange.book(product.id);
  const bid = book?.bids.best()?.price;
  const ask = book?.asks.best()?.price;
  if (bid === undefined || ask === undefined) return;
  const open = sandbox.exchange.openOrdersOf(subaccountId).map((o) => o.id);
  if (!s.keep && open.length > 0) await rest.cancelOrders({ orderIds: open });
  const quantity = formatDecimal(product.lotSize * BigInt(s.lots));
  const tick = product.tickSize * BigInt(s.inside);
  const myBid = bid + tick < ask ? bid + tick : bid;
  const myAsk = ask - tick > myBid ? ask - tick : ask;
  const limit = { symbol: SYMBOL, type: "LIMIT", quantity, timeInForce: "GTD" } as const;
  if (!s.keep || open.length === 0) {
    await rest.placeOrder({
      ...limit,
      side: "buy",
      price: formatDecimal(myBid),
      postOnly: true,
      throwOnReject: false,
    });
    await rest.placeOrder({
      ...limit,
      side: "sell",
      price: formatDecimal(myAsk),
      postOnly: true,
      throwOnReject: false,
    });
  }
  if (s.take > 0) {
    await rest.placeOrder({
      symbol: SYMBOL,
      side: s.take % 2 === 0 ? "buy" : "sell",
      type: "MARKET",
      quantity: formatDecimal(product.lotSize * BigInt(s.take)),
      throwOnReject: false,
    });
  }
}

describe("a market maker against a replay", { timeout: 300_000 }, () => {
  test("the book is never crossed, money is conserved and positions equal fills, step after step", async () => {
    let botFills = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: STEPS }), async (steps) => {
        const sandbox = await startReplay({
          seed: "mm",
          rateLimits: false,
          retention: { records: 1_000_000 },
          replay: { file, speed: "step" },
        });
        try {
          const bot = wallet(77);
          const { subaccount } = await sandbox.fund(bot.address, "1000000");
          const rest = createRestClient({
            baseUrl: sandbox.baseUrl,
            signer: bot.signer,
            serverClockMaxAgeMs: 0,
          });
          await sandbox.replay?.advance(1);
          for (const s of steps) {
            await quote(sandbox, rest, subaccount.id, s);
            await sandbox.replay?.advance(STEP_MS);
            neverCrossed(sandbox.exchange);
            positionsMatchFills(sandbox.exchange);
            const { drift, fills } = moneyDrift(sandbox.exchange);
            // Each fill may round each side's notional by one unit of the 9th decimal.
            expect(drift < 0n ? -drift : drift).toBeLessThanOrEqual(BigInt(4 * fills));
          }
          // The bot's own view, through the REST client, agrees with its fills.
          const positions = await rest.listPositions({ open: true });
          const fills = await rest.listFills({ limit: 200 });
          let sum = 0n;
          for (const fill of fills.data) {
            const size = parseDecimal(fill.filled, "filled");
            sum += fill.side === 0 ? size : -size;
          }
          const position = positions.data[0];
          const signed =
            position === undefined
              ? 0n
              : (position.side === 0 ? 1n : -1n) * parseDecimal(position.size, "size");
          botFills += fills.data.length;
          expect(fills.hasNext).toBe(false);
          expect(signed).toBe(sum);
          expect(sandbox.replay?.status()).toMatchObject({ errors: 0 });
        } finally {
          await sandbox.close();
        }
      }),
      { numRuns: 6 },
    );
    // The runs traded: the quotes met the replay's taker and the takes its makers.
    expect(botFills).toBeGreaterThan(0);
  });
});
