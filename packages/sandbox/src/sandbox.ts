import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import {
  type Address,
  assertAddress,
  limits,
  networks,
  parseDecimal,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import type { components } from "@perpkit/rest";
import { getCurveBackend, type SigningConfig, signingConfigs } from "@perpkit/signing";
import { createCandleApi } from "./candles/api.js";
import { recordOracle, recordTrades } from "./candles/recorder.js";
import { CandleStore } from "./candles/store.js";
import { createClock, type SandboxClock } from "./clock.js";
import { Exchange } from "./engine/exchange.js";
import type { Pruned, RetentionOptions } from "./engine/retention.js";
import type { SandboxEventBus } from "./events.js";
import { createHttpFaults, type HttpFaults } from "./faults/http.js";
import type { StreamFaults } from "./faults/stream.js";
import { createStreamGateway, type StreamGatewayOptions } from "./gateway/gateway.js";
import type { RequestSignatures } from "./http/context.js";
import { subaccountRecord, transferRecord } from "./http/records.js";
import {
  createRequestHandler,
  createUpgradeHandler,
  type SandboxExtension,
} from "./http/server.js";
import { createRequestSignatures } from "./http/signatures.js";
import { createVerifierPool } from "./http/verify-pool.js";
import { createOracleControl } from "./oracle/control.js";
import { createOracleFeed, type OracleOptions, type SandboxOracle } from "./oracle/feed.js";
import type { ProductSettings, TokenSettings } from "./products.js";
import { RateLimiter, type RateLimitSettings } from "./rate-limit.js";
import type { SandboxServices } from "./services.js";

export type { SandboxServices } from "./services.js";

/**
 * The network features an operation may need (`x-feature` in the spec).
 *
 * @example
 * await startSandbox({ features: { batchOrders: false } }) // behave like mainnet
 */
export type SandboxFeatures = { readonly [K in keyof typeof networks.local.features]?: boolean };

/**
 * Options of {@link startSandbox}.
 *
 * @example
 * const options: StartSandboxOptions = { seed: 1, withdrawalLockoutMs: 1_000, rateLimits: false }
 */
export interface StartSandboxOptions {
  /** Port to listen on; default 0, a free port chosen by the system. */
  readonly port?: number;
  /** Interface to listen on; default `127.0.0.1`. */
  readonly host?: string;
  /** Markets; default BTCUSD, ETHUSD and SOLUSD (`defaultProducts`). */
  readonly products?: readonly ProductSettings[];
  /** Deposit tokens; the first is the collateral. Default one USD token (`defaultTokens`). */
  readonly tokens?: readonly TokenSettings[];
  /** The clock; default real time. Pass `createClock({ frozen: true })` to drive time from a test. */
  readonly clock?: SandboxClock;
  /** Seed for ids and hashes, so runs repeat. */
  readonly seed?: number | string;
  /** Rate-limit pools; default the interface's (spec/limits.yaml). `false` turns them off. */
  readonly rateLimits?: RateLimitSettings;
  /** Network features; default those of the `local` network (batch orders on). */
  readonly features?: SandboxFeatures;
  /** Milliseconds a deposit takes to be credited. Default 0. */
  readonly depositConfirmationMs?: number;
  /** Milliseconds from a withdrawal request to its finalisation. Default 60,000. */
  readonly withdrawalLockoutMs?: number;
  /** Largest slippage of a market order from the best opposite price. Default `"0.05"`. */
  readonly marketSlippage?: string;
  /** Contract wallets (EIP-1271 owners): contract address to the keys that may sign for it. */
  readonly contractOwners?: Readonly<Record<string, readonly string[]>>;
  /** The EIP-712 configuration to verify against and serve. Default `signingConfigs.local`. */
  readonly signingConfig?: SigningConfig;
  /** Largest request body in bytes; larger ones get a 400. Default 65,536. */
  readonly maxBodyBytes?: number;
  /**
   * Milliseconds a client has to send a request's headers; past them it gets a 408 and its
   * connection is closed, so slow or silent connections cannot pile up. Default 10,000.
   */
  readonly headersTimeoutMs?: number;
  /** Milliseconds a client has to send a whole request, headers and body. Default 30,000. */
  readonly requestTimeoutMs?: number;
  /** Milliseconds an idle kept-alive connection stays open between requests. Default 5,000. */
  readonly keepAliveTimeoutMs?: number;
  /**
   * Open connections (HTTP and WebSocket) at most; one more is closed as soon as it opens.
   * Default 10,000.
   */
  readonly maxConnections?: number;
  /**
   * How much finished history stays in memory: finished orders, fills and closed positions per
   * subaccount and trades per product beyond `records` (default 1,000), or older than `maxAgeMs`,
   * leave it. Open orders and positions always stay.
   */
  readonly retention?: RetentionOptions;
  /**
   * A directory that keeps the exchange's state across restarts: accounts, balances, orders,
   * fills, positions, signers, nonces, withdrawals and candles. Every accepted change is written
   * to an SQLite database there before its request is answered, and a sandbox started again on
   * the directory (with the same products, tokens and delays) carries on where it stopped, even
   * after its process was killed. Without it the sandbox keeps everything in memory.
   */
  readonly dataDir?: string;
  /** Serve the /sandbox/ endpoints (faucet, clock, oracle, book). Default true. */
  readonly control?: boolean;
  /**
   * The oracle feed: a seeded random walk by default (see {@link OracleOptions}), or `false` for
   * an oracle that moves only when set.
   */
  readonly oracle?: OracleOptions | false;
  /** The stream gateway at /v1/stream: intervals, lifetime, idle timeout, subscription cap. */
  readonly stream?: StreamGatewayOptions;
  /**
   * Builders of more services on the same port, run before the built-in ones (the stream gateway,
   * the candle API and the fault injectors are built the same way).
   */
  readonly extensions?: readonly ((services: SandboxServices) => SandboxExtension)[];
  /** How often due expiries and transfers are processed on a running clock. Default 50 ms. */
  readonly tickIntervalMs?: number;
  /**
   * Worker threads that check signatures, so the exchange keeps matching while keys are checked.
   * The checks asked for in one turn of the event loop go to a thread together. With the native
   * secp256k1 backend (libsecp256k1, see @perpkit/signing), which checks a signature for less
   * than a hand-off costs, the first check of each turn runs on the main thread: a quiet sandbox
   * never hands off, a busy one hands off the rest. Default 0: checks run on the main thread, and
   * the sandbox starts at once.
   */
  readonly verifyThreads?: number;
  /** Unexpected server errors (answered 500); default logged to stderr. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Options of {@link Sandbox.fund}.
 *
 * @example
 * await sandbox.fund(account.address, "500", { subaccount: "bot" })
 */
export interface FundOptions {
  /** The subaccount's name (default `primary`) or bytes32; the first deposit creates it. */
  readonly subaccount?: string | undefined;
  /** The token's address; default the collateral (USD). */
  readonly token?: string | undefined;
}

/**
 * What {@link Sandbox.fund} answers: the subaccount (as `GET /v1/subaccount` lists it) and the
 * deposit's transfer (as `GET /v1/token/transfer` lists it).
 *
 * @example
 * const { subaccount, transfer }: FundResult = await sandbox.fund(address, "10000")
 * console.log(subaccount.id, transfer.status) // "…" "COMPLETED"
 */
export interface FundResult {
  readonly subaccount: components["schemas"]["Subaccount"];
  readonly transfer: components["schemas"]["Transfer"];
}

/**
 * A running sandbox.
 *
 * @example
 * const sandbox: Sandbox = await startSandbox()
 * console.log(sandbox.baseUrl, sandbox.wsUrl)
 * await sandbox.close()
 */
export interface Sandbox {
  /** REST base URL, `http://host:port`. */
  readonly baseUrl: string;
  /** WebSocket gateway URL, `ws://host:port/v1/stream`. */
  readonly wsUrl: string;
  /** Candle API base URL, `http://host:port`. */
  readonly candlesUrl: string;
  readonly host: string;
  readonly port: number;
  /** The exchange engine: accounts, books, positions, events. */
  readonly exchange: Exchange;
  /** The clock; move it to make expiries, lockouts and signer inactivity happen. */
  readonly clock: SandboxClock;
  /** Order, fill, position, transfer, liquidation and trade events. */
  readonly events: SandboxEventBus;
  /** The signing configuration the sandbox serves and verifies against. */
  readonly signingConfig: SigningConfig;
  /** The oracle feed: set, freeze and read oracle (mark) prices. */
  readonly oracle: SandboxOracle;
  /** Faults to inject on purpose, to test how a client copes. */
  readonly faults: { readonly http: HttpFaults; readonly stream: StreamFaults };
  /**
   * The faucet: deposits `amount` (a decimal string) of the collateral, or of `options.token`, to
   * a wallet's subaccount (`primary` unless `options.subaccount` names another; the first deposit
   * creates it), as a confirmed onchain deposit would. Credited at once unless the sandbox was
   * started with `depositConfirmationMs`. Bad input is a ValidationError naming the field.
   *
   * @example
   * const account = privateKeyToAccount(generatePrivateKey())
   * await sandbox.fund(account.address, "10000")
   */
  fund(address: string, amount: string, options?: FundOptions): Promise<FundResult>;
  /** Stops listening, drops open connections and stops the extensions. */
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY = 64 * 1024;
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_CONNECTIONS = 10_000;
/** How long an answer to a broken or late request may take to leave before its socket is cut. */
const CLIENT_ERROR_LINGER_MS = 1_000;

function positive(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ValidationError(field, "must be a whole number, 1 or more");
  }
  return value;
}

/**
 * Answers a request the HTTP parser gave up on (malformed, or too slow: 408) and destroys the
 * socket: ending it only half-closes it, and a client that ignores that would hold it forever.
 */
function refuseClient(error: Error, socket: Duplex): void {
  const timedOut = (error as NodeJS.ErrnoException).code === "ERR_HTTP_REQUEST_TIMEOUT";
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = timedOut ? "408 Request Timeout" : "400 Bad Request";
  const cut = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS);
  cut.unref();
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => {
    clearTimeout(cut);
    socket.destroy();
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
  const baseClock = options.clock ?? createClock();
  // The on-disk store (SQLite in WebAssembly) loads only for a sandbox that keeps its state.
  const durable =
    options.dataDir === undefined
      ? undefined
      : (await import("./durable/state.js")).openDurableState(
          options.dataDir,
          {
            seed: options.seed,
            products: options.products,
            tokens: options.tokens,
            depositConfirmationMs: options.depositConfirmationMs,
            withdrawalLockoutMs: options.withdrawalLockoutMs,
            marketSlippage: options.marketSlippage,
            contractOwners: options.contractOwners,
          },
          baseClock,
        );
  const clock = durable?.clock ?? baseClock;
  const seed = durable?.store.seed ?? options.seed;
  // Records made at construction (products, tokens) carry the directory's first start time.
  durable?.clock.pin(durable.store.createdAt);
  const exchange = new Exchange({
    clock,
    ...(seed === undefined ? {} : { seed }),
    ...(options.products ? { products: options.products } : {}),
    ...(options.tokens ? { tokens: options.tokens } : {}),
    ...(options.depositConfirmationMs === undefined
      ? {}
      : { depositConfirmationMs: options.depositConfirmationMs }),
    ...(options.withdrawalLockoutMs === undefined
      ? {}
      : { withdrawalLockoutMs: options.withdrawalLockoutMs }),
    ...(options.marketSlippage === undefined ? {} : { marketSlippage: options.marketSlippage }),
    ...(options.contractOwners ? { contractOwners: options.contractOwners } : {}),
    ...(options.retention ? { retention: options.retention } : {}),
    ...(durable ? { onPrune: (pruned: Pruned) => durable.store.archive(pruned) } : {}),
  });
  durable?.clock.unpin();
  const candles = new CandleStore();
  const stopTrades = recordTrades(exchange.events, candles);
  const oracleCandle = recordOracle(candles);
  try {
    durable?.restore(exchange, candles, oracleCandle);
  } catch (error) {
    stopTrades();
    exchange.dispose();
    durable?.close();
    throw error;
  }
  const limiter = new RateLimiter(clock, options.rateLimits);
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
  const signatures: RequestSignatures = createRequestSignatures(signingConfig, pool);
  const headersTimeout = positive(
    options.headersTimeoutMs,
    DEFAULT_HEADERS_TIMEOUT_MS,
    "headersTimeoutMs",
  );
  const requestTimeout = Math.max(
    headersTimeout,
    positive(options.requestTimeoutMs, DEFAULT_REQUEST_TIMEOUT_MS, "requestTimeoutMs"),
  );
  const server = createServer({
    keepAlive: true,
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: positive(
      options.keepAliveTimeoutMs,
      DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
      "keepAliveTimeoutMs",
    ),
    // Node checks the two timeouts this often; a late client is cut within a quarter of them.
    connectionsCheckingInterval: Math.min(1_000, Math.max(25, Math.floor(headersTimeout / 4))),
  });
  server.maxConnections = positive(
    options.maxConnections,
    DEFAULT_MAX_CONNECTIONS,
    "maxConnections",
  );
  const services: SandboxServices = { exchange, clock, events: exchange.events, limiter, server };
  const gateway = createStreamGateway(services, options.stream, {
    control: options.control ?? true,
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const control = options.control ?? true;
  const httpFaults = createHttpFaults(clock, { control });
  const oracle = createOracleFeed(
    exchange,
    durable ? durable.oracleOptions(options.oracle, exchange) : options.oracle,
    { seed, onUpdate: durable ? durable.recordOracle(oracleCandle) : oracleCandle },
  );
  const extensions = [
    httpFaults.extension,
    gateway,
    ...(options.extensions ?? []).map((build) => build(services)),
    createCandleApi({ exchange, limiter, store: candles }),
    ...(control ? [createOracleControl(exchange, oracle)] : []),
  ];
  server.on(
    "request",
    createRequestHandler({
      exchange,
      signatures,
      limiter,
      features: { ...networks.local.features, ...options.features },
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY,
      extensions,
      control: options.control ?? true,
      ...(options.onError ? { onError: options.onError } : {}),
    }),
  );
  server.on("upgrade", createUpgradeHandler(extensions));
  server.on("clientError", refuseClient);

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const timer = setInterval(() => exchange.tick(), options.tickIntervalMs ?? 50);
  timer.unref();

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
    signingConfig,
    oracle,
    faults: { http: httpFaults.faults, stream: gateway.faults },
    async fund(address, amount, fundOptions = {}) {
      assertAddress(address, "address");
      const value = parseDecimal(amount, "amount");
      if (value === 0n) throw new ValidationError("amount", "must be greater than 0");
      const name = fundOptions.subaccount ?? limits.subaccount.defaultName;
      let token = exchange.collateral;
      if (fundOptions.token !== undefined) {
        assertAddress(fundOptions.token, "token");
        const found = exchange.tokenByAddress(fundOptions.token);
        if (!found) throw new ValidationError("token", `${fundOptions.token} is no token here`);
        token = found;
      }
      const result = exchange.deposit({
        account: address as Address,
        subaccount: toSubaccount(name, "subaccount"),
        amount: value,
        token,
      });
      return {
        subaccount: subaccountRecord(result.subaccount),
        transfer: transferRecord(result.transfer),
      };
    },
    close() {
      closed ??= (async () => {
        clearInterval(timer);
        oracle.stop();
        stopTrades();
        exchange.dispose();
        for (const extension of extensions) await extension.close?.();
        await pool?.close();
        durable?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closed;
    },
  };
}
