import { createRestClient } from "@perpkit/rest";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";
import { collect, streamClient, waitFor } from "../../test/stream-helpers.js";

// Every channel through @perpkit/stream, for activity driven through the sandbox's REST API.

const alice = wallet(1);
const bob = wallet(2);

type Page<T> = { data: T[] };

async function market(options: Parameters<typeof setup>[0] = {}) {
  const ctx = await setup({
    stream: { l2BookIntervalMs: 10, tickerIntervalMs: 15 },
    ...options,
  });
  const a = await ctx.deposit(alice, "100000");
  const b = await ctx.deposit(bob, "100000");
  const rest = {
    alice: createRestClient({ baseUrl: ctx.sandbox.baseUrl, signer: alice.signer }),
    bob: createRestClient({ baseUrl: ctx.sandbox.baseUrl, signer: bob.signer }),
  };
  const client = streamClient(ctx.sandbox.wsUrl);
  return { ...ctx, a, b, rest, client };
}

describe("market channels", () => {
  it("L2Book: watchOrderBook follows resting orders, fills and cancels", async () => {
    const { client, rest, get } = await market();
    const book = client.watchOrderBook("ETHUSD");
    await book.ready;
    expect(book.depth()).toEqual({ bids: [], asks: [] });
    const bid = await rest.alice.placeOrder({
      symbol: "ETHUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "1.5",
      price: "2500.5",
      timeInForce: "GTD",
    });
    await rest.bob.placeOrder({
      symbol: "ETHUSD",
      side: "sell",
      type: "LIMIT",
      quantity: "2",
      price: "2510",
      timeInForce: "GTD",
    });
    await waitFor(() => book.bestAsk()?.price === "2510" && book.bestBid(), "both sides");
    expect(book.depth()).toEqual({
      bids: [{ price: "2500.5", quantity: "1.5" }],
      asks: [{ price: "2510", quantity: "2" }],
    });
    await rest.bob.placeOrder({ symbol: "ETHUSD", side: "sell", type: "MARKET", quantity: "0.5" });
    await waitFor(() => book.bestBid()?.quantity === "1", "the partly filled bid");
    await rest.alice.cancelOrders({ orderIds: [bid.id] });
    await waitFor(() => book.bestBid() === undefined, "the cancelled bid gone");
    const own = await get<{ bids: string[][]; asks: string[][] }>("/sandbox/book?symbol=ETHUSD");
    expect(book.depth()).toEqual({
      bids: own.body.bids.map(([price, quantity]) => ({ price, quantity })),
      asks: own.body.asks.map(([price, quantity]) => ({ price, quantity })),
    });
  });

  it("Ticker: best prices and sizes, mark, open interest and volume on every interval", async () => {
    const { client, rest } = await market();
    const btc = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const eth = client.subscribe({ type: "Ticker", symbol: "ETHUSD" });
    const tickers = collect(btc);
    const ethTickers = collect(eth);
    await Promise.all([btc.ready, eth.ready]);
    const order = { symbol: "BTCUSD", type: "LIMIT", timeInForce: "GTD" } as const;
    await rest.alice.placeOrder({ ...order, side: "buy", quantity: "1", price: "100" });
    await rest.bob.placeOrder({ ...order, side: "sell", quantity: "3", price: "105" });
    const quoted = await tickers.next((m) => m.askPx === "105" && m.bidPx === "100", "quotes");
    expect(quoted).toEqual({
      s: "BTCUSD",
      t: expect.any(Number),
      bidPx: "100",
      askPx: "105",
      bidAmt: "1",
      askAmt: "3",
      oi: "0",
      vol24h: "0",
      fr1h: "0",
    });
    await rest.alice.placeOrder({ symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "2" });
    const traded = await tickers.next((m) => m.markPx === "105", "a ticker after the trade");
    expect(traded).toMatchObject({ askAmt: "1", oi: "2", vol24h: "2", bidPx: "100" });
    // ETHUSD has neither a bid nor an ask: its ticker is skipped while BTCUSD's keep coming.
    const seen = tickers.messages.length;
    await waitFor(() => tickers.messages.length >= seen + 3, "three more BTCUSD tickers");
    expect(ethTickers.messages).toEqual([]);
  });

  it("Ticker: the price a day ago once a day has passed (as market-price's price24hAgo)", async () => {
    const { client, place, sandbox, get, btc } = await market();
    await place(bob, { side: 1, price: "105", quantity: "2" });
    await place(alice, { side: 0, price: "105", quantity: "1" });
    sandbox.clock.advance(24 * 3600 * 1000);
    const ticker = client.subscribe({ type: "Ticker", symbol: "BTCUSD" });
    const seen = collect(ticker);
    const message = await seen.next((m) => m.markPx24h !== undefined, "markPx24h");
    const prices = await get<{ data: { price24hAgo: string; oraclePrice: string }[] }>(
      `/v1/product/market-price?productIds=${btc.id}`,
    );
    expect(message.markPx24h).toBe("105");
    expect(prices.body.data[0]?.price24hAgo).toBe("105");
    expect(message.markPx).toBe(prices.body.data[0]?.oraclePrice);
  });

  it("TradeFill: public trades from the taker's view, self-trades left out", async () => {
    const { client, place, a, b, get, btc } = await market();
    const trades = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" });
    const seen = collect(trades);
    await trades.ready;
    await place(bob, { side: 1, price: "105", quantity: "2" });
    await place(alice, { side: 1, price: "104", quantity: "1" });
    // Alice buys her own ask first (a self-trade), then bob's.
    await place(alice, { side: 0, price: "104", quantity: "1" });
    await place(alice, { side: 0, price: "105", quantity: "0.5", timeInForce: "IOC" });
    const message = await seen.next(() => true, "a trade");
    const public_ = await get<Page<{ id: string; price: string }>>(
      `/v1/order/trade?productId=${btc.id}`,
    );
    expect(public_.body.data).toHaveLength(1);
    expect(message).toEqual({
      s: "BTCUSD",
      t: expect.any(Number),
      d: [{ id: public_.body.data[0]?.id, px: "105", sz: "0.5", sd: 0, sids: [a.id, b.id] }],
    });
    // Frames keep their order on the socket: the self-trade came first and sent nothing.
    expect(seen.messages).toHaveLength(1);
  });
});

describe("account channels", () => {
  it("OrderUpdate: every state change of an order, with the spec's short keys", async () => {
    const { client, rest, a, get } = await market();
    const updates = client.subscribe({ type: "OrderUpdate", subaccountId: a.id });
    const seen = collect(updates);
    await updates.ready;
    const placed = await rest.alice.placeOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "1",
      price: "100",
      timeInForce: "GTD",
      clientOrderId: "streamed1",
    });
    const created = await seen.next((m) => m.d[0]?.st === "NEW", "the NEW order");
    const record = (await get<Record<string, unknown>>(`/v1/order/${placed.id}`)).body;
    expect(created.d).toEqual([
      {
        id: placed.id,
        cloid: "streamed1",
        otyp: "LIMIT",
        qty: "1",
        aqty: "1",
        fill: "0",
        px: "100",
        sd: 0,
        s: "BTCUSD",
        sid: a.id,
        sn: alice.address.toLowerCase(),
        st: "NEW",
        t: record.createdAt,
        ro: false,
        cl: false,
        tif: "GTD",
        et: record.expiresAt,
        po: false,
        tr: "NOT_TRIGGERED",
      },
    ]);
    expect(created.t).toBe(record.createdAt);
    await rest.bob.placeOrder({ symbol: "BTCUSD", side: "sell", type: "MARKET", quantity: "0.4" });
    const partly = await seen.next((m) => m.d[0]?.st === "FILLED_PARTIAL", "the partial fill");
    expect(partly.d[0]).toMatchObject({ id: placed.id, aqty: "0.6", fill: "0.4" });
    await rest.alice.cancelOrders({ orderIds: [placed.id] });
    const cancelled = await seen.next((m) => m.d[0]?.st === "CANCELED", "the cancel");
    expect(cancelled.d[0]).toMatchObject({ id: placed.id, fill: "0.4" });
    // A market order has no price, and one refused in execution says why.
    await rest.alice.placeOrder({
      symbol: "BTCUSD",
      side: "sell",
      type: "MARKET",
      quantity: "1",
      reduceOnly: true,
      throwOnReject: false,
    });
    const refused = await seen.next((m) => m.d[0]?.otyp === "MARKET", "the market order");
    expect(refused.d[0]).not.toHaveProperty("px");
    expect(refused.d[0]).toMatchObject({ ro: true });
    expect(seen.messages.every((m) => m.d.every((o) => o.sid === a.id))).toBe(true);
  });

  it("OrderFill: the maker and the taker each get their side of a match", async () => {
    const { client, place, a, b, get } = await market();
    const makerFills = client.subscribe({ type: "OrderFill", subaccountId: a.id });
    const takerFills = client.subscribe({ type: "OrderFill", subaccountId: b.id });
    const maker = collect(makerFills);
    const taker = collect(takerFills);
    await Promise.all([makerFills.ready, takerFills.ready]);
    const resting = await place(alice, {
      side: 0,
      price: "100",
      quantity: "2",
      clientOrderId: "bid1",
    });
    const incoming = await place(bob, {
      side: 1,
      price: "99",
      quantity: "0.5",
      timeInForce: "IOC",
    });
    const [m] = (await maker.next(() => true, "the maker fill")).d;
    const [t] = (await taker.next(() => true, "the taker fill")).d;
    const restFills = async (sid: string) =>
      (
        await get<Page<{ id: string; feeUsd: string; createdAt: number }>>(
          `/v1/order/fill?subaccountId=${sid}`,
        )
      ).body.data;
    const [makerRecord] = await restFills(a.id);
    const [takerRecord] = await restFills(b.id);
    expect(m).toEqual({
      id: makerRecord?.id,
      oid: resting.body.id,
      cloid: "bid1",
      px: "100",
      sz: "0.5",
      typ: "LIMIT",
      sd: 0,
      s: "BTCUSD",
      sid: a.id,
      ro: false,
      fee: makerRecord?.feeUsd,
      m: true,
      t: makerRecord?.createdAt,
    });
    expect(t).toEqual({
      id: takerRecord?.id,
      oid: incoming.body.id,
      px: "100",
      sz: "0.5",
      typ: "LIMIT",
      sd: 1,
      s: "BTCUSD",
      sid: b.id,
      ro: false,
      fee: takerRecord?.feeUsd,
      m: false,
      t: takerRecord?.createdAt,
    });
    expect(t?.fee).toBe("0.015");
  });

  it("PositionUpdate: open, increase, reduce and close; a closed short keeps its side", async () => {
    const { client, place, b, get } = await market();
    const positions = client.subscribe({ type: "PositionUpdate", subaccountId: b.id });
    const seen = collect(positions);
    await positions.ready;
    const cross = async (bobSide: 0 | 1, quantity: string) => {
      await place(alice, { side: bobSide === 0 ? 1 : 0, price: "100", quantity });
      await place(bob, { side: bobSide, price: "100", quantity, timeInForce: "IOC" });
    };
    await cross(1, "1");
    await cross(1, "0.5");
    await cross(0, "1");
    await cross(0, "0.5");
    await waitFor(() => seen.messages.length === 4, "four position updates");
    const sizes = seen.messages.map((m) => m.d[0]);
    expect(sizes.map((p) => [p?.sd, p?.sz, p?.cost])).toEqual([
      [1, "1", "100"],
      [1, "1.5", "150"],
      [1, "0.5", "50"],
      [1, "0", "0"],
    ]);
    const [record] = (
      await get<Page<{ id: string; realizedPnl: string; feesAccruedUsd: string }>>(
        `/v1/position?subaccountId=${b.id}`,
      )
    ).body.data;
    expect(sizes[3]).toEqual({
      id: record?.id,
      s: "BTCUSD",
      sid: b.id,
      sd: 1,
      sz: "0",
      cost: "0",
      rpnl: record?.realizedPnl,
      fpnl: "0",
      fee: record?.feesAccruedUsd,
    });
    expect(sizes[3]?.fee).toBe("0.09");
    expect(sizes[3]).not.toHaveProperty("lpx");
    expect(new Set(sizes.map((p) => p?.id)).size).toBe(1);
  });

  it("TokenTransfer: every status of a deposit and of a withdrawal", async () => {
    const { client, rest, a, deposit, sandbox, get } = await market({
      withdrawalLockoutMs: 60_000,
    });
    const transfers = client.subscribe({ type: "TokenTransfer", subaccountId: a.id });
    const seen = collect(transfers);
    await transfers.ready;
    await deposit(alice, "250");
    await seen.next((m) => m.typ === "DEPOSIT" && m.st === "COMPLETED", "the credited deposit");
    expect(seen.messages.map((m) => [m.typ, m.st, m.amt])).toEqual([
      ["DEPOSIT", "SUBMITTED", "250"],
      ["DEPOSIT", "PENDING", "250"],
      ["DEPOSIT", "COMPLETED", "250"],
    ]);
    const [token] = (await rest.alice.listTokens()).data;
    if (!token) throw new Error("no token");
    await rest.alice.withdraw({ token: token.id, amount: "40" });
    await seen.next((m) => m.typ === "WITHDRAW" && m.st === "PENDING", "the withdrawal");
    sandbox.clock.advance(60_000);
    const done = await seen.next((m) => m.typ === "WITHDRAW" && m.st === "COMPLETED", "finalised");
    expect(seen.messages.filter((m) => m.typ === "WITHDRAW").map((m) => m.st)).toEqual([
      "SUBMITTED",
      "PENDING",
      "COMPLETED",
    ]);
    const records = await get<
      Page<{
        id: string;
        initiatedTransactionHash: string;
        finalizedTransactionHash: string;
        initiatedBlockNumber: string;
        finalizedBlockNumber: string;
      }>
    >(`/v1/token/transfer?subaccountId=${a.id}&statuses=COMPLETED`);
    const record = records.body.data.find((r) => r.id === done.id);
    expect(done).toEqual({
      t: sandbox.clock.now(),
      id: record?.id,
      sid: a.id,
      tName: token.name,
      tAddr: token.address,
      typ: "WITHDRAW",
      st: "COMPLETED",
      amt: "40",
      fee: token.withdrawFee,
      iniBk: record?.initiatedBlockNumber,
      finBk: record?.finalizedBlockNumber,
      iniTx: record?.initiatedTransactionHash,
      finTx: record?.finalizedTransactionHash,
      lzAddr: expect.any(String),
      lzEid: 0,
    });
  });

  it("SubaccountLiquidation: an oracle move through the maintenance margin, with the liquidated position", async () => {
    const { client, place, post, deposit, sandbox } = await market();
    const carol = wallet(3);
    const c = await deposit(carol, "10");
    const liquidations = client.subscribe({ type: "SubaccountLiquidation", subaccountId: c.id });
    const positions = client.subscribe({ type: "PositionUpdate", subaccountId: c.id });
    const orders = client.subscribe({ type: "OrderUpdate", subaccountId: c.id });
    const seen = collect(liquidations);
    const positionUpdates = collect(positions);
    const orderUpdates = collect(orders);
    await Promise.all([liquidations.ready, positions.ready, orders.ready]);
    await place(bob, { side: 1, price: "100", quantity: "1" });
    await place(carol, { side: 0, price: "100", quantity: "1" });
    await place(carol, { side: 0, price: "80", quantity: "0.01" });
    await post("/sandbox/oracle-price", { symbol: "BTCUSD", price: "90" });
    const liquidation = await seen.next(() => true, "the liquidation");
    expect(liquidation).toEqual({
      sid: c.id,
      t: sandbox.clock.now(),
      d: [{ s: "BTCUSD", px: "90", sz: "1" }],
    });
    const closed = await positionUpdates.next((m) => m.d[0]?.sz === "0", "the closed position");
    expect(closed.d[0]).toMatchObject({ sd: 0, lpx: "90" });
    await orderUpdates.next(
      (m) => m.d[0]?.px === "80" && m.d[0]?.st === "CANCELED",
      "the cancelled bid",
    );
  });
});
