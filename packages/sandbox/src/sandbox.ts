import { limits, networks, ValidationError } from "@perpkit/core";
import { getCurveBackend, signingConfigs } from "@perpkit/signing";
import type { WebSocketConstructor } from "@perpkit/stream";
import { createCandleApi } from "./candles/api.js";
import { createClock } from "./engine/index.js";
import { createHttpFaults } from "./faults/http.js";
import { createStreamGateway } from "./gateway/gateway.js";
import type { SandboxExtension, SandboxServices } from "./http/extension.js";
import { inProcessFetch } from "./http/in-process.js";
import { RateLimiter } from "./http/rate-limit.js";
import { createRequestHandler, createUpgradeHandler } from "./http/request-handler.js";
import { createOracleFeed, defaultOraclePrices } from "./oracle/feed.js";
import { createOracleControl } from "./oracle/oracle-control.js";
import type { RequestSignatures } from "./rest/handler-context.js";
import { createRestApi } from "./rest/rest-api.js";
import { createRequestSignatures, trustingSignatures } from "./rest/signatures.js";
import { createVerifierPool, type VerifierPool } from "./rest/verify-pool.js";
import type { Sandbox, StartSandboxOptions } from "./sandbox-options.js";
import { faucetOf } from "./start/fund.js";
import { MarketPriceWarning, startMarkets } from "./start/markets.js";
import { createSandboxServer, listen } from "./start/node-server.js";
import { openEngine, type SandboxEngine } from "./start/open-engine.js";

export type { SandboxServices } from "./http/extension.js";
export type {
  FundOptions,
  FundResult,
  Sandbox,
  SandboxFeatures,
  StartSandboxOptions,
} from "./sandbox-options.js";

const DEFAULT_MAX_BODY = 64 * 1024;

/** The signature checks: on the main thread, or on worker threads as well (`verifyThreads`). */
async function signatureChecks(
  options: StartSandboxOptions,
): Promise<{ signatures: RequestSignatures; pool: VerifierPool | undefined }> {
  const signingConfig = options.signingConfig ?? signingConfigs.local;
  const threads = options.verifyThreads ?? 0;
  if (!Number.isSafeInteger(threads) || threads < 0) {
    throw new ValidationError("verifyThreads", "must be a whole number, 0 or more");
  }
  const pool =
    threads > 0
      ? await createVerifierPool(threads, signingConfig, {
          // libsecp256k1 checks a signature for less than a hand-off to a thread costs.
          inline: getCurveBackend().name === "native",
        })
      : undefined;
  return { signatures: createRequestSignatures(signingConfig, pool), pool };
}

/**
 * Where a sandbox's errors go without `onError`: a market's missing price as one line of text,
 * an unexpected error with its stack.
 */
function printError(e: unknown): void {
  if (e instanceof MarketPriceWarning) console.error(`sandbox: ${e.message}`);
  else console.error("sandbox:", e);
}

/**
 * The oracle's options: a simulated market needs prices to quote around, so with `market` the
 * oracle starts from {@link defaultOraclePrices} unless given prices (or `oracle: false`).
 */
function withMarketPrices(options: StartSandboxOptions): StartSandboxOptions["oracle"] {
  const given = options.oracle;
  if (options.market === undefined || given === false || given?.prices) return given;
  return { ...given, prices: defaultOraclePrices };
}

/** The oracle feed: its options, or those a data directory restores. */
function startOracle(options: StartSandboxOptions, engine: SandboxEngine) {
  const { exchange, durable } = engine;
  const given = withMarketPrices(options);
  const oracleOptions = durable ? durable.oracleOptions(given, exchange) : given;
  return createOracleFeed(exchange, engine.clock, oracleOptions, {
    seed: engine.seed,
    onUpdate: durable ? durable.recordOracle(engine.oracleCandle) : engine.oracleCandle,
  });
}

/**
 * `sandbox.inProcess`: transports for clients in this process, through the request handler (or
 * the one that takes signatures on trust, built the first time it is asked for) and the gateway.
 */
function inProcessOf(
  urls: { readonly baseUrl: string; readonly wsUrl: string },
  gateway: ReturnType<typeof createStreamGateway>,
  handle: Parameters<typeof inProcessFetch>[0],
  trusting: () => Parameters<typeof inProcessFetch>[0],
): Sandbox["inProcess"] {
  let trustedHandle: Parameters<typeof inProcessFetch>[0] | undefined;
  return (options = {}) => {
    const trusted = options.trusted === true;
    if (trusted) trustedHandle ??= trusting();
    const fetch = inProcessFetch(trusted ? (trustedHandle as typeof handle) : handle);
    const WebSocket = class {
      constructor(url: string) {
        // biome-ignore lint/correctness/noConstructorReturn: the gateway makes the socket
        return gateway.connectInProcess(url);
      }
    } as unknown as WebSocketConstructor;
    return { ...urls, fetch: fetch as typeof globalThis.fetch, WebSocket };
  };
}

/**
 * Starts a local exchange on 127.0.0.1 that implements the interface: every REST operation of
 * spec/rest with its validation, signatures (under the sandbox's own EIP-712 domain), rate
 * limits and errors, a matching engine, and /sandbox/ endpoints for the faucet and the clock.
 *
 * @example
 * const sandbox = await startSandbox({ clock: createClock({ frozen: true }) })
 * await sandbox.fund(account, "1000")
 * await sandbox.close()
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const engine = await openEngine(options, options.clock ?? createClock());
  const { exchange, clock } = engine;
  const limiter = new RateLimiter(clock, options.rateLimits);
  const { signatures, pool } = await signatureChecks(options);
  const server = createSandboxServer(options);
  const control = options.control ?? true;
  const onError = options.onError ?? printError;
  const { simulation } = options;
  const oracle = startOracle(options, engine);
  let gateway: ReturnType<typeof createStreamGateway> | undefined;
  const services: SandboxServices = {
    exchange,
    clock,
    events: exchange.events,
    limiter,
    server,
    oracle,
    publishBook: (symbol) => gateway?.publishBook(symbol),
    onError,
  };
  gateway = createStreamGateway(services, options.stream, {
    control,
    ...(options.onError ? { onError: options.onError } : {}),
    simulation,
  });
  const httpFaults = createHttpFaults(clock, { control, simulation });
  let markets: ReturnType<typeof startMarkets>;
  let added: SandboxExtension[];
  try {
    markets = startMarkets(options, { exchange, seed: engine.seed, onError, clock });
    try {
      added = (options.extensions ?? []).map((build) => build(services));
    } catch (error) {
      markets.stop();
      throw error;
    }
  } catch (error) {
    oracle.stop();
    engine.close();
    gateway.close?.();
    await pool?.close();
    engine.durable?.close();
    throw error;
  }
  const extensions = [
    ...added.filter((extension) => extension.beforeFaults),
    httpFaults.extension,
    ...markets.extensions,
    gateway,
    ...added.filter((extension) => !extension.beforeFaults),
    createCandleApi({ exchange, limiter, store: engine.candles }),
    ...(control ? [createOracleControl(exchange, oracle)] : []),
  ];
  const restOptions = {
    exchange,
    clock,
    limiter,
    features: { ...networks.local.features, ...options.features },
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY,
    control,
    controlEndpoints: extensions.flatMap((extension) => extension.controlEndpoints ?? []),
    onError,
  };
  const handler = (requestSignatures: RequestSignatures) =>
    createRequestHandler({
      extensions,
      fallback: createRestApi({ ...restOptions, signatures: requestSignatures }),
      onError,
    });
  const handle = handler(signatures);
  server.on("request", handle);
  server.on("upgrade", createUpgradeHandler(extensions));

  const host = options.host ?? "127.0.0.1";
  const port = await listen(server, options.port ?? 0, host);

  const authority = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  const baseUrl = `http://${authority}`;
  const wsUrl = `ws://${authority}${limits.websocket.path}`;
  let closed: Promise<void> | undefined;
  return {
    baseUrl,
    wsUrl,
    candlesUrl: `http://${authority}`,
    host,
    port,
    exchange,
    clock,
    events: exchange.events,
    signingConfig: options.signingConfig ?? signingConfigs.local,
    oracle,
    faults: { http: httpFaults.faults, stream: gateway.faults },
    market: markets.market,
    feeSources: engine.feeSources,
    fund: faucetOf(exchange),
    inProcess: inProcessOf({ baseUrl, wsUrl }, gateway, handle, () =>
      handler(trustingSignatures(signatures)),
    ),
    close() {
      closed ??= (async () => {
        markets.stop();
        oracle.stop();
        // The last added closes first: what was built on the others stops before they do.
        for (const extension of [...extensions].reverse()) await extension.close?.();
        engine.close();
        await pool?.close();
        engine.durable?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closed;
    },
  };
}
