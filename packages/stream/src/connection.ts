import {
  type ClockTimer,
  LOCKSTEP_PARAM,
  type LockstepConnection,
  PerpkitError,
  systemClock,
  TimeoutError,
  unrefTimer,
} from "@perpkit/core";
// Resolved by the package's "imports" map: what only a `ws` socket does (each frame as ws hands
// it over, protocol ping frames) in Node, empty functions elsewhere, whose calls a bundler drops
// (their arguments are plain variables and functions for that), so browser bundles carry none.
import { pingFrames, wsFrames } from "#ws-socket";
import { type Misread, routeFrame } from "./dispatch.js";
import { StreamClosedError } from "./errors.js";
import { websocketConnectionCost } from "./generated/limits.js";
import type {
  Connection,
  ConnectionHooks,
  ConnectionSettings,
  Link,
  StreamClientStatus,
} from "./parts.js";
import type { ConnectionEvents, ReconnectOptions, ReconnectPolicy, Verdict } from "./reconnect.js";
import type { WebSocketConstructor, WebSocketLike } from "./websocket.js";

// The connection: opening a socket, noticing that it dropped or went dead, and reconnecting with
// backoff inside the rate-limit budget. What travels over the socket is not its business: frames
// go to dispatch (`routeFrame`), and `hooks.opened` and `hooks.lost` let the other parts start
// and settle. Its parts are the methods of `StreamConnection`, over its private fields; what it
// offers the other parts is `Connection` (parts.ts), and the reconnect policy's options and events
// are reconnect.ts.

export type { ConnectionEvents, ReconnectOptions, StreamClientStatus };

const NORMAL_CLOSE = 1000;
/** Close code a client may use for its own reasons (4000 to 4999 are application codes). */
const ABANDONED = 4000;
const ignore = () => undefined;

/**
 * The Node WebSocket package, imported through a variable: bundlers resolve only literal
 * specifiers, so browser bundles never carry `ws` (nor its browser stub).
 */
// biome-ignore lint/style/useConst: a const would be inlined by minifiers and bundled
let NODE_WEBSOCKET = "ws";

/**
 * The WebSocket to use: the caller's, else `ws` in Node (which can send ping frames; it is
 * imported only there, so browser bundles never carry it), else the global one.
 */
async function resolveWebSocket(
  given: WebSocketConstructor | undefined,
): Promise<WebSocketConstructor> {
  if (given) return given;
  const versions = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions;
  if (typeof versions?.node === "string") {
    const ws = (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_WEBSOCKET)) as {
      default?: WebSocketConstructor;
      WebSocket?: WebSocketConstructor;
    };
    const NodeWebSocket = ws.default ?? ws.WebSocket;
    if (NodeWebSocket) return NodeWebSocket;
  }
  const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (global) return global;
  throw new PerpkitError(
    "NO_WEBSOCKET",
    "No WebSocket implementation is available here; pass one as the WebSocket option.",
  );
}

/** The gateway URL with a lock-step connection's id, which tells the sandbox who is at the other end. */
function lockstepUrl(url: string, link: LockstepConnection | undefined): string {
  if (!link) return url;
  const at = new URL(url);
  at.searchParams.set(LOCKSTEP_PARAM, link.id);
  return at.toString();
}

/**
 * Judges a connection that went away at `now`, opened at `openedAt` (0 when it never did):
 * `lasting` when it stayed open `resetAfterMs`, `healthy` (the backoff starts over) when lasting
 * or when it carried data correctly (`carriedData`: a frame arrived `resetAfterDataMs` after it
 * opened, and every frame on it could be read).
 */
function judge(
  policy: ReconnectPolicy,
  openedAt: number,
  carriedData: boolean,
  now: number,
): Verdict {
  const lasting = openedAt > 0 && now - openedAt >= policy.resetAfterMs;
  return { lasting, healthy: lasting || carriedData };
}

/**
 * The delay before attempt number `attempt` (1 is the first after a drop), before any budget
 * wait. The gateway closes every connection after a few hours with 1000: that close of a lasting
 * connection reconnects at once; a gateway that closes sooner cannot cause a storm that way.
 */
function backoffDelay(
  policy: ReconnectPolicy,
  attempt: number,
  code: number,
  lasting: boolean,
  random: () => number,
): number {
  if (code === NORMAL_CLOSE && lasting) return 0;
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (attempt - 1));
  return Math.round(base * (1 - policy.jitter * random()));
}

const cost = websocketConnectionCost;

/** A connection and what it keeps: its parts are the methods, its state private fields. */
class StreamConnection implements Connection {
  readonly #settings: ConnectionSettings;
  readonly #hooks: ConnectionHooks;
  /** Aborts when the client closes or gives up. */
  readonly #abort = new AbortController();
  readonly signal = this.#abort.signal;
  #status: StreamClientStatus = "idle";
  #socketClass: Promise<WebSocketConstructor> | undefined;
  /** The socket being opened or open. */
  #link: Link | undefined;
  /** Failed attempts in a row; a healthy connection starts them over. */
  #attempt = 0;
  #everConnected = false;
  #reconnectTimer: ClockTimer | undefined;
  /** Callers of `connect` waiting for a connection to open. */
  #waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  // What the current link did, as far as the backoff cares (set afresh for each link).
  /** When it opened (epoch ms), or 0. */
  #openedAt = 0;
  /** It has been open `resetAfterDataMs`: the next frame read proves it carried data. */
  #proving = false;
  /** A frame arrived `resetAfterDataMs` after it opened. */
  #carriedData = false;
  /** Every frame on it could be read. */
  #clean = true;

  constructor(settings: ConnectionSettings, hooks: ConnectionHooks) {
    this.#settings = settings;
    this.#hooks = hooks;
    // A simulation that is over moves its clock no more: every wait on it would last for ever,
    // so the client ends, and says why.
    settings.clock.lockstep?.ended?.addEventListener(
      "abort",
      () => {
        const c = this.#link;
        const over = new StreamClosedError("The simulation of this client's clock is over.");
        this.#end(over);
        if (c) this.abandon(c, over);
      },
      { signal: this.signal },
    );
  }

  get status(): StreamClientStatus {
    return this.#status;
  }

  get current(): Link | undefined {
    return this.#link;
  }

  connect(): Promise<void> {
    if (this.#status === "closed") {
      return Promise.reject(new StreamClosedError("The stream client is closed."));
    }
    if (this.#link?.open) return Promise.resolve();
    const opening = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    this.start();
    return opening;
  }

  start(): void {
    if (this.#status === "idle") void this.#open();
  }

  /** Opens a socket once the budget allows it; a failure to start counts as a failed attempt. */
  async #open(): Promise<void> {
    const settings = this.#settings;
    const signal = this.signal;
    this.#status = this.#everConnected ? "reconnecting" : "connecting";
    let socket: WebSocketLike;
    let lockstep: LockstepConnection | undefined;
    try {
      if (this.#everConnected) await settings.reconnectBudget?.take(cost, signal);
      if (settings.budget) await settings.budget.take(cost, signal);
      this.#socketClass ??= resolveWebSocket(settings.WebSocket);
      const WebSocketClass = await this.#socketClass;
      if ((this.#status as StreamClientStatus) === "closed") return;
      lockstep = settings.clock.lockstep?.connection();
      socket = new WebSocketClass(lockstepUrl(settings.url, lockstep));
    } catch (error) {
      lockstep?.closed();
      if ((this.#status as StreamClientStatus) !== "closed") this.#retryLater(error);
      return;
    }
    this.#attach(socket, lockstep);
  }

  /** Makes `socket` the current link and listens to it. */
  #attach(socket: WebSocketLike, lockstep: LockstepConnection | undefined): void {
    const { connectTimeoutMs, clock } = this.#settings;
    const c: Link = {
      socket,
      timers: [],
      lockstep,
      open: false,
      error: undefined,
      closed: undefined,
    };
    this.#link = c;
    this.#openedAt = 0;
    this.#proving = this.#carriedData = false;
    this.#clean = true;
    socket.binaryType = "arraybuffer";
    c.timers.push(
      unrefTimer(
        clock.setTimeout(
          () =>
            this.abandon(c, new TimeoutError(connectTimeoutMs, "Opening the stream connection")),
          connectTimeoutMs,
        ),
      ),
    );
    socket.onopen = () => {
      lockstep?.opened();
      this.#opened(c);
    };
    const hooks = this.#hooks;
    const frame = (data: unknown) => {
      if (c !== this.#link) {
        lockstep?.handled();
        return;
      }
      const misread = routeFrame(hooks, data);
      lockstep?.handled();
      if (misread !== undefined) this.#unreadable(c, misread);
      else if (this.#proving) {
        this.#proving = false;
        this.#carriedData = true;
      }
    };
    if (!wsFrames(socket, frame)) socket.onmessage = (event) => frame(event.data);
    socket.onerror = (event) => {
      c.error = (event as { error?: unknown }).error ?? event;
    };
    socket.onclose = (event) => {
      lockstep?.closed();
      c.closed?.();
      this.#drop(c, event.code, event.reason, c.error);
    };
  }

  /** A frame that could not be read: the link is no longer clean, or not to be trusted at all. */
  #unreadable(c: Link, misread: Misread): void {
    this.#clean = false;
    this.#proving = false;
    if (misread.fatal) this.abandon(c, misread.error);
  }

  #opened(c: Link): void {
    if (c !== this.#link) return;
    const settings = this.#settings;
    const { clock } = settings;
    for (const timer of c.timers.splice(0)) clock.clearTimer(timer);
    c.open = true;
    this.#openedAt = clock.now();
    this.#status = "open";
    const reconnected = this.#everConnected;
    this.#everConnected = true;
    // No pong to a ping frame by the next one: the link is dead.
    pingFrames(c, settings, () =>
      this.abandon(c, new TimeoutError(settings.pingIntervalMs, "The pong to a ping frame")),
    );
    const dataAfterMs = settings.reconnect?.resetAfterDataMs ?? 0;
    if (dataAfterMs > 0 && dataAfterMs < (settings.reconnect?.resetAfterMs ?? 0)) {
      c.timers.push(
        unrefTimer(
          clock.setTimeout(() => {
            this.#proving = this.#clean;
          }, dataAfterMs),
        ),
      );
    }
    const settled = this.#waiters;
    this.#waiters = [];
    for (const waiter of settled) waiter.resolve();
    settings.events.emit("connected", { url: settings.url, reconnected });
    this.#hooks.opened(c, reconnected);
  }

  /** Gives up on a link: closes it without waiting and handles the drop now. */
  abandon(c: Link, error: unknown): void {
    if (c !== this.#link) return;
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
    c.lockstep?.closed();
    this.#drop(c, 1006, error instanceof Error ? error.message : "abandoned", error);
  }

  /** The connection is gone: settle what waited on it and decide whether to reconnect. */
  #drop(c: Link, code: number, reason: string, error: unknown): void {
    if (c !== this.#link) return;
    this.#link = undefined;
    c.open = false;
    const { clock } = this.#settings;
    for (const timer of c.timers.splice(0)) clock.clearTimer(timer);
    this.#hooks.lost(error);
    if (this.#status === "closed") {
      this.#settings.events.emit("disconnected", { code, reason, willReconnect: false, error });
      return;
    }
    const policy = this.#settings.reconnect;
    const verdict = policy
      ? judge(policy, this.#openedAt, this.#carriedData && this.#clean, clock.now())
      : { lasting: false, healthy: false };
    if (verdict.healthy) this.#attempt = 0;
    this.#retryLater(error, code, reason, verdict.lasting);
  }

  /** Reports the drop and schedules the next attempt, or gives up. */
  #retryLater(error: unknown, code = 1006, reason = "", lasting = false): void {
    const settings = this.#settings;
    const policy = settings.reconnect;
    const next = this.#attempt + 1;
    const willReconnect = policy !== undefined && next <= policy.maxAttempts;
    settings.events.emit("disconnected", { code, reason, willReconnect, error });
    if (!willReconnect) {
      const message = policy
        ? `The stream connection failed ${this.#attempt} times in a row.`
        : "The stream connection closed.";
      this.#end(new StreamClosedError(message, { cause: error }));
      return;
    }
    this.#attempt = next;
    const delayMs = Math.max(
      backoffDelay(policy, next, code, lasting, settings.random),
      settings.budget?.waitTime(cost) ?? 0,
      settings.reconnectBudget?.waitTime(cost) ?? 0,
    );
    this.#status = "reconnecting";
    settings.events.emit("reconnecting", { attempt: next, delayMs, code });
    settings.clock.clearTimer(this.#reconnectTimer);
    this.#reconnectTimer = settings.clock.setTimeout(() => {
      void this.#open();
    }, delayMs);
  }

  /** Ends the client: closed by the user (no error) or given up (every subscription fails). */
  #end(error: StreamClosedError | undefined): void {
    this.#status = "closed";
    this.#abort.abort(error ?? new StreamClosedError("The stream client is closed."));
    this.#settings.clock.clearTimer(this.#reconnectTimer);
    this.#hooks.ended(error);
    const settled = this.#waiters;
    this.#waiters = [];
    const reason = error ?? new StreamClosedError("The stream client was closed.");
    for (const waiter of settled) waiter.reject(reason);
  }

  /** Closes for good: sends the close frame and waits (at most 1 s) for the socket to close. */
  async close(): Promise<void> {
    if (this.#status === "closed") return;
    this.#end(undefined);
    const c = this.#link;
    if (!c) return;
    await new Promise<void>((resolve) => {
      c.closed = resolve;
      // Real time, whatever the client's clock: closing must end even when a simulation stops.
      unrefTimer(systemClock.setTimeout(resolve, 1000));
      this.#drop(c, NORMAL_CLOSE, "closed by the client", undefined);
      try {
        c.socket.close(NORMAL_CLOSE, "client closed");
      } catch {
        c.socket.terminate?.();
      }
    });
  }
}

/**
 * Opens, keeps alive and reopens the gateway connection.
 *
 * @example
 * const connection = createConnection({ url, reconnect, budget, ... }, hooks)
 */
export function createConnection(settings: ConnectionSettings, hooks: ConnectionHooks): Connection {
  return new StreamConnection(settings, hooks);
}
