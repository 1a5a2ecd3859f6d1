import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";

// Finished history leaves memory beyond the retention, so a long run keeps a bounded heap.
// Passes run at most once a second, on the next request.

const alice = wallet(1);
const bob = wallet(2);

/** Lets a second pass, then makes a request so the exchange runs its retention pass. */
async function nextPass(get: (path: string) => Promise<unknown>) {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await get("/v1/time");
}

describe("retention", () => {
  it("lets finished orders beyond the count leave memory, and keeps every open one", async () => {
    const { deposit, place, cancel, get, sandbox } = await setup({ retention: { records: 5 } });
    const sub = await deposit(alice);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await place(alice)).body.id);
    for (const id of ids.slice(0, 10)) await cancel(alice, { orderIds: [id] });
    await nextPass(get);
    const list = await get<{ data: { id: string; status: string }[] }>(
      `/v1/order?subaccountId=${sub.id}&limit=100`,
    );
    expect(list.body.data.map((o) => o.id).sort()).toEqual(ids.slice(5).sort());
    expect(list.body.data.filter((o) => o.status === "NEW")).toHaveLength(2);
    expect((await get(`/v1/order/${ids[0]}`)).status).toBe(404);
    expect(sandbox.exchange.order(ids[0] as string)).toBeUndefined();
  });

  it("lets fills and trades beyond the count go, and still reports the whole day's volume", async () => {
    const { deposit, place, get, sandbox, btc } = await setup({ retention: { records: 3 } });
    const sub = await deposit(alice);
    await deposit(bob);
    for (let i = 0; i < 8; i++) {
      expect((await place(bob, { side: 1 })).status).toBe(201);
      expect((await place(alice)).status).toBe(201);
    }
    await nextPass(get);
    const fills = await get<{ data: unknown[] }>(`/v1/order/fill?subaccountId=${sub.id}`);
    expect(fills.body.data).toHaveLength(3);
    expect(sandbox.exchange.tradesOf(btc.id)).toHaveLength(3);
    const product = await get<{ volume24h: string }>(`/v1/product/${btc.id}`);
    expect(product.body.volume24h).toBe("8");
  });

  it("reports the day's volume as trades come, leave memory, and grow a day old", async () => {
    const { deposit, place, get, sandbox, btc } = await setup({ retention: { records: 3 } });
    await deposit(alice);
    await deposit(bob);
    const volume = async () =>
      (await get<{ volume24h: string }>(`/v1/product/${btc.id}`)).body.volume24h;
    const trade = async (count: number) => {
      for (let i = 0; i < count; i++) {
        expect((await place(bob, { side: 1 })).status).toBe(201);
        expect((await place(alice)).status).toBe(201);
      }
    };
    await trade(2);
    expect(await volume()).toBe("2");
    await trade(3);
    expect(await volume()).toBe("5");
    await nextPass(get);
    expect(sandbox.exchange.tradesOf(btc.id)).toHaveLength(3);
    expect(await volume()).toBe("5");
    await trade(1);
    expect(await volume()).toBe("6");
    sandbox.clock.advance(24 * 60 * 60 * 1000 - 1);
    await trade(1);
    expect(await volume()).toBe("7");
    // Trades that left memory count by the minute: a minute on, only the last is within the day.
    sandbox.clock.advance(60_001);
    expect(await volume()).toBe("1");
  });

  it("lets finished orders older than maxAgeMs go, however few", async () => {
    const { deposit, place, cancel, get, sandbox } = await setup({
      retention: { maxAgeMs: 60_000 },
    });
    const sub = await deposit(alice);
    const done = (await place(alice)).body.id;
    await cancel(alice, { orderIds: [done] });
    sandbox.clock.advance(60_001);
    const open = (await place(alice)).body.id;
    await nextPass(get);
    const list = await get<{ data: { id: string }[] }>(`/v1/order?subaccountId=${sub.id}`);
    expect(list.body.data.map((o) => o.id)).toEqual([open]);
  });
});
