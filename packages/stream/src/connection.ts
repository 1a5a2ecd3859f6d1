import { type PointBudget, rateLimitCosts, TimeoutError } from "@perpkit/core";
import { type DispatchTargets, routeFrame } from "./dispatch.js";
import type { Emitter } from "./emitter.js";
import { StreamClosedError } from "./errors.js";
import {
  OPEN,
  resolveWebSocket,
  unref,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./websocket.js";

// The connection: opening a socket, noticing that it dropped or went dead, and reconnecting with
// backoff inside the rate-limit budget. What travels over the socket is not its business: frames
// go to dispatch (`routeFrame`), and `hooks.opened` and `hooks.lost` let the other parts start
// and settle.

const NORMAL_CLOSE = 1000;
/** Close code a client may use for its own reasons (4000 to 4999 are application codes). */
const ABANDONED = 4000;
const ignore = () => undefined;

/**
 * How the client retries after the connection drops.
 *
 * @example
 * createStreamClient({ reconnect: { initialDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 20 } })
 */
export interface ReconnectOptions {
  /** Delay before the second attempt; later ones grow by `factor`. Default 500 ms. */
  readonly initialDelayMs?: number;
  /** Longest delay between attempts. Default 30 s. */
  readonly maxDelayMs?: number;
  /** Growth of the delay per attempt. Default 2. */
  readonly factor?: number;
  /** Fraction of each delay drawn at random, so many clients do not retry in step. Default 0.5. */
  readonly jitter?: number;
  /** Attempts in a row before giving up. Default: never give up. */
  readonly maxAttempts?: number;
  /**
   * How long a connection must stay open to count as healthy. Only then does the backoff start
   * over, and only a healthy connection's close with code 1000 (the gateway's lifetime close)
   * reconnects at once. Default 60 s.
   */
  readonly resetAfterMs?: number;
  /**
   * The most of the WebSocket pool (3,500 points per 5 minutes) that reconnects may spend: each
   * reconnect's connection (10 points) and the subscriptions it restores (5 each). When it is
   * spent the next reconnect waits. Default 0.5; applies while `budget` is on.
   */
  readonly budgetShare?: number;
}

/**
 * `idle` before the first connection, then `connecting`, `open`, `reconnecting`, `closed`.
 *
 * @example
 * if (client.status === "open") await client.ping()
 */
export type StreamClientStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

/**
 * The connection events of a stream client.
 *
 * @example
 * client.on("disconnected", ({ code, willReconnect }) => console.log(code, willReconnect))
 */
export interface ConnectionEvents {
  /** A connection opened; `reconnected` is true after a drop. Subscriptions are being restored. */
  connected: { readonly url: string; readonly reconnected: boolean };
  /** The connection closed or failed. `willReconnect` says whether the client tries again. */
  disconnected: {
    readonly code: number;
    readonly reason: string;
    readonly willReconnect: boolean;
    readonly error: unknown;
  };
  /**
   * The next connection attempt starts in `delayMs`. The close (code 1000) of a connection that
   * stayed up `resetAfterMs` retries at once.
   */
  reconnecting: { readonly attempt: number; readonly delayMs: number; readonly code: number };
}

/** One socket and what belongs to it alone. */
export interface Link {
  readonly socket: WebSocketLike;
  readonly timers: ReturnType<typeof setTimeout>[];
  open: boolean;
  /** When it opened (epoch ms), once it has. */
  openedAt: number;
  /** A pong came since the last ping frame. */
  alive: boolean;
  error: unknown;
  /** Called when the socket's close event arrives. */
  closed: (() => void) | undefined;
}

/** What the connection needs to know. */
export interface ConnectionSettings {
  readonly url: string;
  readonly WebSocket: WebSocketConstructor | undefined;
  /** `undefined`: stay closed after a drop. */
  readonly reconnect: Required<ReconnectOptions> | undefined;
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

/**
 * Opens, keeps alive and reopens the gateway connection.
 *
 * @example
 * const connection = createConnection({ url, reconnect, budget, ... }, hooks)
 */
export function createConnection(settings: ConnectionSettings, hooks: ConnectionHooks): Connection {
  const {
    url,
    reconnect: policy,
    budget,
    reconnectBudget,
    pingIntervalMs,
    connectTimeoutMs,
    events,
  } = settings;
  const cost = rateLimitCosts.websocketConnection;
  const abort = new AbortController();
  let state: StreamClientStatus = "idle";
  let socketClass: Promise<WebSocketConstructor> | undefined;
  let link: Link | undefined;
  /** Failed attempts in a row; a connection that stays up `resetAfterMs` resets it. */
  let attempt = 0;
  let everConnected = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];

  async function open(): Promise<void> {
    state = everConnected ? "reconnecting" : "connecting";
    let socket: WebSocketLike;
    try {
      if (everConnected) await reconnectBudget?.take(cost, abort.signal);
      if (budget) await budget.take(cost, abort.signal);
      socketClass ??= resolveWebSocket(settings.WebSocket);
      const WebSocketClass = await socketClass;
      if ((state as StreamClientStatus) === "closed") return;
      socket = new WebSocketClass(url);
    } catch (error) {
      if ((state as StreamClientStatus) !== "closed") failedAttempt(error);
      return;
    }
    const c: Link = {
      socket,
      timers: [],
      open: false,
      openedAt: 0,
      alive: true,
      error: undefined,
      closed: undefined,
    };
    link = c;
    socket.binaryType = "arraybuffer";
    c.timers.push(
      unref(
        setTimeout(
          () => abandon(c, new TimeoutError(connectTimeoutMs, "Opening the stream connection")),
          connectTimeoutMs,
        ),
      ),
    );
    socket.onopen = () => opened(c);
    const frame = (data: unknown) => {
      if (c !== link) return;
      const untrusted = routeFrame(hooks, data);
      if (untrusted) abandon(c, untrusted);
    };
    // A `ws` socket hands a text frame over as a Buffer; its onmessage would wrap the text in a
    // MessageEvent first, on every frame.
    if (socket.on && socket.terminate) {
      socket.on("message", (data, isBinary) => frame(isBinary ? data : data.toString()));
    } else socket.onmessage = (event) => frame(event.data);
    socket.onerror = (event) => {
      c.error = (event as { error?: unknown }).error ?? event;
    };
    socket.onclose = (event) => {
      c.closed?.();
      drop(c, event.code, event.reason, c.error);
    };
  }

  function opened(c: Link): void {
    if (c !== link) return;
    for (const timer of c.timers.splice(0)) clearTimeout(timer);
    c.open = true;
    c.openedAt = Date.now();
    state = "open";
    const reconnected = everConnected;
    everConnected = true;
    keepAlive(c);
    const settled = waiters;
    waiters = [];
    for (const waiter of settled) waiter.resolve();
    events.emit("connected", { url, reconnected });
    hooks.opened(c, reconnected);
  }

  /** Protocol ping frames (sockets that can send them): no pong by the next one drops the link. */
  function keepAlive(c: Link): void {
    const { socket } = c;
    if (pingIntervalMs <= 0 || !socket.ping || !socket.on) return;
    socket.on("pong", () => {
      c.alive = true;
    });
    c.timers.push(
      unref(
        setInterval(() => {
          if (!c.alive) {
            abandon(c, new TimeoutError(pingIntervalMs, "The pong to a ping frame"));
            return;
          }
          c.alive = false;
          if (socket.readyState === OPEN) socket.ping?.();
        }, pingIntervalMs),
      ),
    );
  }

  function abandon(c: Link, error: unknown): void {
    if (c !== link) return;
    const { socket } = c;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // A `ws` socket still connecting reports its termination as an error on a later tick: with no
    // listener that error would end the process.
    socket.onerror = ignore;
    try {
      if (socket.terminate) socket.terminate();
      else socket.close(ABANDONED, "unresponsive");
    } catch {
      // The socket is being discarded; a failure to close it changes nothing.
    }
    drop(c, 1006, error instanceof Error ? error.message : "abandoned", error);
  }

  /** The connection is gone: settle what waited on it and decide whether to reconnect. */
  function drop(c: Link, code: number, reason: string, error: unknown): void {
    if (c !== link) return;
    link = undefined;
    c.open = false;
    for (const timer of c.timers.splice(0)) clearInterval(timer);
    hooks.lost(error);
    if (state === "closed") {
      events.emit("disconnected", { code, reason, willReconnect: false, error });
      return;
    }
    const healthy = c.openedAt > 0 && Date.now() - c.openedAt >= (policy?.resetAfterMs ?? 0);
    if (healthy) attempt = 0;
    failedAttempt(error, code, reason, healthy);
  }

  function failedAttempt(error: unknown, code = 1006, reason = "", healthy = false): void {
    const next = attempt + 1;
    const willReconnect = policy !== undefined && next <= policy.maxAttempts;
    events.emit("disconnected", { code, reason, willReconnect, error });
    if (!willReconnect) {
      end(
        new StreamClosedError(
          policy
            ? `The stream connection failed ${attempt} times in a row.`
            : "The stream connection closed.",
          { cause: error },
        ),
      );
      return;
    }
    attempt = next;
    const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (next - 1));
    // The gateway closes every connection after a few hours with 1000: reconnect at once, but
    // only after a connection that lasted, so a gateway that closes at once cannot cause a storm.
    const backoff =
      code === NORMAL_CLOSE && healthy
        ? 0
        : Math.round(base * (1 - policy.jitter * settings.random()));
    const delayMs = Math.max(
      backoff,
      budget?.waitTime(cost) ?? 0,
      reconnectBudget?.waitTime(cost) ?? 0,
    );
    state = "reconnecting";
    events.emit("reconnecting", { attempt: next, delayMs, code });
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      void open();
    }, delayMs);
  }

  /** Ends the client: closed by the user (no error) or given up (every subscription fails). */
  function end(error: StreamClosedError | undefined): void {
    state = "closed";
    abort.abort(error ?? new StreamClosedError("The stream client is closed."));
    clearTimeout(reconnectTimer);
    hooks.ended(error);
    const settled = waiters;
    waiters = [];
    const reason = error ?? new StreamClosedError("The stream client was closed.");
    for (const waiter of settled) waiter.reject(reason);
  }

  return {
    get status() {
      return state;
    },
    get current() {
      return link;
    },
    signal: abort.signal,
    connect() {
      if (state === "closed") {
        return Promise.reject(new StreamClosedError("The stream client is closed."));
      }
      if (link?.open) return Promise.resolve();
      const opening = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      if (state === "idle") void open();
      return opening;
    },
    start() {
      if (state === "idle") void open();
    },
    abandon,
    async close() {
      if (state === "closed") return;
      end(undefined);
      const c = link;
      if (!c) return;
      await new Promise<void>((resolve) => {
        c.closed = resolve;
        unref(setTimeout(resolve, 1000));
        drop(c, NORMAL_CLOSE, "closed by the client", undefined);
        try {
          c.socket.close(NORMAL_CLOSE, "client closed");
        } catch {
          c.socket.terminate?.();
        }
      });
    },
  };
}
