import { PerpkitError, sleepOn, TimeoutError, TransportError, unrefTimer } from "@perpkit/core";
import { type StreamClosedError, StreamError } from "./errors.js";
import {
  encodePingRequest,
  encodeSubscribeRequest,
  encodeUnsubscribeRequest,
} from "./generated/encoders.js";
import { websocketSubscriptionCost } from "./generated/limits.js";
import type { ErrorReply, OkReply, Pong, Topic } from "./generated/types.js";
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
import { type SubscriptionControl, topicKey } from "./subscription.js";

// The client's side of the gateway protocol, in two parts, each a class whose state is its
// private fields (names a minifier shortens, where a record's keys stay as written). Requests: the
// outbox that sends subscribes and unsubscribes one after the other, the replies they wait for
// (matched in order, or by the topic a reply echoes), and application pings. Topics: the
// gateway's view of the subscriptions, one topic each, shared by every local subscription to it;
// subscribing (with retries when the gateway is rate limiting), unsubscribing, starting over, and
// restoring everything after a reconnect.

/** The requests part: its state private fields, its parts the methods. */
class GatewayRequests implements Requests {
  readonly #settings: RequestSettings;
  readonly #connection: Pick<Connection, "current" | "signal" | "abandon">;
  /** Requests sent over the current connection, oldest first. */
  #pending: PendingRequest[] = [];
  #pings: PendingPing[] = [];
  /** Requests go out one after the other, so replies can be matched in order. */
  #outbox: Promise<unknown> = Promise.resolve();

  constructor(
    settings: RequestSettings,
    connection: Pick<Connection, "current" | "signal" | "abandon">,
  ) {
    this.#settings = settings;
    this.#connection = connection;
  }

  /** Pays for a subscribe; false when the client closed while it waited for the budget. */
  async #pay(restoring: boolean): Promise<boolean> {
    const { budget, reconnectBudget } = this.#settings;
    if (!budget) return true;
    const { signal } = this.#connection;
    try {
      if (restoring) await reconnectBudget?.take(websocketSubscriptionCost, signal);
      await budget.take(websocketSubscriptionCost, signal);
      return true;
    } catch {
      return false;
    }
  }

  /** Writes a request on `c` and waits for its reply; the reply timeout drops the connection. */
  #request(
    c: Link,
    kind: "subscribe" | "unsubscribe",
    topic: Topic,
    answered: Answered | undefined,
  ): Promise<Outcome> {
    const connection = this.#connection;
    const { replyTimeoutMs, clock } = this.#settings;
    return new Promise<Outcome>((resolve) => {
      const timer = unrefTimer(
        clock.setTimeout(
          () => connection.abandon(c, new TimeoutError(replyTimeoutMs, `The reply to ${kind}`)),
          replyTimeoutMs,
        ),
      );
      const settle = (outcome: Outcome) => {
        answered?.(outcome);
        resolve(outcome);
      };
      this.#pending.push({ kind, key: topicKey(topic), timer, settle });
      const message =
        kind === "subscribe"
          ? encodeSubscribeRequest({ data: topic })
          : encodeUnsubscribeRequest({ data: topic });
      try {
        c.socket.send(JSON.stringify(message));
        c.lockstep?.sent();
      } catch (error) {
        connection.abandon(c, error);
      }
    });
  }

  send(
    kind: "subscribe" | "unsubscribe",
    topic: Topic,
    restoring = false,
    answered: Answered | undefined = undefined,
  ): Promise<Outcome> {
    const c = this.#connection.current;
    const usable = () => c?.open === true && c === this.#connection.current;
    const run = async (): Promise<Outcome> => {
      // A request whose connection went away while it waited for its turn is neither paid nor sent.
      if (usable() && (kind !== "subscribe" || (await this.#pay(restoring))) && usable()) {
        return this.#request(c as Link, kind, topic, answered);
      }
      answered?.(null);
      return null;
    };
    const result = this.#outbox.then(run, run);
    this.#outbox = result;
    return result;
  }

  /** Settles the request a reply answers: the one whose topic it echoes, else the oldest. */
  reply(message: OkReply | ErrorReply): void {
    let index = 0;
    if (message.data) {
      const key = topicKey(message.data);
      const echoed = this.#pending.findIndex(
        (p) => p.key === key && (message.event === undefined || message.event === p.kind),
      );
      if (echoed >= 0) index = echoed;
    }
    const [answeredRequest] = this.#pending.splice(index, 1);
    if (!answeredRequest) {
      this.#settings.events.emit(
        "error",
        new PerpkitError("UNEXPECTED_REPLY", "The gateway sent a reply no request waits for."),
      );
      return;
    }
    this.#settings.clock.clearTimer(answeredRequest.timer);
    answeredRequest.settle(message.ok ? { ok: true } : { ok: false, code: message.code });
  }

  pong(message: Pong): void {
    const entry = this.#pings.shift();
    if (!entry) return;
    const { clock } = this.#settings;
    clock.clearTimer(entry.timer);
    entry.resolve({ serverTime: message.t, roundTripMs: clock.now() - entry.sentAt });
  }

  ping(c: Link, keepingAlive: boolean): Promise<PingResult> {
    const { pongTimeoutMs, clock } = this.#settings;
    return new Promise<PingResult>((resolve, reject) => {
      const timeout = new TimeoutError(pongTimeoutMs, "The application ping");
      const entry: PendingPing = {
        sentAt: clock.now(),
        resolve,
        reject,
        timer: unrefTimer(
          clock.setTimeout(() => {
            const at = this.#pings.indexOf(entry);
            if (at >= 0) this.#pings.splice(at, 1);
            reject(timeout);
            if (keepingAlive) this.#connection.abandon(c, timeout);
          }, pongTimeoutMs),
        ),
      };
      this.#pings.push(entry);
      c.socket.send(JSON.stringify(encodePingRequest()));
      c.lockstep?.sent();
    });
  }

  opened(c: Link): void {
    const { applicationPingIntervalMs, clock } = this.#settings;
    if (applicationPingIntervalMs <= 0) return;
    c.timers.push(
      unrefTimer(
        clock.setInterval(() => {
          this.ping(c, true).catch(() => undefined);
        }, applicationPingIntervalMs),
      ),
    );
  }

  /** The connection went away: every request is answered `null`, every ping fails. */
  lost(error: unknown): void {
    const requests = this.#pending;
    const unanswered = this.#pings;
    this.#pending = [];
    this.#pings = [];
    const { clock } = this.#settings;
    for (const pending of requests) {
      clock.clearTimer(pending.timer);
      pending.settle(null);
    }
    const failure = new TransportError("The stream connection closed before the pong.", {
      cause: error,
    });
    for (const entry of unanswered) {
      clock.clearTimer(entry.timer);
      entry.reject(failure);
    }
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
  return new GatewayRequests(settings, connection);
}

/** Tells the callers of `resubscribe` that the subscribe under way has been answered. */
function settleWaiting(wire: Wire): void {
  for (const resolve of wire.waiting.splice(0)) resolve();
}

// Every change of a wire's state happens as the gateway's answer is read (`Answered`), never a
// microtask later: `ws` hands over every frame of one read before microtasks run, so the snapshot
// and the next diff read with a reply must already meet the state that reply brought.

/** The topics part: its state private fields, its parts the methods. */
class GatewayTopics implements Topics {
  /** Gateway subscriptions by topic key (`L2Book|BTCUSD`). */
  readonly wires = new Map<string, Wire>();
  readonly #settings: TopicSettings;
  readonly #connection: Pick<Connection, "current" | "signal" | "start">;
  readonly #requests: Pick<Requests, "send">;

  constructor(
    settings: TopicSettings,
    connection: Pick<Connection, "current" | "signal" | "start">,
    requests: Pick<Requests, "send">,
  ) {
    this.#settings = settings;
    this.#connection = connection;
    this.#requests = requests;
  }

  /** Subscribes a wire, retrying a RATE_LIMIT refusal; its outcome settles the wire. */
  #subscribe(wire: Wire, restoring = false): void {
    const settings = this.#settings;
    const connection = this.#connection;
    const epoch = ++wire.epoch;
    const link = connection.current;
    const current = () => wire.epoch === epoch && this.wires.get(wire.key) === wire;
    wire.state = "subscribing";
    let retries = 0;
    const attempt = (): void => {
      void this.#requests.send("subscribe", wire.topic, restoring, (outcome) => {
        // Unsubscribed or started over meanwhile, or the connection went away (the next one
        // subscribes again).
        if (!current() || outcome === null) return;
        const { retry } = settings;
        if (!outcome.ok && outcome.code === "RATE_LIMIT" && retry && retries < retry.maxRetries) {
          const delay = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** retries++);
          const wait = Math.round(delay * (1 - 0.5 * settings.random()));
          sleepOn(settings.clock, wait, connection.signal).then(
            () => {
              if (current() && connection.current === link) attempt();
            },
            () => undefined,
          );
          return;
        }
        if (outcome.ok) {
          wire.state = "active";
          wire.accepted = true;
          for (const handle of wire.handles) handle.setStatus("active");
          settleWaiting(wire);
        } else this.#refuse(wire, new StreamError(outcome.code, wire.topic, "subscribe"));
      });
    };
    attempt();
  }

  #refuse(wire: Wire, error: StreamError): void {
    this.wires.delete(wire.key);
    wire.state = "idle";
    if (wire.accepted) this.#settings.events.emit("restoreFailed", { topic: wire.topic, error });
    for (const handle of wire.handles) handle.fail(error, true);
    settleWaiting(wire);
  }

  add(handle: SubscriptionControl): void {
    const key = topicKey(handle.topic);
    const wire = this.wires.get(key);
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
    this.wires.set(key, created);
    if (this.#connection.current?.open) this.#subscribe(created);
    else this.#connection.start();
  }

  /** Ends a local subscription; unsubscribes the topic on the gateway when it was the last one. */
  async remove(handle: SubscriptionControl): Promise<void> {
    const wires = this.wires;
    const wire = wires.get(topicKey(handle.topic));
    handle.end();
    if (!wire?.handles.delete(handle) || wire.handles.size > 0) return;
    wires.delete(wire.key);
    // A restart's unsubscribe is already on its way, and its subscribe will not follow.
    const onGateway = wire.state === "subscribing" || wire.state === "active";
    wire.state = "idle";
    settleWaiting(wire);
    if (!onGateway || !this.#connection.current?.open) return;
    const outcome = await this.#requests.send("unsubscribe", wire.topic);
    if (outcome && !outcome.ok) throw new StreamError(outcome.code, wire.topic, "unsubscribe");
  }

  /**
   * Starts a subscription over for a fresh snapshot: unsubscribe, then subscribe. A subscribe
   * already under way is answered after this call, and the gateway sends the snapshot after its
   * reply, so the call waits for that one instead of asking again.
   */
  resubscribe(handle: SubscriptionControl): Promise<void> {
    const wire = this.wires.get(topicKey(handle.topic));
    if (!wire?.handles.has(handle) || wire.state === "idle" || !this.#connection.current?.open) {
      // Not on the gateway now: the next connection subscribes it afresh anyway.
      return Promise.resolve();
    }
    const waited = new Promise<void>((resolve) => wire.waiting.push(resolve));
    if (wire.state !== "active") return waited;
    const epoch = ++wire.epoch;
    wire.state = "restarting";
    void this.#requests.send("unsubscribe", wire.topic, false, (outcome) => {
      if (wire.epoch !== epoch || this.wires.get(wire.key) !== wire || outcome === null) return;
      // The gateway has ended it (or, refusing, never had it): until the new subscribe is
      // answered, nothing stands behind the local subscriptions.
      for (const handle of wire.handles) handle.setStatus("subscribing");
      this.#subscribe(wire);
    });
    return waited;
  }

  restore(reconnected: boolean): void {
    for (const wire of this.wires.values()) this.#subscribe(wire, reconnected);
  }

  lost(): void {
    for (const wire of this.wires.values()) {
      wire.epoch++;
      wire.state = "idle";
      for (const handle of wire.handles) handle.setStatus("reconnecting");
      settleWaiting(wire);
    }
  }

  end(error: StreamClosedError | undefined): void {
    for (const wire of this.wires.values()) {
      settleWaiting(wire);
      for (const handle of wire.handles) {
        if (error) handle.fail(error, true);
        else handle.end();
      }
    }
    this.wires.clear();
  }
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
  return new GatewayTopics(settings, connection, requests);
}
