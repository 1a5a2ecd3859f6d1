import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";

// A small market-data gateway written from the interface's text ("Events"): subscribe and
// unsubscribe with `{ event, data: { type, symbol } }`, replies `{ ok: true }` or
// `{ ok: false, code }`, pushed messages `{ e, t, data }`. It shares no code with
// @perpkit/stream, whose real client the datafeed tests drive against it.

/** A subscribe or unsubscribe as the gateway received it. */
export interface GatewayRequest {
  readonly event: string;
  readonly type: string;
  readonly symbol: string;
}

/** How the gateway answers. */
export interface StreamGatewayOptions {
  /** A gateway error code to refuse a request with, or `undefined` to accept it. */
  readonly refuse?: (request: GatewayRequest) => string | undefined;
}

/** The gateway on 127.0.0.1, and what it was asked. */
export interface StreamGateway {
  readonly url: string;
  readonly requests: GatewayRequest[];
  /** Resolves once a request that passes `accept` has arrived (one already received counts). */
  request(accept: (request: GatewayRequest) => boolean): Promise<GatewayRequest>;
  /** Pushes `{ e: type, t, data }` to every connection subscribed to `type` for `data.s`. */
  push(
    type: string,
    data: { readonly s: string; readonly t: number; readonly [k: string]: unknown },
  ): void;
  /** Sends a text frame as it is to every connection subscribed to `type` for `symbol`. */
  sendRaw(type: string, symbol: string, frame: string): void;
  close(): Promise<void>;
}

/** Starts the gateway at ws://127.0.0.1:<free port>/v1/stream. */
export function startStreamGateway(options: StreamGatewayOptions = {}): Promise<StreamGateway> {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, path: "/v1/stream" });
  const requests: GatewayRequest[] = [];
  const waiting = new Set<() => void>();
  const subscribers = new Map<string, Set<WebSocket>>();
  const key = (type: string, symbol: string) => `${type}|${symbol}`;

  wss.on("connection", (socket) => {
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as {
        event?: string;
        data?: { type?: string; symbol?: string };
      };
      if (message.event === "ping") {
        socket.send(JSON.stringify({ e: "pong", t: Date.now() }));
        return;
      }
      const request: GatewayRequest = {
        event: String(message.event),
        type: String(message.data?.type),
        symbol: String(message.data?.symbol),
      };
      requests.push(request);
      const code = options.refuse?.(request);
      if (code === undefined) {
        const topic = key(request.type, request.symbol);
        const set = subscribers.get(topic) ?? new Set();
        subscribers.set(topic, set);
        if (request.event === "subscribe") set.add(socket);
        else set.delete(socket);
      }
      socket.send(JSON.stringify(code === undefined ? { ok: true } : { ok: false, code }));
      for (const wake of [...waiting]) wake();
    });
    socket.on("close", () => {
      for (const set of subscribers.values()) set.delete(socket);
    });
  });

  const sendTo = (type: string, symbol: string, frame: string) => {
    for (const socket of subscribers.get(key(type, symbol)) ?? []) socket.send(frame);
  };

  return new Promise((resolve, reject) => {
    wss.once("error", reject);
    wss.once("listening", () => {
      const { port } = wss.address() as AddressInfo;
      resolve({
        url: `ws://127.0.0.1:${port}/v1/stream`,
        requests,
        request(accept) {
          return new Promise((done) => {
            const check = () => {
              const found = requests.find(accept);
              if (!found) return;
              waiting.delete(check);
              done(found);
            };
            waiting.add(check);
            check();
          });
        },
        push(type, data) {
          sendTo(type, data.s, JSON.stringify({ e: type, t: data.t, data }));
        },
        sendRaw: sendTo,
        close() {
          for (const socket of wss.clients) socket.terminate();
          return new Promise((done) => wss.close(() => done()));
        },
      });
    });
  });
}
