import { type ReadableSide, readableSide, ValidationError } from "@perpkit/core";
import type {
  Fill,
  Liquidation,
  MarketLiquidity,
  MarketPrice,
  Order,
  Position,
  PositionFill,
  Product,
  ProjectedFundingRate,
  Trade,
} from "./generated/types.js";

/**
 * The products a readable record looks its symbol up in: the list `client.getProducts()` answers,
 * or a map from product id to product.
 *
 * @example
 * const products: ProductLookup = await client.getProducts()
 */
export type ProductLookup = readonly Product[] | ReadonlyMap<string, Product>;

/**
 * A REST position with its symbol and its side in words.
 *
 * @example
 * const { symbol, side, size }: ReadablePosition = toReadablePosition(position, products)
 */
export type ReadablePosition = Omit<Position, "side"> & {
  /** The product's ticker (`BTCUSD`). */
  readonly symbol: string;
  /** `buy` for a long position, `sell` for a short one. */
  readonly side: ReadableSide;
};

/**
 * A REST order with its symbol and its side in words.
 *
 * @example
 * const { symbol, side, price, status }: ReadableOrder = toReadableOrder(order, products)
 */
export type ReadableOrder = Omit<Order, "side"> & {
  /** The product's ticker; `undefined` only when the record names no product. */
  readonly symbol: string | undefined;
  readonly side: ReadableSide;
};

/**
 * A REST fill with its symbol, its side in words, and its size as `quantity` (the stream's word;
 * `filled` stays too).
 *
 * @example
 * const { symbol, side, price, quantity }: ReadableFill = toReadableFill(fill, products)
 */
export type ReadableFill = Omit<Fill, "side"> & {
  readonly symbol: string;
  readonly side: ReadableSide;
  /** How much was filled: the same as `filled`. */
  readonly quantity: Fill["filled"];
};

/**
 * A REST trade with its symbol, the sides in words, and its size as `quantity`.
 *
 * @example
 * const { symbol, takerSide, price, quantity }: ReadableTrade = toReadableTrade(trade, products)
 */
export type ReadableTrade = Omit<Trade, "takerSide" | "makerSide"> & {
  readonly symbol: string;
  readonly takerSide?: ReadableSide;
  readonly makerSide?: ReadableSide;
  /** How much was traded: the same as `filled`. */
  readonly quantity: Trade["filled"];
};

/**
 * A REST liquidation with its symbol and the liquidated position's side in words.
 *
 * @example
 * const { symbol, positionSide }: ReadableLiquidation = toReadableLiquidation(liquidation, products)
 */
export type ReadableLiquidation = Omit<Liquidation, "positionSide"> & {
  readonly symbol: string;
  /** `buy` for a long position, `sell` for a short one. */
  readonly positionSide: ReadableSide;
};

/**
 * A REST position fill with its side in words (the record names no product: it belongs to the
 * position asked for).
 *
 * @example
 * const { side, price }: ReadablePositionFill = toReadablePositionFill(fill)
 */
export type ReadablePositionFill = Omit<PositionFill, "side"> & {
  readonly side: ReadableSide;
};

/**
 * A REST record that names its product by id, with the product's symbol beside it.
 *
 * @example
 * const { symbol, oraclePrice }: WithSymbol<MarketPrice> = withSymbol(price, products)
 */
export type WithSymbol<T extends { readonly productId: string }> = T & {
  /** The product's ticker (`BTCUSD`). */
  readonly symbol: string;
};

function productById(products: ProductLookup, productId: string): Product | undefined {
  if ("get" in products) return products.get(productId);
  return products.find((p) => p.id === productId);
}

function symbolOf(products: ProductLookup, productId: string): string {
  const product = productById(products, productId);
  if (!product) {
    throw new ValidationError(
      "products",
      `has no product ${productId}; list the products again (client.refreshProducts())`,
    );
  }
  return product.ticker;
}

/**
 * A REST position with `symbol` and `side` as `buy` (long) or `sell` (short).
 *
 * @example
 * const products = await client.getProducts()
 * for (const p of (await client.listPositions()).data) {
 *   const { symbol, side, size } = toReadablePosition(p, products)
 * }
 */
export function toReadablePosition(position: Position, products: ProductLookup): ReadablePosition {
  return {
    ...position,
    symbol: symbolOf(products, position.productId),
    side: readableSide(position.side),
  };
}

/**
 * A REST order with `symbol` and `side` as `buy` or `sell`.
 *
 * @example
 * const open = (await client.listOrders({ isWorking: true })).data.map((o) => toReadableOrder(o, products))
 */
export function toReadableOrder(order: Order, products: ProductLookup): ReadableOrder {
  return {
    ...order,
    symbol: order.productId === undefined ? undefined : symbolOf(products, order.productId),
    side: readableSide(order.side),
  };
}

/**
 * A REST fill with `symbol`, `side` as `buy` or `sell`, and `quantity`.
 *
 * @example
 * for await (const fill of client.paginate("listFills", {})) console.log(toReadableFill(fill, products).symbol)
 */
export function toReadableFill(fill: Fill, products: ProductLookup): ReadableFill {
  return {
    ...fill,
    symbol: symbolOf(products, fill.productId),
    side: readableSide(fill.side),
    quantity: fill.filled,
  };
}

/**
 * A REST trade with `symbol`, `takerSide` and `makerSide` as `buy` or `sell`, and `quantity`.
 *
 * @example
 * const trades = (await client.listTrades({ productId })).data.map((t) => toReadableTrade(t, products))
 */
export function toReadableTrade(trade: Trade, products: ProductLookup): ReadableTrade {
  const { takerSide, makerSide, ...rest } = trade;
  return {
    ...rest,
    symbol: symbolOf(products, trade.productId),
    ...(takerSide === undefined ? {} : { takerSide: readableSide(takerSide, "takerSide") }),
    ...(makerSide === undefined ? {} : { makerSide: readableSide(makerSide, "makerSide") }),
    quantity: trade.filled,
  };
}

/**
 * A REST liquidation with `symbol` and `positionSide` as `buy` (long) or `sell` (short).
 *
 * @example
 * const liquidations = (await client.listLiquidations({})).data.map((l) => toReadableLiquidation(l, products))
 */
export function toReadableLiquidation(
  liquidation: Liquidation,
  products: ProductLookup,
): ReadableLiquidation {
  return {
    ...liquidation,
    symbol: symbolOf(products, liquidation.productId),
    positionSide: readableSide(liquidation.positionSide, "positionSide"),
  };
}

/**
 * A REST position fill with `side` as `buy` or `sell`.
 *
 * @example
 * const fills = (await client.listPositionFills({ positionId })).data.map(toReadablePositionFill)
 */
export function toReadablePositionFill(fill: PositionFill): ReadablePositionFill {
  return { ...fill, side: readableSide(fill.side) };
}

/**
 * A REST record that names its product by id (a market price, the market's liquidity, a
 * projected funding rate, ...) with `symbol` added.
 *
 * @example
 * const prices = (await client.getMarketPrices({ productIds })).data.map((p) => withSymbol(p, products))
 */
export function withSymbol<T extends { readonly productId: string }>(
  record: T,
  products: ProductLookup,
): WithSymbol<T> {
  return { ...record, symbol: symbolOf(products, record.productId) };
}

/** One entry of {@link readableRecords}. */
interface ReadableRecordEntry<T> {
  /** The fields the readable form adds, or holds in words where the record holds numbers. */
  readonly fields: readonly string[];
  readonly toReadable: (record: T, products: ProductLookup) => object;
}

/**
 * The readable form of every REST record that carries a product id or a numeric side, by its
 * schema's name: the fields it adds or turns into words, and the function that makes it. The
 * command line reads its tables through this table, so a record reads the same in both.
 *
 * @example
 * const { fields, toReadable } = readableRecords.Order // ["symbol", "side"]
 * const row = toReadable(order, await client.getProducts())
 */
export const readableRecords = {
  Order: { fields: ["symbol", "side"], toReadable: toReadableOrder },
  Position: { fields: ["symbol", "side"], toReadable: toReadablePosition },
  Fill: { fields: ["symbol", "side", "quantity"], toReadable: toReadableFill },
  Trade: {
    fields: ["symbol", "takerSide", "makerSide", "quantity"],
    toReadable: toReadableTrade,
  },
  Liquidation: { fields: ["symbol", "positionSide"], toReadable: toReadableLiquidation },
  PositionFill: { fields: ["side"], toReadable: toReadablePositionFill },
  MarketPrice: { fields: ["symbol"], toReadable: withSymbol<MarketPrice> },
  MarketLiquidity: { fields: ["symbol"], toReadable: withSymbol<MarketLiquidity> },
  ProjectedFundingRate: { fields: ["symbol"], toReadable: withSymbol<ProjectedFundingRate> },
} as const satisfies Readonly<Record<string, ReadableRecordEntry<never>>>;

/**
 * The name of a REST record that has a readable form.
 *
 * @example
 * const name: ReadableRecordName = "Order"
 */
export type ReadableRecordName = keyof typeof readableRecords;
