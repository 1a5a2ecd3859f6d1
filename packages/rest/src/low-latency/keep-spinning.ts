/**
 * Keeps this process's event loop turning between events instead of sleeping in the kernel until
 * one comes: a chain of `setImmediate` polls for I/O without waiting, so the core never idles.
 *
 * Why: a tick that wakes an idle process pays for the wake-up. The virtual or physical core was
 * halted, its caches went to other work, and the first tens of microseconds run slow, the
 * socket's write most of all (on the tick-to-order benchmark on two virtual cores, the write of an
 * order went from about 130 to about 40 us at p50). What it costs: one whole core for as long as
 * it runs, and the power that takes; other processes on that core run slower. Timers, I/O and
 * promises run as before, between two turns; a synchronous task still blocks the loop.
 *
 * Returns the function that stops it. Until then the process stays alive: a turn that let the
 * process exit would also let the loop sleep, since Node waits for I/O without a timeout when only
 * unreferenced immediates are due.
 *
 * @example
 * import { keepLoopSpinning } from "@perpkit/rest/low-latency"
 * const stop = keepLoopSpinning()
 * // ... the quoting loop ...
 * stop()
 */
export function keepLoopSpinning(): () => void {
  let turn: NodeJS.Immediate | undefined;
  const spin = () => {
    turn = setImmediate(spin);
  };
  spin();
  return () => {
    if (turn !== undefined) clearImmediate(turn);
    turn = undefined;
  };
}
