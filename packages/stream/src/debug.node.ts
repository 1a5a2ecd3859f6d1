// The "#debug" module in Node: the client's connection events and a watched book's resyncs go
// to the DEBUG=perpkit:stream log, one line each. Elsewhere debug.ts logs nothing.
import { debugLogger } from "@perpkit/core";

const debug = debugLogger("perpkit:stream");

/** An event's fields as `name=value` pairs; an error as its name and message. */
function fields(value: unknown): string {
  return Object.entries(value ?? {})
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => {
      const text = v instanceof Error ? `${v.name}: ${v.message}` : v;
      return `${k}=${typeof text === "string" ? text : JSON.stringify(text)}`;
    })
    .join(" ");
}

/**
 * Writes events to the debug log (`DEBUG=perpkit:stream`), one line each: the client's
 * connection events, a watched book's resyncs. `on` subscribes a listener to one event.
 */
export function logEvents<Name extends string>(
  names: readonly Name[],
  on: (name: Name, listener: (value: unknown) => void) => unknown,
  prefix = "",
): void {
  for (const name of names) on(name, (value) => debug(`${prefix}${name} ${fields(value)}`));
}
