/**
 * Where the sandbox's own endpoints live, apart from the exchange's /v1.
 *
 * @example
 * await fetch(`${baseUrl}${CONTROL_PREFIX}/time`) // { time, frozen }
 */
export const CONTROL_PREFIX = "/sandbox";

/**
 * One endpoint of the index at GET /sandbox.
 *
 * @example
 * const freeze: ControlEndpoint = { method: "POST", path: "/sandbox/oracle/freeze", does: "Stops the oracle." }
 */
export interface ControlEndpoint {
  readonly method: "GET" | "POST" | "DELETE";
  readonly path: string;
  readonly body?: string;
  readonly query?: string;
  readonly does: string;
}
