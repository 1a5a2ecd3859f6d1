/**
 * The part of a WebSocket the stream client uses: the browser's WebSocket, Node 22's, and the
 * `ws` package's all fit. `ping`, `terminate` and `on` exist on `ws` sockets only; with them the
 * client sends protocol ping frames, detects a dead connection, and reads each frame as `ws`
 * hands it over (`on("message")`), without a DOM MessageEvent built around it.
 *
 * @example
 * const socket: WebSocketLike = new WebSocket("wss://ws2.etherealtest.net/v1/stream")
 */
export interface WebSocketLike {
  readonly readyState: number;
  binaryType?: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onclose: Handler<{ readonly code: number; readonly reason: string }> | null;
  onerror: Handler<unknown> | null;
  onmessage: Handler<{ readonly data: unknown }> | null;
  ping?(): void;
  terminate?(): void;
  on?(
    event: "pong" | "message",
    listener: (data: { toString(): string }, isBinary: boolean) => void,
  ): unknown;
}

/**
 * An event handler property. Its event is checked both ways, as a method's parameters are, so
 * that sockets whose handlers take their own event classes (the DOM's, `ws`'s) fit.
 */
type Handler<E> = { handle(event: E): void }["handle"];

/**
 * A WebSocket constructor: `globalThis.WebSocket` in a browser, or the `ws` package's class.
 *
 * @example
 * import WebSocket from "ws"
 * createStreamClient({ network: "testnet", WebSocket })
 */
export type WebSocketConstructor = new (url: string) => WebSocketLike;
