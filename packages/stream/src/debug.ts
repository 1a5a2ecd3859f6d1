import { createDebugLogger } from "@perpkit/core";
import type { ConnectionEvents } from "./connection.js";
import type { Emitter } from "./emitter.js";
import type { StreamError } from "./errors.js";
import type { Topic } from "./generated/types.js";
import type { OrderBook } from "./order-book.js";

/** The client events the debug log follows. */
type LoggedEvents = ConnectionEvents & {
  restoreFailed: { readonly topic: Topic; readonly error: StreamError };
};

const debug = createDebugLogger("perpkit:stream");

function describe(error: unknown): string {
  if (error instanceof Error) return `: ${error.name}: ${error.message}`;
  return "";
}

/** Writes the client's connection events to the debug log (`DEBUG=perpkit:stream`), one line each. */
export function logConnectionEvents<Events extends LoggedEvents>(events: Emitter<Events>): void {
  events.on("connected", ({ url, reconnected }) =>
    debug(`${reconnected ? "reconnected" : "connected"} to ${url}`),
  );
  events.on("disconnected", ({ code, reason, willReconnect, error }) =>
    debug(
      `disconnected (code ${code}${reason ? ` ${reason}` : ""})${willReconnect ? "" : ", not reconnecting"}${describe(error)}`,
    ),
  );
  events.on("reconnecting", ({ attempt, delayMs }) =>
    debug(`reconnecting in ${Math.round(delayMs)} ms (attempt ${attempt})`),
  );
  events.on("restoreFailed", ({ topic, error }) =>
    debug(`the gateway refused ${JSON.stringify(topic)} again${describe(error)}`),
  );
}

/** Writes an order book's resyncs to the debug log, one line each. */
export function logResyncs(book: OrderBook): void {
  book.on("resync", ({ reason, error }) =>
    debug(`${book.symbol} book resyncs after ${reason}${describe(error)}`),
  );
}
