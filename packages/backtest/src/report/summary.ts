import { formatDecimal } from "@perpkit/core";
import { type Fill, notional } from "@perpkit/sandbox";
import { equityRatios, minuteEquity, ratioOf } from "./ratios.js";
import {
  type FillCause,
  MARKOUT_HORIZONS,
  type ReportFill,
  type ReportFunding,
  type SessionReport,
} from "./report-types.js";

/**
 * What a session recorder gathered, for {@link summarize}: fixed-point USD throughout.
 *
 * @example
 * const trail: SessionTrail = { from, startEquity, fills: [], samples: [], realized: 0n, fees: 0n, funding: [], orders }
 */
export interface SessionTrail {
  readonly from: number;
  readonly startEquity: bigint;
  readonly fills: {
    readonly fill: Fill;
    readonly mid: bigint | undefined;
    readonly markouts: Map<number, bigint>;
  }[];
  readonly samples: {
    readonly time: number;
    readonly equity: bigint;
    readonly sizes: Readonly<Record<string, bigint>>;
    readonly resting: boolean;
    /** Each market's mid, and the bot's best bid and ask resting there. */
    readonly quotes: Readonly<Record<string, SampledQuote>>;
  }[];
  realized: bigint;
  fees: bigint;
  /** The funding charges of the subaccount's positions, with their amounts. */
  readonly funding: (ReportFunding & { readonly charged: bigint })[];
  readonly orders: { placed: number; cancelled: number; filled: number; refused: number };
}

/**
 * A market at a sample: its mid, and the subaccount's best resting bid and ask there.
 *
 * @example
 * const quote: SampledQuote = { mid: 60_000n * 10n ** 9n, bid: undefined, ask: undefined }
 */
export interface SampledQuote {
  readonly mid: bigint | undefined;
  readonly bid: bigint | undefined;
  readonly ask: bigint | undefined;
}

const orNull = (value: bigint | undefined): string | null =>
  value === undefined ? null : formatDecimal(value);

/**
 * The largest fall of `values` from a high before it.
 *
 * @example
 * maxDrawdown([10n, 12n, 7n, 11n, 5n]) // 7n
 */
export function maxDrawdown(values: readonly bigint[]): bigint {
  let peak: bigint | undefined;
  let worst = 0n;
  for (const v of values) {
    if (peak === undefined || v > peak) peak = v;
    if (peak - v > worst) worst = peak - v;
  }
  return worst;
}

/** Milliseconds between samples during which `holds` held at the first of the two. */
function timeWhere(samples: SessionTrail["samples"], holds: (i: number) => boolean): number {
  let total = 0;
  for (let i = 0; i + 1 < samples.length; i++) {
    if (holds(i)) total += (samples[i + 1]?.time ?? 0) - (samples[i]?.time ?? 0);
  }
  return total;
}

/** What `summarize` is told besides the trail: whose session, and what it ran under. */
interface SessionEnd {
  readonly subaccountId: string;
  readonly unrealized: bigint;
  readonly fees: SessionReport["models"]["fees"];
  readonly latency: SessionReport["models"]["latency"];
  readonly queue: string;
}

/** What a fill earned against its mid: `(mid - price) x quantity` for a buy, the other way for a sell. */
function captured({ fill, mid }: SessionTrail["fills"][number]): bigint {
  if (mid === undefined) return 0n;
  return notional(fill.quantity, fill.side === 0 ? mid - fill.price : fill.price - mid);
}

/** The PnL and its two splits, each adding up to `net`. */
function pnlOf(trail: SessionTrail, end: SessionEnd, net: bigint): SessionReport["pnl"] {
  let rebates = 0n;
  let spread = 0n;
  for (const entry of trail.fills) {
    if (entry.fill.fee < 0n) rebates -= entry.fill.fee;
    spread += captured(entry);
  }
  let funding = 0n;
  for (const charge of trail.funding) funding += charge.charged;
  return {
    realized: formatDecimal(trail.realized),
    unrealized: formatDecimal(end.unrealized),
    fees: formatDecimal(trail.fees),
    rebates: formatDecimal(rebates),
    funding: formatDecimal(funding),
    net: formatDecimal(net),
    spreadCapture: formatDecimal(spread),
    inventory: formatDecimal(net - spread + trail.fees - funding),
  };
}

/** The fills' figures: counts, causes, volume and turnover, fill ratio, markout totals. */
function fillsOf(trail: SessionTrail, list: readonly ReportFill[]): SessionReport["fills"] {
  const byCause: Record<FillCause, number> = {
    taker: 0,
    "recorded trade": 0,
    "recorded book": 0,
    "simulated taker": 0,
    "other account": 0,
  };
  for (const f of list) byCause[f.cause]++;
  let volume = 0n;
  for (const { fill } of trail.fills) volume += notional(fill.quantity, fill.price);
  const markouts: Record<string, { fills: number; usd: string }> = {};
  for (const h of MARKOUT_HORIZONS) {
    let usd = 0n;
    let fills = 0;
    for (const { markouts: m } of trail.fills) {
      const value = m.get(h);
      if (value === undefined) continue;
      usd += value;
      fills++;
    }
    markouts[String(h)] = { fills, usd: formatDecimal(usd) };
  }
  const maker = list.filter((f) => f.maker).length;
  return {
    count: list.length,
    maker,
    taker: list.length - maker,
    volume: formatDecimal(volume),
    turnover: ratioOf(volume, trail.startEquity),
    fillRatio: ratioOf(BigInt(list.length), BigInt(trail.orders.placed)),
    byCause,
    markouts,
    list,
  };
}

/** Each market's position, and its prices (mid, the bot's best bid and ask), a point a sample. */
function curvesOf(samples: SessionTrail["samples"]) {
  const last = samples[samples.length - 1];
  const positions: Record<string, [number, string][]> = {};
  for (const symbol of Object.keys(last?.sizes ?? {})) {
    positions[symbol] = samples.map((s) => [s.time, formatDecimal(s.sizes[symbol] ?? 0n)]);
  }
  const prices: Record<string, [number, string | null, string | null, string | null][]> = {};
  for (const symbol of Object.keys(last?.quotes ?? {})) {
    prices[symbol] = samples.map((s) => {
      const q = s.quotes[symbol];
      return [s.time, orNull(q?.mid), orNull(q?.bid), orNull(q?.ask)];
    });
  }
  return { positions, prices };
}

/** Time with resting orders, with a position, and by market with quotes on both sides. */
function timeInMarketOf(samples: SessionTrail["samples"]): SessionReport["timeInMarket"] {
  const bothSides: Record<string, number> = {};
  for (const symbol of Object.keys(samples[samples.length - 1]?.quotes ?? {})) {
    bothSides[symbol] = timeWhere(samples, (i) => {
      const quote = samples[i]?.quotes[symbol];
      return quote?.bid !== undefined && quote.ask !== undefined;
    });
  }
  return {
    withOrders: timeWhere(samples, (i) => samples[i]?.resting === true),
    withPosition: timeWhere(samples, (i) =>
      Object.values(samples[i]?.sizes ?? {}).some((size) => size !== 0n),
    ),
    bothSides,
  };
}

/**
 * Turns a session's trail into its report: the PnL and its splits, the equity curve with its
 * drawdown and ratios, the position and price curves, funding, fills by cause with their figures,
 * and time in the market.
 *
 * @example
 * const report = summarize(trail, fills, { subaccountId, unrealized, fees, latency: null, queue })
 */
export function summarize(
  trail: SessionTrail,
  list: readonly ReportFill[],
  end: SessionEnd,
): SessionReport {
  const { samples } = trail;
  const last = samples[samples.length - 1];
  const endEquity = last?.equity ?? trail.startEquity;
  const ratios = equityRatios(minuteEquity(samples, trail.from));
  return {
    subaccountId: end.subaccountId,
    from: trail.from,
    to: last?.time ?? trail.from,
    pnl: pnlOf(trail, end, endEquity - trail.startEquity),
    equity: {
      start: formatDecimal(trail.startEquity),
      end: formatDecimal(endEquity),
      maxDrawdown: formatDecimal(maxDrawdown(samples.map((s) => s.equity))),
      sharpe: ratios.sharpe,
      sortino: ratios.sortino,
      minuteReturns: ratios.returns,
      curve: samples.map((s) => [s.time, formatDecimal(s.equity)]),
    },
    funding: trail.funding.map(({ charged: _charged, ...charge }) => charge),
    ...curvesOf(samples),
    fills: fillsOf(trail, list),
    orders: { ...trail.orders },
    timeInMarket: timeInMarketOf(samples),
    models: { fees: end.fees, latency: end.latency, queue: end.queue },
  };
}
