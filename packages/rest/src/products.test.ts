import { ValidationError } from "@perpkit/core";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  BTC_ID,
  ETH_ID,
  sampleProducts,
  startExchange,
  type TestExchange,
} from "../test/exchange.js";
import type { ProductReference } from "./products.js";
import { createReadClient } from "./read-client.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const client = (productsMaxAgeMs?: number) =>
  createReadClient({ baseUrl: exchange.url, productsMaxAgeMs }).client;

test("resolves a product by ticker, display ticker, id or onchain id from one listing", async () => {
  const c = client();
  expect((await c.resolveProduct({ symbol: "BTCUSD" })).id).toBe(BTC_ID);
  expect((await c.resolveProduct({ symbol: "eth-usd" })).id).toBe(ETH_ID);
  expect((await c.resolveProduct({ productId: ETH_ID })).ticker).toBe("ETHUSD");
  expect((await c.resolveProduct({ onchainId: 1 })).ticker).toBe("BTCUSD");
  expect(exchange.received("listProducts")).toHaveLength(1);
});

test("concurrent callers share one listing", async () => {
  const c = client();
  await Promise.all([c.getProducts(), c.resolveProduct({ symbol: "BTCUSD" }), c.getProducts()]);
  expect(exchange.received("listProducts")).toHaveLength(1);
});

test("lists every page of products", async () => {
  exchange.state.products = Array.from({ length: 120 }, (_, i) => ({
    ...(sampleProducts()[0] as (typeof exchange.state.products)[number]),
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    ticker: `P${i}USD`,
    displayTicker: `P${i}-USD`,
    onchainId: i + 1,
  }));
  const products = await client().getProducts();
  expect(products).toHaveLength(120);
  expect(exchange.received("listProducts")).toHaveLength(3);
});

test("refreshProducts fetches again and sees a newly listed product", async () => {
  const c = client();
  await c.getProducts();
  exchange.state.products.push({
    ...(sampleProducts()[1] as (typeof exchange.state.products)[number]),
    id: "77777777-7777-4777-8777-777777777777",
    ticker: "SOLUSD",
    displayTicker: "SOL-USD",
    onchainId: 3,
  });
  await expect(c.resolveProduct({ symbol: "SOLUSD" })).rejects.toThrow(ValidationError);
  await c.refreshProducts();
  expect((await c.resolveProduct({ symbol: "SOLUSD" })).onchainId).toBe(3);
  expect(exchange.received("listProducts")).toHaveLength(2);
});

test("a stale listing is fetched again", async () => {
  const c = client(0);
  await c.getProducts();
  await new Promise((r) => setTimeout(r, 5));
  await c.getProducts();
  expect(exchange.received("listProducts")).toHaveLength(2);
});

test("an unknown symbol is a ValidationError naming symbol and the known ones", async () => {
  const error = await client()
    .resolveProduct({ symbol: "DOGEUSD" })
    .catch((e: unknown) => e);
  expect((error as ValidationError).field).toBe("symbol");
  expect((error as ValidationError).shortMessage).toBe(
    `symbol "DOGEUSD" matches no product of the exchange (known: ${sampleProducts()
      .map((p) => p.ticker)
      .join(", ")})`,
  );
});

test("a reference that names no product, or names one twice, is refused before any request", async () => {
  const c = client();
  // Neither compiles; plain JavaScript can still send them.
  await expect(c.resolveProduct({} as ProductReference)).rejects.toMatchObject({
    field: "product",
  });
  await expect(
    c.resolveProduct({ symbol: "BTCUSD", onchainId: 1 } as unknown as ProductReference),
  ).rejects.toMatchObject({ field: "product" });
  await expect(c.resolveProduct({ productId: "BTC" })).rejects.toMatchObject({
    field: "productId",
  });
  expect(exchange.requests).toHaveLength(0);
});
