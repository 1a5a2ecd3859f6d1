import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import type { SandboxClock } from "@perpkit/sandbox";
import type { WorkInFlight } from "../lockstep/work-in-flight.js";
import type { CheckedLine, LineCheck } from "./line-check.js";
import type { Pace } from "./pace.js";
import type { Player } from "./player.js";
import type { RecordingReader } from "./reader.js";

/** Lines taken between turns of the event loop at most, so sockets are served meanwhile. */
const YIELD_EVERY = 256;
/** Milliseconds of work between turns of the event loop at most, however long the lines take. */
const YIELD_AFTER_MS = 20;

/**
 * What the course needs besides the recording: the clock it moves, the work in flight it waits
 * for, the pace, and when a stepped replay's clients pull it on (their held orders).
 *
 * @example
 * const wiring: CourseWiring = { clock, work, pace, pulledTo, stallMs, onDropped, onFailure, onEnd }
 */
export interface CourseWiring {
  readonly clock: SandboxClock;
  readonly work: WorkInFlight;
  readonly pace: Pace;
  /** The time a lock-step client's held request is due, which a stepped replay plays on to. */
  readonly pulledTo: () => number | undefined;
  /** Real milliseconds a client may make no progress before the replay drops it. */
  readonly stallMs: number;
  /** Told what the replay dropped for stalling, in words (a `StalledClientError` each). */
  readonly onDropped: (dropped: readonly string[]) => void;
  /**
   * Told when the run cannot go on: the file cannot be read on (`file`), or a bot's timer threw
   * (`bot`); the recording ends there.
   */
  readonly onFailure: (error: unknown, source: "file" | "bot", line: number) => void;
  /** Told, at once, when the recording is over (its last line played and settled, or it failed). */
  readonly onEnd: () => void;
}

/**
 * The replay's course: one event at a time, in time order, each taken only once the lock-step
 * clients have handled everything the last one sent them and everything they sent in reaction
 * has reached the sandbox. An event is the recording's next line (read and checked here, played
 * by the Player) or the clock's next timer (a client's, the gateway's, a held request's); a timer
 * comes before a line of the same time. The pace caps how fast and bounds how far.
 *
 * @example
 * const course = new Course(reader, check, player, wiring)
 * void course.run()
 */
export class Course {
  ended = false;
  stopped = false;
  /** The number of the last line read. */
  line = 1;
  /** Lines taken, and when the event loop last turned. */
  private taken = 0;
  private since = 0;
  /** The next line, checked but not yet played; `null` once the recording has no more. */
  private pending: CheckedLine | null | undefined;
  /** A client may have reacted to the last event: let its reaction start before going on. */
  private touched = false;
  /** Wakes the loop while it waits (a new timer, a resume, a step). */
  private wake: (() => void) | undefined;
  /** Ends a wait for the clients (a stop). */
  private wakeSettle: (() => void) | undefined;
  /** Those waiting for the loop to reach the pace's target (or the end). */
  private idle: (() => void)[] = [];
  private recordingDone: () => void = () => undefined;
  /** Resolves once the recording's last line was played and its reactions settled. */
  readonly recordingEnded = new Promise<void>((resolve) => {
    this.recordingDone = resolve;
  });

  constructor(
    private readonly reader: RecordingReader,
    private readonly check: LineCheck,
    private readonly player: Player,
    private readonly wiring: CourseWiring,
  ) {}

  /** The next line to play, checked; lines that are not played are taken on the way. */
  private async next(): Promise<CheckedLine | null> {
    for (;;) {
      const line = await this.reader.next();
      if (line === undefined) return null;
      this.line = line.number;
      const verdict = this.check.line(line);
      if (verdict.kind === "play") return verdict.entry;
      this.player.pass(verdict);
      await this.breathe();
    }
  }

  /** The next line to play; a file that cannot be read on ends the recording there. */
  private async read(): Promise<CheckedLine | null> {
    try {
      return await this.next();
    } catch (error) {
      this.wiring.onFailure(error, "file", this.line);
      return null;
    }
  }

  /** Lets the event loop turn once enough lines or time have gone by since it last did. */
  private async breathe(): Promise<void> {
    if (++this.taken < YIELD_EVERY && performance.now() - this.since < YIELD_AFTER_MS) return;
    await setImmediate();
    this.taken = 0;
    this.since = performance.now();
  }

  /** Waits until the clients have nothing in flight, their reactions to the last event included. */
  private async settle(): Promise<void> {
    const { work } = this.wiring;
    if (work.pending === 0 && !this.touched) return;
    this.touched = false;
    do {
      await this.idleOrDropped();
      // A reaction runs in the turns after what it reacts to; a new request or message of it
      // is in flight before the next turn.
      await setImmediate();
    } while (work.pending > 0 && !this.stopped);
    this.since = performance.now();
    this.taken = 0;
  }

  /**
   * Resolves once nothing is in flight: the clients handled everything, or what stalled
   * `stallMs` of real time was dropped. A stop ends the wait too.
   */
  private idleOrDropped(): Promise<void> {
    const { work, stallMs } = this.wiring;
    return new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        this.wakeSettle = undefined;
        resolve();
      };
      const arm = () => {
        const at = work.nextStall(stallMs);
        if (at === undefined) return;
        timer = setTimeout(check, Math.max(0, at - performance.now()) + 1);
        // Like the replay's other real-time waits, it keeps no process alive on its own.
        timer.unref();
      };
      const check = () => {
        const dropped = work.dropStalled(stallMs);
        if (dropped.length > 0) this.wiring.onDropped(dropped);
        if (work.pending > 0) arm();
      };
      this.wakeSettle = done;
      void work.idle().then(done);
      arm();
    });
  }

  /** Waits to be woken (a timer set, a resume or step, a stop), or `ms` of real time at most. */
  private sleep(ms?: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      function done() {
        if (timer) clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).finally(() => {
      this.wake = undefined;
    });
  }

  /** Wakes the loop if it waits. */
  poke(): void {
    this.wake?.();
  }

  /** The time of the next event, and whether it is a line. */
  private async nextEvent(): Promise<{ time: number; line: CheckedLine | undefined } | undefined> {
    if (this.pending === undefined) {
      const line = this.ended ? null : await this.read();
      this.pending = this.ended ? null : line;
      if (this.pending === null && !this.ended) {
        await this.settle();
        this.end();
      }
    }
    const timer = this.wiring.clock.nextDue();
    const line = this.pending ?? undefined;
    if (line === undefined && timer === undefined) return undefined;
    if (line === undefined || (timer !== undefined && timer <= line.time)) {
      return { time: timer as number, line: undefined };
    }
    return { time: line.time, line };
  }

  /** Plays events while the pace allows, waiting for it (or a new event) when it does not. */
  async run(): Promise<void> {
    const { clock, pace } = this.wiring;
    this.since = performance.now();
    while (!this.stopped) {
      await this.settle();
      const event = await this.nextEvent();
      if (this.stopped) break;
      if (pace.speed === "step") pace.allow(this.wiring.pulledTo() ?? pace.target);
      const verdict = event === undefined ? "hold" : pace.verdict(event.time, clock.now());
      if (verdict !== "now") {
        this.reachTarget();
        await this.sleep(verdict === "hold" ? undefined : verdict.waitMs);
        continue;
      }
      const { time, line } = event as { time: number; line: CheckedLine | undefined };
      if (line === undefined) {
        this.touched = true;
        try {
          clock.fireNext(time);
        } catch (error) {
          // A timer of the bot's threw: its own code failed, and the run ends there.
          this.wiring.onFailure(error, "bot", this.line);
          this.end();
        }
      } else {
        this.pending = undefined;
        if (time > clock.now()) clock.setTime(time);
        this.player.play(line);
      }
      await this.breathe();
    }
    this.settleWaiters();
  }

  /** The loop waits: a stepped replay's clock moves to its target, and those waiting hear it. */
  private reachTarget(): void {
    const { clock, pace } = this.wiring;
    if (Number.isFinite(pace.target) && pace.target > clock.now()) clock.setTime(pace.target);
    this.settleWaiters();
  }

  /** Lets the replay play up to `time` (a stepped or paused replay). */
  allow(time: number): void {
    this.wiring.pace.allow(time);
    this.poke();
  }

  /** Resolves once every event up to the pace's target was played and settled, or the replay stopped. */
  reached(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) resolve();
      else this.idle.push(resolve);
    });
  }

  settleWaiters(): void {
    for (const resolve of this.idle) resolve();
    this.idle = [];
  }

  /**
   * The recording is over (played to its last line, or ended early): no more lines are taken,
   * and what waits for the end hears it now. The clock's timers go on (see Pace.end).
   */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = null;
    this.wiring.pace.end(this.wiring.clock.now());
    this.wiring.onEnd();
    this.recordingDone();
    this.settleWaiters();
    this.poke();
  }

  /** Stops the loop for good. */
  stop(): void {
    this.stopped = true;
    this.recordingDone();
    this.settleWaiters();
    this.wakeSettle?.();
    this.poke();
  }
}
