import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { type ScriptedConnection, ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient, type StreamClient } from "../client.js";
import type { L2Book } from "../generated/types.js";
import { decodeRecordingEntry, decodeRecordingHeader, type RecordingEntry } from "../index.js";
import { recordMarket } from "./recorder.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A scripted gateway whose L2Book subscriptions get `snapshot()` right after the ok reply. */
async function gateway(snapshot: (symbol: string) => L2Book) {
  const server = await ScriptedServer.start({
    onSubscribe: (topic, conn) => {
      if (topic.type === "L2Book") conn.push("L2Book", snapshot(topic.symbol as string));
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
  return { server, client };
}

/** A recorder writing into an array of lines, and a wait for the entries it writes. */
function recorder(client: StreamClient, symbols: string[]) {
  const lines: string[] = [];
  const recording = recordMarket(client, { symbols, write: (line) => lines.push(line) });
  const entries = () => lines.slice(1).map((line, i) => decodeRecordingEntry(line, i + 2));
  const until = (check: (entries: RecordingEntry[]) => boolean) =>
    new Promise<void>((resolve) => {
      if (check(entries())) return resolve();
      const stop = recording.on("entry", () => {
        if (!check(entries())) return;
        stop();
        resolve();
      });
    });
  return { recording, lines, entries, until };
}

function subscribed(server: ScriptedServer, key: string): ScriptedConnection | undefined {
  const conn = server.latest();
  return conn?.topics.has(key) ? conn : undefined;
}

describe("recordMarket", () => {
  test("writes the header, then snapshots, diffs, trades and tickers as the stream sent them, with the server's times", async () => {
    const { server, client } = await gateway((s) => ({
      s,
      t: 1_000,
      b: [["59999.5", "1.250"]],
      a: [["60000.0", "2"]],
    }));
    const { recording, lines, entries, until } = recorder(client, ["BTCUSD"]);
    await recording.ready;
    await until((e) => e.length === 1);
    const conn = server.latest() as ScriptedConnection;
    conn.push("L2Book", { s: "BTCUSD", t: 1_200, pt: 1_000, b: [["59999.5", "0"]], a: [] });
    conn.push("TradeFill", {
      s: "BTCUSD",
      t: 1_250,
      d: [
        { id: "4f0b8a8e-4a57-4f7e-9c2e-0e7c1b2a3d4e", px: "60000.0", sz: "0.5", sd: 0, sids: [] },
        { id: "5f0b8a8e-4a57-4f7e-9c2e-0e7c1b2a3d4e", px: "60001", sz: "0.25", sd: 0, sids: [] },
      ],
    });
    conn.push("Ticker", { s: "BTCUSD", t: 2_000, markPx: "60000.123000000", oi: "12" });
    await until((e) => e.length === 5);
    expect(decodeRecordingHeader(lines[0] as string)).toEqual({
      format: "perpkit-market-recording",
      version: 2,
      symbols: ["BTCUSD"],
    });
    expect(entries()).toEqual([
      {
        kind: "book",
        symbol: "BTCUSD",
        time: 1_000,
        bids: [["59999.5", "1.250"]],
        asks: [["60000.0", "2"]],
      },
      {
        kind: "book",
        symbol: "BTCUSD",
        time: 1_200,
        previousTime: 1_000,
        bids: [["59999.5", "0"]],
        asks: [],
      },
      { kind: "trade", symbol: "BTCUSD", time: 1_250, price: "60000.0", size: "0.5", side: 0 },
      { kind: "trade", symbol: "BTCUSD", time: 1_250, price: "60001", size: "0.25", side: 0 },
      {
        kind: "ticker",
        symbol: "BTCUSD",
        time: 2_000,
        ticker: { markPx: "60000.123000000", oi: "12" },
      },
    ]);
    expect(lines[2]).toBe('["D","BTCUSD",1200,1000,[["59999.5","0"]],[]]\n');
    expect(recording.stats()).toEqual({
      lines: 6,
      snapshots: 1,
      diffs: 1,
      trades: 2,
      tickers: 1,
      gaps: 0,
    });
    await recording.stop();
  });

  test("a trade of a side the format has no word for is left out and said with a gap line, and the trades go on", async () => {
    const { server, client } = await gateway((s) => ({ s, t: 1_000, b: [], a: [] }));
    const { recording, entries, until } = recorder(client, ["BTCUSD"]);
    await recording.ready;
    await until((e) => e.length === 1);
    const conn = server.latest() as ScriptedConnection;
    const trade = (id: string, sd: number) => ({ id, px: "60000", sz: "0.5", sd, sids: [] });
    conn.push("TradeFill", {
      s: "BTCUSD",
      t: 1_100,
      d: [
        trade("4f0b8a8e-4a57-4f7e-9c2e-0e7c1b2a3d4e", 0),
        trade("5f0b8a8e-4a57-4f7e-9c2e-0e7c1b2a3d4e", 2),
      ],
    });
    conn.push("TradeFill", {
      s: "BTCUSD",
      t: 1_200,
      d: [trade("6f0b8a8e-4a57-4f7e-9c2e-0e7c1b2a3d4e", 1)],
    });
    await until((e) => e.length === 4);
    expect(entries().slice(1)).toEqual([
      { kind: "trade", symbol: "BTCUSD", time: 1_100, price: "60000", size: "0.5", side: 0 },
      { kind: "gap", symbol: "BTCUSD", time: 1_100, reason: "unreadable", channel: "TradeFill" },
      { kind: "trade", symbol: "BTCUSD", time: 1_200, price: "60000", size: "0.5", side: 1 },
    ]);
    await recording.stop();
  });

  test("a missed diff becomes a gap line, then a fresh snapshot from a new subscription", async () => {
    let t = 1_000;
    const { server, client } = await gateway((s) => ({ s, t, b: [], a: [[`${t}`, "1"]] }));
    const { recording, entries, until } = recorder(client, ["ETHUSD"]);
    await recording.ready;
    await until((e) => e.length === 1);
    t = 1_400;
    // The diff of 1200 never arrives: the one of 1400 names it as its previous time.
    subscribed(server, "L2Book|ETHUSD")?.push("L2Book", {
      s: "ETHUSD",
      t,
      pt: 1_200,
      b: [],
      a: [],
    });
    await until((e) => e.length === 3);
    expect(entries().slice(1)).toEqual([
      { kind: "gap", symbol: "ETHUSD", time: 1_000, reason: "gap", channel: "L2Book" },
      { kind: "book", symbol: "ETHUSD", time: 1_400, bids: [], asks: [["1400", "1"]] },
    ]);
    expect(recording.stats().gaps).toBe(1);
  });

  test("a dropped connection becomes a gap line, then the snapshot of the restored subscription", async () => {
    let t = 5_000;
    const { server, client } = await gateway((s) => ({ s, t, b: [["1", "1"]], a: [] }));
    const { recording, entries, until } = recorder(client, ["SOLUSD"]);
    await recording.ready;
    await until((e) => e.length === 1);
    t = 9_000;
    server.latest()?.terminate();
    await until((e) => e.some((entry) => entry.kind === "book" && entry.time === 9_000));
    expect(
      entries().filter((e) => e.kind === "book" || (e.kind === "gap" && e.channel === "L2Book")),
    ).toEqual([
      { kind: "book", symbol: "SOLUSD", time: 5_000, bids: [["1", "1"]], asks: [] },
      { kind: "gap", symbol: "SOLUSD", time: 5_000, reason: "reconnect", channel: "L2Book" },
      { kind: "book", symbol: "SOLUSD", time: 9_000, bids: [["1", "1"]], asks: [] },
    ]);
    // The trades and tickers, which carry no chain, have a gap line of their own for the drop.
    expect(entries().filter((e) => e.kind === "gap" && e.channel !== "L2Book")).toEqual([
      { kind: "gap", symbol: "SOLUSD", time: 0, reason: "reconnect", channel: "TradeFill" },
      { kind: "gap", symbol: "SOLUSD", time: 0, reason: "reconnect", channel: "Ticker" },
    ]);
  });

  test("every book line continues the one before it, or follows a gap line as a snapshot, through lost messages and drops", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            lost: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
            drop: fc.integer({ min: 0, max: 12 }).map((n) => n === 0),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (steps) => {
          let t = 100;
          const { server, client } = await gateway((s) => ({ s, t, b: [], a: [] }));
          const { recording, entries, until } = recorder(client, ["BTCUSD"]);
          await recording.ready;
          for (const step of steps) {
            const pt = t;
            t += 10;
            const diff = { s: "BTCUSD", t, pt, b: [[`${t}`, "1"]], a: [] };
            if (!step.lost) subscribed(server, "L2Book|BTCUSD")?.push("L2Book", diff);
            if (step.drop) server.latest()?.terminate();
            await client.ping().catch(() => undefined);
          }
          const pt = t;
          t += 10;
          const last = { s: "BTCUSD", t, pt, b: [], a: [] };
          subscribed(server, "L2Book|BTCUSD")?.push("L2Book", last);
          await until((e) => e.some((entry) => entry.kind === "book" && entry.time === t));
          let previous: RecordingEntry | undefined;
          const bookLines = entries().filter(
            (e) => e.kind === "book" || (e.kind === "gap" && e.channel === "L2Book"),
          );
          for (const entry of bookLines) {
            if (entry.kind === "book" && entry.previousTime !== undefined) {
              expect(previous?.kind === "book" && previous.time).toBe(entry.previousTime);
            }
            if (entry.kind === "book" && entry.previousTime === undefined && previous) {
              expect(previous.kind).toBe("gap");
            }
            if (entry.kind === "gap") expect(previous?.kind).toBe("book");
            previous = entry;
          }
          if (steps.some((s) => s.lost || s.drop))
            expect(recording.stats().gaps).toBeGreaterThan(0);
          await recording.stop();
          for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
        },
      ),
      { numRuns: 15 },
    );
  });

  test("keeps nothing of what it wrote: memory stays flat over 40,000 diffs", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const { server, client } = await gateway((s) => ({ s, t: 0, b: [], a: [] }));
    let written = 0;
    const recording = recordMarket(client, {
      symbols: ["BTCUSD"],
      channels: ["L2Book"],
      write: (line) => {
        written += line.length;
      },
    });
    await recording.ready;
    const conn = server.latest() as ScriptedConnection;
    let t = 0;
    const burst = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const pt = t;
        t++;
        const price = `${60_000 + (t % 50)}`;
        conn.push("L2Book", { s: "BTCUSD", t, pt, b: [[price, `${t % 7}`]], a: [] });
      }
      await client.ping();
    };
    await burst(4_000);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 9; i++) await burst(4_000);
    gc();
    const after = process.memoryUsage().heapUsed;
    expect(recording.stats().diffs).toBe(40_000);
    expect(written).toBeGreaterThan(1_000_000);
    // Keeping the lines would take about 5 MB here; the recorder keeps nothing of them.
    expect(after - before).toBeLessThan(2 * 1024 * 1024);
    await recording.stop();
  });

  test("refuses an empty list of markets and an unknown channel, before subscribing", async () => {
    const { client } = await gateway((s) => ({ s, t: 0, b: [], a: [] }));
    expect(() => recordMarket(client, { symbols: [], write: () => undefined })).toThrow(
      /symbols must name at least one market/,
    );
    expect(() =>
      recordMarket(client, {
        symbols: ["BTCUSD"],
        channels: ["OrderFill" as "L2Book"],
        write: () => undefined,
      }),
    ).toThrow(/channels\.0 must be one of L2Book, TradeFill, Ticker/);
    const product = { makerFee: "0.001", takerFee: "0.004", tickSize: "0.5", lotSize: "0.001" };
    const written: string[] = [];
    expect(() =>
      recordMarket(client, {
        symbols: ["BTCUSD"],
        products: [{ symbol: "ETHUSD", product }],
        write: (line) => written.push(line),
      }),
    ).toThrow(/^products\.0\.symbol is ETHUSD, not a recorded market/);
    expect(written).toEqual([]);
  });

  test("writes the products given as product lines right after the header", async () => {
    const { client } = await gateway((s) => ({ s, t: 0, b: [], a: [] }));
    const product = { makerFee: "0.001", takerFee: "0.004", tickSize: "0.5", lotSize: "0.001" };
    const lines: string[] = [];
    const recording = recordMarket(client, {
      symbols: ["BTCUSD"],
      channels: ["Ticker"],
      products: [{ symbol: "BTCUSD", product }],
      write: (line) => lines.push(line),
    });
    expect(lines.slice(1).map((line, i) => decodeRecordingEntry(line, i + 2))).toEqual([
      { kind: "product", symbol: "BTCUSD", product },
    ]);
    expect(recording.stats().lines).toBe(2);
    await recording.stop();
  });
});
