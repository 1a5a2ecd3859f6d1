import { afterEach, describe, expect, test } from "vitest";
import { ScriptedServer } from "../test/scripted-server.js";
import { createStreamClient } from "./client.js";

const cleanups: (() => Promise<void>)[] = [];
const previous = process.env.DEBUG;
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  if (previous === undefined) delete process.env.DEBUG;
  else process.env.DEBUG = previous;
});

/** Lines written to standard error while `run` runs. */
async function stderrOf(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  try {
    await run();
  } finally {
    process.stderr.write = write;
  }
  return lines;
}

describe("DEBUG=perpkit:stream", () => {
  test("logs connects, drops, reconnects, book resyncs and the restored subscription, one line each", async () => {
    const snapshot = { s: "BTCUSD", t: 10, a: [], b: [["99", "1"]] };
    const server = await ScriptedServer.start({
      onSubscribe: (topic, conn) => {
        if (topic.type === "L2Book") conn.push("L2Book", snapshot as never);
      },
    });
    cleanups.push(() => server.close());
    process.env.DEBUG = "perpkit:*";
    const lines = await stderrOf(async () => {
      const client = createStreamClient({
        url: server.url,
        budget: false,
        reconnect: { initialDelayMs: 5, jitter: 0 },
      });
      cleanups.push(() => client.close());
      const book = client.watchOrderBook("BTCUSD");
      await book.ready;
      const reconnected = new Promise<void>((resolve) => client.on("connected", () => resolve()));
      (await server.connection(0)).terminate();
      await reconnected;
      await new Promise<void>((resolve) => book.on("update", () => resolve()));
    });
    const texts = lines.map((l) => l.replace(/^\S+ /, ""));
    expect(texts).toEqual([
      `perpkit:stream connected url=${server.url} reconnected=false\n`,
      "perpkit:stream subscribe L2Book BTCUSD: accepted\n",
      "perpkit:stream BTCUSD book resync reason=reconnect\n",
      "perpkit:stream disconnected code=1006 willReconnect=true\n",
      "perpkit:stream reconnecting attempt=1 delayMs=5 code=1006\n",
      `perpkit:stream connected url=${server.url} reconnected=true\n`,
      // The reply is read before the snapshot it brings: the line comes before the book's update.
      "perpkit:stream subscribe L2Book BTCUSD: restored\n",
    ]);
  });

  test("logs each subscribe and unsubscribe under the client's name", async () => {
    const server = await ScriptedServer.start({
      decide: ({ event, topic }) =>
        event === "subscribe" && topic.symbol === "NOPE" ? "UNKNOWN_PRODUCT" : undefined,
    });
    cleanups.push(() => server.close());
    process.env.DEBUG = "perpkit";
    const subaccountId = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
    const lines = await stderrOf(async () => {
      const client = createStreamClient({
        url: server.url,
        name: "maker-1",
        budget: false,
        reconnect: { initialDelayMs: 5, jitter: 0 },
      });
      cleanups.push(() => client.close());
      const orders = client.subscribe({ type: "OrderUpdate", subaccountId });
      await orders.ready;
      const restored = new Promise<void>((resolve) =>
        orders.on("status", (status) => status === "active" && resolve()),
      );
      (await server.connection(0)).terminate();
      await restored;
      await client.subscribe({ type: "Ticker", symbol: "NOPE" }).ready.catch(() => undefined);
      await orders.unsubscribe();
    });
    const texts = lines
      .map((l) => l.replace(/^\S+ /, "").trimEnd())
      .filter((l) => /subscribe/.test(l));
    expect(texts).toEqual([
      `perpkit:stream:maker-1 subscribe OrderUpdate ${subaccountId}: accepted`,
      `perpkit:stream:maker-1 subscribe OrderUpdate ${subaccountId}: restored`,
      "perpkit:stream:maker-1 subscribe Ticker NOPE: failed (UNKNOWN_PRODUCT)",
      `perpkit:stream:maker-1 unsubscribe OrderUpdate ${subaccountId}`,
    ]);
  });

  test("writes nothing when DEBUG does not name it", async () => {
    const server = await ScriptedServer.start({});
    cleanups.push(() => server.close());
    process.env.DEBUG = "perpkit:rest";
    const lines = await stderrOf(async () => {
      const client = createStreamClient({ url: server.url, budget: false });
      cleanups.push(() => client.close());
      await client.subscribe({ type: "Ticker", symbol: "BTCUSD" }).ready;
    });
    expect(lines).toEqual([]);
  });
});
