import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import type { SandboxClock } from "../engine/index.js";
import type { CheckedLine, LineCheck } from "./line-check.js";
import type { Player } from "./player.js";
import type { RecordingReader } from "./reader.js";

/** Lines taken between turns of the event loop at most, so sockets are served meanwhile. */
const YIELD_EVERY = 256;
/** Milliseconds of work between turns of the event loop at most, however long the lines take. */
const YIELD_AFTER_MS = 20;

/**
 * The replay's course: reads the recording line by line, has each checked, and plays each
 * passed line at its time, as far as the replay may go (`target`): up to the time `advance`
 * asked for, or, at a speed, as far as real time allows, moving the clock between lines. A line
 * that is not played (refused, a broken chain) is taken when it is read.
 *
 * @example
 * const course = new Course(reader, check, clock, player)
 * void course.run()
 */
export class Course {
  /** How far in the recording's time the replay may play. */
  target: number;
  ended = false;
  stopped = false;
  /** The number of the last line read. */
  line = 1;
  /** Lines taken, and when the event loop last turned. */
  private taken = 0;
  private since = 0;
  /** The next line, checked but not yet due. */
  private pending: CheckedLine | undefined;
  /** Wakes the reading loop when `target` moved on. */
  private wake: (() => void) | undefined;
  /** Those waiting for the loop to reach `target` (or the end). */
  private idle: (() => void)[] = [];

  constructor(
    private readonly reader: RecordingReader,
    private readonly check: LineCheck,
    private readonly clock: SandboxClock,
    private readonly player: Player,
  ) {
    this.target = clock.now();
  }

  /** The next line to play, checked; lines that are not played are taken on the way. */
  private async next(): Promise<CheckedLine | undefined> {
    for (;;) {
      const line = await this.reader.next();
      if (line === undefined) return undefined;
      this.line = line.number;
      const verdict = this.check.line(line);
      if (verdict.kind === "play") return verdict.entry;
      this.player.pass(verdict);
      await this.breathe();
    }
  }

  /** Lets the event loop turn once enough lines or time have gone by since it last did. */
  private async breathe(): Promise<void> {
    if (++this.taken < YIELD_EVERY && performance.now() - this.since < YIELD_AFTER_MS) return;
    await setImmediate();
    this.taken = 0;
    this.since = performance.now();
  }

  /** Plays lines while they are due, waiting for the target to move on when one is not. */
  async run(): Promise<void> {
    this.since = performance.now();
    while (!this.stopped) {
      const entry = this.pending ?? (await this.next());
      if (entry === undefined || this.stopped) break;
      this.pending = entry;
      if (entry.time > this.target) {
        this.settle();
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.since = performance.now();
        continue;
      }
      this.pending = undefined;
      if (entry.time > this.clock.now()) this.clock.setTime(entry.time);
      this.player.play(entry);
      await this.breathe();
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
