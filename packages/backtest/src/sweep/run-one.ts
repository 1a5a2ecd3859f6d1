// The one seam between a sweep and a backtest: given a bot, its parameters, a recording and a
// window, it answers the run's report. It runs the bot's own clients in process (no socket, the
// clients' signatures taken on trust) against a sandbox replaying the recording in lock-step
// (the package's startReplay and recordSession); nothing else of the sweep knows how.
import type { Hex } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { privateKeySigner } from "@perpkit/signing";
import { createStreamClient } from "@perpkit/stream";
import { type ReplayTransport, startReplay } from "../replay/start.js";
import type { SessionReport } from "../report/report-types.js";
import { recordSession } from "../report/session.js";
import type { BotDefinition, BotParameters } from "./bot.js";
import type { SweepReplay } from "./plan.js";
import type { TimeWindow } from "./windows.js";

/** The bot's key in every run: any key does; one that stays the same makes runs repeat. */
const RUN_KEY: Hex = `0x${"5e".repeat(32)}`;

/**
 * One run: the bot and its parameters, the recordings (a folder by market and day) with the
 * markets and window to play, and the settings every run of a sweep shares.
 *
 * @example
 * const input: RunInput = { bot, params, folder: "data", symbols: ["BTCUSD"], window, seed: 1, replay: {}, sampleEveryMs: 1000 }
 */
export interface RunInput {
  readonly bot: BotDefinition;
  readonly params: BotParameters;
  readonly folder: string;
  readonly symbols: readonly string[];
  readonly window: TimeWindow;
  readonly seed: number | string;
  readonly replay: SweepReplay;
  readonly sampleEveryMs: number;
  /** How the bot's clients reach the sandbox (see `StartReplayOptions.transport`). Default `"in-process"`. */
  readonly transport?: ReplayTransport;
}

/**
 * What a run ended with: the session report of the bot's subaccount, and what the replay refused
 * of the recording (a line it could not play, a gap), in order.
 *
 * @example
 * const { report, warnings }: RunOutput = await runOne(input)
 */
export interface RunOutput {
  readonly report: SessionReport;
  readonly warnings: readonly string[];
}

/**
 * Runs a bot over a window of recordings and answers its report. The bot starts on clients
 * that run on the replay's clock; the replay starts paused, plays once the bot is ready, one
 * event at a time, waiting for the bot after each; at its end the bot stops and the report of
 * its session is taken. The same input gives the same report, byte for byte.
 *
 * @example
 * const { report } = await runOne({ bot, params: bot.params, folder: "data", symbols: ["BTCUSD"], window, seed: 1, replay: {}, sampleEveryMs: 1000 })
 */
export async function runOne(input: RunInput): Promise<RunOutput> {
  const warnings: string[] = [];
  const { latency, fees, funding } = input.replay;
  const sandbox = await startReplay({
    seed: input.seed,
    replay: {
      file: input.folder,
      symbols: input.symbols,
      from: input.window.from,
      to: input.window.to,
      speed: "max",
      paused: true,
      ...(latency ? { latency } : {}),
    },
    ...(fees ? { fees } : {}),
    transport: input.transport ?? "in-process",
    onError: (error) => warnings.push(error instanceof Error ? error.message : String(error)),
  });
  let stream: ReturnType<typeof createStreamClient> | undefined;
  try {
    const signer = privateKeySigner(RUN_KEY);
    const { subaccount } = await sandbox.fund(signer.address, funding ?? "1000000");
    const { clock, clients } = sandbox;
    const rest = createRestClient({ ...clients.rest, signer, name: "bot" });
    stream = createStreamClient({ ...clients.stream, name: "bot" });
    const recorder = recordSession(sandbox, {
      subaccountId: subaccount.id,
      sampleEveryMs: input.sampleEveryMs,
    });
    const running = await input.bot.start({
      rest,
      stream,
      clock,
      params: input.params,
      symbols: input.symbols,
      subaccountId: subaccount.id,
    });
    const { replay } = sandbox;
    replay.resume();
    await replay.finished;
    await running.stop();
    return { report: recorder.finish(), warnings };
  } finally {
    await stream?.close().catch(() => undefined);
    await sandbox.close();
  }
}
