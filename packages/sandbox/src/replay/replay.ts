import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import { ValidationError } from "@perpkit/core";
import type { SandboxClock } from "../engine/clock.js";
import type { Exchange } from "../engine/exchange.js";
import { assertTimeWithinLimit } from "../engine/time-limit.js";
import type { ParticipantRecord } from "../market/participant.js";
import type { SandboxOracle } from "../oracle/feed.js";
import { Course } from "./course.js";
import { LineCheck } from "./line-check.js";
import { Player } from "./player.js";
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
  /** True once the replay is over: its last line was taken, or it stopped early. */
  readonly ended: boolean;
  /**
   * Set when the replay stopped before the end of the file, which it could not read on (a read
   * failure, broken gzip data, a gzip bomb): the line it stopped at, and why.
   */
  readonly stopped: { readonly line: number; readonly error: string } | undefined;
  /** Recording lines played. */
  readonly played: number;
  readonly books: number;
  readonly trades: number;
  readonly tickers: number;
  /**
   * Breaks in the recording: its gap lines, and diffs whose `pt` did not continue their book's
   * chain. After each break of a book, it stays as it was until the next snapshot.
   */
  readonly gaps: number;
  /** The last break, with its line. */
  readonly lastGap: string | undefined;
  /** Diffs not played because their book was waiting for a snapshot after a break. */
  readonly skipped: number;
  /** Orders of the replay's subaccounts the engine refused, and why the last one was. */
  readonly refused: number;
  readonly lastRefusal: string | undefined;
  /**
   * Lines refused (see the README's table of what a replay refuses: not JSON, a price off the
   * tick grid, a time going back, ...), and the last reason, with its line and field.
   */
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
  /** Resolves when the replay is over: the recording's last line was taken, or it stopped early. */
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
 * What the sandbox gives a replay: the engine, its clock, the oracle, how to publish a market's
 * L2Book diff, and where its refused lines and breaks are reported.
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

/** Real milliseconds between moves of the clock at a speed. */
const TICK_MS = 10;

/**
 * Starts playing a recording into a sandbox whose clock stands still (only the replay moves it):
 * each line is checked (LineCheck) and, passed, played at its time (Player): a book message sets
 * the replay's orders to the recorded levels (see ReplayBook) and publishes the market's L2Book
 * diff, a trade is played by the replay's taker, a ticker's mark price becomes the oracle price.
 *
 * @example
 * const replay = startReplay(await openRecording(file), settings, clock, wiring)
 */
export function startReplay(
  reader: RecordingReader,
  settings: ReplaySettings,
  clock: SandboxClock,
  wiring: ReplayWiring,
): ReplayDriver {
  const { exchange } = wiring;
  const player = new Player(reader.header.symbols, settings.funding, wiring);
  const check = new LineCheck(reader.header, (symbol) => exchange.productByTicker(symbol));
  const course = new Course(reader, check, clock, player);
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
    .catch((error: unknown) => player.stop(error, course.line))
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
    assertTimeWithinLimit(time, "time");
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
      const time = Math.max(course.target, clock.now()) + ms;
      assertTimeWithinLimit(time, "ms");
      return advanceTo(time);
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
