import type { networks } from "@perpkit/core";
import type { components } from "@perpkit/rest";
import type { SigningConfig } from "@perpkit/signing";
import type { WebSocketConstructor } from "@perpkit/stream";
import type {
  Exchange,
  FundingRates,
  ProductSettings,
  RetentionOptions,
  SandboxClock,
  SandboxEventBus,
  TokenSettings,
} from "./engine/index.js";
import type { HttpFaults } from "./faults/http.js";
import type { StreamFaults } from "./faults/stream.js";
import type { StreamGatewayOptions } from "./gateway/gateway-settings.js";
import type { SandboxExtension, SandboxServices } from "./http/extension.js";
import type { RateLimitSettings } from "./http/rate-limit.js";
import type { SandboxSimulation } from "./http/simulation.js";
import type { SimulatedMarket } from "./market/market.js";
import type { MarketOptions } from "./market/market-settings.js";
import type { OracleOptions, SandboxOracle } from "./oracle/feed.js";
import type { FeeOptions, FeeSource, FeeSources } from "./start/fees.js";

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
  /**
   * Maker and taker fee rates for every market, over the products' own (by default those of
   * `defaultProducts`: maker 0, taker 0.0003 or 0.0005). `feeSources` of the sandbox says
   * which each market's are.
   */
  readonly fees?: FeeOptions;
  /**
   * Where the fee rates of `products` came from, by ticker, for `feeSources` to say: a backtest
   * that lays a recording's fees over the products says `"recording"`. A ticker left out is
   * `"sandbox default"`.
   */
  readonly productFeeSources?: Readonly<Record<string, FeeSource>>;
  /**
   * The hourly funding rates charged at each funding time, every hour on the hour of the sandbox
   * clock (see {@link FundingRates}): one rate, rates by ticker, or a function of the market and
   * the hour. Default none: 0. (A backtest's replay charges its recording's rates, `fr1h`, where
   * these say nothing.)
   */
  readonly fundingRates?: FundingRates;
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
   * A simulated market: seeded makers and takers on every product (see {@link MarketOptions}),
   * so the book, the trades and the candles move and a bot's quotes get filled. `true` for the
   * defaults. Default none: nobody trades but the sandbox's users.
   */
  readonly market?: MarketOptions | true;
  /**
   * Builders of more services on the same port (the stream gateway, the candle API and the fault
   * injectors are built the same way), built in order once the engine, the oracle and the stream
   * gateway exist. A request reaches them after the fault injector and the stream gateway (before
   * the fault injector with `beforeFaults`), and before the candle API and the oracle's endpoints.
   */
  readonly extensions?: readonly ((services: SandboxServices) => SandboxExtension)[];
  /**
   * A simulation the sandbox runs in lock-step with its clients (a backtest's replay of
   * `@perpkit/backtest` gives one, with the `clock` that carries its hooks): every timer of the
   * stream gateway runs on the sandbox's clock, and what the clients send and are sent is told
   * to it. Default none.
   */
  readonly simulation?: SandboxSimulation;
  /**
   * How often, in real milliseconds, due expiries and transfers are processed on a running clock
   * between its jumps (a jump processes them at once). Default 50.
   */
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
  /**
   * Unexpected server errors (answered 500), warnings as the sandbox starts, and what extensions
   * report (a replay's refused lines, for one); default logged to stderr.
   */
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
 * Options of `Sandbox.inProcess`.
 *
 * @example
 * const options: InProcessOptions = { trusted: true }
 */
export interface InProcessOptions {
  /** Take the clients' signatures on trust: no recovery or verification. Default false. */
  readonly trusted?: boolean;
}

/**
 * What clients in the sandbox's own process are given to reach it without a socket.
 *
 * @example
 * createStreamClient({ url: transports.wsUrl, WebSocket: transports.WebSocket, clock: sandbox.clock })
 */
export interface InProcessTransports {
  /** The REST base URL to give the client with `fetch` (the sandbox's own). */
  readonly baseUrl: string;
  /** The stream URL to give the client with `WebSocket` (the sandbox's own). */
  readonly wsUrl: string;
  /** Sends a request into the sandbox's request handler, as the HTTP transport calls `fetch`. */
  readonly fetch: typeof globalThis.fetch;
  /** A WebSocket class whose connections open on the sandbox's gateway, as a stream client uses one. */
  readonly WebSocket: WebSocketConstructor;
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
  /**
   * The exchange engine behind the API: its commands and queries.
   *
   * @internal For this repository's tests and tools and for extensions that drive the exchange
   * (a backtest's replay); not the API a bot uses, and it may change in any release. Bots and
   * tests reach the sandbox over HTTP and WebSocket, and follow it on {@link Sandbox.events}.
   */
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
  /** The simulated market, when started with `market`. */
  readonly market: SimulatedMarket | undefined;
  /** Where each market's fee rates came from (`fees`, the products', a recording's), by ticker. */
  readonly feeSources: Readonly<Record<string, FeeSources>>;
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
  /**
   * Transports for clients in this process that reach the sandbox without a socket: `fetch` for
   * `createRestClient` (and any HTTP transport) and `WebSocket` for `createStreamClient`, with
   * the URLs to give them. A request goes through the same extensions, faults, rate limits,
   * validation and handlers as one over HTTP, a stream connection through the same gateway, and
   * the client's own decoders, book and account read every answer and frame. With
   * `trusted: true` the sandbox takes the signatures of these clients' requests on trust: it
   * builds each signed message and checks its nonce and time windows, but does not recover or
   * verify the signature (a backtest's own clients sign with a key it made). Default false.
   *
   * @example
   * const inProcess = sandbox.inProcess({ trusted: true })
   * const rest = createRestClient({ baseUrl: inProcess.baseUrl, fetch: inProcess.fetch, signer, clock: sandbox.clock })
   * const stream = createStreamClient({ url: inProcess.wsUrl, WebSocket: inProcess.WebSocket, clock: sandbox.clock })
   */
  inProcess(options?: InProcessOptions): InProcessTransports;
  /** Stops listening, drops open connections and stops the extensions. */
  close(): Promise<void>;
}
