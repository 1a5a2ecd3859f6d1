import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AbortError, ServerError, UnauthorizedError } from "@perpkit/core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ownerClient, warm } from "../../test/clients.js";
import { startExchange, type TestExchange } from "../../test/exchange.js";
import type { PlaceOrderParameters } from "../actions/place-order.js";
import { OrderRejectedError } from "../rejections.js";
import { createPinnedConnection, type PinnedConnection } from "./pinned-connection.js";

let exchange: TestExchange;
let pinned: PinnedConnection;
beforeEach(async () => {
  exchange = await startExchange();
  pinned = createPinnedConnection({ baseUrl: exchange.url });
  await pinned.connect();
});
afterEach(async () => {
  pinned.close();
  await exchange.close();
});

const order: PlaceOrderParameters = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.25",
  price: "60000.5",
  timeInForce: "GTD",
  postOnly: true,
};

/** A client of the exchange whose requests go over the pinned connection, its caches warm. */
const pinnedClient = () => warm(ownerClient(exchange, { fetch: pinned.fetch }), exchange);

/** A random order within the test product's rules (ticks of 0.5, lots of 0.001). */
function randomOrder(random: () => number): PlaceOrderParameters {
  const ticks = 1 + Math.floor(random() * 200_000);
  const lots = 1 + Math.floor(random() * 99_999);
  return {
    ...order,
    side: random() < 0.5 ? "buy" : "sell",
    price: `${Math.floor(ticks / 2)}${ticks % 2 ? ".5" : ""}`,
    quantity: (lots / 1000).toFixed(3),
    ...(random() < 0.3 ? { clientOrderId: `c${Math.floor(random() * 1e6)}` } : {}),
  } as PlaceOrderParameters;
}

describe("createPinnedConnection", () => {
  test("sends each order's body as the exact bytes prepareOrder signed, over one socket", async () => {
    const client = await pinnedClient();
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 60; i++) {
      const prepared = await client.prepareOrder(randomOrder(random));
      const placed = await client.sendOrder(prepared);
      expect(placed.accepted).toBe(true);
      const received = exchange.received("placeOrder").at(-1);
      expect(received?.text).toBe(prepared.http.body);
    }
    expect(exchange.received("placeOrder")).toHaveLength(60);
  });

  test("writes the headers the default transport writes", async () => {
    const plain = await warm(ownerClient(exchange), exchange);
    const client = await pinnedClient();
    await plain.placeOrder(order);
    await client.placeOrder(order);
    const [viaUndici, viaPinned] = exchange.received("placeOrder");
    const names = (headers: object | undefined) =>
      Object.keys(headers ?? {}).filter((name) => !["connection", "user-agent"].includes(name));
    expect(new Set(names(viaPinned?.headers))).toEqual(new Set(names(viaUndici?.headers)));
    expect(viaPinned?.headers["content-type"]).toBe("application/json");
    expect(viaPinned?.headers["content-length"]).toBe(
      String(Buffer.byteLength(viaPinned?.text ?? "")),
    );
  });

  test("a refused order and error statuses throw the errors the default transport throws", async () => {
    const client = await pinnedClient();
    exchange.queue("placeOrder", {
      status: 422,
      body: { statusCode: 422, error: "Unprocessable Entity", message: "InsufficientBalance" },
    });
    const refused = await client.placeOrder(order).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OrderRejectedError);
    expect(refused).toMatchObject({ name: "OrderRejectedError" });
    expect(String(refused)).toContain("InsufficientBalance");
    exchange.queue("placeOrder", { status: 401, body: { statusCode: 401, message: "bad" } });
    await expect(client.placeOrder(order)).rejects.toBeInstanceOf(UnauthorizedError);
    exchange.queue("placeOrder", { status: 500, text: "down" });
    await expect(client.placeOrder(order)).rejects.toBeInstanceOf(ServerError);
    await expect(client.placeOrder(order)).resolves.toMatchObject({ result: "Ok" });
  });

  test("after the server closes the connection, idle or with its answer, the next order goes through", async () => {
    const client = await pinnedClient();
    await client.placeOrder(order);
    exchange.dropConnections();
    await expect(client.placeOrder(order)).resolves.toMatchObject({ result: "Ok" });
    exchange.queue("placeOrder", {
      status: 201,
      body: { id: "55555555-5555-4555-8555-555555555555", filled: "0", result: "Ok" },
      headers: { connection: "close" },
    });
    await expect(client.placeOrder(order)).resolves.toMatchObject({ result: "Ok" });
    await expect(client.placeOrder(order)).resolves.toMatchObject({ result: "Ok" });
    expect(exchange.received("placeOrder")).toHaveLength(4);
  });

  test("an order aborted by its signal fails with AbortError, and the next goes through", async () => {
    const client = await pinnedClient();
    exchange.queue("placeOrder", { status: 201, body: {}, delayMs: 5_000 });
    const controller = new AbortController();
    const aborted = client.placeOrder({ ...order, signal: controller.signal });
    await expect.poll(() => exchange.received("placeOrder").length).toBe(1);
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(AbortError);
    await expect(client.placeOrder(order)).resolves.toMatchObject({ result: "Ok" });
  });

  test("orders sent at once all arrive: one over the socket, the others through fetch", async () => {
    const client = await pinnedClient();
    const placed = await Promise.all(Array.from({ length: 4 }, () => client.placeOrder(order)));
    expect(placed.map((p) => p.result)).toEqual(["Ok", "Ok", "Ok", "Ok"]);
    expect(exchange.received("placeOrder")).toHaveLength(4);
  });
});

describe("the pinned connection's HTTP reader", () => {
  test("reads chunked answers and answers without a body", async () => {
    const server = createServer((req, res) => {
      if (req.url === "/chunked") {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"parts":');
        setImmediate(() => res.end("[1,2,3]}"));
      } else res.writeHead(204).end();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connection = createPinnedConnection({ baseUrl: base });
    try {
      const chunked = await connection.fetch(`${base}/chunked`, { method: "GET" });
      expect(chunked.headers.get("transfer-encoding")).toBe("chunked");
      expect(await chunked.json()).toEqual({ parts: [1, 2, 3] });
      const empty = await connection.fetch(`${base}/empty`, { method: "GET" });
      expect(empty.status).toBe(204);
      expect(await empty.text()).toBe("");
    } finally {
      connection.close();
      server.closeAllConnections();
      server.close();
    }
  });

  test("speaks TLS to an https origin", async () => {
    // A certificate of the test's own, for 127.0.0.1, made with the openssl command line.
    const folder = mkdtempSync(join(tmpdir(), "pinned-tls-"));
    const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
    const tls = { key: readFileSync(key), cert: readFileSync(cert) };
    rmSync(folder, { recursive: true });
    const server = createTlsServer(tls, (req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(`{"path":"${req.url}"}`);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connection = createPinnedConnection({ baseUrl: base, tls: { ca: tls.cert } });
    try {
      await connection.connect();
      for (const path of ["/v1/time", "/v1/product"]) {
        const answer = await connection.fetch(`${base}${path}`, { method: "GET" });
        expect(await answer.json()).toEqual({ path });
      }
    } finally {
      connection.close();
      server.closeAllConnections();
      server.close();
    }
  });

  test("refuses another protocol and a header with a line break before anything is sent", async () => {
    expect(() => createPinnedConnection({ baseUrl: "ftp://example.test" })).toThrow(
      "a pinned connection speaks http: or https:",
    );
    const exchangeUrl = exchange.url;
    await expect(
      pinned.fetch(`${exchangeUrl}/v1/time`, { headers: { "x-a": "1\r\nx-b: 2" } }),
    ).rejects.toThrow('the header "x-a" holds a line break');
    expect(exchange.requests).toHaveLength(0);
  });
});
