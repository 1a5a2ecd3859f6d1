import { type Clock, unrefTimer } from "@perpkit/core";

/**
 * A timer of a connection (its lifetime, its idle close), on the clock it is given: the sandbox
 * clock's real clock (`clock.realClock`), so that moving the sandbox clock drops nobody, or, for
 * a connection of a client on a simulation's clock (a replay's lock-step client), the sandbox's
 * clock itself, which that client's keep-alives follow too.
 *
 * @example
 * const idle = gatewayTimer(clock.realClock, 60_000, () => drop(state, client))
 * idle.refresh()
 */
export interface GatewayTimer {
  /** Starts the wait over from now. */
  refresh(): void;
  clear(): void;
}

/**
 * Starts a gateway timer that calls `run` once, `ms` from now on `clock`; it does not keep the
 * process alive.
 *
 * @example
 * const lifetime = gatewayTimer(sandbox.clock, 14_400_000, () => socket.close(1000))
 */
export function gatewayTimer(clock: Clock, ms: number, run: () => void): GatewayTimer {
  let timer = unrefTimer(clock.setTimeout(run, ms));
  return {
    refresh() {
      clock.clearTimer(timer);
      timer = unrefTimer(clock.setTimeout(run, ms));
    },
    clear: () => clock.clearTimer(timer),
  };
}
