// A recording of a busy market, made up but in the live service's shapes: a snapshot of 100
// levels a side (the interface's depth), then book diffs of one to eight levels at a steady rate,
// trades and tickers; every decimal in one of the shapes the live gateway writes (canonical,
// padded to 9 places, with a trailing zero), drawn per value. The book follows a mid price that
// walks a tick at a time: the levels it moves through go, new ones come, quantities change, a
// trade takes from the best level it meets. The same seed writes the same file. Each market's
// product line carries fees in the live service's range, so a backtest on it pays live-like fees.
import { createWriteStream } from "node:fs";
import { formatDecimal } from "@perpkit/core";
import {
  encodeRecordingEntry,
  encodeRecordingHeader,
  type PriceLevel,
  type RecordedTicker,
} from "@perpkit/stream";

/**
 * The fees of the product lines: the live contract's own example values for a product's
 * `makerFee` and `takerFee` (the ProductDto schema of spec/upstream/openapi.json), 10 and 40 bp.
 */
const LIVE_FEES = { makerFee: "0.001", takerFee: "0.004" } as const;

/** One market of the recording, in the sandbox's default products' ticks and lots. */
interface SyntheticMarket {
  readonly symbol: string;
  /** The first mid price, in ticks. */
  readonly mid: number;
  /** Tick and lot in 9-decimal fixed point. */
  readonly tick: bigint;
  readonly lot: bigint;
  /** The largest quantity of a level, in lots. */
  readonly maxLots: number;
}

const MARKETS: readonly SyntheticMarket[] = [
  { symbol: "BTCUSD", mid: 60_000, tick: 1_000_000_000n, lot: 100_000n, maxLots: 20_000 },
  { symbol: "ETHUSD", mid: 30_000, tick: 100_000_000n, lot: 1_000_000n, maxLots: 20_000 },
  { symbol: "SOLUSD", mid: 15_000, tick: 10_000_000n, lot: 10_000_000n, maxLots: 20_000 },
];

/**
 * What to write: how long, how busy, from when.
 *
 * @example
 * const options: SyntheticOptions = { seconds: 3600, diffsPerSecond: 50 }
 */
export interface SyntheticOptions {
  /** How long the recording runs, in seconds of its own time. */
  readonly seconds: number;
  /** Book diffs a second, each market. Default 50. */
  readonly diffsPerSecond?: number;
  /** Trades a second, each market. Default 1. */
  readonly tradesPerSecond?: number;
  /** The markets, of BTCUSD, ETHUSD and SOLUSD. Default all three. */
  readonly symbols?: readonly string[];
  /** Time of the first line, epoch ms. Default 2026-01-01. */
  readonly start?: number;
  /** The seed of every draw: the same seed writes the same file. Default 42. */
  readonly seed?: number;
}

/**
 * What was written.
 *
 * @example
 * const { lines, bytes }: SyntheticSummary = await writeSyntheticRecording(file, { seconds: 60 })
 */
export interface SyntheticSummary {
  readonly lines: number;
  readonly bytes: number;
  readonly diffs: number;
  readonly trades: number;
  readonly tickers: number;
  readonly start: number;
  readonly end: number;
}

const SNAPSHOT_LEVELS = 100;
const PLACES = 9;

/** A small seeded generator (mulberry32), so the same seed writes the same file. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value in one of the live gateway's shapes, drawn at random. */
function shaped(value: bigint, draw: number): string {
  const text = formatDecimal(value);
  if (draw < 0.5) return text;
  const dot = text.indexOf(".");
  const places = dot === -1 ? 0 : text.length - dot - 1;
  if (draw < 0.8) return `${dot === -1 ? `${text}.` : text}${"0".repeat(PLACES - places)}`;
  if (places === PLACES) return text;
  return dot === -1 ? `${text}.0` : `${text}0`;
}

/** One market's book as the generator keeps it: quantities in lots by price in ticks. */
class Book {
  readonly bids = new Map<number, number>();
  readonly asks = new Map<number, number>();
  mid: number;
  constructor(
    readonly market: SyntheticMarket,
    private readonly random: () => number,
  ) {
    this.mid = market.mid;
    for (let i = 1; i <= SNAPSHOT_LEVELS; i++) {
      this.bids.set(this.mid - i, this.lots());
      this.asks.set(this.mid + i, this.lots());
    }
  }

  lots(): number {
    // Most levels small, a few large: the cube of a uniform draw.
    return 1 + Math.floor(this.random() ** 3 * this.market.maxLots);
  }

  best(side: "bids" | "asks"): number {
    let best = side === "bids" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    for (const price of this[side].keys()) {
      if (side === "bids" ? price > best : price < best) best = price;
    }
    return best;
  }

  price(ticks: number): bigint {
    return BigInt(ticks) * this.market.tick;
  }

  quantity(lots: number): bigint {
    return BigInt(lots) * this.market.lot;
  }
}

/**
 * One diff of a book: the mid may step a tick (the levels it crosses go, a new level comes at the
 * far end of the step), then a few levels change quantity, go, or come deeper down. Each price
 * appears at most once a side.
 */
function diffOf(
  book: Book,
  random: () => number,
  walk: number,
): { bids: PriceLevel[]; asks: PriceLevel[] } {
  const changes = { bids: new Map<number, number>(), asks: new Map<number, number>() };
  const set = (side: "bids" | "asks", price: number, lots: number) => {
    if (lots === 0) book[side].delete(price);
    else book[side].set(price, lots);
    changes[side].set(price, lots);
  };
  if (random() < walk) {
    const up = random() < 0.5;
    book.mid += up ? 1 : -1;
    // The side the mid moved into loses the level at the mid; the other side gains one there.
    const [lose, gain] = up ? (["asks", "bids"] as const) : (["bids", "asks"] as const);
    if (book[lose].has(book.mid)) set(lose, book.mid, 0);
    const near = up ? book.mid - 1 : book.mid + 1;
    if (!book[gain].has(near)) set(gain, near, book.lots());
  }
  const count = 1 + Math.floor(random() * 8);
  for (let k = 0; k < count; k++) {
    const side = random() < 0.5 ? "bids" : "asks";
    const roll = random();
    const depth = roll < 0.1 ? 60 + Math.floor(random() * 40) : 1 + Math.floor(random() * 20);
    const price = side === "bids" ? book.mid - depth : book.mid + depth;
    if (changes[side].has(price)) continue;
    const present = book[side].has(price);
    set(side, price, roll > 0.9 && present ? 0 : book.lots());
  }
  const levels = (side: "bids" | "asks"): PriceLevel[] =>
    [...changes[side]].map(([price, lots]) => [
      shaped(book.price(price), random()),
      shaped(book.quantity(lots), random()),
    ]);
  return { bids: levels("bids"), asks: levels("asks") };
}

/** A trade against the best level of a side, for at most what it holds. */
function tradeOf(book: Book, random: () => number): { side: 0 | 1; price: number; lots: number } {
  const side: 0 | 1 = random() < 0.5 ? 0 : 1;
  const from = side === 0 ? "asks" : "bids";
  const price = book.best(from);
  const held = book[from].get(price) ?? 1;
  const lots = Math.max(1, Math.min(held, 1 + Math.floor(random() ** 2 * 50)));
  if (lots >= held) book[from].delete(price);
  else book[from].set(price, held - lots);
  return { side, price, lots };
}

function tickerOf(book: Book, random: () => number): RecordedTicker {
  const bid = book.best("bids");
  const ask = book.best("asks");
  return {
    bidPx: shaped(book.price(bid), random()),
    askPx: shaped(book.price(ask), random()),
    bidAmt: shaped(book.quantity(book.bids.get(bid) ?? 0), random()),
    askAmt: shaped(book.quantity(book.asks.get(ask) ?? 0), random()),
    markPx: shaped(book.price(book.mid), random()),
    markPx24h: shaped(book.price(book.market.mid), random()),
    oi: shaped(book.quantity(1_000_000), random()),
    fr1h: "0.000010000",
    vol24h: shaped(book.quantity(25_000_000), random()),
  };
}

/**
 * Writes a made-up recording in the live service's shapes to `path` (see the file's head): a
 * product line of each market (with the live contract's example fees), a snapshot of each market, then, every `1000 / diffsPerSecond` ms, a diff of each market, a trade
 * now and then, and a ticker a second a market.
 *
 * @example
 * await writeSyntheticRecording("market.ndjson", { seconds: 3600 })
 */
export async function writeSyntheticRecording(
  path: string,
  options: SyntheticOptions,
): Promise<SyntheticSummary> {
  const random = generator(options.seed ?? 42);
  const start = options.start ?? Date.UTC(2026, 0, 1);
  const perSecond = options.diffsPerSecond ?? 50;
  const trades = options.tradesPerSecond ?? 1;
  const wanted = options.symbols ?? MARKETS.map((m) => m.symbol);
  const books = MARKETS.filter((m) => wanted.includes(m.symbol)).map((m) => new Book(m, random));
  const out = createWriteStream(path);
  const summary = { lines: 0, bytes: 0, diffs: 0, trades: 0, tickers: 0, start, end: start };
  let chunk = "";
  const write = async (line: string) => {
    chunk += line;
    summary.lines++;
    summary.bytes += Buffer.byteLength(line);
    if (chunk.length < 1 << 16) return;
    const full = chunk;
    chunk = "";
    if (!out.write(full)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  await write(
    encodeRecordingHeader(
      books.map((b) => b.market.symbol),
      "synthetic",
    ),
  );
  for (const { market } of books) {
    await write(
      encodeRecordingEntry({
        kind: "product",
        symbol: market.symbol,
        product: {
          ...LIVE_FEES,
          tickSize: formatDecimal(market.tick),
          lotSize: formatDecimal(market.lot),
        },
      }),
    );
  }
  const last = new Map<string, number>();
  for (const book of books) {
    const side = (name: "bids" | "asks"): PriceLevel[] =>
      [...book[name]].map(([price, lots]) => [
        shaped(book.price(price), random()),
        shaped(book.quantity(lots), random()),
      ]);
    const { symbol } = book.market;
    await write(
      encodeRecordingEntry({
        kind: "book",
        symbol,
        time: start,
        bids: side("bids"),
        asks: side("asks"),
      }),
    );
    last.set(symbol, start);
  }
  const step = 1000 / perSecond;
  // The mid steps about once a second; a trade comes `trades` times a second.
  const walk = 1 / perSecond;
  const tradeChance = trades / perSecond;
  const end = start + options.seconds * 1000;
  for (let k = 1; start + Math.round(k * step) <= end; k++) {
    const time = start + Math.round(k * step);
    for (const book of books) {
      const { symbol } = book.market;
      if (random() < tradeChance) {
        const trade = tradeOf(book, random);
        await write(
          encodeRecordingEntry({
            kind: "trade",
            symbol,
            time,
            price: shaped(book.price(trade.price), random()),
            size: shaped(book.quantity(trade.lots), random()),
            side: trade.side,
          }),
        );
        summary.trades++;
      }
      const { bids, asks } = diffOf(book, random, walk);
      const previousTime = last.get(symbol) as number;
      last.set(symbol, time);
      await write(encodeRecordingEntry({ kind: "book", symbol, time, previousTime, bids, asks }));
      summary.diffs++;
      if (Math.floor((time - start) / 1000) > Math.floor((time - step - start) / 1000)) {
        await write(
          encodeRecordingEntry({ kind: "ticker", symbol, time, ticker: tickerOf(book, random) }),
        );
        summary.tickers++;
      }
    }
    summary.end = time;
  }
  out.end(chunk);
  await new Promise<void>((resolve, reject) => {
    out.once("finish", () => resolve());
    out.once("error", reject);
  });
  return summary;
}
