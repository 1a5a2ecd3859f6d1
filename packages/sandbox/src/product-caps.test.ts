import { ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";
import { defaultProducts } from "./engine/index.js";

// The caps the live product record carries: one subaccount's position notional, and the
// market's open interest, both in USD at the order's price.

const alice = wallet(1);
const bob = wallet(2);

const [btc] = defaultProducts;
if (!btc) throw new Error("no default product");

describe("product caps", () => {
  it("serves each cap in the product record", async () => {
    const { get } = await setup({
      products: [{ ...btc, maxPositionNotionalUsd: "5000", maxOpenInterestUsd: "8000" }],
    });
    const product = (await get<{ data: Record<string, string>[] }>("/v1/product")).body.data[0];
    expect(product).toMatchObject({ maxPositionNotionalUsd: "5000", maxOpenInterestUsd: "8000" });
  });

  it("refuses with 422 RiskLimitExceeded an order that would take a position past its notional cap", async () => {
    const { deposit, place } = await setup({
      products: [{ ...btc, maxPositionNotionalUsd: "5000" }],
    });
    await deposit(alice);
    await deposit(bob);
    await place(bob, { side: 1, price: "100", quantity: "50" });
    expect((await place(alice, { price: "100", quantity: "50" })).status).toBe(201);
    const over = await place(alice, { price: "100", quantity: "0.01" });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ message: "RiskLimitExceeded" });
  });

  it("counts only what an order adds: reducing a position is never capped", async () => {
    const { deposit, place } = await setup({
      products: [{ ...btc, maxPositionNotionalUsd: "5000" }],
    });
    await deposit(alice);
    await deposit(bob);
    await place(bob, { side: 1, price: "100", quantity: "50" });
    expect((await place(alice, { price: "100", quantity: "50" })).status).toBe(201);
    // Alice is long 50 at the cap; selling 100 closes it and opens a short of 50.
    await place(bob, { side: 0, price: "100", quantity: "100" });
    expect((await place(alice, { side: 1, price: "100", quantity: "100" })).status).toBe(201);
  });

  it("refuses with 422 InstrumentOpenValueCapExceeded an order that could take open interest past its cap", async () => {
    const { deposit, place } = await setup({
      products: [{ ...btc, maxOpenInterestUsd: "8000" }],
    });
    await deposit(alice);
    await deposit(bob);
    await place(bob, { side: 1, price: "100", quantity: "60" });
    expect((await place(alice, { price: "100", quantity: "60" })).status).toBe(201);
    const over = await place(alice, { price: "100", quantity: "30" });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ message: "InstrumentOpenValueCapExceeded" });
  });

  it("refuses to start with a product whose lot is over its maxQuantity: no order could hold one lot", async () => {
    const started = setup({ products: [{ ...btc, lotSize: "2", maxQuantity: "1" }] });
    await expect(started).rejects.toThrow(ValidationError);
    await expect(started).rejects.toMatchObject({ field: "products.BTCUSD.lotSize" });
    await expect(started).rejects.toThrow(/must not be above maxQuantity/);
  });
});
