import { barOpenTime, type PriceSource, type Resolution } from "@perpkit/candles";

/**
 * One bar: open time in Unix seconds, prices as 9-decimal bigints, and the volume (a 9-decimal
 * quantity for last-price bars, a count of updates for oracle bars).
 *
 * @example
 * const bar: StoredBar = { time: 1767225600, open: 1n, high: 2n, low: 1n, close: 2n, volume: 3n }
 */
export interface StoredBar {
  readonly time: number;
  readonly open: bigint;
  readonly high: bigint;
  readonly low: bigint;
  readonly close: bigint;
  readonly volume: bigint;
}

/**
 * The bars of a history range, or, when it holds none, the open time of the closest earlier bar.
 *
 * @example
 * const { bars, nextTime }: StoredHistory = store.history("last", productId, "1", from, to)
 */
export interface StoredHistory {
  readonly bars: StoredBar[];
  readonly nextTime: number | undefined;
}

interface MutableBar {
  time: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
}

const MINUTE_S = 60;

/** One-minute bars of one market and source, ascending; every resolution is built from them. */
class MinuteSeries {
  readonly bars: MutableBar[] = [];

  add(timeMs: number, price: bigint, volume: bigint): void {
    const minute = Math.floor(timeMs / 1000 / MINUTE_S) * MINUTE_S;
    const bars = this.bars;
    const last = bars[bars.length - 1];
    if (!last || minute > last.time) {
      bars.push({ time: minute, open: price, high: price, low: price, close: price, volume });
      return;
    }
    // Ticks arrive in clock order, so only a tick of the current minute lands here in practice.
    const at = this.indexAtOrAfter(minute);
    const bar = bars[at];
    if (!bar || bar.time !== minute) {
      bars.splice(at, 0, {
        time: minute,
        open: price,
        high: price,
        low: price,
        close: price,
        volume,
      });
      return;
    }
    if (price > bar.high) bar.high = price;
    if (price < bar.low) bar.low = price;
    bar.close = price;
    bar.volume += volume;
  }

  /** Index of the first minute bar at or after `time` (seconds). */
  indexAtOrAfter(time: number): number {
    let lo = 0;
    let hi = this.bars.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.bars[mid] as MutableBar).time < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function bucketOf(minute: number, resolution: Resolution): number {
  return resolution === "1" ? minute : barOpenTime(minute * 1000, resolution) / 1000;
}

/**
 * The sandbox's candle history: one-minute OHLCV bars per market and price source, built from
 * the ticks it is given and rolled up into any resolution on request. Bars exist only for
 * minutes that had a tick, so a market that did not trade shows a gap.
 *
 * @example
 * const store = new CandleStore()
 * store.add("last", productId, Date.now(), parseDecimal("100", "price"), parseDecimal("2", "size"))
 * store.history("last", productId, "60", from, to).bars
 */
export class CandleStore {
  private readonly series = new Map<string, MinuteSeries>();

  /** Records one tick: a trade (price, quantity) or an oracle update (price, 1). */
  add(source: PriceSource, productId: string, timeMs: number, price: bigint, volume: bigint): void {
    const key = `${source}:${productId}`;
    let series = this.series.get(key);
    if (!series) {
      series = new MinuteSeries();
      this.series.set(key, series);
    }
    series.add(timeMs, price, volume);
  }

  /**
   * Bars whose open time lies in `[from, to]` (Unix seconds, both included), ascending; only the
   * latest `countback` when it is given. Fixed-length bars count from the epoch and monthly bars
   * are calendar months (UTC).
   */
  history(
    source: PriceSource,
    productId: string,
    resolution: Resolution,
    from: number,
    to: number,
    countback?: number,
  ): StoredHistory {
    const minutes = this.series.get(`${source}:${productId}`)?.bars ?? [];
    const start = this.series.get(`${source}:${productId}`)?.indexAtOrAfter(from) ?? 0;
    const bars: MutableBar[] = [];
    // The minutes just after `from` may still belong to a bar that opened before it.
    let before: number | undefined;
    if (start > 0) before = bucketOf((minutes[start - 1] as MutableBar).time, resolution);
    for (let i = start; i < minutes.length; i++) {
      const minute = minutes[i] as MutableBar;
      const time = bucketOf(minute.time, resolution);
      if (time > to) break;
      if (time < from) {
        before = time;
        continue;
      }
      const bar = bars[bars.length - 1];
      if (!bar || bar.time !== time) {
        bars.push({ ...minute, time });
        continue;
      }
      if (minute.high > bar.high) bar.high = minute.high;
      if (minute.low < bar.low) bar.low = minute.low;
      bar.close = minute.close;
      bar.volume += minute.volume;
    }
    const kept = countback !== undefined && bars.length > countback ? bars.slice(-countback) : bars;
    return { bars: kept, nextTime: kept.length === 0 ? before : undefined };
  }
}
