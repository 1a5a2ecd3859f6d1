import { ValidationError } from "@perpkit/core";
import { RateLimitType, type SandboxClock } from "../engine/index.js";
import type { HttpFailOptions, HttpFault, HttpFaultRecord } from "./http-types.js";

/**
 * One fault in force, with what it has done so far.
 *
 * @example
 * const entry: FaultEntry = table.entries[0]
 */
export interface FaultEntry {
  readonly id: string;
  readonly kind: "delay" | "fail";
  readonly delayMs: number;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  readonly message: string | undefined;
  readonly rateLimitType: string;
  readonly path: string | RegExp | undefined;
  readonly method: string | undefined;
  remaining: number | undefined;
  readonly until: number | undefined;
  hits: number;
  active: boolean;
}

/**
 * The faults in force, in the order they were added, and the clock their durations run on.
 *
 * @example
 * const table: FaultTable = { clock, entries: [], nextId: 1 }
 */
export interface FaultTable {
  readonly clock: SandboxClock;
  readonly entries: FaultEntry[];
  nextId: number;
}

/**
 * A count, duration or status as a fault takes it; anything else is a ValidationError naming
 * the field.
 *
 * @example
 * const ms = wholeNumber(body.delayMs, "ms", 0)
 */
export function wholeNumber(value: unknown, field: string, min: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(field, `must be a whole number of at least ${min}`);
  }
  return value;
}

function matches(entry: FaultEntry, method: string, path: string): boolean {
  if (entry.method !== undefined && entry.method !== method) return false;
  const p = entry.path;
  if (p === undefined) return true;
  if (typeof p === "string") return path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`);
  p.lastIndex = 0;
  return p.test(path);
}

/**
 * A fault as the control endpoint lists it: only the fields it was given.
 *
 * @example
 * const records = liveFaults(table).map(recordOf)
 */
export function recordOf(entry: FaultEntry): HttpFaultRecord {
  return {
    id: entry.id,
    kind: entry.kind,
    ...(entry.kind === "delay" ? { delayMs: entry.delayMs } : { status: entry.status }),
    ...(entry.retryAfterSeconds === undefined
      ? {}
      : { retryAfterSeconds: entry.retryAfterSeconds }),
    ...(entry.path === undefined ? {} : { path: String(entry.path) }),
    ...(entry.method === undefined ? {} : { method: entry.method }),
    ...(entry.remaining === undefined ? {} : { remaining: entry.remaining }),
    ...(entry.until === undefined ? {} : { until: entry.until }),
    hits: entry.hits,
  };
}

/**
 * The faults still in force: those that ran out of requests or of time are dropped first, so a
 * fault ends on the sandbox clock even when no request comes to notice it.
 *
 * @example
 * for (const entry of liveFaults(table)) console.log(entry.id)
 */
export function liveFaults(table: FaultTable): FaultEntry[] {
  const { entries } = table;
  const now = table.clock.now();
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as FaultEntry;
    if (e.remaining === 0 || (e.until !== undefined && now >= e.until)) {
      e.active = false;
      entries.splice(i, 1);
    }
  }
  return entries;
}

/**
 * Checks a fault's scope and puts it in force; the handle reads its hits and clears it.
 *
 * @example
 * const fault = addFault(table, "fail", { delayMs: 0, status: 503 }, { count: 2 })
 */
export function addFault(
  table: FaultTable,
  kind: "delay" | "fail",
  fields: { delayMs: number; status: number },
  scope: HttpFailOptions,
): HttpFault {
  if (scope.count !== undefined) wholeNumber(scope.count, "count", 1);
  if (scope.forMs !== undefined) wholeNumber(scope.forMs, "forMs", 1);
  if (scope.retryAfterSeconds !== undefined) {
    wholeNumber(scope.retryAfterSeconds, "retryAfterSeconds", 0);
  }
  if (scope.path !== undefined && typeof scope.path === "string" && !scope.path.startsWith("/")) {
    throw new ValidationError("path", "must start with /");
  }
  const entry: FaultEntry = {
    id: `http-${table.nextId++}`,
    kind,
    ...fields,
    retryAfterSeconds:
      scope.retryAfterSeconds ?? (kind === "fail" && fields.status === 429 ? 1 : undefined),
    message: scope.message,
    rateLimitType: scope.rateLimitType ?? RateLimitType.RATE_LIMIT_IP,
    path: scope.path,
    method: scope.method?.toUpperCase(),
    remaining: scope.count,
    until: scope.forMs === undefined ? undefined : table.clock.now() + scope.forMs,
    hits: 0,
    active: true,
  };
  table.entries.push(entry);
  return {
    id: entry.id,
    get hits() {
      return entry.hits;
    },
    get active() {
      liveFaults(table);
      return entry.active;
    },
    clear() {
      entry.active = false;
      const at = table.entries.indexOf(entry);
      if (at >= 0) table.entries.splice(at, 1);
    },
    toJSON: () => recordOf(entry),
  };
}

/**
 * Counts a request against every fault that matches it: the delays add up, and the first
 * failure in force is the one that answers (later ones are not touched).
 *
 * @example
 * const { delayMs, failure } = hitFaults(table, "POST", "/v1/order")
 */
export function hitFaults(
  table: FaultTable,
  method: string,
  path: string,
): { readonly delayMs: number; readonly failure: FaultEntry | undefined } {
  let delayMs = 0;
  let failure: FaultEntry | undefined;
  for (const entry of liveFaults(table)) {
    if (!matches(entry, method, path)) continue;
    if (entry.kind === "fail" && failure) continue;
    entry.hits++;
    if (entry.remaining !== undefined) entry.remaining--;
    if (entry.kind === "delay") delayMs += entry.delayMs;
    else failure = entry;
  }
  return { delayMs, failure };
}
