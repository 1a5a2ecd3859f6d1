// The "#debug" module in Node: the stream client's lines of the DEBUG=perpkit log.
import { type DebugLogger, debugLogger } from "@perpkit/core";
import { describeTopic } from "./errors.js";
import type { Subscription, SubscriptionStatus } from "./subscription.js";

const loggers = new Map<string, DebugLogger>();

/** The logger of a client's lines, made once: `perpkit:stream`, with its name when it has one. */
function loggerOf(client: string | undefined): DebugLogger {
  const namespace = client === undefined ? "perpkit:stream" : `perpkit:stream:${client}`;
  let logger = loggers.get(namespace);
  if (!logger) {
    logger = debugLogger(namespace);
    loggers.set(namespace, logger);
  }
  return logger;
}

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
 * connection events, a watched book's resyncs. `on` subscribes a listener to one event; `client`
 * is the client's name, when it has one.
 */
export function logEvents<Name extends string>(
  names: readonly Name[],
  on: (name: Name, listener: (value: unknown) => void) => unknown,
  prefix = "",
  client?: string,
): void {
  const log = loggerOf(client);
  for (const name of names) on(name, (value) => log(`${prefix}${name} ${fields(value)}`));
}

/**
 * Writes a subscription's life to the debug log, one line each: accepted by the gateway,
 * restored after a reconnect, refused, unsubscribed. `client` is the client's name, if any.
 */
export function logSubscription(subscription: Subscription, client?: string): void {
  const log = loggerOf(client);
  let previous: SubscriptionStatus = subscription.status;
  subscription.on("status", (status) => {
    const topic = describeTopic(subscription.topic);
    if (status === "active") {
      log(`subscribe ${topic}: ${previous === "reconnecting" ? "restored" : "accepted"}`);
    } else if (status === "closed") {
      log(`unsubscribe ${topic}`);
    } else if (status === "failed") {
      log(`subscribe ${topic}: failed (${subscription.error?.code ?? "error"})`);
    }
    previous = status;
  });
}
