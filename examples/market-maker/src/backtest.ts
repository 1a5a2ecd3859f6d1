import {
  type ReplayOptions,
  type ReplaySandbox,
  type ReplayTransport,
  recordSession,
  type SessionReport,
  startReplay,
} from "@perpkit/backtest";
import { formatDecimal, type Hex } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import type { FeeOptions } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient, type SessionPnl } from "@perpkit/stream";
import { createMarketMaker, type MarketMakerStats } from "./market-maker.js";
import type { MarketMakerOptions } from "./settings.js";

// A backtest of the market maker: the same bot as on the live service, given clients that run on
// a replay's clock. The replay starts paused; once the bot's book and account are live it plays,
// one event at a time, waiting for the bot to react to each; at its end the bot stops (cancelling
// everything) and the report of the bot's session is taken.

/** The bot's key in a backtest: any key does, one that stays the same makes runs repeat. */
const BACKTEST_KEY: Hex = `0x${"b0".repeat(32)}`;

/**
 * What to backtest: the recording and how to replay it, and the bot's settings.
 *
 * @example
 * const options: BacktestOptions = { replay: { file: "market.ndjson", speed: "max" }, symbol: "BTCUSD", size: "0.01" }
 */
export interface BacktestOptions
  extends Omit<MarketMakerOptions, "rest" | "stream" | "subaccountId" | "runForMs"> {
  /** The recording and its replay (speed, latencies); it starts paused whatever is given. */
  readonly replay: ReplayOptions;
  /** Seed of the sandbox's ids. Default 1. */
  readonly seed?: number | string;
  /** USD the bot starts with. Default 1,000,000. */
  readonly funding?: string;
  /** Maker and taker fees of every market. Default the recording's (the live products'). */
  readonly fees?: FeeOptions;
  /**
   * How the bot's clients reach the sandbox: over sockets, or in this process (`"in-process"`
   * takes their signatures on trust, `"in-process-verify"` checks them). The same report either
   * way. Default `"socket"`.
   */
  readonly transport?: ReplayTransport;
  /** Called with the sandbox once the bot is ready, before the replay plays. */
  readonly onReady?: (sandbox: ReplaySandbox) => void;
}

/**
 * What a backtest ended with.
 *
 * @example
 * const { stats, fills, sandbox } = await backtest(options)
 */
export interface BacktestResult {
  readonly stats: MarketMakerStats;
  /** The session's report, from the bot's start to its stop. */
  readonly report: SessionReport;
  /** The session's PnL as the bot's maintained account saw it at the end, at the oracle's marks. */
  readonly accountPnl: SessionPnl | undefined;
  /** The bot's subaccount. */
  readonly subaccountId: string;
  /** The sandbox, still open: read its report, then close it. */
  readonly sandbox: ReplaySandbox;
}

/**
 * Runs the market maker over a recording and answers its stats with the sandbox it ran on.
 *
 * @example
 * const { stats, sandbox } = await backtest({ replay: { file, speed: "max" }, symbol: "BTCUSD", size: "0.01" })
 * await sandbox.close()
 */
export async function backtest(options: BacktestOptions): Promise<BacktestResult> {
  const sandbox = await startReplay({
    seed: options.seed ?? 1,
    replay: { ...options.replay, paused: options.replay.speed !== "step" },
    ...(options.fees ? { fees: options.fees } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
  });
  try {
    const signer = privateKeySigner(BACKTEST_KEY);
    const { subaccount } = await sandbox.fund(signer.address, options.funding ?? "1000000");
    const { clients } = sandbox;
    const rest = createRestClient({ ...clients.rest, signer, name: "maker" });
    const stream = createStreamClient({ ...clients.stream, name: "maker" });
    const recorder = recordSession(sandbox, { subaccountId: subaccount.id });
    const {
      replay: _r,
      seed: _s,
      funding: _f,
      fees: _fees,
      transport: _t,
      onReady,
      ...settings
    } = options;
    const bot = createMarketMaker({ ...settings, rest, stream, subaccountId: subaccount.id });
    const running = bot.run();
    await bot.ready;
    onReady?.(sandbox);
    const { replay } = sandbox;
    if (replay.speed === "step") {
      while (!replay.status().ended) await replay.advance(60_000);
    } else {
      replay.resume();
    }
    await replay.finished;
    const stats = await bot.stop();
    await running;
    const report = recorder.finish();
    const marks: Record<string, string> = {};
    for (const product of sandbox.exchange.products()) {
      const mark = sandbox.exchange.oraclePrice(product.id);
      if (mark !== undefined) marks[product.ticker] = formatDecimal(mark);
    }
    const accountPnl = bot.account?.pnl(marks);
    await bot.close();
    await stream.close();
    return { stats, report, accountPnl, subaccountId: subaccount.id, sandbox };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
