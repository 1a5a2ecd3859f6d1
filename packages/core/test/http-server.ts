import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the test server received. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** What a test route answers. */
export interface Reply {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  /** A value to send as JSON, or raw text when it is a string and `raw` is set. */
  readonly json?: unknown;
  readonly raw?: string;
  /** Wait this long before answering. */
  readonly delayMs?: number;
  /** Drop the connection without answering. */
  readonly destroy?: boolean;
}

export interface TestServer {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port whose answers come from `route`. */
export async function startTestServer(
  route: (request: ReceivedRequest, index: number) => Reply,
): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const received = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(received);
      const reply = route(received, requests.length - 1);
      const send = () => {
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        const body = reply.raw ?? (reply.json === undefined ? "" : JSON.stringify(reply.json));
        res.writeHead(reply.status ?? 200, {
          ...(reply.raw === undefined && reply.json !== undefined
            ? { "content-type": "application/json" }
            : {}),
          ...reply.headers,
        });
        res.end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
