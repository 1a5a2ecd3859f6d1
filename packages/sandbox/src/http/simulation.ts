import { PerpkitError } from "@perpkit/core";

// The port a simulation runs a sandbox through (a backtest's replay, of @perpkit/backtest): the
// sandbox tells it what its lock-step clients send and are sent, and it tells the sandbox how the
// market's frames go out. The sandbox knows the port, never what stands behind it.

/**
 * A stream connection of a lock-step client, as the gateway offers it to a simulation: how to
 * drop it, and how to send it a frame (counted as every frame is).
 *
 * @example
 * const link = simulation.connect(id, { drop: () => socket.terminate(), send: (frame) => socket.send(frame) })
 */
export interface SimulatedConnection {
  /** Closes the connection at once, without a close frame. */
  drop(): void;
  /** Sends a text frame, told to the link as `sent` like any other. */
  send(frame: string): void;
}

/**
 * What the gateway tells a simulation about one lock-step connection, and asks it.
 *
 * @example
 * const link: ConnectionLink = { received() {}, sent() {}, closed() {} }
 */
export interface ConnectionLink {
  /** A message or a ping from the client was read. */
  received(): void;
  /** A frame or a pong was written to the client. */
  sent(): void;
  /** The connection closed on the gateway's side. */
  closed(): void;
  /** Told once, when the link is in place: frames it sends from here on are counted. */
  opened?(): void;
  /**
   * A frame to write before the next one (the simulation's time, to a client in another process
   * that keeps no clock of its own), or undefined; counted as written.
   */
  timeFrame?(): string | undefined;
  /**
   * A message from the client that the link takes itself rather than the gateway reading it as a
   * request (an acknowledgement of a client in another process): true when it took it.
   */
  take?(message: string): boolean;
  /** The connection stays open for as long as the simulation runs: no lifetime or idle close. */
  readonly keepOpen?: boolean;
}

/**
 * A simulation running a sandbox in lock-step with its clients: a backtest's replay is one
 * (`@perpkit/backtest`). The clients run on the sandbox's clock, which carries the simulation's
 * lock-step hooks (`createClock({ lockstep })`, see `ClockLockstep` of `@perpkit/core`); the
 * sandbox's side of their traffic comes here. Given to `startSandbox({ simulation })`, it makes
 * every timer of the gateway run on the sandbox's clock.
 *
 * @example
 * await startSandbox({ clock, simulation, extensions: [replayOf(simulation)] })
 */
export interface SandboxSimulation {
  /**
   * `"manual"`: L2Book diffs go out only when an extension calls `services.publishBook` (a
   * replay publishes one at each recorded book time). Default `"interval"`.
   */
  readonly l2Book?: "interval" | "manual";
  /**
   * Sandbox-clock milliseconds the n-th market frame (L2Book, Ticker, TradeFill) waits before it
   * goes out, the same for the same n on every run. Default none.
   */
  readonly feedLatency?: (frame: number) => number;
  /**
   * A stream connection came with the lock-step id `id` (the `perpkit-lockstep` query parameter
   * its client's clock gave it): its link, or undefined to serve it as an ordinary connection.
   */
  connect(id: string, connection: SimulatedConnection): ConnectionLink | undefined;
  /** True when `id` is a lock-step id this simulation gave. */
  owns(id: string): boolean;
  /**
   * The sandbox holds the lock-step request `id` (its `x-perpkit-lockstep` header) for a while of
   * its clock (a delay fault): answers true when `id` is a request of this simulation, which then
   * waits for it no more until `release(id)`.
   */
  hold(id: string): boolean;
  /** The sandbox takes a request it held on again. */
  release(id: string): void;
}

/**
 * A client on one sandbox's clock talks to another sandbox (or to a sandbox that does not run
 * that clock): its lock-step id means nothing there. The connection is served as an ordinary one
 * by the sandbox it reached, and the simulation whose clock it runs on stops waiting for it.
 *
 * @example
 * startSandbox({ onError: (e) => e instanceof LockstepWiringError && console.error(e.message) })
 */
export class LockstepWiringError extends PerpkitError {
  override name = "LockstepWiringError";

  constructor(message: string) {
    super("LOCKSTEP_WIRING", message, {
      metaMessages: [
        "Give each client the URL and the clock of the same sandbox: createStreamClient({ url: sandbox.wsUrl, clock: sandbox.clock }).",
      ],
    });
  }
}
