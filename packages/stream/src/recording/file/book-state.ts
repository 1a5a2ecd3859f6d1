import { parseDecimal } from "@perpkit/core";
import type { RecordedLevel } from "../../generated/recording/format.js";

/** One side of a book: its levels by price, and their prices in order, best first. */
class Side {
  private readonly levels = new Map<bigint, RecordedLevel>();
  /** Prices best first: descending for bids, ascending for asks. */
  private readonly order: bigint[] = [];

  constructor(private readonly descending: boolean) {}

  /** Where `price` is or would go in the order. */
  private place(price: bigint): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const at = this.order[mid] as bigint;
      if (this.descending ? at > price : at < price) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Sets a level to its quantity; a quantity of 0 removes it. */
  set(level: RecordedLevel): void {
    const [priceText, quantityText] = level;
    const price = parseDecimal(priceText, "price");
    const remove = parseDecimal(quantityText, "quantity") === 0n;
    const known = this.levels.has(price);
    if (remove) {
      if (!known) return;
      this.levels.delete(price);
      this.order.splice(this.place(price), 1);
      return;
    }
    if (!known) this.order.splice(this.place(price), 0, price);
    // A level keeps the price text it came with, so one price is never shown in two spellings.
    this.levels.set(price, [this.levels.get(price)?.[0] ?? priceText, quantityText]);
  }

  clear(): void {
    this.levels.clear();
    this.order.length = 0;
  }

  /** The best `depth` levels, best first. */
  top(depth: number): RecordedLevel[] {
    return this.order.slice(0, depth).map((price) => this.levels.get(price) as RecordedLevel);
  }
}

/**
 * A market's book as lines leave it (a snapshot sets it, a diff sets the levels it names, "0"
 * removing one), kept whole, to be shown again as a snapshot of its best levels or as the diffs
 * of a feed that shows only those. Prices are compared as decimals, so "60000" and "60000.0" are
 * one level, shown in the spelling it first came with.
 *
 * @example
 * const book = new BookState()
 * book.apply(true, [["60000", "1"]], [["60001", "2"]])
 * book.top(100) // { bids: [["60000", "1"]], asks: [["60001", "2"]] }
 */
export class BookState {
  private readonly bids = new Side(true);
  private readonly asks = new Side(false);

  /**
   * Applies a snapshot (the whole book) or a diff (the levels it names). Throws a
   * ValidationError naming `price` or `quantity` for a decimal it cannot read.
   */
  apply(snapshot: boolean, bids: readonly RecordedLevel[], asks: readonly RecordedLevel[]): void {
    if (snapshot) this.clear();
    for (const level of bids) this.bids.set(level);
    for (const level of asks) this.asks.set(level);
  }

  clear(): void {
    this.bids.clear();
    this.asks.clear();
  }

  /** The best `depth` levels of each side, best first. */
  top(depth: number): { bids: RecordedLevel[]; asks: RecordedLevel[] } {
    return { bids: this.bids.top(depth), asks: this.asks.top(depth) };
  }
}

/** The changes from one side's shown levels to the next: changed or new levels, and "0" for gone ones. */
function sideChanges(
  before: readonly RecordedLevel[],
  after: readonly RecordedLevel[],
): RecordedLevel[] {
  const was = new Map(before.map(([price, quantity]) => [price, quantity]));
  const changes: RecordedLevel[] = [];
  const now = new Set<string>();
  for (const [price, quantity] of after) {
    now.add(price);
    if (was.get(price) !== quantity) changes.push([price, quantity]);
  }
  for (const [price] of before) if (!now.has(price)) changes.push([price, "0"]);
  return changes;
}

/**
 * A book seen through a feed that shows its best `depth` levels a side: what each change of
 * the whole book changes of what is shown, as a diff line would carry it.
 *
 * @example
 * const shown = new ShownBook(100)
 * const { bids, asks } = shown.changes(book.top(100))
 */
export class ShownBook {
  private shown: { bids: RecordedLevel[]; asks: RecordedLevel[] } = { bids: [], asks: [] };

  constructor(readonly depth: number) {}

  /** What changed since the last shown levels, and remembers these as shown. */
  changes(next: { bids: RecordedLevel[]; asks: RecordedLevel[] }): {
    bids: RecordedLevel[];
    asks: RecordedLevel[];
  } {
    const bids = sideChanges(this.shown.bids, next.bids);
    const asks = sideChanges(this.shown.asks, next.asks);
    this.shown = next;
    return { bids, asks };
  }

  /** Remembers `levels` as shown (a snapshot was written). */
  reset(levels: { bids: RecordedLevel[]; asks: RecordedLevel[] }): void {
    this.shown = levels;
  }
}
