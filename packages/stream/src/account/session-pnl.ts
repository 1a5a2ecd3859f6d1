import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import type { AccountPosition } from "./account-records.js";

/**
 * One market's part of a session's PnL. Decimals are strings, in USD.
 *
 * @example
 * const btc: MarketPnl | undefined = account.pnl({ BTCUSD: "60000" }).markets.find((m) => m.symbol === "BTCUSD")
 */
export interface MarketPnl {
  readonly symbol: string;
  /** Realized since the account was first read: of positions closed since, and the open one. */
  readonly realized: string;
  readonly fees: string;
  /** Of the open position at `mark`; `"0"` when flat, undefined without a mark for it. */
  readonly unrealized: string | undefined;
  readonly mark: string | undefined;
}

/**
 * The session's PnL: since the account was first read (its first snapshot), realized of every
 * position closed or reduced since, fees, and unrealized at the marks given. Totals are
 * undefined where a held market has no mark.
 *
 * @example
 * const { realized, unrealized, fees, net } = account.pnl({ BTCUSD: ticker.markPx })
 */
export interface SessionPnl {
  readonly realized: string;
  readonly fees: string;
  readonly unrealized: string | undefined;
  /** Realized less fees plus unrealized; undefined without every held market's mark. */
  readonly net: string | undefined;
  readonly markets: readonly MarketPnl[];
}

interface Seen {
  readonly symbol: string;
  readonly realized: bigint;
  readonly fees: bigint;
}

const read = (p: AccountPosition): Seen => ({
  symbol: p.symbol,
  realized: parseDecimal(p.realizedPnl, "realizedPnl", { signed: true }),
  fees: parseDecimal(p.fees, "fees", { signed: true }),
});

/**
 * Keeps what every position seen since the first snapshot has realized and paid, so the
 * session's PnL survives positions closing (the account's view keeps only open ones). A position
 * held at the first snapshot counts from what it had then.
 *
 * @example
 * const session = new SessionPnlTracker()
 * session.see(snapshotPositions, true)
 * session.pnl(ledger.positions(), { BTCUSD: "60000" })
 */
export class SessionPnlTracker {
  private readonly start = new Map<string, Seen>();
  private readonly last = new Map<string, Seen>();
  private first = true;

  /** Takes positions as read (a snapshot, or position messages), by id. */
  see(positions: readonly AccountPosition[], snapshot = false): void {
    for (const position of positions) {
      const seen = read(position);
      if (this.first && snapshot) this.start.set(position.id, seen);
      this.last.set(position.id, seen);
    }
    if (snapshot) this.first = false;
  }

  /** The session's PnL, with the open positions `held` valued at `marks` (by symbol). */
  pnl(held: readonly AccountPosition[], marks: Readonly<Record<string, string>> = {}): SessionPnl {
    const bySymbol = new Map<string, { realized: bigint; fees: bigint }>();
    for (const [id, seen] of this.last) {
      const from = this.start.get(id);
      const sum = bySymbol.get(seen.symbol) ?? { realized: 0n, fees: 0n };
      sum.realized += seen.realized - (from?.realized ?? 0n);
      sum.fees += seen.fees - (from?.fees ?? 0n);
      bySymbol.set(seen.symbol, sum);
    }
    const open = new Map(held.map((p) => [p.symbol, p]));
    const symbols = [...new Set([...bySymbol.keys(), ...open.keys()])].sort();
    let realized = 0n;
    let fees = 0n;
    let unrealized: bigint | undefined = 0n;
    const markets = symbols.map((symbol): MarketPnl => {
      const sum = bySymbol.get(symbol) ?? { realized: 0n, fees: 0n };
      realized += sum.realized;
      fees += sum.fees;
      const markText = marks[symbol];
      const mark = markText === undefined ? undefined : parseDecimal(markText, `marks.${symbol}`);
      if (mark !== undefined && mark <= 0n) {
        throw new ValidationError(`marks.${symbol}`, "must be a price above 0");
      }
      const position = open.get(symbol);
      let value: bigint | undefined = 0n;
      if (position) {
        const size = parseDecimal(position.size, "size");
        const cost = parseDecimal(position.cost, "cost");
        const long = (size * (mark ?? 0n)) / 1_000_000_000n - cost;
        value = mark === undefined ? undefined : position.side === "sell" ? -long : long;
      }
      unrealized = value === undefined || unrealized === undefined ? undefined : unrealized + value;
      return {
        symbol,
        realized: formatDecimal(sum.realized),
        fees: formatDecimal(sum.fees),
        unrealized: value === undefined ? undefined : formatDecimal(value),
        mark: markText,
      };
    });
    return {
      realized: formatDecimal(realized),
      fees: formatDecimal(fees),
      unrealized: unrealized === undefined ? undefined : formatDecimal(unrealized),
      net: unrealized === undefined ? undefined : formatDecimal(realized - fees + unrealized),
      markets,
    };
  }
}
