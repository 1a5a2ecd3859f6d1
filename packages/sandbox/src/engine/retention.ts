import { DAY_MS } from "./clock.js";
import type { MinHeap } from "./heap.js";
import type { Fill, Order, Position, Trade } from "./records.js";

const MINUTE_MS = 60_000;

/**
 * How much finished history the exchange keeps in memory. Open orders and open positions are
 * always kept; so is everything else until one of the limits lets it go.
 *
 * @example
 * await startSandbox({ retention: { records: 500, maxAgeMs: 3_600_000 } })
 */
export interface RetentionOptions {
  /**
   * Finished (filled, cancelled, expired, rejected) orders, fills and closed positions kept per
   * subaccount, and trades kept per product; older ones leave memory. Default 1,000.
   */
  readonly records?: number;
  /** Also let go of finished records last updated longer ago than this (sandbox clock). Default none. */
  readonly maxAgeMs?: number;
}

/**
 * The trading engine's history collections, as retention sees them.
 *
 * @example
 * const records: TradingRecords = state.records()
 */
export interface TradingRecords {
  readonly orders: Map<string, Order>;
  readonly ordersBySubaccount: Map<string, Order[]>;
  readonly lastClientIds: Map<string, Map<string, Order>>;
  /** Order groups per subaccount, by group id. */
  readonly groups: Map<string, Map<string, Order[]>>;
  readonly fills: Map<string, Fill[]>;
  readonly trades: Map<string, Trade[]>;
  readonly positionsById: Map<string, Position>;
  readonly positionsBySubaccount: Map<string, Position[]>;
  /** Expiry times of orders that rested; filled and cancelled ones stay until popped. */
  readonly expiries: MinHeap<Order>;
  /** True while an order can still fill. */
  isOpen(order: Order): boolean;
}

/**
 * What one retention pass let go of, for an archive that keeps it (the durable store does).
 *
 * @example
 * const onPrune = (pruned: Pruned) => console.log(pruned.orders.length)
 */
export interface Pruned {
  readonly orders: readonly Order[];
  readonly fills: readonly Fill[];
  readonly trades: readonly Trade[];
  readonly positions: readonly Position[];
}

/** Per minute: volume and the last public price of trades that left memory before they were a day old. */
interface Bucket {
  readonly minute: number;
  volume: bigint;
  price: bigint | undefined;
  priceAt: number;
}

/**
 * Lets finished orders, fills, trades and closed positions leave memory beyond a count per
 * subaccount (trades per product) or an age, so a long run at full rate keeps a bounded heap.
 * Trades that leave before they are a day old are summed per minute, so the 24-hour volume and
 * the price a day ago stay right to the minute.
 *
 * @example
 * const retention = new Retention(state.records(), { records: 1_000 })
 * retention.run(clock.now())
 */
export class Retention {
  readonly records: number;
  readonly maxAgeMs: number | undefined;
  private readonly buckets = new Map<string, Bucket[]>();
  /** Per product: the last public price of a trade that left memory more than a day ago. */
  private readonly olderPrice = new Map<string, { price: bigint; at: number }>();

  constructor(
    private readonly view: TradingRecords,
    options: RetentionOptions = {},
    private readonly onPrune?: (pruned: Pruned) => void,
  ) {
    const records = options.records ?? 1_000;
    if (!Number.isSafeInteger(records) || records < 0) {
      throw new RangeError("retention.records must be a whole number, 0 or more");
    }
    const age = options.maxAgeMs;
    if (age !== undefined && (!Number.isSafeInteger(age) || age < 0)) {
      throw new RangeError("retention.maxAgeMs must be a whole number of milliseconds");
    }
    this.records = records;
    this.maxAgeMs = age;
  }

  /** Lets go of what is beyond the limits at `now`; returns how many records left. */
  run(now: number): number {
    const before = this.maxAgeMs === undefined ? Number.NEGATIVE_INFINITY : now - this.maxAgeMs;
    const orders = this.pruneOrders(before);
    const fills = this.pruneLists(this.view.fills, before, () => true);
    const positions = this.pruneLists(
      this.view.positionsBySubaccount,
      before,
      (p) => p.size === 0n,
    );
    for (const p of positions) this.view.positionsById.delete(p.id);
    const trades = this.pruneLists(this.view.trades, before, () => true);
    for (const t of trades) this.summarise(t, now);
    this.forgetBuckets(now);
    const { expiries } = this.view;
    if (expiries.size > 1024) expiries.retain((order) => this.view.isOpen(order));
    const count = orders.length + fills.length + trades.length + positions.length;
    if (count > 0) this.onPrune?.({ orders, fills, trades, positions });
    return count;
  }

  /** Volume of trades that left memory and were made at or after `since`. */
  volumeSince(productId: string, since: number): bigint {
    let total = 0n;
    for (const b of this.buckets.get(productId) ?? []) {
      if (b.minute + MINUTE_MS > since) total += b.volume;
    }
    return total;
  }

  /**
   * The last public trade price at or before `at`, from the trades in memory and, when they are
   * all later, from those that left.
   */
  priceAt(productId: string, at: number): bigint | undefined {
    const trades = this.view.trades.get(productId) ?? [];
    // Trades are in time order: find the last one at or before `at`, then the last public one.
    let lo = 0;
    let hi = trades.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((trades[mid] as Trade).createdAt <= at) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1; i >= 0; i--) {
      const t = trades[i] as Trade;
      if (!t.selfTrade) return t.price;
    }
    const buckets = this.buckets.get(productId) ?? [];
    for (let i = buckets.length - 1; i >= 0; i--) {
      const b = buckets[i] as Bucket;
      if (b.price !== undefined && b.priceAt <= at) return b.price;
    }
    const older = this.olderPrice.get(productId);
    return older !== undefined && older.at <= at ? older.price : undefined;
  }

  private pruneOrders(before: number): Order[] {
    const pruned: Order[] = [];
    const { isOpen } = this.view;
    for (const [subaccountId, list] of this.view.ordersBySubaccount) {
      let finished = 0;
      for (const o of list) if (!isOpen(o)) finished++;
      let excess = finished - this.records;
      // Nothing was updated before its creation: a young first order means none is too old.
      if (excess <= 0 && (list[0]?.createdAt ?? before) > before) continue;
      const kept: Order[] = [];
      for (const o of list) {
        if (!isOpen(o) && (excess > 0 || o.updatedAt <= before)) {
          excess--;
          pruned.push(o);
        } else {
          kept.push(o);
        }
      }
      if (kept.length === list.length) continue;
      this.view.ordersBySubaccount.set(subaccountId, kept);
    }
    for (const o of pruned) this.forgetOrder(o);
    return pruned;
  }

  private forgetOrder(order: Order): void {
    this.view.orders.delete(order.id);
    if (order.clientOrderId !== undefined) {
      const last = this.view.lastClientIds.get(order.subaccountId);
      if (last?.get(order.clientOrderId) === order) {
        last.delete(order.clientOrderId);
        if (last.size === 0) this.view.lastClientIds.delete(order.subaccountId);
      }
    }
    if (order.groupId !== undefined) {
      const groups = this.view.groups.get(order.subaccountId);
      const group = groups?.get(order.groupId);
      const at = group?.indexOf(order) ?? -1;
      if (group && at >= 0) group.splice(at, 1);
      if (groups && group?.length === 0) {
        groups.delete(order.groupId);
        if (groups.size === 0) this.view.groups.delete(order.subaccountId);
      }
    }
  }

  /** Drops the oldest finished items of each list beyond the count, and those too old. */
  private pruneLists<T extends { readonly createdAt: number; readonly updatedAt?: number }>(
    lists: Map<string, T[]>,
    before: number,
    finished: (item: T) => boolean,
  ): T[] {
    const pruned: T[] = [];
    for (const list of lists.values()) {
      let done = 0;
      for (const item of list) if (finished(item)) done++;
      let excess = done - this.records;
      if (excess <= 0 && (list[0]?.createdAt ?? before) > before) continue;
      // In place: the engine keeps pushing to the same array.
      let w = 0;
      for (const item of list) {
        if (finished(item) && (excess > 0 || (item.updatedAt ?? item.createdAt) <= before)) {
          excess--;
          pruned.push(item);
        } else {
          list[w++] = item;
        }
      }
      list.length = w;
    }
    return pruned;
  }

  private summarise(trade: Trade, now: number): void {
    if (trade.createdAt <= now - DAY_MS) {
      if (!trade.selfTrade) this.keepOlder(trade.productId, trade.price, trade.createdAt);
      return;
    }
    let list = this.buckets.get(trade.productId);
    if (!list) {
      list = [];
      this.buckets.set(trade.productId, list);
    }
    const minute = trade.createdAt - (trade.createdAt % MINUTE_MS);
    let bucket = list[list.length - 1];
    if (!bucket || bucket.minute !== minute) {
      bucket = { minute, volume: 0n, price: undefined, priceAt: 0 };
      list.push(bucket);
    }
    bucket.volume += trade.quantity;
    if (!trade.selfTrade && trade.createdAt >= bucket.priceAt) {
      bucket.price = trade.price;
      bucket.priceAt = trade.createdAt;
    }
  }

  private keepOlder(productId: string, price: bigint, at: number): void {
    const older = this.olderPrice.get(productId);
    if (!older || at >= older.at) this.olderPrice.set(productId, { price, at });
  }

  /** Buckets more than a day old only matter for their last price. */
  private forgetBuckets(now: number): void {
    for (const [productId, list] of this.buckets) {
      let drop = 0;
      while (drop < list.length && (list[drop] as Bucket).minute + MINUTE_MS <= now - DAY_MS) {
        const b = list[drop] as Bucket;
        if (b.price !== undefined) this.keepOlder(productId, b.price, b.priceAt);
        drop++;
      }
      if (drop > 0) list.splice(0, drop);
    }
  }
}
