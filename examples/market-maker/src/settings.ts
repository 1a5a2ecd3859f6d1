import { parseDecimal, ValidationError } from "@perpkit/core";
import type { RestClient } from "@perpkit/rest";
import type { StreamClient } from "@perpkit/stream";

/**
 * Options of `createMarketMaker`. Distances are in ticks of the product's price grid.
 *
 * @example
 * const options: MarketMakerOptions = { rest, stream, symbol: "BTCUSD", size: "0.01", spreadTicks: 5, levels: 2 }
 */
export interface MarketMakerOptions {
  /** A REST client with a signer: the subaccount's owner, or better a linked signer. */
  readonly rest: RestClient;
  /** The stream client the order book and the account come from. */
  readonly stream: StreamClient;
  /** The market's ticker, `BTCUSD`. */
  readonly symbol: string;
  /** Quantity of every quote, a decimal string on the lot grid. */
  readonly size: string;
  /** The subaccount the quotes rest in (its id). Default: the REST client's own subaccount. */
  readonly subaccountId?: string;
  /** Distance of the best quotes from the oracle price. Default 5. */
  readonly spreadTicks?: number;
  /** Quotes on each side. Default 2. */
  readonly levels?: number;
  /** Distance between a side's quotes. Default 5. */
  readonly levelStepTicks?: number;
  /** How far the oracle must move from the price the quotes were built around to re-quote. Default 3. */
  readonly requoteTicks?: number;
  /** How often the oracle price is read (GET /v1/product/market-price). Default 1,000 ms. */
  readonly oracleIntervalMs?: number;
  /** The largest position on either side; at it, only the side that reduces it is quoted. Default 10 quotes. */
  readonly maxPosition?: string;
  /** The maintained account's quiet period (see `watchAccount`). Default 250 ms. */
  readonly settleMs?: number;
  /** Stop (cancelling everything) after this many milliseconds. Default: run until `stop()`. */
  readonly runForMs?: number;
}

function ticks(value: number | undefined, fallback: number, field: string, min: number): bigint {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < min) {
    throw new ValidationError(field, `must be a whole number of at least ${min}`);
  }
  return BigInt(n);
}

/** The settings of a market maker, checked. */
export function settingsOf(options: MarketMakerOptions) {
  const size = parseDecimal(options.size, "size");
  if (size <= 0n) throw new ValidationError("size", "must be greater than 0");
  return {
    size,
    spread: ticks(options.spreadTicks, 5, "spreadTicks", 1),
    levels: Number(ticks(options.levels, 2, "levels", 1)),
    step: ticks(options.levelStepTicks, 5, "levelStepTicks", 1),
    requoteAt: ticks(options.requoteTicks, 3, "requoteTicks", 1),
    oracleEvery: Number(ticks(options.oracleIntervalMs, 1000, "oracleIntervalMs", 1)),
    maxPosition:
      options.maxPosition === undefined
        ? size * 10n
        : parseDecimal(options.maxPosition, "maxPosition"),
  };
}
