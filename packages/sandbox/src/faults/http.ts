import type { IncomingMessage, ServerResponse } from "node:http";
import { limits, ValidationError } from "@perpkit/core";
import type { SandboxClock } from "../clock.js";
import { RateLimitType } from "../enums.js";
import { CONTROL_PREFIX } from "../http/control.js";
import { errorBody, rateLimitHeaders, sendJson } from "../http/respond.js";
import type { SandboxExtension } from "../http/server.js";
import { httpFaultEndpoints, serveFaultControl } from "./http-control.js";
import type { HttpFailOptions, HttpFault, HttpFaultRecord, HttpFaults } from "./http-types.js";

export type {
  HttpFailOptions,
  HttpFault,
  HttpFaultRecord,
  HttpFaultScope,
  HttpFaults,
} from "./http-types.js";

interface Entry {
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

function wholeNumber(value: unknown, field: string, min: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    throw new ValidationError(field, `must be a whole number of at least ${min}`);
  }
  return value;
}

function matches(entry: Entry, method: string, path: string): boolean {
  if (entry.method !== undefined && entry.method !== method) return false;
  const p = entry.path;
  if (p === undefined) return true;
  if (typeof p === "string") return path === p || path.startsWith(p.endsWith("/") ? p : `${p}/`);
  p.lastIndex = 0;
  return p.test(path);
}

function recordOf(entry: Entry): HttpFaultRecord {
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
 * HTTP fault injection with its sandbox extension: the faults API, the extension that applies
 * it to every request before the sandbox routes it, and the /sandbox/faults/http endpoints.
 *
 * @example
 * const { faults, extension } = createHttpFaults(clock)
 * faults.fail(429, { count: 1 })
 */
export function createHttpFaults(
  clock: SandboxClock,
  options: { readonly control?: boolean } = {},
): { readonly faults: HttpFaults; readonly extension: SandboxExtension } {
  const entries: Entry[] = [];
  let nextId = 1;
  const waiting = new Set<() => void>();
  let closed = false;

  const live = (): Entry[] => {
    const now = clock.now();
    for (let i = entries.length - 1; i >= 0; i--) {
      const e = entries[i] as Entry;
      if (e.remaining === 0 || (e.until !== undefined && now >= e.until)) {
        e.active = false;
        entries.splice(i, 1);
      }
    }
    return entries;
  };

  const add = (
    kind: "delay" | "fail",
    fields: { delayMs: number; status: number },
    scope: HttpFailOptions,
  ): HttpFault => {
    if (scope.count !== undefined) wholeNumber(scope.count, "count", 1);
    if (scope.forMs !== undefined) wholeNumber(scope.forMs, "forMs", 1);
    if (scope.retryAfterSeconds !== undefined) {
      wholeNumber(scope.retryAfterSeconds, "retryAfterSeconds", 0);
    }
    if (scope.path !== undefined && typeof scope.path === "string" && !scope.path.startsWith("/")) {
      throw new ValidationError("path", "must start with /");
    }
    const entry: Entry = {
      id: `http-${nextId++}`,
      kind,
      ...fields,
      retryAfterSeconds:
        scope.retryAfterSeconds ?? (kind === "fail" && fields.status === 429 ? 1 : undefined),
      message: scope.message,
      rateLimitType: scope.rateLimitType ?? RateLimitType.RATE_LIMIT_IP,
      path: scope.path,
      method: scope.method?.toUpperCase(),
      remaining: scope.count,
      until: scope.forMs === undefined ? undefined : clock.now() + scope.forMs,
      hits: 0,
      active: true,
    };
    entries.push(entry);
    return {
      id: entry.id,
      get hits() {
        return entry.hits;
      },
      get active() {
        live();
        return entry.active;
      },
      clear() {
        entry.active = false;
        const at = entries.indexOf(entry);
        if (at >= 0) entries.splice(at, 1);
      },
      toJSON: () => recordOf(entry),
    };
  };

  const faults: HttpFaults = {
    delay(ms, scope = {}) {
      return add("delay", { delayMs: wholeNumber(ms, "ms", 0), status: 0 }, scope);
    },
    fail(status, failOptions = {}) {
      wholeNumber(status, "status", 400);
      if (status > 599) throw new ValidationError("status", "must be a 4xx or 5xx status");
      return add("fail", { delayMs: 0, status }, failOptions);
    },
    list: () => live().map(recordOf),
    remove(id) {
      const at = entries.findIndex((e) => e.id === id);
      if (at < 0) return false;
      (entries[at] as Entry).active = false;
      entries.splice(at, 1);
      return true;
    },
    clear() {
      for (const e of entries) e.active = false;
      entries.length = 0;
    },
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });

  const answer = (res: ServerResponse, entry: Entry) => {
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
  };

  const inject = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const method = (req.method ?? "GET").toUpperCase();
    let delayMs = 0;
    let failure: Entry | undefined;
    for (const entry of live()) {
      if (!matches(entry, method, url.pathname)) continue;
      if (entry.kind === "fail" && failure) continue;
      entry.hits++;
      if (entry.remaining !== undefined) entry.remaining--;
      if (entry.kind === "delay") delayMs += entry.delayMs;
      else failure = entry;
    }
    if (delayMs > 0) await wait(delayMs);
    if (closed) {
      res.destroy();
      return true;
    }
    if (!failure) return false;
    req.resume();
    answer(res, failure);
    return true;
  };

  const extension: SandboxExtension = {
    controlEndpoints: options.control === false ? [] : httpFaultEndpoints,
    // Not async: with no fault set, a request passes by without waiting a turn.
    handleRequest(req, res, url) {
      if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
        return options.control === false ? false : serveFaultControl(faults, req, res, url);
      }
      if (entries.length === 0) return false;
      return inject(req, res, url);
    },
    close() {
      closed = true;
      for (const done of [...waiting]) done();
      faults.clear();
    },
  };
  return { faults, extension };
}
