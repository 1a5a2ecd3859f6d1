import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ownerClient } from "../../test/clients.js";
import { OWNER_SUBACCOUNT_ID, startExchange, type TestExchange } from "../../test/exchange.js";
import type { Order } from "../generated/types.js";
import { OrderRejectedError } from "../rejections.js";

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

/** Puts `count` orders of a product with `status` into the exchange's book of records. */
function seed(count: number, symbol: string, status = "NEW"): Order[] {
  const product = exchange.state.products.find((p) => p.ticker === symbol);
  if (!product) throw new Error(`no product ${symbol}`);
  const orders = Array.from(
    { length: count },
    (): Order => ({
      id: randomUUID(),
      type: "LIMIT",
      side: 0,
      quantity: "1",
      availableQuantity: "1",
      filled: "0",
      price: "100",
      stopPrice: "0",
      status,
      triggered: "NOT_TRIGGERED",
      expiresAt: 2_000_000_000,
      reduceOnly: false,
      close: false,
      productId: product.id,
      subaccountId: OWNER_SUBACCOUNT_ID,
      sender: "0x0000000000000000000000000000000000000001",
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    }),
  );
  exchange.state.orders.push(...orders);
  return orders;
}

/** The number of ids each signed cancel request carried. */
function cancelSizes(): number[] {
  return exchange
    .received("cancelOrders")
    .map((r) => ((r.body as { data: { orderIds?: string[] } }).data.orderIds ?? []).length);
}

describe("cancelAll", () => {
  test("cancels every open order, 200 ids per signed request, one outcome per order", async () => {
    const open = [...seed(400, "BTCUSD"), ...seed(30, "ETHUSD", "FILLED_PARTIAL")];
    const pending = seed(20, "BTCUSD", "PENDING");
    seed(15, "BTCUSD", "FILLED");
    const outcomes = await ownerClient(exchange).cancelAll();
    expect(cancelSizes()).toEqual([200, 200, 50]);
    expect(outcomes).toHaveLength(450);
    expect(new Set(outcomes.map((o) => o.orderId))).toEqual(
      new Set([...open, ...pending].map((o) => o.id)),
    );
    expect(outcomes.every((o) => o.cancelled && o.result === "Ok")).toBe(true);
    // Each request has a nonce of its own.
    const nonces = exchange
      .received("cancelOrders")
      .map((r) => (r.body as { data: { nonce: string } }).data.nonce);
    expect(new Set(nonces).size).toBe(3);
  });

  test("cancels only the orders of the market it names", async () => {
    const btc = seed(3, "BTCUSD");
    seed(2, "ETHUSD");
    const outcomes = await ownerClient(exchange).cancelAll({ symbol: "BTCUSD" });
    expect(outcomes.map((o) => o.orderId).sort()).toEqual(btc.map((o) => o.id).sort());
    const listed = exchange.received("listOrders");
    expect(listed.every((r) => r.query.getAll("productIds").length === 1)).toBe(true);
  });

  test("answers an empty list, and signs nothing, when nothing is open", async () => {
    seed(5, "BTCUSD", "CANCELED");
    expect(await ownerClient(exchange).cancelAll()).toEqual([]);
    expect(exchange.received("cancelOrders")).toHaveLength(0);
  });

  test("throws an OrderRejectedError for an order not cancelled, unless told not to", async () => {
    const [order] = seed(2, "BTCUSD");
    exchange.queue("cancelOrders", {
      status: 202,
      body: {
        data: [
          { id: order?.id, result: "AlreadyFilled" },
          { id: exchange.state.orders[1]?.id, result: "Ok" },
        ],
      },
    });
    const error = await ownerClient(exchange)
      .cancelAll()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRejectedError);
    expect((error as OrderRejectedError).result).toBe("AlreadyFilled");
    expect((error as OrderRejectedError).outcomes).toHaveLength(2);
  });

  test("lists and cancels through the cancel reserve of the rate budget", async () => {
    seed(3, "BTCUSD");
    const client = ownerClient(exchange);
    const budget = client.context.budget;
    // Everything but the reserve is spent: an order would wait, the cancel-all does not.
    const account = budget?.account(client.signer?.address ?? "");
    account?.tryTake((account?.available() ?? 0) - (budget?.cancelReserve ?? 0));
    const outcomes = await client.cancelAll({ throwOnReject: false });
    expect(outcomes.filter((o) => o.cancelled)).toHaveLength(3);
  });
});
