import { unrefTimer } from "@perpkit/core";
import { WebSocket } from "ws";
import type { Client, GatewayState } from "./gateway-state.js";

/** The close code of a connection whose unread frames passed `maxBufferedBytes`. */
const POLICY_VIOLATION = 1008;
/** How long (real time) a connection closed for its backlog has to read it and the close. */
const OVERFLOW_GRACE_MS = 5_000;

/**
 * Drops a connection at once, without a close frame, and forgets what it held.
 *
 * @example
 * drop(state, client)
 */
export function drop(state: GatewayState, client: Client): void {
  client.lockstep?.closed();
  client.socket.terminate();
  state.release(client);
}

/**
 * True while more may be sent to the client. One whose unread backlog passed the cap is closed
 * with 1008 and read no more; it is dropped once the grace is over.
 *
 * @example
 * if (writable(state, client)) socket.pong(data)
 */
export function writable(state: GatewayState, client: Client): boolean {
  const { socket } = client;
  if (socket.readyState !== WebSocket.OPEN || client.overflowed) return false;
  const cap = state.settings.maxBuffered;
  if (socket.bufferedAmount <= cap) return true;
  // Real time, whatever the sandbox clock does: a slow reader is slow in real time.
  const { realClock } = state.services.clock;
  client.overflowed = unrefTimer(
    realClock.setTimeout(() => drop(state, client), OVERFLOW_GRACE_MS),
  );
  client.wire.pause();
  client.lockstep?.closed();
  socket.close(POLICY_VIOLATION, `too slow: more than ${cap} bytes were waiting unread`);
  return false;
}

function uncork(client: Client): void {
  client.corked = false;
  client.wire.uncork();
}

/**
 * Sends a text frame; `data` is its UTF-8 bytes, encoded once for every receiver.
 *
 * @example
 * send(state, client, JSON.stringify(encodePong({ t })))
 */
export function send(state: GatewayState, client: Client, data: string | Buffer): void {
  if (!writable(state, client)) return;
  // One engine change makes several frames: they leave in one write once it is over.
  if (!client.corked) {
    client.corked = true;
    client.wire.cork();
    process.nextTick(uncork, client);
  }
  // A bot in another process learns the replay's time before the frame it reacts to.
  const told = client.lockstep?.timeFrame?.();
  if (told !== undefined) client.socket.send(told, { binary: false });
  client.socket.send(data, { binary: false });
  client.lockstep?.sent();
}

/**
 * Sends a message to every client of a topic, now, or with `delayed` once the feed delay has
 * passed on the sandbox clock (to the clients that listen now).
 *
 * @example
 * broadcast(state, "TradeFill|BTCUSD", message, true)
 */
export function broadcast(
  state: GatewayState,
  key: string,
  message: unknown,
  delayed = false,
): void {
  const audience = state.audiences.get(key);
  if (!audience || audience.size === 0) return;
  const data = Buffer.from(JSON.stringify(message));
  const latency = state.settings.feedLatency;
  if (delayed && latency) {
    const { clock } = state.services;
    const now = clock.now();
    const delay = state.delay;
    // Frames keep their order: one drawn shorter than the one before goes out after it.
    const due = Math.max(delay.lastDue, now + latency(++delay.frames));
    if (due > now) {
      delay.lastDue = due;
      state.delayed.push({ due, receivers: [...audience], data });
      if (!delay.armed) {
        delay.armed = true;
        clock.setTimeout(() => flushDelayed(state), due - now);
      }
      return;
    }
  }
  for (const client of audience) send(state, client, data);
}

/**
 * Sends the delayed frames whose time has come, oldest first (a client that left meanwhile gets
 * nothing), and sets the sandbox clock's timer for the next.
 *
 * @example
 * clock.setTimeout(() => flushDelayed(state), due - clock.now())
 */
export function flushDelayed(state: GatewayState): void {
  const { clock } = state.services;
  const now = clock.now();
  let sent = 0;
  for (const frame of state.delayed) {
    if (frame.due > now) break;
    sent++;
    for (const client of frame.receivers) {
      if (state.clients.has(client)) send(state, client, frame.data);
    }
  }
  if (sent > 0) state.delayed.splice(0, sent);
  const next = state.delayed[0];
  state.delay.armed = next !== undefined && !state.closed;
  if (next && !state.closed) clock.setTimeout(() => flushDelayed(state), next.due - now);
}
