import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { OWNER_KEY, owner, ownerClient } from "../test/clients.js";
import { startExchange, type TestExchange } from "../test/exchange.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const limitOrder = {
  symbol: "BTCUSD",
  side: "buy",
  type: "LIMIT",
  quantity: "0.25",
  price: "60000.5",
  timeInForce: "GTD",
} as const;

describe("REST client hooks", () => {
  test("see every request and answer, signed ones included, and never the key", async () => {
    const events: unknown[] = [];
    const client = ownerClient(exchange, {
      onRequest: (e) => events.push(e),
      onResponse: (e) => events.push(e),
    });
    await client.placeOrder(limitOrder);
    const seen = events as { method: string; path: string; status?: number }[];
    const posted = seen.filter((e) => e.path === "/v1/order" && e.method === "POST");
    expect(posted.map((e) => e.status)).toEqual([undefined, 201]);
    expect(seen.map((e) => e.path)).toContain("/v1/time");
    const text = JSON.stringify(events);
    expect(text).toContain(owner.address);
    expect(text.toLowerCase()).not.toContain(OWNER_KEY.slice(2).toLowerCase());
  });

  test("onRetry hears each retry of a read", async () => {
    exchange.queue("getTime", { status: 503, body: { statusCode: 503, message: "busy" } });
    const retries: { attempt: number; path: string }[] = [];
    const client = ownerClient(exchange, {
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
      onRetry: ({ attempt, path }) => retries.push({ attempt, path }),
    });
    await client.getTime();
    expect(retries).toEqual([{ attempt: 1, path: "/v1/time" }]);
  });
});

describe("DEBUG=perpkit", () => {
  const previous = process.env.DEBUG;
  afterEach(() => {
    if (previous === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = previous;
  });

  test("logs one line per request of the REST client, under perpkit:rest", async () => {
    process.env.DEBUG = "perpkit";
    const lines: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      await ownerClient(exchange).getTime();
    } finally {
      process.stderr.write = write;
    }
    expect(lines).toEqual([
      expect.stringMatching(
        /^\S+ perpkit:rest GET http:\/\/127\.0\.0\.1:\d+\/v1\/time 200 in \d+ ms\n$/,
      ),
    ]);
  });
});
