import {
  type Clock,
  describeValue,
  formatDecimal,
  parseDecimal,
  ValidationError,
} from "@perpkit/core";
import {
  createClock,
  defaultProducts,
  type FeeSource,
  type ProductSettings,
  type Sandbox,
  type SandboxExtension,
  type StartSandboxOptions,
  startSandbox,
} from "@perpkit/sandbox";
import { RecordingLineError, type WebSocketConstructor } from "@perpkit/stream";
import { createBotRequests } from "../lockstep/bot-requests.js";
import { type LatencySampler, latencySampler } from "../lockstep/latency.js";
import { createRequestHold, type RequestHold } from "../lockstep/request-hold.js";
import { lockstepSimulation } from "../lockstep/simulation.js";
import { WorkInFlight } from "../lockstep/work-in-flight.js";
import type { ProductLine } from "./product-line.js";
import { openReplayInput, type ReplayInput } from "./reader.js";
import { playRecording, type ReplayDriver, type SandboxReplay } from "./replay.js";
import { createReplayControl } from "./replay-control.js";
import { type ReplayOptions, type ReplaySettings, replaySettings } from "./replay-settings.js";

/**
 * Options of {@link startReplay}: a sandbox's (see `StartSandboxOptions` of `@perpkit/sandbox`)
 * and the replay. The recording sets the clock, the oracle and the fees, so `clock`, `oracle`,
 * `market` and `dataDir` are not taken.
 *
 * @example
 * const options: StartReplayOptions = { replay: { file: "market.ndjson", speed: "step" }, seed: 1 }
 */
export interface StartReplayOptions
  extends Omit<
    StartSandboxOptions,
    "clock" | "oracle" | "market" | "dataDir" | "simulation" | "productFeeSources"
  > {
  /** The recording and how it plays (see {@link ReplayOptions}; a path alone plays it at real speed). */
  readonly replay: string | ReplayOptions;
  /**
   * How the bot's clients reach the sandbox, as `clients` gives them: `"socket"` over HTTP and a
   * WebSocket on 127.0.0.1; `"in-process"` through the sandbox's request handler and gateway in
   * this process, with no socket, the clients' signatures taken on trust (not recovered);
   * `"in-process-verify"` the same with every signature recovered and checked, as over a socket.
   * A bot makes the same report on each. Default `"socket"`.
   */
  readonly transport?: ReplayTransport;
}

/**
 * How a replay's bot reaches its sandbox: see {@link StartReplayOptions.transport}.
 *
 * @example
 * const transport: ReplayTransport = "in-process"
 */
export type ReplayTransport = "socket" | "in-process" | "in-process-verify";

/**
 * The options a bot's clients take to reach a replay's sandbox on its clock, by the replay's
 * transport: spread them into `createRestClient` and `createStreamClient`, beside the bot's own.
 *
 * @example
 * const rest = createRestClient({ ...sandbox.clients.rest, signer, name: "bot" })
 * const stream = createStreamClient({ ...sandbox.clients.stream, name: "bot" })
 */
export interface ReplayClients {
  readonly rest: {
    readonly baseUrl: string;
    readonly clock: Clock;
    readonly fetch?: typeof globalThis.fetch;
  };
  readonly stream: {
    readonly url: string;
    readonly clock: Clock;
    readonly WebSocket?: WebSocketConstructor;
  };
}

/**
 * A sandbox a recording plays into: the sandbox, with its replay.
 *
 * @example
 * const sandbox: ReplaySandbox = await startReplay({ replay: "market.ndjson" })
 * await sandbox.replay.finished
 */
export interface ReplaySandbox extends Sandbox {
  readonly replay: SandboxReplay;
  /** What the bot's clients are given, by the replay's `transport`, with the replay's clock. */
  readonly clients: ReplayClients;
}

const TRANSPORTS: readonly ReplayTransport[] = ["socket", "in-process", "in-process-verify"];

/** The clients' options for a sandbox and a transport. */
function clientsOf(sandbox: Sandbox, transport: ReplayTransport): ReplayClients {
  const { clock } = sandbox;
  if (transport === "socket") {
    return { rest: { baseUrl: sandbox.baseUrl, clock }, stream: { url: sandbox.wsUrl, clock } };
  }
  const inProcess = sandbox.inProcess({ trusted: transport === "in-process" });
  return {
    rest: { baseUrl: inProcess.baseUrl, clock, fetch: inProcess.fetch },
    stream: { url: inProcess.wsUrl, clock, WebSocket: inProcess.WebSocket },
  };
}

/**
 * A replay whose recording does not carry a market's live fees (it was made before recordings
 * held product lines, or by other means), said once as the replay starts: which fees it charges
 * instead, and where they come from.
 *
 * @example
 * startReplay({ replay: { file }, onError: (e) => e instanceof ReplayFeeWarning && console.warn(e.message) })
 */
export class ReplayFeeWarning extends Error {
  override readonly name = "ReplayFeeWarning";
}

/**
 * A sandbox product with a recorded product's fees and grids over its own. The grids must fit the
 * product's bounds: a tick size at most its maxPrice, a lot size at most its maxQuantity (the
 * replay holds a recorded level in orders of the most whole lots within maxQuantity, so a live
 * lot of 0.003 under a maxQuantity of 1000 plays in orders of 999.999). Throws a
 * RecordingLineError naming the product line and `product.tickSize` or `product.lotSize` when
 * they do not.
 */
function withRecordedProduct(settings: ProductSettings, recorded: ProductLine): ProductSettings {
  const { line, file, tickSize, lotSize } = recorded;
  const maxPrice = parseDecimal(settings.maxPrice, "maxPrice");
  const maxQuantity = parseDecimal(settings.maxQuantity, "maxQuantity");
  if (parseDecimal(tickSize, "tickSize") > maxPrice) {
    throw new RecordingLineError(
      line,
      "product.tickSize",
      `is ${tickSize}, over ${settings.ticker}'s maxPrice ${settings.maxPrice}`,
      file,
    );
  }
  if (parseDecimal(lotSize, "lotSize") > maxQuantity) {
    throw new RecordingLineError(
      line,
      "product.lotSize",
      `is ${lotSize}, over ${settings.ticker}'s maxQuantity ${settings.maxQuantity}: no order could hold one lot`,
      file,
    );
  }
  return {
    ...settings,
    makerFee: recorded.makerFee,
    takerFee: recorded.takerFee,
    tickSize,
    lotSize,
  };
}

/**
 * The sandbox's products with the recording's product lines laid over them (the live products'
 * fees and grids), and which markets' fees are the recording's.
 */
function recordedProducts(
  own: readonly ProductSettings[] | undefined,
  recorded: readonly ProductLine[],
): { products: readonly ProductSettings[] | undefined; sources: Record<string, FeeSource> } {
  const sources: Record<string, FeeSource> = {};
  if (recorded.length === 0) return { products: own, sources };
  const products = (own ?? defaultProducts).map((p) => {
    const line = recorded.find((r) => r.symbol === p.ticker);
    if (!line) return p;
    sources[p.ticker] = "recording";
    return withRecordedProduct(p, line);
  });
  return { products, sources };
}

/** The warning for the replayed markets whose fees are the sandbox's own, if any. */
function feeWarning(symbols: readonly string[], sandbox: Sandbox): ReplayFeeWarning | undefined {
  const fallback = symbols.flatMap((symbol) => {
    const product = sandbox.exchange.productByTicker(symbol);
    const source = sandbox.feeSources[symbol];
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

/**
 * Where a replay's errors go without `onError`: a refused line and the fee warning as one line of
 * text, anything else with its stack.
 */
function printError(e: unknown): void {
  if (e instanceof RecordingLineError) console.error(`sandbox: replay ${e.message}`);
  else if (e instanceof ReplayFeeWarning) console.error(`sandbox: ${e.message}`);
  else console.error("sandbox:", e);
}

/** Refuses what the recording sets: the clock, the oracle, a simulated market, a data directory. */
function checkAlone(options: StartReplayOptions): void {
  const given = options as StartReplayOptions & Record<string, unknown>;
  if (given.transport !== undefined && !TRANSPORTS.includes(given.transport)) {
    throw new ValidationError(
      "transport",
      `must be one of ${TRANSPORTS.join(", ")}, got ${describeValue(given.transport)}`,
    );
  }
  for (const field of ["clock", "market", "dataDir", "simulation"] as const) {
    if (given[field] !== undefined) {
      throw new ValidationError(field, "cannot be given with replay: the recording sets it");
    }
  }
  if (given.oracle !== undefined && given.oracle !== false) {
    throw new ValidationError(
      "oracle",
      "cannot be given with replay: the recording's marks set it",
    );
  }
}

/**
 * The replay's parts as the sandbox's extensions: the count of its bots' requests (before the
 * fault injector), the order and cancel latencies, and the player with its /sandbox/replay
 * endpoints, which starts once the sandbox's engine, oracle and gateway exist.
 */
function replayExtensions(
  settings: ReplaySettings,
  input: ReplayInput,
  lockstep: { readonly work: WorkInFlight; readonly latency: ReplayLatency },
  control: boolean,
  started: (replay: ReplayDriver) => void,
): NonNullable<StartSandboxOptions["extensions"]> {
  const { work, latency } = lockstep;
  let hold: RequestHold | undefined;
  return [
    ({ clock }) => ({ ...createBotRequests(work, clock), beforeFaults: true }),
    ({ clock }) => {
      hold = createRequestHold(clock, work, latency);
      return hold;
    },
    (services): SandboxExtension => {
      const replay = playRecording(
        input.reader,
        settings,
        services.clock,
        { ...services, ordersWaiting: () => hold?.waiting() ?? 0 },
        {
          work,
          pulledTo: () => hold?.nextLockstepDue(),
          latency: {
            feed: latency.feed.values,
            order: latency.order.values,
            cancel: latency.cancel.values,
          },
        },
      );
      started(replay);
      const endpoints = control ? createReplayControl(replay) : {};
      return { ...endpoints, close: () => replay.stop() };
    },
  ];
}

/** The latencies a replay draws from, each way. */
interface ReplayLatency {
  readonly feed: LatencySampler;
  readonly order: LatencySampler;
  readonly cancel: LatencySampler;
}

/**
 * Starts a sandbox that plays a market recording (`perpkit record` writes one): its book as orders
 * of the replay's makers, its trades as orders of its taker, its marks as the oracle, its live
 * fees and grids over the products, on a clock that follows the recording's times and waits for
 * the clients on it (lock-step), so the same bot makes the same fills at any speed. The sandbox is
 * `@perpkit/sandbox`'s, with the replay as its extension; the answer is the sandbox with its
 * `replay`. Throws a ValidationError naming the option, or a RecordingLineError naming the line
 * of a header or product line it refuses.
 *
 * @example
 * const sandbox = await startReplay({ replay: { file: "market.ndjson", speed: "step" } })
 * await sandbox.replay.advance(60_000) // the next minute of the recording
 * await sandbox.close()
 */
export async function startReplay(options: StartReplayOptions): Promise<ReplaySandbox> {
  checkAlone(options);
  const { replay: replayOptions, transport = "socket", ...sandboxOptions } = options;
  const settings = replaySettings(replayOptions);
  const { seed } = options;
  const latency: ReplayLatency = {
    feed: latencySampler(settings.latency.feed, "replay.latency.feed", seed),
    order: latencySampler(settings.latency.order, "replay.latency.order", seed),
    cancel: latencySampler(settings.latency.cancel, "replay.latency.cancel", seed),
  };
  const input = await openReplayInput(settings.file, settings.selection);
  let replay: ReplayDriver | undefined;
  try {
    const { products, sources } = recordedProducts(options.products, input.products);
    const start = input.startTime === undefined ? Date.now() : Math.max(0, input.startTime - 1);
    const wake = { poke: (): void => undefined };
    const work = new WorkInFlight(() => clock.now(), seed);
    const clock = createClock({ frozen: true, start, lockstep: work, onTimer: () => wake.poke() });
    const onError = options.onError ?? printError;
    const sandbox = await startSandbox({
      ...sandboxOptions,
      ...(products ? { products } : {}),
      productFeeSources: sources,
      clock,
      oracle: false,
      simulation: lockstepSimulation(work, clock, latency.feed),
      onError,
      extensions: [
        ...(options.extensions ?? []),
        ...replayExtensions(settings, input, { work, latency }, options.control ?? true, (r) => {
          replay = r;
          wake.poke = () => r.poke();
        }),
      ],
    });
    const warning = feeWarning(input.reader.header.symbols, sandbox);
    if (warning) onError(warning);
    return { ...sandbox, replay: replay as ReplayDriver, clients: clientsOf(sandbox, transport) };
  } catch (error) {
    replay?.stop();
    input.reader.close();
    throw error;
  }
}
