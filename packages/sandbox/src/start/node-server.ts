import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { ValidationError } from "@perpkit/core";
import type { StartSandboxOptions } from "../sandbox-options.js";

const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_CONNECTIONS = 10_000;
/** How long an answer to a broken or late request may take to leave before its socket is cut. */
const CLIENT_ERROR_LINGER_MS = 1_000;

function positive(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ValidationError(field, "must be a whole number, 1 or more");
  }
  return value;
}

/**
 * Answers a request the HTTP parser gave up on (malformed, or too slow: 408) and destroys the
 * socket: ending it only half-closes it, and a client that ignores that would hold it forever.
 */
function refuseClient(error: Error, socket: Duplex): void {
  const timedOut = (error as NodeJS.ErrnoException).code === "ERR_HTTP_REQUEST_TIMEOUT";
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = timedOut ? "408 Request Timeout" : "400 Bad Request";
  const cut = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS);
  cut.unref();
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => {
    clearTimeout(cut);
    socket.destroy();
  });
}

/**
 * The sandbox's HTTP server, not yet listening: its timeouts for slow clients, its connection
 * cap, and the answer to a request its parser gives up on.
 *
 * @example
 * const server = createSandboxServer({ headersTimeoutMs: 2_000 })
 */
export function createSandboxServer(options: StartSandboxOptions): Server {
  const headersTimeout = positive(
    options.headersTimeoutMs,
    DEFAULT_HEADERS_TIMEOUT_MS,
    "headersTimeoutMs",
  );
  const requestTimeout = Math.max(
    headersTimeout,
    positive(options.requestTimeoutMs, DEFAULT_REQUEST_TIMEOUT_MS, "requestTimeoutMs"),
  );
  const server = createServer({
    keepAlive: true,
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: positive(
      options.keepAliveTimeoutMs,
      DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
      "keepAliveTimeoutMs",
    ),
    // Node checks the two timeouts this often; a late client is cut within a quarter of them.
    connectionsCheckingInterval: Math.min(1_000, Math.max(25, Math.floor(headersTimeout / 4))),
  });
  server.maxConnections = positive(
    options.maxConnections,
    DEFAULT_MAX_CONNECTIONS,
    "maxConnections",
  );
  server.on("clientError", refuseClient);
  return server;
}

/**
 * Starts listening; resolves with the port (the one the system chose for port 0).
 *
 * @example
 * const port = await listen(server, 0, "127.0.0.1")
 */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
