import { DecodeError } from "@perpkit/core";
import { afterEach, beforeEach, expect, test } from "vitest";
import {
  BTC_ID,
  OWNER_SUBACCOUNT_ID,
  pageOf,
  startExchange,
  type TestExchange,
} from "../test/exchange.js";
import { createReadClient } from "./read-client.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const client = () => createReadClient({ baseUrl: exchange.url }).client;

function fills(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    orderId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    productId: BTC_ID,
    subaccountId: OWNER_SUBACCOUNT_ID,
    side: i % 2,
    price: `${100 + i}`,
    filled: "0.5",
    feeUsd: "0.01",
    isMaker: i % 2 === 0,
    reduceOnly: false,
    type: "LIMIT",
    createdAt: 1_700_000_000_000 + i,
  }));
}

test("iterates over every record, following nextCursor page by page", async () => {
  const all = fills(23);
  exchange.on("listFills", (r) => ({ status: 200, body: pageOf(all, r.query) }));
  const seen: string[] = [];
  for await (const fill of client().paginate("listFills", {
    subaccountId: OWNER_SUBACCOUNT_ID,
    limit: 10,
  })) {
    seen.push(fill.id);
  }
  expect(seen).toEqual(all.map((f) => f.id));
  const cursors = exchange.received("listFills").map((r) => r.query.get("cursor"));
  expect(cursors).toEqual([null, "10", "20"]);
  expect(exchange.received("listFills").every((r) => r.query.get("limit") === "10")).toBe(true);
});

test("fetches a page only when the previous one has been consumed", async () => {
  const all = fills(30);
  exchange.on("listFills", (r) => ({ status: 200, body: pageOf(all, r.query) }));
  const iterator = client().paginate("listFills", { subaccountId: OWNER_SUBACCOUNT_ID, limit: 10 });
  for (let i = 0; i < 10; i++) await iterator.next();
  expect(exchange.received("listFills")).toHaveLength(1);
  await iterator.next();
  expect(exchange.received("listFills")).toHaveLength(2);
  await iterator.return();
});

test("follows nextCursor when the endpoint leaves hasNext out", async () => {
  const all = fills(5);
  exchange.on("listFills", (r) => {
    const { hasNext: _dropped, ...page } = pageOf(all, r.query, 2);
    return { status: 200, body: page };
  });
  const ids: string[] = [];
  for await (const fill of client().paginate("listFills", { subaccountId: OWNER_SUBACCOUNT_ID }))
    ids.push(fill.id);
  expect(ids).toHaveLength(5);
  expect(exchange.received("listFills")).toHaveLength(3);
});

test("yields whole pages when asked for pages, and stops at maxPages", async () => {
  const all = fills(9);
  exchange.on("listFills", (r) => ({ status: 200, body: pageOf(all, r.query, 2) }));
  const sizes: number[] = [];
  for await (const page of client().pages(
    "listFills",
    { subaccountId: OWNER_SUBACCOUNT_ID },
    { maxPages: 3 },
  )) {
    sizes.push(page.data.length);
  }
  expect(sizes).toEqual([2, 2, 2]);
  expect(exchange.received("listFills")).toHaveLength(3);
});

test("a page that claims more but gives no cursor is a DecodeError", async () => {
  exchange.on("listFills", () => ({ status: 200, body: { data: fills(1), hasNext: true } }));
  const error = await (async () => {
    for await (const _ of client().paginate("listFills", { subaccountId: OWNER_SUBACCOUNT_ID })) {
      // drain
    }
  })().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DecodeError);
  expect((error as DecodeError).path).toBe("nextCursor");
});

test("a cursor that repeats stops with a DecodeError instead of looping", async () => {
  exchange.on("listFills", () => ({
    status: 200,
    body: { data: fills(1), hasNext: true, nextCursor: "same" },
  }));
  const error = await (async () => {
    for await (const _ of client().paginate("listFills", { subaccountId: OWNER_SUBACCOUNT_ID })) {
      // drain
    }
  })().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DecodeError);
  expect(exchange.received("listFills")).toHaveLength(2);
});
