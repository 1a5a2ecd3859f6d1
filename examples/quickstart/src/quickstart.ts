import { createCandlesClient } from "@perpkit/candles";
import { formatDecimal, parseDecimal, roundToIncrement } from "@perpkit/core";
import { createRestClient, type Product, type RestClient, toReadablePosition } from "@perpkit/rest";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient, type StreamClient, type WatchedOrderBook } from "@perpkit/stream";
import { watchLivingMarket } from "./living-market.js";
import { type Report, short } from "./report.js";
import { newPrivateKey, type Target } from "./targets.js";

/** One fill as the stream told it, kept for the report. */
interface SeenFill {
  readonly who: "maker" | "taker";
  readonly side: number;
  readonly price: string;
  readonly size: string;
  readonly isMaker: boolean;
}

/** A transfer status the stream reported. */
interface SeenTransfer {
  readonly type: string;
  readonly status: string;
  readonly amount: string;
}

const FUNDING = "100000";

/**
 * Resolves once `check()` holds, re-checking whenever `listen`'s callback fires; rejects after
 * `timeoutMs` naming `what` it waited for.
 */
function waitUntil(
  what: string,
  check: () => boolean,
  listen: (wake: () => void) => () => void,
  timeoutMs = 10_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (check()) {
      resolve();
      return;
    }
    let stop: () => void = () => undefined;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    stop = listen(() => {
      if (!check()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

const d = (value: string) => parseDecimal(value, "value");

/** True when the live book has a level at `price` on `side` (compared as decimals). */
function bookHas(book: WatchedOrderBook, side: "bids" | "asks", price: string): boolean {
  if (book.status !== "live") return false;
  return book.depth()[side].some((level) => d(level.price) === d(price));
}

function describeBook(book: WatchedOrderBook): string {
  if (book.status !== "live") return `(${book.status})`;
  const bid = book.bestBid();
  const ask = book.bestAsk();
  const side = (level: typeof bid) => (level ? `${level.quantity} @ ${level.price}` : "none");
  return `best bid ${side(bid)}, best ask ${side(ask)}`;
}

/**
 * The whole trading flow, step by step, printed to `report`: fund two wallets (the sandbox's
 * faucet), link a signer, watch the book and the fills over the stream, place resting orders and
 * cross them, cancel, read positions, balances and candles, withdraw, and watch a market that
 * moves by itself.
 *
 * @example
 * await runQuickstart(await sandboxTarget(), createReport())
 */
export async function runQuickstart(target: Target, report: Report): Promise<void> {
  const onSandbox = target.name === "sandbox";
  const maker = createRestClient({ ...target.rest, signer: target.maker });
  const taker = target.taker
    ? createRestClient({ ...target.rest, signer: target.taker })
    : undefined;
  const products = await maker.getProducts();
  const product: Product | undefined = products.find((p) => p.ticker === target.symbol);
  if (!product) throw new Error(`no product has the ticker ${target.symbol}`);
  const symbol = product.ticker;

  // 1. Money in.
  report.step(onSandbox ? "Fund two wallets (the sandbox's faucet)" : "Check the wallets' funds");
  if (target.fund) {
    await target.fund(target.maker.address, FUNDING);
    if (target.taker) await target.fund(target.taker.address, FUNDING);
  } else {
    report.note(
      "testnet has no faucet: each wallet's first subaccount must already hold USD, deposited with the exchange contract",
    );
  }
  // Each client knows its own subaccount (the wallet's first); its id is what the stream needs.
  const makerSub = (await maker.getOwnSubaccount()).id;
  const takerSub = taker ? (await taker.getOwnSubaccount()).id : undefined;
  const balanceOf = async (client: RestClient) => (await client.listBalances()).data[0];
  const makerFunds = await balanceOf(maker);
  report.line(`maker ${short(target.maker.address)}`, `${makerFunds?.amount ?? "0"} USD`);
  if (taker && target.taker && takerSub) {
    const takerFunds = await balanceOf(taker);
    report.line(`taker ${short(target.taker.address)}`, `${takerFunds?.amount ?? "0"} USD`);
  } else {
    report.note("no PERPKIT_TAKER_PRIVATE_KEY: the crossing order will be skipped");
  }

  // 2. A linked signer: the bot key that trades for the maker and can never withdraw.
  report.step("Link a signer to the maker's subaccount");
  const botSigner = privateKeySigner(newPrivateKey());
  const linked = await maker.linkSigner({ signer: botSigner, name: "quickstart-bot" });
  const bot = createRestClient({
    ...target.rest,
    signer: botSigner,
    account: target.maker.address,
  });
  report.line(`bot ${short(botSigner.address)}`, `${linked.status}, places the maker's orders`);

  // 3. The stream: the book, and both wallets' fills and transfers.
  report.step(`Stream the ${symbol} book and the fills`);
  const stream: StreamClient = createStreamClient(target.stream);
  const fills: SeenFill[] = [];
  const transfers: SeenTransfer[] = [];
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of [...wakers]) w();
  };
  const listen = (w: () => void) => {
    wakers.add(w);
    return () => wakers.delete(w);
  };
  try {
    const book = stream.watchOrderBook(symbol);
    book.on("update", wake);
    const watchFills = (who: "maker" | "taker", subaccountId: string) => {
      const subscription = stream.subscribe({ type: "OrderFill", subaccountId });
      subscription.on("message", (message) => {
        for (const f of message.d) {
          fills.push({ who, side: f.sd, price: f.px, size: f.sz, isMaker: f.m });
        }
        wake();
      });
      return subscription.ready;
    };
    const watchTransfers = stream.subscribe({ type: "TokenTransfer", subaccountId: makerSub });
    watchTransfers.on("message", (message) => {
      transfers.push({ type: message.typ, status: message.st, amount: message.amt });
      wake();
    });
    await Promise.all([
      book.ready,
      watchFills("maker", makerSub),
      takerSub ? watchFills("taker", takerSub) : undefined,
      watchTransfers.ready,
    ]);
    report.line("book", `live (${describeBook(book)})`);
    report.line("subscriptions", "OrderFill (maker, taker), TokenTransfer (maker)");

    // 4. Resting orders, placed by the linked signer for the maker.
    report.step("Place resting orders (the bot, for the maker)");
    const prices = (await maker.getMarketPrices({ productIds: [product.id] })).data[0];
    const reference = prices?.oraclePrice ?? prices?.bestBidPrice ?? prices?.bestAskPrice;
    if (!reference) throw new Error(`${symbol} has no oracle or book price to quote around`);
    const tick = d(product.tickSize);
    const ref = roundToIncrement(d(reference), tick, "nearest");
    // On the sandbox the orders sit a few ticks from the oracle, so the taker can cross them;
    // on testnet they sit 10% away, where nobody else will fill them.
    const away = (steps: bigint, sign: 1n | -1n) =>
      formatDecimal(
        onSandbox
          ? ref + sign * steps * 10n * tick
          : roundToIncrement(ref + (sign * ref * steps) / 10n, tick, "nearest"),
      );
    const size = onSandbox ? "0.01" : product.lotSize;
    const resting = [
      { side: "sell" as const, price: away(1n, 1n) },
      { side: "sell" as const, price: away(2n, 1n) },
      { side: "buy" as const, price: away(1n, -1n) },
    ];
    report.line(`${symbol} oracle price`, reference);
    const ids: string[] = [];
    for (const order of resting) {
      const placed = await bot.placeOrder({
        symbol,
        side: order.side,
        type: "LIMIT",
        quantity: size,
        price: order.price,
        timeInForce: "GTD",
        postOnly: true,
      });
      ids.push(placed.id);
      report.line(`${order.side} ${size} @ ${order.price}`, placed.result);
    }
    const [firstAsk, secondAsk, bid] = resting as [
      (typeof resting)[0],
      (typeof resting)[0],
      (typeof resting)[0],
    ];
    await waitUntil(
      "the resting orders on the streamed book",
      () => bookHas(book, "asks", secondAsk.price) && bookHas(book, "bids", bid.price),
      listen,
    );
    report.line("book (stream)", describeBook(book));

    // 5. The taker crosses: one market order fills against both asks.
    report.step("Cross them (the taker's market order)");
    if (taker) {
      const quantity = onSandbox ? "0.015" : product.lotSize;
      const crossed = await taker.placeOrder({ symbol, side: "buy", type: "MARKET", quantity });
      report.line(`market buy ${quantity}`, crossed.result);
      const filled = (who: "maker" | "taker") =>
        fills.filter((f) => f.who === who).reduce((sum, f) => sum + d(f.size), 0n);
      await waitUntil(
        "the taker's fills on the stream",
        () => filled("taker") === d(quantity) && (!onSandbox || filled("maker") === d(quantity)),
        listen,
      );
      for (const f of fills) {
        report.line(
          `fill (stream), ${f.who}`,
          `${f.side === 0 ? "bought" : "sold"} ${f.size} @ ${f.price}${f.isMaker ? ", maker" : ", taker"}`,
        );
      }
      if (onSandbox) {
        await waitUntil(
          "the first ask to leave the streamed book",
          () => !bookHas(book, "asks", firstAsk.price),
          listen,
        );
      }
      report.line("book (stream)", describeBook(book));
    } else {
      report.note("skipped: set PERPKIT_TAKER_PRIVATE_KEY to a second funded wallet to cross");
    }

    // 6. Cancel whatever still rests; every id has its own result. Some were filled: their
    // AlreadyFilled is expected here, so the outcomes are received instead of thrown.
    report.step("Cancel the maker's orders (the bot)");
    const outcomes = await bot.cancelOrders({ orderIds: ids, throwOnReject: false });
    for (const [i, outcome] of outcomes.entries()) {
      const order = resting[i];
      report.line(`${order?.side} @ ${order?.price}`, outcome.result);
    }
    await waitUntil(
      "the cancelled orders to leave the streamed book",
      () => !bookHas(book, "asks", secondAsk.price) && !bookHas(book, "bids", bid.price),
      listen,
    );
    report.line("book (stream)", describeBook(book));
    const revoked = await maker.revokeSigner({ signer: botSigner.address });
    report.line(`bot ${short(botSigner.address)}`, `${revoked.status} (no orders left to sign)`);

    // 7. Positions and balances.
    report.step("Read positions and balances");
    const accounts: [string, RestClient][] = [["maker", maker]];
    if (taker) accounts.push(["taker", taker]);
    for (const [who, client] of accounts) {
      const positions = await client.listPositions({ open: true });
      if (positions.data.length === 0) report.line(`${who} positions`, "none");
      for (const p of positions.data.map((record) => toReadablePosition(record, products))) {
        report.line(
          `${who} position`,
          `${p.side === "buy" ? "long" : "short"} ${p.size} ${p.symbol}, cost ${p.cost}, unrealized PnL ${p.unrealizedPnl ?? "0"}`,
        );
      }
      const balance = await balanceOf(client);
      report.line(
        `${who} balance`,
        `${balance?.amount} USD, ${balance?.available} available, ${balance?.totalUsed} used`,
      );
    }

    // 8. Candles: the trades just made, and the oracle.
    report.step("Read candles (1-minute bars)");
    const candles = createCandlesClient(target.candles);
    const now = Date.now();
    for (const source of ["last", "oracle"] as const) {
      const { bars } = await candles.history({
        symbol: `${symbol}-Perp`,
        resolution: "1",
        source,
        from: now - 10 * 60_000,
        to: now,
      });
      const bar = bars[bars.length - 1];
      const label = source === "last" ? "last price" : "oracle price";
      if (!bar) {
        report.line(label, "no bars in the last 10 minutes");
        continue;
      }
      const time = new Date(bar.time).toISOString().slice(11, 16);
      const volume =
        source === "last"
          ? `V ${bar.volume}`
          : `${bar.volume} oracle ${bar.volume === "1" ? "update" : "updates"}`;
      report.line(
        `${label}, ${time} UTC`,
        `O ${bar.open} H ${bar.high} L ${bar.low} C ${bar.close}, ${volume}`,
      );
    }

    // 9. Money out.
    report.step("Withdraw (the maker, the owner: a linked signer never can)");
    const token = (await maker.listTokens()).data[0];
    if (!token) throw new Error("the exchange lists no token");
    const amount = onSandbox ? "1000" : formatDecimal(d(token.withdrawFee) + d("1"));
    const withdrawal = await maker.withdraw({ token: token.id, amount });
    report.line(`withdraw ${amount} ${token.name}`, withdrawal.status);
    if (target.withdrawalLockoutMs !== undefined) {
      await waitUntil(
        "the withdrawal's COMPLETED transfer on the stream",
        () => transfers.some((t) => t.type === "WITHDRAW" && t.status === "COMPLETED"),
        listen,
        target.withdrawalLockoutMs + 10_000,
      );
      const statuses = transfers.filter((t) => t.type === "WITHDRAW").map((t) => t.status);
      report.line("transfer (stream)", `${statuses.join(" -> ")} after the lockout`);
    } else {
      report.note(
        "it finalises onchain after the lockout; the owner may also call finalizeWithdraw with its digest",
      );
    }
    const after = await balanceOf(maker);
    report.line("maker balance", `${after?.amount} USD`);

    // 10. A market that moves by itself.
    await watchLivingMarket(target, report, stream);
  } finally {
    await stream.close();
  }
}
