import { DECIMAL_SCALE, describeValue, formatDecimal, limits, parseDecimal } from "@perpkit/core";
import { LATEST_TIME_MS, type Product, parseFundingRate, type Side } from "@perpkit/sandbox";
import {
  type RecordedChannel,
  type RecordedLevel,
  type RecordingHeader,
  RecordingLineError,
} from "@perpkit/stream";
import type { MarketEntry } from "@perpkit/stream/recording";
import type { RecordingLine } from "./reader.js";
import {
  type CheckedLevel,
  MAX_BOOK_ORDERS,
  ordersFor,
  pieceSize,
  RecordedBook,
} from "./recorded-book.js";

/**
 * Orders the replay may place for one line, over all its levels, in pieces of the market's
 * {@link pieceSize}: far above what a recorded book needs, far below what would stall the sandbox.
 *
 * @example
 * if (pieces > MAX_LINE_ORDERS) console.log("the line is refused")
 */
export const MAX_LINE_ORDERS = 1_000;

/** Levels a side of one book line: a snapshot shows the interface's depth, a diff may also remove as many. */
const SNAPSHOT_LEVELS = limits.websocket.l2BookSnapshotLevels;
const DIFF_LEVELS = 2 * SNAPSHOT_LEVELS;

/**
 * A line that passed every check, its decimals read, ready to be played.
 *
 * @example
 * const line: CheckedLine = { kind: "trade", line: 7, symbol: "BTCUSD", time, side: 0, price, size }
 */
export type CheckedLine = {
  readonly line: number;
  readonly symbol: string;
  readonly time: number;
} & (
  | {
      readonly kind: "book";
      readonly snapshot: boolean;
      readonly bids: readonly CheckedLevel[];
      readonly asks: readonly CheckedLevel[];
    }
  | { readonly kind: "trade"; readonly side: Side; readonly price: bigint; readonly size: bigint }
  | {
      readonly kind: "ticker";
      readonly mark: string | undefined;
      /** The recorded `fr1h`: the hourly funding rate projected for the end of the hour. */
      readonly fundingRate: bigint | undefined;
    }
  | { readonly kind: "gap"; readonly reason: string; readonly channel: RecordedChannel }
);

/**
 * What the check made of a line: play it at its time; refuse it (`error` names the line and the
 * field); a diff that breaks its book's chain (`gap`: the book waits for the next snapshot); or a
 * diff while the book waits (`waits`).
 *
 * @example
 * const verdict = check.line(line)
 * if (verdict.kind === "refused") console.log(verdict.error.field)
 */
export type LineVerdict =
  | { readonly kind: "play"; readonly entry: CheckedLine }
  | { readonly kind: "refused"; readonly error: RecordingLineError }
  | { readonly kind: "gap"; readonly error: RecordingLineError }
  | { readonly kind: "waits"; readonly line: number };

/** One market as the check follows it: its book's chain and the last time of each kind of line. */
interface MarketState {
  readonly product: Product;
  /** The open-interest cap times the decimal scale: a price times a quantity compares with it. */
  readonly notionalCap: bigint;
  /** A quantity at most this is within the cap at any price of the product: no product needed. */
  readonly capSafeQuantity: bigint;
  /** Prices of book levels read and found on the grid and in range, by their text as written. */
  readonly levelPrices: Map<string, bigint>;
  /** The most one of the replay's orders holds here ({@link pieceSize}). */
  readonly piece: bigint;
  /** The book as played so far, in the orders the replay holds it in. */
  readonly recorded: RecordedBook;
  /** The book time of the chain, or, while the book waits for a snapshot, whether that was said. */
  book: { readonly time: number } | { readonly waiting: "said" | "unsaid" };
  readonly last: { book: number; trade: number; ticker: number };
}

/**
 * The one place a replay checks its recording's lines, before anything reaches the engine (the
 * format is the reader's to check, @perpkit/stream's): the header's markets, times within what the sandbox can sign
 * and moving only forward on each market's books, trades and tickers, prices within the
 * product's range and on its tick grid, quantities on its lot grid, a trade's size at most one
 * order's, a level's notional at most the market's open-interest cap, the work a line asks of
 * the replay's makers, and each book's chain of `pt`.
 *
 * @example
 * const check = new LineCheck(reader.header, (symbol) => exchange.productByTicker(symbol))
 * const verdict = check.line(await reader.next())
 */
export class LineCheck {
  private readonly markets = new Map<string, MarketState>();
  /** The file of the line being checked. */
  private file = "";

  /** `nameFiles`: name a line's file in its refusal, as the reader does when it reads several. */
  constructor(
    header: RecordingHeader,
    product: (symbol: string) => Product | undefined,
    private readonly nameFiles = false,
  ) {
    for (const symbol of header.symbols) {
      const found = product(symbol);
      if (found === undefined) continue;
      this.markets.set(symbol, {
        product: found,
        notionalCap: found.maxOpenInterestUsd * DECIMAL_SCALE,
        capSafeQuantity:
          found.maxPrice > 0n
            ? (found.maxOpenInterestUsd * DECIMAL_SCALE) / found.maxPrice
            : found.maxOpenInterestUsd * DECIMAL_SCALE,
        levelPrices: new Map(),
        piece: pieceSize(found),
        recorded: new RecordedBook(),
        book: { waiting: "unsaid" },
        last: { book: 0, trade: 0, ticker: 0 },
      });
    }
  }

  /** The verdict on one line, as read: one the reader refused is refused. */
  line(line: RecordingLine): LineVerdict {
    if (line.error) return { kind: "refused", error: line.error };
    this.file = line.file;
    try {
      return this.verdict(line.number, line.entry);
    } catch (error) {
      if (!(error instanceof RecordingLineError)) throw error;
      return { kind: "refused", error: this.inFile(error, line.file) };
    }
  }

  /** A refusal naming its file, when the replay reads several. */
  private inFile(error: RecordingLineError, file: string): RecordingLineError {
    if (!this.nameFiles || error.file !== undefined) return error;
    return new RecordingLineError(error.line, error.field, error.problem, file);
  }

  private verdict(number: number, entry: MarketEntry): LineVerdict {
    const market = this.markets.get(entry.symbol);
    if (!market) {
      fail(
        number,
        "symbol",
        `is ${describeValue(entry.symbol)}, not a market of the header (${[...this.markets.keys()].join(", ")})`,
      );
    }
    if (entry.time > LATEST_TIME_MS) {
      fail(
        number,
        "time",
        `is ${entry.time}, past ${LATEST_TIME_MS}, the latest time a nonce can carry`,
      );
    }
    switch (entry.kind) {
      case "book":
        return this.book(number, market, entry);
      case "trade": {
        forward(number, market, "trade", entry.time);
        const { product } = market;
        const price = checkPrice(number, "price", entry.price, product);
        const size = checkQuantity(number, "size", entry.size, market, price);
        if (size === 0n) fail(number, "size", "is 0: a trade has a size");
        if (size > product.maxQuantity) {
          fail(
            number,
            "size",
            `is ${entry.size}, over ${product.ticker}'s maxQuantity ${formatDecimal(product.maxQuantity)}: a trade fills one order`,
          );
        }
        market.last.trade = entry.time;
        const { kind, symbol, time } = entry;
        return play({
          kind,
          line: number,
          symbol,
          time,
          side: entry.side === 0 ? 0 : 1,
          price,
          size,
        });
      }
      case "ticker": {
        forward(number, market, "ticker", entry.time);
        const markPx = entry.ticker.markPx;
        const mark =
          markPx === undefined
            ? undefined
            : formatDecimal(checkPrice(number, "ticker.markPx", markPx, market.product, false));
        const fr1h = entry.ticker.fr1h;
        const fundingRate = fr1h === undefined ? undefined : checkFundingRate(number, fr1h);
        market.last.ticker = entry.time;
        const { symbol, time } = entry;
        return play({ kind: "ticker", line: number, symbol, time, mark, fundingRate });
      }
      case "gap": {
        const channel = entry.channel ?? "L2Book";
        if (channel === "L2Book") market.book = { waiting: "said" };
        const { symbol, time, reason } = entry;
        return play({ kind: "gap", line: number, symbol, time, reason, channel });
      }
    }
  }

  /** A snapshot starts the book's chain; a diff must continue it, or the book waits. */
  private book(
    number: number,
    market: MarketState,
    entry: Extract<MarketEntry, { kind: "book" }>,
  ): LineVerdict {
    const snapshot = entry.previousTime === undefined;
    forward(number, market, "book", entry.time);
    if (!snapshot && entry.time < (entry.previousTime as number)) {
      fail(number, "time", `is ${entry.time}, before the diff's own pt ${entry.previousTime}`);
    }
    const budget = { orders: 0 };
    const cap = snapshot ? SNAPSHOT_LEVELS : DIFF_LEVELS;
    const bids = checkLevels(number, "bids", entry.bids, market, cap, budget);
    const asks = checkLevels(number, "asks", entry.asks, market, cap, budget);
    const { book } = market;
    if (!snapshot && !("time" in book && book.time === entry.previousTime)) {
      market.book = { waiting: "said" };
      if ("waiting" in book && book.waiting === "said") return { kind: "waits", line: number };
      const why =
        "time" in book
          ? `is ${entry.previousTime}, not ${book.time}, the time of ${entry.symbol}'s last book line`
          : `names ${entry.previousTime}, but ${entry.symbol}'s book has no snapshot yet`;
      const error = new RecordingLineError(
        number,
        "pt",
        `${why}: the book waits for the next snapshot`,
      );
      return { kind: "gap", error: this.inFile(error, this.file) };
    }
    const orders = market.recorded.ordersAfter(snapshot, bids, asks);
    if (orders > MAX_BOOK_ORDERS) {
      fail(
        number,
        entry.bids.length > 0 ? "bids" : "asks",
        `would leave ${entry.symbol}'s book held in ${orders} orders of ${pieceText(market)}; a replay holds a book in at most ${MAX_BOOK_ORDERS}`,
      );
    }
    market.recorded.apply(snapshot, bids, asks, orders);
    market.book = { time: entry.time };
    market.last.book = entry.time;
    const { symbol, time } = entry;
    return play({ kind: "book", line: number, symbol, time, snapshot, bids, asks });
  }
}

/** The size of the replay's orders on a market, and where it comes from, for a refusal. */
function pieceText(market: MarketState): string {
  const { ticker, maxQuantity, lotSize } = market.product;
  return `${formatDecimal(market.piece)} (${ticker}'s maxQuantity ${formatDecimal(maxQuantity)} in whole lots of ${formatDecimal(lotSize)})`;
}

function play(entry: CheckedLine): LineVerdict {
  return { kind: "play", entry };
}

function fail(line: number, field: string, problem: string): never {
  throw new RecordingLineError(line, field, problem);
}

/** A market's lines of one kind move only forward in time. */
function forward(
  line: number,
  market: MarketState,
  kind: "book" | "trade" | "ticker",
  time: number,
): void {
  const last = market.last[kind];
  if (time < last) {
    fail(
      line,
      "time",
      `is ${time}, before ${last}, the time of ${market.product.ticker}'s last ${kind} line`,
    );
  }
}

/** A decimal of the file, read; what cannot be read is refused naming the field. */
function decimal(line: number, field: string, text: string, index = -1, part = ""): bigint {
  let value: bigint;
  try {
    value = parseDecimal(text, DECIMAL_FIELD);
  } catch (error) {
    const problem = (error as Error).message.replace(`${DECIMAL_FIELD} `, "");
    return fail(line, fieldName(field, index, part), problem);
  }
  if (value < 0n) fail(line, fieldName(field, index, part), `is ${text}, below 0`);
  return value;
}

/** The field parseDecimal's refusal names, which `decimal` replaces with the line's own. */
const DECIMAL_FIELD = "decimal";

/** A recorded hourly funding rate: signed, of a size below 1. */
function checkFundingRate(line: number, text: string): bigint {
  try {
    return parseFundingRate(text, "ticker.fr1h");
  } catch (error) {
    return fail(line, "ticker.fr1h", (error as Error).message.replace("ticker.fr1h ", ""));
  }
}

/** A price: within the product's range, and on its tick grid unless `onGrid` is false (a mark). */
function checkPrice(
  line: number,
  field: string,
  text: string,
  product: Product,
  onGrid = true,
  index = -1,
): bigint {
  const price = decimal(line, field, text, index, "price");
  const { minPrice, maxPrice, tickSize, ticker } = product;
  if (price < minPrice || price > maxPrice) {
    fail(
      line,
      fieldName(field, index, "price"),
      `is ${text}, outside ${ticker}'s prices ${formatDecimal(minPrice)} to ${formatDecimal(maxPrice)}`,
    );
  }
  if (onGrid && price % tickSize !== 0n) {
    fail(
      line,
      fieldName(field, index, "price"),
      `is ${text}, off ${ticker}'s tick size ${formatDecimal(tickSize)}`,
    );
  }
  return price;
}

/**
 * Book levels this many distinct price texts a market at most are kept read; past it the
 * prices read start over, so a long recording's memory stays bounded.
 */
const KEPT_PRICES = 4_096;

/**
 * A book level's price, checked as {@link checkPrice} does; a text read before on the market
 * passed the same checks then (a product does not change), so its value is taken again unread:
 * a book's lines name the same few prices again and again.
 */
function levelPrice(
  line: number,
  side: string,
  text: string,
  market: MarketState,
  index: number,
): bigint {
  const kept = market.levelPrices.get(text);
  if (kept !== undefined) return kept;
  const price = checkPrice(line, side, text, market.product, true, index);
  if (market.levelPrices.size >= KEPT_PRICES) market.levelPrices.clear();
  market.levelPrices.set(text, price);
  return price;
}

/** A quantity: on the product's lot grid, worth at most the market's open-interest cap. */
function checkQuantity(
  line: number,
  field: string,
  text: string,
  market: MarketState,
  price: bigint,
  index = -1,
): bigint {
  const quantity = decimal(line, field, text, index, "quantity");
  const { lotSize, maxOpenInterestUsd, ticker } = market.product;
  if (quantity % lotSize !== 0n) {
    fail(
      line,
      fieldName(field, index, "quantity"),
      `is ${text}, off ${ticker}'s lot size ${formatDecimal(lotSize)}`,
    );
  }
  if (quantity > market.capSafeQuantity && quantity * price > market.notionalCap) {
    fail(
      line,
      fieldName(field, index, "quantity"),
      `is ${text}, worth ${formatDecimal((quantity * price) / DECIMAL_SCALE)} USD, over ${ticker}'s maxOpenInterestUsd ${formatDecimal(maxOpenInterestUsd)}`,
    );
  }
  return quantity;
}

/** One side of a book line: each level checked, none twice, within the line's budget of orders. */
function checkLevels(
  line: number,
  side: "bids" | "asks",
  levels: readonly RecordedLevel[],
  market: MarketState,
  cap: number,
  budget: { orders: number },
): CheckedLevel[] {
  if (levels.length > cap) {
    fail(line, side, `holds ${levels.length} levels; a book line holds at most ${cap} a side`);
  }
  // A diff names a few levels: comparing with those before is cheaper than a set of them.
  const seen = levels.length > FEW_LEVELS ? new Set<bigint>() : undefined;
  const checked: CheckedLevel[] = new Array(levels.length);
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i] as RecordedLevel;
    const priceText = level[0];
    const quantityText = level[1];
    const price = levelPrice(line, side, priceText, market, i);
    const quantity = checkQuantity(line, side, quantityText, market, price, i);
    if (seen ? seen.has(price) : namedBefore(checked, i, price)) {
      fail(line, fieldName(side, i, "price"), `is ${priceText}, named twice on the side`);
    }
    seen?.add(price);
    const orders = ordersFor(quantity, market.piece);
    budget.orders += orders;
    if (budget.orders > MAX_LINE_ORDERS) {
      fail(
        line,
        fieldName(side, i, "quantity"),
        `is ${quantityText}: the line would take more than ${MAX_LINE_ORDERS} orders of ${pieceText(market)}`,
      );
    }
    checked[i] = [price, quantity, orders];
  }
  return checked;
}

/** Levels a side may name before its check keeps a set of their prices. */
const FEW_LEVELS = 16;

/** True when one of the first `count` levels checked has `price`. */
function namedBefore(checked: readonly CheckedLevel[], count: number, price: bigint): boolean {
  for (let j = 0; j < count; j++) if ((checked[j] as CheckedLevel)[0] === price) return true;
  return false;
}

/**
 * A field of the line: `field`, or with `index` at least 0 the `part` of that level of the side
 * `field` (`bids.3.price`). Spelled only for a refusal: a book line's levels would otherwise build
 * two strings each for checks that pass.
 */
function fieldName(field: string, index: number, part: string): string {
  return index < 0 ? field : `${field}.${index}.${part}`;
}
