import { PerpkitError, type PerpkitErrorOptions } from "@perpkit/core";

/**
 * Results of two different sweeps were given to be merged: shards join only with shards of the
 * same sweep (the same bot, grid, recordings, windows and seed, which its id is the hash of).
 *
 * @example
 * try { await mergeSweep({ shards, out }) } catch (e) {
 *   if (e instanceof SweepMismatchError) console.log(e.file, e.sweepId, e.expected)
 * }
 */
export class SweepMismatchError extends PerpkitError {
  override readonly name = "SweepMismatchError";
  declare readonly file: string;
  declare readonly sweepId: string;
  declare readonly expected: string;

  constructor(file: string, sweepId: string, expected: string, options: PerpkitErrorOptions = {}) {
    super(
      "SWEEP_MISMATCH",
      `${file} holds results of sweep ${sweepId}, not of sweep ${expected} (the first file's): shards merge only with shards of the same sweep`,
      options,
    );
    this.file = file;
    this.sweepId = sweepId;
    this.expected = expected;
  }
}
