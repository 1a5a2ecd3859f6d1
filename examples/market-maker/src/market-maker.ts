import {
  type Clock,
  type ClockTimer,
  formatDecimal,
  parseDecimal,
  ValidationError,
} from "@perpkit/core";
import type { Product } from "@perpkit/rest";
import {
  type AccountFill,
  type WatchedAccount,
  type WatchedOrderBook,
  watchAccount,
} from "@perpkit/stream";
import { quotePrices } from "./quotes.js";
import { type MarketMakerOptions, settingsOf } from "./settings.js";

export type { MarketMakerOptions };

/**
 * What the bot has done so far.
 *
 * @example
 * const { quotes, requotes, pauses, fills }: MarketMakerStats = bot.stats
 */
export interface MarketMakerStats {
  /** Orders placed and accepted. */
  readonly quotes: number;
  /** Times the quotes were replaced because the oracle moved. */
  readonly requotes: number;
  /** Times quoting stopped because the book or the account went stale (a gap, a reconnect). */
  readonly pauses: number;
  /** Times quoting resumed after both were live again. */
  readonly resumes: number;
  /** Orders cancelled, for any reason. */
  readonly cancelled: number;
  /** Orders the exchange refused (a post-only quote that would have crossed, margin, ...). */
  readonly rejected: number;
  /** Fills of the bot's quotes, from the maintained account. */
  readonly fills: number;
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
  /** Quotes were cancelled: the oracle moved (`requote`), quoting paused, or the bot stops. */
  cancelled: { readonly reason: "requote" | "pause" | "stop"; readonly count: number };
  /** A quote was filled (the maintained account's fill). */
  filled: { readonly fill: AccountFill; readonly position: string };
  /** The book or the account went stale: quoting stops until both are live again. */
  paused: { readonly reason: string };
  /** Both are live again after a resync; quoting resumes. */
  resumed: Record<string, never>;
  /** Something failed; the bot carries on. */
  error: { readonly error: unknown };
  /** The bot stopped and no order of it rests. */
  stopped: { readonly stats: MarketMakerStats };
}

/**
 * A market-making bot: quotes on both sides around the oracle (mark) price, re-quotes when the
 * oracle moves, never quotes through the watched book, knows its orders and position from a
 * maintained account, pauses while the book or the account resynchronises, and cancels
 * everything when it stops.
 *
 * @example
 * const bot = createMarketMaker({ rest, stream, symbol: "BTCUSD", size: "0.01", runForMs: 60_000 })
 * bot.on("quoted", (q) => console.log(q.bids, q.asks))
 * await bot.run()
 */
export interface MarketMaker {
  readonly stats: MarketMakerStats;
  /** The order book the bot watches, once running. */
  readonly book: WatchedOrderBook | undefined;
  /** The bot's maintained account, once running; `close()` ends it. */
  readonly account: WatchedAccount | undefined;
  /** Starts quoting; resolves when the bot has stopped and cancelled its orders. */
  run(): Promise<MarketMakerStats>;
  /** Resolves once `run()` has its book and account live and has read the oracle once. */
  readonly ready: Promise<void>;
  /** Stops: cancels every order of the market (cancelAll), then waits for the account to settle. */
  stop(): Promise<MarketMakerStats>;
  /** Ends the maintained account (after `stop()`, once it has been read). */
  close(): Promise<void>;
  /** Listens to an event; returns the function that stops listening. */
  on<E extends keyof MarketMakerEvents>(
    event: E,
    listener: (value: MarketMakerEvents[E]) => void,
  ): () => void;
}

/** The bot's state and its steps, one method each. */
class Bot implements MarketMaker {
  private readonly settings: ReturnType<typeof settingsOf>;
  private readonly counts = {
    quotes: 0,
    requotes: 0,
    pauses: 0,
    resumes: 0,
    cancelled: 0,
    rejected: 0,
    fills: 0,
  };
  private readonly listeners = new Map<keyof MarketMakerEvents, Set<(value: never) => void>>();
  private product: Product | undefined;
  private watchedBook: WatchedOrderBook | undefined;
  private watchedAccount: WatchedAccount | undefined;
  private poller: ClockTimer | undefined;
  private timer: ClockTimer | undefined;
  /**
   * The clock the bot's own waits run on: its clients', so that on a replay's clock (a backtest)
   * the bot reads the oracle and stops on simulated time, as its clients do.
   */
  private readonly clock: Clock;
  /** The latest oracle (mark) price, and the one the resting quotes were built around. */
  private oracle: bigint | undefined;
  private quotedAround: bigint | undefined;
  /** Prices of the bot's current and previous quotes, which the book may still show. */
  private ownPrices = new Set<bigint>();
  private paused = false;
  private stopping: Promise<MarketMakerStats> | undefined;
  private started: () => void = () => undefined;
  private failedToStart: (error: unknown) => void = () => undefined;
  readonly ready = new Promise<void>((resolve, reject) => {
    this.started = resolve;
    this.failedToStart = reject;
  });
  private finished: (stats: MarketMakerStats) => void = () => undefined;
  /** Every exchange action runs in order, one at a time, so a cancel never overtakes a quote. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: MarketMakerOptions) {
    this.settings = settingsOf(options);
    this.clock = options.stream.clock;
    // A failed start rejects run() too: nobody need wait on `ready` to hear it.
    this.ready.catch(() => undefined);
  }

  get stats(): MarketMakerStats {
    return { ...this.counts };
  }

  get book(): WatchedOrderBook | undefined {
    return this.watchedBook;
  }

  get account(): WatchedAccount | undefined {
    return this.watchedAccount;
  }

  on<E extends keyof MarketMakerEvents>(
    event: E,
    listener: (value: MarketMakerEvents[E]) => void,
  ): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const added = set;
    added.add(listener as (value: never) => void);
    return () => added.delete(listener as (value: never) => void);
  }

  async run(): Promise<MarketMakerStats> {
    const done = new Promise<MarketMakerStats>((resolve) => {
      this.finished = resolve;
    });
    try {
      await this.start();
    } catch (error) {
      this.failedToStart(error);
      throw error;
    }
    if (this.options.runForMs !== undefined) {
      this.timer = this.clock.setTimeout(() => void this.stop(), this.options.runForMs);
    }
    return done;
  }

  /** Finds the product, watches the book and the account, and reads the oracle once. */
  private async start(): Promise<void> {
    const { rest, symbol } = this.options;
    const found = (await rest.getProducts()).find(
      (p) => p.ticker === symbol || p.displayTicker === symbol,
    );
    if (!found) throw new ValidationError("symbol", `names no product: ${symbol}`);
    this.product = found;
    if (!this.options.subaccountId && !rest.account) {
      throw new ValidationError("rest", "needs a signer");
    }
    this.watch(this.options.subaccountId ?? (await rest.getOwnSubaccount()).id, found);
    await Promise.all([
      this.watchedBook?.ready,
      this.watchedAccount?.ready,
      this.readOracle(found.id),
    ]);
    this.started();
  }

  stop(): Promise<MarketMakerStats> {
    this.stopping ??= (async () => {
      this.clock.clearTimer(this.timer);
      this.clock.clearTimer(this.poller);
      // cancelAll lists every open order of the market, so nothing is left even if the account
      // is resynchronising; its cancels spend the rate budget's reserve.
      await this.enqueue(() => this.cancelQuotes("stop"));
      await this.watchedBook?.close().catch(() => undefined);
      await this.watchedAccount?.settled().catch(() => undefined);
      const final = this.stats;
      this.emit("stopped", { stats: final });
      this.finished(final);
      return final;
    })();
    return this.stopping;
  }

  async close(): Promise<void> {
    await this.watchedAccount?.close();
  }

  private emit<E extends keyof MarketMakerEvents>(event: E, value: MarketMakerEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (v: MarketMakerEvents[E]) => void)(value);
    }
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error: unknown) => this.emit("error", { error }));
    return this.queue;
  }

  private watch(subaccountId: string, found: Product): void {
    const { rest, stream, symbol, settleMs } = this.options;
    const account = watchAccount(stream, rest, { subaccountId, settleMs });
    this.watchedAccount = account;
    account.on("resync", ({ reason }) => this.pause(`account ${reason}`));
    account.on("status", (status) => status === "live" && this.maybeResume());
    account.on("update", (update) => {
      if (update.kind !== "fill" || update.fill.symbol !== symbol) return;
      this.counts.fills++;
      this.emit("filled", { fill: update.fill, position: account.position(symbol)?.size ?? "0" });
    });
    account.on("error", (error) => this.emit("error", { error }));
    const book = stream.watchOrderBook(found.ticker);
    this.watchedBook = book;
    book.on("resync", ({ reason }) => this.pause(`book ${reason}`));
    book.on("update", () => this.maybeResume());
  }

  /** The bot's resting orders of the market, as the maintained account knows them. */
  private ours() {
    const account = this.watchedAccount;
    if (account?.status !== "live") return undefined;
    return account.orders().filter((o) => o.symbol === this.options.symbol);
  }

  /** Cancels the quotes: by id when the account knows them, else every open order of the market. */
  private async cancelQuotes(reason: "requote" | "pause" | "stop"): Promise<void> {
    const { rest, symbol } = this.options;
    const known = reason === "stop" ? undefined : this.ours();
    if (known?.length === 0) return;
    const outcomes = known
      ? await rest.cancelOrders({ orderIds: known.map((o) => o.id), throwOnReject: false })
      : await rest.cancelAll({ symbol, throwOnReject: false });
    const count = outcomes.filter((o) => o.cancelled).length;
    this.counts.cancelled += count;
    if (outcomes.length > 0) this.emit("cancelled", { reason, count });
  }

  private pause(reason: string): void {
    if (this.stopping) return;
    if (!this.paused) {
      this.paused = true;
      this.counts.pauses++;
      this.emit("paused", { reason });
    }
    void this.enqueue(() => this.cancelQuotes("pause"));
  }

  private maybeResume(): void {
    if (this.stopping || this.watchedBook?.status !== "live") return;
    if (this.watchedAccount?.status !== "live") return;
    if (this.paused) {
      this.paused = false;
      this.counts.resumes++;
      this.quotedAround = undefined;
      this.emit("resumed", {});
    }
    if (this.quotedAround === undefined) void this.enqueue(() => this.requote());
  }

  private async requote(): Promise<void> {
    const { product, oracle, settings } = this;
    if (this.paused || this.stopping || oracle === undefined || !product) return;
    const resting = this.ours();
    if (this.watchedBook?.status !== "live" || !resting) return;
    const tick = parseDecimal(product.tickSize, "tickSize");
    const around = this.quotedAround;
    if (
      around !== undefined &&
      (oracle > around ? oracle - around : around - oracle) < settings.requoteAt * tick
    )
      return;
    const previous = resting.map((o) => parseDecimal(o.price ?? "0", "price"));
    await this.cancelQuotes("requote");
    if (resting.length > 0) this.counts.requotes++;
    const held = this.watchedAccount?.position(this.options.symbol);
    const size = held ? parseDecimal(held.size, "size") : 0n;
    const signed = held?.side === "sell" ? -size : size;
    const shape = { spread: settings.spread, levels: settings.levels, step: settings.step, tick };
    const sides = { bids: signed < settings.maxPosition, asks: -signed < settings.maxPosition };
    const { bids, asks } = quotePrices(oracle, shape, this.watchedBook, this.ownPrices, sides);
    await this.place([
      ...bids.map((price) => ({ side: "buy" as const, price })),
      ...asks.map((price) => ({ side: "sell" as const, price })),
    ]);
    this.ownPrices = new Set([...previous, ...bids, ...asks]);
    this.quotedAround = oracle;
    this.emit("quoted", {
      around: formatDecimal(oracle),
      bids: bids.map(formatDecimal),
      asks: asks.map(formatDecimal),
    });
    // A resync may have come while the quotes were on their way: take them back at once.
    if (this.paused) await this.cancelQuotes("pause");
  }

  /** Places post-only quotes; a refused one (it would have crossed) is counted, not thrown. */
  private async place(quotes: readonly { side: "buy" | "sell"; price: bigint }[]): Promise<void> {
    const { rest, symbol } = this.options;
    const placed = await Promise.all(
      quotes.map((q) =>
        rest
          .placeOrder({
            symbol,
            side: q.side,
            type: "LIMIT",
            quantity: formatDecimal(this.settings.size),
            price: formatDecimal(q.price),
            timeInForce: "GTD",
            postOnly: true,
            throwOnReject: false,
          })
          .catch((error: unknown) => {
            this.emit("error", { error });
            return undefined;
          }),
      ),
    );
    for (const result of placed) {
      if (result?.accepted) this.counts.quotes++;
      else this.counts.rejected++;
    }
  }

  private async readOracle(productId: string): Promise<void> {
    try {
      const prices = await this.options.rest.getMarketPrices({ productIds: [productId] });
      const price = prices.data[0]?.oraclePrice;
      if (price) {
        this.oracle = parseDecimal(price, "oraclePrice");
        void this.enqueue(() => this.requote());
      }
    } catch (error) {
      this.emit("error", { error });
    }
    if (!this.stopping) {
      this.poller = this.clock.setTimeout(
        () => void this.readOracle(productId),
        this.settings.oracleEvery,
      );
    }
  }
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
  return new Bot(options);
}
