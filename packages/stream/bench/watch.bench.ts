// `watchOrderBook` end to end over a real socket, against a raw `ws` client that receives and
// JSON.parses the same frames (L2Book diffs of 5 levels a side), in one run, for frames whose
// decimals are in each shape the live service writes (bench/frames.ts), with ws's optional native
// helpers (bufferutil, utf-8-validate) as installed; then diffs of 20 levels a side, padded and
// mixed; then, for the mix of shapes, the heap of each client during a burst of 100,000 frames,
// and the rates once more with the helpers turned off. Beside them, a `ws` client that reads
// nothing of the frames: what the server, the socket and ws deliver, the ceiling of every client,
// so a line shows whether the server kept up. The
// frames come from a server in its own process that has them framed in advance
// (frame-server.ts, one per shape); each client run is a process of its own (watch-client.ts),
// because ws chooses its helpers once, when it loads.
//
// The bare client's rate differs from shape to shape in a way the frames' length does not say:
// V8's JSON.parse looks a string value shorter than 10 characters up in its table of unique
// strings, and makes a longer one as a new string, which costs less. Arrays of 20 decimals parsed
// in one process: 33-34 ns a value for values of 7 to 9 characters, 26-28 ns for 10 to 15 (Node
// 26). Every decimal of a padded frame has 10 characters or more, so the bare client reads a
// padded frame (450 bytes for 5 levels a side) about half as fast again as the canonical frame of
// the same values (295 bytes). That is the baseline's true cost, not a fault of the bench, and the
// padded line is the hardest for the book: a check that sets the book on padded frames against the
// bare client on canonical ones, or that reads frames shorter than these, finds a ratio above 1.
// The method line of each table gives the frames' average length.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { killWithThisProcess, recordGroup } from "@perpkit/harness/bench";
import { bookFrames, DECIMAL_SHAPES, type DecimalShape, SHAPE_EXAMPLES } from "./frames.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
/** Levels a diff changes, half of them bids: 5 a side, and 20 a side for the deep book. */
const LEVELS = 10;
const DEEP_LEVELS = 40;
const FRAMES = quick ? 5_000 : 50_000;
const ROUNDS = quick ? 1 : 5;
const BURST = 100_000;

interface ClientResult {
  readonly helpers: { readonly bufferutil: boolean; readonly utf8Validate: boolean };
  readonly rates: {
    readonly raw: number[];
    readonly subscribed: number[];
    readonly watched: number[];
    readonly received: number[];
  };
  /** Left out when the run had no burst. */
  readonly memory?: Record<"raw" | "watched", { peakGrowth: number; retained: number }>;
}

function start(script: string, env: NodeJS.ProcessEnv, args: string[] = []): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      ...args,
      "--import",
      "tsx",
      "--conditions=@perpkit/source",
      fileURLToPath(new URL(script, import.meta.url)),
    ],
    { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } },
  );
  killWithThisProcess(child);
  return child;
}

function output(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) resolve(match[1] as string);
    });
    child.once("exit", (code) =>
      reject(new Error(`${child.spawnargs.at(-1)} exited with ${code}:\n${text}`)),
    );
  });
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const MB = 1024 * 1024;
const rawName = "raw ws: receive + JSON.parse";
const subscribedName = "an L2Book subscription (read, decode, route)";
const watchedName = "watchOrderBook (read, decode, route, apply to the book)";
const receivedName = "ws alone: receive, read nothing (what the server and the socket deliver)";

/** One client run against a server of `shape` frames; `burst` adds the heap measurement. */
async function measureShape(
  shape: DecimalShape,
  levels: number,
  helpers: "as installed" | "turned off",
  burst: boolean,
): Promise<void> {
  const server = start("./frame-server.ts", {
    FRAME_LEVELS: String(levels),
    FRAME_MAX: String(Math.max(FRAMES, burst ? BURST : 0)),
    FRAME_SHAPE: shape,
  });
  try {
    const port = await output(server, /listening (\d+)/);
    const client = start(
      "./watch-client.ts",
      {
        FRAME_PORT: port,
        WATCH_FRAMES: String(FRAMES),
        WATCH_ROUNDS: String(ROUNDS),
        WATCH_BURST: String(burst ? BURST : 0),
        ...(helpers === "turned off" ? { WS_NO_BUFFER_UTIL: "1", WS_NO_UTF_8_VALIDATE: "1" } : {}),
      },
      ["--expose-gc"],
    );
    const result = JSON.parse(await output(client, /RESULT (.+)\n/)) as ClientResult;
    record(shape, levels, helpers, result);
  } finally {
    server.kill();
  }
}

function record(
  shape: DecimalShape,
  levels: number,
  helpers: "as installed" | "turned off",
  result: ClientResult,
) {
  const loaded = Object.entries({
    bufferutil: result.helpers.bufferutil,
    "utf-8-validate": result.helpers.utf8Validate,
  })
    .filter(([, on]) => on)
    .map(([name]) => name);
  const names = loaded.length > 0 ? loaded.join(", ") : "none";
  const setting =
    helpers === "as installed"
      ? `ws's native helpers as installed (loaded: ${names})`
      : `ws's native helpers turned off (WS_NO_BUFFER_UTIL, WS_NO_UTF_8_VALIDATE; loaded: ${names})`;
  // The same seed as the server's frames: their first 2,000, for their average length.
  const sample = bookFrames(levels, 2_000, shape).diffs;
  const bytes = Math.round(sample.reduce((n, d) => n + d.length, 0) / sample.length);
  const ratios = (rates: readonly number[]) =>
    rates.map((r, k) => r / (result.rates.raw[k] as number));
  const range = (rates: readonly number[]): [number, number] => [
    Math.min(...ratios(rates)),
    Math.max(...ratios(rates)),
  ];
  recordGroup(
    `L2Book diffs of ${levels / 2} levels a side, decimals ${SHAPE_EXAMPLES[shape]}, over a real socket, ${setting}`,
    [
      { name: rawName, value: median(result.rates.raw), unit: "frames/s", better: "higher" },
      {
        name: subscribedName,
        value: median(result.rates.subscribed),
        unit: "frames/s",
        better: "higher",
        ratioRange: range(result.rates.subscribed),
      },
      {
        name: watchedName,
        value: median(result.rates.watched),
        unit: "frames/s",
        better: "higher",
        ratioRange: range(result.rates.watched),
      },
      {
        name: receivedName,
        value: median(result.rates.received),
        unit: "frames/s",
        better: "higher",
        ratioRange: range(result.rates.received),
      },
    ],
    {
      baseline: rawName,
      method: `median of ${ROUNDS} runs of ${FRAMES.toLocaleString("en-US")} frames each, the clients taking turns, after the snapshot; frames of ${bytes} bytes on average from a server in another process`,
      goals: [{ figure: watchedName, atLeast: 0.85 }],
    },
  );
  if (result.memory === undefined) return;
  const rawPeak = `${rawName}, peak above the start`;
  const watchedPeak = `${watchedName}, peak above the start`;
  recordGroup(
    `Heap during a burst of ${BURST.toLocaleString("en-US")} frames, decimals ${SHAPE_EXAMPLES[shape]}, ${setting}`,
    [
      { name: rawPeak, value: result.memory.raw.peakGrowth / MB, unit: "MB", better: "lower" },
      {
        name: watchedPeak,
        value: result.memory.watched.peakGrowth / MB,
        unit: "MB",
        better: "lower",
      },
    ],
    {
      baseline: rawPeak,
      method: `heap in use sampled every 500 frames while the server writes all of them at once; after a full GC once the burst was read, ${(result.memory.watched.retained / MB).toFixed(2)} MB more than before it were still in use with watchOrderBook (${(result.memory.raw.retained / MB).toFixed(2)} MB with raw ws)`,
      // Bounded: no more than twice what the bare client's garbage reaches.
      goals: [{ figure: watchedPeak, atLeast: 0.5 }],
    },
  );
}

for (const shape of DECIMAL_SHAPES) {
  await measureShape(shape, LEVELS, "as installed", shape === "mixed");
}
for (const shape of ["padded", "mixed"] as const) {
  await measureShape(shape, DEEP_LEVELS, "as installed", false);
}
await measureShape("mixed", LEVELS, "turned off", false);
