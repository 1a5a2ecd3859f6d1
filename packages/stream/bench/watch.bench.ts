// `watchOrderBook` end to end over a real socket, against a raw `ws` client that receives and
// JSON.parses the same frames (10-level L2Book diffs), in one run; once with ws's optional native
// helpers (bufferutil, utf-8-validate) as installed and once with them turned off; then the heap
// of each during a burst of 100,000 frames. The frames come from a server in its own process
// that has them framed in advance (frame-server.ts); each client setting runs in a process of its
// own (watch-client.ts), because ws chooses its helpers once, when it loads.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { recordGroup } from "@perpkit/tools/bench";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const LEVELS = 10;
const FRAMES = quick ? 5_000 : 50_000;
const ROUNDS = quick ? 1 : 7;
const BURST = 100_000;

interface ClientResult {
  readonly helpers: { readonly bufferutil: boolean; readonly utf8Validate: boolean };
  readonly rates: {
    readonly raw: number[];
    readonly subscribed: number[];
    readonly watched: number[];
  };
  readonly memory: Record<"raw" | "watched", { peakGrowth: number; retained: number }>;
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
  process.on("exit", () => child.kill());
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

const server = start("./frame-server.ts", {
  FRAME_LEVELS: String(LEVELS),
  FRAME_MAX: String(Math.max(FRAMES, BURST)),
});
const port = await output(server, /listening (\d+)/);

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const MB = 1024 * 1024;

try {
  for (const helpers of ["as installed", "turned off"] as const) {
    const client = start(
      "./watch-client.ts",
      {
        FRAME_PORT: port,
        WATCH_FRAMES: String(FRAMES),
        WATCH_ROUNDS: String(ROUNDS),
        WATCH_BURST: String(BURST),
        ...(helpers === "turned off" ? { WS_NO_BUFFER_UTIL: "1", WS_NO_UTF_8_VALIDATE: "1" } : {}),
      },
      ["--expose-gc"],
    );
    const result = JSON.parse(await output(client, /RESULT (.+)\n/)) as ClientResult;
    const loaded = Object.entries({
      bufferutil: result.helpers.bufferutil,
      "utf-8-validate": result.helpers.utf8Validate,
    })
      .filter(([, on]) => on)
      .map(([name]) => name);
    const setting =
      helpers === "as installed"
        ? `ws's native helpers as installed (loaded: ${loaded.length > 0 ? loaded.join(", ") : "none"})`
        : `ws's native helpers turned off (WS_NO_BUFFER_UTIL, WS_NO_UTF_8_VALIDATE; loaded: ${loaded.length > 0 ? loaded.join(", ") : "none"})`;
    const ratios = (rates: readonly number[]) =>
      rates.map((r, k) => r / (result.rates.raw[k] as number));
    const range = (rates: readonly number[]): [number, number] => [
      Math.min(...ratios(rates)),
      Math.max(...ratios(rates)),
    ];
    const rawName = "raw ws: receive + JSON.parse";
    const subscribedName = "an L2Book subscription (read, decode, route)";
    const watchedName = "watchOrderBook (read, decode, route, apply to the book)";
    recordGroup(
      `L2Book diffs of ${LEVELS} levels over a real socket, ${setting}`,
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
      ],
      {
        baseline: rawName,
        method: `median of ${ROUNDS} runs of ${FRAMES.toLocaleString("en-US")} frames each, the clients taking turns, after the snapshot; frames from a server in another process`,
        goals: [{ figure: watchedName, atLeast: 0.85 }],
      },
    );
    const rawPeak = `${rawName}, peak above the start`;
    const watchedPeak = `${watchedName}, peak above the start`;
    recordGroup(
      `Heap during a burst of ${BURST.toLocaleString("en-US")} frames, ${setting}`,
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
} finally {
  server.kill();
}
