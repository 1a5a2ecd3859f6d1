import { ValidationError } from "@perpkit/core";
import { createClock, type Exchange, type SandboxClock } from "../engine/index.js";
import type { SandboxExtension } from "../http/extension.js";
import { createSimulatedMarket, type MarketDriver } from "../market/market.js";
import { createMarketControl } from "../market/market-control.js";
import { marketSettings } from "../market/market-settings.js";
import type { SandboxOracle } from "../oracle/feed.js";
import { createOrderDelay } from "../replay/order-delay.js";
import { openRecording, type RecordingReader, recordingStartTime } from "../replay/reader.js";
import { type ReplayDriver, startReplay } from "../replay/replay.js";
import { createReplayControl } from "../replay/replay-control.js";
import { type ReplaySettings, replaySettings } from "../replay/replay-settings.js";
import type { StartSandboxOptions } from "../sandbox-options.js";

/** A replay about to start: its settings, its open recording and the clock it runs on. */
export interface ReplayPlan {
  readonly settings: ReplaySettings;
  readonly reader: RecordingReader;
  readonly clock: SandboxClock;
}

/**
 * Checks what a replay may not be combined with, opens its recording and makes its clock: frozen
 * (only the replay moves it), a millisecond before the recording's first line.
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
  const reader = await openRecording(settings.file);
  const first = await recordingStartTime(settings.file);
  const start = first === undefined ? Date.now() : Math.max(0, first - 1);
  return { settings, reader, clock: createClock({ frozen: true, start }) };
}

/** What a simulated market or a replay adds to a sandbox. */
export interface MarketParts {
  readonly market: MarketDriver | undefined;
  readonly replay: ReplayDriver | undefined;
  /** Their /sandbox/ endpoints, and the order delay of a replay. */
  readonly extensions: readonly SandboxExtension[];
  stop(): void;
}

/**
 * Starts the simulated market or the replay a sandbox was asked for, once its exchange, oracle
 * and stream gateway exist.
 *
 * @example
 * const parts = startMarkets(options, plan, { exchange, oracle, seed, publishBook, onError, clock })
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
  const delay =
    plan && plan.settings.orderDelayMs > 0
      ? createOrderDelay(plan.clock, plan.settings.orderDelayMs)
      : undefined;
  const replay =
    plan === undefined
      ? undefined
      : startReplay(plan.reader, plan.settings, plan.clock, {
          ...wiring,
          ...(delay ? { ordersWaiting: () => delay.waiting() } : {}),
        });
  const extensions: SandboxExtension[] = [];
  if (delay) extensions.push(delay);
  if (control && market) extensions.push(createMarketControl(market));
  if (control && replay) extensions.push(createReplayControl(replay));
  return {
    market,
    replay,
    extensions,
    stop() {
      market?.stop();
      replay?.stop();
    },
  };
}
