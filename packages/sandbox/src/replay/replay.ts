import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import { ValidationError } from "@perpkit/core";
import type { SandboxClock } from "../engine/index.js";
import { assertTimeWithinLimit } from "../engine/index.js";
import type { ParticipantRecord } from "../market/participant.js";
import { Course } from "./course.js";
import { LineCheck } from "./line-check.js";
import { Player, type ReplayStatus, type ReplayWiring } from "./player.js";
import type { RecordingReader } from "./reader.js";
import type { ReplaySettings } from "./replay-settings.js";

export type { ReplayStatus, ReplayWiring } from "./player.js";

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
