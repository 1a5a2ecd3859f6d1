import {
  type Address,
  createHttpTransport,
  createServerClock,
  describeValue,
  type Hex,
  type HttpHooks,
  type HttpRequest,
  type HttpTransport,
  isHex,
  isUuid,
  type NetworkConfig,
  type NetworkOption,
  type RateLimitInfo,
  type RetryPolicy,
  resolveNetwork,
  type ServerClock,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import {
  fetchSigningConfig,
  type Signer,
  type SignerLike,
  type SigningConfig,
  type SigningDomain,
  toSigner,
} from "@perpkit/signing";
import { getTime } from "./generated/operations.js";
import { createProductCache, type ProductCache } from "./products.js";

/**
 * Options shared by every client: where the exchange is and how to talk to it. The hooks
 * (`onRequest`, `onResponse`, `onRetry`) observe every request; `DEBUG=perpkit:rest` logs them.
 *
 * @example
 * createRestClient({ baseUrl: "http://127.0.0.1:7420", timeoutMs: 2_000, retry: { retries: 5 } })
 */
export interface ReadClientOptions extends HttpHooks {
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
  readonly clockMaxAgeMs?: number | undefined;
  /** A server clock of your own (tests, shared clocks). */
  readonly clock?: ServerClock | undefined;
  /** Random numbers in [0, 1) for retry jitter; tests pass their own. */
  readonly random?: (() => number) | undefined;
}

/**
 * Options of {@link createTradingContext}: where the exchange is, how to talk to it, and who signs.
 *
 * @example
 * const options: TradingContextOptions = { network: "testnet", signer: walletClient, subaccount: "primary" }
 */
export interface TradingContextOptions extends ReadClientOptions {
  /**
   * Signs requests: a viem account or wallet client, an ethers signer, or a perpkit signer. The
   * owner's wallet, or a linked signer (then give the owner as `account`).
   */
  readonly signer?: SignerLike | undefined;
  /** The wallet that owns the subaccounts; default the signer's address. */
  readonly account?: Address | undefined;
  /**
   * The client's own subaccount, which orders go to and account reads (`listPositions`,
   * `listBalances`, `listFills`, `listOrders`, ...) default to: its name (`primary`), its bytes32
   * or its id (a UUID). Default: the account's first subaccount (the oldest); an account with
   * none yet signs for `primary`, the name its first deposit creates by default.
   */
  readonly subaccount?: string | undefined;
  /**
   * A signing configuration to use instead of fetching the live one from GET /v1/rpc/config once.
   */
  readonly signingConfig?: SigningConfig | undefined;
  /** Sign with live message types that differ from the generated ones, instead of refusing. */
  readonly allowConfigDrift?: boolean | undefined;
}

/**
 * What the trading functions share: the transport, the server clock, the product cache, the signer
 * and the live signing domain. Build it once with {@link createTradingContext} and pass it to
 * `placeOrder`, `cancelOrders` and the other free functions; `createRestClient` is built on one.
 *
 * @example
 * const context: TradingContext = createTradingContext({ network: "testnet", signer: walletClient })
 * await placeOrder(context, { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.01" })
 */
export interface TradingContext {
  /** The resolved network: URLs, chain id and feature flags. */
  readonly network: NetworkConfig;
  /** The HTTP transport every call goes through. */
  readonly transport: HttpTransport;
  /** The server clock nonces and `signedAt` come from. */
  readonly clock: ServerClock;
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
   * it by id or not at all (then {@link getOwnSubaccount} looks it up).
   */
  readonly subaccount: Hex | undefined;
  /** The subaccount id the options named; `undefined` when they named it otherwise or not at all. */
  readonly subaccountId: string | undefined;
  /** The signing domain once known (given, or fetched by {@link TradingContext.getSigningDomain}). */
  readonly signingDomain: SigningDomain | undefined;
  /** The signing domain, from the live GET /v1/rpc/config, fetched once. */
  getSigningDomain(): Promise<SigningDomain>;
  /** Measures the server clock again (GET /v1/time); concurrent calls share one measurement. */
  syncClock(): Promise<void>;
  /** The clock when its measurement is fresh, without waiting; otherwise `undefined`. */
  freshClock(): ServerClock | undefined;
}

/**
 * A subaccount as bytes32: a bytes32 is kept, a name is encoded. Text that starts like hex but is
 * not 32 bytes is refused rather than taken for a name.
 */
export function toSubaccountBytes(value: unknown, field: string): Hex {
  if (typeof value !== "string") {
    throw new ValidationError(field, `must be a name or a bytes32, got ${describeValue(value)}`);
  }
  if (/^0x[0-9a-fA-F]*$/.test(value) && !isHex(value, 32)) {
    throw new ValidationError(
      field,
      `looks like hex but is not a bytes32 (0x and 64 hex digits); got ${value.length} characters`,
    );
  }
  return toSubaccount(value, field);
}

function networkOf(options: ReadClientOptions): NetworkConfig {
  const { network, baseUrl } = options;
  if (network === undefined) {
    if (baseUrl === undefined) {
      throw new ValidationError(
        "network",
        "is required: give a network name (mainnet, testnet, local) or a baseUrl",
      );
    }
    return resolveNetwork({ restUrl: baseUrl }, "local");
  }
  const resolved = resolveNetwork(network);
  return baseUrl === undefined ? resolved : { ...resolved, restUrl: baseUrl };
}

/**
 * Creates a trading context: the transport, a server clock (synced from GET /v1/time before the
 * first signed request), a product cache, the signer, and the signing domain (from the live
 * GET /v1/rpc/config, fetched once). Nothing is fetched until a function needs it. Pass it to the
 * free functions (`placeOrder`, `cancelOrders`, ...); a bundler keeps only the ones you import.
 *
 * @example
 * import { createTradingContext, placeOrder } from "@perpkit/rest"
 * const context = createTradingContext({ network: "testnet", signer: walletClient })
 * const { id, result } = await placeOrder(context, {
 *   symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "60000", timeInForce: "GTD",
 * })
 */
export function createTradingContext(options: TradingContextOptions): TradingContext {
  const network = networkOf(options);
  const transport = createHttpTransport({
    baseUrl: network.restUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    retry: options.retry,
    headers: options.headers,
    onRateLimit: options.onRateLimit,
    onRequest: options.onRequest,
    onResponse: options.onResponse,
    onRetry: options.onRetry,
    debugNamespace: "perpkit:rest",
    random: options.random,
  });
  const clock =
    options.clock ??
    createServerClock({
      fetchTime: async () => (await getTime(transport)).time,
      // Nonces are unique per exchange; contexts of exchanges with different clocks keep apart.
      nonceScope: transport.baseUrl,
    });
  const clockMaxAgeMs = options.clockMaxAgeMs ?? 900_000;
  let clockSyncedAt: number | undefined;
  let syncing: Promise<void> | undefined;
  const signer = options.signer === undefined ? undefined : toSigner(options.signer);
  const account = options.account ?? signer?.address;
  let domain = options.signingConfig?.domain;
  let loadingDomain: Promise<SigningDomain> | undefined;

  return {
    network,
    transport,
    clock,
    products: createProductCache(transport, { maxAgeMs: options.productsMaxAgeMs }),
    signer,
    account,
    isLinkedSigner:
      signer !== undefined &&
      account !== undefined &&
      signer.address.toLowerCase() !== account.toLowerCase(),
    subaccount:
      options.subaccount === undefined || isUuid(options.subaccount)
        ? undefined
        : toSubaccountBytes(options.subaccount, "subaccount"),
    subaccountId:
      options.subaccount !== undefined && isUuid(options.subaccount)
        ? options.subaccount
        : undefined,
    get signingDomain() {
      return domain;
    },
    getSigningDomain() {
      if (domain) return Promise.resolve(domain);
      // Through the context's own transport: its headers, timeout and retries apply here too.
      loadingDomain ??= fetchSigningConfig(transport, {
        allowDrift: options.allowConfigDrift,
      }).then(
        (config) => {
          domain = config.domain;
          return domain;
        },
        (error: unknown) => {
          loadingDomain = undefined;
          throw error;
        },
      );
      return loadingDomain;
    },
    syncClock() {
      syncing ??= clock
        .sync()
        .then(() => {
          clockSyncedAt = Date.now();
        })
        .finally(() => {
          syncing = undefined;
        });
      return syncing;
    },
    freshClock: () =>
      clockSyncedAt !== undefined && Date.now() - clockSyncedAt <= clockMaxAgeMs
        ? clock
        : undefined,
  };
}

/** The context's signer; a ValidationError naming `signer` when it has none. */
export function requireSigner(context: TradingContext): Signer {
  if (!context.signer) {
    throw new ValidationError(
      "signer",
      "is required: create the client or context with a signer to sign requests",
    );
  }
  return context.signer;
}

/** The owner wallet; a ValidationError naming `account` when there is none. */
export function requireAccount(context: TradingContext): Address {
  if (!context.account) {
    throw new ValidationError(
      "account",
      "is required: create the client or context with a signer or an account",
    );
  }
  return context.account;
}
