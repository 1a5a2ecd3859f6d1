import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { setup, T0, wallet } from "../../test/helpers.js";
import { createClock } from "../engine/index.js";
import { startSandbox } from "../sandbox.js";

// startSandbox({ dataDir }): the exchange's state survives a restart. The process-kill test is
// durable-kill.test.ts.

const alice = wallet(1);
const bob = wallet(2);
const helper = wallet(3);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "perpkit-sandbox-"));
  dirs.push(dir);
  return dir;
}

/** Everything a client can read about the exchange, for comparing two runs. */
async function readAll(ctx: Awaited<ReturnType<typeof setup>>, subaccountIds: string[]) {
  const { get, btc, sandbox } = ctx;
  const out: Record<string, unknown> = {};
  for (const id of subaccountIds) {
    for (const path of [
      `/v1/subaccount/balance?subaccountId=${id}`,
      `/v1/order?subaccountId=${id}&limit=100`,
      `/v1/order/fill?subaccountId=${id}&limit=100`,
      `/v1/position?subaccountId=${id}&limit=100`,
      `/v1/linked-signer?subaccountId=${id}`,
      `/v1/token/withdraw?subaccountId=${id}`,
      `/v1/token/transfer?subaccountId=${id}`,
    ]) {
      out[path] = (await get(path)).body;
    }
  }
  out.subaccounts = (await get(`/v1/subaccount?sender=${alice.address}`)).body;
  out.trades = (await get(`/v1/order/trade?productId=${btc.id}`)).body;
  out.product = (await get(`/v1/product/${btc.id}`)).body;
  const from = Math.floor(T0 / 1000) - 60;
  const to = Math.floor(sandbox.clock.now() / 1000) + 60;
  for (const source of ["last-price", "oracle-price"]) {
    const url = `${sandbox.candlesUrl}/v1/${source}/history?symbol=BTCUSD-Perp&resolution=1&from=${from}&to=${to}`;
    out[source] = await (await fetch(url)).json();
  }
  return out;
}

describe("durable state", () => {
  it("brings back accounts, orders, fills, positions, signers, nonces, withdrawals and candles", async () => {
    const dir = dataDir();
    const first = await setup({ dataDir: dir, withdrawalLockoutMs: 60_000 });
    const a = await first.deposit(alice);
    const b = await first.deposit(bob);
    expect((await first.link(alice, helper, a.id)).status).toBe(201);
    await first.post("/sandbox/oracle-price", { symbol: "BTCUSD", price: "101" });
    expect((await first.place(bob, { side: 1, quantity: "2" })).status).toBe(201);
    const used = await first.signedOrder(alice);
    expect((await first.post("/v1/order", used)).status).toBe(201);
    expect((await first.place(alice, { price: "99" }, helper)).status).toBe(201);
    expect((await first.withdraw(alice, "10")).status).toBe(201);
    first.sandbox.clock.advance(30_000);
    const before = await readAll(first, [a.id, b.id]);
    await first.sandbox.close();

    const again = await setup({ dataDir: dir, withdrawalLockoutMs: 60_000 });
    expect(again.sandbox.clock.now()).toBe(first.sandbox.clock.now());
    expect(await readAll(again, [a.id, b.id])).toEqual(before);
    // Nonces stay used; time goes on, and the withdrawal finalises after its lockout.
    expect((await again.post("/v1/order", used)).status).toBe(400);
    again.sandbox.clock.advance(30_000);
    const withdrawals = await again.get<{ data: { status: string }[] }>(
      `/v1/token/withdraw?subaccountId=${a.id}`,
    );
    expect(withdrawals.body.data[0]?.status).toBe("COMPLETED");
    expect((await again.place(alice, { price: "98" })).status).toBe(201);
  });

  it("keeps finished orders that left memory readable by id", async () => {
    const dir = dataDir();
    const { deposit, place, cancel, get } = await setup({
      dataDir: dir,
      retention: { records: 1 },
    });
    await deposit(alice);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await place(alice)).body.id);
    for (const id of ids) await cancel(alice, { orderIds: [id] });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await get("/v1/time");
    const oldest = await get<{ id: string; status: string }>(`/v1/order/${ids[0]}`);
    expect(oldest.body).toMatchObject({ id: ids[0], status: "CANCELED" });
  });

  it("refuses a directory another sandbox is using", async () => {
    const dir = dataDir();
    await setup({ dataDir: dir });
    await expect(
      startSandbox({ dataDir: dir, clock: createClock({ frozen: true, start: T0 }) }),
    ).rejects.toThrow(/in use by another sandbox/);
  });

  it("refuses a directory written with other products or another seed", async () => {
    const dir = dataDir();
    const first = await setup({ dataDir: dir });
    await first.deposit(alice);
    await first.sandbox.close();
    const products = first.products.slice(0, 1).map((p) => ({
      ticker: p.ticker,
      baseTokenName: p.baseTokenName,
      quoteTokenName: p.quoteTokenName,
      onchainId: p.onchainId,
      tickSize: "1",
      lotSize: "1",
      minPrice: "1",
      maxPrice: "1000",
      maxQuantity: "100",
      makerFee: "0",
      takerFee: "0",
      maxLeverage: 10,
    }));
    await expect(startSandbox({ dataDir: dir, products })).rejects.toThrow(/other products/);
    await expect(startSandbox({ dataDir: dir, seed: 8 })).rejects.toThrow(/seed/);
  });
});
