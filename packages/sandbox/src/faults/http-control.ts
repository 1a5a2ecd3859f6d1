import type { IncomingMessage, ServerResponse } from "node:http";
import { ValidationError } from "@perpkit/core";
import { invalid, notFound } from "../engine/index.js";
import { parseJson, readBody } from "../http/body.js";
import { CONTROL_PREFIX, type ControlEndpoint } from "../http/control-endpoints.js";
import { sendJson } from "../http/respond.js";
import type { HttpFailOptions, HttpFaults } from "./http-types.js";

/**
 * Where the HTTP fault endpoints live: POST adds a fault, GET lists them, DELETE clears them
 * (DELETE `{path}/{id}` clears one).
 *
 * @example
 * await fetch(`${sandbox.baseUrl}${HTTP_FAULTS_PATH}`, { method: "POST", body: JSON.stringify({ status: 503, count: 1 }) })
 */
export const HTTP_FAULTS_PATH = `${CONTROL_PREFIX}/faults/http`;

/** The HTTP fault endpoints, for the index at GET /sandbox. */
export const httpFaultEndpoints: readonly ControlEndpoint[] = [
  {
    method: "POST",
    path: HTTP_FAULTS_PATH,
    body: "{ delayMs } or { status: 429 | 503, count?, forMs?, path?, method?, retryAfterSeconds? }",
    does: "Delays REST and candle answers, or fails them with 429 or 503, for a count or a while.",
  },
  { method: "GET", path: HTTP_FAULTS_PATH, does: "The faults in force." },
  { method: "DELETE", path: HTTP_FAULTS_PATH, does: "Clears every fault." },
  { method: "DELETE", path: `${HTTP_FAULTS_PATH}/{id}`, does: "Clears one fault." },
];

const FIELDS = [
  "delayMs",
  "status",
  "path",
  "method",
  "count",
  "forMs",
  "retryAfterSeconds",
  "message",
  "rateLimitType",
] as const;

function optionalString(input: Record<string, unknown>, key: string): string | undefined {
  const value = input[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError(key, "must be a string");
  return value;
}

function optionalNumber(input: Record<string, unknown>, key: string): number | undefined {
  const value = input[key];
  if (value === undefined) return undefined;
  if (typeof value !== "number") throw new ValidationError(key, "must be a number");
  return value;
}

/**
 * Serves the /sandbox/faults/http endpoints; false for any other path.
 *
 * @example
 * if (await serveFaultControl(faults, req, res, url)) return true
 */
export async function serveFaultControl(
  faults: HttpFaults,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const path = url.pathname.replace(/\/+$/, "");
  const method = req.method ?? "GET";
  if (path === HTTP_FAULTS_PATH) {
    if (method === "GET") {
      sendJson(res, 200, { faults: faults.list() });
      return true;
    }
    if (method === "DELETE") {
      req.resume();
      const cleared = faults.list().length;
      faults.clear();
      sendJson(res, 200, { cleared });
      return true;
    }
    if (method !== "POST") return false;
    const body = parseJson(await readBody(req, 16 * 1024));
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw invalid("the body must be a JSON object");
    }
    const input = body as Record<string, unknown>;
    for (const key of Object.keys(input)) {
      if (!(FIELDS as readonly string[]).includes(key)) throw invalid(`body.${key} is not allowed`);
    }
    const delayMs = optionalNumber(input, "delayMs");
    const status = optionalNumber(input, "status");
    if ((delayMs === undefined) === (status === undefined)) {
      throw invalid("give either delayMs (a delay) or status (a failure)");
    }
    const options: { -readonly [K in keyof HttpFailOptions]: HttpFailOptions[K] } = {};
    for (const key of ["path", "method", "message", "rateLimitType"] as const) {
      const value = optionalString(input, key);
      if (value !== undefined) options[key] = value;
    }
    for (const key of ["count", "forMs", "retryAfterSeconds"] as const) {
      const value = optionalNumber(input, key);
      if (value !== undefined) options[key] = value;
    }
    const fault =
      delayMs !== undefined
        ? faults.delay(delayMs, options)
        : faults.fail(status as number, options);
    sendJson(res, 201, fault.toJSON());
    return true;
  }
  if (path.startsWith(`${HTTP_FAULTS_PATH}/`) && method === "DELETE") {
    req.resume();
    const id = path.slice(HTTP_FAULTS_PATH.length + 1);
    const found = faults.list().find((f) => f.id === id);
    if (!found) throw notFound(`no fault has the id ${id}`);
    faults.remove(id);
    sendJson(res, 200, found);
    return true;
  }
  return false;
}
