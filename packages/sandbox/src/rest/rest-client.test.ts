import { RateLimitError, UnprocessableError } from "@perpkit/core";
import { createRestClient, OrderRejectedError } from "@perpkit/rest";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";

// The sandbox driven by @perpkit/rest, the way a bot would use it.

const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);

describe("the sandbox through @perpkit/rest", () => {
  it("places, reads and cancels orders", async () => {
    const { sandbox, deposit } = await setup();
    const sub = await deposit(alice);
    const client = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const placed = await client.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.5",
      price: "100",
      timeInForce: "GTD",
      clientOrderId: "viaRest1",
    });
    expect(placed).toMatchObject({ clientOrderId: "viaRest1", result: "Ok" });
    const order = await client.getOrder({ orderId: placed.id });
    expect(order).toMatchObject({ status: "NEW", quantity: "0.5", subaccountId: sub.id });
    const outcomes = await client.cancelOrders({ orderIds: [placed.id] });
    expect(outcomes).toEqual([
      expect.objectContaining({ orderId: placed.id, result: "Ok", cancelled: true }),
    ]);
  });

  it("trades between two clients into positions and balances", async () => {
    const { sandbox, deposit } = await setup();
    const a = await deposit(alice, "1000");
    await deposit(bob, "1000");
    const buyer = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const seller = createRestClient({ baseUrl: sandbox.baseUrl, signer: bob.signer });
    await seller.placeOrder({
      symbol: "ETHUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "2",
      price: "2500",
      timeInForce: "GTD",
    });
    const taken = await buyer.placeOrder({
      symbol: "ETHUSD",
      side: "buy",
      type: "MARKET",
      quantity: "2",
    });
    expect(taken.result).toBe("Ok");
    const positions = await buyer.listPositions({ subaccountId: a.id, open: true });
    expect(positions.data[0]).toMatchObject({ size: "2", cost: "5000", side: 0 });
    const balances = await buyer.listBalances({ subaccountId: a.id });
    expect(balances.data[0]).toMatchObject({ totalUsed: "250" });
  });

  it("withdraws for the owner, links a signer that trades but may not withdraw", async () => {
    const { sandbox, deposit } = await setup();
    const sub = await deposit(alice, "1000");
    const owner = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const token = (await owner.listTokens()).data[0];
    if (!token) throw new Error("no token");
    const withdrawal = await owner.withdraw({ token: token.id, amount: "100" });
    expect(withdrawal).toMatchObject({ amount: "100", status: "PENDING" });
    const linked = await owner.linkSigner({ signer: carol.signer, subaccountId: sub.id });
    expect(linked).toMatchObject({ status: "ACTIVE" });
    const bot = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: carol.signer,
      account: alice.address,
    });
    expect(bot.isLinkedSigner).toBe(true);
    const placed = await bot.placeOrder({
      symbol: "BTCUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "1",
      price: "150",
      timeInForce: "GTD",
    });
    expect(placed.result).toBe("Ok");
    await expect(bot.withdraw({ token: token.id, amount: "1" })).rejects.toThrow();
  });

  it("surfaces the sandbox's refusals as typed errors", async () => {
    const { sandbox, deposit } = await setup({
      rateLimits: { account: { points: 3, windowMs: 60_000 } },
    });
    await deposit(alice, "1");
    // Without a rate budget, the exchange's 429 comes back as it is instead of being waited out.
    const client = createRestClient({
      baseUrl: sandbox.baseUrl,
      signer: alice.signer,
      budget: false,
    });
    const big = client.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "10",
      price: "100",
      timeInForce: "GTD",
    });
    const refused = await big.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OrderRejectedError);
    expect(refused).toMatchObject({ result: "InsufficientBalance" });
    expect((refused as OrderRejectedError).cause).toBeInstanceOf(UnprocessableError);
    const small = {
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.001",
      price: "100",
      timeInForce: "GTD",
    } as const;
    await client.placeOrder(small);
    await client.placeOrder(small);
    const limited = await client.placeOrder(small).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect((limited as RateLimitError).pool).toBe("RATE_LIMIT_ACCOUNT");
  });

  it("sends a batch of new orders and cancels", async () => {
    const { sandbox, deposit } = await setup();
    await deposit(alice, "1000");
    const client = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const outcome = await client.batchOrders({
      instructions: [
        {
          type: "NEW",
          order: {
            symbol: "BTCUSD",
            side: "buy",
            type: "LIMIT",
            quantity: "1",
            price: "90",
            timeInForce: "GTD",
            clientOrderId: "b1",
          },
        },
        { type: "CANCEL", clientOrderId: "b1" },
      ],
    });
    expect(outcome.map((o) => [o.type, o.result, o.succeeded])).toEqual([
      ["NEW", "Ok", true],
      ["CANCEL", "Ok", true],
    ]);
  });

  it("activates a referral code, has it claimed, and reads the referrals with signed requests", async () => {
    const { sandbox, deposit } = await setup();
    await deposit(alice);
    const referrer = createRestClient({ baseUrl: sandbox.baseUrl, signer: alice.signer });
    const referee = createRestClient({ baseUrl: sandbox.baseUrl, signer: bob.signer });
    const { code } = await referrer.activateReferral();
    expect(code).toMatch(/^[A-Z0-9]{12}$/);
    if (code === undefined) throw new Error("no code");
    const claimed = await referee.claimReferralCode({ code });
    expect(claimed.referrer).toBe(alice.address.toLowerCase());
    expect((await referrer.getReferralCodeUsage({ code })).remainingUsage).toBe(
      (await referrer.getReferralSummary()).codeUsageRemaining,
    );
    const page = await referrer.listReferrals();
    expect(page.data.map((r) => r.referee)).toEqual([bob.address.toLowerCase()]);
  });

  it("refuses a malformed referral code before signing anything", async () => {
    const { sandbox } = await setup();
    const client = createRestClient({ baseUrl: sandbox.baseUrl, signer: bob.signer });
    await expect(client.claimReferralCode({ code: "short" })).rejects.toMatchObject({
      field: "code",
    });
  });
});
