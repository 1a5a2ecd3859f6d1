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
 * A funding charge of the session: a position's balance moved at a funding time.
 *
 * @example
 * const { time, symbol, amount }: ReportFunding = report.funding[0]
 */
export interface ReportFunding {
  /** The funding time (epoch ms, on the hour of the sandbox's clock). */
  readonly time: number;
  readonly symbol: string;
  /** The position's size then (negative short), the mark price and the hourly rate charged. */
  readonly size: string;
  readonly price: string;
  readonly rate: string;
  /** USD received, negative when paid (a positive rate makes longs pay shorts). */
  readonly amount: string;
}

/**
 * A session of one subaccount on the sandbox, as a trader reads it: PnL and where it came from,
 * equity and its risk ratios, funding, fills, orders, time in the market and the models the fills
 * were made under. Decimals are strings in USD (or the product's base for quantities; ratios
 * plain); times are epoch ms of the sandbox's clock.
 *
 * @example
 * const report: SessionReport = recorder.finish()
 * console.log(report.pnl.net, report.fills.byCause)
 */
export interface SessionReport {
  readonly subaccountId: string;
  readonly from: number;
  readonly to: number;
  /**
   * The session's PnL. `net` is the equity's change; it splits two ways, each adding up to it
   * exactly: `realized + unrealized - fees + funding` (for a session that starts flat) and
   * `spreadCapture + inventory - fees + funding`.
   */
  readonly pnl: {
    /** Realized PnL of the session's fills, fees not taken off. */
    readonly realized: string;
    /** Unrealized PnL of the open positions at the mark, at the end. */
    readonly unrealized: string;
    /** The fills' fees: what was paid, less the maker rebates received (negative when they are more). */
    readonly fees: string;
    /** The maker rebates received (a negative maker fee), counted in `fees` already. */
    readonly rebates: string;
    /** Funding received at the funding times, negative when paid (see `funding`). */
    readonly funding: string;
    /** Equity at the end less equity at the start. */
    readonly net: string;
    /**
     * What the fills earned against the mid as they filled: `(mid - price) x quantity` for a buy,
     * `(price - mid) x quantity` for a sell, each fill's mid the book's just before the event that
     * filled it (0 for a fill with no mid).
     */
    readonly spreadCapture: string;
    /**
     * What holding the position made: the rest of the trading PnL, `net - spreadCapture + fees -
     * funding`, which is the position's value moving from each fill's mid to the mark at the end.
     */
    readonly inventory: string;
  };
  readonly equity: {
    readonly start: string;
    readonly end: string;
    /** The largest fall of equity from a high before it. */
    readonly maxDrawdown: string;
    /**
     * The Sharpe ratio of the equity's one-minute returns, annualised: the mean return over its
     * sample standard deviation, times the square root of 525,600 (the minutes of a year; the
     * market never closes), with no risk-free rate. The returns are the equity's simple returns
     * (`E_k / E_(k-1) - 1`), `E_k` the equity at whole minute k from the start (the last sample at
     * or before it; a partial last minute is left out). Rounded to 6 places; null with fewer than
     * two returns or none that differ (a deviation of 0).
     */
    readonly sharpe: string | null;
    /**
     * The Sortino ratio of the same returns: the mean over the downside deviation (the root of
     * the mean of `min(r, 0)^2` over every return), annualised alike; null with fewer than two
     * returns or no losing minute.
     */
    readonly sortino: string | null;
    /** How many one-minute returns the ratios are of. */
    readonly minuteReturns: number;
    /** `[time, equity]`, one point a sample. */
    readonly curve: readonly (readonly [number, string])[];
  };
  /** Each funding charge of the session's positions, in time order. */
  readonly funding: readonly ReportFunding[];
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
    /** USD traded over the equity at the start: how many times the capital turned over. */
    readonly turnover: string | null;
    /** Fills per order placed (`count / orders.placed`); null with no order placed. */
    readonly fillRatio: string | null;
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
  /**
   * Milliseconds of `to - from` with at least one resting order, with an open position, and, by
   * market, with resting quotes on both sides (a bid and an ask), as the samples saw them.
   */
  readonly timeInMarket: {
    readonly withOrders: number;
    readonly withPosition: number;
    readonly bothSides: Readonly<Record<string, number>>;
  };
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
