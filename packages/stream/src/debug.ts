// The "#debug" module outside Node (browsers, workers, other runtimes): there is no DEBUG
// environment variable to switch the log on, so nothing is logged and a browser bundle carries
// none of it (the calls to this empty function go when it is minified). debug.node.ts is Node's.

/**
 * Writes events to the debug log in Node; here, nothing.
 *
 * @example
 * logEvents(["connected"], (name, log) => client.on(name, log))
 */
export function logEvents<Name extends string>(
  _names: readonly Name[],
  _on: (name: Name, listener: (value: unknown) => void) => unknown,
  _prefix?: string,
): void {}
