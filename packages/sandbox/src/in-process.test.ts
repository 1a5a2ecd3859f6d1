import { createRestClient } from "@perpkit/rest";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient } from "@perpkit/stream";
import { afterEach, describe, expect, it } from "vitest";
import { createClock } from "./engine/index.js";
import { type Sandbox, startSandbox } from "./sandbox.js";

// Clients in the sandbox's own process, with no socket: the same answers as over HTTP and a
// WebSocket, and, when trusted, signatures taken without being checked.

const T0 = Date.UTC(2026, 0, 1);
const signer = privateKeySigner(`0x${"a1".repeat(32)}`);
const other = privateKeySigner(`0x${"b2".repeat(32)}`);
const open: Sandbox[] = [];

async function sandboxWithMoney() {
  const sandbox = await startSandbox({ clock: createClock({ frozen: true, start: T0 }), seed: 3 });
  open.push(sandbox);
  await sandbox.fund(signer.address, "100000");
  return sandbox;
}

afterEach(async () => {
  for (const sandbox of open.splice(0)) await sandbox.close();
});

describe("clients in the sandbox's process", () => {
  it("get the answers a client over HTTP gets: bodies, statuses and rate-limit headers", async () => {
    const sandbox = await sandboxWithMoney();
    const inProcess = sandbox.inProcess();
    const clock = sandbox.clock;
    const overHttp = createRestClient({ baseUrl: sandbox.baseUrl, signer, clock });
    const within = createRestClient({
      baseUrl: inProcess.baseUrl,
      fetch: inProcess.fetch,
      signer,
      clock,
    });
    const order = {
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.5",
      price: "100",
      timeInForce: "GTD",
    } as const;
    const first = await overHttp.placeOrder({ ...order, clientOrderId: "http1" });
    const second = await within.placeOrder({ ...order, clientOrderId: "inproc1" });
    expect(second).toMatchObject({ result: "Ok", clientOrderId: "inproc1" });
    const listed = await within.listOrders();
    expect(listed.data.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
    expect(await within.getOrder({ orderId: first.id })).toEqual(
      await overHttp.getOrder({ orderId: first.id }),
    );
    // The same body and headers, paid from the one IP pool of a loopback client.
    const read = async (fetch: typeof globalThis.fetch) => {
      const answer = await fetch(`${sandbox.baseUrl}/v1/product`, { method: "GET" });
      const remaining = Number(answer.headers.get("ratelimit-remaining"));
      return { status: answer.status, body: await answer.text(), remaining, answer };
    };
    const a = await read(globalThis.fetch);
    const b = await read(inProcess.fetch);
    expect(b.status).toBe(a.status);
    expect(b.body).toBe(a.body);
    for (const name of ["content-type", "content-length", "ratelimit-limit", "ratelimit-reset"]) {
      expect(b.answer.headers.get(name)).toBe(a.answer.headers.get(name));
    }
    expect(b.remaining).toBeLessThan(a.remaining);
    // A refusal is the same typed error with the same message.
    const bad = { ...order, quantity: "0.0001" };
    const overHttpError = await overHttp.placeOrder(bad).catch((e: unknown) => e);
    const withinError = await within.placeOrder(bad).catch((e: unknown) => e);
    expect((withinError as Error).constructor).toBe((overHttpError as Error).constructor);
    expect((withinError as Error).message).toBe((overHttpError as Error).message);
  });

  it("have a forged signature refused unless trusted, when it is taken as it is", async () => {
    const sandbox = await sandboxWithMoney();
    await sandbox.fund(other.address, "100000");
    const clock = sandbox.clock;
    const order = {
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.5",
      price: "100",
      timeInForce: "GTD",
    } as const;
    const mine = createRestClient({ baseUrl: sandbox.baseUrl, signer, clock });
    const theirs = createRestClient({ baseUrl: sandbox.baseUrl, signer: other, clock });
    // The signer's order, carrying a signature another key made over another order.
    const forge = async (clientOrderId: string) => {
      const body = JSON.parse(
        (await mine.prepareOrder({ ...order, clientOrderId })).http.body as string,
      );
      const foreign = JSON.parse((await theirs.prepareOrder(order)).http.body as string);
      return JSON.stringify({ ...body, signature: foreign.signature });
    };
    const post = async (fetch: typeof globalThis.fetch, body: string) => {
      const answer = await fetch(`${sandbox.baseUrl}/v1/order`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      return { status: answer.status, body: JSON.parse(await answer.text()) };
    };
    const overHttp = await post(globalThis.fetch, await forge("http1"));
    expect(overHttp.status).toBe(401);
    expect(await post(sandbox.inProcess().fetch, await forge("checked1"))).toEqual(overHttp);
    const trusted = await post(sandbox.inProcess({ trusted: true }).fetch, await forge("trusted1"));
    expect(trusted.status).toBe(201);
    expect(trusted.body).toMatchObject({ clientOrderId: "trusted1", result: "Ok" });
  });

  it("read the stream through the client's own book, and see a dropped connection", async () => {
    const sandbox = await sandboxWithMoney();
    const inProcess = sandbox.inProcess({ trusted: true });
    const clock = sandbox.clock;
    const rest = createRestClient({
      baseUrl: inProcess.baseUrl,
      fetch: inProcess.fetch,
      signer,
      clock,
    });
    const stream = createStreamClient({
      url: inProcess.wsUrl,
      WebSocket: inProcess.WebSocket,
      clock,
    });
    try {
      const book = stream.watchOrderBook("BTCUSD");
      await book.ready;
      await rest.placeOrder({
        symbol: "BTCUSD",
        side: "sell",
        type: "LIMIT",
        quantity: "0.25",
        price: "120",
        timeInForce: "GTD",
      });
      await new Promise<void>((resolve) => {
        const stop = book.on("update", () => {
          if (book.bestAsk()?.price !== "120") return;
          stop();
          resolve();
        });
      });
      expect(book.bestAsk()).toEqual({ price: "120", quantity: "0.25" });
      expect(sandbox.faults.stream.state().connections).toBe(1);
      const disconnected = new Promise((resolve) => stream.on("disconnected", resolve));
      expect(sandbox.faults.stream.dropConnections()).toBe(1);
      expect(await disconnected).toMatchObject({ code: 1006 });
      // It reconnects on the sandbox's clock, through the gateway again, and its book comes back.
      const connected = new Promise((resolve) => stream.on("connected", resolve));
      for (let i = 0; i < 60 && stream.status !== "open"; i++) {
        sandbox.clock.advance(1_000);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(await connected).toMatchObject({ reconnected: true });
      await new Promise<void>((resolve) => {
        if (book.status === "live") resolve();
        const stop = book.on("update", () => {
          if (book.status !== "live") return;
          stop();
          resolve();
        });
      });
      expect(book.bestAsk()).toEqual({ price: "120", quantity: "0.25" });
      expect(sandbox.faults.stream.state().connections).toBe(1);
    } finally {
      await stream.close();
    }
  });
});
