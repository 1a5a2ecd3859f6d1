import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Exchange, SandboxClock, SandboxEventBus } from "../engine/index.js";
import type { ControlEndpoint } from "./control-endpoints.js";
import type { RateLimiter } from "./rate-limit.js";

/**
 * Something that serves more than the REST API on the sandbox's port: the WebSocket gateway at
 * /v1/stream, the candle API, the fault injectors and the oracle's, market's and replay's
 * /sandbox/ endpoints are added this way.
 *
 * @example
 * const ping = (): SandboxExtension => ({ handleRequest: (req, res, url) => url.pathname === "/ping" && (res.end("pong"), true) })
 * await startSandbox({ extensions: [ping] })
 */
export interface SandboxExtension {
  /** Serves a request it recognises and resolves true; false lets the sandbox route it. */
  handleRequest?(req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<boolean>;
  /** Takes over an HTTP upgrade (a WebSocket) it recognises; returns true if it did. */
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Releases what the extension holds (sockets, timers) when the sandbox closes. */
  close?(): void | Promise<void>;
  /** The /sandbox/ endpoints it serves, listed by the index at GET /sandbox. */
  readonly controlEndpoints?: readonly ControlEndpoint[];
}

/**
 * What an extension gets to build on.
 *
 * @example
 * const gateway = (services: SandboxServices): SandboxExtension => ({ handleUpgrade: () => false })
 */
export interface SandboxServices {
  /**
   * The exchange engine behind the API.
   *
   * @internal For the sandbox's own extensions and tests; not part of the public API.
   */
  readonly exchange: Exchange;
  readonly clock: SandboxClock;
  readonly events: SandboxEventBus;
  /**
   * The rate-limit pools, for charging WebSocket connections and subscriptions.
   *
   * @internal For the sandbox's own extensions and tests; not part of the public API.
   */
  readonly limiter: RateLimiter;
  readonly server: Server;
}
