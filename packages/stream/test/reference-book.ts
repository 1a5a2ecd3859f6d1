// A gateway's own order book for one symbol, written for tests from the interface's L2Book rules
// (a snapshot of absolute levels, then diffs with absolute quantities, zero removing a level,
// `pt` naming the previous book time). Prices and quantities are kept as 9-decimal bigints; it
// remembers what the book looked like at each recent book time, to compare a client's book with.

/** One level as a client shows it: decimal strings. */
export interface Level {
  readonly price: string;
  readonly quantity: string;
}

/** Both sides at one book time, best first. */
export interface Depth {
  readonly bids: readonly Level[];
  readonly asks: readonly Level[];
}

/** One change of a level: `quantity` 0n removes it; `text` is the price as the gateway writes it. */
export interface LevelChange {
  readonly side: "b" | "a";
  readonly price: bigint;
  readonly quantity: bigint;
  readonly text: string;
}

/** An L2Book payload, built by hand: `pt` absent in a snapshot. */
export interface BookMessage {
  s: string;
  t: number;
  pt?: number;
  a: [string, string][];
  b: [string, string][];
}

const SCALE = 1_000_000_000n;

/** A 9-decimal bigint as the shortest decimal string ("1.5", "100", "0.000000001"). */
export function decimal(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(9, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

function sorted(side: Map<bigint, bigint>, descending: boolean): Level[] {
  return [...side]
    .sort(([a], [b]) => (a < b ? -1 : 1) * (descending ? -1 : 1))
    .map(([p, q]) => ({ price: decimal(p), quantity: decimal(q) }));
}

/** The gateway's book of one symbol, and its recent history by book time. */
export class ReferenceBook {
  readonly bids = new Map<bigint, bigint>();
  readonly asks = new Map<bigint, bigint>();
  private readonly history = new Map<number, Depth>();
  private oldest: number;

  /** `keep`: how many recent book times to remember. */
  constructor(
    readonly symbol: string,
    public t = 1_000,
    private readonly keep = 10_000,
  ) {
    this.oldest = t;
    this.record();
  }

  /** Applies changes and advances the book time by one; returns the diff that says so. */
  change(changes: readonly LevelChange[]): BookMessage {
    const diff: BookMessage = { s: this.symbol, t: this.t + 1, pt: this.t, a: [], b: [] };
    for (const c of changes) {
      const side = c.side === "b" ? this.bids : this.asks;
      if (c.quantity === 0n) side.delete(c.price);
      else side.set(c.price, c.quantity);
      diff[c.side].push([c.text, decimal(c.quantity)]);
    }
    this.t++;
    this.record();
    return diff;
  }

  /** The book as it is now, as a snapshot message. */
  snapshot(): BookMessage {
    const levels = (side: Map<bigint, bigint>): [string, string][] =>
      [...side].map(([p, q]) => [decimal(p), decimal(q)]);
    return { s: this.symbol, t: this.t, a: levels(this.asks), b: levels(this.bids) };
  }

  /** The book at book time `t`, if it is still remembered. */
  at(t: number): Depth | undefined {
    return this.history.get(t);
  }

  private record(): void {
    this.history.set(this.t, { bids: sorted(this.bids, true), asks: sorted(this.asks, false) });
    while (this.history.size > this.keep) this.history.delete(this.oldest++);
  }
}

/**
 * A level change near the top of the book: bids below 100, asks above, in steps of 0.25, from
 * `units` ticks away; `padded` writes the price with a trailing zero ("99.50"), as gateways do.
 */
export function levelChange(
  side: "b" | "a",
  units: number,
  quantity: bigint,
  padded = false,
): LevelChange {
  const step = BigInt(units) * 250_000_000n;
  const price = side === "b" ? 100n * SCALE - step : 100n * SCALE + step;
  const text = decimal(price);
  return { side, price, quantity, text: padded && text.includes(".") ? `${text}0` : text };
}
