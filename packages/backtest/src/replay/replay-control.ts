import type { IncomingMessage } from "node:http";
import { ValidationError } from "@perpkit/core";
import {
  CONTROL_PREFIX,
  invalid,
  parseJson,
  readBody,
  type SandboxExtension,
  sendJson,
} from "@perpkit/sandbox";
import type { SandboxReplay } from "./replay.js";

/**
 * Where a replay shows where it is, and (with `speed: "step"`) is moved on:
 * `POST /sandbox/replay/advance` with `{ ms }` or `{ time }`.
 *
 * @example
 * await fetch(`${baseUrl}${REPLAY_PATH}/advance`, { method: "POST", body: JSON.stringify({ ms: 1000 }) })
 */
export const REPLAY_PATH = `${CONTROL_PREFIX}/replay`;

async function advanceBody(req: IncomingMessage): Promise<{ ms?: number; time?: number }> {
  const body = parseJson(await readBody(req, 1024));
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid("the body must be a JSON object");
  }
  const { ms, time, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) throw invalid(`body.${extra} is not allowed`);
  if ((ms === undefined) === (time === undefined)) throw invalid("give one of ms and time");
  for (const [name, value] of [
    ["ms", ms],
    ["time", time],
  ] as const) {
    if (
      value !== undefined &&
      (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    ) {
      throw new ValidationError(name, "must be a whole number, 0 or more");
    }
  }
  return {
    ...(ms === undefined ? {} : { ms: ms as number }),
    ...(time === undefined ? {} : { time: time as number }),
  };
}

/** A body that must say nothing: none, or `{}`. */
async function emptyBody(req: IncomingMessage): Promise<void> {
  const bytes = await readBody(req, 1024);
  if (bytes.toString("utf8").trim() === "") return;
  const body = parseJson(bytes);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid("the body must be a JSON object");
  }
  const extra = Object.keys(body)[0];
  if (extra !== undefined) throw invalid(`body.${extra} is not allowed`);
}

/**
 * The replay's /sandbox/ endpoints as a sandbox extension: GET /sandbox/replay (its status and
 * subaccounts) and POST /sandbox/replay/advance.
 *
 * @example
 * startReplay({ replay: { file, speed: "step" } }) // serves them
 */
export function createReplayControl(replay: SandboxReplay): SandboxExtension {
  return {
    async handleRequest(req, res, url) {
      const path = url.pathname.replace(/\/+$/, "");
      if (req.method === "GET" && path === REPLAY_PATH) {
        sendJson(res, 200, {
          file: replay.file,
          symbols: replay.symbols,
          speed: replay.speed,
          status: replay.status(),
          participants: replay.participants(),
        });
        return true;
      }
      if (
        req.method === "POST" &&
        (path === `${REPLAY_PATH}/resume` || path === `${REPLAY_PATH}/pause`)
      ) {
        await emptyBody(req);
        if (path.endsWith("/resume")) replay.resume();
        else replay.pause();
        sendJson(res, 200, replay.status());
        return true;
      }
      if (req.method === "POST" && path === `${REPLAY_PATH}/advance`) {
        const { ms, time } = await advanceBody(req);
        const status =
          ms === undefined ? await replay.advanceTo(time as number) : await replay.advance(ms);
        sendJson(res, 200, status);
        return true;
      }
      return false;
    },
    controlEndpoints: [
      {
        method: "GET",
        path: REPLAY_PATH,
        does: "The replay: where it is, what it played, its subaccounts.",
      },
      {
        method: "POST",
        path: `${REPLAY_PATH}/advance`,
        body: "{ ms } or { time }",
        does: 'Plays the recording on to a time (a replay with speed "step", or paused).',
      },
      {
        method: "POST",
        path: `${REPLAY_PATH}/resume`,
        does: "Plays a paused replay on at its speed.",
      },
      {
        method: "POST",
        path: `${REPLAY_PATH}/pause`,
        does: "Pauses a replay that plays at a speed.",
      },
    ],
  };
}
