import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";

describe("sandbox over HTTP", () => {
  it("answers the server time from its clock", async () => {
    const { get, sandbox } = await setup();
    const { status, body } = await get("/v1/time");
    expect(status).toBe(200);
    expect(body.time).toBe(sandbox.clock.now());
  });

  it("serves its own signing domain, never a live one", async () => {
    const { get } = await setup();
    const { body } = await get<{ domain: { chainId: number; verifyingContract: string } }>(
      "/v1/rpc/config",
    );
    expect(body.domain.chainId).toBe(7420742);
    expect(body.domain.verifyingContract).toBe("0x5a4db0c5000000000000000000000000000007a4");
  });

  it("places a signed order and answers 201 with its id and result", async () => {
    const alice = wallet(1);
    const { deposit, place, get } = await setup();
    const subaccount = await deposit(alice);
    const placed = await place(alice, { clientOrderId: "first1" });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ clientOrderId: "first1", result: "Ok", filled: "0" });
    const order = await get(`/v1/order/${placed.body.id}`);
    expect(order.body).toMatchObject({ status: "NEW", subaccountId: subaccount.id, price: "100" });
  });
});

describe("signature threads", () => {
  it("checks signatures on worker threads when asked", async () => {
    const alice = wallet(1);
    const bob = wallet(2);
    const { deposit, place, orderData, forgeOrder, post } = await setup({ verifyThreads: 1 });
    await deposit(alice);
    expect((await place(alice)).status).toBe(201);
    expect((await post("/v1/order", await forgeOrder(orderData(alice), bob))).status).toBe(401);
  });
});
