import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import { setImmediate } from "node:timers/promises";
import { ValidationError } from "@perpkit/core";
import type { RecordingEntry } from "@perpkit/stream";
import type { SandboxClock } from "../clock.js";
import type { Exchange } from "../engine/exchange.js";
import { Participant, type ParticipantRecord } from "../market/participant.js";
import type { SandboxOracle } from "../oracle/feed.js";
import { ReplayBook } from "./liquidity.js";
import { MakerPool } from "./pool.js";
import type { RecordingReader } from "./reader.js";
import type { ReplaySettings } from "./settings.js";

/**
 * Where a replay is: the recording's time it reached and what it played.
 *
 * @example
 * const { time, ended, trades }: ReplayStatus = sandbox.replay.status()
 */
export interface ReplayStatus {
  /** The sandbox clock, which follows the recording's times. */
  readonly time: number;
  /** True once the last line of the recording was played. */
  readonly ended: boolean;
  /** Recording lines played. */
  readonly played: number;
  readonly books: number;
  readonly trades: number;
  readonly tickers: number;
  /** Gap lines met: the book jumped to the snapshot after each. */
  readonly gaps: number;
  /** Orders of the replay's subaccounts the engine refused, and why the last one was. */
  readonly refused: number;
  readonly lastRefusal: string | undefined;
  /** Lines that could not be played (a price off the product's tick grid, say), and the last reason. */
  readonly errors: number;
  readonly lastError: string | undefined;
  /** Order, cancel and batch requests the order delay holds back now. */
  readonly ordersWaiting: number;
}

/**
 * A replay running in a sandbox (`sandbox.replay`).
 *
 * @example
 * const sandbox = await startSandbox({ replay: { file: "market.ndjson", speed: "step" } })
 * await sandbox.replay?.advance(60_000) // the next minute of the recording
 */
export interface SandboxReplay {
  readonly file: string;
  /** The markets of the recording. */
  readonly symbols: readonly string[];
  readonly speed: number | "step";
  /** The sandbox clock's time when the replay began: just before the recording's first line. */
  readonly startTime: number;
  /** Resolves when the last line of the recording has been played. */
  readonly finished: Promise<ReplayStatus>;
  /**
   * Plays the next `ms` of the recording, each line at its time, and moves the clock to the end
   * of them. Only with `speed: "step"`.
   */
  advance(ms: number): Promise<ReplayStatus>;
  /** Plays the recording up to `time` (epoch ms) and moves the clock there. Only with `speed: "step"`. */
  advanceTo(time: number): Promise<ReplayStatus>;
  status(): ReplayStatus;
  /** The replay's subaccounts: its makers and its taker. */
  participants(): ParticipantRecord[];
}

/**
 * What the sandbox gives a replay: the engine, its clock, the oracle, and how to publish a
 * market's L2Book diff.
 *
 * @example
 * const wiring: ReplayWiring = { exchange, oracle, publishBook: (s) => gateway.publishBook(s) }
 */
export interface ReplayWiring {
  readonly exchange: Exchange;
  readonly oracle: SandboxOracle;
  readonly publishBook: (symbol: string) => void;
  readonly onError: (error: unknown) => void;
  /** How many requests the order delay holds back, when there is one. */
  readonly ordersWaiting?: () => number;
}

/** The replay with the hook the sandbox stops it by. */
export interface ReplayDriver extends SandboxReplay {
  stop(): void;
}

/** Lines played between turns of the event loop, so sockets are served meanwhile. */
const YIELD_EVERY = 256;
/** Real milliseconds between moves of the clock at a speed. */
const TICK_MS = 10;

/**
 * Starts playing a recording into a sandbox whose clock stands still (only the replay moves it).
 * Each line is played at its time: a book message sets the replay's orders to the recorded levels
 * (see ReplayBook) and publishes the market's L2Book diff, a trade is played by the replay's
 * taker, a ticker's mark price becomes the oracle price.
 *
 * @example
 * const replay = startReplay(reader, await reader.next(), settings, clock, wiring)
 */
export function startReplay(
  reader: RecordingReader,
  first: RecordingEntry | undefined,
  settings: ReplaySettings,
  clock: SandboxClock,
  wiring: ReplayWiring,
): ReplayDriver {
  const { exchange, oracle } = wiring;
  const pool = new MakerPool(exchange, settings.funding);
  const taker = Participant.enlist(exchange, "taker", "replay", "replay-taker", settings.funding);
  const markets = new Map<string, ReplayBook>();
  for (const symbol of reader.header.symbols) {
    const product = exchange.productByTicker(symbol);
    if (!product) {
      throw new ValidationError("replay.file", `records ${symbol}, which is no product here`);
    }
    markets.set(symbol, new ReplayBook(exchange, product, pool, taker));
  }
  const counts = { played: 0, books: 0, trades: 0, tickers: 0, gaps: 0, errors: 0 };
  let lastError: string | undefined;
  const startTime = clock.now();
  let target = startTime;
  let pending: RecordingEntry | undefined = first;
  let ended = false;
  let stopped = false;
  let wake: (() => void) | undefined;
  let idle: (() => void)[] = [];
  let finish: (status: ReplayStatus) => void = () => undefined;
  const finished = new Promise<ReplayStatus>((resolve) => {
    finish = resolve;
  });

  const status = (): ReplayStatus => {
    const pooled = pool.refusals();
    return {
      time: clock.now(),
      ended,
      ...counts,
      refused: pooled.refused + taker.refused,
      lastRefusal: taker.lastRefusal ?? pooled.lastRefusal,
      lastError,
      ordersWaiting: wiring.ordersWaiting?.() ?? 0,
    };
  };

  const play = (entry: RecordingEntry) => {
    const market = markets.get(entry.symbol);
    if (!market)
      throw new ValidationError("replay.file", `has a line for ${entry.symbol}, not in its header`);
    switch (entry.kind) {
      case "book":
        market.apply(entry.bids, entry.asks, entry.previousTime === undefined);
        wiring.publishBook(entry.symbol);
        counts.books++;
        break;
      case "trade":
        market.trade(entry.side === 0 ? 0 : 1, entry.price, entry.size);
        counts.trades++;
        break;
      case "ticker": {
        const mark = entry.ticker.markPx;
        if (mark !== undefined && oracle.price(entry.symbol) !== mark)
          oracle.set(entry.symbol, mark);
        counts.tickers++;
        break;
      }
      case "gap":
        counts.gaps++;
        break;
    }
  };

  const settle = () => {
    for (const resolve of idle) resolve();
    idle = [];
  };

  const loop = async () => {
    let sinceYield = 0;
    while (!stopped) {
      const entry = pending ?? (await reader.next());
      if (entry === undefined || stopped) break;
      pending = entry;
      if (entry.time > target) {
        settle();
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      pending = undefined;
      if (entry.time > clock.now()) clock.setTime(entry.time);
      try {
        play(entry);
      } catch (error) {
        counts.errors++;
        lastError = error instanceof Error ? error.message : String(error);
        wiring.onError(error);
      }
      counts.played++;
      if (++sinceYield >= YIELD_EVERY) {
        sinceYield = 0;
        await setImmediate();
      }
    }
  };

  const allow = (time: number) => {
    if (time > target) target = time;
    const resume = wake;
    wake = undefined;
    resume?.();
  };

  // At a speed, real time sets how far the recording may go; the clock follows between lines.
  const realStart = performance.now();
  const timer =
    settings.speed === "step"
      ? undefined
      : setInterval(() => {
          const speed = settings.speed as number;
          const reach = startTime + (performance.now() - realStart) * speed;
          const upTo = pending && pending.time < reach ? pending.time : reach;
          if (wake !== undefined && upTo > clock.now()) clock.setTime(Math.floor(upTo));
          allow(Math.floor(reach));
        }, TICK_MS);
  timer?.unref();

  void loop()
    .catch((error: unknown) => wiring.onError(error))
    .finally(() => {
      ended = true;
      if (timer) clearInterval(timer);
      reader.close();
      settle();
      finish(status());
    });

  const advanceTo = async (time: number): Promise<ReplayStatus> => {
    if (settings.speed !== "step") {
      throw new ValidationError("replay.speed", 'must be "step" to move the replay by hand');
    }
    if (!Number.isFinite(time)) throw new ValidationError("time", "must be a time in ms");
    const reached = new Promise<void>((resolve) => {
      if (ended) resolve();
      else idle.push(resolve);
    });
    allow(time);
    await reached;
    if (time > clock.now()) clock.setTime(time);
    return status();
  };

  return {
    file: settings.file,
    symbols: reader.header.symbols,
    speed: settings.speed,
    startTime,
    finished,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new ValidationError("ms", "must be 0 or more");
      return advanceTo(Math.max(target, clock.now()) + ms);
    },
    advanceTo,
    status,
    participants: () => [...pool.makers.map((m) => m.record()), taker.record()],
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      allow(Number.POSITIVE_INFINITY);
    },
  };
}
