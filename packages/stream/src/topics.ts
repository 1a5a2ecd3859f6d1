import { sleep } from "@perpkit/core";
import type { Emitter } from "./emitter.js";
import { type StreamClosedError, StreamError } from "./errors.js";
import type { Topic } from "./generated/types.js";
import type { Connection } from "./parts.js";
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

/**
 * Where a gateway subscription stands. `idle`: not on the gateway (no connection yet, or the
 * connection went away: the next one subscribes it). `subscribing`: a subscribe is on its way,
 * waits for its reply or for a RATE_LIMIT retry. `active`: accepted. `restarting`: the
 * unsubscribe of a resubscribe waits for its reply; the subscribe follows it.
 */
export type WireState = "idle" | "subscribing" | "active" | "restarting";

/** A subscription as the gateway sees it: one topic, shared by every local subscription to it. */
export interface Wire {
  readonly key: string;
  readonly topic: Topic;
  readonly handles: Set<SubscriptionControl>;
  state: WireState;
  /** Accepted at least once: a refusal from now on is a restore failure. */
  accepted: boolean;
  /** Counts the starts over; an answer to a request of an earlier one changes nothing. */
  epoch: number;
  /** Callers of `resubscribe` waiting for the subscribe under way to be answered. */
  waiting: (() => void)[];
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

/** What the topics part keeps, in one record. */
interface TopicState {
  readonly settings: TopicSettings;
  readonly connection: Pick<Connection, "current" | "signal" | "start">;
  readonly requests: Pick<Requests, "send">;
  readonly wires: Map<string, Wire>;
}

/** Tells the callers of `resubscribe` that the subscribe under way has been answered. */
function settleWaiting(wire: Wire): void {
  for (const resolve of wire.waiting.splice(0)) resolve();
}

// Every change of a wire's state happens as the gateway's answer is read (`Answered`), never a
// microtask later: `ws` hands over every frame of one read before microtasks run, so the snapshot
// and the next diff read with a reply must already meet the state that reply brought.

/** Subscribes a wire, retrying a RATE_LIMIT refusal; its outcome settles the wire. */
function subscribeWire(state: TopicState, wire: Wire, restoring = false): void {
  const { settings, connection, requests } = state;
  const epoch = ++wire.epoch;
  const link = connection.current;
  const current = () => wire.epoch === epoch && state.wires.get(wire.key) === wire;
  wire.state = "subscribing";
  let retries = 0;
  const attempt = (): void => {
    void requests.send("subscribe", wire.topic, restoring, (outcome) => {
      // Unsubscribed or started over meanwhile, or the connection went away (the next one
      // subscribes again).
      if (!current() || outcome === null) return;
      const { retry } = settings;
      if (!outcome.ok && outcome.code === "RATE_LIMIT" && retry && retries < retry.maxRetries) {
        const delay = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** retries++);
        sleep(Math.round(delay * (1 - 0.5 * settings.random())), connection.signal).then(
          () => {
            if (current() && connection.current === link) attempt();
          },
          () => undefined,
        );
        return;
      }
      if (outcome.ok) accept(wire);
      else refuse(state, wire, new StreamError(outcome.code, wire.topic, "subscribe"));
    });
  };
  attempt();
}

function accept(wire: Wire): void {
  wire.state = "active";
  wire.accepted = true;
  for (const handle of wire.handles) handle.setStatus("active");
  settleWaiting(wire);
}

function refuse(state: TopicState, wire: Wire, error: StreamError): void {
  state.wires.delete(wire.key);
  wire.state = "idle";
  if (wire.accepted) state.settings.events.emit("restoreFailed", { topic: wire.topic, error });
  for (const handle of wire.handles) handle.fail(error, true);
  settleWaiting(wire);
}

/**
 * Starts a subscription over for a fresh snapshot: unsubscribe, then subscribe. A subscribe
 * already under way is answered after this call, and the gateway sends the snapshot after its
 * reply, so the call waits for that one instead of asking again.
 */
function restart(state: TopicState, wire: Wire): Promise<void> {
  const waited = new Promise<void>((resolve) => wire.waiting.push(resolve));
  if (wire.state !== "active") return waited;
  const epoch = ++wire.epoch;
  wire.state = "restarting";
  void state.requests.send("unsubscribe", wire.topic, false, (outcome) => {
    if (wire.epoch !== epoch || state.wires.get(wire.key) !== wire || outcome === null) return;
    // The gateway has ended it (or, refusing, never had it): until the new subscribe is
    // answered, nothing stands behind the local subscriptions.
    for (const handle of wire.handles) handle.setStatus("subscribing");
    subscribeWire(state, wire);
  });
  return waited;
}

/** Ends a local subscription; unsubscribes the topic on the gateway when it was the last one. */
async function remove(state: TopicState, handle: SubscriptionControl): Promise<void> {
  const { wires, connection, requests } = state;
  const wire = wires.get(topicKey(handle.topic));
  handle.end();
  if (!wire?.handles.delete(handle) || wire.handles.size > 0) return;
  wires.delete(wire.key);
  // A restart's unsubscribe is already on its way, and its subscribe will not follow.
  const onGateway = wire.state === "subscribing" || wire.state === "active";
  wire.state = "idle";
  settleWaiting(wire);
  if (!onGateway || !connection.current?.open) return;
  const outcome = await requests.send("unsubscribe", wire.topic);
  if (outcome && !outcome.ok) throw new StreamError(outcome.code, wire.topic, "unsubscribe");
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
  const wires = new Map<string, Wire>();
  const state: TopicState = { settings, connection, requests, wires };
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
        epoch: 0,
        waiting: [],
      };
      wires.set(key, created);
      if (connection.current?.open) subscribeWire(state, created);
      else connection.start();
    },
    remove: (handle) => remove(state, handle),
    resubscribe(handle) {
      const wire = wires.get(topicKey(handle.topic));
      if (!wire?.handles.has(handle) || wire.state === "idle" || !connection.current?.open) {
        // Not on the gateway now: the next connection subscribes it afresh anyway.
        return Promise.resolve();
      }
      return restart(state, wire);
    },
    restore(reconnected) {
      for (const wire of wires.values()) subscribeWire(state, wire, reconnected);
    },
    lost() {
      for (const wire of wires.values()) {
        wire.epoch++;
        wire.state = "idle";
        for (const handle of wire.handles) handle.setStatus("reconnecting");
        settleWaiting(wire);
      }
    },
    end(error) {
      for (const wire of wires.values()) {
        settleWaiting(wire);
        for (const handle of wire.handles) {
          if (error) handle.fail(error, true);
          else handle.end();
        }
      }
      wires.clear();
    },
  };
}
