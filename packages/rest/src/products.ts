import { describeValue, type HttpTransport, isUuid, ValidationError } from "@perpkit/core";
import type { Product } from "./generated/types.js";
import { paginate } from "./pagination.js";

/**
 * Names a product by exactly one of its symbol, id or onchain id.
 *
 * @example
 * await client.resolveProduct({ symbol: "BTC-USD" })
 */
export interface ProductReference {
  /** The ticker (`BTCUSD`) or display ticker (`BTC-USD`), in any case. */
  readonly symbol?: string | undefined;
  /** The product's UUID. */
  readonly productId?: string | undefined;
  /** The integer id orders are signed with. */
  readonly onchainId?: number | undefined;
}

/**
 * Options of {@link createProductCache}.
 *
 * @example
 * createProductCache(transport, { maxAgeMs: 60_000 })
 */
export interface ProductCacheOptions {
  /** How long a fetched product list is trusted. Default 5 minutes. */
  readonly maxAgeMs?: number | undefined;
  /** The clock the age is measured with. */
  readonly now?: (() => number) | undefined;
}

/**
 * The product list, fetched once and kept until it is older than `maxAgeMs` or refreshed.
 *
 * @example
 * const products: ProductCache = createProductCache(transport)
 * const eth = await products.resolve({ onchainId: 2 })
 */
export interface ProductCache {
  /** Every product; fetched when the cache is empty or stale, or when `refresh` is true. */
  list(options?: { refresh?: boolean; signal?: AbortSignal }): Promise<readonly Product[]>;
  /** The product a reference names; a ValidationError names the field when none matches. */
  resolve(reference: ProductReference, signal?: AbortSignal): Promise<Product>;
  /** The cached product a reference names, without fetching; `undefined` when not cached. */
  peek(reference: ProductReference): Product | undefined;
}

interface Index {
  readonly at: number;
  readonly all: readonly Product[];
  readonly bySymbol: ReadonlyMap<string, Product>;
  readonly byId: ReadonlyMap<string, Product>;
  readonly byOnchainId: ReadonlyMap<number, Product>;
}

function buildIndex(products: readonly Product[], at: number): Index {
  const bySymbol = new Map<string, Product>();
  const byId = new Map<string, Product>();
  const byOnchainId = new Map<number, Product>();
  for (const product of products) {
    bySymbol.set(product.ticker.toUpperCase(), product);
    if (product.displayTicker) bySymbol.set(product.displayTicker.toUpperCase(), product);
    byId.set(product.id.toLowerCase(), product);
    byOnchainId.set(product.onchainId, product);
  }
  return { at, all: products, bySymbol, byId, byOnchainId };
}

/** Which field of a reference is set; a ValidationError unless exactly one is. */
export function referenceField(reference: ProductReference): "symbol" | "productId" | "onchainId" {
  const { symbol, productId, onchainId } = reference;
  const count =
    (symbol !== undefined ? 1 : 0) +
    (productId !== undefined ? 1 : 0) +
    (onchainId !== undefined ? 1 : 0);
  if (count !== 1) {
    const given = [
      ...(symbol !== undefined ? ["symbol"] : []),
      ...(productId !== undefined ? ["productId"] : []),
      ...(onchainId !== undefined ? ["onchainId"] : []),
    ];
    throw new ValidationError(
      "product",
      count === 0
        ? "is missing: give one of symbol, productId or onchainId"
        : `is named ${count} ways (${given.join(", ")}); give exactly one`,
    );
  }
  if (symbol !== undefined) {
    if (typeof symbol !== "string" || symbol.length === 0) {
      throw new ValidationError(
        "symbol",
        `must be a ticker such as BTCUSD, got ${describeValue(symbol)}`,
      );
    }
    return "symbol";
  }
  if (productId !== undefined) {
    if (!isUuid(productId)) {
      throw new ValidationError("productId", `must be a UUID, got ${describeValue(productId)}`);
    }
    return "productId";
  }
  if (typeof onchainId !== "number" || !Number.isSafeInteger(onchainId) || onchainId < 0) {
    throw new ValidationError(
      "onchainId",
      `must be a whole number, got ${describeValue(onchainId)}`,
    );
  }
  return "onchainId";
}

function lookup(index: Index, reference: ProductReference): Product | undefined {
  const field = referenceField(reference);
  if (field === "symbol") return index.bySymbol.get((reference.symbol as string).toUpperCase());
  if (field === "productId") return index.byId.get((reference.productId as string).toLowerCase());
  return index.byOnchainId.get(reference.onchainId as number);
}

/**
 * A cache of the exchange's products for order building: one listing, shared by concurrent
 * callers, indexed by symbol, id and onchain id.
 *
 * @example
 * const products = createProductCache(transport)
 * const btc = await products.resolve({ symbol: "BTCUSD" })
 */
export function createProductCache(
  transport: HttpTransport,
  options: ProductCacheOptions = {},
): ProductCache {
  const maxAgeMs = options.maxAgeMs ?? 300_000;
  const now = options.now ?? Date.now;
  let index: Index | undefined;
  let loading: Promise<Index> | undefined;

  const load = (signal?: AbortSignal): Promise<Index> => {
    loading ??= (async () => {
      try {
        const products: Product[] = [];
        for await (const product of paginate(transport, "listProducts", {}, { signal })) {
          products.push(product);
        }
        index = buildIndex(products, now());
        return index;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  const current = async (refresh: boolean, signal?: AbortSignal): Promise<Index> => {
    if (!refresh && index && now() - index.at <= maxAgeMs) return index;
    return load(signal);
  };

  return {
    async list(listOptions = {}) {
      return (await current(listOptions.refresh ?? false, listOptions.signal)).all;
    },
    async resolve(reference, signal) {
      const field = referenceField(reference);
      const found = lookup(await current(false, signal), reference);
      if (found) return found;
      throw new ValidationError(
        field,
        `${describeValue(reference[field])} matches no product of the exchange`,
        {
          metaMessages: [
            "A product listed since the cache was filled appears after refreshProducts().",
          ],
        },
      );
    },
    peek(reference) {
      return index && now() - index.at <= maxAgeMs ? lookup(index, reference) : undefined;
    },
  };
}
