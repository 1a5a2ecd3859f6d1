import { PerpkitError } from "@perpkit/core";

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
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { readonly code: number; readonly reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  ping?: () => void;
  terminate?: () => void;
  on?: (
    event: "pong" | "message",
    listener: (data: { toString(): string }, isBinary: boolean) => void,
  ) => unknown;
}

/**
 * A WebSocket constructor: `globalThis.WebSocket` in a browser, or the `ws` package's class.
 *
 * @example
 * import WebSocket from "ws"
 * createStreamClient({ network: "testnet", WebSocket })
 */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** `readyState` of an open socket, the same in every implementation. */
export const OPEN = 1;

/**
 * The Node WebSocket package, imported through a variable: bundlers resolve only literal
 * specifiers, so browser bundles never carry `ws` (nor its browser stub).
 */
// biome-ignore lint/style/useConst: a const would be inlined by minifiers and bundled
let NODE_WEBSOCKET = "ws";

function isNode(): boolean {
  const versions = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions;
  return typeof versions?.node === "string";
}

/**
 * The WebSocket to use: the caller's, else `ws` in Node (which can send ping frames; it is
 * imported only there, so browser bundles never carry it), else the global one.
 */
export async function resolveWebSocket(
  given: WebSocketConstructor | undefined,
): Promise<WebSocketConstructor> {
  if (given) return given;
  if (isNode()) {
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

/** Lets Node exit while the timer waits (browsers have no such thing); returns the timer. */
export function unref(timer: ReturnType<typeof setTimeout>): ReturnType<typeof setTimeout> {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

let utf8: TextDecoder | undefined;

/** The text of a message event: text frames as they are, binary frames decoded as UTF-8. */
export function frameText(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    utf8 ??= new TextDecoder();
    return utf8.decode(data as ArrayBuffer);
  }
  if (Array.isArray(data)) {
    return data.map((part) => frameText(part) ?? "").join("");
  }
  return undefined;
}
