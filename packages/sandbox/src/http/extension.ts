import type { Server } from "node:http";
import type { Exchange, SandboxClock, SandboxEventBus } from "../engine/index.js";
import type { RateLimiter } from "./rate-limit.js";

/**
 * What an extension gets to build on.
 *
 * @example
 * const gateway = (services: SandboxServices): SandboxExtension => ({ handleUpgrade: () => false })
 */
export interface SandboxServices {
  readonly exchange: Exchange;
  readonly clock: SandboxClock;
  readonly events: SandboxEventBus;
  /** The rate-limit pools, for charging WebSocket connections and subscriptions. */
  readonly limiter: RateLimiter;
  readonly server: Server;
}
