// The "#ws-socket" module in Node: what only a `ws` socket can do, which is the socket a client
// uses in Node. It hands over each frame as `ws` reads it, and sends protocol ping frames. Browser
// bundles carry none of it (ws-socket.ts): a browser's WebSocket can do neither.
import type { ConnectionSettings, Link } from "./parts.js";
import type { WebSocketLike } from "./websocket.js";

/** `readyState` of an open socket, the same in every implementation. */
const OPEN = 1;

/**
 * Hands each frame of a `ws` socket to `frame` as `ws` hands it over, a text frame as its text
 * (`onmessage` would wrap it in a MessageEvent first, on every frame); false for another socket.
 *
 * @example
 * if (!wsFrames(socket, frame)) socket.onmessage = (event) => frame(event.data)
 */
export function wsFrames(socket: WebSocketLike, frame: (data: unknown) => void): boolean {
  if (!socket.on || !socket.terminate) return false;
  socket.on("message", (data, isBinary) => frame(isBinary ? data : data.toString()));
  return true;
}

/**
 * Sends a protocol ping frame every `settings.pingIntervalMs` over a link whose socket can (a `ws`
 * socket), its interval timer (one that lets Node exit) added to the link's timers; `dead` is
 * called when the pong to one has not come by the next. Nothing when the socket cannot send ping
 * frames or the interval is 0.
 *
 * @example
 * pingFrames(link, settings, () => link.socket.terminate?.())
 */
export function pingFrames(
  link: Pick<Link, "socket" | "timers" | "lockstep">,
  settings: Pick<ConnectionSettings, "pingIntervalMs" | "clock">,
  dead: () => void,
): void {
  const { socket, lockstep } = link;
  const intervalMs = settings.pingIntervalMs;
  if (intervalMs <= 0 || !socket.ping || !socket.on) return;
  let alive = true;
  socket.on("pong", () => {
    alive = true;
    lockstep?.handled();
  });
  const timer = settings.clock.setInterval(() => {
    if (!alive) {
      dead();
      return;
    }
    alive = false;
    if (socket.readyState === OPEN) {
      socket.ping?.();
      lockstep?.sent();
    }
  }, intervalMs);
  timer.unref?.();
  link.timers.push(timer);
}
