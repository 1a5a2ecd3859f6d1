// What hostile and large recordings cost a replay: reading and checking recordings of 1 MB to
// 200 MB of lines (time linear in the size, memory flat), a 20 MB and a 200 MB line, a gzip
// bomb (1 GiB of zeros in a 1 MB file), and the longest a single line may hold the event loop
// (a snapshot that takes the most orders a line may ask of the replay's makers). Each case runs
// in a process of its own, so its peak memory (maxRSS) is its own.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { recordGroup } from "@perpkit/harness/bench";
import { createClock, createExchange } from "@perpkit/sandbox";
import { openRecording } from "@perpkit/stream/recording";
import { LineCheck, MAX_LINE_ORDERS } from "../src/replay/line-check.js";
import { startReplay } from "../src/replay/start.js";
import { BTC_HEADER, writeBookFile, writeLongLineFile } from "../test/replay/book-file.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const MB = 1024 * 1024;
const T = Date.UTC(2026, 0, 1);
const HEADER = BTC_HEADER;

/** What a case measured in its own process. */
interface Measured {
  readonly ms: number;
  readonly rssMb: number;
  readonly lines?: number;
  readonly status?: unknown;
}

function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** The sandbox's products, as the checks read them. */
const exchange = createExchange({ clock: createClock({ frozen: true, start: T }) });

/** Reads and checks every line, as a replay does before its engine; answers the lines read. */
async function readAndCheck(file: string): Promise<number> {
  const reader = await openRecording(file);
  const check = new LineCheck(reader.header, (s) => exchange.productByTicker(s));
  let lines = 1;
  for (let line = await reader.next(); line; line = await reader.next()) {
    if (check.line(line).kind !== "play") throw new Error(`line ${line.number} was not played`);
    lines++;
  }
  return lines;
}

/** The file read and checked, timed, after a warm-up file read the same way. */
async function readCase(file: string, warmUp: string): Promise<Measured> {
  await readAndCheck(warmUp);
  const started = performance.now();
  const lines = await readAndCheck(file);
  return { ms: performance.now() - started, rssMb: peakRssMb(), lines };
}

/** Starts a stepped replay of the file and plays it to its end. */
async function replayCase(file: string): Promise<Measured> {
  const started = performance.now();
  const sandbox = await startReplay({
    rateLimits: false,
    replay: { file, speed: "step" },
    onError: () => undefined,
  });
  try {
    const status = await sandbox.replay?.advanceTo(T + 60_000);
    return { ms: performance.now() - started, rssMb: peakRssMb(), status };
  } finally {
    await sandbox.close();
  }
}

/** The time one line that takes the most orders a line may ask holds the event loop. */
async function ordersCase(file: string): Promise<Measured> {
  const sandbox = await startReplay({ rateLimits: false, replay: { file, speed: "step" } });
  try {
    const started = performance.now();
    const status = await sandbox.replay?.advanceTo(T + 1);
    return { ms: performance.now() - started, rssMb: peakRssMb(), status };
  } finally {
    await sandbox.close();
  }
}

/** 1 GiB of zeros as 1024 gzip members of 1 MiB each, behind a header and a snapshot. */
function writeBomb(path: string): void {
  const member = gzipSync(Buffer.alloc(MB));
  const head = gzipSync(`${HEADER}["S","BTCUSD",${T},[],[]]\n`);
  writeFileSync(path, Buffer.concat([head, ...Array.from({ length: 1024 }, () => member)]));
}

/** A snapshot at the lowest price whose one level takes the most orders a line may ask. */
function writeMostOrders(path: string): void {
  const level = [["1", `${MAX_LINE_ORDERS * 1000}`]];
  writeFileSync(path, `${HEADER}${JSON.stringify(["S", "BTCUSD", T, level, []])}\n`);
}

/** Runs one case in a fresh process. */
function run(kind: string, file: string, warmUp = ""): Measured {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), kind, file, warmUp],
    { encoding: "utf8", maxBuffer: 16 * MB },
  );
  const last = child.stdout.trim().split("\n").at(-1) ?? "";
  if (child.status !== 0 || !last.startsWith("{")) {
    throw new Error(`case ${kind} failed (${child.status}): ${child.stderr}${child.stdout}`);
  }
  return JSON.parse(last) as Measured;
}

async function child(kind: string, file: string, warmUp: string): Promise<void> {
  const measured =
    kind === "read"
      ? await readCase(file, warmUp)
      : kind === "replay"
        ? await replayCase(file)
        : await ordersCase(file);
  console.log(JSON.stringify(measured));
}

async function parent(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "perpkit-recordings-bench-"));
  try {
    const sizes = quick ? [1, 5, 20] : [1, 20, 200];
    const warmUp = join(folder, "warm-up.ndjson");
    writeBookFile(warmUp, 5 * MB, T);
    const reads = sizes.map((mb) => {
      const file = join(folder, `book-${mb}.ndjson`);
      writeBookFile(file, mb * MB, T);
      const measured = run("read", file, warmUp);
      rmSync(file);
      return { mb, ...measured };
    });
    const rate = (r: (typeof reads)[number]) => r.mb / (r.ms / 1000);
    const name = (mb: number) => `${mb} MB of lines`;
    const largest = name(sizes.at(-1) as number);
    recordGroup(
      "Reading and checking a recording, as a replay does before its engine: rate",
      reads.map((r) => ({ name: name(r.mb), value: rate(r), unit: "MB/s", better: "higher" })),
      {
        baseline: name(1),
        method: `L2Book diffs of four levels (about 120 bytes a line), read and checked to the last line in a process of their own, after 5 MB read the same way; ${reads.map((r) => `${r.lines?.toLocaleString("en")} lines in ${(r.ms / 1000).toFixed(1)} s`).join(", ")}`,
        goals: [{ figure: largest, atLeast: 0.5 }],
      },
    );
    recordGroup(
      "Reading and checking a recording: peak memory of the process",
      reads.map((r) => ({ name: name(r.mb), value: r.rssMb, unit: "MB", better: "lower" })),
      {
        baseline: name(1),
        method: "maxRSS of the process that read the file (Node and the checks included)",
        goals: [{ figure: largest, atLeast: 0.8 }],
      },
    );

    const lineSizes = quick ? [20] : [20, 200];
    const cases: { name: string; file: string; write: (path: string) => void }[] = [
      {
        name: "a recording of a header and a snapshot",
        file: "plain.ndjson",
        write: (p) => writeFileSync(p, `${HEADER}["S","BTCUSD",${T},[],[]]\n`),
      },
      ...lineSizes.map((mb) => ({
        name: `a ${mb} MB line, then a snapshot`,
        file: `line-${mb}.ndjson`,
        write: (p: string) => writeLongLineFile(p, mb * MB, T),
      })),
      { name: "a gzip bomb: 1 GiB of zeros in 1 MB", file: "bomb.ndjson.gz", write: writeBomb },
    ];
    const replays = cases.map((c) => {
      const file = join(folder, c.file);
      c.write(file);
      const measured = run("replay", file);
      rmSync(file);
      return { name: c.name, ...measured };
    });
    const mostOrders = join(folder, "most-orders.ndjson");
    writeMostOrders(mostOrders);
    const orders = run("orders", mostOrders);
    const bomb = replays.at(-1)?.name as string;
    const longest = replays.at(-2)?.name as string;
    const orderLine = `one line of ${MAX_LINE_ORDERS.toLocaleString("en")} orders, the most a line may ask`;
    recordGroup(
      "A replay of hostile recordings, from start to its end: time",
      [
        ...replays.map((r) => ({
          name: r.name,
          value: r.ms,
          unit: "ms",
          better: "lower" as const,
        })),
        { name: orderLine, value: orders.ms, unit: "ms", better: "lower" },
      ],
      {
        baseline: cases[0]?.name as string,
        method:
          "a stepped replay started and played to its end in a process of its own (the long lines refused unread, the bomb stopped at its line); the last row is the one advance that plays the line, the event loop held all along",
        goals: [
          { figure: bomb, value: 5_000 },
          { figure: longest, value: 20_000 },
          { figure: orderLine, value: 1_000 },
        ],
      },
    );
    recordGroup(
      "A replay of hostile recordings: peak memory of the process",
      replays.map((r) => ({ name: r.name, value: r.rssMb, unit: "MB", better: "lower" })),
      {
        baseline: cases[0]?.name as string,
        method: "maxRSS of the process that ran the sandbox and its replay",
        goals: [
          { figure: bomb, value: 256 },
          { figure: longest, value: 256 },
        ],
      },
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const [kind, file, warmUp] = process.argv.slice(2);
if (kind !== undefined && file !== undefined) await child(kind, file, warmUp ?? "");
else await parent();
