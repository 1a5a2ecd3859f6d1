import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { connect, type NetConnectOpts } from "node:net";
import { performance } from "node:perf_hooks";
import { pinnedBodySentChannel } from "@perpkit/rest/low-latency";
import WebSocket from "ws";

// The two ends of a tick-to-order measurement, read where they happen: a frame's bytes arriving
// from the socket (before `ws` reads them) and the last byte of a request body handed to the
// socket by fetch (undici's `bodySent`).

/**
 * The `ws` WebSocket class whose sockets call `arrived` with the time (performance.now()) of every
 * chunk of bytes they read, before anything else reads it.
 *
 * @example
 * createStreamClient({ url, WebSocket: timedWebSocket((at) => (lastArrival = at)) })
 */
export function timedWebSocket(arrived: (at: number) => void): new (url: string) => WebSocket {
  const createConnection = (options: NetConnectOpts & { socketPath?: string }) => {
    const socket = connect({ ...options, path: options.socketPath } as NetConnectOpts);
    socket.prependListener("data", () => arrived(performance.now()));
    return socket;
  };
  return class TimedWebSocket extends WebSocket {
    constructor(url: string) {
      super(url, { createConnection, perMessageDeflate: false } as WebSocket.ClientOptions);
    }
  };
}

/**
 * Calls `sent` with the time (performance.now()) at which fetch, or a pinned connection
 * (`@perpkit/rest/low-latency`), has written the last byte of a request's body to its
 * socket; returns the function that stops listening.
 *
 * @example
 * const stop = onBodySent((at) => latencies.push(at - arrival))
 */
export function onBodySent(sent: (at: number) => void): () => void {
  const listener = () => sent(performance.now());
  subscribe("undici:request:bodySent", listener);
  subscribe(pinnedBodySentChannel, listener);
  return () => {
    unsubscribe("undici:request:bodySent", listener);
    unsubscribe(pinnedBodySentChannel, listener);
  };
}
