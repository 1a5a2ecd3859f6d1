import { type ChildProcess, spawn } from "node:child_process";
import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  errorLines,
  json,
  perpkit,
  perpkitBin,
  sandbox,
  type Trader,
  trader,
} from "../../test/helpers.js";

let exchange: Sandbox;
let maker: Trader;

beforeAll(async () => {
  exchange = await sandbox();
  maker = await trader(exchange);
  await maker.client.placeOrder({
    symbol: "BTCUSD",
    side: "buy",
    type: "LIMIT",
    quantity: "0.5",
    price: "59990",
    timeInForce: "GTD",
  });
  await maker.client.placeOrder({
    symbol: "BTCUSD",
    side: "sell",
    type: "LIMIT",
    quantity: "0.25",
    price: "60010",
    timeInForce: "GTD",
  });
});

afterAll(async () => {
  await exchange.close();
});

/** Moves the sandbox's oracle price of a market, which makes an oracle bar. */
async function setOraclePrice(symbol: string, price: string): Promise<void> {
  const response = await fetch(`${exchange.baseUrl}/sandbox/oracle-price`, {
    method: "POST",
    body: JSON.stringify({ symbol, price }),
  });
  if (!response.ok) throw new Error(`the sandbox answered ${response.status}`);
}

/** A long-running perpkit: its NDJSON lines as they come, and a promise of its exit. */
function follow(args: string[], env: Record<string, string>) {
  const ndjson = args.includes("--json");
  const child: ChildProcess = spawn(process.execPath, [perpkitBin, ...args], {
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  const text: string[] = [];
  let stderr = "";
  let buffer = "";
  const waiters: (() => void)[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    let at = buffer.indexOf("\n");
    while (at >= 0) {
      const line = buffer.slice(0, at);
      if (ndjson) lines.push(JSON.parse(line) as Record<string, unknown>);
      else text.push(line);
      buffer = buffer.slice(at + 1);
      at = buffer.indexOf("\n");
    }
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { child, lines, text, stderr: () => stderr, exited, until };
}

describe("perpkit book", () => {
  test("--json prints one line per update with the levels as the stream sent them", async () => {
    const run = await perpkit(["book", "BTCUSD", "--json", "--count", "2"], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        type: "book",
        symbol: "BTCUSD",
        status: "live",
        bids: [{ price: "59990", quantity: "0.5" }],
        asks: [{ price: "60010", quantity: "0.25" }],
      });
    }
  });

  test("without a terminal it prints frames: levels, spread and state", async () => {
    const run = await perpkit(["book", "BTCUSD", "--count", "1"], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^BTCUSD order book {2}updated \d+\.\d s ago$/m);
    expect(run.stdout).toMatch(/^live$/m);
    expect(run.stdout).toMatch(/^spread 20 \(3\.33 bps\)$/m);
    expect(run.stdout).toMatch(/^ask +60010 +0\.25$/m);
    expect(run.stdout).toMatch(/^bid +59990 +0\.5$/m);
  });

  test("a symbol that names no product is refused before subscribing (exit 3)", async () => {
    const run = await perpkit(["book", "DOGEUSD"], { env: { PERPKIT_BASE_URL: exchange.baseUrl } });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      'perpkit: <symbol> names no product: "DOGEUSD" (known: BTCUSD, ETHUSD, SOLUSD)',
    ]);
  });

  test("a gap is reported as a resync line, then the book is live again", async () => {
    const book = follow(["book", "ETHUSD", "--json"], { PERPKIT_BASE_URL: exchange.baseUrl });
    try {
      await book.until(() => book.lines.length > 0);
      exchange.faults.stream.skipL2BookMessage("ETHUSD");
      await book.until(() => book.lines.some((l) => l.type === "resync"));
      const at = book.lines.findIndex((l) => l.type === "resync");
      expect(book.lines[at]).toEqual({
        type: "resync",
        symbol: "ETHUSD",
        status: "syncing",
        reason: "gap",
      });
      await book.until(() => book.lines.length > at + 1);
      expect(book.lines[at + 1]).toMatchObject({ type: "book", status: "live" });
    } finally {
      book.child.kill("SIGINT");
    }
    expect(await book.exited).toBe(0);
  });
});

describe("perpkit watch", () => {
  test("watch fills, orders and positions print each event as it arrives", async () => {
    const taker = await trader(exchange);
    const env = taker.env;
    const fills = follow(["watch", "fills", "--json", "--count", "1"], env);
    const orders = follow(["watch", "orders", "--json", "--count", "2"], env);
    const positions = follow(["watch", "positions", "--json", "--count", "1"], env);
    for (const w of [fills, orders, positions]) await w.until(() => w.lines.length > 0);
    expect(fills.lines[0]).toMatchObject({
      feed: "fills",
      status: "subscribed",
      subaccount: "primary",
    });
    await taker.client.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "MARKET",
      quantity: "0.1",
    });
    expect(await fills.exited).toBe(0);
    expect(await orders.exited).toBe(0);
    expect(await positions.exited).toBe(0);
    expect(fills.lines.slice(1)).toEqual([
      expect.objectContaining({
        feed: "fills",
        fill: expect.objectContaining({ price: "60010", quantity: "0.1", symbol: "BTCUSD" }),
      }),
    ]);
    expect(orders.lines.slice(1).map((l) => (l.order as { status: string }).status)).toEqual([
      "NEW",
      "FILLED",
    ]);
    expect(positions.lines.slice(1)).toEqual([
      expect.objectContaining({
        feed: "positions",
        position: expect.objectContaining({ size: "0.1", symbol: "BTCUSD" }),
      }),
    ]);
  });

  test("for people, one line per record: its time, its kind and its fields", async () => {
    const taker = await trader(exchange);
    const fills = follow(["watch", "fills", "--count", "1"], taker.env);
    await fills.until(() => fills.stderr().includes("Watching fills"));
    expect(fills.stderr()).toMatch(
      /^Watching fills of subaccount primary \([0-9a-f-]{36}\); Ctrl-C stops\.$/m,
    );
    await taker.client.placeOrder({
      symbol: "BTCUSD",
      side: "sell",
      type: "MARKET",
      quantity: "0.2",
    });
    expect(await fills.exited).toBe(0);
    expect(fills.text).toEqual([
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2}T[\d:.]+Z {2}fill {6}id=\S+ orderId=\S+ price=59990 quantity=0\.2 type=MARKET side=sell symbol=BTCUSD /,
      ),
    ]);
    // Times read as dates, the way a table shows them.
    expect(fills.text[0]).toMatch(/ createdAt=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z( |$)/);
  });

  test("watch follows fills, orders or positions only (exit 2)", async () => {
    const run = await perpkit(["watch", "trades"], { env: maker.env });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual([
      'perpkit: watch follows fills, orders, positions; got "trades"',
    ]);
  });
});

describe("perpkit candles", () => {
  test("prints bars as a table, CSV or JSON, prices exactly as the API sent them", async () => {
    // One trade in a market of its own, so the bar is known to the digit.
    const seller = await trader(exchange);
    await seller.client.placeOrder({
      symbol: "SOLUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "1.25",
      price: "150.55",
      timeInForce: "GTD",
    });
    const taker = await trader(exchange);
    await taker.client.placeOrder({
      symbol: "SOLUSD",
      side: "buy",
      type: "MARKET",
      quantity: "1.25",
    });
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const env = { PERPKIT_BASE_URL: exchange.baseUrl };
    const table = await perpkit(["candles", "SOLUSD", "1m", "--from", from], { env });
    expect(table.code).toBe(0);
    expect(table.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^time\s+open\s+high\s+low\s+close\s+volume$/),
      expect.stringMatching(
        /^\d{4}-[\d-]+T[\d:.]+Z\s+150\.55\s+150\.55\s+150\.55\s+150\.55\s+1\.25$/,
      ),
    ]);
    const csv = await perpkit(["candles", "SOLUSD", "1m", "--from", from, "--csv"], { env });
    expect(csv.stdout.trim().split("\n")).toEqual([
      "time,open,high,low,close,volume",
      expect.stringMatching(/^\d{4}-[\d-]+T[\d:.]+Z,150\.55,150\.55,150\.55,150\.55,1\.25$/),
    ]);
    const document = await perpkit(["candles", "SOLUSD-Perp", "1h", "--from", from, "--json"], {
      env,
    });
    expect(json(document)).toMatchObject({
      symbol: "SOLUSD",
      candleSymbol: "SOLUSD-Perp",
      resolution: "60",
      source: "last",
      bars: [{ open: "150.55", high: "150.55", low: "150.55", close: "150.55", volume: "1.25" }],
    });
  });

  test("a resolution the API does not have is refused with the ones it has (exit 3)", async () => {
    const run = await perpkit(["candles", "BTCUSD", "7m", "--from", "2026-01-01"], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      `perpkit: <resolution> must be one of 1, 3, 5, 15, 30, 60, 120, 240, 480, 720, 1D, 3D, 1W, 1M (the candle API's), or 1m, 3m, 5m, 15m, 30m, 1h, 2h, 4h, 8h, 12h, 1d, 3d, 1w, 1M, got "7m"`,
    ]);
  });

  test("a symbol the exchange does not list names the ones it does (exit 3)", async () => {
    const run = await perpkit(["candles", "DOGEUSD", "1m", "--from", "2026-01-01"], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      'perpkit: <symbol> names no product: "DOGEUSD" (known: BTCUSD, ETHUSD, SOLUSD)',
    ]);
  });

  test("without --from it is a usage error (exit 2)", async () => {
    const run = await perpkit(["candles", "BTCUSD", "1m"], {
      env: { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.code).toBe(2);
    expect(errorLines(run)[0]).toMatch(/^perpkit: candles needs --from <time>/);
  });

  test("a range that ends before it starts names both ends in ISO 8601 (exit 3)", async () => {
    const run = await perpkit(
      ["candles", "BTCUSD", "1m", "--from", "2026-01-02", "--to", "1767225600"],
      { env: { PERPKIT_BASE_URL: exchange.baseUrl } },
    );
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      "perpkit: --to must be after from: the range is [from, to), and 2026-01-01T00:00:00.000Z is not after 2026-01-02T00:00:00.000Z",
    ]);
  });

  test("--to is excluded: the bar that opens at --to is not printed", async () => {
    const env = { PERPKIT_BASE_URL: exchange.baseUrl };
    await setOraclePrice("BTCUSD", "60001.5");
    const since = String(Date.now() - 600_000);
    const read = async (...range: string[]) =>
      json<{ bars: { time: number; close: string }[] }>(
        await perpkit(["candles", "BTCUSD", "1m", ...range, "--source", "oracle", "--json"], {
          env,
        }),
      ).bars;
    const bar = (await read("--from", since)).at(-1);
    expect(bar?.close).toBe("60001.5");
    const opens = bar?.time as number;
    expect(await read("--from", String(opens - 60_000), "--to", String(opens))).toEqual([]);
    expect((await read("--from", String(opens), "--to", String(opens + 1))).at(-1)?.time).toBe(
      opens,
    );
  });

  test("an empty answer says where the bars are: the other source, or the first bar's time", async () => {
    const env = { PERPKIT_BASE_URL: exchange.baseUrl };
    // ETHUSD trades in no test of this file: its bars are the oracle's only.
    await setOraclePrice("ETHUSD", "3000.25");
    const from = new Date(Date.now() - 600_000).toISOString();
    const last = await perpkit(["candles", "ETHUSD", "1m", "--from", from], { env });
    expect(last.code).toBe(0);
    expect(last.stdout).toBe("");
    expect(errorLines(last)).toEqual([
      expect.stringMatching(
        /^No last bars of ETHUSD in \[\d{4}-[\d-]+T[\d:.]+Z, \d{4}-[\d-]+T[\d:.]+Z\): last-price bars come from trades, and there were none\.$/,
      ),
      expect.stringMatching(
        /^--source oracle has \d+ bars in this range, the first at \d{4}-[\d-]+T[\d:.]+Z\.$/,
      ),
    ]);
    const before = await perpkit(
      [
        "candles",
        "ETHUSD",
        "1m",
        "--from",
        "2025-01-01",
        "--to",
        "2025-01-02",
        "--source",
        "oracle",
      ],
      { env },
    );
    expect(before.code).toBe(0);
    expect(errorLines(before)).toEqual([
      "No oracle bars of ETHUSD in [2025-01-01T00:00:00.000Z, 2025-01-02T00:00:00.000Z).",
      expect.stringMatching(
        /^The first oracle bar after the range opens at \d{4}-[\d-]+T\d\d:\d\d:00\.000Z\.$/,
      ),
    ]);
    const after = await perpkit(
      [
        "candles",
        "ETHUSD",
        "1m",
        "--from",
        "2099-01-01",
        "--to",
        "2099-01-02",
        "--source",
        "oracle",
      ],
      { env },
    );
    expect(errorLines(after)[1]).toMatch(
      /^The closest earlier oracle bar opens at \d{4}-[\d-]+T\d\d:\d\d:00\.000Z\.$/,
    );
  });
});
