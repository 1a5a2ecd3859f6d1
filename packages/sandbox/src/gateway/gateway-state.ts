import type { Duplex } from "node:stream";
import type { ClockTimer } from "@perpkit/core";
import type { StreamChannel, Topic } from "@perpkit/stream";
import type { WebSocketServer } from "ws";
import type { SandboxServices } from "../http/extension.js";
import type { ConnectionLink } from "../http/simulation.js";
import type { BookFeed } from "./book-feed.js";
import type { GatewaySettings } from "./gateway-settings.js";
import type { GatewayTimer } from "./timers.js";

/**
 * The part of a connection's WebSocket the gateway writes to: a `ws` socket, or the gateway's end
 * of an in-process connection (in-process-socket.ts).
 */
export interface GatewaySocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, options: { binary: boolean }): void;
  pong(data?: Buffer): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

/** One open connection of the gateway. */
export interface Client {
  readonly socket: GatewaySocket;
  /** The connection under the WebSocket, corked while a burst of frames is written. */
  readonly wire: Duplex;
  corked: boolean;
  readonly ip: string;
  /** Subscribed topics by key (`OrderUpdate|<subaccountId>`). */
  readonly topics: Map<string, Topic>;
  accountTopics: number;
  lifetime: GatewayTimer | undefined;
  idle: GatewayTimer | undefined;
  /** What the connection tells a simulation, when a lock-step client opened it. */
  lockstep: ConnectionLink | undefined;
  /** Set once closed for its backlog (its drop, on real time): nothing more is sent or read. */
  overflowed: ClockTimer | undefined;
}

/** A market message held back by the feed delay, with the receivers it was meant for. */
export interface DelayedFrame {
  readonly due: number;
  readonly receivers: readonly Client[];
  readonly data: Buffer;
}

/**
 * Everything the gateway's parts share: its settings, the sandbox services, the connections and
 * who listens to what, the L2Book feeds, the faults in effect and the delayed frames.
 */
export interface GatewayState {
  readonly services: SandboxServices;
  readonly settings: GatewaySettings;
  readonly server: WebSocketServer;
  readonly clients: Set<Client>;
  /** Clients by topic key. */
  readonly audiences: Map<string, Set<Client>>;
  /** Subscriptions per channel over all clients; a channel's sources run only while it has some. */
  readonly channelCounts: Map<StreamChannel, number>;
  readonly stops: Map<StreamChannel, () => void>;
  /** How to stop the source of each account topic that has one (OrderUpdate), by topic key. */
  readonly accountSources: Map<string, () => void>;
  /** L2Book feeds by product id. */
  readonly feeds: Map<string, BookFeed>;
  /** L2Book diffs still to be left out, by symbol (a stream fault). */
  readonly skips: Map<string, number>;
  /** Market frames waiting for the feed latency, oldest first. */
  readonly delayed: DelayedFrame[];
  /** The wake-up of the first delayed frame, and market frames drawn a latency so far. */
  delay: { armed: boolean; frames: number; lastDue: number };
  closed: boolean;
  /** Ends what a connection held; the socket is closed or closing. */
  release(client: Client): void;
  /** Counts a subscription to a channel in or out, starting or stopping the channel's source. */
  countChannel(channel: StreamChannel, delta: 1 | -1): void;
}

/**
 * The key of a topic in `audiences` and a client's `topics`: `L2Book|BTCUSD`.
 *
 * @example
 * topicKey({ type: "L2Book", symbol: "BTCUSD" }) // "L2Book|BTCUSD"
 */
export function topicKey(topic: Topic): string {
  return `${topic.type}|${topic.symbol ?? topic.subaccountId ?? ""}`;
}
