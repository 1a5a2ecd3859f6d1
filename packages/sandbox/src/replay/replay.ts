import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import { setImmediate } from "node:timers/promises";
import { ValidationError } from "@perpkit/core";
import type { RecordingEntry } from "@perpkit/stream";
import type { Exchange, SandboxClock } from "../engine/index.js";
import { Participant, type ParticipantRecord } from "../market/participant.js";
import type { SandboxOracle } from "../oracle/feed.js";
import { ReplayBook } from "./liquidity.js";
import { MakerPool } from "./pool.js";
import type { RecordingReader } from "./reader.js";
import type { ReplaySettings } from "./replay-settings.js";

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

/** What each kind of recorded line does to the sandbox. */
class Player {
  readonly pool: MakerPool;
  readonly taker: Participant;
  readonly counts = { played: 0, books: 0, trades: 0, tickers: 0, gaps: 0, errors: 0 };
  lastError: string | undefined;
  private readonly markets = new Map<string, ReplayBook>();

  constructor(
    symbols: readonly string[],
    funding: bigint,
    private readonly wiring: ReplayWiring,
  ) {
    const { exchange } = wiring;
    this.pool = new MakerPool(exchange, funding);
    this.taker = Participant.enlist(exchange, "taker", "replay", "replay-taker", funding);
    for (const symbol of symbols) {
      const product = exchange.productByTicker(symbol);
      if (!product) {
        throw new ValidationError("replay.file", `records ${symbol}, which is no product here`);
      }
      this.markets.set(symbol, new ReplayBook(exchange, product, this.pool, this.taker));
    }
  }

  /** Plays one line; one that cannot be played is counted and reported, and the replay goes on. */
  play(entry: RecordingEntry): void {
    try {
      this.apply(entry);
    } catch (error) {
      this.counts.errors++;
      this.lastError = error instanceof Error ? error.message : String(error);
      this.wiring.onError(error);
    }
    this.counts.played++;
  }

  private apply(entry: RecordingEntry): void {
    const market = this.markets.get(entry.symbol);
    if (!market) {
      throw new ValidationError("replay.file", `has a line for ${entry.symbol}, not in its header`);
    }
    switch (entry.kind) {
      case "book":
        market.apply(entry.bids, entry.asks, entry.previousTime === undefined);
        this.wiring.publishBook(entry.symbol);
        this.counts.books++;
        break;
      case "trade":
        market.trade(entry.side === 0 ? 0 : 1, entry.price, entry.size);
        this.counts.trades++;
        break;
      case "ticker": {
        const mark = entry.ticker.markPx;
        const { oracle } = this.wiring;
        if (mark !== undefined && oracle.price(entry.symbol) !== mark)
          oracle.set(entry.symbol, mark);
        this.counts.tickers++;
        break;
      }
      case "gap":
        this.counts.gaps++;
        break;
    }
  }

  /** Where the replay is, with the clock's time and whether it ended. */
  status(time: number, ended: boolean): ReplayStatus {
    const pooled = this.pool.refusals();
    return {
      time,
      ended,
      ...this.counts,
      refused: pooled.refused + this.taker.refused,
      lastRefusal: this.taker.lastRefusal ?? pooled.lastRefusal,
      lastError: this.lastError,
      ordersWaiting: this.wiring.ordersWaiting?.() ?? 0,
    };
  }
}

/**
 * The replay's course: reads the recording line by line and plays each at its time, as far as
 * the replay may go (`target`): up to the time `advance` asked for, or, at a speed, as far as
 * real time allows, moving the clock between lines.
 */
class Course {
  /** How far in the recording's time the replay may play. */
  target: number;
  ended = false;
  stopped = false;
  /** The next line, read but not yet due. */
  private pending: RecordingEntry | undefined;
  /** Wakes the reading loop when `target` moved on. */
  private wake: (() => void) | undefined;
  /** Those waiting for the loop to reach `target` (or the end). */
  private idle: (() => void)[] = [];

  constructor(
    private readonly reader: RecordingReader,
    first: RecordingEntry | undefined,
    private readonly clock: SandboxClock,
    private readonly player: Player,
  ) {
    this.pending = first;
    this.target = clock.now();
  }

  /** Plays lines while they are due, waiting for the target to move on when one is not. */
  async run(): Promise<void> {
    let sinceYield = 0;
    while (!this.stopped) {
      const entry = this.pending ?? (await this.reader.next());
      if (entry === undefined || this.stopped) break;
      this.pending = entry;
      if (entry.time > this.target) {
        this.settle();
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        continue;
      }
      this.pending = undefined;
      if (entry.time > this.clock.now()) this.clock.setTime(entry.time);
      this.player.play(entry);
      if (++sinceYield >= YIELD_EVERY) {
        sinceYield = 0;
        await setImmediate();
      }
    }
  }

  /** Lets the replay play up to `time`. */
  allow(time: number): void {
    if (time > this.target) this.target = time;
    const resume = this.wake;
    this.wake = undefined;
    resume?.();
  }

  /** Resolves once every line up to `target` was played, or the recording ended. */
  reached(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ended) resolve();
      else this.idle.push(resolve);
    });
  }

  settle(): void {
    for (const resolve of this.idle) resolve();
    this.idle = [];
  }

  /** At a speed: moves the clock on to `reach` while the loop waits for its next line. */
  follow(reach: number): void {
    const next = this.pending?.time;
    const upTo = next !== undefined && next < reach ? next : reach;
    if (this.wake !== undefined && upTo > this.clock.now()) this.clock.setTime(Math.floor(upTo));
    this.allow(Math.floor(reach));
  }
}

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
  const player = new Player(reader.header.symbols, settings.funding, wiring);
  const course = new Course(reader, first, clock, player);
  const startTime = clock.now();
  const status = () => player.status(clock.now(), course.ended);
  const realStart = performance.now();
  const speed = settings.speed;
  const timer =
    speed === "step"
      ? undefined
      : setInterval(
          () => course.follow(startTime + (performance.now() - realStart) * speed),
          TICK_MS,
        );
  timer?.unref();
  const finished = course
    .run()
    .catch((error: unknown) => wiring.onError(error))
    .then(() => {
      course.ended = true;
      if (timer) clearInterval(timer);
      reader.close();
      course.settle();
      return status();
    });

  const advanceTo = async (time: number): Promise<ReplayStatus> => {
    if (speed !== "step") {
      throw new ValidationError("replay.speed", 'must be "step" to move the replay by hand');
    }
    if (!Number.isFinite(time)) throw new ValidationError("time", "must be a time in ms");
    const reached = course.reached();
    course.allow(time);
    await reached;
    if (time > clock.now()) clock.setTime(time);
    return status();
  };

  return {
    file: settings.file,
    symbols: reader.header.symbols,
    speed,
    startTime,
    finished,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new ValidationError("ms", "must be 0 or more");
      return advanceTo(Math.max(course.target, clock.now()) + ms);
    },
    advanceTo,
    status,
    participants: () => [...player.pool.makers.map((m) => m.record()), player.taker.record()],
    stop() {
      course.stopped = true;
      if (timer) clearInterval(timer);
      course.allow(Number.POSITIVE_INFINITY);
    },
  };
}
