// How much faster than real time a replay plays: a recording of 3 markets with 50 L2Book diffs a
// second each (and trades and tickers), played into a sandbox with speed "step" moved to the end
// at once, with no subscriber and with a stream client on every market channel of the three. The
// figure is recorded time over wall time: 20 means a minute of the market in 3 seconds.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { formatDecimal } from "@perpkit/core";
import { recordGroup } from "@perpkit/harness/bench";
import { encodeRecordingEntry, encodeRecordingHeader, type PriceLevel } from "@perpkit/stream";
import { startReplay } from "../src/replay/start.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const SECONDS = Number(process.env.BENCH_RECORDED_SECONDS ?? (quick ? 5 : 60));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 3));
const DIFFS_PER_SECOND = 50;
const T0 = Date.UTC(2026, 0, 1);

/** The markets: ticker, mid price and tick in 9-decimal fixed point, lot. */
const MARKETS = [
  { symbol: "BTCUSD", mid: 60_000n, tick: 1_000_000_000n, lot: 100_000n },
  { symbol: "ETHUSD", mid: 3_000n, tick: 100_000_000n, lot: 1_000_000n },
  { symbol: "SOLUSD", mid: 150n, tick: 10_000_000n, lot: 10_000_000n },
] as const;

/** A small seeded generator, so every run plays the same recording. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Writes a recording like a busy market's: a snapshot of 25 levels a side, then a diff every
 * 20 ms of each market (4 draws of a level within the top 30, a level drawn twice named once: new
 * quantities, one in five removed), 2 trades a second and a ticker a second.
 */
function writeRecording(path: string): number {
  const random = generator(42);
  const lines = [encodeRecordingHeader(MARKETS.map((m) => m.symbol))];
  const level = (m: (typeof MARKETS)[number], side: 0 | 1, index: number): string => {
    const mid = m.mid * 1_000_000_000n;
    const away = m.tick * BigInt(index + 1);
    return formatDecimal(side === 0 ? mid - away : mid + away);
  };
  const size = (m: (typeof MARKETS)[number]) =>
    formatDecimal(m.lot * BigInt(1 + Math.floor(random() * 500)));
  for (const m of MARKETS) {
    const side = (s: 0 | 1): PriceLevel[] =>
      Array.from({ length: 25 }, (_, i) => [level(m, s, i), size(m)]);
    lines.push(
      encodeRecordingEntry({
        kind: "book",
        symbol: m.symbol,
        time: T0,
        bids: side(0),
        asks: side(1),
      }),
    );
  }
  const step = 1000 / DIFFS_PER_SECOND;
  const last = new Map<string, number>(MARKETS.map((m) => [m.symbol, T0]));
  for (let t = T0 + step; t <= T0 + SECONDS * 1000; t += step) {
    for (const m of MARKETS) {
      const bids: PriceLevel[] = [];
      const asks: PriceLevel[] = [];
      const named = new Set<string>();
      for (let k = 0; k < 4; k++) {
        const s = random() < 0.5 ? 0 : 1;
        // Levels 1 and up: the best level of each side stays, so the book never crosses.
        const price = level(m, s, 1 + Math.floor(random() * 29));
        const quantity = random() < 0.2 ? "0" : size(m);
        // A gateway names a price once a side in a message (a replay refuses a diff that does not).
        if (named.has(`${s}${price}`)) continue;
        named.add(`${s}${price}`);
        (s === 0 ? bids : asks).push([price, quantity]);
      }
      const previousTime = last.get(m.symbol) as number;
      last.set(m.symbol, t);
      lines.push(
        encodeRecordingEntry({ kind: "book", symbol: m.symbol, time: t, previousTime, bids, asks }),
      );
      if (random() < 2 / DIFFS_PER_SECOND) {
        const side = random() < 0.5 ? 0 : 1;
        lines.push(
          encodeRecordingEntry({
            kind: "trade",
            symbol: m.symbol,
            time: t,
            price: level(m, side === 0 ? 1 : 0, 0),
            size: formatDecimal(m.lot),
            side,
          }),
        );
      }
      if ((t - T0) % 1000 === 0) {
        const markPx = formatDecimal(m.mid * 1_000_000_000n);
        lines.push(
          encodeRecordingEntry({ kind: "ticker", symbol: m.symbol, time: t, ticker: { markPx } }),
        );
      }
    }
  }
  writeFileSync(path, lines.join(""));
  return lines.length;
}

/**
 * A stream client in a process of its own, on every market channel of the three markets, that
 * counts the frames it receives: the sandbox pays for every frame it sends, the bot's reading is
 * the bot's.
 */
const subscriberScript = `
import WebSocket from "ws";
const [url, topics] = [process.argv[1], JSON.parse(process.argv[2])];
let frames = 0;
let replies = 0;
const socket = new WebSocket(url);
socket.on("open", () => { for (const data of topics) socket.send(JSON.stringify({ event: "subscribe", data })); });
socket.on("message", (raw) => {
  frames++;
  if (raw[0] === 0x7b && raw[2] === 0x6f && raw[3] === 0x6b && ++replies === topics.length) console.log("ready");
});
process.stdin.on("data", () => console.log(String(frames)));
`;

function subscriber(url: string) {
  const topics = MARKETS.flatMap((m) =>
    ["L2Book", "TradeFill", "Ticker"].map((type) => ({ type, symbol: m.symbol })),
  );
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", subscriberScript, url, JSON.stringify(topics)],
    { cwd: fileURLToPath(new URL("..", import.meta.url)), stdio: ["pipe", "pipe", "inherit"] },
  );
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  child.stdout.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().trim().split("\n")) {
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
  return {
    ready: nextLine(),
    frames: async () => {
      child.stdin.write("\n");
      return Number(await nextLine());
    },
    stop: () => child.kill(),
  };
}

/** One play of the whole recording: recorded seconds per wall second, and per CPU second. */
async function play(file: string, subscribed: boolean): Promise<{ wall: number; cpu: number }> {
  const sandbox = await startReplay({ rateLimits: false, replay: { file, speed: "step" } });
  const client = subscribed ? subscriber(sandbox.wsUrl) : undefined;
  try {
    await client?.ready;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const status = await sandbox.replay?.advance(SECONDS * 1000 + 1);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (!status?.ended || status.errors > 0) {
      throw new Error(`the replay did not play cleanly: ${JSON.stringify(status)}`);
    }
    if (client && (await client.frames()) < SECONDS * DIFFS_PER_SECOND * MARKETS.length) {
      throw new Error("the subscriber did not get every diff");
    }
    const recorded = SECONDS * 1000;
    return { wall: recorded / wall, cpu: recorded / ((used.user + used.system) / 1000) };
  } finally {
    client?.stop();
    await sandbox.close();
  }
}

const folder = mkdtempSync(join(tmpdir(), "perpkit-replay-bench-"));
try {
  const file = join(folder, "market.ndjson");
  const lines = writeRecording(file);
  const runs = { bare: [] as number[], subscribed: [] as number[], cpu: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.bare.push((await play(file, false)).wall);
    const subscribed = await play(file, true);
    runs.subscribed.push(subscribed.wall);
    runs.cpu.push(subscribed.cpu);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const subscribedName = "replay, a subscriber on L2Book, TradeFill and Ticker of the 3 markets";
  recordGroup(
    `Replay of 3 markets at ${DIFFS_PER_SECOND} L2Book diffs a second each, against real time`,
    [
      { name: "real time", value: 1, unit: "x real time", better: "higher" },
      {
        name: "replay, no subscriber",
        value: median(runs.bare),
        unit: "x real time",
        better: "higher",
      },
      {
        name: subscribedName,
        value: median(runs.subscribed),
        unit: "x real time",
        better: "higher",
      },
      {
        name: "the same, per second of the sandbox's CPU time",
        value: median(runs.cpu),
        unit: "x real time",
        better: "higher",
      },
    ],
    {
      baseline: "real time",
      method: `median of ${ROUNDS} plays of a ${SECONDS} s recording (${lines} lines, ${(SECONDS * DIFFS_PER_SECOND * MARKETS.length).toLocaleString("en")} diffs, 2 trades and a ticker a second a market), each into a fresh sandbox moved to its end at once (speed "step"); the subscriber is a plain ws client in another process`,
      goals: [{ figure: subscribedName, value: 20 }],
    },
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
