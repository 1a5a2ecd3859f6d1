import { afterEach, describe, expect, test } from "vitest";
import { ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient } from "../client.js";
import { decodeRecordingEntry, type RecordedChannel, type RecordingEntry } from "../index.js";
import { recordMarket } from "./recorder.js";

// The recorder against a gateway written from the interface alone (test/scripted-server.ts) that
// loses what it sends: it drops connections (whatever it sends until the client is back is
// lost), skips L2Book diffs, and sends trades and tickers the client cannot read. The interface
// gives trades and tickers no sequence, so a message lost on a connection that stays up without
// a trace cannot be known; every way of losing one that a client can see is played here, and
// every trade and ticker missing from the file must lie inside a gap line of its channel.

const SYMBOLS = ["BTCUSD", "ETHUSD"];
const STEPS = 400;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A small seeded generator (mulberry32), so each seed plays the same faults. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A trade or ticker the gateway sent, and the text that finds it in the file. */
interface Sent {
  readonly symbol: string;
  readonly channel: RecordedChannel;
  readonly time: number;
  readonly key: string;
}

/** The gateway's market: each symbol's book time, and what it has pushed. */
class Market {
  t = 1_000;
  seq = 0;
  readonly bookTime = new Map<string, number>();
  readonly sent: Sent[] = [];

  snapshot(symbol: string) {
    this.bookTime.set(symbol, this.t);
    return { s: symbol, t: this.t, b: [["100", "1"]], a: [["101", "1"]] };
  }
}

/** Pushes to the latest connection when it has the topic subscribed; else it goes nowhere. */
function push(server: ScriptedServer, channel: string, symbol: string, data: unknown): void {
  const conn = server.latest();
  if (conn?.topics.has(`${channel}|${symbol}`)) conn.push(channel, data);
}

/** Waits until a connection after the `seen`-th has every topic subscribed. */
async function restored(server: ScriptedServer, seen: number): Promise<void> {
  const conn = await server.connection(seen);
  for (const symbol of SYMBOLS) {
    for (const type of ["L2Book", "TradeFill", "Ticker"]) {
      await conn.nextRequest(
        (r) => r.event === "subscribe" && r.data.type === type && r.data.symbol === symbol,
      );
    }
  }
}

/** One turn of the gateway's market in one symbol, with the faults `random` picks. */
function turn(market: Market, server: ScriptedServer, symbol: string, random: () => number) {
  market.t += 10;
  const pt = market.bookTime.get(symbol);
  market.bookTime.set(symbol, market.t);
  // One diff in eight is skipped: the next one names a previous time the client never saw.
  if (pt !== undefined && random() >= 1 / 8) {
    push(server, "L2Book", symbol, { s: symbol, t: market.t, pt, b: [["100", "2"]], a: [] });
  }
  const trades = Math.floor(random() * 3);
  for (let i = 0; i < trades; i++) {
    const px = `${60_000 + ++market.seq}`;
    market.sent.push({ symbol, channel: "TradeFill", time: market.t, key: px });
    const id = `00000000-0000-4000-8000-${String(market.seq).padStart(12, "0")}`;
    // One trade in twenty has a number where the interface has a string: unreadable.
    const sz = random() < 1 / 20 ? 5 : "0.5";
    push(server, "TradeFill", symbol, {
      s: symbol,
      t: market.t,
      d: [{ id, px, sz, sd: 0, sids: [] }],
    });
  }
  if (random() < 1 / 3) {
    const markPx = `${++market.seq}`;
    market.sent.push({ symbol, channel: "Ticker", time: market.t, key: markPx });
    // One ticker in twenty has a number where the interface has a string: unreadable.
    const mark = random() < 1 / 20 ? 7 : markPx;
    push(server, "Ticker", symbol, { s: symbol, t: market.t, markPx: mark });
  }
}

/** The key of a recorded trade or ticker line, as `Sent` has it. */
function keyOf(entry: RecordingEntry): string | undefined {
  if (entry.kind === "trade") return entry.price;
  if (entry.kind === "ticker") return entry.ticker.markPx;
  return undefined;
}

/**
 * The spans a channel's gap lines leave open: from the gap's time to the time of that channel's
 * next line in the file (or the end of the file).
 */
function gapSpans(entries: readonly RecordingEntry[], symbol: string, channel: RecordedChannel) {
  const kind = channel === "TradeFill" ? "trade" : "ticker";
  const spans: { from: number; to: number }[] = [];
  let open: number | undefined;
  for (const entry of entries) {
    if (entry.symbol !== symbol) continue;
    if (entry.kind === "gap" && entry.channel === channel) open ??= entry.time;
    else if (entry.kind === kind && open !== undefined) {
      spans.push({ from: open, to: entry.time });
      open = undefined;
    }
  }
  if (open !== undefined) spans.push({ from: open, to: Number.POSITIVE_INFINITY });
  return spans;
}

describe("a recording from a gateway that loses messages", () => {
  test.each([1, 2, 3])(
    "every trade and ticker missing from the file lies inside a gap line of its channel (seed %i)",
    async (seed) => {
      const random = generator(seed);
      const market = new Market();
      const server = await ScriptedServer.start({
        onSubscribe: (topic, conn) => {
          if (topic.type === "L2Book") conn.push("L2Book", market.snapshot(topic.symbol as string));
        },
      });
      const client = createStreamClient({
        url: server.url,
        reconnect: { initialDelayMs: 1, maxDelayMs: 5 },
        budget: false,
      });
      cleanups.push(async () => {
        await client.close();
        await server.close();
      });
      const lines: string[] = [];
      const recorder = recordMarket(client, { symbols: SYMBOLS, write: (l) => lines.push(l) });
      await recorder.ready;
      await restored(server, 0);
      let drops = 0;
      for (let step = 0; step < STEPS; step++) {
        for (const symbol of SYMBOLS) turn(market, server, symbol, random);
        if (random() < 1 / 40) {
          // What the next few turns send goes nowhere: the client is still away.
          server.latest()?.terminate();
          drops++;
          for (let lost = 0; lost < 3; lost++) {
            for (const symbol of SYMBOLS) turn(market, server, symbol, random);
          }
          await restored(server, drops);
        }
        if (step % 20 === 0) await client.ping().catch(() => undefined);
      }
      // A last trade and ticker in each market, read before the file is.
      for (const symbol of SYMBOLS) {
        market.t += 10;
        const px = `${60_000 + ++market.seq}`;
        market.sent.push({ symbol, channel: "TradeFill", time: market.t, key: px });
        const d = [{ id: "00000000-0000-4000-8000-ffffffffffff", px, sz: "1", sd: 1, sids: [] }];
        push(server, "TradeFill", symbol, { s: symbol, t: market.t, d });
      }
      await client.ping();
      await recorder.stop();

      const entries = lines.slice(1).map((line, i) => decodeRecordingEntry(line, i + 2));
      const recorded = new Set(entries.map(keyOf).filter((k) => k !== undefined));
      const missing = market.sent.filter((s) => !recorded.has(s.key));
      const outside = missing.filter(
        (m) =>
          !gapSpans(entries, m.symbol, m.channel).some((g) => g.from <= m.time && m.time <= g.to),
      );
      expect(outside).toEqual([]);
      // The faults happened: messages went missing on both channels, and gaps say so.
      expect(drops).toBeGreaterThan(0);
      expect(missing.some((m) => m.channel === "TradeFill")).toBe(true);
      expect(missing.some((m) => m.channel === "Ticker")).toBe(true);
      expect(recorder.stats().trades).toBeGreaterThan(0);
      const reasons = new Set(entries.map((e) => (e.kind === "gap" ? e.reason : undefined)));
      expect([...reasons].filter((r) => r !== undefined).sort()).toEqual([
        "gap",
        "reconnect",
        "unreadable",
      ]);
    },
  );
});
