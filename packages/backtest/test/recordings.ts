import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSyntheticRecording } from "../src/replay/synthetic-recording.js";

/** The first ms of 2026-01-01 and 2026-01-02, UTC. */
export const DAYS = [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 2)] as const;

const made: string[] = [];

/**
 * A folder of tiny synthetic recordings by market and day: `seconds` of each market on each day,
 * a few book diffs a second, from a second into the day.
 */
export async function recordingFolder(symbols: readonly string[], seconds = 4): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "perpkit-sweep-"));
  made.push(root);
  for (const [d, start] of DAYS.entries()) {
    for (const [m, symbol] of symbols.entries()) {
      const file = join(root, symbol, `${new Date(start).toISOString().slice(0, 10)}.ndjson`);
      mkdirSync(join(file, ".."), { recursive: true });
      await writeSyntheticRecording(file, {
        seconds,
        symbols: [symbol],
        start: start + 1_000,
        diffsPerSecond: 5,
        tradesPerSecond: 2,
        seed: 10 * d + m + 1,
      });
    }
  }
  return root;
}

/** A scratch folder, removed with the recordings by {@link removeScratch}. */
export function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "perpkit-sweep-out-"));
  made.push(dir);
  return dir;
}

/** Removes every folder made here. */
export function removeScratch(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
