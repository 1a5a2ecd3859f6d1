/**
 * Which requests a fault touches, and for how long. With neither `count` nor `forMs` it lasts
 * until cleared. The sandbox's own /sandbox/ endpoints are never touched.
 *
 * @example
 * const scope: HttpFaultScope = { path: "/v1/order", method: "POST", count: 2 }
 */
export interface HttpFaultScope {
  /**
   * Only this path and the paths below it (`/v1/order` also covers `/v1/order/cancel`), or the
   * paths a pattern matches. Default every path.
   */
  readonly path?: string | RegExp;
  /** Only this HTTP method. Default every method. */
  readonly method?: string;
  /** Only the next this many matching requests. */
  readonly count?: number;
  /** Only for this many milliseconds of the sandbox clock. */
  readonly forMs?: number;
}

/**
 * Options of {@link HttpFaults.fail}.
 *
 * @example
 * sandbox.faults.http.fail(429, { path: "/v1/order", count: 1, retryAfterSeconds: 2 })
 */
export interface HttpFailOptions extends HttpFaultScope {
  /** Sent as `Retry-After`. Default 1 for a 429, none otherwise. */
  readonly retryAfterSeconds?: number;
  /** The error body's `message`. */
  readonly message?: string;
  /** A 429 body's `type`: which pool ran out. Default `RATE_LIMIT_IP`. */
  readonly rateLimitType?: string;
}

/**
 * An injected fault, as the control endpoint lists it.
 *
 * @example
 * const { id, kind, hits }: HttpFaultRecord = sandbox.faults.http.list()[0]
 */
export interface HttpFaultRecord {
  readonly id: string;
  /** `delay` holds requests back; `fail` answers them with an error status. */
  readonly kind: "delay" | "fail";
  readonly delayMs?: number;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly path?: string;
  readonly method?: string;
  /** Requests still to touch, when the fault has a count. */
  readonly remaining?: number;
  /** Sandbox-clock time (ms) the fault ends, when it has a duration. */
  readonly until?: number;
  /** Requests touched so far. */
  readonly hits: number;
}

/**
 * A fault in place; `clear()` removes it early.
 *
 * @example
 * const outage = sandbox.faults.http.fail(503)
 * outage.clear()
 */
export interface HttpFault {
  readonly id: string;
  /** Requests touched so far. */
  readonly hits: number;
  /** False once it ran out, expired or was cleared. */
  readonly active: boolean;
  /** Removes the fault. */
  clear(): void;
  /** The fault as the control endpoint lists it. */
  toJSON(): HttpFaultRecord;
}

/**
 * Fault injection for the sandbox's HTTP answers (REST and candles): slow answers, and 429s or
 * 503s for a while, for every path or the ones you name.
 *
 * @example
 * sandbox.faults.http.delay(500, { path: "/v1/order" })
 * sandbox.faults.http.fail(503, { count: 2 }) // the next two requests fail
 * sandbox.faults.http.clear()
 */
export interface HttpFaults {
  /** Holds matching requests back by `ms` (real milliseconds) before they are answered. */
  delay(ms: number, scope?: HttpFaultScope): HttpFault;
  /** Answers matching requests with `status` (a 4xx or 5xx) and the interface's error body. */
  fail(status: number, options?: HttpFailOptions): HttpFault;
  /** Faults in place. */
  list(): HttpFaultRecord[];
  /** Removes one fault by id; false when no fault has it. */
  remove(id: string): boolean;
  /** Removes every fault. */
  clear(): void;
}
