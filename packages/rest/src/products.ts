import {
  type Clock,
  cachedOn,
  DecodeError,
  describeValue,
  type HttpTransport,
  isUuid,
  systemClock,
  ValidationError,
} from "@perpkit/core";
import {
  listProducts,
  type OperationOptions,
  type Page,
  type PaginatedOperationName,
  type PaginatedOperations,
  paginatedOperations,
} from "./generated/operations.js";
import type { Product } from "./generated/types.js";

/**
 * Options of {@link paginate} and {@link pages}.
 *
 * @example
 * client.paginate("listTrades", { productId }, { maxPages: 5, signal: AbortSignal.timeout(10_000) })
 */
export interface PaginateOptions extends OperationOptions {
  /** Stop after this many pages. Default: no limit. */
  readonly maxPages?: number | undefined;
}

/**
 * The parameters of a paginated operation, without the cursor the iterator manages.
 *
 * @example
 * const parameters: PaginateParameters<"listOrders"> = { subaccountId, limit: 100 }
 */
export type PaginateParameters<K extends PaginatedOperationName> = Omit<
  PaginatedOperations[K]["parameters"],
  "cursor"
>;

/** Fetches one page of a list operation; `parameters` carries the cursor after the first. */
export type PageFetcher<P, T> = (
  transport: HttpTransport,
  parameters: P,
  options?: OperationOptions,
) => Promise<Page<T>>;

/**
 * Walks the pages `fetchPage` answers, following `nextCursor` while `hasNext` is true (or, where
 * the service leaves `hasNext` out, while a `nextCursor` comes back). A cursor that repeats stops
 * with a DecodeError instead of looping. `label` names the operation in errors. The operation is
 * passed in, so a caller that walks one list bundles only that list's operation and decoder.
 */
export async function* walkPages<P extends object, T>(
  fetchPage: PageFetcher<P, T>,
  label: string,
  transport: HttpTransport,
  parameters: Omit<P, "cursor">,
  options: PaginateOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const { maxPages, ...requestOptions } = options;
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let count = 0; maxPages === undefined || count < maxPages; count++) {
    const query = (cursor === undefined ? { ...parameters } : { ...parameters, cursor }) as P;
    const page = await fetchPage(transport, query, requestOptions);
    yield page;
    const next = page.nextCursor;
    if (page.hasNext === false) return;
    if (typeof next !== "string" || next.length === 0) {
      if (page.hasNext === true) {
        throw new DecodeError("nextCursor", "is missing although hasNext is true", {
          details: `${label} page ${count + 1}`,
        });
      }
      return;
    }
    if (seen.has(next)) {
      throw new DecodeError("nextCursor", `repeats an earlier cursor (${next})`, {
        details: `${label} page ${count + 1}`,
      });
    }
    seen.add(next);
    cursor = next;
  }
}

/**
 * Walks the pages of a list operation: each page is fetched when the previous one has been
 * consumed, following `nextCursor` while `hasNext` is true (or, where the service leaves
 * `hasNext` out, while a `nextCursor` comes back). A cursor that repeats stops with a DecodeError
 * instead of looping.
 *
 * @example
 * for await (const page of pages(transport, "listOrders", { subaccountId, limit: 100 })) {
 *   console.log(page.data.length)
 * }
 */
export function pages<K extends PaginatedOperationName>(
  transport: HttpTransport,
  name: K,
  parameters: PaginateParameters<K>,
  options: PaginateOptions = {},
): AsyncGenerator<Page<PaginatedOperations[K]["item"]>, void, undefined> {
  const fetchPage = paginatedOperations[name] as PageFetcher<
    PaginatedOperations[K]["parameters"],
    PaginatedOperations[K]["item"]
  >;
  return walkPages(fetchPage, name, transport, parameters, options);
}

/** Every record of the pages `fetchPage` answers; see {@link walkPages}. */
export async function* walkRecords<P extends object, T>(
  fetchPage: PageFetcher<P, T>,
  label: string,
  transport: HttpTransport,
  parameters: Omit<P, "cursor">,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const page of walkPages(fetchPage, label, transport, parameters, options)) {
    yield* page.data;
  }
}

/**
 * Iterates over every record of a list operation, fetching pages as needed.
 *
 * @example
 * for await (const fill of paginate(transport, "listFills", { subaccountId })) {
 *   console.log(fill.price, fill.filled)
 * }
 */
export async function* paginate<K extends PaginatedOperationName>(
  transport: HttpTransport,
  name: K,
  parameters: PaginateParameters<K>,
  options: PaginateOptions = {},
): AsyncGenerator<PaginatedOperations[K]["item"], void, undefined> {
  for await (const page of pages(transport, name, parameters, options)) yield* page.data;
}

/**
 * Names a product by exactly one of its symbol, id or onchain id; naming none, or two, does not
 * compile.
 *
 * @example
 * await client.resolveProduct({ symbol: "BTC-USD" })
 */
export type ProductReference =
  | {
      /** The ticker (`BTCUSD`) or display ticker (`BTC-USD`), in any case. */
      readonly symbol: string;
      readonly productId?: undefined;
      readonly onchainId?: undefined;
    }
  | {
      readonly symbol?: undefined;
      /** The product's UUID. */
      readonly productId: string;
      readonly onchainId?: undefined;
    }
  | {
      readonly symbol?: undefined;
      readonly productId?: undefined;
      /** The integer id orders are signed with. */
      readonly onchainId: number;
    };

/**
 * Options of {@link createProductCache}.
 *
 * @example
 * createProductCache(transport, { maxAgeMs: 60_000 })
 */
export interface ProductCacheOptions {
  /** How long a fetched product list is trusted. Default 5 minutes. */
  readonly maxAgeMs?: number | undefined;
  /** The clock its age is measured on. Default the machine's. */
  readonly clock?: Clock | undefined;
}

/**
 * The product list, fetched once and kept until it is older than `maxAgeMs` or refreshed: a
 * `Cached` list (@perpkit/core), read by the product a reference names.
 *
 * @example
 * const products: ProductCache = createProductCache(transport)
 * const eth = products.peek({ onchainId: 2 }) ?? (await products.get({ onchainId: 2 }))
 */
export interface ProductCache {
  /** Every product; fetched when the cache is empty or stale, or when `refresh` is true. */
  list(options?: { refresh?: boolean; signal?: AbortSignal }): Promise<readonly Product[]>;
  /**
   * The product a reference names, fetching the list first when it is empty or stale; a
   * ValidationError names the field when none matches.
   */
  get(reference: ProductReference, signal?: AbortSignal): Promise<Product>;
  /** The product a reference names while the list is fresh, without fetching; else `undefined`. */
  peek(reference: ProductReference): Product | undefined;
}

const REFERENCE_FIELDS = ["symbol", "productId", "onchainId"] as const;

/** Which field of a reference is set; a ValidationError unless exactly one is, and well formed. */
export function referenceField(reference: ProductReference): (typeof REFERENCE_FIELDS)[number] {
  const given = REFERENCE_FIELDS.filter((field) => reference[field] !== undefined);
  const [field] = given;
  if (field === undefined || given.length > 1) {
    throw new ValidationError(
      "product",
      field === undefined
        ? "is missing: give one of symbol, productId or onchainId"
        : `is named ${given.length} ways (${given.join(", ")}); give exactly one`,
    );
  }
  const value: unknown = reference[field];
  const expected =
    field === "symbol"
      ? typeof value === "string" && value.length > 0
        ? undefined
        : "a ticker such as BTCUSD"
      : field === "productId"
        ? isUuid(value)
          ? undefined
          : "a UUID"
        : Number.isSafeInteger(value) && (value as number) >= 0
          ? undefined
          : "a whole number";
  if (expected)
    throw new ValidationError(field, `must be ${expected}, got ${describeValue(value)}`);
  return field;
}

/** The key a product is indexed under for one reference field. */
function keyOf(field: (typeof REFERENCE_FIELDS)[number], value: unknown): string {
  return `${field}:${String(value).toUpperCase()}`;
}

interface Index {
  readonly all: readonly Product[];
  readonly byKey: ReadonlyMap<string, Product>;
}

function buildIndex(products: readonly Product[]): Index {
  const byKey = new Map<string, Product>();
  for (const product of products) {
    byKey.set(keyOf("symbol", product.ticker), product);
    if (product.displayTicker) byKey.set(keyOf("symbol", product.displayTicker), product);
    byKey.set(keyOf("productId", product.id), product);
    byKey.set(keyOf("onchainId", product.onchainId), product);
  }
  return { all: products, byKey };
}

function lookup(index: Index, reference: ProductReference): Product | undefined {
  const field = referenceField(reference);
  return index.byKey.get(keyOf(field, reference[field]));
}

/**
 * A cache of the exchange's products for order building: one listing, shared by concurrent
 * callers, indexed by symbol, id and onchain id.
 *
 * @example
 * const products = createProductCache(transport)
 * const btc = await products.get({ symbol: "BTCUSD" })
 */
export function createProductCache(
  transport: HttpTransport,
  options: ProductCacheOptions = {},
): ProductCache {
  const index = cachedOn(
    options.clock ?? systemClock,
    async (signal) => {
      const products: Product[] = [];
      const records = walkRecords(listProducts, "listProducts", transport, {}, { signal });
      for await (const product of records) products.push(product);
      return buildIndex(products);
    },
    { maxAgeMs: options.maxAgeMs ?? 300_000 },
  );
  return {
    async list(listOptions = {}) {
      const { refresh, signal } = listOptions;
      return (await (refresh ? index.refresh(signal) : index.get(signal))).all;
    },
    async get(reference, signal) {
      const field = referenceField(reference);
      const known = await index.get(signal);
      const found = lookup(known, reference);
      if (found) return found;
      throw new ValidationError(
        field,
        `${describeValue(reference[field])} matches no product of the exchange (known: ${known.all.map((p) => p.ticker).join(", ")})`,
        {
          metaMessages: [
            "A product listed since the cache was filled appears after refreshProducts().",
          ],
        },
      );
    },
    peek(reference) {
      const known = index.peek();
      return known && lookup(known, reference);
    },
  };
}
