import { clearTimeout, setTimeout } from "node:timers";
import type { Clock } from "@perpkit/core";

/**
 * A timer of a connection (its lifetime, its idle close): on real time, or, for a connection of
 * a client on a simulation's clock (a replay's lock-step client), on the sandbox's clock, which
 * its keep-alives follow too.
 *
 * @example
 * const idle = gatewayTimer(state.services.clock, false, 60_000, () => drop(state, client))
 * idle.refresh()
 */
export interface GatewayTimer {
  /** Starts the wait over from now. */
  refresh(): void;
  clear(): void;
}

/**
 * Starts a gateway timer that calls `run` once, `ms` from now (on `clock` when `simulated`).
 *
 * @example
 * const lifetime = gatewayTimer(sandbox.clock, true, 14_400_000, () => socket.close(1000))
 */
export function gatewayTimer(
  clock: Clock,
  simulated: boolean,
  ms: number,
  run: () => void,
): GatewayTimer {
  if (simulated) {
    let timer = clock.setTimeout(run, ms);
    return {
      refresh() {
        clock.clearTimer(timer);
        timer = clock.setTimeout(run, ms);
      },
      clear: () => clock.clearTimer(timer),
    };
  }
  const timer = setTimeout(run, ms);
  timer.unref();
  return { refresh: () => timer.refresh(), clear: () => clearTimeout(timer) };
}
