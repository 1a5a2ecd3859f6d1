import { createPointBudget, type PointBudget } from "@perpkit/core";
import type { WatchedOrderBook } from "../../src/book/watch-order-book.js";
import { createStreamClient, type StreamClientOptions } from "../../src/client.js";
import type { Depth } from "../reference-book.js";
import { type BudgetWindow, budgetFigures } from "./budget.js";
import { ChaosGateway, seededRandom } from "./chaos-gateway.js";
import { applyFault, type Fault, type FaultKind, faultKinds } from "./faults.js";

// The chaos soak: a stream client watching books and tickers on the chaos gateway while faults
// are drawn at random, with every book the client calls live compared with the gateway's
// reference, and the time each fault took to recover from, the time a book was shown live while
// behind, and what connections and subscriptions cost, per 5-minute window.

/**
 * `chaos`: a fault of any kind about every 30 s. `storm`: the gateway closes every connection
 * just after it has carried data long enough to count as healthy, which drives reconnects as
 * hard as the client allows (the backoff starts over each time). `refuse`: the gateway closes
 * every connection as soon as it opens.
 */
export type SoakMix = "chaos" | "storm" | "refuse";

export type { BudgetWindow };

export interface SoakOptions {
  readonly seed: number;
  /** How long faults are drawn (wall clock); recovery from the last ones is awaited after. */
  readonly minutes: number;
  /** Stop drawing after this many faults, even before `minutes`. */
  readonly maxFaults?: number;
  readonly mix: SoakMix;
  /** Every duration of the protocol and the client times this: 1 runs them as the service does. */
  readonly scale?: number;
  readonly books?: number;
  readonly tickers?: number;
  /** Mean time between two faults of the chaos mix, in seconds of the service's time. Default 30. */
  readonly everySeconds?: number;
  /** Progress lines, about one a minute. */
  readonly log?: (line: string) => void;
}

/** How long one kind of fault took to recover from (ms, from the fault's end). */
export interface Recovery {
  readonly count: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  /** Not live and caught up again when the run ended. */
  readonly unrecovered: number;
}

export interface SoakReport {
  readonly seed: number;
  readonly mix: SoakMix;
  readonly scale: number;
  readonly minutes: number;
  readonly everySeconds: number;
  readonly books: number;
  readonly tickers: number;
  readonly faults: Readonly<Record<string, number>>;
  /** Live books compared with the reference (on every update), and how many differed. */
  readonly checks: number;
  readonly wrong: number;
  readonly wrongExamples: readonly string[];
  readonly recoveries: Readonly<Record<string, Recovery>>;
  /** The bound every recovery must meet, and the faults that did not. */
  readonly boundMs: number;
  readonly overBound: readonly string[];
  /** Time books were shown live while two or more intervals behind the gateway, in all. */
  readonly staleLiveMs: number;
  /** The longest such stretch of one book, and the fault drawn last before it began. */
  readonly longestStaleLiveMs: number;
  readonly longestStaleLiveAfter: string;
  /** The latest the process ran a timer (the sampler's), and how many times it was 100 ms late. */
  readonly lateMs: { readonly max: number; readonly over100: number };
  /** Share of the run each book was live. */
  readonly liveShare: number;
  /** Books that failed with an error event (and were watched again). */
  readonly failedBooks: number;
  readonly connections: number;
  readonly windows: readonly BudgetWindow[];
  /**
   * The most points in any window of 5 minutes (scaled): all the client paid, and the reconnects'
   * part as the gateway counts it (in windows a second shorter: it sees a request a moment after
   * the client paid for it).
   */
  readonly maxWindowPoints: number;
  readonly maxWindowReconnectPoints: number;
  readonly heapMb: { readonly start: number; readonly end: number };
}

/** The client's options at `scale` (1: its defaults). */
function clientOptions(scale: number): StreamClientOptions {
  if (scale === 1) return {};
  const s = (ms: number) => Math.round(ms * scale);
  return {
    reconnect: {
      initialDelayMs: s(500),
      maxDelayMs: s(30_000),
      resetAfterMs: s(60_000),
      resetAfterDataMs: s(10_000),
    },
    replyTimeoutMs: s(10_000),
    connectTimeoutMs: s(10_000),
    pingIntervalMs: s(30_000),
    pongTimeoutMs: s(10_000),
    rateLimitRetry: { initialDelayMs: s(1_000), maxDelayMs: s(30_000) },
  };
}

/** A budget that records what it hands out. */
function recording(budget: PointBudget, spends: { at: number; cost: number }[]): PointBudget {
  return {
    available: () => budget.available(),
    waitTime: (cost) => budget.waitTime(cost),
    tryTake(cost) {
      const taken = budget.tryTake(cost);
      if (taken) spends.push({ at: Date.now(), cost });
      return taken;
    },
    async take(cost, signal) {
      await budget.take(cost, signal);
      spends.push({ at: Date.now(), cost });
    },
  };
}

function sameDepth(actual: Depth, expected: Depth): boolean {
  const same = (a: Depth["bids"], b: Depth["bids"]) =>
    a.length === b.length &&
    a.every((l, i) => l.price === b[i]?.price && l.quantity === b[i]?.quantity);
  return same(actual.bids, expected.bids) && same(actual.asks, expected.asks);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** One watched symbol: its current book (watched again after a failure) and what it showed. */
interface Watch {
  readonly symbol: string;
  book: WatchedOrderBook;
  liveMs: number;
  staleSince: number | undefined;
  /** The fault drawn last before the book began to be shown live while behind. */
  staleAfter: string;
}

/** A fault waiting for its books to come back. */
interface Open {
  readonly fault: Fault;
  /** When it ended, once it has. */
  endedAt: number | undefined;
  /** The first book time of each symbol the gateway sent after the fault ended. */
  targets: Map<string, number> | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Draws every kind in turn, in a shuffled order each round: each as often as the others. */
function deckOf(random: () => number): () => FaultKind {
  const deck: FaultKind[] = [];
  return () => {
    if (deck.length === 0) {
      deck.push(...faultKinds);
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [deck[i], deck[j]] = [deck[j] as FaultKind, deck[i] as FaultKind];
      }
    }
    return deck.pop() as FaultKind;
  };
}

/** Recovery times by kind of fault, and the faults whose books never came back. */
function summarize(
  recovered: ReadonlyMap<string, number[]>,
  open: readonly Open[],
): Record<string, Recovery> {
  const recoveries: Record<string, Recovery> = {};
  const kinds = new Set([...recovered.keys(), ...open.map((o) => o.fault.kind)]);
  for (const kind of kinds) {
    const sorted = [...(recovered.get(kind) ?? [])].sort((a, b) => a - b);
    recoveries[kind] = {
      count: sorted.length,
      median: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
      unrecovered: open.filter((o) => o.fault.kind === kind).length,
    };
  }
  return recoveries;
}

/** Runs the soak; see the file's comment. */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const scale = options.scale ?? 1;
  const random = seededRandom(options.seed);
  const symbols = Array.from({ length: options.books ?? 4 }, (_, i) => `SYM${i}USD`);
  const tickers = Array.from({ length: options.tickers ?? 2 }, (_, i) => `TCK${i}USD`);
  const intervalMs = Math.max(5, Math.round(200 * scale));
  const staleAfterMs = Math.round(1_000 * scale);
  const settings = clientOptions(scale);
  const connectTimeoutMs = settings.connectTimeoutMs ?? 10_000;
  const gateway = await ChaosGateway.start({ symbols, tickers, intervalMs, random });
  const spends: { at: number; cost: number }[] = [];
  const pool = createPointBudget({ points: 3_500, windowMs: 300_000 });
  const client = createStreamClient({
    url: gateway.url,
    budget: recording(pool, spends),
    random,
    ...settings,
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  const started = Date.now();
  let checks = 0;
  let wrong = 0;
  let failedBooks = 0;
  const wrongExamples: string[] = [];

  function watch(entry: Watch): WatchedOrderBook {
    const book = client.watchOrderBook(entry.symbol, scale === 1 ? {} : { staleAfterMs });
    const reference = gateway.books.get(entry.symbol);
    book.on("update", () => {
      const expected = reference?.at(book.time as number);
      checks++;
      if (expected && sameDepth(book.depth(), expected)) return;
      wrong++;
      if (wrongExamples.length < 5) wrongExamples.push(`${entry.symbol} at ${book.time}`);
    });
    book.on("close", ({ error }) => {
      if (!error || client.status === "closed") return;
      failedBooks++;
      // A user whose book failed watches it again.
      setTimeout(() => {
        if (client.status !== "closed") entry.book = watch(entry);
      }, intervalMs);
    });
    return book;
  }
  const watches: Watch[] = [];
  for (const symbol of symbols) {
    const entry: Watch = {
      symbol,
      book: undefined as unknown as WatchedOrderBook,
      liveMs: 0,
      staleSince: undefined,
      staleAfter: "",
    };
    entry.book = watch(entry);
    watches.push(entry);
  }
  const subscribeTicker = (symbol: string) => {
    const sub = client.subscribe({ type: "Ticker", symbol });
    sub.on("error", () => {
      if (sub.status === "failed" && client.status !== "closed") {
        setTimeout(() => subscribeTicker(symbol), intervalMs);
      }
    });
  };
  for (const symbol of tickers) subscribeTicker(symbol);

  const faults: Record<string, number> = {};
  const open: Open[] = [];
  const recovered = new Map<string, number[]>();
  const overBound: string[] = [];
  const boundMs = Math.round(scale * (1_000 + 200 + 10_000 + 10_000 + 30_000) + 1_000);
  let staleLiveMs = 0;
  let longestStaleLiveMs = 0;
  let longestStaleLiveAfter = "";
  let lastFault = "no fault yet";
  const lateMs = { max: 0, over100: 0 };
  let lastSample = Date.now();
  const sampleMs = Math.max(5, Math.round(50 * scale));

  /** Measures what every book shows; a sample much later than due (a busy process) counts nothing. */
  function sample(): void {
    const now = Date.now();
    const dt = now - lastSample;
    lastSample = now;
    lateMs.max = Math.max(lateMs.max, dt - sampleMs);
    if (dt - sampleMs > 100) lateMs.over100++;
    const counted = dt < 10 * sampleMs;
    for (const w of watches) {
      const reference = gateway.books.get(w.symbol);
      const live = w.book.status === "live";
      if (counted && live) w.liveMs += dt;
      const behind = live && reference !== undefined && reference.t - (w.book.time as number) >= 2;
      if (behind && counted) {
        staleLiveMs += dt;
        if (w.staleSince === undefined) {
          w.staleSince = now - dt;
          w.staleAfter = lastFault;
        }
        if (now - w.staleSince > longestStaleLiveMs) {
          longestStaleLiveMs = now - w.staleSince;
          longestStaleLiveAfter = `${w.symbol}, after ${w.staleAfter}`;
        }
      } else if (!behind) w.staleSince = undefined;
    }
    for (const o of [...open]) {
      o.endedAt ??= o.fault.ended();
      if (o.endedAt === undefined || now < o.endedAt) continue;
      if (!o.targets) {
        o.targets = new Map(o.fault.symbols.map((s) => [s, (gateway.books.get(s)?.t ?? 0) + 1]));
      }
      const back = [...o.targets].every(([symbol, t]) => {
        const book = watches.find((w) => w.symbol === symbol)?.book;
        return book?.status === "live" && (book.time as number) >= t;
      });
      if (!back) continue;
      const ms = now - o.endedAt;
      const list = recovered.get(o.fault.kind) ?? [];
      list.push(ms);
      recovered.set(o.fault.kind, list);
      if (ms > boundMs) overBound.push(`${o.fault.kind} (${o.fault.detail}): ${ms} ms`);
      open.splice(open.indexOf(o), 1);
    }
  }
  const sampler = setInterval(sample, sampleMs);

  if (options.mix !== "chaos") {
    const codes = [0, 1000, 1001, 1011, 1012, 4000];
    const healthyAfter = Math.round(10_000 * scale);
    gateway.closeAfter = { ms: options.mix === "storm" ? healthyAfter + 2 * intervalMs : 0, codes };
  }
  const endsAt = started + options.minutes * 60_000;
  let nextLog = started + 60_000;
  const draw = deckOf(random);
  let drawn = 0;
  while (Date.now() < endsAt && drawn < (options.maxFaults ?? Number.POSITIVE_INFINITY)) {
    const gap = Math.round((options.everySeconds ?? 30) * 1000 * scale * (0.5 + random()));
    await sleep(Math.min(gap, Math.max(0, endsAt - Date.now())));
    if (Date.now() >= endsAt) break;
    if (options.mix === "chaos") {
      const kind = draw();
      const fault = applyFault(kind, {
        gateway,
        random,
        symbols,
        scale,
        staleAfterMs,
        connectTimeoutMs,
      });
      faults[kind] = (faults[kind] ?? 0) + 1;
      lastFault = `${kind} (${fault.detail}) at ${((Date.now() - started) / 1000).toFixed(1)} s`;
      drawn++;
      open.push({ fault, endedAt: undefined, targets: undefined });
    }
    if (Date.now() >= nextLog) {
      nextLog += 60_000;
      const minute = Math.round((Date.now() - started) / 60_000);
      options.log?.(
        `${minute} min: ${Object.values(faults).reduce((a, b) => a + b, 0)} faults, ${checks} checks, ${wrong} wrong, ${gateway.upgrades.length} connections`,
      );
    }
  }
  // The gateway behaves from now on: wait for the last faults' books to come back.
  gateway.closeAfter = undefined;
  const coolDown = Date.now() + boundMs;
  while (open.length > 0 && Date.now() < coolDown) await sleep(sampleMs);
  const runMs = Date.now() - started;
  clearInterval(sampler);
  await client.close();
  await gateway.close();
  gc?.();
  const heapEnd = process.memoryUsage().heapUsed;

  const recoveries = summarize(recovered, open);
  const budget = budgetFigures(gateway, spends, started, runMs, scale);
  return {
    seed: options.seed,
    mix: options.mix,
    scale,
    minutes: runMs / 60_000,
    everySeconds: options.everySeconds ?? 30,
    books: symbols.length,
    tickers: tickers.length,
    faults,
    checks,
    wrong,
    wrongExamples,
    recoveries,
    boundMs,
    overBound,
    staleLiveMs,
    longestStaleLiveMs,
    longestStaleLiveAfter,
    lateMs,
    liveShare: watches.reduce((n, w) => n + w.liveMs, 0) / (watches.length * runMs),
    failedBooks,
    connections: gateway.upgrades.length,
    ...budget,
    heapMb: { start: heapStart / 2 ** 20, end: heapEnd / 2 ** 20 },
  };
}
