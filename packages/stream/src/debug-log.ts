// The "#debug-log" module outside Node: there is no DEBUG environment variable to switch the log
// on (core's debug logger stays off there), so these write nothing and a browser bundle carries
// none of the formatting.
import type { Subscription } from "./subscription.js";

/** Writes nothing outside Node. */
export function logEvents<Name extends string>(
  _names: readonly Name[],
  _on: (name: Name, listener: (value: unknown) => void) => unknown,
  _prefix?: string,
  _namespace?: string,
): void {}

/** Writes nothing outside Node. */
export function logSubscription(_subscription: Subscription, _namespace?: string): void {}
