import { limits, networks, ValidationError } from "@perpkit/core";
import { getCurveBackend, signingConfigs } from "@perpkit/signing";
import { RecordingLineError } from "@perpkit/stream";
import { createCandleApi } from "./candles/api.js";
import { createClock } from "./engine/index.js";
import { createHttpFaults } from "./faults/http.js";
import { createStreamGateway } from "./gateway/gateway.js";
import type { SandboxServices } from "./http/extension.js";
import { RateLimiter } from "./http/rate-limit.js";
import { createRequestHandler, createUpgradeHandler } from "./http/request-handler.js";
import { createOracleFeed, defaultOraclePrices } from "./oracle/feed.js";
import { createOracleControl } from "./oracle/oracle-control.js";
import type { RequestSignatures } from "./rest/handler-context.js";
import { createRestApi } from "./rest/rest-api.js";
import { createRequestSignatures } from "./rest/signatures.js";
import { createVerifierPool, type VerifierPool } from "./rest/verify-pool.js";
import type { Sandbox, StartSandboxOptions } from "./sandbox-options.js";
import { faucetOf } from "./start/fund.js";
import { MarketPriceWarning, planReplay, ReplayFeeWarning, startMarkets } from "./start/markets.js";
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
 * Where a sandbox's errors go without `onError`: a replay's refused line and a market's missing
 * price as one line of text, an unexpected error with its stack.
 */
function printError(e: unknown): void {
  if (e instanceof RecordingLineError) console.error(`sandbox: replay ${e.message}`);
  else if (e instanceof MarketPriceWarning || e instanceof ReplayFeeWarning) {
    console.error(`sandbox: ${e.message}`);
  } else console.error("sandbox:", e);
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

/** The oracle feed: its options, those a data directory restores, or none for a replay. */
function startOracle(options: StartSandboxOptions, engine: SandboxEngine, replaying: boolean) {
  const { exchange, durable } = engine;
  const given = replaying ? false : withMarketPrices(options);
  const oracleOptions = durable ? durable.oracleOptions(given, exchange) : given;
  return createOracleFeed(exchange, engine.clock, oracleOptions, {
    seed: engine.seed,
    onUpdate: durable ? durable.recordOracle(engine.oracleCandle) : engine.oracleCandle,
  });
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
  const plan = await planReplay(options);
  let engine: SandboxEngine;
  try {
    engine = await openEngine(
      options,
      plan?.clock ?? options.clock ?? createClock(),
      plan?.products,
    );
  } catch (error) {
    plan?.reader.close();
    throw error;
  }
  const { exchange, clock } = engine;
  const limiter = new RateLimiter(clock, options.rateLimits);
  const { signatures, pool } = await signatureChecks(options);
  const server = createSandboxServer(options);
  const control = options.control ?? true;
  const onError = options.onError ?? printError;
  const services: SandboxServices = { exchange, clock, events: exchange.events, limiter, server };
  const gateway = createStreamGateway(services, options.stream, {
    control,
    ...(options.onError ? { onError: options.onError } : {}),
    ...(plan
      ? { l2Book: "manual" as const, feedLatency: plan.feedLatency, lockstep: plan.work }
      : {}),
  });
  const httpFaults = createHttpFaults(clock, { control, lockstep: plan?.work });
  const oracle = startOracle(options, engine, plan !== undefined);
  let markets: ReturnType<typeof startMarkets>;
  try {
    markets = startMarkets(options, plan, {
      exchange,
      oracle,
      seed: engine.seed,
      publishBook: (symbol) => gateway.publishBook(symbol),
      onError,
      clock,
      feeSources: engine.feeSources,
    });
  } catch (error) {
    plan?.reader.close();
    oracle.stop();
    engine.close();
    gateway.close?.();
    await pool?.close();
    engine.durable?.close();
    throw error;
  }
  const extensions = [
    ...markets.first,
    httpFaults.extension,
    ...markets.extensions,
    gateway,
    ...(options.extensions ?? []).map((build) => build(services)),
    createCandleApi({ exchange, limiter, store: engine.candles }),
    ...(control ? [createOracleControl(exchange, oracle)] : []),
  ];
  server.on(
    "request",
    createRequestHandler({
      extensions,
      fallback: createRestApi({
        exchange,
        clock,
        signatures,
        limiter,
        features: { ...networks.local.features, ...options.features },
        maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY,
        control,
        controlEndpoints: extensions.flatMap((extension) => extension.controlEndpoints ?? []),
        onError,
      }),
      onError,
    }),
  );
  server.on("upgrade", createUpgradeHandler(extensions));

  const host = options.host ?? "127.0.0.1";
  const port = await listen(server, options.port ?? 0, host);

  const authority = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  let closed: Promise<void> | undefined;
  return {
    baseUrl: `http://${authority}`,
    wsUrl: `ws://${authority}${limits.websocket.path}`,
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
    replay: markets.replay,
    feeSources: engine.feeSources,
    fund: faucetOf(exchange),
    close() {
      closed ??= (async () => {
        markets.stop();
        oracle.stop();
        engine.close();
        for (const extension of extensions) await extension.close?.();
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
