import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCKSTEP_HEADER, limits, ValidationError } from "@perpkit/core";
import type { SandboxClock } from "../engine/index.js";
import { CONTROL_PREFIX } from "../http/control-endpoints.js";
import type { SandboxExtension } from "../http/extension.js";
import { errorBody, rateLimitHeaders, sendJson } from "../http/respond.js";
import type { SandboxSimulation } from "../http/simulation.js";
import { httpFaultEndpoints, serveFaultControl } from "./http-control.js";
import {
  addFault,
  type FaultEntry,
  type FaultTable,
  hitFaults,
  liveFaults,
  recordOf,
  wholeNumber,
} from "./http-table.js";
import type { HttpFaults } from "./http-types.js";

export type {
  HttpFailOptions,
  HttpFault,
  HttpFaultRecord,
  HttpFaultScope,
  HttpFaults,
} from "./http-types.js";

/**
 * Requests held back by a delay, released at once when the sandbox closes; on a simulation, the
 * one its lock-step clients run in.
 */
interface Holds {
  readonly waiting: Set<() => void>;
  closed: boolean;
  readonly clock: SandboxClock;
  readonly simulation: SandboxSimulation | undefined;
}

/**
 * Waits `ms` real milliseconds, or until the sandbox closes. A lock-step client's request in a
 * simulation waits `ms` of the sandbox's clock instead, as an event of the simulation (not work
 * in flight), so a client's own timeout meets the delay at the same simulated time on every run.
 */
function hold(holds: Holds, ms: number, req: IncomingMessage): Promise<void> {
  const header = req.headers[LOCKSTEP_HEADER];
  const { simulation } = holds;
  const id = typeof header === "string" && simulation?.hold(header) ? header : undefined;
  const clock = id === undefined ? holds.clock.realClock : holds.clock;
  return new Promise<void>((resolve) => {
    const done = () => {
      clock.clearTimer(timer);
      if (holds.waiting.delete(done) && id !== undefined) simulation?.release(id);
      resolve();
    };
    const timer = clock.setTimeout(done, ms);
    holds.waiting.add(done);
  });
}

/** Answers a request with a failure fault: a 429 as the rate limiter would, others plainly. */
function answerFault(res: ServerResponse, entry: FaultEntry): void {
  const retry = entry.retryAfterSeconds;
  const message = entry.message ?? `fault injected by the sandbox (${entry.id})`;
  if (entry.status === 429) {
    const wait = retry ?? 1;
    sendJson(
      res,
      429,
      errorBody(429, message, entry.rateLimitType),
      rateLimitHeaders({
        allowed: false,
        limit: limits.rateLimit.pools.http.points,
        remaining: 0,
        resetSeconds: wait,
        retryAfterSeconds: wait,
      }),
    );
    return;
  }
  const headers =
    retry === undefined ? {} : { [limits.rateLimit.headers.retryAfter]: String(retry) };
  sendJson(res, entry.status, errorBody(entry.status, message), headers);
}

/**
 * Applies the faults to one request: holds it back by the delays that match, then answers it
 * with the failure that matches, if any (true), or lets the sandbox route it (false). A request
 * still held when the sandbox closes is dropped.
 */
async function inject(
  table: FaultTable,
  holds: Holds,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const method = (req.method ?? "GET").toUpperCase();
  const { delayMs, failure } = hitFaults(table, method, url.pathname);
  if (delayMs > 0) await hold(holds, delayMs, req);
  if (holds.closed) {
    res.destroy();
    return true;
  }
  if (!failure) return false;
  req.resume();
  answerFault(res, failure);
  return true;
}

/** The faults API over a table of faults. */
function faultsOf(table: FaultTable): HttpFaults {
  const { entries } = table;
  return {
    delay(ms, scope = {}) {
      return addFault(table, "delay", { delayMs: wholeNumber(ms, "ms", 0), status: 0 }, scope);
    },
    fail(status, failOptions = {}) {
      wholeNumber(status, "status", 400);
      if (status > 599) throw new ValidationError("status", "must be a 4xx or 5xx status");
      return addFault(table, "fail", { delayMs: 0, status }, failOptions);
    },
    list: () => liveFaults(table).map(recordOf),
    remove(id) {
      const at = entries.findIndex((e) => e.id === id);
      if (at < 0) return false;
      (entries[at] as FaultEntry).active = false;
      entries.splice(at, 1);
      return true;
    },
    clear() {
      for (const e of entries) e.active = false;
      entries.length = 0;
    },
  };
}

/**
 * HTTP fault injection with its sandbox extension: the faults API, the extension that applies
 * it to every request before the sandbox routes it, and the /sandbox/faults/http endpoints.
 *
 * @example
 * const { faults, extension } = createHttpFaults(clock)
 * faults.fail(429, { count: 1 })
 */
export function createHttpFaults(
  clock: SandboxClock,
  options: {
    readonly control?: boolean;
    readonly simulation?: SandboxSimulation | undefined;
  } = {},
): { readonly faults: HttpFaults; readonly extension: SandboxExtension } {
  const table: FaultTable = { clock, entries: [], nextId: 1 };
  const holds: Holds = {
    waiting: new Set(),
    closed: false,
    clock,
    simulation: options.simulation,
  };
  const faults = faultsOf(table);
  const extension: SandboxExtension = {
    controlEndpoints: options.control === false ? [] : httpFaultEndpoints,
    // Not async: with no fault set, a request passes by without waiting a turn.
    handleRequest(req, res, url) {
      if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
        return options.control === false ? false : serveFaultControl(faults, req, res, url);
      }
      if (table.entries.length === 0) return false;
      return inject(table, holds, req, res, url);
    },
    close() {
      holds.closed = true;
      for (const done of [...holds.waiting]) done();
      faults.clear();
    },
  };
  return { faults, extension };
}
