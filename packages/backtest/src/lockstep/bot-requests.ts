import type { ServerResponse } from "node:http";
import { LOCKSTEP_HEADER } from "@perpkit/core";
import type { SandboxClock, SandboxExtension } from "@perpkit/sandbox";
import { LOCKSTEP_TIME_HEADER } from "./remote-bots.js";
import type { WorkInFlight } from "./work-in-flight.js";

/** Writes the replay's time into the answer's head, whenever the head goes out. */
function stampTime(res: ServerResponse, clock: SandboxClock): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(LOCKSTEP_TIME_HEADER, String(clock.now()));
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

/**
 * The requests of lock-step bots in other processes, as a sandbox extension that answers none of
 * them itself: a request whose `x-perpkit-lockstep` header is `<bot id>/<n>` (its number in the
 * order the bot sent them) is counted for its bot from its arrival until its answer leaves, and
 * the answer carries the replay's time in `x-perpkit-lockstep-time`.
 *
 * @example
 * await startSandbox({ extensions: [() => createBotRequests(work, clock)] })
 */
export function createBotRequests(work: WorkInFlight, clock: SandboxClock): SandboxExtension {
  return {
    handleRequest(req, res) {
      const header = req.headers[LOCKSTEP_HEADER];
      if (typeof header !== "string" || !work.bots.has(header.split("/")[0] ?? "")) return false;
      work.bots.request(header);
      stampTime(res, clock);
      res.once("close", () => work.bots.answered(header));
      return false;
    },
  };
}
