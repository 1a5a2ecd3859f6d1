// The "#ws-socket" module outside Node (browsers, workers, other runtimes): a WebSocket there
// hands frames over as message events and cannot send protocol ping frames, so these do nothing,
// and a bundler drops the calls of these empty functions: a browser bundle carries none of
// ws-socket.node.ts, Node's module.
import type { ConnectionSettings, Link } from "./parts.js";
import type { WebSocketLike } from "./websocket.js";

/**
 * Nothing outside Node, where it tells whether it took the socket's frames over: frames arrive as
 * message events.
 *
 * @example
 * if (!wsFrames(socket, frame)) socket.onmessage = (event) => frame(event.data)
 */
export function wsFrames(_socket: WebSocketLike, _frame: (data: unknown) => void): undefined {}

/**
 * Nothing outside Node: a browser's WebSocket cannot send protocol ping frames.
 *
 * @example
 * pingFrames(link, settings, () => link.socket.close())
 */
export function pingFrames(
  _link: Pick<Link, "socket" | "timers" | "lockstep">,
  _settings: Pick<ConnectionSettings, "pingIntervalMs" | "clock">,
  _dead: () => void,
): void {}
