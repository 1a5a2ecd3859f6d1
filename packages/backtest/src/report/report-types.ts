import type { FeeSources, FillCause } from "@perpkit/sandbox";

// What made each fill (`FillCause`) is the engine's word: it tags every fill with it, from the
// order that met a resting one (a replay's recorded trade or book, the simulated market, another
// account) or the bot's own order taking.
export type { FillCause };

/**
 * The horizons fills are marked out at, in milliseconds of the sandbox's clock.
 *
 * @example
 * MARKOUT_HORIZONS // [1000, 10000, 60000]
 */
export const MARKOUT_HORIZONS = [1_000, 10_000, 60_000] as const;

/**
 * One fill of the bot's in a report. Decimals are strings, as on the wire.
 *
 * @example
 * const fill: ReportFill = report.fills.list[0]
 */
export interface ReportFill {
  readonly time: number;
  readonly symbol: string;
  readonly side: "buy" | "sell";
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly maker: boolean;
  readonly cause: FillCause;
  /** Quantity ahead of the order in its level's queue when it came to rest; null for a taker. */
  readonly queueAhead: string | null;
  /** Mid price when it filled (the oracle's when a side of the book was empty). */
  readonly mid: string | null;
  /**
   * USD the fill made against the mid this long after it (`(mid - price) x quantity` for a buy,
   * the other way for a sell), by horizon in ms; null when the session ended first.
   */
  readonly markouts: Readonly<Record<string, string | null>>;
}

/**
 * A session of one subaccount on the sandbox, as a trader reads it: PnL, equity, fills, orders,
 * time in the market and the models the fills were made under. Decimals are strings in USD
 * (or the product's base for quantities); times are epoch ms of the sandbox's clock.
 *
 * @example
 * const report: SessionReport = recorder.finish()
 * console.log(report.pnl.net, report.fills.byCause)
 */
export interface SessionReport {
  readonly subaccountId: string;
  readonly from: number;
  readonly to: number;
  readonly pnl: {
    /** Realized PnL of the session's fills, fees not taken off. */
    readonly realized: string;
    /** Unrealized PnL of the open positions at the mark, at the end. */
    readonly unrealized: string;
    readonly fees: string;
    /** Equity at the end less equity at the start. */
    readonly net: string;
  };
  readonly equity: {
    readonly start: string;
    readonly end: string;
    /** The largest fall of equity from a high before it. */
    readonly maxDrawdown: string;
    /** `[time, equity]`, one point a sample. */
    readonly curve: readonly (readonly [number, string])[];
  };
  /** Each market's position size over time, `[time, size]` (negative short). */
  readonly positions: Readonly<Record<string, readonly (readonly [number, string])[]>>;
  /**
   * Each market's prices over time, one point a sample: `[time, mid, bid, ask]`, the mid of its
   * book (its oracle price when a side is empty) and the subaccount's best resting bid and ask
   * (`null` when it has none there).
   */
  readonly prices: Readonly<
    Record<string, readonly (readonly [number, string | null, string | null, string | null])[]>
  >;
  readonly fills: {
    readonly count: number;
    readonly maker: number;
    readonly taker: number;
    /** USD traded. */
    readonly volume: string;
    readonly byCause: Readonly<Record<FillCause, number>>;
    /** Markout totals in USD by horizon (ms), over the fills measured at it. */
    readonly markouts: Readonly<Record<string, { readonly fills: number; readonly usd: string }>>;
    readonly list: readonly ReportFill[];
  };
  readonly orders: {
    readonly placed: number;
    readonly cancelled: number;
    readonly filled: number;
    /** Orders the exchange took and then refused (a post-only order that would have crossed). */
    readonly refused: number;
  };
  /** Milliseconds with at least one resting order, and with an open position, of `to - from`. */
  readonly timeInMarket: { readonly withOrders: number; readonly withPosition: number };
  readonly models: {
    readonly fees: readonly {
      readonly symbol: string;
      readonly maker: string;
      readonly taker: string;
      /** Where each rate came from: the replay's recording, the `fees` option, the sandbox's products. */
      readonly source: FeeSources;
    }[];
    /** The latencies drawn from, in ms, when the session ran on a replay. */
    readonly latency: Readonly<Record<string, readonly number[]>> | null;
    readonly queue: string;
  };
}
