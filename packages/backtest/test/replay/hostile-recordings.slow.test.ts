import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { PerpkitError } from "@perpkit/core";
import { LATEST_TIME_MS } from "@perpkit/sandbox";
import { RecordingLineError } from "@perpkit/stream";
import { MAX_LINE_BYTES } from "@perpkit/stream/recording";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { MAX_BOOK_ORDERS } from "../../src/replay/recorded-book.js";
import { ReplayFeeWarning, startReplay } from "../../src/replay/start.js";
import { recordSimulated, scratch } from "./recordings.js";

// Slow: a property test. Hostile recordings made by mutating a real one (recorded from a
// simulated market through @perpkit/stream): cut short, lines swapped, dropped and repeated,
// values replaced by huge, negative and mistyped ones, unknown kinds, broken chains, lines over
// the cap, garbage, blank lines, cut gzip data. Each is replayed to its end: it never hangs past
// a generous bound, never crashes, keeps the replay's book within its cap, and every line is
// accounted for: played, refused with its line and field named, a broken chain, or skipped
// while its book waited.

const SYMBOLS = ["BTCUSD", "ETHUSD"];
/** A hang guard, not a timing goal: a replay of a few hundred lines takes well under a second. */
const HANG_MS = 30_000;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

let original: string[];
beforeAll(async () => {
  original = (await recordSimulated("hostile", 30, SYMBOLS)).trimEnd().split("\n");
}, 120_000);

const hostileValue = fc.oneof(
  fc.constantFrom(
    1e12,
    "1000000000000",
    -5,
    "-5",
    1e308,
    Number.MAX_SAFE_INTEGER,
    String(LATEST_TIME_MS + 1),
    LATEST_TIME_MS + 1,
    0,
    "0",
    1.5,
    "0.0000000001",
    "1e5",
    "NaN",
    "",
    null,
    true,
    [],
    {},
  ),
  fc.integer(),
  fc.string({ maxLength: 8 }),
);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("repeat" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("value" as const),
    at: fc.nat(),
    leaf: fc.nat(),
    value: hostileValue,
  }),
  fc.record({
    kind: fc.constant("tag" as const),
    at: fc.nat(),
    tag: fc.constantFrom("X", "s", "", 5, null),
  }),
  fc.record({
    kind: fc.constant("chain" as const),
    at: fc.nat(),
    shift: fc.integer({ min: -500, max: 500 }),
  }),
  fc.record({ kind: fc.constant("long" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("garbage" as const),
    at: fc.nat(),
    text: fc.string({ maxLength: 40 }),
  }),
  fc.record({ kind: fc.constant("blank" as const), at: fc.nat() }),
);

const hostile = fc.record({
  mutations: fc.array(mutation, { minLength: 1, maxLength: 8 }),
  /** Cut the text at this fraction of its length (1: whole). */
  cut: fc.oneof(
    { weight: 3, arbitrary: fc.constant(1) },
    fc.double({ min: 0, max: 1, noNaN: true }),
  ),
  gzip: fc.boolean(),
  /** Cut this many bytes off the end of the gzip data. */
  gzipCut: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 200 })),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

/** Every leaf of a parsed line, as the path to it. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [path];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
}

/** One mutation of the lines after the header (the header is lines[0]). */
function mutate(lines: string[], m: Mutation): void {
  const n = lines.length;
  const at = 1 + (m.at % Math.max(1, n - 1));
  switch (m.kind) {
    case "swap": {
      const to = 1 + (m.to % Math.max(1, n - 1));
      [lines[at], lines[to]] = [lines[to] as string, lines[at] as string];
      break;
    }
    case "drop":
      lines.splice(at, 1);
      break;
    case "repeat":
      lines.splice(at, 0, lines[at] ?? "");
      break;
    case "long":
      lines.splice(at, 0, `["K","BTCUSD",1,{"x":"${"x".repeat(MAX_LINE_BYTES)}"}]`);
      break;
    case "garbage":
      lines.splice(at, 0, m.text);
      break;
    case "blank":
      lines.splice(at, 0, "");
      break;
    default: {
      let row: unknown;
      try {
        row = JSON.parse(lines[at] ?? "");
      } catch {
        return;
      }
      if (!Array.isArray(row)) return;
      if (m.kind === "tag") row[0] = m.tag;
      else if (m.kind === "chain" && row[0] === "D") row[3] = (row[3] as number) + m.shift;
      else if (m.kind === "value") {
        const paths = leaves(row);
        setAt(row, paths[m.leaf % paths.length] as (string | number)[], m.value);
      }
      lines[at] = JSON.stringify(row);
    }
  }
}

describe("hostile recordings", { timeout: 300_000 }, () => {
  test("mutations of a real recording never hang or crash a replay, its book stays within its cap, and every line is accounted for", async () => {
    let refusals = 0;
    let stops = 0;
    const heaps: number[] = [];
    await fc.assert(
      fc.asyncProperty(hostile, async ({ mutations, cut, gzip, gzipCut }) => {
        const lines = [...original];
        for (const m of mutations) mutate(lines, m);
        const whole = `${lines.join("\n")}\n`;
        const text = whole.slice(0, Math.floor(whole.length * cut));
        let bytes: Buffer = gzip ? gzipSync(text) : Buffer.from(text);
        if (gzip && gzipCut > 0) bytes = bytes.subarray(0, Math.max(0, bytes.length - gzipCut));
        const file = join(scratch(), gzip ? "hostile.ndjson.gz" : "hostile.ndjson");
        writeFileSync(file, bytes);

        const reported: unknown[] = [];
        const started = await startReplay({
          seed: 5,
          rateLimits: false,
          replay: { file, speed: "step" },
          // The fixtures hold no product lines: the one fee warning is not a refusal.
          onError: (error) => {
            if (!(error instanceof ReplayFeeWarning)) reported.push(error);
          },
        }).catch((error: unknown) => error);
        if (!("replay" in (started as object))) {
          // Only a file whose header cannot be read is refused at the start, with a typed error.
          expect(started).toBeInstanceOf(PerpkitError);
          return;
        }
        const sandbox = started as Awaited<ReturnType<typeof startReplay>>;
        try {
          let guard: NodeJS.Timeout | undefined;
          const hang = new Promise<"hang">((resolve) => {
            guard = setTimeout(() => resolve("hang"), HANG_MS);
          });
          const status = await Promise.race([sandbox.replay?.advanceTo(LATEST_TIME_MS), hang]);
          clearTimeout(guard);
          expect(status).not.toBe("hang");
          if (status === "hang" || status === undefined) return;
          expect(status.ended).toBe(true);

          // Every refusal names its line and field.
          for (const error of reported) {
            expect(error).toBeInstanceOf(RecordingLineError);
            const { line, field } = error as RecordingLineError;
            expect(Number.isInteger(line) && line >= 2).toBe(true);
            expect(field).toMatch(/^[a-zA-Z]/);
          }
          const byField = (test: (e: RecordingLineError) => boolean) =>
            (reported as RecordingLineError[]).filter(test).length;
          // A break in a book's chain names `pt` too, as a malformed `pt` does; it says so.
          const breaks = byField((e) => e.field === "pt" && /the book waits/.test(e.message));
          const stop = status.stopped === undefined ? 0 : 1;
          expect(byField((e) => e.field === "file")).toBe(stop);
          expect(status.errors).toBe(reported.length - breaks - stop);
          // Every line after the header is played, refused, a break, or skipped.
          const physical = text.split("\n");
          const nonBlank = (upTo: number) =>
            physical.slice(1, upTo).filter((l) => l.trim() !== "").length;
          const taken = status.played + status.errors + breaks + status.skipped;
          if (status.stopped === undefined) {
            expect(taken).toBe(nonBlank(physical.length));
          } else {
            stops++;
            expect(taken).toBeLessThanOrEqual(nonBlank(status.stopped.line - 1));
          }
          // The replay's makers hold each book within the cap.
          let orders = 0;
          for (const maker of sandbox.replay?.participants() ?? []) {
            if (maker.role === "maker") {
              orders += sandbox.exchange.openOrdersOf(maker.subaccountId).length;
            }
          }
          expect(orders).toBeLessThanOrEqual(MAX_BOOK_ORDERS * SYMBOLS.length);
          refusals += status.errors;
        } finally {
          await sandbox.close();
        }
        gc();
        heaps.push(process.memoryUsage().heapUsed);
      }),
      { numRuns: 60 },
    );
    // The mutations were hostile: lines were refused, and some replays stopped.
    expect(refusals).toBeGreaterThan(0);
    expect(stops).toBeGreaterThan(0);
    // Memory stays bounded over the runs: the last runs hold no more than the first ones.
    const first = Math.max(...heaps.slice(0, 10));
    const last = Math.max(...heaps.slice(-10));
    expect(last - first).toBeLessThan(64 * 1024 * 1024);
  });
});
