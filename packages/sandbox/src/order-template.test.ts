import { createRestClient } from "@perpkit/rest";
import { createPinnedConnection, prepareOrderTemplate } from "@perpkit/rest/low-latency";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";

// An order template of @perpkit/rest/low-latency against the sandbox: its orders are signed and
// sent as the exchange reads them, and rest on the book.

const alice = wallet(1);

describe("an order template against the sandbox", () => {
  it("places post-only orders that rest on the book, over a pinned connection", async () => {
    const { sandbox, deposit } = await setup();
    const sub = await deposit(alice, "1000");
    const pinned = createPinnedConnection({ baseUrl: sandbox.baseUrl });
    try {
      await pinned.connect();
      const client = createRestClient({
        baseUrl: sandbox.baseUrl,
        signer: alice.signer,
        fetch: pinned.fetch,
      });
      const bids = await prepareOrderTemplate(client.context, {
        symbol: "BTCUSD",
        side: "buy",
        type: "LIMIT",
        timeInForce: "GTD",
        postOnly: true,
      });
      const first = await bids.place({ price: "100", quantity: "0.5" });
      const second = await bids.place({ price: "99", quantity: "0.25" });
      expect([first.result, second.result]).toEqual(["Ok", "Ok"]);
      for (const [placed, quantity, price] of [
        [first, "0.5", "100"],
        [second, "0.25", "99"],
      ] as const) {
        const order = await client.getOrder({ orderId: placed.id });
        expect(order).toMatchObject({ status: "NEW", quantity, price, subaccountId: sub.id });
      }
    } finally {
      pinned.close();
    }
  });
});
