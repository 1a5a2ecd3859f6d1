import { sleep } from "@perpkit/core";
import type { Connection } from "./connection.js";
import type { Emitter } from "./emitter.js";
import { type StreamClosedError, StreamError } from "./errors.js";
import type { Topic } from "./generated/types.js";
import { type Requests, topicKey } from "./requests.js";
import type { SubscriptionControl } from "./subscription.js";

// The gateway's view of the subscriptions: one topic each, shared by every local subscription
// to it. Subscribing (with retries when the gateway is rate limiting), unsubscribing, starting
// over, and restoring everything after a reconnect.

/**
 * How a subscribe the gateway refused with RATE_LIMIT is tried again.
 *
 * @example
 * createStreamClient({ rateLimitRetry: { maxRetries: 8, initialDelayMs: 2_000 } })
 */
export interface RateLimitRetryOptions {
  /** Retries before the subscription fails with the RATE_LIMIT StreamError. Default 5. */
  readonly maxRetries?: number;
  /** Delay before the first retry; each next one doubles, with jitter. Default 1 s. */
  readonly initialDelayMs?: number;
  /** Longest delay between retries. Default 30 s. */
  readonly maxDelayMs?: number;
}

/** A subscription as the gateway sees it: one topic, shared by every local subscription to it. */
export interface Wire {
  readonly key: string;
  readonly topic: Topic;
  readonly handles: Set<SubscriptionControl>;
  state: "idle" | "subscribing" | "active";
  /** Accepted at least once: a refusal from now on is a restore failure. */
  accepted: boolean;
  resync: Promise<void> | undefined;
}

/** What the topics need from the rest of the client. */
export interface TopicSettings {
  /** `undefined`: a RATE_LIMIT refusal fails the subscription at once. */
  readonly retry: Required<RateLimitRetryOptions> | undefined;
  readonly random: () => number;
  /** `restoreFailed`: a subscription accepted before was refused again. */
  readonly events: Emitter<{
    restoreFailed: { readonly topic: Topic; readonly error: StreamError };
  }>;
}

/**
 * The subscriptions part of a stream client.
 *
 * @example
 * topics.add(subscription)
 */
export interface Topics {
  /** Gateway subscriptions by topic key (`L2Book|BTCUSD`). */
  readonly wires: ReadonlyMap<string, Wire>;
  /** Adds a local subscription; subscribes its topic on the gateway when it is new. */
  add(handle: SubscriptionControl): void;
  /** Ends a local subscription; unsubscribes the topic when it was the last one. */
  remove(handle: SubscriptionControl): Promise<void>;
  /** Unsubscribes and subscribes the topic again (a fresh L2Book snapshot). */
  resubscribe(handle: SubscriptionControl): Promise<void>;
  /** A connection opened: subscribes every topic on it. */
  restore(reconnected: boolean): void;
  /** The connection went away: every topic waits for the next one. */
  lost(): void;
  /** The client ended: every subscription ends, or fails with `error`. */
  end(error: StreamClosedError | undefined): void;
}

/**
 * Keeps the gateway subscriptions of one client.
 *
 * @example
 * const topics = createTopics({ retry, random, events }, connection, requests)
 */
export function createTopics(
  settings: TopicSettings,
  connection: Pick<Connection, "current" | "signal" | "start">,
  requests: Pick<Requests, "send">,
): Topics {
  const { retry } = settings;
  const wires = new Map<string, Wire>();

  async function subscribeWire(wire: Wire, restoring = false): Promise<void> {
    wire.state = "subscribing";
    const c = connection.current;
    let outcome: Awaited<ReturnType<Requests["send"]>>;
    for (let retries = 0; ; retries++) {
      outcome = await requests.send("subscribe", wire.topic, restoring);
      // Unsubscribed meanwhile, or the connection went away (the next one subscribes again).
      if (wires.get(wire.key) !== wire || outcome === null) return;
      if (outcome.ok || outcome.code !== "RATE_LIMIT" || !retry || retries >= retry.maxRetries) {
        break;
      }
      const delay = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** retries);
      await sleep(Math.round(delay * (1 - 0.5 * settings.random())), connection.signal).catch(
        () => undefined,
      );
      if (wires.get(wire.key) !== wire || connection.current !== c) return;
      if (wire.state !== "subscribing") return;
    }
    if (outcome.ok) {
      wire.state = "active";
      wire.accepted = true;
      for (const handle of wire.handles) handle.setStatus("active");
      return;
    }
    wires.delete(wire.key);
    wire.state = "idle";
    const error = new StreamError(outcome.code, wire.topic, "subscribe");
    if (wire.accepted) settings.events.emit("restoreFailed", { topic: wire.topic, error });
    for (const handle of wire.handles) handle.fail(error, true);
  }

  return {
    wires,
    add(handle) {
      const key = topicKey(handle.topic);
      const wire = wires.get(key);
      if (wire) {
        wire.handles.add(handle);
        if (wire.state === "active") handle.setStatus("active");
        return;
      }
      const created: Wire = {
        key,
        topic: handle.topic,
        handles: new Set([handle]),
        state: "idle",
        accepted: false,
        resync: undefined,
      };
      wires.set(key, created);
      if (connection.current?.open) void subscribeWire(created);
      else connection.start();
    },
    async remove(handle) {
      const wire = wires.get(topicKey(handle.topic));
      handle.end();
      if (!wire?.handles.delete(handle) || wire.handles.size > 0) return;
      wires.delete(wire.key);
      const sent = wire.state !== "idle";
      wire.state = "idle";
      if (!sent || !connection.current?.open) return;
      const outcome = await requests.send("unsubscribe", wire.topic);
      if (outcome && !outcome.ok) throw new StreamError(outcome.code, wire.topic, "unsubscribe");
    },
    resubscribe(handle) {
      const wire = wires.get(topicKey(handle.topic));
      if (!wire?.handles.has(handle) || wire.state === "idle" || !connection.current?.open) {
        // Not on the gateway now: the next connection subscribes it afresh anyway.
        return Promise.resolve();
      }
      if (wire.resync) return wire.resync;
      const run = async () => {
        wire.state = "idle";
        if ((await requests.send("unsubscribe", wire.topic)) === null) return;
        if (wires.get(wire.key) === wire && wire.state === "idle") await subscribeWire(wire);
      };
      wire.resync = run().finally(() => {
        wire.resync = undefined;
      });
      return wire.resync;
    },
    restore(reconnected) {
      for (const wire of wires.values()) void subscribeWire(wire, reconnected);
    },
    lost() {
      for (const wire of wires.values()) {
        wire.state = "idle";
        for (const handle of wire.handles) handle.setStatus("reconnecting");
      }
    },
    end(error) {
      for (const wire of wires.values()) {
        for (const handle of wire.handles) {
          if (error) handle.fail(error, true);
          else handle.end();
        }
      }
      wires.clear();
    },
  };
}
