import {
  type Clock,
  type HttpTransport,
  type NetworkConfig,
  type RateLimitInfo,
  type ServerClock,
  type TransportErrorType,
  ValidationError,
} from "@perpkit/core";
import {
  type OperationName,
  type OperationOptions,
  type OperationTypes,
  operationFunctions,
  type operationTable,
  type Page,
  type PaginatedOperationName,
  type PaginatedOperations,
  readOperations,
} from "./generated/operations.js";
import type { Product } from "./generated/types.js";
import {
  type PaginateOptions,
  type PaginateParameters,
  type ProductReference,
  pages,
  paginate,
} from "./products.js";
import {
  createTradingContext,
  ownSubaccountId,
  type ReadClientOptions,
  requireAccount,
  type TradingContext,
} from "./trading-context.js";

export type { ReadClientOptions };

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
 * The operations whose query names a subaccount by `subaccountId`: a client with an account fills
 * in its own subaccount's id when the call leaves it out.
 *
 * @example
 * const name: SubaccountReadName = "listPositions"
 */
export type SubaccountReadName = {
  [K in OperationName]: "subaccountId" extends (typeof operationTable)[K]["queryParameters"][number]
    ? K
    : never;
}[OperationName];

/**
 * The operations whose query names the owner wallet as `sender`: a client with an account fills
 * in its own when the call leaves it out.
 *
 * @example
 * const name: AccountReadName = "listSubaccounts"
 */
export type AccountReadName = {
  [K in OperationName]: "sender" extends (typeof operationTable)[K]["queryParameters"][number]
    ? K
    : never;
}[OperationName];

/** The query parameter of a read that names the caller's own account, when it has one. */
type OwnAccountParameter = (typeof readOperations)[keyof typeof readOperations];

/** `P` with the keys `K` made optional. */
type Optional<P, K extends PropertyKey> = Omit<P, K> & Partial<Pick<P, K & keyof P>>;

/**
 * The parameters a client method takes: the operation's, with `subaccountId` (or `sender`) left
 * to the client where it can fill them in.
 *
 * @example
 * const all: ReadParameters<"listPositions"> = { open: true } // the client's own subaccount
 */
export type ReadParameters<K extends OperationName> = K extends SubaccountReadName
  ? Optional<OperationTypes[K]["parameters"], "subaccountId">
  : K extends AccountReadName
    ? Optional<OperationTypes[K]["parameters"], "sender">
    : OperationTypes[K]["parameters"];

/**
 * What a read method resolves to: its operation's decoded answer.
 *
 * @example
 * const positions: ReadReturnType<"listPositions"> = await client.listPositions()
 */
export type ReadReturnType<K extends OperationName> = OperationTypes[K]["returnType"];

/**
 * What a read method can throw: a parameter that breaks the spec's rules (named, before anything
 * is sent), or a failure of the request.
 *
 * @example
 * try { await client.listOrders() } catch (e) { const error = e as ReadErrorType }
 */
export type ReadErrorType = ValidationError | TransportErrorType;

/**
 * A read method: parameters are optional when every one of them is.
 *
 * @example
 * const listOrders: ReadMethod<"listOrders"> = client.listOrders
 */
export type ReadMethod<K extends ReadOperationName> =
  Record<string, never> extends ReadParameters<K>
    ? (parameters?: ReadParameters<K>, options?: OperationOptions) => Promise<ReadReturnType<K>>
    : (parameters: ReadParameters<K>, options?: OperationOptions) => Promise<ReadReturnType<K>>;

/**
 * The parameters of `client.paginate` and `client.pages`: those of the list operation without the
 * cursor, with `subaccountId` (or `sender`) left to the client where it can fill them in.
 *
 * @example
 * for await (const fill of client.paginate("listFills", {})) console.log(fill.price)
 */
export type ReadPaginateParameters<K extends PaginatedOperationName> = Omit<
  ReadParameters<K>,
  "cursor"
>;

/**
 * One method per read endpoint, named as its operation. Mapped from the generated
 * `OperationTypes`, so each method carries its operation's summary and, where the spec marks the
 * operation deprecated, `@deprecated`.
 *
 * @example
 * const reads: ReadMethods = createRestClient({ network: "mainnet" })
 */
export type ReadMethods = {
  readonly [K in keyof OperationTypes as K extends ReadOperationName ? K : never]: ReadMethod<
    K & ReadOperationName
  >;
};

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
  /** The clock every wait of the client runs on (its option `clock`, else the machine's). */
  readonly clock: Clock;
  /** The server clock nonces and `signedAt` come from. */
  readonly serverClock: ServerClock;
  /** The rate-limit headers of the latest response that carried any. */
  readonly rateLimit: RateLimitInfo | undefined;
  /** Iterates over every record of a list endpoint, fetching pages as needed. */
  paginate<K extends PaginatedOperationName>(
    name: K,
    parameters: ReadPaginateParameters<K>,
    options?: PaginateOptions,
  ): AsyncGenerator<PaginatedOperations[K]["item"], void, undefined>;
  /** Iterates over the pages of a list endpoint. */
  pages<K extends PaginatedOperationName>(
    name: K,
    parameters: ReadPaginateParameters<K>,
    options?: PaginateOptions,
  ): AsyncGenerator<Page<PaginatedOperations[K]["item"]>, void, undefined>;
  /** Every product, from the cache when it is fresh. */
  getProducts(options?: { refresh?: boolean; signal?: AbortSignal }): Promise<readonly Product[]>;
  /** Fetches the product list again and replaces the cache. */
  refreshProducts(options?: { signal?: AbortSignal }): Promise<readonly Product[]>;
  /** The product a symbol, id or onchain id names. */
  resolveProduct(reference: ProductReference, signal?: AbortSignal): Promise<Product>;
  /** Measures the server clock again (GET /v1/time). */
  syncServerClock(): Promise<void>;
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
  /** The call's parameters with the client's own subaccount id and account where left out. */
  const withDefaults = async <P>(
    name: OperationName,
    parameters: P,
    signal: AbortSignal | undefined,
  ): Promise<P> => {
    const field = (readOperations as Partial<Record<OperationName, OwnAccountParameter>>)[name];
    const given = parameters as Record<string, unknown>;
    if (!field || given[field] !== undefined) return parameters;
    if (context.account === undefined) {
      throw new ValidationError(
        field,
        "is required: give it, or create the client with a signer or an account to default to its own",
      );
    }
    return {
      ...given,
      [field]:
        field === "sender" ? requireAccount(context) : await ownSubaccountId(context, signal),
    } as P;
  };
  const reads: Record<string, unknown> = {};
  for (const name of Object.keys(readOperations) as ReadOperationName[]) {
    const call = operationFunctions[name] as (
      transport: HttpTransport,
      parameters: unknown,
      options?: OperationOptions,
    ) => Promise<unknown>;
    reads[name] = async (parameters: unknown = {}, callOptions?: OperationOptions) =>
      call(transport, await withDefaults(name, parameters, callOptions?.signal), callOptions);
  }
  async function* defaulted<T>(
    name: PaginatedOperationName,
    parameters: object,
    options: PaginateOptions | undefined,
    walk: (parameters: never) => AsyncGenerator<T, void, undefined>,
  ): AsyncGenerator<T, void, undefined> {
    yield* walk((await withDefaults(name, parameters, options?.signal)) as never);
  }

  const client: ReadClient = {
    ...(reads as unknown as ReadMethods),
    network: context.network,
    transport,
    clock: context.clock,
    serverClock: context.serverClock,
    get rateLimit() {
      return transport.lastRateLimit;
    },
    paginate: (name, parameters, paginateOptions) =>
      defaulted(name, parameters, paginateOptions, (full: PaginateParameters<typeof name>) =>
        paginate(transport, name, full, paginateOptions),
      ),
    pages: (name, parameters, paginateOptions) =>
      defaulted(name, parameters, paginateOptions, (full: PaginateParameters<typeof name>) =>
        pages(transport, name, full, paginateOptions),
      ),
    getProducts: (listOptions) => products.list(listOptions),
    refreshProducts: (refreshOptions) =>
      products.list({
        refresh: true,
        ...(refreshOptions?.signal ? { signal: refreshOptions.signal } : {}),
      }),
    resolveProduct: (reference, signal) => products.get(reference, signal),
    syncServerClock: async () => {
      await context.serverTime.refresh();
    },
  };
  return { client, context };
}
