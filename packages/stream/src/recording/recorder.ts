import { type PerpkitError, ValidationError } from "@perpkit/core";
import {
  encodeRecordingEntry,
  encodeRecordingHeader,
  type RecordedChannel,
  type RecordedProduct,
  type RecordedTicker,
  type RecordingEntry,
  recordedChannels,
} from "../generated/recording/format.js";
import type { L2Book, Ticker, TradeFill } from "../generated/types.js";
import type { Subscription, SubscriptionSource } from "../subscription.js";
import { Emitter } from "../subscription.js";

/**
 * Options of {@link recordMarket}.
 *
 * @example
 * const file = createWriteStream("btc.ndjson")
 * const options: RecordMarketOptions = { symbols: ["BTCUSD"], write: (line) => file.write(line) }
 */
export interface RecordMarketOptions {
  /** The markets to record, by ticker (`BTCUSD`). */
  readonly symbols: readonly string[];
  /** Takes the recording a line at a time, each with its line break: a file, a buffer. */
  readonly write: (line: string) => void;
  /** Which channels to record. Default L2Book, TradeFill and Ticker. */
  readonly channels?: readonly RecordedChannel[];
  /** Where the recording comes from, written in its header (`testnet`). Default none. */
  readonly source?: string;
  /**
   * The recorded markets' products as the service lists them (their fees, tick and lot sizes),
   * written as product lines right after the header, so a replay charges the live fees.
   * `perpkit record` passes the service's. Default none.
   */
  readonly products?: readonly { readonly symbol: string; readonly product: RecordedProduct }[];
}

/**
 * Parameters of `recordMarket`: what it takes after the client, its options.
 *
 * @example
 * const options: RecordMarketParameters = { symbols: ["BTCUSD"], write: (line) => file.write(line) }
 */
export type RecordMarketParameters = RecordMarketOptions;

/**
 * What `recordMarket` returns: the recorder, recording at once.
 *
 * @example
 * const recorder: RecordMarketReturnType = recordMarket(client, { symbols: ["BTCUSD"], write })
 */
export type RecordMarketReturnType = MarketRecorder;

/**
 * What `recordMarket` throws, at once: no market, an unknown channel or a product given twice or
 * for a market not recorded, each a ValidationError naming the field.
 *
 * @example
 * try { recordMarket(client, options) } catch (e) { const error = e as RecordMarketErrorType }
 */
export type RecordMarketErrorType = ValidationError;

/**
 * What a recorder has written so far.
 *
 * @example
 * const { lines, gaps }: RecordingStats = recorder.stats()
 */
export interface RecordingStats {
  /** Lines written, the header included. */
  readonly lines: number;
  readonly snapshots: number;
  readonly diffs: number;
  readonly trades: number;
  readonly tickers: number;
  /** Breaks in a book's chain (each followed by a fresh snapshot). */
  readonly gaps: number;
}

/**
 * Events of a {@link MarketRecorder}.
 *
 * @example
 * recorder.on("entry", (entry) => entry.kind === "gap" && console.log("gap in", entry.symbol))
 */
export interface MarketRecorderEvents {
  /** An entry was written. */
  entry: RecordingEntry;
  /** A subscription failed (the gateway refused it): nothing more comes for it. */
  error: PerpkitError;
}

/**
 * A running recording of market channels.
 *
 * @example
 * const recorder = recordMarket(client, { symbols: ["BTCUSD"], write })
 * await recorder.ready
 * await recorder.stop()
 */
export interface MarketRecorder {
  /** Resolves once the gateway accepted every subscription; rejects with the first refusal. */
  readonly ready: Promise<void>;
  /** What was written so far. */
  stats(): RecordingStats;
  /** The time of the last L2Book entry written for a market (its book time). */
  bookTime(symbol: string): number | undefined;
  /** Listens to `entry` or `error`; returns the function that stops listening. */
  on<E extends keyof MarketRecorderEvents>(
    event: E,
    listener: (value: MarketRecorderEvents[E]) => void,
  ): () => void;
  /** Ends every subscription; nothing is written after it resolves. */
  stop(): Promise<void>;
}

/**
 * One channel of one market as the file has it: live while its lines follow on (a book's from
 * its snapshot, another channel's while its subscription is active), and its last time.
 */
interface Chain {
  live: boolean;
  time: number | undefined;
}

/**
 * Records what the stream sends for some markets (L2Book snapshots and diffs, trades, tickers
 * with their marks) as a market recording (see RECORDING_FORMAT): one line at a time to
 * `write`, nothing kept, so a recording can run for hours in bounded memory. Whatever may have
 * been missed gets a gap line naming its channel, never a silent hole: a reconnect, on every
 * channel; a message the client could not read; a book whose chain breaks (a diff whose `pt` is
 * not the last `t`), after which the recorder subscribes again, so the next line of that book is
 * a fresh snapshot.
 *
 * @example
 * const client = createStreamClient({ network: "testnet" })
 * const file = createWriteStream("market.ndjson")
 * const recorder = recordMarket(client, { symbols: ["BTCUSD", "ETHUSD"], write: (l) => file.write(l) })
 */
export function recordMarket(
  client: SubscriptionSource,
  options: RecordMarketParameters,
): RecordMarketReturnType {
  const { symbols, write } = options;
  const channels = channelsOf(options);
  const products = productsOf(options.products, symbols);
  const events = new Emitter<MarketRecorderEvents>();
  const counts = { lines: 0, snapshots: 0, diffs: 0, trades: 0, tickers: 0, gaps: 0 };
  const chains = new Map<string, Chain>();
  let stopped = false;

  const put = (entry: RecordingEntry) => {
    if (stopped) return;
    write(encodeRecordingEntry(entry));
    counts.lines++;
    if (entry.kind === "book") counts[entry.previousTime === undefined ? "snapshots" : "diffs"]++;
    else if (entry.kind === "trade") counts.trades++;
    else if (entry.kind === "ticker") counts.tickers++;
    else if (entry.kind === "gap") counts.gaps++;
    events.emit("entry", entry);
  };

  write(encodeRecordingHeader(symbols, options.source));
  counts.lines++;
  for (const { symbol, product } of products) {
    write(encodeRecordingEntry({ kind: "product", symbol, product }));
    counts.lines++;
  }

  const subscriptions: Subscription[] = [];
  const watch = <S extends Subscription>(subscription: S): S => {
    subscriptions.push(subscription);
    subscription.on("error", (error) => {
      if (subscription.status === "failed") events.emit("error", error);
    });
    return subscription;
  };

  /** Listens to a subscription's breaks: a reconnect, and a message it could not read. */
  const follow = (
    subscription: Subscription,
    chain: Chain,
    broken: (reason: string) => void,
    book: boolean,
  ) => {
    subscription.on("status", (status) => {
      if (status === "reconnecting") broken("reconnect");
      else if (status === "active" && !book) chain.live = true;
    });
    subscription.on("error", () => {
      if (subscription.status === "failed") return;
      broken("unreadable");
      if (book) void subscription.resubscribe().catch(() => undefined);
      else chain.live = subscription.status === "active";
    });
  };

  for (const symbol of symbols) {
    const breaker = (chain: Chain, channel: RecordedChannel) => (reason: string) => {
      if (!chain.live) return;
      chain.live = false;
      put({ kind: "gap", symbol, time: chain.time ?? 0, reason, channel });
    };
    if (channels.includes("L2Book")) {
      const chain: Chain = { live: false, time: undefined };
      chains.set(symbol, chain);
      const book = watch(client.subscribe({ type: "L2Book", symbol }));
      const broken = breaker(chain, "L2Book");
      book.on("message", (data) => {
        if (receiveBook(chain, data, put)) {
          broken("gap");
          void book.resubscribe().catch(() => undefined);
        }
      });
      follow(book, chain, broken, true);
    }
    if (channels.includes("TradeFill")) {
      const chain: Chain = { live: false, time: undefined };
      const trades = watch(client.subscribe({ type: "TradeFill", symbol }));
      const broken = breaker(chain, "TradeFill");
      trades.on("message", (data) => {
        chain.time = data.t;
        if (receiveTrades(data, put)) return;
        broken("unreadable");
        chain.live = trades.status === "active";
      });
      follow(trades, chain, broken, false);
    }
    if (channels.includes("Ticker")) {
      const chain: Chain = { live: false, time: undefined };
      const tickers = watch(client.subscribe({ type: "Ticker", symbol }));
      tickers.on("message", (data) => {
        chain.time = data.t;
        put(tickerEntry(data));
      });
      follow(tickers, chain, breaker(chain, "Ticker"), false);
    }
  }
  const ready = Promise.all(subscriptions.map((s) => s.ready)).then(() => undefined);
  ready.catch(() => undefined);

  return {
    ready,
    stats: () => ({ ...counts }),
    bookTime: (symbol) => chains.get(symbol)?.time,
    on: (event, listener) => events.on(event, listener),
    async stop() {
      stopped = true;
      await Promise.all(subscriptions.map((s) => s.unsubscribe().catch(() => undefined)));
    },
  };
}

/** The channels to record, checked with the markets: a ValidationError names what is wrong. */
function channelsOf(options: RecordMarketOptions): readonly RecordedChannel[] {
  if (!Array.isArray(options.symbols) || options.symbols.length === 0) {
    throw new ValidationError("symbols", "must name at least one market");
  }
  const channels = options.channels ?? recordedChannels;
  for (const [i, channel] of channels.entries()) {
    if (!recordedChannels.includes(channel)) {
      throw new ValidationError(`channels.${i}`, `must be one of ${recordedChannels.join(", ")}`);
    }
  }
  return channels;
}

/** The products to write, checked: one at most of each recorded market. */
function productsOf(
  products: RecordMarketOptions["products"],
  symbols: readonly string[],
): NonNullable<RecordMarketOptions["products"]> {
  if (products === undefined) return [];
  if (!Array.isArray(products)) throw new ValidationError("products", "must be a list");
  for (const [i, { symbol }] of products.entries()) {
    if (!symbols.includes(symbol)) {
      throw new ValidationError(`products.${i}.symbol`, `is ${symbol}, not a recorded market`);
    }
    if (products.findIndex((p) => p.symbol === symbol) !== i) {
      throw new ValidationError(`products.${i}.symbol`, `is ${symbol}, named before`);
    }
  }
  return products;
}

/**
 * Writes an L2Book payload that continues the chain (or starts it: a snapshot); answers true
 * when a diff breaks it and the book must be subscribed again. Diffs while waiting for the
 * snapshot are dropped.
 */
function receiveBook(chain: Chain, data: L2Book, put: (entry: RecordingEntry) => void): boolean {
  if (data.pt === undefined) {
    chain.live = true;
    chain.time = data.t;
    put({ kind: "book", symbol: data.s, time: data.t, bids: data.b, asks: data.a });
    return false;
  }
  if (!chain.live) return false;
  if (data.pt !== chain.time) return true;
  chain.time = data.t;
  put({
    kind: "book",
    symbol: data.s,
    time: data.t,
    previousTime: data.pt,
    bids: data.b,
    asks: data.a,
  });
  return false;
}

/**
 * Writes a TradeFill payload's trades; answers false when one has a side the format has no word
 * for (a value the service added since), which is left out and said with a gap line.
 */
function receiveTrades(data: TradeFill, put: (entry: RecordingEntry) => void): boolean {
  let all = true;
  for (const trade of data.d) {
    if (trade.sd !== 0 && trade.sd !== 1) {
      all = false;
      continue;
    }
    put({
      kind: "trade",
      symbol: data.s,
      time: data.t,
      price: trade.px,
      size: trade.sz,
      side: trade.sd === 0 ? 0 : 1,
    });
  }
  return all;
}

function tickerEntry(data: Ticker): RecordingEntry {
  const ticker: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== "s" && key !== "t" && typeof value === "string") ticker[key] = value;
  }
  return { kind: "ticker", symbol: data.s, time: data.t, ticker: ticker as RecordedTicker };
}
