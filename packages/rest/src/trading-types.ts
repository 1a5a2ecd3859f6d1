// The types of a trading session: its options, the session itself and what it learns on the
// way. Apart from trading-context.ts, which builds one, so that the modules the session uses
// (own-account.ts, products.ts, order-rules.ts) and the session can refer to each other's types.
import type {
  Address,
  BudgetedRetryEvent,
  Cached,
  Clock,
  DebugLogger,
  Hex,
  HttpHooks,
  HttpRequest,
  HttpTransport,
  NetworkConfig,
  NetworkOption,
  NonceSource,
  RateLimitInfo,
  RequestBudget,
  RetryPolicy,
  ServerClock,
} from "@perpkit/core";
import type { Signer, SignerLike, SigningConfig, SigningDomain } from "@perpkit/signing";
import type { Product, Subaccount, Token } from "./generated/types.js";
import type { ProductRules } from "./order-rules.js";
import type { ProductCache } from "./products.js";

/**
 * Options shared by every client: where the exchange is and how to talk to it. The hooks
 * (`onRequest`, `onResponse`, `onRetry`) observe every request; `DEBUG=perpkit:rest` logs them.
 *
 * @example
 * createRestClient({ baseUrl: "http://127.0.0.1:7420", timeoutMs: 2_000, retry: { retries: 5 } })
 */
export interface ReadClientOptions extends HttpHooks {
  /**
   * A name for the client, shown on its debug lines (`perpkit:rest:maker-1`), so that the
   * clients of one process can be told apart; `DEBUG=perpkit:rest:maker-1` shows its lines alone.
   */
  readonly name?: string | undefined;
  /**
   * The REST rate-limit pools requests are paid from before they are sent (`createRequestBudget`
   * of @perpkit/core): a request waits for room instead of being refused, and all but cancels
   * leave a reserve. Share one budget between the clients of a process, as the exchange counts
   * them together; `false` turns budgeting off. Default: `createRestClient` makes each client a
   * budget of its own; `createTradingContext` uses one only when given one, so that a bundle of
   * the free functions carries its code only then.
   */
  readonly budget?: RequestBudget | false | undefined;
  /**
   * Called before a request waits: for room in the budget (`wait` says which pool and how long),
   * or, with retries switched on or after the exchange refused it with 429, before it is sent
   * again (`error` says why).
   */
  readonly onRetry?: ((event: BudgetedRetryEvent) => void) | undefined;
  /** A preset network (`mainnet`, `testnet`, `local`) or its fields; needed unless `baseUrl` is given. */
  readonly network?: NetworkOption | undefined;
  /** The REST base URL; overrides the network's. Alone, it means the sandbox's feature set. */
  readonly baseUrl?: string | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Per attempt. Default 10 s. */
  readonly timeoutMs?: number | undefined;
  /** The largest answer read, in bytes; a longer one is a DecodeError. Default 32 MiB. */
  readonly maxResponseBytes?: number | undefined;
  /**
   * Opt-in retries: `true` for the default policy, or a policy. Reads are retried; signed writes
   * are resent only as the identical bytes, never re-signed.
   */
  readonly retry?: boolean | Partial<RetryPolicy> | undefined;
  /** Sent with every request. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Called with the rate-limit headers of every response. */
  readonly onRateLimit?: ((info: RateLimitInfo, request: HttpRequest) => void) | undefined;
  /** How long the product list is trusted before it is fetched again. Default 5 minutes. */
  readonly productsMaxAgeMs?: number | undefined;
  /** How long a server-clock measurement is trusted. Default 15 minutes. */
  readonly serverClockMaxAgeMs?: number | undefined;
  /**
   * The clock every wait of the client runs on: request timeouts, retry waits, the rate budget's
   * windows, how old the server-clock measurement and the product list are, and the local time
   * the server clock measures from. Default the machine's (`systemClock`); in a backtest the
   * sandbox's (`sandbox.clock`), so that the bot's requests follow simulated time and the replay
   * waits for them. A {@link ServerClock} is not a clock: give it as `serverClock`.
   */
  readonly clock?: Clock | undefined;
  /**
   * A server clock of your own (tests, clients that share one), which nonces and `signedAt` come
   * from. Default: one the client makes on its `clock`, measured from GET /v1/time before the
   * first signed request and again once its measurement is `serverClockMaxAgeMs` old.
   */
  readonly serverClock?: ServerClock | undefined;
  /** Random numbers in [0, 1) for retry jitter; tests pass their own. */
  readonly random?: (() => number) | undefined;
}

/**
 * Options of `createTradingContext`: where the exchange is, how to talk to it, and who signs.
 *
 * @example
 * const options: TradingContextOptions = { network: "testnet", signer: walletClient, subaccount: "primary" }
 */
export interface TradingContextOptions extends ReadClientOptions {
  /**
   * Signs requests: a viem account or wallet client, or a perpkit signer (`ethersSigner(signer)`,
   * `eip1193Signer(provider, { address })`, `privateKeySigner(key)`). The
   * owner's wallet, or a linked signer (then give the owner as `account`).
   */
  readonly signer?: SignerLike | undefined;
  /** The wallet that owns the subaccounts; default the signer's address. */
  readonly account?: Address | undefined;
  /**
   * The client's own subaccount, which orders go to and account reads (`listPositions`,
   * `listBalances`, `listFills`, `listOrders`, ...) default to: its name (`primary`), its bytes32
   * or its id (a UUID). Default: the account's first subaccount (the oldest), found by
   * `subaccountLookup`.
   */
  readonly subaccount?: string | undefined;
  /**
   * How a signed request that names no subaccount finds the account's own: pass
   * `getOwnSubaccount` (the subaccount `subaccount` names by id, else the account's first, looked
   * up once with GET /v1/subaccount). `createRestClient` passes it by default; a context without
   * it signs for the subaccount its options or each request name, and refuses a request that
   * names none, before anything is signed, with a ValidationError naming `subaccount`, so that a
   * bundle of the free functions carries the lookup only when it is given.
   */
  readonly subaccountLookup?: SubaccountLookup | undefined;
  /**
   * A signing configuration to use instead of fetching the live one from GET /v1/rpc/config once.
   */
  readonly signingConfig?: SigningConfig | undefined;
  /** Sign with live message types that differ from the generated ones, instead of refusing. */
  readonly allowConfigDrift?: boolean | undefined;
  /**
   * The nonce source requests are signed with. Clients that sign for one key in one process may
   * share one; by default each client of one exchange draws from the process's source for that
   * exchange (its base URL), so they never draw the same nonce either way. Nonces are drawn at
   * the server clock's time.
   */
  readonly nonces?: NonceSource | undefined;
}

/**
 * What a trading context has learned so far and keeps for its later calls, in one record: the
 * own subaccount, subaccount ids, the token list, and each product's parsed rules. The actions
 * read and fill it; `refresh` options and failures clear what they must.
 *
 * @example
 * const known = context.state.subaccountIds.size
 */
export interface TradingState {
  /** The lookup of the own subaccount, once started (`getOwnSubaccount`). */
  ownSubaccount: Promise<OwnSubaccount> | undefined;
  /** Ids of the owner's subaccounts, by lowercased bytes32 name, as looked up so far. */
  readonly subaccountIds: Map<string, string>;
  /** The exchange's tokens, listed once (for withdrawals). */
  tokens: Promise<readonly Token[]> | undefined;
  /** Each product record's rules as fixed-point numbers, parsed once. */
  readonly rules: WeakMap<Product, ProductRules>;
}

/**
 * Finds the client's own subaccount for a context: `getOwnSubaccount`, or one of your own.
 *
 * @example
 * const context = createTradingContext({ network: "testnet", signer, subaccountLookup: getOwnSubaccount })
 */
export type SubaccountLookup = (
  context: TradingContext,
  options: { readonly signal?: AbortSignal | undefined },
) => Promise<OwnSubaccount>;

/**
 * A subaccount of the client's account, with its name as text.
 *
 * @example
 * const { id, subaccountName }: OwnSubaccount = await client.getOwnSubaccount()
 */
export interface OwnSubaccount extends Subaccount {
  /** The name as text (`primary`); the bytes32 when it is not text. `name` is the bytes32. */
  readonly subaccountName: string;
}

/**
 * A trading session: everything an order needs, in one object the trading functions share. The
 * transport (paid from the rate budget), the server clock and the nonce source, the product
 * cache, the signer and the live signing domain, and what it has learned on the way (the own
 * subaccount, subaccount ids, tokens, product rules: {@link TradingState}). Build it once with
 * `createTradingContext` and pass it to `placeOrder`, `cancelOrders` and the other free
 * functions; `createRestClient` is built on one.
 *
 * @example
 * const context: TradingContext = createTradingContext({ network: "testnet", signer: walletClient })
 * await placeOrder(context, { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.01" })
 */
export interface TradingContext {
  /** The name its debug lines carry, when it was given one. */
  readonly name: string | undefined;
  /** The resolved network: URLs, chain id and feature flags. */
  readonly network: NetworkConfig;
  /** The HTTP transport every call goes through, paid from the budget. */
  readonly transport: HttpTransport;
  /** The same transport for cancels, which may spend the budget's cancel reserve. */
  readonly cancelTransport: HttpTransport;
  /** The rate-limit pools requests are paid from; `undefined` when budgeting is off. */
  readonly budget: RequestBudget | undefined;
  /** The clock the context's waits run on (its option `clock`, else the machine's). */
  readonly clock: Clock;
  /** The server clock `signedAt` (and the nonces' time) come from, measured or not. */
  readonly serverClock: ServerClock;
  /**
   * The server clock while its measurement is fresh (`serverClockMaxAgeMs`): `peek()` reads it
   * without waiting, `get()` measures it first (GET /v1/time) when it is stale or never was,
   * `refresh()` measures it again; concurrent calls share one measurement.
   */
  readonly serverTime: Cached<ServerClock>;
  /** Where nonces come from: unique across processes, strictly increasing within one. */
  readonly nonces: NonceSource;
  /** The session's debug log (`DEBUG=perpkit`): one line per order, per rate-limit wait, ... */
  readonly log: DebugLogger;
  /** What the session has learned so far: own subaccount, subaccount ids, tokens, rules. */
  readonly state: TradingState;
  /** The exchange's products, listed once and refreshable. */
  readonly products: ProductCache;
  /** The signer, adapted; `undefined` for a context that only reads or simulates. */
  readonly signer: Signer | undefined;
  /** The owner wallet of the subaccounts: `account`, or the signer's own address. */
  readonly account: Address | undefined;
  /** True when the signer is not the owner: it may trade but never withdraw. */
  readonly isLinkedSigner: boolean;
  /**
   * The subaccount the options named by name or bytes32, as bytes32; `undefined` when they named
   * it by id or not at all (then `getOwnSubaccount` looks it up).
   */
  readonly subaccount: Hex | undefined;
  /** The subaccount id the options named; `undefined` when they named it otherwise or not at all. */
  readonly subaccountId: string | undefined;
  /** Finds the own subaccount when a signed request names none (the option `subaccountLookup`). */
  readonly subaccountLookup: SubaccountLookup | undefined;
  /**
   * The subaccount (bytes32) a signed request signs for when it names none: the one the options
   * named by name or bytes32, else the one `subaccountLookup` finds, looked up once. Without a
   * lookup, `get()` refuses with a ValidationError naming `subaccount`; a lookup that fails (no
   * deposit yet) is tried again at the next request.
   */
  readonly defaultSubaccount: Cached<Hex>;
  /** The signing domain: given (`signingConfig`), or from the live GET /v1/rpc/config, once. */
  readonly signingDomain: Cached<SigningDomain>;
}
