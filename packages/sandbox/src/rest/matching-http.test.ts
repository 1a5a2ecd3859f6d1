import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";

const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);

type Page<T> = { data: T[]; hasNext: boolean };

describe("positions over HTTP", () => {
  it("a closed short reads side 1 from GET /v1/position", async () => {
    const { deposit, place, get } = await setup();
    const a = await deposit(alice, "1000");
    await deposit(bob, "1000");
    await place(bob, { side: 0, quantity: "1", price: "100" });
    await place(alice, { side: 1, quantity: "1", price: "100" });
    await place(bob, { side: 1, quantity: "1", price: "100" });
    await place(alice, { side: 0, quantity: "1", price: "100" });
    const positions = await get<Page<{ side: number; size: string }>>(
      `/v1/position?subaccountId=${a.id}`,
    );
    expect(positions.body.data.map((p) => [p.side, p.size])).toEqual([[1, "0"]]);
  });
});

describe("order groups over HTTP", () => {
  it("GET /v1/order/{id}/group lists none of another account's orders with the same groupId", async () => {
    const { deposit, place, get } = await setup();
    await deposit(alice);
    await deposit(carol);
    const groupId = "0d1b0e5e-3a0a-4c59-9a47-3f0f2e6b8b11";
    const oco = { groupId, groupContingencyType: 1 };
    const take = await place(alice, { side: 1, price: "110", ...oco });
    const stop = await place(alice, { side: 1, price: "120", ...oco });
    await place(carol, { side: 1, price: "130", ...oco });
    const group = await get<Page<{ id: string; status: string }>>(
      `/v1/order/${take.body.id}/group`,
    );
    expect(group.body.data.map((o) => [o.id, o.status])).toEqual([
      [take.body.id, "NEW"],
      [stop.body.id, "NEW"],
    ]);
  });
});
