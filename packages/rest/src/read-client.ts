import type {
  HttpRequest,
  HttpTransport,
  NetworkConfig,
  NetworkOption,
  RateLimitInfo,
  RetryPolicy,
  ServerClock,
} from "@perpkit/core";
import {
  type OperationName,
  type OperationOptions,
  type OperationTypes,
  operationFunctions,
  operationTable,
  type Page,
  type PaginatedOperationName,
  type PaginatedOperations,
} from "./generated/operations.js";
import type { Product } from "./generated/types.js";
import { type PaginateOptions, type PaginateParameters, pages, paginate } from "./pagination.js";
import type { ProductReference } from "./products.js";
import { createTradingContext, type TradingContext } from "./trading-context.js";

/**
 * Options shared by every client: where the exchange is and how to talk to it.
 *
 * @example
 * createRestClient({ baseUrl: "http://127.0.0.1:7420", timeoutMs: 2_000, retry: { retries: 5 } })
 */
export interface ReadClientOptions {
  /** A preset network (`mainnet`, `testnet`, `local`) or its fields; needed unless `baseUrl` is given. */
  readonly network?: NetworkOption | undefined;
  /** The REST base URL; overrides the network's. Alone, it means the sandbox's feature set. */
  readonly baseUrl?: string | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** Per attempt. Default 10 s. */
  readonly timeoutMs?: number | undefined;
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
 * Operations the client exposes as they are: every unsigned read (the operations without a JSON
 * body or a signature, which the client builds and signs itself).
 *
 * @example
 * const name: ReadOperationName = "listPositions"
 */
export type ReadOperationName = {
  [K in OperationName]: (typeof operationTable)[K]["body"] extends true
    ? never
    : (typeof operationTable)[K]["signedMessages"] extends readonly []
      ? K
      : never;
}[OperationName];

/**
 * A read method: parameters are optional when every one of them is.
 *
 * @example
 * const listOrders: ReadMethod<"listOrders"> = client.listOrders
 */
export type ReadMethod<K extends ReadOperationName> =
  Record<string, never> extends OperationTypes[K]["parameters"]
    ? (
        parameters?: OperationTypes[K]["parameters"],
        options?: OperationOptions,
      ) => Promise<OperationTypes[K]["returnType"]>
    : (
        parameters: OperationTypes[K]["parameters"],
        options?: OperationOptions,
      ) => Promise<OperationTypes[K]["returnType"]>;

/**
 * One method per read endpoint, named as its operation.
 *
 * @example
 * const reads: ReadMethods = createRestClient({ network: "mainnet" })
 */
export type ReadMethods = { readonly [K in ReadOperationName]: ReadMethod<K> };

/**
 * The read side of a client: every public endpoint, pagination, products and the server clock.
 *
 * @example
 * const client: ReadClient = createRestClient({ network: "mainnet" })
 * for await (const trade of client.paginate("listTrades", { productId })) console.log(trade.price)
 */
export interface ReadClient extends ReadMethods {
  /** The resolved network: URLs, chain id and feature flags. */
  readonly network: NetworkConfig;
  /** The HTTP transport every call goes through. */
  readonly transport: HttpTransport;
  /** The server clock nonces and `signedAt` come from. */
  readonly clock: ServerClock;
  /** The rate-limit headers of the latest response that carried any. */
  readonly rateLimit: RateLimitInfo | undefined;
  /** Iterates over every record of a list endpoint, fetching pages as needed. */
  paginate<K extends PaginatedOperationName>(
    name: K,
    parameters: PaginateParameters<K>,
    options?: PaginateOptions,
  ): AsyncGenerator<PaginatedOperations[K]["item"], void, undefined>;
  /** Iterates over the pages of a list endpoint. */
  pages<K extends PaginatedOperationName>(
    name: K,
    parameters: PaginateParameters<K>,
    options?: PaginateOptions,
  ): AsyncGenerator<Page<PaginatedOperations[K]["item"]>, void, undefined>;
  /** Every product, from the cache when it is fresh. */
  getProducts(options?: { refresh?: boolean; signal?: AbortSignal }): Promise<readonly Product[]>;
  /** Fetches the product list again and replaces the cache. */
  refreshProducts(options?: { signal?: AbortSignal }): Promise<readonly Product[]>;
  /** The product a symbol, id or onchain id names. */
  resolveProduct(reference: ProductReference, signal?: AbortSignal): Promise<Product>;
  /** Measures the server clock again (GET /v1/time). */
  syncClock(): Promise<void>;
}

/**
 * Builds the read side of a REST client over a trading context (made from `options` when none is
 * given). {@link createRestClient} adds the signed operations on top of the same context.
 *
 * @example
 * const client = createReadClient({ network: "testnet" }).client
 * const products = await client.getProducts()
 */
export function createReadClient(
  options: ReadClientOptions,
  context: TradingContext = createTradingContext(options),
): { readonly client: ReadClient; readonly context: TradingContext } {
  const { transport, products } = context;
  const reads: Record<string, unknown> = {};
  for (const name of Object.keys(operationTable) as OperationName[]) {
    if (operationTable[name].body || operationTable[name].signedMessages.length > 0) continue;
    const call = operationFunctions[name] as (
      transport: HttpTransport,
      parameters: unknown,
      options?: OperationOptions,
    ) => Promise<unknown>;
    reads[name] = (parameters: unknown = {}, callOptions?: OperationOptions) =>
      call(transport, parameters, callOptions);
  }

  const client: ReadClient = {
    ...(reads as unknown as ReadMethods),
    network: context.network,
    transport,
    clock: context.clock,
    get rateLimit() {
      return transport.lastRateLimit;
    },
    paginate: (name, parameters, paginateOptions) =>
      paginate(transport, name, parameters, paginateOptions),
    pages: (name, parameters, paginateOptions) =>
      pages(transport, name, parameters, paginateOptions),
    getProducts: (listOptions) => products.list(listOptions),
    refreshProducts: (refreshOptions) =>
      products.list({
        refresh: true,
        ...(refreshOptions?.signal ? { signal: refreshOptions.signal } : {}),
      }),
    resolveProduct: (reference, signal) => products.resolve(reference, signal),
    syncClock: () => context.syncClock(),
  };
  return { client, context };
}
