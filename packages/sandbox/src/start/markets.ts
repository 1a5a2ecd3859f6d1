import { ValidationError } from "@perpkit/core";
import type { Exchange, SandboxClock } from "../engine/index.js";
import type { SandboxExtension } from "../http/extension.js";
import { createSimulatedMarket, type MarketDriver } from "../market/market.js";
import { createMarketControl } from "../market/market-control.js";
import { marketSettings } from "../market/market-settings.js";
import type { StartSandboxOptions } from "../sandbox-options.js";

/**
 * A simulated market that cannot quote a product for want of a price, reported to `onError` as
 * the sandbox starts (printed as one line by default).
 *
 * @example
 * startSandbox({ market: {}, oracle: false, onError: (e) => e instanceof MarketPriceWarning && console.warn(e.message) })
 */
export class MarketPriceWarning extends Error {
  override readonly name = "MarketPriceWarning";
}

/** What a simulated market adds to a sandbox. */
export interface MarketParts {
  readonly market: MarketDriver | undefined;
  /** Its /sandbox/ endpoints. */
  readonly extensions: readonly SandboxExtension[];
  stop(): void;
}

/**
 * Starts the simulated market a sandbox was asked for, once its exchange and oracle exist.
 *
 * @example
 * const parts = startMarkets(options, { exchange, seed, onError, clock })
 */
export function startMarkets(
  options: StartSandboxOptions,
  wiring: {
    readonly exchange: Exchange;
    readonly seed: number | string | undefined;
    readonly onError: (error: unknown) => void;
    /** The sandbox clock the exchange runs on, which a simulated market follows. */
    readonly clock: SandboxClock;
  },
): MarketParts {
  const control = options.control ?? true;
  if (options.market !== undefined && options.dataDir !== undefined) {
    throw new ValidationError("market", "cannot be given with dataDir");
  }
  const market =
    options.market === undefined
      ? undefined
      : createSimulatedMarket(
          wiring.exchange,
          wiring.clock,
          marketSettings(
            wiring.exchange,
            options.market === true ? {} : options.market,
            wiring.seed,
          ),
          wiring.onError,
        );
  // A market that cannot quote says so at once, not only in its status.
  for (const quoting of market?.stats().markets ?? []) {
    if (quoting.reason?.startsWith("no price")) {
      wiring.onError(
        new MarketPriceWarning(
          `the simulated market cannot quote ${quoting.symbol} until it has a price: give oracle.prices a starting price for it (${quoting.reason})`,
        ),
      );
    }
  }
  return {
    market,
    extensions: control && market ? [createMarketControl(market)] : [],
    stop() {
      market?.stop();
    },
  };
}
