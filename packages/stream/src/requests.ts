import {
  PerpkitError,
  type PointBudget,
  rateLimitCosts,
  TimeoutError,
  TransportError,
} from "@perpkit/core";
import type { Connection, Link } from "./connection.js";
import type { Emitter } from "./emitter.js";
import {
  encodePingRequest,
  encodeSubscribeRequest,
  encodeUnsubscribeRequest,
} from "./generated/encoders.js";
import type { ErrorReply, OkReply, Pong, StreamErrorCode, Topic } from "./generated/types.js";
import { unref } from "./websocket.js";

// Requests: the outbox that sends subscribes and unsubscribes one after the other, the replies
// they wait for (matched in order, or by the topic a reply echoes), and application pings.

/**
 * What an application ping measured.
 *
 * @example
 * const { serverTime, roundTripMs } = await client.ping()
 */
export interface PingResult {
  /** The gateway's clock (`t` of the pong), epoch milliseconds. */
  readonly serverTime: number;
  readonly roundTripMs: number;
}

/** The gateway's answer to a request; `null` when the connection went away first. */
export type Outcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: StreamErrorCode }
  | null;

interface PendingRequest {
  readonly kind: "subscribe" | "unsubscribe";
  readonly key: string;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly resolve: (outcome: Outcome) => void;
}

interface PendingPing {
  readonly sentAt: number;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly resolve: (result: PingResult) => void;
  readonly reject: (error: unknown) => void;
}

/** What requests need from the rest of the client. */
export interface RequestSettings {
  readonly budget: PointBudget | undefined;
  /** The share of the pool reconnects may spend; restored subscriptions are paid from it too. */
  readonly reconnectBudget: PointBudget | undefined;
  readonly replyTimeoutMs: number;
  readonly pongTimeoutMs: number;
  readonly applicationPingIntervalMs: number;
  /** `error`: a reply no request waits for. */
  readonly events: Emitter<{ error: PerpkitError }>;
}

/**
 * The requests part of a stream client.
 *
 * @example
 * const outcome = await requests.send("subscribe", { type: "Ticker", symbol: "BTCUSD" })
 */
export interface Requests {
  /** Sends a request after the ones before it; resolves with the gateway's answer. */
  send(kind: "subscribe" | "unsubscribe", topic: Topic, restoring?: boolean): Promise<Outcome>;
  /** A reply arrived: settles the request it answers. */
  reply(message: OkReply | ErrorReply): void;
  /** A pong arrived: settles the oldest ping. */
  pong(message: Pong): void;
  /** Sends an application ping over `link`; `keepingAlive` drops the link when no pong comes. */
  ping(link: Link, keepingAlive: boolean): Promise<PingResult>;
  /** A connection opened: starts the application pings. */
  opened(link: Link): void;
  /** The connection went away: nothing sent over it will be answered. */
  lost(error: unknown): void;
}

/** `L2Book|BTCUSD`: one gateway subscription. */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
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
  const { budget, reconnectBudget, replyTimeoutMs, pongTimeoutMs, events } = settings;
  /** Requests sent over the current connection, oldest first. */
  let pending: PendingRequest[] = [];
  let pings: PendingPing[] = [];
  /** Requests go out one after the other, so replies can be matched in order. */
  let outbox: Promise<unknown> = Promise.resolve();

  function send(
    kind: "subscribe" | "unsubscribe",
    topic: Topic,
    restoring = false,
  ): Promise<Outcome> {
    const c = connection.current;
    const run = async (): Promise<Outcome> => {
      if (kind === "subscribe" && budget) {
        try {
          const cost = rateLimitCosts.websocketSubscription;
          if (restoring) await reconnectBudget?.take(cost, connection.signal);
          await budget.take(cost, connection.signal);
        } catch {
          return null;
        }
      }
      if (!c?.open || c !== connection.current) return null;
      return new Promise<Outcome>((resolve) => {
        const timer = unref(
          setTimeout(
            () => connection.abandon(c, new TimeoutError(replyTimeoutMs, `The reply to ${kind}`)),
            replyTimeoutMs,
          ),
        );
        pending.push({ kind, key: topicKey(topic), timer, resolve });
        const request =
          kind === "subscribe"
            ? encodeSubscribeRequest({ data: topic })
            : encodeUnsubscribeRequest({ data: topic });
        try {
          c.socket.send(JSON.stringify(request));
        } catch (error) {
          connection.abandon(c, error);
        }
      });
    };
    const result = outbox.then(run, run);
    outbox = result;
    return result;
  }

  function reply(message: OkReply | ErrorReply): void {
    let index = 0;
    if (message.data) {
      const key = topicKey(message.data);
      const echoed = pending.findIndex(
        (p) => p.key === key && (message.event === undefined || message.event === p.kind),
      );
      if (echoed >= 0) index = echoed;
    }
    const [request] = pending.splice(index, 1);
    if (!request) {
      events.emit(
        "error",
        new PerpkitError("UNEXPECTED_REPLY", "The gateway sent a reply no request waits for."),
      );
      return;
    }
    clearTimeout(request.timer);
    request.resolve(message.ok ? { ok: true } : { ok: false, code: message.code });
  }

  function pong(message: Pong): void {
    const ping = pings.shift();
    if (!ping) return;
    clearTimeout(ping.timer);
    ping.resolve({ serverTime: message.t, roundTripMs: Date.now() - ping.sentAt });
  }

  function ping(c: Link, keepingAlive: boolean): Promise<PingResult> {
    return new Promise<PingResult>((resolve, reject) => {
      const timeout = new TimeoutError(pongTimeoutMs, "The application ping");
      const entry: PendingPing = {
        sentAt: Date.now(),
        resolve,
        reject,
        timer: unref(
          setTimeout(() => {
            const at = pings.indexOf(entry);
            if (at >= 0) pings.splice(at, 1);
            reject(timeout);
            if (keepingAlive) connection.abandon(c, timeout);
          }, pongTimeoutMs),
        ),
      };
      pings.push(entry);
      c.socket.send(JSON.stringify(encodePingRequest()));
    });
  }

  return {
    send,
    reply,
    pong,
    ping,
    opened(c) {
      if (settings.applicationPingIntervalMs <= 0) return;
      c.timers.push(
        unref(
          setInterval(() => {
            ping(c, true).catch(() => undefined);
          }, settings.applicationPingIntervalMs),
        ),
      );
    },
    lost(error) {
      const requests = pending;
      const unanswered = pings;
      pending = [];
      pings = [];
      for (const request of requests) {
        clearTimeout(request.timer);
        request.resolve(null);
      }
      const lost = new TransportError("The stream connection closed before the pong.", {
        cause: error,
      });
      for (const entry of unanswered) {
        clearTimeout(entry.timer);
        entry.reject(lost);
      }
    },
  };
}
