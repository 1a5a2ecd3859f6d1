import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import {
  type ChannelPayloads,
  type ClientMessage,
  channelKeys,
  channelsByKey,
  decodeClientMessage,
  encodeErrorReply,
  encodeL2BookMessage,
  encodeOkReply,
  encodeOrderFillMessage,
  encodeOrderUpdateMessage,
  encodePong,
  encodePositionUpdateMessage,
  encodeSubaccountLiquidationMessage,
  encodeTickerMessage,
  encodeTokenTransferMessage,
  encodeTradeFillMessage,
  type StreamChannel,
  type StreamErrorCode,
  type Topic,
} from "../src/index.js";

/** How the scripted gateway answers requests on its own. */
export interface ScriptedServerOptions {
  /** Answer protocol ping frames (default true); false plays a gateway that stopped responding. */
  readonly answerPings?: boolean;
  /** Answer application pings with a pong carrying this clock (default Date.now). */
  readonly clock?: () => number;
  /** Symbols that name no product: subscribing to them is answered UNKNOWN_PRODUCT. */
  readonly unknownSymbols?: readonly string[];
  /** Account-channel subscriptions allowed per connection; one more is SUBSCRIPTION_LIMIT_EXCEEDED. */
  readonly subscriptionCap?: number;
  /** Echo the request's `event` and `data` in replies (the spec allows it; default false). */
  readonly echo?: boolean;
  /**
   * Decides a subscribe or unsubscribe before the defaults: a code refuses it, `"ok"` accepts it,
   * `"silent"` leaves it unanswered, `undefined` falls through to the defaults.
   */
  readonly decide?: (
    request: { readonly event: "subscribe" | "unsubscribe"; readonly topic: Topic },
    connection: ScriptedConnection,
  ) => StreamErrorCode | "ok" | "silent" | undefined;
  /** Called after a subscribe was accepted (and answered), to send a snapshot for example. */
  readonly onSubscribe?: (topic: Topic, connection: ScriptedConnection) => void;
}

const encoders: {
  readonly [C in StreamChannel]: (fields: { t: number; data: ChannelPayloads[C] }) => unknown;
} = {
  L2Book: encodeL2BookMessage,
  Ticker: encodeTickerMessage,
  TradeFill: encodeTradeFillMessage,
  SubaccountLiquidation: encodeSubaccountLiquidationMessage,
  PositionUpdate: encodePositionUpdateMessage,
  OrderUpdate: encodeOrderUpdateMessage,
  OrderFill: encodeOrderFillMessage,
  TokenTransfer: encodeTokenTransferMessage,
};

/** `L2Book|BTCUSD`. */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}

/** Resolves the first value a listener-registering function reports that passes `accept`. */
function first<T>(
  register: (listener: (value: T) => void) => () => void,
  accept: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const off = register((value) => {
      if (!accept(value)) return;
      off();
      resolve(value);
    });
  });
}

/** One client connection to the scripted gateway, as the server sees it. */
export class ScriptedConnection {
  /** Every request received, decoded with the generated client-message decoder. */
  readonly requests: ClientMessage[] = [];
  /** Topics subscribed on this connection, by key. */
  readonly topics = new Map<string, Topic>();
  /** Protocol ping frames received. */
  pings = 0;
  /** Resolves with the close code and reason when the connection ends. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly requestListeners = new Set<(m: ClientMessage) => void>();
  private readonly pingListeners = new Set<(n: number) => void>();

  constructor(
    readonly socket: WebSocket,
    private readonly options: ScriptedServerOptions,
  ) {
    this.closed = new Promise((resolve) => {
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on("ping", () => {
      this.pings++;
      for (const listener of this.pingListeners) listener(this.pings);
    });
    socket.on("message", (raw) => this.receive(raw.toString()));
  }

  /** The next request that passes `accept` (one already received counts). */
  nextRequest(accept: (m: ClientMessage) => boolean = () => true): Promise<ClientMessage> {
    const seen = this.requests.find(accept);
    if (seen) return Promise.resolve(seen);
    return first((l) => {
      this.requestListeners.add(l);
      return () => this.requestListeners.delete(l);
    }, accept);
  }

  /** Resolves once `count` protocol pings have arrived. */
  receivedPings(count: number): Promise<number> {
    if (this.pings >= count) return Promise.resolve(this.pings);
    return first(
      (l) => {
        this.pingListeners.add(l);
        return () => this.pingListeners.delete(l);
      },
      (n) => n >= count,
    );
  }

  /** Pushes a channel message `{ e, t, data }` built with the generated encoder. */
  push<C extends StreamChannel>(channel: C, data: ChannelPayloads[C], t = Date.now()): void {
    this.send(encoders[channel]({ t, data }));
  }

  /** Sends anything: an object as JSON, a string as it is. */
  send(message: unknown): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Closes the connection with a close frame (the gateway's 4-hour close is code 1000). */
  close(code = 1000, reason = "connection lifetime reached"): void {
    this.socket.close(code, reason);
  }

  /** Drops the connection without a close frame, as a failed network does. */
  terminate(): void {
    this.socket.terminate();
  }

  private receive(text: string): void {
    const message = decodeClientMessage(JSON.parse(text));
    if (message === undefined) return;
    this.requests.push(message);
    for (const listener of this.requestListeners) listener(message);
    if (message.event === "ping") {
      this.send(encodePong({ t: (this.options.clock ?? Date.now)() }));
      return;
    }
    const topic = message.data;
    const echo = this.options.echo ? { event: message.event, data: topic } : {};
    const decision =
      this.options.decide?.({ event: message.event, topic }, this) ??
      this.defaults(message.event, topic);
    if (decision === "silent") return;
    if (decision !== "ok") {
      this.send(encodeErrorReply({ code: decision, ...echo }));
      return;
    }
    if (message.event === "subscribe") this.topics.set(topicKey(topic), topic);
    else this.topics.delete(topicKey(topic));
    this.send(encodeOkReply(echo));
    if (message.event === "subscribe") this.options.onSubscribe?.(topic, this);
  }

  private defaults(event: "subscribe" | "unsubscribe", topic: Topic): StreamErrorCode | "ok" {
    if (event === "unsubscribe")
      return this.topics.has(topicKey(topic)) ? "ok" : "UNSUBSCRIBE_FAILED";
    if (topic.symbol !== undefined && this.options.unknownSymbols?.includes(topic.symbol)) {
      return "UNKNOWN_PRODUCT";
    }
    const cap = this.options.subscriptionCap;
    const accountChannels: readonly string[] = channelsByKey.subaccountId;
    if (cap !== undefined && accountChannels.includes(topic.type)) {
      const used = [...this.topics.values()].filter((t) => accountChannels.includes(t.type)).length;
      if (used >= cap) return "SUBSCRIPTION_LIMIT_EXCEEDED";
    }
    return channelKeys[topic.type as StreamChannel] === undefined ? "VALIDATION_ERROR" : "ok";
  }
}

/**
 * A stream gateway on 127.0.0.1 that tests script: it answers requests by the spec (using the
 * generated encoders and decoders, as a real server would), and lets a test push messages, close
 * or drop connections, and refuse requests.
 */
export class ScriptedServer {
  readonly connections: ScriptedConnection[] = [];
  private readonly connectionListeners = new Set<(c: ScriptedConnection) => void>();

  private constructor(
    private readonly server: WebSocketServer,
    readonly url: string,
  ) {}

  /** Starts a gateway on a free port of 127.0.0.1. */
  static start(options: ScriptedServerOptions = {}): Promise<ScriptedServer> {
    return new Promise((resolve, reject) => {
      const wss = new WebSocketServer({
        host: "127.0.0.1",
        port: 0,
        path: "/v1/stream",
        autoPong: options.answerPings ?? true,
      });
      wss.once("error", reject);
      wss.once("listening", () => {
        const { port } = wss.address() as AddressInfo;
        const server = new ScriptedServer(wss, `ws://127.0.0.1:${port}/v1/stream`);
        wss.on("connection", (socket) => {
          const connection = new ScriptedConnection(socket, options);
          server.connections.push(connection);
          for (const listener of server.connectionListeners) listener(connection);
        });
        resolve(server);
      });
    });
  }

  /** The `index`-th connection (0 is the first), once it exists. */
  connection(index: number): Promise<ScriptedConnection> {
    const existing = this.connections[index];
    if (existing) return Promise.resolve(existing);
    return first(
      (l) => {
        this.connectionListeners.add(l);
        return () => this.connectionListeners.delete(l);
      },
      () => this.connections.length > index,
    ).then(() => this.connections[index] as ScriptedConnection);
  }

  /** The most recent connection, once there is one. */
  latest(): ScriptedConnection | undefined {
    return this.connections[this.connections.length - 1];
  }

  /** Closes every connection and stops listening. */
  close(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
