import { describe, expect, it } from "vitest";
import { address, d, PRIMARY, testExchange } from "../../test/engine/testing.js";
import { ExchangeError } from "./errors.js";

function refusal(fn: () => unknown): ExchangeError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ExchangeError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("deposits", () => {
  it("create the subaccount on the first deposit and pass through every status", () => {
    const { exchange, events } = testExchange();
    const { subaccount, transfer } = exchange.deposit({
      account: address(1),
      subaccount: PRIMARY,
      amount: d("500"),
    });
    expect(exchange.subaccountsOf(address(1))).toEqual([subaccount]);
    expect(transfer.status).toBe("COMPLETED");
    const statuses = events.flatMap((e) => (e.type === "tokenTransfer" ? [e.transfer.status] : []));
    expect(statuses).toEqual(["SUBMITTED", "PENDING", "COMPLETED"]);
    expect(exchange.margin(subaccount.id).available).toBe(d("500"));
    const again = exchange.deposit({ account: address(1), subaccount: PRIMARY, amount: d("1") });
    expect(again.subaccount).toBe(subaccount);
  });

  it("credit funds only after the confirmation delay", () => {
    const { exchange, clock } = testExchange({ depositConfirmationMs: 5_000 });
    const { subaccount, transfer } = exchange.deposit({
      account: address(1),
      subaccount: PRIMARY,
      amount: d("10"),
    });
    expect(transfer.status).toBe("PENDING");
    expect(exchange.margin(subaccount.id).amount).toBe(0n);
    clock.advance(5_000);
    expect(transfer.status).toBe("COMPLETED");
    expect(exchange.margin(subaccount.id).amount).toBe(d("10"));
  });

  it("refuse amounts below the token's minimum", () => {
    const { exchange } = testExchange();
    const e = refusal(() =>
      exchange.deposit({ account: address(1), subaccount: PRIMARY, amount: d("0.5") }),
    );
    expect(e.status).toBe(400);
  });
});

describe("matching", () => {
  it("fills the best price first, then the oldest order at a price", () => {
    const { exchange, fund, place } = testExchange();
    const [a, b, c, taker] = [fund(1), fund(2), fund(3), fund(4)];
    const older = place(a, { side: 1, price: d("101") }).order;
    const newer = place(b, { side: 1, price: d("101") }).order;
    const best = place(c, { side: 1, price: d("100") }).order;
    const { order } = place(taker, { side: 0, price: d("101"), quantity: d("1.5") });
    expect(order.status).toBe("FILLED");
    expect(exchange.order(best.id)?.status).toBe("FILLED");
    expect(exchange.order(older.id)?.status).toBe("FILLED_PARTIAL");
    expect(exchange.order(older.id)?.remaining).toBe(d("0.5"));
    expect(exchange.order(newer.id)?.remaining).toBe(d("1"));
    const fills = exchange.fillsOf(taker.id);
    expect(fills.map((f) => [f.price, f.quantity])).toEqual([
      [d("100"), d("1")],
      [d("101"), d("0.5")],
    ]);
  });

  it("announces a fill for the maker and one for the taker", () => {
    const { events, fund, place } = testExchange();
    const maker = fund(1);
    const taker = fund(2);
    place(maker, { side: 1 });
    place(taker, { side: 0 });
    const fills = events.flatMap((e) => (e.type === "fill" ? [e] : []));
    expect(fills.map((f) => [f.subaccountId, f.fill.isMaker])).toEqual([
      [maker.id, true],
      [taker.id, false],
    ]);
    expect(events.some((e) => e.type === "trade" && e.trade.takerSide === 0)).toBe(true);
  });

  it("tags each fill with its cause: the taker's own order, or the origin of the order that met a resting one", () => {
    const { exchange, events, fund, order, place } = testExchange();
    const [bot, other, recordedBook, recordedTrade, market] = [
      fund(1),
      fund(2),
      fund(3),
      fund(4),
      fund(5),
    ];
    place(bot, { side: 1, price: d("100") });
    place(bot, { side: 1, price: d("101") });
    place(bot, { side: 1, price: d("102") });
    place(bot, { side: 1, price: d("103") });
    // Each meets one of the bot's asks, best first: an account's own order, a replay's recorded
    // trade, a simulated market's taker, then the replay's liquidity arriving through the quote.
    place(other, { side: 0, price: d("100"), timeInForce: "IOC" });
    place(recordedTrade, {
      side: 0,
      price: d("101"),
      timeInForce: "IOC",
      origin: "recorded trade",
    });
    place(market, { side: 0, price: d("102"), timeInForce: "IOC", origin: "simulated market" });
    exchange.placeLiquidity(
      order(recordedBook, { side: 0, price: d("103"), origin: "recorded book" }),
    );
    // The bot's own order taking: its fill is a taker's, whoever rested the other side.
    place(other, { side: 1, price: d("90") });
    place(bot, { side: 0, price: d("90"), timeInForce: "IOC" });
    const causes = events.flatMap((e) =>
      e.type === "fill" && e.subaccountId === bot.id ? [[e.fill.isMaker, e.fill.cause]] : [],
    );
    expect(causes).toEqual([
      [true, "other account"],
      [true, "recorded trade"],
      [true, "simulated taker"],
      [true, "recorded book"],
      [false, "taker"],
    ]);
    // The engine keeps them on the fills it answers, and the order's origin on the order.
    expect(exchange.fillsOf(bot.id).map((f) => f.cause)).toEqual(causes.map(([, c]) => c));
    expect(exchange.ordersOf(recordedTrade.id)[0]?.origin).toBe("recorded trade");
    expect(exchange.ordersOf(bot.id)[0]?.origin).toBeUndefined();
  });

  it("answers where a resting order waits in its level's queue", () => {
    const { exchange, fund, place } = testExchange();
    const [a, b, c] = [fund(1), fund(2), fund(3)];
    const first = place(a, { side: 0, quantity: d("2") }).order;
    const second = place(b, { side: 0, quantity: d("1.5") }).order;
    const third = place(c, { side: 0, quantity: d("1") }).order;
    expect(exchange.queuePosition(third.id)).toEqual({
      orderId: third.id,
      symbol: "BTCUSD",
      price: d("100"),
      ahead: d("3.5"),
      ordersAhead: 2,
      remaining: d("1"),
      level: d("4.5"),
    });
    // The front of the queue trades away: the last order moves up.
    place(c, { side: 1, quantity: d("2.5"), timeInForce: "IOC" });
    expect(exchange.queuePosition(third.id)).toMatchObject({ ahead: d("1"), ordersAhead: 1 });
    expect(exchange.queuePosition(first.id)).toBeUndefined();
    expect(exchange.queuePosition(second.id)?.ahead).toBe(0n);
    expect(exchange.queuePosition("no-such-order")).toBeUndefined();
  });

  it("rests the remainder of a GTD order that filled in part", () => {
    const { fund, place } = testExchange();
    const maker = fund(1);
    const taker = fund(2);
    place(maker, { side: 1, quantity: d("1") });
    const gtd = place(taker, { side: 0, quantity: d("3") });
    expect(gtd.order).toMatchObject({
      status: "FILLED_PARTIAL",
      filled: d("1"),
      remaining: d("2"),
    });
  });

  it("rejects an IOC that fills nothing", () => {
    const { fund, place } = testExchange();
    const outcome = place(fund(1), { side: 0, timeInForce: "IOC" });
    expect(outcome.result).toBe("UnfilledImmediateOrCancel");
    expect(outcome.order.status).toBe("REJECTED");
  });

  it("fills a FOK completely or not at all", () => {
    const { exchange, fund, place } = testExchange();
    const maker = fund(1);
    const taker = fund(2);
    const resting = place(maker, { side: 1, quantity: d("1") }).order;
    const killed = place(taker, { side: 0, quantity: d("2"), timeInForce: "FOK" });
    expect(killed.result).toBe("UnfilledFillOrKill");
    expect(exchange.order(resting.id)?.remaining).toBe(d("1"));
    const filled = place(taker, { side: 0, quantity: d("1"), timeInForce: "FOK" });
    expect(filled.order.status).toBe("FILLED");
  });

  it("rejects a post-only order that would match at once", () => {
    const { fund, place } = testExchange();
    place(fund(1), { side: 1, price: d("100") });
    const crossing = place(fund(2), { side: 0, price: d("100"), postOnly: true });
    expect(crossing.result).toBe("ImmediateMatchPostOnly");
    const resting = place(fund(2), { side: 0, price: d("99"), postOnly: true });
    expect(resting.order.status).toBe("NEW");
  });

  it("stops a market order at its slippage bound", () => {
    const { fund, place } = testExchange({ marketSlippage: "0.05" });
    const maker = fund(1);
    place(maker, { side: 1, price: d("100"), quantity: d("1") });
    place(maker, { side: 1, price: d("105"), quantity: d("1") });
    place(maker, { side: 1, price: d("106"), quantity: d("1") });
    const market = place(fund(2), {
      side: 0,
      type: "MARKET",
      price: undefined,
      timeInForce: undefined,
      postOnly: undefined,
      quantity: d("3"),
    });
    expect(market.result).toBe("Ok");
    expect(market.order.filled).toBe(d("2"));
    expect(market.order.status).toBe("CANCELED");
    expect(market.order.rejectedReason).toBe("MarketOrderReachedMaxSlippage");
  });

  it("rejects a market order on an empty book", () => {
    const { fund, place } = testExchange();
    const market = place(fund(1), {
      side: 0,
      type: "MARKET",
      price: undefined,
      timeInForce: undefined,
      postOnly: undefined,
    });
    expect(market.result).toBe("MarketOrderReachedMaxSlippage");
  });

  it("keeps self-trades out of the last price", () => {
    const { exchange, btc, fund, place } = testExchange();
    const a = fund(1);
    const b = fund(2);
    place(a, { side: 1, price: d("100") });
    place(b, { side: 0, price: d("100") });
    expect(exchange.lastPrice(btc.id)).toBe(d("100"));
    place(a, { side: 1, price: d("120") });
    place(a, { side: 0, price: d("120") });
    expect(exchange.lastPrice(btc.id)).toBe(d("100"));
    expect(exchange.tradesOf(btc.id).at(-1)?.selfTrade).toBe(true);
  });
});

describe("order rules", () => {
  it("refuses quantities and prices off the product's grid", () => {
    const { fund, place } = testExchange();
    const a = fund(1);
    expect(refusal(() => place(a, { side: 0, quantity: d("0.00005") })).status).toBe(400);
    expect(refusal(() => place(a, { side: 0, quantity: d("1.00005") })).status).toBe(400);
    expect(refusal(() => place(a, { side: 0, quantity: d("1001") })).status).toBe(400);
    expect(refusal(() => place(a, { side: 0, price: d("100.5") })).status).toBe(400);
    expect(refusal(() => place(a, { side: 0, price: d("2000000") })).status).toBe(400);
    expect(refusal(() => place(a, { side: 0, quantity: 0n })).status).toBe(400);
  });

  it("allows postOnly only with GTD", () => {
    const { fund, place } = testExchange();
    const e = refusal(() => place(fund(1), { side: 0, postOnly: true, timeInForce: "IOC" }));
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/postOnly/);
  });

  it("allows close only on a reduce-only market order of quantity 0", () => {
    const { fund, place } = testExchange();
    const a = fund(1);
    expect(refusal(() => place(a, { side: 0, close: true, reduceOnly: true })).status).toBe(400);
    const market = {
      type: "MARKET" as const,
      price: undefined,
      timeInForce: undefined,
      postOnly: undefined,
    };
    expect(
      refusal(() => place(a, { side: 0, ...market, close: true, reduceOnly: false, quantity: 0n }))
        .status,
    ).toBe(400);
    expect(
      refusal(() => place(a, { side: 0, ...market, close: true, reduceOnly: true })).status,
    ).toBe(400);
  });

  it("checks expiresAt against signedAt, the clock and the horizon", () => {
    const { clock, fund, place } = testExchange();
    const a = fund(1);
    const signedAt = Math.floor(clock.now() / 1000);
    expect(refusal(() => place(a, { side: 0, signedAt, expiresAt: signedAt })).status).toBe(400);
    expect(
      refusal(() => place(a, { side: 0, signedAt: signedAt - 100, expiresAt: signedAt - 50 }))
        .message,
    ).toMatch(/future/);
    expect(
      refusal(() => place(a, { side: 0, signedAt, expiresAt: signedAt + 6_652_801 })).message,
    ).toMatch(/6652800/);
    expect(place(a, { side: 0, signedAt, expiresAt: signedAt + 6_652_800 }).order.status).toBe(
      "NEW",
    );
  });

  it("refuses a client order id already used by an active order, and frees it afterwards", () => {
    const { exchange, fund, place } = testExchange();
    const a = fund(1);
    const first = place(a, { side: 0, clientOrderId: "grid1" }).order;
    expect(refusal(() => place(a, { side: 0, clientOrderId: "grid1" })).status).toBe(400);
    exchange.cancelOrders(a, [first.id], []);
    expect(place(a, { side: 0, clientOrderId: "grid1" }).order.status).toBe("NEW");
  });

  it("allows 200 open orders per market per subaccount", () => {
    const { fund, place } = testExchange();
    const a = fund(1, "100000000");
    for (let i = 0; i < 200; i++) place(a, { side: 0, price: d(String(100 + (i % 50))) });
    const e = refusal(() => place(a, { side: 0 }));
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/200/);
    expect(place(a, { side: 0, timeInForce: "IOC" }).result).toBe("UnfilledImmediateOrCancel");
  });

  it("refuses orders that need more margin than is available", () => {
    const { fund, place } = testExchange();
    const a = fund(1, "10");
    // 1 BTC at 100 with 20x leverage needs 5 of margin; 3 BTC need 15.
    expect(place(a, { side: 0, quantity: d("1") }).order.status).toBe("NEW");
    const e = refusal(() => place(a, { side: 0, quantity: d("2") }));
    expect(e.status).toBe(422);
    expect(e.code).toBe("InsufficientBalance");
  });
});

describe("reduce-only and close", () => {
  it("rejects a reduce-only order that would increase the position", () => {
    const { fund, place } = testExchange();
    const outcome = place(fund(1), { side: 0, reduceOnly: true });
    expect(outcome.result).toBe("OrderIncreasesPosition");
    expect(outcome.order.status).toBe("REJECTED");
  });

  it("closes the whole position with close", () => {
    const { exchange, btc, fund, place } = testExchange();
    const a = fund(1);
    const b = fund(2);
    place(b, { side: 1, quantity: d("2"), price: d("100") });
    place(a, { side: 0, quantity: d("2"), price: d("100") });
    expect(exchange.openPosition(a.id, btc.id)?.size).toBe(d("2"));
    place(b, { side: 0, quantity: d("5"), price: d("99") });
    const close = place(a, {
      side: 1,
      type: "MARKET",
      price: undefined,
      timeInForce: undefined,
      postOnly: undefined,
      quantity: 0n,
      reduceOnly: true,
      close: true,
    });
    expect(close.order.quantity).toBe(d("2"));
    expect(close.order.status).toBe("FILLED");
    expect(exchange.openPosition(a.id, btc.id)).toBeUndefined();
  });

  it("caps a reduce-only fill at the position size", () => {
    const { exchange, btc, fund, place } = testExchange();
    const a = fund(1);
    const b = fund(2);
    place(b, { side: 1, quantity: d("1") });
    place(a, { side: 0, quantity: d("1") });
    place(b, { side: 0, quantity: d("3"), price: d("100") });
    const reduce = place(a, { side: 1, quantity: d("3"), reduceOnly: true, timeInForce: "IOC" });
    expect(reduce.order.filled).toBe(d("1"));
    expect(exchange.openPosition(a.id, btc.id)).toBeUndefined();
  });
});

describe("positions and balances", () => {
  it("track size, cost, realised PnL and fees, and settle them in the balance", () => {
    const { exchange, btc, fund, place } = testExchange();
    const long = fund(1, "1000");
    const short = fund(2, "1000");
    place(short, { side: 1, quantity: d("2"), price: d("100") });
    place(long, { side: 0, quantity: d("2"), price: d("100") });
    const position = exchange.openPosition(long.id, btc.id);
    expect(position?.size).toBe(d("2"));
    expect(position?.cost).toBe(d("200"));
    // Taker fee 0.0003 on 200.
    expect(position?.fees).toBe(d("0.06"));
    place(short, { side: 0, quantity: d("1"), price: d("110") });
    place(long, { side: 1, quantity: d("1"), price: d("110") });
    expect(position?.realizedPnl).toBe(d("10"));
    expect(position?.size).toBe(d("1"));
    const margin = exchange.margin(long.id);
    // 1000 - 0.06 - 0.033 fee + 10 profit
    expect(margin.amount).toBe(d("1009.907"));
    // 1 BTC marked at 110, 20x.
    expect(margin.totalUsed).toBe(d("5.5"));
    expect(margin.available).toBe(d("1004.407"));
  });

  it("counts unrealised losses against available margin but not unrealised profit", () => {
    const { exchange, fund, place } = testExchange();
    const a = fund(1, "1000");
    const b = fund(2, "1000");
    place(b, { side: 1, price: d("100") });
    place(a, { side: 0, price: d("100") });
    place(b, { side: 1, price: d("90") });
    place(fund(3), { side: 0, price: d("90") });
    const loser = exchange.margin(a.id);
    expect(loser.unrealizedPnl).toBe(d("-10"));
    expect(loser.available).toBe(loser.amount - d("10") - loser.totalUsed);
    const winner = exchange.margin(b.id);
    expect(winner.unrealizedPnl).toBe(d("10"));
    expect(winner.available).toBe(winner.amount - winner.totalUsed);
  });

  it("allows 50 open positions per subaccount", () => {
    const products = Array.from({ length: 51 }, (_, i) => ({
      ticker: `M${i}USD`,
      baseTokenName: `M${i}`,
      quoteTokenName: "USD",
      onchainId: i + 1,
      tickSize: "1",
      lotSize: "1",
      minPrice: "1",
      maxPrice: "1000",
      maxQuantity: "100",
      makerFee: "0",
      takerFee: "0",
      maxLeverage: 10,
    }));
    const { exchange, fund, order } = testExchange({ products });
    const a = fund(1);
    const b = fund(2);
    for (const product of exchange.products().slice(0, 50)) {
      exchange.placeOrder(order(b, { side: 1, product }));
      exchange.placeOrder(order(a, { side: 0, product }));
    }
    const last = exchange.products()[50];
    if (!last) throw new Error("missing product");
    const e = refusal(() => exchange.placeOrder(order(a, { side: 0, product: last })));
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/50 open positions/);
  });
});

describe("expiry and cancel", () => {
  it("expires a resting order when the clock reaches expiresAt", () => {
    const { exchange, clock, fund, place } = testExchange();
    const a = fund(1);
    const signedAt = Math.floor(clock.now() / 1000);
    const { order } = place(a, { side: 0, signedAt, expiresAt: signedAt + 60 });
    clock.advance(59_000);
    expect(exchange.order(order.id)?.status).toBe("NEW");
    clock.advance(1_000);
    expect(exchange.order(order.id)?.status).toBe("EXPIRED");
    expect(exchange.book(order.productId)?.bids.size).toBe(0);
    expect(exchange.cancelOrders(a, [order.id], [])[0]?.result).toBe("AlreadyExpired");
  });

  it("reports one result per cancellation attempt", () => {
    const { exchange, fund, place } = testExchange();
    const a = fund(1);
    const b = fund(2);
    const open = place(a, { side: 0, clientOrderId: "open1" }).order;
    const filled = place(a, { side: 1, price: d("200") }).order;
    place(b, { side: 0, price: d("200") });
    const results = exchange.cancelOrders(
      a,
      [open.id, open.id, filled.id, "00000000-0000-4000-8000-000000000000"],
      ["nope"],
    );
    expect(results.map((r) => r.result)).toEqual([
      "Ok",
      "AlreadyCanceled",
      "AlreadyFilled",
      "NotFound",
      "NotFound",
    ]);
    expect(exchange.order(open.id)?.filled).toBe(0n);
  });

  it("does not cancel another subaccount's order", () => {
    const { exchange, fund, place } = testExchange();
    const a = fund(1);
    const theirs = place(fund(2), { side: 0 }).order;
    expect(exchange.cancelOrders(a, [theirs.id], [])[0]?.result).toBe("NotFound");
    expect(exchange.order(theirs.id)?.status).toBe("NEW");
  });
});

describe("stop orders", () => {
  it("wait until the last price reaches the stop price, then execute", () => {
    const { exchange, fund, place } = testExchange();
    const a = fund(1);
    const b = fund(2);
    const stop = place(a, { side: 0, price: d("111"), stopPrice: d("110"), stopType: 1 }).order;
    expect(stop.status).toBe("PENDING");
    place(b, { side: 1, price: d("110") });
    place(fund(3), { side: 0, price: d("110") });
    expect(exchange.order(stop.id)?.status).toBe("NEW");
    expect(exchange.order(stop.id)?.triggered).toBe(true);
  });
});

describe("withdrawals", () => {
  const digest = `0x${"ab".repeat(32)}` as const;

  it("deduct at once and finalise after the lockout", () => {
    const { exchange, clock, events, fund } = testExchange({ withdrawalLockoutMs: 30_000 });
    const a = fund(1, "100");
    const token = exchange.collateral;
    const w = exchange.withdraw({
      account: a.account,
      subaccount: a.name,
      token,
      amount: d("40"),
      digest,
    });
    expect(exchange.margin(a.id).amount).toBe(d("60"));
    expect(w.status).toBe("PENDING");
    clock.advance(30_000);
    expect(w.status).toBe("COMPLETED");
    expect(w.finalizedBlockNumber).toBeGreaterThan(w.initiatedBlockNumber ?? 0n);
    const seen = events.flatMap((e) =>
      e.type === "tokenTransfer" && e.transfer.type === "WITHDRAW" ? [e.transfer.status] : [],
    );
    expect(seen).toEqual(["SUBMITTED", "PENDING", "COMPLETED"]);
  });

  it("allow 10 per day per account", () => {
    const { exchange, clock, fund } = testExchange();
    const a = fund(1, "100");
    const w = () =>
      exchange.withdraw({
        account: a.account,
        subaccount: a.name,
        token: exchange.collateral,
        amount: d("1"),
        digest,
      });
    for (let i = 0; i < 10; i++) w();
    const e = refusal(w);
    expect(e.status).toBe(429);
    expect(e.rateLimitType).toBe("RATE_LIMIT_WITHDRAW");
    clock.advance(24 * 3600 * 1000);
    expect(w().status).toBe("PENDING");
  });

  it("refuse more than the available balance", () => {
    const { exchange, fund } = testExchange();
    const a = fund(1, "100");
    const e = refusal(() =>
      exchange.withdraw({
        account: a.account,
        subaccount: a.name,
        token: exchange.collateral,
        amount: d("100.5"),
        digest,
      }),
    );
    expect(e.status).toBe(400);
  });

  it("are never made by a linked signer", () => {
    const { exchange, fund } = testExchange();
    const a = fund(1, "100");
    exchange.linkSigner({
      subaccountId: a.id,
      sender: a.account,
      subaccount: a.name,
      signer: address(99),
    });
    const e = refusal(() =>
      exchange.withdraw({
        account: address(99),
        subaccount: a.name,
        token: exchange.collateral,
        amount: d("1"),
        digest,
      }),
    );
    expect(e.status).toBe(401);
  });
});

describe("linked signers", () => {
  it("trade for their subaccount and only that one", () => {
    const { exchange, fund } = testExchange();
    const a = fund(1);
    exchange.linkSigner({
      subaccountId: a.id,
      sender: a.account,
      subaccount: a.name,
      signer: address(50),
    });
    expect(exchange.trader(address(50), a.name).subaccount).toBe(a);
    const other = exchange.deposit({
      account: address(1),
      subaccount: `0x${"11".repeat(32)}`,
      amount: d("10"),
    }).subaccount;
    expect(refusal(() => exchange.trader(address(50), other.name)).status).toBe(400);
  });

  it("allow 23 links per 7 days, then 403", () => {
    const { exchange, clock, fund } = testExchange();
    const a = fund(1);
    const link = (n: number) =>
      exchange.linkSigner({
        subaccountId: a.id,
        sender: a.account,
        subaccount: a.name,
        signer: address(n),
      });
    for (let i = 0; i < 23; i++) link(100 + i);
    expect(exchange.signerQuota(a.id).linkedSignersUsedInPeriod).toBe(23);
    expect(refusal(() => link(200)).status).toBe(403);
    clock.advance(7 * 24 * 3600 * 1000);
    expect(link(200).status).toBe("ACTIVE");
  });

  it("allow 101 in total until one is revoked", () => {
    const { exchange, clock, fund } = testExchange();
    const a = fund(1);
    const link = (n: number) =>
      exchange.linkSigner({
        subaccountId: a.id,
        sender: a.account,
        subaccount: a.name,
        signer: address(n),
      });
    for (let i = 0; i < 101; i++) {
      if (i > 0 && i % 23 === 0) clock.advance(7 * 24 * 3600 * 1000);
      // Keep every signer alive through the weeks this takes.
      for (const s of exchange.linkedSignersOf(a.id)) exchange.touch({ subaccount: a, signer: s });
      link(1000 + i);
    }
    clock.advance(7 * 24 * 3600 * 1000);
    expect(refusal(() => link(5000)).status).toBe(403);
    exchange.revokeSigner({
      subaccountId: a.id,
      sender: a.account,
      subaccount: a.name,
      signer: address(1000),
    });
    expect(link(5000).status).toBe("ACTIVE");
  });

  it("can never be relinked after revoke", () => {
    const { exchange, fund } = testExchange();
    const a = fund(1);
    const args = { subaccountId: a.id, sender: a.account, subaccount: a.name, signer: address(7) };
    exchange.linkSigner(args);
    exchange.revokeSigner(args);
    expect(refusal(() => exchange.linkSigner(args)).message).toMatch(/never/);
    expect(refusal(() => exchange.trader(address(7), a.name)).status).toBe(400);
  });

  it("cannot be revoked while orders it signed rest", () => {
    const { exchange, fund, order } = testExchange();
    const a = fund(1);
    const args = { subaccountId: a.id, sender: a.account, subaccount: a.name, signer: address(7) };
    exchange.linkSigner(args);
    const placed = exchange.placeOrder({ ...order(a, { side: 0 }), sender: address(7) }).order;
    expect(refusal(() => exchange.revokeSigner(args)).status).toBe(400);
    exchange.cancelOrders(a, [placed.id], []);
    expect(exchange.revokeSigner(args).status).toBe("REVOKED");
  });

  it("expire after 90 days without activity and come back with extend or refresh", () => {
    const { exchange, clock, fund } = testExchange();
    const a = fund(1);
    exchange.linkSigner({
      subaccountId: a.id,
      sender: a.account,
      subaccount: a.name,
      signer: address(7),
    });
    exchange.linkSigner({
      subaccountId: a.id,
      sender: a.account,
      subaccount: a.name,
      signer: address(8),
    });
    clock.advance(90 * 24 * 3600 * 1000);
    expect(refusal(() => exchange.trader(address(7), a.name)).message).toMatch(/expired/);
    exchange.extendSigner(address(7));
    expect(exchange.trader(address(7), a.name).subaccount).toBe(a);
    exchange.refreshSigner({ subaccountId: a.id, sender: a.account, signer: address(8) });
    expect(exchange.trader(address(8), a.name).subaccount).toBe(a);
  });

  it("may be linked only by the subaccount's owner", () => {
    const { exchange, fund } = testExchange();
    const a = fund(1);
    const e = refusal(() =>
      exchange.linkSigner({
        subaccountId: a.id,
        sender: address(2),
        subaccount: a.name,
        signer: address(7),
      }),
    );
    expect(e.status).toBe(401);
  });
});

describe("liquidation", () => {
  it("closes every position at the oracle price when margin falls below maintenance", () => {
    const { exchange, btc, events, fund, place } = testExchange();
    const a = fund(1, "10");
    const b = fund(2, "100000");
    place(b, { side: 1, quantity: d("1"), price: d("100") });
    place(a, { side: 0, quantity: d("1"), price: d("100") });
    exchange.setOraclePrice(btc.id, d("95"));
    expect(exchange.openPosition(a.id, btc.id)?.size).toBe(d("1"));
    exchange.setOraclePrice(btc.id, d("90"));
    expect(exchange.openPosition(a.id, btc.id)).toBeUndefined();
    const liquidation = events.find((e) => e.type === "liquidation");
    expect(liquidation).toMatchObject({
      subaccountId: a.id,
      positions: [{ size: d("1"), price: d("90") }],
    });
    const closed = exchange.positionsOf(a.id)[0];
    expect(closed?.isLiquidated).toBe(true);
    expect(closed?.liquidationPrice).toBe(d("90"));
  });
});
