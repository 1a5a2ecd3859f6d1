// The measuring side of watch.bench.ts, in a process of its own so that ws's optional native
// helpers can be turned off (WS_NO_BUFFER_UTIL, WS_NO_UTF_8_VALIDATE) for one run: the same L2Book
// frames received over a real socket by a raw `ws` client that only parses them, by
// `watchOrderBook`, by an L2Book subscription, and by a `ws` client that only counts them (what
// the server, the socket and ws deliver: the ceiling of every other client), taking turns, then
// (WATCH_BURST above 0) a burst of frames to the raw client and the book while its heap is
// sampled.
// Prints one line, `RESULT {json}`.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { createStreamClient } from "../src/index.js";

const PORT = Number(process.env.FRAME_PORT);
const FRAMES = Number(process.env.WATCH_FRAMES ?? 50_000);
const ROUNDS = Number(process.env.WATCH_ROUNDS ?? 5);
const BURST = Number(process.env.WATCH_BURST ?? 100_000);
const SUBSCRIBE = JSON.stringify({
  event: "subscribe",
  data: { type: "L2Book", symbol: "BTCUSD" },
});
const url = (frames: number) => `ws://127.0.0.1:${PORT}/v1/stream?frames=${frames}`;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Samples the heap every `every` frames; the peak above what was in use at the start. */
function heapWatch(every: number) {
  gc();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  return {
    sample(k: number) {
      if (k % every !== 0) return;
      const used = process.memoryUsage().heapUsed;
      if (used > peak) peak = used;
    },
    done() {
      gc();
      return { peakGrowth: peak - start, retained: process.memoryUsage().heapUsed - start };
    },
  };
}

/** Frames per second a raw ws client receives and JSON.parses, after the snapshot. */
function raw(frames: number, onFrame?: (k: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url(frames));
    let seen = 0;
    let start = 0;
    let sink = 0;
    socket.on("open", () => socket.send(SUBSCRIBE));
    socket.on("message", (data: Buffer) => {
      sink += (JSON.parse(data.toString()) as { t?: number }).t ?? 0;
      seen++;
      // The subscribe reply, then the snapshot: timing starts once the snapshot is in.
      if (seen === 2) start = performance.now();
      else if (seen > 2) {
        onFrame?.(seen - 2);
        if (seen === frames + 2) {
          const ms = performance.now() - start;
          socket.terminate();
          resolve(sink > 0 ? (frames * 1000) / ms : 0);
        }
      }
    });
    socket.on("error", reject);
  });
}

/** Frames per second a `ws` client receives and counts, reading nothing of them, after the snapshot. */
function received(frames: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url(frames));
    let seen = 0;
    let start = 0;
    socket.on("open", () => socket.send(SUBSCRIBE));
    socket.on("message", () => {
      seen++;
      if (seen === 2) start = performance.now();
      else if (seen === frames + 2) {
        const ms = performance.now() - start;
        socket.terminate();
        resolve((frames * 1000) / ms);
      }
    });
    socket.on("error", reject);
  });
}

/** Frames per second `watchOrderBook` applies to its book, after the snapshot. */
function watched(frames: number, onFrame?: (k: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = createStreamClient({ url: url(frames) });
    const book = client.watchOrderBook("BTCUSD");
    let seen = 0;
    let start = 0;
    book.on("update", ({ kind }) => {
      if (kind === "snapshot") {
        start = performance.now();
        return;
      }
      seen++;
      onFrame?.(seen);
      if (seen === frames) {
        const ms = performance.now() - start;
        void client.close();
        resolve((frames * 1000) / ms);
      }
    });
    book.on("resync", ({ reason, error }) =>
      reject(new Error(`the book resynced (${reason}): ${String(error)}`)),
    );
    book.ready.catch(reject);
  });
}

/** Frames per second an L2Book subscription delivers (read, decoded, routed; no book), after the snapshot. */
function subscribed(frames: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = createStreamClient({ url: url(frames) });
    const subscription = client.subscribe({ type: "L2Book", symbol: "BTCUSD" });
    let seen = 0;
    let start = 0;
    subscription.on("message", (data) => {
      if (data.pt === undefined) {
        start = performance.now();
        return;
      }
      seen++;
      if (seen === frames) {
        const ms = performance.now() - start;
        void client.close();
        resolve((frames * 1000) / ms);
      }
    });
    subscription.on("error", reject);
  });
}

const cases = { raw, subscribed, watched, received };
type Case = keyof typeof cases;
const order = Object.keys(cases) as Case[];
// Warm each up, then take turns, starting from a different case each round.
for (const name of order) await cases[name](FRAMES);
const rates: Record<Case, number[]> = { raw: [], subscribed: [], watched: [], received: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (let j = 0; j < order.length; j++) {
    const name = order[(round + j) % order.length] as Case;
    rates[name].push(await cases[name](FRAMES));
  }
}

/** The heap of each client during a burst of frames, when the run asks for one. */
async function burst(): Promise<
  Record<"raw" | "watched", ReturnType<ReturnType<typeof heapWatch>["done"]>>
> {
  const rawHeap = heapWatch(500);
  await raw(BURST, rawHeap.sample);
  const rawMemory = rawHeap.done();
  const watchedHeap = heapWatch(500);
  await watched(BURST, watchedHeap.sample);
  return { raw: rawMemory, watched: watchedHeap.done() };
}
const memory = BURST > 0 ? await burst() : undefined;

// Which of ws's optional native helpers this process loaded (their prebuilt binaries).
const wsRequire = createRequire(createRequire(import.meta.url).resolve("ws"));
const loaded = (name: string) => {
  try {
    const entry = wsRequire.resolve(name);
    const folder = entry.slice(0, entry.lastIndexOf("/"));
    return Object.keys(wsRequire.cache).some((f) => f.startsWith(folder) && f.endsWith(".node"));
  } catch {
    return false;
  }
};
console.log(
  `RESULT ${JSON.stringify({
    helpers: { bufferutil: loaded("bufferutil"), utf8Validate: loaded("utf-8-validate") },
    rates,
    memory,
  })}`,
);
process.exit(0);
