import { DecodeError, describeValue, type PerpkitError } from "@perpkit/core";
// Node reads an L2Book frame for a book that alone reads its subscription straight into the
// book; elsewhere there is no such reader.
import { readBookFrame } from "#book-frame";
// Resolved by the package's "imports" map: a reader faster than JSON.parse in Node, none
// everywhere else (JSON.parse reads the frame), so browser bundles do not carry it.
import { readJson } from "#read-json";
import {
  type ChannelMessages,
  type ChannelPayloads,
  channelKeys,
  channelRoutes,
  type StreamChannel,
} from "./generated/channels.js";
import { decodeServerMessage } from "./generated/decoders.js";
import type { ErrorReply, OkReply, Pong } from "./generated/types.js";
import type { Emitter, SubscriptionControl } from "./subscription.js";

// Dispatch: where one incoming frame goes. A reply or a pong to the requests that wait for it,
// a channel payload to the subscriptions of its topic (`SubscriptionControl.deliver`), anything
// that cannot be read to the subscription it names or, failing that, to the client's `error`.

/** Where frames can go: the other parts of the client. */
export interface DispatchTargets {
  readonly topics: {
    /** Gateway subscriptions by topic key (`L2Book|BTCUSD`), each with its local subscriptions. */
    readonly wires: ReadonlyMap<
      string,
      { readonly topic: { readonly type: string }; readonly handles: Iterable<SubscriptionControl> }
    >;
  };
  readonly requests: {
    /** Settles the request a reply answers. */
    reply(message: OkReply | ErrorReply): void;
    /** Settles the oldest application ping. */
    pong(message: Pong): void;
  };
  /** `error`: a frame that belongs to no subscription could not be read; `unhandled`: a message this version does not know. */
  readonly events: Emitter<{ error: PerpkitError; unhandled: unknown }>;
}

/** A frame that could not be read, and whether the connection can still be trusted. */
export interface Misread {
  readonly error: DecodeError;
  /** A reply that cannot be read cannot be matched to its request: the connection starts over. */
  readonly fatal: boolean;
}

/**
 * Reads one frame and hands it on: parse, decode with the generated decoder, route by channel
 * and key. A frame it cannot read goes where it belongs as a DecodeError, and comes back as a
 * `Misread`, `fatal` when the connection can no longer be trusted, for it to start over.
 *
 * @example
 * socket.onmessage = (event) => routeFrame(targets, event.data)
 */
export function routeFrame(targets: DispatchTargets, raw: unknown): Misread | undefined {
  const text = frameText(raw);
  if (readBookFrame !== undefined && text !== undefined && readBookFrame(targets.topics, text)) {
    return undefined;
  }
  let value: unknown;
  try {
    if (text === undefined) throw new TypeError("not a text or binary frame");
    value = readJson ? readJson(text) : JSON.parse(text);
  } catch (cause) {
    return unowned(targets, new DecodeError("frame", "is not JSON", { cause }));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const error = new DecodeError("frame", `must be a JSON object, got ${describeValue(value)}`);
    return unowned(targets, error);
  }
  let message: ReturnType<typeof decodeServerMessage>;
  try {
    // The decoder reads a null optional property as absent, but a diff without `pt` would be
    // taken for a snapshot: a null `pt` is a malformed diff.
    const { e, data } = value as { e?: unknown; data?: { pt?: unknown } };
    if (e === "L2Book" && data?.pt === null) {
      throw new DecodeError("L2BookMessage.data.pt", "must be an integer, got null");
    }
    message = decodeServerMessage(value);
  } catch (error) {
    return misfit(targets, value as Record<string, unknown>, error as DecodeError);
  }
  if (message === undefined) targets.events.emit("unhandled", value);
  else if ("ok" in message) targets.requests.reply(message);
  else if (message.e in channelKeys) deliver(targets, message as ChannelMessages[StreamChannel]);
  else targets.requests.pong(message as Pong);
  return undefined;
}

/** The last topic key built, and what it was built from: a feed repeats one key frame after frame. */
let last = { channel: "", key: "", topic: "" };

/** A channel payload: to the subscriptions of its key, or of its channel when it names none. */
function deliver(targets: DispatchTargets, message: ChannelMessages[StreamChannel]): void {
  const channel = message.e;
  const data = message.data;
  const route = channelRoutes[channel] as (d: ChannelPayloads[StreamChannel]) => string | undefined;
  const key = route(data);
  if (key !== undefined) {
    // Reusing the string built before spares building and hashing a new one for every frame.
    if (key !== last.key || channel !== last.channel) {
      last = { channel, key, topic: `${channel}|${key}` };
    }
    const wire = targets.topics.wires.get(last.topic);
    if (wire) for (const handle of wire.handles) handle.deliver(data);
    return;
  }
  for (const wire of targets.topics.wires.values()) {
    if (wire.topic.type === channel) for (const handle of wire.handles) handle.deliver(data);
  }
}

/** A frame that belongs to nobody could not be read: the client's `error` hears it. */
function unowned(targets: DispatchTargets, error: DecodeError): Misread {
  targets.events.emit("error", error);
  return { error, fatal: false };
}

/** A known message that does not fit its schema: to its subscriptions, else the client. */
function misfit(
  targets: DispatchTargets,
  record: Record<string, unknown>,
  error: DecodeError,
): Misread {
  if (typeof record.ok === "boolean") {
    // A reply that cannot be read cannot be matched to its request: start over.
    targets.events.emit("error", error);
    return { error, fatal: true };
  }
  const channel = record.e as StreamChannel;
  let key: string | undefined;
  try {
    key = (channelRoutes[channel] as (d: unknown) => string | undefined)(record.data);
  } catch {
    key = undefined;
  }
  let delivered = false;
  for (const [wireKey, wire] of targets.topics.wires) {
    if (wire.topic.type !== channel) continue;
    if (key !== undefined && wireKey !== `${channel}|${key}`) continue;
    for (const handle of wire.handles) handle.fail(error, false);
    delivered = true;
  }
  if (!delivered) targets.events.emit("error", error);
  return { error, fatal: false };
}

let utf8: TextDecoder | undefined;

/** The text of a message event: text frames as they are, binary frames decoded as UTF-8. */
export function frameText(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    utf8 ??= new TextDecoder();
    return utf8.decode(data as ArrayBuffer);
  }
  if (Array.isArray(data)) {
    return data.map((part) => frameText(part) ?? "").join("");
  }
  return undefined;
}
