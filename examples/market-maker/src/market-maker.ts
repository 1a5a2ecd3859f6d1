import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import type { Product, RestClient } from "@perpkit/rest";
import type { StreamClient, WatchedOrderBook } from "@perpkit/stream";

/**
 * Options of {@link createMarketMaker}. Distances are in ticks of the product's price grid.
 *
 * @example
 * const options: MarketMakerOptions = { rest, stream, symbol: "BTCUSD", size: "0.01", spreadTicks: 5, levels: 2 }
 */
export interface MarketMakerOptions {
  /** A REST client with a signer: the subaccount's owner, or better a linked signer. */
  readonly rest: RestClient;
  /** The stream client the watched order book comes from. */
  readonly stream: StreamClient;
  /** The market's ticker, `BTCUSD`. */
  readonly symbol: string;
  /** Quantity of every quote, a decimal string on the lot grid. */
  readonly size: string;
  /** The subaccount the quotes rest in (its id). Default: the REST client's own subaccount. */
  readonly subaccountId?: string;
  /** Distance of the best quotes from the oracle price. Default 5. */
  readonly spreadTicks?: number;
  /** Quotes on each side. Default 2. */
  readonly levels?: number;
  /** Distance between a side's quotes. Default 5. */
  readonly levelStepTicks?: number;
  /** How far the oracle must move from the price the quotes were built around to re-quote. Default 3. */
  readonly requoteTicks?: number;
  /** How often the oracle price is read (GET /v1/product/market-price). Default 1,000 ms. */
  readonly oracleIntervalMs?: number;
  /** Stop (cancelling everything) after this many milliseconds. Default: run until `stop()`. */
  readonly runForMs?: number;
}

/**
 * What the bot has done so far.
 *
 * @example
 * const { quotes, requotes, gapCancels }: MarketMakerStats = bot.stats
 */
export interface MarketMakerStats {
  /** Orders placed and accepted. */
  readonly quotes: number;
  /** Times the quotes were replaced because the oracle moved. */
  readonly requotes: number;
  /** Times every quote was cancelled because the book reported a gap (or went stale). */
  readonly gapCancels: number;
  /** Times quoting resumed after the book resynchronised. */
  readonly resumes: number;
  /** Orders cancelled, for any reason. */
  readonly cancelled: number;
  /** Orders the exchange refused (a post-only quote that would have crossed, margin, ...). */
  readonly rejected: number;
}

/**
 * Events of a {@link MarketMaker}.
 *
 * @example
 * bot.on("quoted", ({ around, bids, asks }) => console.log(around, bids, asks))
 */
export interface MarketMakerEvents {
  /** New quotes rest around the oracle price `around`. */
  quoted: { readonly around: string; readonly bids: string[]; readonly asks: string[] };
  /** Quotes were cancelled: the oracle moved (`requote`), the book had a gap, or the bot stops. */
  cancelled: { readonly reason: "requote" | "gap" | "stop"; readonly count: number };
  /** The book went stale (a gap, a reconnect): quoting stops until it is live again. */
  paused: { readonly reason: string };
  /** The book is live again after a resync; quoting resumes. */
  resumed: Record<string, never>;
  /** Something failed; the bot carries on. */
  error: { readonly error: unknown };
  /** The bot stopped and no quote of it rests. */
  stopped: { readonly stats: MarketMakerStats };
}

/**
 * A market-making bot: quotes on both sides around the oracle (mark) price, re-quotes when the
 * oracle moves, never quotes through the watched book, cancels every quote when the book
 * reports a gap and resumes once it has resynchronised, and cancels everything when it stops.
 *
 * @example
 * const bot = createMarketMaker({ rest, stream, symbol: "BTCUSD", size: "0.01", runForMs: 60_000 })
 * bot.on("quoted", (q) => console.log(q.bids, q.asks))
 * await bot.run()
 */
export interface MarketMaker {
  readonly stats: MarketMakerStats;
  /** The order book the bot watches. */
  readonly book: WatchedOrderBook | undefined;
  /** Starts quoting; resolves when the bot has stopped and cancelled its quotes. */
  run(): Promise<MarketMakerStats>;
  /** Stops: cancels every quote (and any order of the market the exchange still lists as working). */
  stop(): Promise<MarketMakerStats>;
  /** Listens to an event; returns the function that stops listening. */
  on<E extends keyof MarketMakerEvents>(
    event: E,
    listener: (value: MarketMakerEvents[E]) => void,
  ): () => void;
}

function ticks(value: number | undefined, fallback: number, field: string, min: number): bigint {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < min) {
    throw new ValidationError(field, `must be a whole number of at least ${min}`);
  }
  return BigInt(n);
}

/**
 * Creates a market maker for one market. Nothing happens until `run()`.
 *
 * @example
 * const bot = createMarketMaker({ rest, stream, symbol: "BTCUSD", size: "0.01" })
 * setTimeout(() => bot.stop(), 10_000)
 * console.log(await bot.run())
 */
export function createMarketMaker(options: MarketMakerOptions): MarketMaker {
  const { rest, stream, symbol } = options;
  const spread = ticks(options.spreadTicks, 5, "spreadTicks", 1);
  const levels = Number(ticks(options.levels, 2, "levels", 1));
  const step = ticks(options.levelStepTicks, 5, "levelStepTicks", 1);
  const requoteAt = ticks(options.requoteTicks, 3, "requoteTicks", 1);
  const oracleEvery = Number(ticks(options.oracleIntervalMs, 1000, "oracleIntervalMs", 1));
  const size = parseDecimal(options.size, "size");
  if (size <= 0n) throw new ValidationError("size", "must be greater than 0");

  const stats = { quotes: 0, requotes: 0, gapCancels: 0, resumes: 0, cancelled: 0, rejected: 0 };
  const listeners = new Map<keyof MarketMakerEvents, Set<(value: never) => void>>();
  const emit = <E extends keyof MarketMakerEvents>(event: E, value: MarketMakerEvents[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      (listener as (v: MarketMakerEvents[E]) => void)(value);
    }
  };

  let product: Product | undefined;
  let subaccountId: string | undefined = options.subaccountId;
  let book: WatchedOrderBook | undefined;
  let poller: ReturnType<typeof setTimeout> | undefined;
  /** The latest oracle (mark) price, and the one the resting quotes were built around. */
  let oracle: bigint | undefined;
  let quotedAround: bigint | undefined;
  /** The bot's resting quotes. */
  let open: { readonly id: string; readonly price: bigint }[] = [];
  /**
   * Prices of the bot's current and previous quotes: the streamed book may still show levels the
   * bot just cancelled, so these are not taken for other traders' orders.
   */
  let ownPrices = new Set<bigint>();
  let paused = false;
  let stopping: Promise<MarketMakerStats> | undefined;
  let finished: (stats: MarketMakerStats) => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Every exchange action runs in order, one at a time, so a cancel never overtakes a quote.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => emit("error", { error }));
    return queue;
  };

  const cancelAll = async (reason: "requote" | "gap" | "stop") => {
    if (open.length === 0) return;
    const ids = open.map((o) => o.id);
    open = [];
    // A quote filled meanwhile answers AlreadyFilled: expected, so outcomes are received, not thrown.
    const outcomes = await rest.cancelOrders({ orderIds: ids, throwOnReject: false });
    const count = outcomes.filter((o) => o.cancelled).length;
    stats.cancelled += count;
    emit("cancelled", { reason, count });
  };

  /** Quote prices around `mark`, kept off the other side of the book so post-only quotes rest. */
  const quotePrices = (mark: bigint, tick: bigint) => {
    let ceiling: bigint | undefined; // bids stay below the best ask of others
    let floor: bigint | undefined; // asks stay above the best bid of others
    if (book?.status === "live") {
      const others = (levels: readonly { price: string }[]) =>
        levels.map((l) => parseDecimal(l.price, "price")).find((p) => !ownPrices.has(p));
      const { bids, asks } = book.depth(ownPrices.size + 1);
      const ask = others(asks);
      const bid = others(bids);
      if (ask !== undefined) ceiling = ask - tick;
      if (bid !== undefined) floor = bid + tick;
    }
    const centre = mark - (mark % tick);
    const bids: bigint[] = [];
    const asks: bigint[] = [];
    for (let i = 0n; i < BigInt(levels); i++) {
      let b = centre - (spread + i * step) * tick;
      let a = centre + (spread + i * step) * tick;
      if (ceiling !== undefined && b > ceiling - i * step * tick) b = ceiling - i * step * tick;
      if (floor !== undefined && a < floor + i * step * tick) a = floor + i * step * tick;
      if (b > 0n) bids.push(b);
      asks.push(a);
    }
    return { bids, asks };
  };

  const requote = async () => {
    if (paused || stopping || oracle === undefined || !product) return;
    if (book?.status !== "live") return;
    const mark = oracle;
    if (quotedAround !== undefined && abs(mark - quotedAround) < requoteAt * tickOf(product)) {
      return;
    }
    const replacing = open.length > 0;
    const previous = open.map((o) => o.price);
    await cancelAll("requote");
    if (replacing) stats.requotes++;
    const { bids, asks } = quotePrices(mark, tickOf(product));
    const orders = [
      ...bids.map((price) => ({ side: "buy" as const, price })),
      ...asks.map((price) => ({ side: "sell" as const, price })),
    ];
    const placed = await Promise.all(
      orders.map((o) =>
        rest
          .placeOrder({
            symbol,
            side: o.side,
            type: "LIMIT",
            quantity: formatDecimal(size),
            price: formatDecimal(o.price),
            timeInForce: "GTD",
            postOnly: true,
            // A quote the book has moved through is refused (ImmediateMatchPostOnly): counted.
            throwOnReject: false,
          })
          .catch((error: unknown) => {
            emit("error", { error });
            return undefined;
          }),
      ),
    );
    placed.forEach((result, i) => {
      if (result?.accepted) {
        open.push({ id: result.id, price: (orders[i] as { price: bigint }).price });
        stats.quotes++;
      } else stats.rejected++;
    });
    ownPrices = new Set([...previous, ...orders.map((o) => o.price)]);
    quotedAround = mark;
    emit("quoted", {
      around: formatDecimal(mark),
      bids: bids.map(formatDecimal),
      asks: asks.map(formatDecimal),
    });
    // A gap may have come while the quotes were on their way: take them back at once.
    if (paused) await cancelAll("gap");
  };

  /** Cancels every working order of the market the exchange still lists for the subaccount. */
  const sweep = async () => {
    if (!subaccountId || !product) return;
    const working = await rest.listOrders({
      subaccountId,
      productIds: [product.id],
      isWorking: true,
    });
    const ids = working.data.map((o) => o.id);
    if (ids.length === 0) return;
    const outcomes = await rest.cancelOrders({ orderIds: ids, throwOnReject: false });
    const count = outcomes.filter((o) => o.cancelled).length;
    stats.cancelled += count;
    if (count > 0) emit("cancelled", { reason: "stop", count });
  };

  const stop = (): Promise<MarketMakerStats> => {
    stopping ??= (async () => {
      if (timer) clearTimeout(timer);
      if (poller) clearTimeout(poller);
      await enqueue(async () => {
        await cancelAll("stop");
        await sweep();
      });
      await book?.close().catch(() => undefined);
      const final = { ...stats };
      emit("stopped", { stats: final });
      finished(final);
      return final;
    })();
    return stopping;
  };

  const run = async (): Promise<MarketMakerStats> => {
    const done = new Promise<MarketMakerStats>((resolve) => {
      finished = resolve;
    });
    const products = await rest.getProducts();
    product = products.find((p) => p.ticker === symbol || p.displayTicker === symbol);
    if (!product) throw new ValidationError("symbol", `names no product: ${symbol}`);
    if (!subaccountId) {
      if (!rest.account) throw new ValidationError("rest", "needs a signer");
      subaccountId = (await rest.getOwnSubaccount()).id;
    }
    book = stream.watchOrderBook(product.ticker);
    book.on("resync", ({ reason }) => {
      if (stopping) return;
      if (!paused) {
        paused = true;
        stats.gapCancels++;
        emit("paused", { reason });
      }
      void enqueue(() => cancelAll("gap"));
    });
    book.on("update", () => {
      if (stopping) return;
      if (paused && book?.status === "live") {
        paused = false;
        stats.resumes++;
        quotedAround = undefined;
        emit("resumed", {});
      }
      if (quotedAround === undefined) void enqueue(requote);
    });
    const productId = product.id;
    const readOracle = async () => {
      try {
        const prices = await rest.getMarketPrices({ productIds: [productId] });
        const price = prices.data[0]?.oraclePrice;
        if (price) {
          oracle = parseDecimal(price, "oraclePrice");
          void enqueue(requote);
        }
      } catch (error) {
        emit("error", { error });
      }
      if (!stopping) poller = setTimeout(() => void readOracle(), oracleEvery);
    };
    await Promise.all([book.ready, readOracle()]);
    if (options.runForMs !== undefined) timer = setTimeout(() => void stop(), options.runForMs);
    return done;
  };

  return {
    get stats() {
      return { ...stats };
    },
    get book() {
      return book;
    },
    run,
    stop,
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as (value: never) => void);
      return () => set.delete(listener as (value: never) => void);
    },
  };
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

function tickOf(product: Product): bigint {
  return parseDecimal(product.tickSize, "tickSize");
}
