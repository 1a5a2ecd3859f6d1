import type { IncomingMessage, ServerResponse } from "node:http";
import { ValidationError } from "@perpkit/core";
import { invalid } from "../engine/index.js";
import { parseJson, readBody } from "../http/body.js";
import { CONTROL_PREFIX, type ControlEndpoint } from "../http/control-endpoints.js";
import { sendJson } from "../http/respond.js";

/**
 * Stream faults a test or a bot's author injects on purpose, to see that the client copes:
 * dropped connections (it must reconnect and subscribe again) and missed L2Book messages (it
 * must see the gap and rebuild the book from a fresh snapshot).
 *
 * @example
 * sandbox.faults.stream.skipL2BookMessage("BTCUSD") // the next BTCUSD diff never arrives
 * sandbox.faults.stream.dropConnections() // every client sees code 1006 and reconnects
 */
export interface StreamFaults {
  /**
   * Drops every open stream connection at once, without a close frame, as a failed network
   * does: clients see code 1006. Returns how many were dropped.
   *
   * @example
   * const dropped = sandbox.faults.stream.dropConnections()
   */
  dropConnections(): number;
  /**
   * Leaves out the next `count` L2Book diffs of `symbol` (default 1) for every subscriber: the
   * book time moves on without them, so the next diff's `pt` shows the gap. Throws a
   * ValidationError for a symbol that names no product or a count below 1.
   *
   * @example
   * sandbox.faults.stream.skipL2BookMessage("BTCUSD", 2)
   */
  skipL2BookMessage(symbol: string, count?: number): void;
  /**
   * What is in effect: open connections and the L2Book diffs still to be skipped, by symbol.
   *
   * @example
   * sandbox.faults.stream.state() // { connections: 2, skipL2Book: { BTCUSD: 1 } }
   */
  state(): StreamFaultState;
}

/**
 * What {@link StreamFaults.state} reports.
 *
 * @example
 * const { connections, skipL2Book }: StreamFaultState = sandbox.faults.stream.state()
 */
export interface StreamFaultState {
  /** Open stream connections. */
  readonly connections: number;
  /** L2Book diffs still to be left out, by symbol. */
  readonly skipL2Book: Readonly<Record<string, number>>;
}

/**
 * Where the stream faults are controlled over HTTP.
 *
 * @example
 * await fetch(`${sandbox.baseUrl}${STREAM_FAULTS_PATH}`, { method: "POST", body: JSON.stringify({ dropConnections: true }) })
 */
export const STREAM_FAULTS_PATH = `${CONTROL_PREFIX}/faults/stream`;

/** The stream fault endpoints, for the index at GET /sandbox. */
export const streamFaultEndpoints: readonly ControlEndpoint[] = [
  {
    method: "GET",
    path: STREAM_FAULTS_PATH,
    does: "Open connections and pending skipped L2Book diffs.",
  },
  {
    method: "POST",
    path: STREAM_FAULTS_PATH,
    body: "{ dropConnections: true } or { skipL2Book: symbol, count? }",
    does: "Drops every stream connection (1006), or leaves out a market's next L2Book diffs (a gap).",
  },
];

function fields(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid("the body must be a JSON object");
  }
  for (const key of Object.keys(value)) {
    if (key !== "dropConnections" && key !== "skipL2Book" && key !== "count") {
      throw invalid(`body.${key} is not allowed`);
    }
  }
  return value as Record<string, unknown>;
}

/**
 * Serves the stream fault endpoints; returns false for any other path. `GET` answers the
 * {@link StreamFaultState}; `POST` with `{ dropConnections: true }` drops every connection, and
 * with `{ skipL2Book: symbol, count? }` leaves out that market's next diffs. Bad bodies throw
 * (answered 400 by the sandbox's error handling).
 *
 * @example
 * if (await serveStreamFaults(faults, req, res, url)) return true
 */
export async function serveStreamFaults(
  faults: StreamFaults,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (url.pathname.replace(/\/+$/, "") !== STREAM_FAULTS_PATH) return false;
  if (req.method === "GET") {
    req.resume();
    sendJson(res, 200, faults.state());
    return true;
  }
  if (req.method !== "POST") return false;
  const body = fields(parseJson(await readBody(req, 16 * 1024)));
  const { dropConnections, skipL2Book, count } = body;
  if (dropConnections !== undefined && typeof dropConnections !== "boolean") {
    throw new ValidationError("dropConnections", "must be a boolean");
  }
  if (skipL2Book !== undefined && typeof skipL2Book !== "string") {
    throw new ValidationError("skipL2Book", "must be a symbol");
  }
  if (count !== undefined && skipL2Book === undefined) {
    throw new ValidationError("count", "goes with skipL2Book");
  }
  if (dropConnections !== true && skipL2Book === undefined) {
    throw invalid("dropConnections: true or skipL2Book is required");
  }
  if (count !== undefined && (typeof count !== "number" || !Number.isSafeInteger(count))) {
    throw new ValidationError("count", "must be a whole number, 1 or more");
  }
  if (skipL2Book !== undefined) faults.skipL2BookMessage(skipL2Book, count ?? 1);
  const dropped = dropConnections === true ? faults.dropConnections() : 0;
  sendJson(res, 200, { droppedConnections: dropped, ...faults.state() });
  return true;
}
