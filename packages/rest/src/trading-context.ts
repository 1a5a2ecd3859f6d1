import {
  type Address,
  createHttpTransport,
  createNonceSource,
  createServerClock,
  type DebugLogger,
  debugLogger,
  describeValue,
  type Hex,
  type HttpTransport,
  isHex,
  isUuid,
  type NetworkConfig,
  type RequestBudget,
  resolveNetwork,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import { fetchSigningConfig, type Signer, type SigningDomain, toSigner } from "@perpkit/signing";
import { getTime } from "./generated/operations.js";
import { createProductCache } from "./products.js";
import type {
  OwnSubaccount,
  ReadClientOptions,
  TradingContext,
  TradingContextOptions,
  TradingState,
} from "./trading-types.js";

export type {
  OwnSubaccount,
  ReadClientOptions,
  TradingContext,
  TradingContextOptions,
  TradingState,
};

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

/** The debug namespace of a client: `perpkit:rest`, and its name after a colon. */
function namespaceOf(name: string | undefined): string {
  return name === undefined ? "perpkit:rest" : `perpkit:rest:${name}`;
}

/** The transport of a context, and the one its cancels use, both paid from `budget`. */
function transportsOf(
  options: TradingContextOptions,
  network: NetworkConfig,
  budget: RequestBudget | undefined,
  account: Address | undefined,
  log: DebugLogger,
): { readonly transport: HttpTransport; readonly cancelTransport: HttpTransport } {
  const http = createHttpTransport({
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
    debugNamespace: log.namespace,
    random: options.random,
  });
  if (!budget) return { transport: http, cancelTransport: http };
  // An explicit retry policy's patience with Retry-After holds for the budget's waits too.
  const maxRetryAfterMs =
    typeof options.retry === "object" ? options.retry.maxRetryAfterMs : undefined;
  const settings = { account, onRetry: options.onRetry, log, maxRetryAfterMs };
  return {
    transport: budget.transport(http, settings),
    cancelTransport: budget.transport(http, { ...settings, cancel: true }),
  };
}

/**
 * Creates a trading context: the transport (paid from the rate budget given), a server clock (synced from
 * GET /v1/time before the first signed request), the nonce source, a product cache, the signer,
 * and the signing domain (from the live GET /v1/rpc/config, fetched once). Nothing is fetched
 * until a function needs it. Pass it to the free functions (`placeOrder`, `cancelOrders`, ...);
 * a bundler keeps only the ones you import.
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
  const log = debugLogger(namespaceOf(options.name));
  const signer = options.signer === undefined ? undefined : toSigner(options.signer);
  const account = options.account ?? signer?.address;
  // A budget is passed in (createRestClient makes one by default), so that a bundle of the free
  // functions carries the budget's code only when it uses one.
  const budget = options.budget || undefined;
  // The account pool is charged to the address that signs (the `sender`), as the exchange does.
  const { transport, cancelTransport } = transportsOf(
    options,
    network,
    budget,
    signer?.address,
    log,
  );
  // Nonces are unique per exchange; contexts of exchanges with different clocks keep apart.
  const nonces = options.nonces ?? createNonceSource({ scope: transport.baseUrl });
  const clock =
    options.clock ??
    createServerClock({ fetchTime: async () => (await getTime(transport)).time, nonces });
  const clockMaxAgeMs = options.clockMaxAgeMs ?? 900_000;
  let clockSyncedAt: number | undefined;
  let syncing: Promise<void> | undefined;
  let domain = options.signingConfig?.domain;
  let loadingDomain: Promise<SigningDomain> | undefined;

  return {
    name: options.name,
    network,
    transport,
    cancelTransport,
    budget,
    clock,
    nonces,
    log,
    state: {
      ownSubaccount: undefined,
      subaccountIds: new Map(),
      tokens: undefined,
      rules: new WeakMap(),
    },
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
