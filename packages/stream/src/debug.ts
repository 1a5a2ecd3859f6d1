// The "#debug" module outside Node (browsers, workers, other runtimes): there is no DEBUG
// environment variable to switch the log on, so these write nothing and a browser bundle carries
// none of the formatting (the calls to these empty functions go when it is minified).
// debug.node.ts is Node's.
import type { Subscription } from "./subscription.js";

/** Writes nothing outside Node. */
export function logEvents<Name extends string>(
  _names: readonly Name[],
  _on: (name: Name, listener: (value: unknown) => void) => unknown,
  _prefix?: string,
  _client?: string,
): void {}

/** Writes nothing outside Node. */
export function logSubscription(_subscription: Subscription, _client?: string): void {}
