import { readFileSync } from "node:fs";
import { ValidationError } from "@perpkit/core";

/**
 * A latency, in milliseconds of the sandbox's clock: a fixed number, a list of measured values
 * the replay draws from (seeded, so a run repeats), or a file of such values (one number a line,
 * or a JSON array), as measured against the live service.
 *
 * @example
 * const fixed: Latency = 25
 * const measured: Latency = [18, 22, 25, 31, 80]
 * const recorded: Latency = { file: "order-latencies.txt" }
 */
export type Latency = number | readonly number[] | { readonly file: string };

/**
 * The latencies of a replay, one for each way: market frames reaching the bot (`feed`), and the
 * bot's orders (and batches) and cancels reaching the exchange.
 *
 * @example
 * const latency: LatencyOptions = { feed: 5, order: [18, 22, 25, 31], cancel: 20 }
 */
export interface LatencyOptions {
  readonly feed?: Latency;
  readonly order?: Latency;
  readonly cancel?: Latency;
}

/**
 * One way's latency as the replay draws it: the same `key` (a request's place in the order the
 * bot sent them, a frame's number) always draws the same value.
 *
 * @example
 * const order = latencySampler([20, 30], "latency.order", 1)
 * order.draw(7) // 20 or 30, the same on every run
 */
export interface LatencySampler {
  /** What it was given, for the report: the values it draws from. */
  readonly values: readonly number[];
  draw(key: number): number;
}

function checked(values: readonly unknown[], field: string): number[] {
  if (values.length === 0) throw new ValidationError(field, "must hold at least one latency");
  return values.map((value, i) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 3_600_000) {
      throw new ValidationError(
        `${field}.${i}`,
        "must be a number of milliseconds from 0 to 3,600,000",
      );
    }
    return value;
  });
}

/** The numbers of a latency file: a JSON array, or one number a line (blank lines and # comments skipped). */
function readLatencies(file: string, field: string): readonly unknown[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (cause) {
    throw new ValidationError(`${field}.file`, `cannot be read: ${(cause as Error).message}`, {
      cause,
    });
  }
  if (text.trimStart().startsWith("[")) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new ValidationError(`${field}.file`, "is not a JSON array");
    return parsed;
  }
  return text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "")
    .map((line) => (/^[0-9.]+$/.test(line) ? Number(line) : line));
}

/** A 32-bit hash of the seed, the way and the key: the draw for that key (mulberry32's mix). */
function mix(seed: number, key: number): number {
  let x = (seed ^ Math.imul(key + 0x6d2b79f5, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return (x ^ (x >>> 14)) >>> 0;
}

/** A number for a seed of any kind, and for the way, so the ways draw apart. */
function seedOf(seed: number | string | undefined, field: string): number {
  let h = 2166136261;
  for (const c of `${seed ?? 0}:${field}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * Checks one way's latency and makes its sampler. Throws a ValidationError naming the field.
 *
 * @example
 * latencySampler({ file: "latencies.txt" }, "replay.latency.order", seed).draw(3)
 */
export function latencySampler(
  latency: Latency | undefined,
  field: string,
  seed: number | string | undefined,
): LatencySampler {
  const given = latency ?? 0;
  const values =
    typeof given === "number"
      ? checked([given], field)
      : Array.isArray(given)
        ? checked(given, field)
        : typeof given === "object" && given !== null && "file" in given
          ? checked(readLatencies((given as { file: string }).file, field), field)
          : undefined;
  if (values === undefined) {
    throw new ValidationError(field, "must be milliseconds, a list of them, or { file }");
  }
  if (values.length === 1) {
    const only = values[0] as number;
    return { values, draw: () => only };
  }
  const base = seedOf(seed, field);
  return { values, draw: (key) => values[mix(base, key) % values.length] as number };
}
