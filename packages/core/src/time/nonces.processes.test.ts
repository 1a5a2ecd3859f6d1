import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { nonceToMs } from "./nonces.js";

const script = fileURLToPath(new URL("../../test/draw-nonces.ts", import.meta.url));

/** Runs one drawing process and resolves with its nonces, in the order drawn. */
function draw(count: number, startAt: number, lane?: number): Promise<bigint[]> {
  const args = ["--import", "tsx", script, String(count), String(startAt)];
  if (lane !== undefined) args.push(String(lane));
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`draw-nonces exited ${code}: ${err}`));
      else resolve(out.trim().split("\n").map(BigInt));
    });
  });
}

/** How many values appear more than once across the lists. */
function collisions(lists: readonly (readonly bigint[])[]): number {
  const all = lists.flat();
  return all.length - new Set(all).size;
}

describe("nonces across processes", () => {
  test("4 processes drawing 50,000 each at the same moment never draw the same nonce", async () => {
    const startAt = Date.now() + 3_000;
    const lists = await Promise.all(Array.from({ length: 4 }, () => draw(50_000, startAt)));
    for (const list of lists) {
      expect(list).toHaveLength(50_000);
      expect(list.filter((n, i) => i > 0 && n <= (list[i - 1] as bigint))).toEqual([]);
      // Unix nanoseconds of the drawing time: well inside the exchange's hour either side.
      expect(Math.abs(nonceToMs(list[0] as bigint) - startAt)).toBeLessThan(60_000);
      expect(Math.abs(nonceToMs(list.at(-1) as bigint) - startAt)).toBeLessThan(60_000);
    }
    // The processes really drew in the same milliseconds.
    const firstMs = lists.map((list) => nonceToMs(list[0] as bigint));
    expect(Math.max(...firstMs) - Math.min(...firstMs)).toBeLessThan(1_000);
    expect(collisions(lists)).toBe(0);
  }, 60_000);

  test("the same check finds the collisions of two processes forced into one lane", async () => {
    const startAt = Date.now() + 3_000;
    const lists = await Promise.all([draw(20_000, startAt, 7), draw(20_000, startAt, 7)]);
    expect(collisions(lists)).toBeGreaterThan(0);
  }, 60_000);
});
