import { formatDecimal, ValidationError } from "@perpkit/core";
import { createClock, type Exchange, type SandboxClock } from "../engine/index.js";
import type { SandboxExtension } from "../http/extension.js";
import { createBotRequests } from "../lockstep/bot-requests.js";
import { type LatencySampler, latencySampler } from "../lockstep/latency.js";
import { createRequestHold } from "../lockstep/request-hold.js";
import { WorkInFlight } from "../lockstep/work-in-flight.js";
import { createSimulatedMarket, type MarketDriver } from "../market/market.js";
import { createMarketControl } from "../market/market-control.js";
import { marketSettings } from "../market/market-settings.js";
import type { SandboxOracle } from "../oracle/feed.js";
import type { ProductLine } from "../replay/product-line.js";
import { openReplayInput, type RecordingReader } from "../replay/reader.js";
import { type ReplayDriver, startReplay } from "../replay/replay.js";
import { createReplayControl } from "../replay/replay-control.js";
import { type ReplaySettings, replaySettings } from "../replay/replay-settings.js";
import type { StartSandboxOptions } from "../sandbox-options.js";
import type { FeeSources } from "./fees.js";

/**
 * A replay about to start: its settings, its open recording, the clock it runs on with the work
 * its lock-step clients have in flight, and its feed latency.
 */
export interface ReplayPlan {
  readonly settings: ReplaySettings;
  readonly reader: RecordingReader;
  /** Its product lines, checked: each market's live fees and grids, when recorded. */
  readonly products: readonly ProductLine[];
  readonly clock: SandboxClock;
  readonly work: WorkInFlight;
  readonly feedLatency: LatencySampler;
  /** Wakes the replay when a timer is set on its clock (set once the replay exists). */
  readonly wake: { poke: () => void };
}

/**
 * Checks what a replay may not be combined with, opens its recording and makes its clock: frozen
 * (only the replay moves it), a millisecond before the recording's first line, carrying the
 * lock-step hooks its clients report their work to.
 *
 * @example
 * const plan = options.replay === undefined ? undefined : await planReplay(options)
 */
export async function planReplay(options: StartSandboxOptions): Promise<ReplayPlan | undefined> {
  if (options.replay === undefined) return undefined;
  const settings = replaySettings(options.replay);
  for (const field of ["clock", "market", "dataDir"] as const) {
    if (options[field] !== undefined) {
      throw new ValidationError(field, "cannot be given with replay: the recording sets it");
    }
  }
  if (options.oracle !== undefined && options.oracle !== false) {
    throw new ValidationError(
      "oracle",
      "cannot be given with replay: the recording's marks set it",
    );
  }
  const feedLatency = latencySampler(settings.latency.feed, "replay.latency.feed", options.seed);
  const { reader, products, startTime } = await openReplayInput(settings.file, settings.selection);
  const start = startTime === undefined ? Date.now() : Math.max(0, startTime - 1);
  const wake = { poke: (): void => undefined };
  const work = new WorkInFlight(() => clock.now(), options.seed);
  const clock = createClock({ frozen: true, start, lockstep: work, onTimer: () => wake.poke() });
  return { settings, reader, products, clock, work, feedLatency, wake };
}

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

/**
 * A replay whose recording does not carry a market's live fees (it was made before recordings
 * held product lines, or by other means), said once as the replay starts: which fees it charges
 * instead, and where they come from.
 *
 * @example
 * startSandbox({ replay: { file }, onError: (e) => e instanceof ReplayFeeWarning && console.warn(e.message) })
 */
export class ReplayFeeWarning extends Error {
  override readonly name = "ReplayFeeWarning";
}

/** The warning for the replayed markets whose fees are the sandbox's own, if any. */
function feeWarning(
  plan: ReplayPlan,
  exchange: Exchange,
  sources: Readonly<Record<string, FeeSources>>,
): ReplayFeeWarning | undefined {
  const fallback = plan.reader.header.symbols.flatMap((symbol) => {
    const product = exchange.productByTicker(symbol);
    const source = sources[symbol];
    if (!product || !source) return [];
    if (source.maker !== "sandbox default" && source.taker !== "sandbox default") return [];
    return [
      `${symbol} maker ${formatDecimal(product.makerFee)} (${source.maker}), taker ${formatDecimal(product.takerFee)} (${source.taker})`,
    ];
  });
  if (fallback.length === 0) return undefined;
  return new ReplayFeeWarning(
    `the recording holds no product line with the live fees of ${fallback.length === 1 ? "a market" : "its markets"}; the replay charges ${fallback.join("; ")}. fees (--maker-fee, --taker-fee) sets them`,
  );
}

/** What a simulated market or a replay adds to a sandbox. */
export interface MarketParts {
  readonly market: MarketDriver | undefined;
  readonly replay: ReplayDriver | undefined;
  /** Their /sandbox/ endpoints, and the order delay of a replay. */
  readonly extensions: readonly SandboxExtension[];
  /**
   * What sees every request before anything else does (the HTTP faults included): a replay's
   * count of the requests of its bots in other processes.
   */
  readonly first: readonly SandboxExtension[];
  stop(): void;
}

/**
 * Starts the simulated market or the replay a sandbox was asked for, once its exchange, oracle
 * and stream gateway exist.
 *
 * @example
 * const parts = startMarkets(options, plan, { exchange, oracle, seed, publishBook, onError, clock, feeSources })
 */
export function startMarkets(
  options: StartSandboxOptions,
  plan: ReplayPlan | undefined,
  wiring: {
    readonly exchange: Exchange;
    readonly oracle: SandboxOracle;
    readonly seed: number | string | undefined;
    readonly publishBook: (symbol: string) => void;
    readonly onError: (error: unknown) => void;
    /** The sandbox clock the exchange runs on, which a simulated market follows. */
    readonly clock: SandboxClock;
    /** Where each market's fees came from, for a replay to say when they are not the recording's. */
    readonly feeSources: Readonly<Record<string, FeeSources>>;
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
  const fees = plan && feeWarning(plan, wiring.exchange, wiring.feeSources);
  if (fees) wiring.onError(fees);
  const latency = plan && {
    order: latencySampler(plan.settings.latency.order, "replay.latency.order", wiring.seed),
    cancel: latencySampler(plan.settings.latency.cancel, "replay.latency.cancel", wiring.seed),
  };
  const hold = plan && latency && createRequestHold(plan.clock, plan.work, latency);
  const replay =
    plan === undefined
      ? undefined
      : startReplay(
          plan.reader,
          plan.settings,
          plan.clock,
          { ...wiring, ...(hold ? { ordersWaiting: () => hold.waiting() } : {}) },
          {
            work: plan.work,
            pulledTo: () => hold?.nextLockstepDue(),
            latency: {
              feed: plan.feedLatency.values,
              order: latency?.order.values ?? [],
              cancel: latency?.cancel.values ?? [],
            },
          },
        );
  if (plan && replay) plan.wake.poke = () => replay.poke();
  const extensions: SandboxExtension[] = [];
  if (hold) extensions.push(hold);
  if (control && market) extensions.push(createMarketControl(market));
  if (control && replay) extensions.push(createReplayControl(replay));
  return {
    market,
    replay,
    extensions,
    first: plan ? [createBotRequests(plan.work, plan.clock)] : [],
    stop() {
      market?.stop();
      replay?.stop();
    },
  };
}
