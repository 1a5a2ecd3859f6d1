// The "#ws-socket" module outside Node (browsers, workers, other runtimes): a WebSocket there
// hands frames over as message events and cannot send protocol ping frames, so there is nothing
// here and a browser bundle carries none of ws-socket.node.ts, Node's module.
import type { WebSocketLike } from "./websocket.js";

/**
 * Nothing outside Node: frames arrive as message events.
 *
 * @example
 * if (!wsFrames?.(socket, frame)) socket.onmessage = (event) => frame(event.data)
 */
export const wsFrames:
  | ((socket: WebSocketLike, frame: (data: unknown) => void) => boolean)
  | undefined = undefined;

/**
 * Nothing outside Node: a browser's WebSocket cannot send protocol ping frames.
 *
 * @example
 * pingFrames?.(socket, 30_000, timers, () => socket.close())
 */
export const pingFrames:
  | ((
      socket: WebSocketLike,
      intervalMs: number,
      timers: ReturnType<typeof setInterval>[],
      dead: () => void,
    ) => void)
  | undefined = undefined;
