import { formatDecimal } from "@perpkit/core";
import { CONTROL_PREFIX } from "./http/control-endpoints.js";
import type { MarketOptions } from "./market/market-settings.js";
import type { Sandbox } from "./sandbox-options.js";

// perpkit-sandbox's options for a simulated market, and the banner lines that say what runs (or
// how to start it) and what it charges.

/** The command line's values this part reads. */
export interface MarketFlags {
  readonly market?: boolean | undefined;
  readonly "market-depth"?: string | undefined;
  readonly "market-spread"?: string | undefined;
  readonly "market-taker-rate"?: string | undefined;
  readonly "market-taker-size"?: string | undefined;
}

/** A flag's value that cannot be used: what to print before exiting with 2. */
export class FlagError extends Error {}

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new FlagError(`--${flag} must be a whole number, got ${value}`);
  }
  return n;
}

function rate(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new FlagError(`--${flag} must be a number, 0 or more, got ${value}`);
  return n;
}

/**
 * The `market` option from `--market` and its settings; undefined without `--market`. The
 * decimals stay strings (the sandbox checks them and names the option).
 *
 * @example
 * marketOption({ market: true, "market-depth": "20" }) // { depth: 20 }
 */
export function marketOption(flags: MarketFlags): MarketOptions | undefined {
  const given = Object.entries(flags).some(([k, v]) => k.startsWith("market-") && v !== undefined);
  if (!flags.market) {
    if (given) throw new FlagError("the --market-* options need --market");
    return undefined;
  }
  const depth = count(flags["market-depth"], "market-depth");
  const takerRate = rate(flags["market-taker-rate"], "market-taker-rate");
  return {
    ...(depth === undefined ? {} : { depth }),
    ...(flags["market-spread"] === undefined ? {} : { spread: flags["market-spread"] }),
    ...(takerRate === undefined ? {} : { takerRate }),
    ...(flags["market-taker-size"] === undefined ? {} : { takerSize: flags["market-taker-size"] }),
  };
}

/**
 * The banner's line about other traders: the simulated market that runs, or how to start one.
 *
 * @example
 * console.log(`  Market     ${marketLine(sandbox)}`)
 */
export function marketLine(sandbox: Sandbox): string {
  const { market } = sandbox;
  if (market) {
    const idle = sandbox.oracle.markets().some((m) => m.price === null)
      ? " (a market waits for its first oracle price)"
      : "";
    return `simulated makers and takers on ${market.symbols.join(", ")}${idle}; GET ${CONTROL_PREFIX}/market`;
  }
  return "quiet: nobody else trades; --market starts simulated makers and takers (perpkit-replay plays a recording)";
}

/**
 * The start banner's fees: each market's maker and taker rates, and where they came from (a
 * recording's, --maker-fee/--taker-fee, the sandbox's products).
 *
 * @example
 * console.log(`  Fees       ${feeLine(sandbox)}`) // maker/taker BTCUSD 0.001/0.004 (recording), ...
 */
export function feeLine(sandbox: Sandbox): string {
  const markets = sandbox.exchange.products().map((p) => {
    const source = sandbox.feeSources[p.ticker];
    const maker = formatDecimal(p.makerFee);
    const taker = formatDecimal(p.takerFee);
    if (!source) return `${p.ticker} ${maker}/${taker}`;
    if (source.maker === source.taker) return `${p.ticker} ${maker}/${taker} (${source.maker})`;
    return `${p.ticker} ${maker} (${source.maker})/${taker} (${source.taker})`;
  });
  return `maker/taker ${markets.join(", ")}`;
}
