import { PerpkitError, rateLimitCosts, sleep, TimeoutError, TransportError } from "@perpkit/core";
import { unref } from "./connection.js";
import { StreamError } from "./errors.js";
import {
  encodePingRequest,
  encodeSubscribeRequest,
  encodeUnsubscribeRequest,
} from "./generated/encoders.js";
import type { ErrorReply, OkReply, Topic } from "./generated/types.js";
import type {
  Answered,
  Connection,
  Link,
  Outcome,
  PendingPing,
  PendingRequest,
  PingResult,
  RequestSettings,
  Requests,
  TopicSettings,
  Topics,
  Wire,
} from "./parts.js";
import type { SubscriptionControl } from "./subscription.js";

// The client's side of the gateway protocol, in two parts over a record each. Requests: the
// outbox that sends subscribes and unsubscribes one after the other, the replies they wait for
// (matched in order, or by the topic a reply echoes), and application pings. Topics: the
// gateway's view of the subscriptions, one topic each, shared by every local subscription to it;
// subscribing (with retries when the gateway is rate limiting), unsubscribing, starting over, and
// restoring everything after a reconnect.

/** `L2Book|BTCUSD`: one gateway subscription. */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

/** What the requests part keeps, in one record. */
interface RequestState {
  readonly settings: RequestSettings;
  readonly connection: Pick<Connection, "current" | "signal" | "abandon">;
  /** Requests sent over the current connection, oldest first. */
  pending: PendingRequest[];
  pings: PendingPing[];
  /** Requests go out one after the other, so replies can be matched in order. */
  outbox: Promise<unknown>;
}

/** Pays for a subscribe; false when the client closed while it waited for the budget. */
async function pay(state: RequestState, restoring: boolean): Promise<boolean> {
  const { budget, reconnectBudget } = state.settings;
  if (!budget) return true;
  try {
    const cost = rateLimitCosts.websocketSubscription;
    if (restoring) await reconnectBudget?.take(cost, state.connection.signal);
    await budget.take(cost, state.connection.signal);
    return true;
  } catch {
    return false;
  }
}

/** Writes a request on `c` and waits for its reply; the reply timeout drops the connection. */
function request(
  state: RequestState,
  c: Link,
  kind: "subscribe" | "unsubscribe",
  topic: Topic,
  answered: Answered | undefined,
): Promise<Outcome> {
  const { connection, settings } = state;
  return new Promise<Outcome>((resolve) => {
    const timer = unref(
      setTimeout(
        () =>
          connection.abandon(c, new TimeoutError(settings.replyTimeoutMs, `The reply to ${kind}`)),
        settings.replyTimeoutMs,
      ),
    );
    const settle = (outcome: Outcome) => {
      answered?.(outcome);
      resolve(outcome);
    };
    state.pending.push({ kind, key: topicKey(topic), timer, settle });
    const message =
      kind === "subscribe"
        ? encodeSubscribeRequest({ data: topic })
        : encodeUnsubscribeRequest({ data: topic });
    try {
      c.socket.send(JSON.stringify(message));
    } catch (error) {
      connection.abandon(c, error);
    }
  });
}

function send(
  state: RequestState,
  kind: "subscribe" | "unsubscribe",
  topic: Topic,
  restoring: boolean,
  answered: Answered | undefined,
): Promise<Outcome> {
  const c = state.connection.current;
  const usable = () => c?.open === true && c === state.connection.current;
  const run = async (): Promise<Outcome> => {
    // A request whose connection went away while it waited for its turn is neither paid nor sent.
    if (usable() && (kind !== "subscribe" || (await pay(state, restoring))) && usable()) {
      return request(state, c as Link, kind, topic, answered);
    }
    answered?.(null);
    return null;
  };
  const result = state.outbox.then(run, run);
  state.outbox = result;
  return result;
}

/** Settles the request a reply answers: the one whose topic it echoes, else the oldest. */
function reply(state: RequestState, message: OkReply | ErrorReply): void {
  let index = 0;
  if (message.data) {
    const key = topicKey(message.data);
    const echoed = state.pending.findIndex(
      (p) => p.key === key && (message.event === undefined || message.event === p.kind),
    );
    if (echoed >= 0) index = echoed;
  }
  const [answeredRequest] = state.pending.splice(index, 1);
  if (!answeredRequest) {
    state.settings.events.emit(
      "error",
      new PerpkitError("UNEXPECTED_REPLY", "The gateway sent a reply no request waits for."),
    );
    return;
  }
  clearTimeout(answeredRequest.timer);
  answeredRequest.settle(message.ok ? { ok: true } : { ok: false, code: message.code });
}

function ping(state: RequestState, c: Link, keepingAlive: boolean): Promise<PingResult> {
  const { pongTimeoutMs } = state.settings;
  return new Promise<PingResult>((resolve, reject) => {
    const timeout = new TimeoutError(pongTimeoutMs, "The application ping");
    const entry: PendingPing = {
      sentAt: Date.now(),
      resolve,
      reject,
      timer: unref(
        setTimeout(() => {
          const at = state.pings.indexOf(entry);
          if (at >= 0) state.pings.splice(at, 1);
          reject(timeout);
          if (keepingAlive) state.connection.abandon(c, timeout);
        }, pongTimeoutMs),
      ),
    };
    state.pings.push(entry);
    c.socket.send(JSON.stringify(encodePingRequest()));
  });
}

/** The connection went away: every request is answered `null`, every ping fails. */
function lost(state: RequestState, error: unknown): void {
  const requests = state.pending;
  const unanswered = state.pings;
  state.pending = [];
  state.pings = [];
  for (const pending of requests) {
    clearTimeout(pending.timer);
    pending.settle(null);
  }
  const failure = new TransportError("The stream connection closed before the pong.", {
    cause: error,
  });
  for (const entry of unanswered) {
    clearTimeout(entry.timer);
    entry.reject(failure);
  }
}

/**
 * Sends requests over the current connection and matches the gateway's replies to them.
 *
 * @example
 * const requests = createRequests({ budget, replyTimeoutMs: 10_000, ... }, connection)
 */
export function createRequests(
  settings: RequestSettings,
  connection: Pick<Connection, "current" | "signal" | "abandon">,
): Requests {
  const state: RequestState = {
    settings,
    connection,
    pending: [],
    pings: [],
    outbox: Promise.resolve(),
  };
  return {
    send: (kind, topic, restoring = false, answered = undefined) =>
      send(state, kind, topic, restoring, answered),
    reply: (message) => reply(state, message),
    pong(message) {
      const entry = state.pings.shift();
      if (!entry) return;
      clearTimeout(entry.timer);
      entry.resolve({ serverTime: message.t, roundTripMs: Date.now() - entry.sentAt });
    },
    ping: (c, keepingAlive) => ping(state, c, keepingAlive),
    opened(c) {
      if (settings.applicationPingIntervalMs <= 0) return;
      c.timers.push(
        unref(
          setInterval(() => {
            ping(state, c, true).catch(() => undefined);
          }, settings.applicationPingIntervalMs),
        ),
      );
    },
    lost: (error) => lost(state, error),
  };
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
