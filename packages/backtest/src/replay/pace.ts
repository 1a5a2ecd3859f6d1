import { performance } from "node:perf_hooks";
import { ValidationError } from "@perpkit/core";

/**
 * How fast a replay may play: at most `speed` times real time, as fast as its clients keep up
 * (`"max"`), or only as far as it is told (`"step"`).
 *
 * @example
 * const speed: ReplaySpeed = 20
 */
export type ReplaySpeed = number | "max" | "step";

/**
 * What the replay may do with an event at a time: play it now, wait some real milliseconds first
 * (the speed's cap), or hold it until told (paused, or past a step's target).
 *
 * @example
 * const go: PaceVerdict = pace.verdict(time)
 */
export type PaceVerdict = "now" | "hold" | { readonly waitMs: number };

/**
 * The pace of a replay: how far and how fast the simulated time may move. It never drives the
 * replay: the replay moves from one event to the next as soon as its clients have handled the
 * last, and the pace only caps that (a speed), stops it (a pause), or bounds it (a step's target).
 *
 * @example
 * const pace = new Pace(20, false, clock.now())
 * if (pace.verdict(next) === "now") play(next)
 */
export class Pace {
  /** How far a stepped or paused replay may play. */
  target: number;
  paused: boolean;
  /** The recording is over: only its clock's timers are left, at real speed. */
  ended = false;
  /** Real time and simulated time at the last start or resume, for the speed's cap. */
  private anchor: { wall: number; sim: number } | undefined;

  constructor(
    readonly speed: ReplaySpeed,
    paused: boolean,
    start: number,
  ) {
    this.target = start;
    this.paused = paused;
  }

  /** Starts the speed's clock at `sim`, as the replay starts or resumes. */
  private anchorAt(sim: number): void {
    this.anchor = { wall: performance.now(), sim };
  }

  /**
   * The recording is over at `now`: its clock's timers (a bot's keep-alives, its stop) go on at
   * real speed from here, whatever the speed was, so the clock never races past the end and a
   * bot can always stop.
   */
  end(now: number): void {
    this.ended = true;
    this.target = Math.min(this.target, now);
    this.anchorAt(now);
  }

  /** What may happen to an event at `time`, the simulated time being `now`. */
  verdict(time: number, now: number): PaceVerdict {
    if (time <= this.target) return "now";
    const speed = this.ended ? 1 : this.speed;
    if (!this.ended && (this.paused || speed === "step")) return "hold";
    if (speed === "max" || speed === "step") return "now";
    this.anchor ??= { wall: performance.now(), sim: now };
    const due = this.anchor.wall + (time - this.anchor.sim) / speed;
    const waitMs = due - performance.now();
    return waitMs <= 0 ? "now" : { waitMs };
  }

  /** Lets a stepped or paused replay play up to `time` (after the end, no further than it). */
  allow(time: number): void {
    if (time > this.target && !this.ended) this.target = time;
  }

  pause(): void {
    if (this.speed === "step") {
      throw new ValidationError("replay.speed", 'is "step": a stepped replay is always paused');
    }
    this.paused = true;
  }

  /** Plays on from `now` at the speed (a stepped replay cannot resume). */
  resume(now: number): void {
    if (this.speed === "step") {
      throw new ValidationError("replay.speed", 'is "step": move it with advance() instead');
    }
    this.paused = false;
    this.anchorAt(now);
  }
}
