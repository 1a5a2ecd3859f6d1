import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Exchange, SandboxClock, SandboxEventBus } from "../engine/index.js";
import type { ControlEndpoint } from "./control-endpoints.js";
import type { RateLimiter } from "./rate-limit.js";

/**
 * The oracle as an extension sees it: its prices, which it may set (a replay follows a
 * recording's marks). The sandbox's `SandboxOracle` is one.
 *
 * @example
 * if (oracle.price("BTCUSD") !== mark) oracle.set("BTCUSD", mark)
 */
export interface ExtensionOracle {
  /** The oracle price of a market (`BTCUSD`), a decimal string, or undefined before it has one. */
  price(symbol: string): string | undefined;
  /** Sets a market's oracle price now (a decimal string), as an update of the feed. */
  set(symbol: string, price: string): unknown;
}

/**
 * Something that serves more than the REST API on the sandbox's port: the WebSocket gateway at
 * /v1/stream, the candle API, the fault injectors and the oracle's and market's /sandbox/
 * endpoints are added this way, and so is a backtest's replay (`@perpkit/backtest`).
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
  /**
   * Sees each request before the HTTP fault injector does, so also those a fault refuses or
   * delays (a simulation counts its clients' requests so). Default false: after it.
   */
  readonly beforeFaults?: boolean;
}

/**
 * What an extension gets to build on: the engine, the clock and its events, the oracle, the
 * stream gateway's L2Book feed, and where errors go.
 *
 * @example
 * const gateway = (services: SandboxServices): SandboxExtension => ({ handleUpgrade: () => false })
 */
export interface SandboxServices {
  /**
   * The exchange engine behind the API: its commands and queries.
   *
   * @internal For extensions that drive the exchange (the sandbox's own, a backtest's replay)
   * and tests; not the API a bot uses, and it may change in any release.
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
  /** The oracle (mark) prices; with `oracle: false` they move only when set. */
  readonly oracle: ExtensionOracle;
  /**
   * Publishes a market's L2Book diff to its subscribers now: how a simulation with `l2Book:
   * "manual"` sends the book it set (nothing when the market has no subscriber).
   */
  publishBook(symbol: string): void;
  /** Where the sandbox's errors go (`onError`, logged to stderr by default). */
  readonly onError: (error: unknown) => void;
}
