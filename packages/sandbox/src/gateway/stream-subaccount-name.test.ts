import { lookupSubaccountId } from "@perpkit/stream";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";
import { collect, streamClient } from "../../test/stream-helpers.js";

// @perpkit/stream's account channels by owner and subaccount name: the id comes from the
// sandbox's REST API (GET /v1/subaccount?sender=), the messages from its gateway.

const alice = wallet(1);

async function market() {
  const ctx = await setup({ stream: { l2BookIntervalMs: 10 } });
  const primary = await ctx.deposit(alice, "100000");
  const alt = await ctx.deposit(alice, "1000", "alt");
  // The REST API is on the gateway's host: the client finds it from the gateway URL.
  const client = streamClient(ctx.sandbox.wsUrl, { subaccounts: lookupSubaccountId });
  return { ...ctx, primary, alt, client };
}

describe("account channels by subaccount name", () => {
  it("OrderUpdate by owner and name: subscribed by the id the REST API gives", async () => {
    const { client, place, primary } = await market();
    const orders = client.subscribe({
      type: "OrderUpdate",
      account: alice.address,
      subaccount: "primary",
    });
    const seen = collect(orders);
    await orders.ready;
    expect(orders.topic).toEqual({ type: "OrderUpdate", subaccountId: primary.id });
    await place(alice, { price: "100" });
    const update = await seen.next((m) => m.d.some((o) => o.st === "NEW"), "the new order");
    expect(update.d[0]).toMatchObject({ sid: primary.id, px: "100", st: "NEW" });
  });

  it("each name finds its own subaccount", async () => {
    const { client, primary, alt } = await market();
    const looked = await Promise.all([
      lookupSubaccountId(alice.address, "primary", { url: client.url }),
      lookupSubaccountId(alice.address, "alt", { url: client.url }),
    ]);
    expect(looked).toEqual([primary.id, alt.id]);
    const fills = client.subscribe({
      type: "OrderFill",
      account: alice.address,
      subaccount: "alt",
    });
    await fills.ready;
    expect(fills.topic).toEqual({ type: "OrderFill", subaccountId: alt.id });
  });

  it("a name the owner does not have fails the subscription with a ValidationError", async () => {
    const { client } = await market();
    const sub = client.subscribe({
      type: "PositionUpdate",
      account: alice.address,
      subaccount: "savings",
    });
    await expect(sub.ready).rejects.toMatchObject({ name: "ValidationError", field: "subaccount" });
    expect(sub.error?.message).toMatch(/"savings" \(it owns ("primary", "alt"|"alt", "primary")\)/);
  });
});
