import {
  assertUuid,
  type KnownStreamErrorCode,
  limits,
  PerpkitError,
  streamErrorCodeValues,
} from "@perpkit/core";
import {
  type ClientMessage,
  channelKeys,
  channelsByKey,
  decodeClientMessage,
  encodeErrorReply,
  encodeL2BookMessage,
  encodeOkReply,
  encodePong,
  type StreamChannel,
  streamChannels,
  type Topic,
} from "@perpkit/stream";
import type { RawData } from "ws";
import { feedOf, orderUpdates, publishBook } from "./channels.js";
import { type Client, type GatewayState, topicKey } from "./gateway-state.js";
import { send } from "./sending.js";

// Requests: subscribe, unsubscribe and ping, with the replies and error codes of
// spec/stream/layer.yaml.

type ErrorCode = KnownStreamErrorCode;

function namesOf<const T extends string>(values: readonly T[]): { readonly [K in T]: K } {
  return Object.freeze(Object.fromEntries(values.map((v) => [v, v]))) as { readonly [K in T]: K };
}

const Code = namesOf(streamErrorCodeValues);
const ACCOUNT_CHANNELS: ReadonlySet<string> = new Set(channelsByKey.subaccountId);
const SUBSCRIPTION_COST = limits.rateLimit.costs.websocketSubscription;

/** A request the gateway refuses with a code of the spec. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The topic with only its channel's key, or a VALIDATION_ERROR refusal. */
function normalize(topic: Topic): Topic {
  const type = topic.type as StreamChannel;
  if (!(streamChannels as readonly string[]).includes(type)) {
    throw new Refusal(Code.VALIDATION_ERROR, `type must be one of ${streamChannels.join(", ")}`);
  }
  const keyName = channelKeys[type];
  const key = topic[keyName];
  if (keyName === "subaccountId") {
    try {
      assertUuid(key, keyName);
    } catch (error) {
      throw new Refusal(Code.VALIDATION_ERROR, (error as PerpkitError).shortMessage);
    }
  } else if (typeof key !== "string" || key === "") {
    throw new Refusal(Code.VALIDATION_ERROR, `${keyName} is required for ${type}`);
  }
  return { type, [keyName]: key };
}

function charge(state: GatewayState, client: Client, cost: number): void {
  const pool = state.services.limiter.charge("websocket", client.ip, cost);
  if (pool && !pool.allowed) {
    throw new Refusal(
      Code.RATE_LIMIT,
      `the WebSocket pool of ${client.ip} is spent; retry in ${pool.retryAfterSeconds ?? 1} s`,
    );
  }
}

/** Checks an account channel's subaccount and the connection's cap, and counts the topic. */
function admitAccountTopic(state: GatewayState, client: Client, topic: Topic): void {
  const subaccountId = topic.subaccountId as string;
  if (!state.services.exchange.subaccount(subaccountId)) {
    throw new Refusal(Code.SUBSCRIPTION_FAILED, `no subaccount has the id ${subaccountId}`);
  }
  const { cap } = state.settings;
  if (client.accountTopics >= cap) {
    throw new Refusal(
      Code.SUBSCRIPTION_LIMIT_EXCEEDED,
      `at most ${cap} subaccount subscriptions per connection`,
    );
  }
  client.accountTopics++;
}

/**
 * Subscribes a client to a topic; returns what to do once the ok reply is sent (an L2Book
 * subscription's snapshot goes out after it, and the client joins the audience with it).
 */
function subscribe(state: GatewayState, client: Client, topic: Topic): () => void {
  charge(state, client, SUBSCRIPTION_COST);
  const key = topicKey(topic);
  if (client.topics.has(key)) {
    throw new Refusal(Code.SUBSCRIPTION_FAILED, `already subscribed to ${key}`);
  }
  const channel = topic.type as StreamChannel;
  let after: (() => void) | undefined;
  if (ACCOUNT_CHANNELS.has(channel)) {
    admitAccountTopic(state, client, topic);
  } else {
    const product = state.services.exchange.productByTicker(topic.symbol as string);
    if (!product)
      throw new Refusal(Code.UNKNOWN_PRODUCT, `no product has the symbol ${topic.symbol}`);
    if (channel === "L2Book") {
      const feed = feedOf(state, product.id);
      // The bus listener is on before the feed looks at the book, so no change goes unseen.
      state.countChannel(channel, 1);
      if (!state.audiences.get(key)?.size) feed.restart();
      else if (feed.changed) publishBook(state, feed);
      const snapshot = feed.snapshot();
      after = () => {
        const message = encodeL2BookMessage({ t: state.services.clock.now(), data: snapshot });
        send(state, client, JSON.stringify(message));
      };
    }
  }
  if (channel !== "L2Book") state.countChannel(channel, 1);
  client.topics.set(key, topic);
  let audience = state.audiences.get(key);
  if (!audience) {
    audience = new Set();
    state.audiences.set(key, audience);
    if (channel === "OrderUpdate") {
      state.accountSources.set(key, orderUpdates(state, key, topic.subaccountId as string));
    }
  }
  const joined = audience;
  return () => {
    after?.();
    joined.add(client);
  };
}

/**
 * Takes a client out of one topic's audience, and counts the channel out.
 *
 * @example
 * for (const key of [...client.topics.keys()]) forget(state, client, key)
 */
export function forget(state: GatewayState, client: Client, key: string): void {
  const topic = client.topics.get(key);
  if (!topic) return;
  client.topics.delete(key);
  const channel = topic.type as StreamChannel;
  if (ACCOUNT_CHANNELS.has(channel)) client.accountTopics--;
  const audience = state.audiences.get(key);
  audience?.delete(client);
  if (audience?.size === 0) {
    state.audiences.delete(key);
    state.accountSources.get(key)?.();
    state.accountSources.delete(key);
  }
  state.countChannel(channel, -1);
}

function unsubscribe(state: GatewayState, client: Client, topic: Topic): void {
  const key = topicKey(topic);
  if (!client.topics.has(key)) {
    throw new Refusal(Code.UNSUBSCRIBE_FAILED, `not subscribed to ${key}`);
  }
  forget(state, client, key);
}

function refuse(
  state: GatewayState,
  client: Client,
  code: ErrorCode,
  message: string,
  echo: object = {},
): void {
  send(state, client, JSON.stringify(encodeErrorReply({ code, message, ...echo })));
}

/** Answers a subscribe or unsubscribe request, with its refusal when it is refused. */
function answer(
  state: GatewayState,
  client: Client,
  message: Exclude<ClientMessage, { event: "ping" }>,
): void {
  const { event } = message;
  let echo: { event: string; data?: Topic } = { event };
  try {
    const topic = normalize(message.data);
    echo = { event, data: topic };
    if (event === "subscribe") {
      const join = subscribe(state, client, topic);
      send(state, client, JSON.stringify(encodeOkReply(echo)));
      join();
    } else {
      unsubscribe(state, client, topic);
      send(state, client, JSON.stringify(encodeOkReply(echo)));
    }
  } catch (error) {
    if (error instanceof Refusal) {
      refuse(state, client, error.code, error.message, echo);
    } else {
      state.settings.onError(error);
      refuse(state, client, Code.INTERNAL_ERROR, "unexpected server error", echo);
    }
  }
}

/**
 * Reads one request frame of a client and answers it: subscribe, unsubscribe or ping.
 *
 * @example
 * socket.on("message", (raw) => receive(state, client, raw))
 */
export function receive(state: GatewayState, client: Client, raw: RawData): void {
  if (!state.clients.has(client) || client.overflowed) return;
  let message: ClientMessage | undefined;
  try {
    message = decodeClientMessage(JSON.parse(raw.toString()));
  } catch (error) {
    const reason = error instanceof PerpkitError ? error.shortMessage : "the request is not JSON";
    refuse(state, client, Code.VALIDATION_ERROR, reason);
    return;
  }
  if (message === undefined) {
    refuse(state, client, Code.VALIDATION_ERROR, "event must be subscribe, unsubscribe or ping");
    return;
  }
  if (message.event === "ping") {
    client.idle?.refresh();
    send(state, client, JSON.stringify(encodePong({ t: state.services.clock.now() })));
    return;
  }
  answer(state, client, message);
}
