import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { LOCKSTEP_PARAM, limits } from "@perpkit/core";
import type { WebSocket } from "ws";
import { RateLimitType } from "../engine/index.js";
import type { PoolState } from "../http/rate-limit.js";
import { errorBody, rateLimitHeaders } from "../http/respond.js";
import { type ConnectionLink, LockstepWiringError } from "../http/simulation.js";
import type { Client, GatewaySocket, GatewayState } from "./gateway-state.js";
import { type InProcessClientSocket, inProcessSocketPair } from "./in-process-socket.js";
import { drop, send, writable } from "./sending.js";
import { forget, receive } from "./subscriptions.js";
import { gatewayTimer } from "./timers.js";

// Connections: an upgrade paid for from the WebSocket pool, the lifetime and idle timers, and
// what a connection holds released when it goes.

const CONNECTION_COST = limits.rateLimit.costs.websocketConnection;
const NORMAL_CLOSURE = 1000;

/** A connection's socket as `accept` listens to it: a `ws` socket, or an in-process one's end. */
type AcceptedSocket = GatewaySocket & {
  on(event: "ping", listener: (data: Buffer) => void): unknown;
  on(event: "message", listener: (raw: { toString(): string }) => void): unknown;
  on(event: "error" | "close", listener: () => void): unknown;
};

function accept(
  state: GatewayState,
  socket: AcceptedSocket | WebSocket,
  wire: Duplex,
  ip: string,
  lockstepId: string | null,
): void {
  const client: Client = {
    socket,
    wire,
    corked: false,
    ip,
    topics: new Map(),
    accountTopics: 0,
    lifetime: undefined,
    idle: undefined,
    overflowed: undefined,
    lockstep: undefined,
  };
  state.clients.add(client);
  if (lockstepId !== null) client.lockstep = lockstepLink(state, client, lockstepId);
  client.lockstep?.opened?.();
  // A connection the simulation keeps (a bot in another process) leaves it only when it stalls.
  const { lifetimeMs, idleMs } = client.lockstep?.keepOpen
    ? { lifetimeMs: 0, idleMs: 0 }
    : state.settings;
  // A lock-step client's connection lives on the simulation's clock; any other on real time.
  const { clock } = state.services;
  const timers = client.lockstep === undefined ? clock.realClock : clock;
  if (lifetimeMs > 0) {
    client.lifetime = gatewayTimer(timers, lifetimeMs, () => {
      // A simulation waits for its client to see the close before its clock moves on.
      client.lockstep?.closed();
      socket.close(NORMAL_CLOSURE, "connection lifetime reached");
    });
  }
  // The live service closes an idle connection without a close frame: the client sees 1006.
  if (idleMs > 0) client.idle = gatewayTimer(timers, idleMs, () => drop(state, client));
  socket.on("ping", (data) => {
    client.lockstep?.received();
    client.idle?.refresh();
    if (writable(state, client)) {
      socket.pong(data);
      client.lockstep?.sent();
    }
  });
  socket.on("message", (raw) => {
    const link = client.lockstep;
    // What the simulation takes itself (a bot's acknowledgement) is no request of the gateway's.
    if (link?.take?.(raw.toString())) return;
    link?.received();
    receive(state, client, raw as Parameters<typeof receive>[2]);
  });
  socket.on("error", () => undefined);
  socket.on("close", () => state.release(client));
}

/**
 * The lock-step link of a connection that named one: told to the simulation the sandbox runs in,
 * which may drop it (closed without a close frame) should it stall. An id no simulation of this
 * sandbox gave is a client on another sandbox's clock: it is served as an ordinary connection,
 * and said so.
 */
function lockstepLink(state: GatewayState, client: Client, id: string): ConnectionLink | undefined {
  const simulation = state.settings.lockstep;
  const link = simulation?.connect(id, {
    drop: () => drop(state, client),
    send: (frame) => send(state, client, frame),
  });
  if (!link && !simulation?.owns(id)) {
    state.settings.onError(
      new LockstepWiringError(
        `A stream connection came with the lock-step id ${id}, which this sandbox did not give: its client runs on another sandbox's clock, and this sandbox serves it as an ordinary connection.`,
      ),
    );
  }
  return link;
}

/**
 * Ends what a connection held: its timers and its subscriptions. The socket is closed or closing.
 *
 * @example
 * socket.on("close", () => release(state, client))
 */
export function release(state: GatewayState, client: Client): void {
  client.lockstep?.closed();
  if (!state.clients.delete(client)) return;
  client.lifetime?.clear();
  client.idle?.clear();
  state.services.clock.realClock.clearTimer(client.overflowed);
  for (const key of [...client.topics.keys()]) forget(state, client, key);
}

function refuseUpgrade(socket: Duplex, pool: PoolState): void {
  const body = JSON.stringify(
    errorBody(
      429,
      "too many WebSocket connections and subscriptions from this IP address",
      RateLimitType.RATE_LIMIT_IP,
    ),
  );
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
    ...rateLimitHeaders(pool),
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.end(`HTTP/1.1 429 Too Many Requests\r\n${head}\r\n\r\n${body}`);
}

/**
 * Takes an HTTP upgrade to /v1/stream: paid for from the IP's WebSocket pool (a 429 when it
 * cannot pay), then a connection of the gateway. Answers false for any other path.
 *
 * @example
 * server.on("upgrade", (req, socket, head) => upgrade(state, req, socket, head) || socket.destroy())
 */
export function upgrade(
  state: GatewayState,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): boolean {
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://sandbox");
  } catch {
    return false;
  }
  const { pathname } = url;
  if (pathname !== limits.websocket.path) return false;
  if (state.closed) {
    socket.destroy();
    return true;
  }
  const ip = req.socket.remoteAddress ?? "unknown";
  const pool = state.services.limiter.charge("websocket", ip, CONNECTION_COST);
  if (pool && !pool.allowed) {
    refuseUpgrade(socket, pool);
    return true;
  }
  const lockstep = url.searchParams.get(LOCKSTEP_PARAM);
  state.server.handleUpgrade(req, socket, head, (ws) => accept(state, ws, socket, ip, lockstep));
  return true;
}

/** The address an in-process client connects from, as a loopback client's would. */
const LOOPBACK = "127.0.0.1";

/**
 * Opens a connection of a client in the sandbox's own process to `url` (the gateway's URL, with
 * the lock-step id of a client on a simulation's clock): paid for from the WebSocket pool and
 * taken as an upgrade is, the client's end answered at once, open in a later microtask. A path
 * other than /v1/stream, a closed gateway and a refused payment are an error and a close (1006)
 * on the client's end, as a refused upgrade is to a `ws` client.
 *
 * @example
 * const socket = connectInProcess(state, "ws://127.0.0.1:7420/v1/stream")
 */
export function connectInProcess(state: GatewayState, url: string): InProcessClientSocket {
  const pair = inProcessSocketPair();
  const { client } = pair;
  let at: URL | undefined;
  try {
    at = new URL(url);
  } catch {
    at = undefined;
  }
  const refuse = (message: string) => {
    queueMicrotask(() => client.refused(message));
    return client;
  };
  if (at?.pathname !== limits.websocket.path) return refuse("Unexpected server response: 404");
  if (state.closed) return refuse("socket hang up");
  const pool = state.services.limiter.charge("websocket", LOOPBACK, CONNECTION_COST);
  if (pool && !pool.allowed) return refuse("Unexpected server response: 429");
  const lockstep = at.searchParams.get(LOCKSTEP_PARAM);
  accept(state, pair.server, pair.wire, LOOPBACK, lockstep);
  queueMicrotask(() => client.opened());
  return client;
}
