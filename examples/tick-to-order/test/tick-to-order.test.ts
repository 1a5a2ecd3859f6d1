import { channel } from "node:diagnostics_channel";
import { privateKeySigner, setCurveBackend } from "@perpkit/signing";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, describe, expect, test, vi } from "vitest";
import { capturedOrderRequest, floorSession } from "../bench/floor-session.js";
import {
  perpkitSession,
  rawSession,
  tickMeter,
  warmRestClient,
  withinDeadline,
} from "../bench/sessions.js";
import { markingSigner, STEPS, stepMarks, stepSession } from "../bench/step-session.js";
import { type Exchange, startExchange } from "../src/exchange.js";

const key = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const exchanges: Exchange[] = [];
afterEach(async () => {
  for (const exchange of exchanges.splice(0)) await exchange.close();
});

/** The prices of the first `count` orders the exchange receives, in order. */
async function prices(exchange: Exchange, count: number): Promise<string[]> {
  // A session ends when its last order is written; the exchange may not have read it yet.
  await vi.waitFor(() => expect(exchange.orders.length).toBeGreaterThanOrEqual(count));
  return exchange.orders
    .slice(0, count)
    .map((body) => (JSON.parse(body) as { data: { price: string } }).data.price);
}

/**
 * The prices perpkit quotes for the first `count` messages: the snapshot's best bid, then a level
 * one tick above it and back, diff by diff (as it writes them: shortest form).
 */
const quotes = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? "64999.5" : "65000"));

describe("tick to order", () => {
  test("perpkit answers the snapshot and every diff with a post-only order at the best bid, each diff measured once", async () => {
    const signer = privateKeySigner(key);
    const exchange = await startExchange({ ticks: 6, gapMs: 1, owner: signer.address });
    exchanges.push(exchange);
    setCurveBackend("js");
    const rest = await warmRestClient(exchange, signer);
    const latencies = await perpkitSession(exchange, rest, 6);
    expect(latencies).toHaveLength(6);
    for (const us of latencies) expect(us).toBeGreaterThan(0);
    expect(await prices(exchange, 7)).toEqual(quotes(7));
    const sent = JSON.parse(exchange.orders[1] ?? "{}") as { data: Record<string, unknown> };
    expect(sent.data).toMatchObject({ side: 0, type: "LIMIT", postOnly: true, quantity: "0.001" });
  });

  test("the bare client sends the same orders, as the exchange writes their prices", async () => {
    const account = privateKeyToAccount(key);
    const exchange = await startExchange({ ticks: 4, gapMs: 1, owner: account.address });
    exchanges.push(exchange);
    const latencies = await rawSession(exchange, account, 4);
    expect(latencies).toHaveLength(4);
    expect(await prices(exchange, 5)).toEqual([
      "64999.500000000",
      "65000.000000000",
      "64999.500000000",
      "65000.000000000",
      "64999.500000000",
    ]);
  });

  test("the floor answers the snapshot and every diff with perpkit's own request bytes, each diff signed and timed once", async () => {
    const signer = privateKeySigner(key);
    const exchange = await startExchange({ ticks: 5, gapMs: 1, owner: signer.address });
    exchanges.push(exchange);
    setCurveBackend("js");
    const rest = await warmRestClient(exchange, signer);
    const order = {
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      price: "64999.5",
      quantity: "0.001",
      timeInForce: "GTD",
      postOnly: true,
    } as const;
    const request = await capturedOrderRequest(rest, order);
    const text = request.toString();
    expect(text).toMatch(/^POST \/v1\/order HTTP\/1\.1\r\n/);
    const [head, body] = text.split("\r\n\r\n") as [string, string];
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    await vi.waitFor(() => expect(exchange.orders).toHaveLength(1));
    expect(body).toBe(exchange.orders[0]);
    const signed: string[] = [];
    const times = await floorSession(exchange, {
      ticks: 5,
      request,
      sign: (digest) => signed.push(digest),
    });
    expect([times.ticks, times.signatures, times.writes].map((t) => t.length)).toEqual([5, 5, 5]);
    expect(new Set(signed).size).toBe(5);
    for (const [i, us] of times.ticks.entries()) {
      expect(us).toBeGreaterThanOrEqual((times.signatures[i] ?? 0) + (times.writes[i] ?? 0));
    }
    // The capture's order, the snapshot's and one per diff, each as perpkit wrote it.
    await vi.waitFor(() => expect(exchange.orders).toHaveLength(7));
    expect(new Set(exchange.orders)).toEqual(new Set([body]));
  });

  test("the step-by-step loop stamps every diff at each step, in order, and sends the same orders", async () => {
    const marks = stepMarks();
    const signer = markingSigner(key, marks);
    const exchange = await startExchange({ ticks: 5, gapMs: 1, owner: signer.address });
    exchanges.push(exchange);
    setCurveBackend("js");
    const rest = await warmRestClient(exchange, signer);
    const ticks = await stepSession(exchange, rest, marks, 5);
    expect(ticks).toHaveLength(5);
    for (const tick of ticks) {
      expect(Object.keys(tick)).toEqual([...STEPS]);
      const times = STEPS.map((step) => tick[step]);
      expect(times[0]).toBeGreaterThan(0);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(await prices(exchange, 6)).toEqual(quotes(6));
  });

  test("step marks count only whole ticks: steps outside a tick and ticks cut short are left out", () => {
    const marks = stepMarks();
    marks.mark("placeOrder");
    marks.mark("bodySent");
    expect(marks.ticks).toHaveLength(0);
    marks.arrived(performance.now());
    for (const step of STEPS) marks.mark(step);
    marks.mark("bodySent");
    expect(marks.ticks).toHaveLength(1);
    marks.arrived(performance.now());
    marks.mark("update");
    marks.mark("signing");
    marks.mark("bodySent");
    expect(marks.ticks).toHaveLength(1);
  });

  test("an order's bodySent that comes after the next decision is paired with its own diff", () => {
    const bodySent = channel("undici:request:bodySent");
    let result: number[] | undefined;
    const timing = tickMeter(2, (latencies) => {
      result = latencies;
    });
    const now = performance.now();
    // The snapshot, answered and not counted.
    timing.arrived(now - 300);
    timing.decide();
    bodySent.publish({});
    // Diff 1 is decided, and diff 2 arrives and is decided, before diff 1's order is sent.
    timing.arrived(now - 200);
    timing.decide();
    timing.arrived(now - 100);
    timing.decide();
    bodySent.publish({});
    expect(result).toBeUndefined();
    bodySent.publish({});
    const [first, second] = result ?? [];
    // Each from its own arrival: 200 ms and 100 ms ago, give or take the test's own time.
    expect(first).toBeGreaterThanOrEqual(200_000);
    expect(second).toBeGreaterThanOrEqual(100_000);
    expect(second).toBeLessThan(200_000);
    // Done: a later bodySent changes nothing.
    bodySent.publish({});
    expect(result).toHaveLength(2);
  });

  test("a session that stalls fails at its deadline, with a message naming it", async () => {
    const signer = privateKeySigner(key);
    // The exchange sends 2 diffs; a session waiting for 5 never ends on its own.
    const exchange = await startExchange({ ticks: 2, gapMs: 1, owner: signer.address });
    exchanges.push(exchange);
    setCurveBackend("js");
    const rest = await warmRestClient(exchange, signer);
    const stalled = perpkitSession(exchange, rest, 5);
    await expect(withinDeadline("perpkit (round 1 of 8)", stalled, 300)).rejects.toThrow(
      "the session of perpkit (round 1 of 8) did not end within 300 ms",
    );
    await vi.waitFor(() => expect(exchange.orders).toHaveLength(3));
  });

  test("a session that ends within its deadline answers its own result", async () => {
    await expect(withinDeadline("the floor", Promise.resolve([1, 2]), 60_000)).resolves.toEqual([
      1, 2,
    ]);
  });
});
