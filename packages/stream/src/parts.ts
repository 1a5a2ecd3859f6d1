import type { PointBudget } from "@perpkit/core";
import type { StreamClientStatus } from "./connection.js";
import type { DispatchTargets } from "./dispatch.js";
import type { Emitter } from "./emitter.js";
import type { StreamClosedError } from "./errors.js";
import type { ConnectionEvents, ReconnectPolicy } from "./reconnect.js";
import type { WebSocketConstructor, WebSocketLike } from "./websocket.js";

// Where the stream client's parts meet: what the connection offers the others and what it needs
// from them. Types only.

/** One socket and what belongs to it alone. */
export interface Link {
  readonly socket: WebSocketLike;
  readonly timers: ReturnType<typeof setTimeout>[];
  open: boolean;
  /** When it opened (epoch ms), once it has. */
  openedAt: number;
  /** A pong came since the last ping frame. */
  alive: boolean;
  /** It has been open `resetAfterDataMs`: the next frame read proves it carried data. */
  proving: boolean;
  /** A frame arrived `resetAfterDataMs` after it opened. */
  carriedData: boolean;
  /** Every frame on it could be read. */
  clean: boolean;
  error: unknown;
  /** Called when the socket's close event arrives. */
  closed: (() => void) | undefined;
}

/** What the connection needs to know. */
export interface ConnectionSettings {
  readonly url: string;
  readonly WebSocket: WebSocketConstructor | undefined;
  /** `undefined`: stay closed after a drop. */
  readonly reconnect: ReconnectPolicy | undefined;
  readonly budget: PointBudget | undefined;
  /** The share of the pool reconnects may spend. */
  readonly reconnectBudget: PointBudget | undefined;
  readonly pingIntervalMs: number;
  readonly connectTimeoutMs: number;
  readonly random: () => number;
  readonly events: Emitter<ConnectionEvents>;
}

/** How the connection tells the rest of the client what happened; frames go to dispatch. */
export interface ConnectionHooks extends DispatchTargets {
  /** A connection opened (after `connected` was emitted). */
  opened(link: Link, reconnected: boolean): void;
  /** The current connection is gone; what waited on it must settle. */
  lost(error: unknown): void;
  /** The client closed (`error` undefined) or gave up reconnecting. */
  ended(error: StreamClosedError | undefined): void;
}

/**
 * The connection part of a stream client.
 *
 * @example
 * const connection = createConnection(settings, hooks)
 * await connection.connect()
 */
export interface Connection {
  readonly status: StreamClientStatus;
  /** The socket being opened or open, if any. */
  readonly current: Link | undefined;
  /** Aborts when the client closes or gives up: budget waits end with it. */
  readonly signal: AbortSignal;
  /** Resolves when a connection is open; opens one when none is being opened. */
  connect(): Promise<void>;
  /** Opens a connection when the client is idle. */
  start(): void;
  /** Gives up on a connection that is not answering: closes it and handles the drop now. */
  abandon(link: Link, error: unknown): void;
  /** Closes for good. */
  close(): Promise<void>;
}
