import { ValidationError } from "@perpkit/core";
import { assertTimeWithinLimit, type ParticipantRecord, type SandboxClock } from "@perpkit/sandbox";
import { BotFailureError, StalledClientError } from "../lockstep/errors.js";
import type { WorkInFlight } from "../lockstep/work-in-flight.js";
import { Course } from "./course.js";
import { LineCheck } from "./line-check.js";
import { Pace, type ReplaySpeed } from "./pace.js";
import { Player, type ReplayStatus, type ReplayWiring } from "./player.js";
import type { RecordingReader } from "./reader.js";
import type { ReplaySettings } from "./replay-settings.js";

export type { ReplayStatus, ReplayWiring } from "./player.js";

/**
 * A replay running in a sandbox (`sandbox.replay`).
 *
 * @example
 * const sandbox = await startReplay({ replay: { file: "market.ndjson", speed: "step" } })
 * await sandbox.replay.advance(60_000) // the next minute of the recording
 */
export interface SandboxReplay {
  /** The recording, folder or list of recordings played. */
  readonly file: string | readonly string[];
  /** The markets of the recording. */
  readonly symbols: readonly string[];
  readonly speed: ReplaySpeed;
  /** The sandbox clock's time when the replay began: just before the recording's first line. */
  readonly startTime: number;
  /**
   * Resolves when the recording is over: its last line was played (and the clients on the
   * sandbox's clock handled what it sent them), or it stopped early (the file could not be read
   * on, or the bot failed: `status().stopped` says which). The clock's timers and the bot's held
   * orders go on being served after it at real speed, whatever the replay's speed, so a bot can
   * stop and the clock never races past the end.
   */
  readonly finished: Promise<ReplayStatus>;
  /** True while paused (a replay started with `paused`, or `pause()`d); a stepped replay always is. */
  readonly paused: boolean;
  /**
   * Plays the next `ms` (a whole number) of the recording, each event at its time, and moves the
   * clock to the end of them; resolves once the clients on the sandbox's clock have handled all
   * of it. A stepped or paused replay only. It stops where the recording ends: past the end there
   * is nothing to play, and the clock stays there.
   */
  advance(ms: number): Promise<ReplayStatus>;
  /**
   * Plays the recording up to `time` (epoch ms, a whole number) and moves the clock there, or to
   * the recording's end when that comes first. A stepped or paused replay only.
   */
  advanceTo(time: number): Promise<ReplayStatus>;
  /** Stops playing after the current event, until `resume()`. Not a stepped replay. */
  pause(): void;
  /** Plays on at the replay's speed. Not a stepped replay. */
  resume(): void;
  /**
   * The clock's time when the recording was over (its last line played and settled, or it
   * stopped early); `undefined` before. A session report made after it covers the run up to it.
   */
  readonly endTime: number | undefined;
  /**
   * Calls `listener` the moment the recording is over, before the clock moves on (at once when
   * it is); returns a function that unsubscribes.
   */
  onEnd(listener: (status: ReplayStatus) => void): () => void;
  status(): ReplayStatus;
  /** The replay's subaccounts: its makers and its taker. */
  participants(): ParticipantRecord[];
  /** The latencies it draws from, in ms of its clock, each way (a fixed one is a list of one). */
  readonly latency: {
    readonly feed: readonly number[];
    readonly order: readonly number[];
    readonly cancel: readonly number[];
  };
}

/** The replay with the hook the sandbox stops it by. */
export interface ReplayDriver extends SandboxReplay {
  stop(): void;
  /** Wakes the replay when it waits for its next event (a timer was set). */
  poke(): void;
}

/**
 * The lock-step parts a replay runs with: the work its clients have in flight, and when a held
 * request of theirs is due (a stepped replay plays on to it).
 *
 * @example
 * const lockstep: ReplayLockstep = { work, pulledTo: () => hold.nextLockstepDue() }
 */
export interface ReplayLockstep {
  readonly work: WorkInFlight;
  readonly pulledTo: () => number | undefined;
  /** The latencies drawn from, for the replay to tell. */
  readonly latency: SandboxReplay["latency"];
}

/**
 * The course of a replay, with what it reports wired to the player: clients dropped for
 * stalling, a file that cannot be read on, a bot that failed, the end.
 */
function startCourse(
  reader: RecordingReader,
  player: Player,
  clock: SandboxClock,
  wiring: ReplayWiring,
  lockstep: ReplayLockstep,
  settings: ReplaySettings,
  pace: Pace,
  ended: () => void,
): Course {
  const check = new LineCheck(
    reader.header,
    (symbol) => wiring.exchange.productByTicker(symbol),
    reader.files.length > 1,
  );
  const course: Course = new Course(reader, check, player, {
    clock,
    work: lockstep.work,
    pace,
    pulledTo: lockstep.pulledTo,
    stallMs: settings.stallRealMs,
    onDropped: (dropped) => {
      for (const client of dropped) {
        player.dropped++;
        player.lastDropped = client;
        wiring.onError(new StalledClientError(client, clock.now(), settings.stallRealMs));
      }
    },
    onFailure: (error, source, line) =>
      player.stop(source === "bot" ? new BotFailureError(error, clock.now()) : error, line),
    onEnd: () => {
      player.endTime = clock.now();
      reader.close();
      ended();
    },
  });
  lockstep.work.hooks = {
    onWiring: (error) => wiring.onError(error),
    onFailure: (error) => {
      player.stop(new BotFailureError(error, clock.now()), course.line);
      course.end();
    },
  };
  return course;
}

/**
 * Starts playing a recording into a sandbox whose clock stands still (only the replay moves it):
 * each line is checked (LineCheck) and, passed, played at its time (Player): a book message sets
 * the replay's orders to the recorded levels (see ReplayBook) and publishes the market's L2Book
 * diff, a trade is played by the replay's taker, a ticker's mark price becomes the oracle price.
 * The Course takes one event at a time and waits for the lock-step clients between them.
 *
 * @example
 * const replay = playRecording((await openReplayInput(file)).reader, settings, clock, wiring, lockstep)
 */
export function playRecording(
  reader: RecordingReader,
  settings: ReplaySettings,
  clock: SandboxClock,
  wiring: ReplayWiring,
  lockstep: ReplayLockstep,
): ReplayDriver {
  const { work } = lockstep;
  const player = new Player(reader.header.symbols, settings.funding, wiring);
  const startTime = clock.now();
  const speed = settings.speed;
  const pace = new Pace(speed, settings.paused, startTime);
  const endListeners = new Set<(status: ReplayStatus) => void>();
  const status = () =>
    player.status(
      clock.now(),
      course.ended || course.stopped,
      work.pending > 0 ? work.describe() : undefined,
    );
  // The status as the recording ended: what `finished` answers. Taken then, not when a promise
  // settles a few turns later, by which time a held order of the bot may be on its way.
  let ended: ReplayStatus | undefined;
  const course = startCourse(reader, player, clock, wiring, lockstep, settings, pace, () => {
    ended = status();
    for (const listener of [...endListeners]) listener(ended);
  });
  const run = course
    .run()
    .catch((error: unknown) => player.stop(error, course.line))
    .finally(() => course.stop());
  const finished = Promise.race([course.recordingEnded, run]).then(() => {
    reader.close();
    return ended ?? status();
  });

  const advanceTo = async (time: number, field = "time"): Promise<ReplayStatus> => {
    if (speed !== "step" && !pace.paused) {
      throw new ValidationError(
        "replay.speed",
        'must be "step", or the replay paused, to move the replay by hand',
      );
    }
    if (!Number.isSafeInteger(time) || time < 0) {
      throw new ValidationError(field, "must be a whole number of ms, 0 or more");
    }
    assertTimeWithinLimit(time, field);
    // Past the end of the recording there is nothing to play: the clock stays where it ended.
    if (course.ended) return status();
    const reached = course.reached();
    course.allow(time);
    await reached;
    if (time > clock.now() && !course.ended && !course.stopped) clock.setTime(time);
    return status();
  };

  return {
    file: settings.file,
    symbols: reader.header.symbols,
    speed,
    startTime,
    finished,
    get endTime() {
      return player.endTime;
    },
    get paused() {
      return speed === "step" || pace.paused;
    },
    advance: async (ms) => {
      if (!Number.isSafeInteger(ms) || ms < 0) {
        throw new ValidationError("ms", "must be a whole number of ms, 0 or more");
      }
      const time = Math.max(pace.target, clock.now()) + ms;
      assertTimeWithinLimit(time, "ms");
      return advanceTo(time, "ms");
    },
    advanceTo: (time) => advanceTo(time),
    pause() {
      pace.pause();
      // What is due at the time it paused at (a request the bot sent without latency) still goes.
      pace.allow(clock.now());
      course.poke();
    },
    resume() {
      pace.allow(clock.now());
      pace.resume(clock.now());
      course.poke();
    },
    onEnd(listener) {
      if (course.ended) {
        listener(status());
        return () => undefined;
      }
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    status,
    participants: () => [...player.pool.makers.map((m) => m.record()), player.taker.record()],
    latency: lockstep.latency,
    poke: () => course.poke(),
    stop() {
      course.stop();
      reader.close();
      work.end();
    },
  };
}
