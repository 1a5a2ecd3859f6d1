import { type ReadableSide, readableSide, ValidationError } from "@perpkit/core";
import type { Fill, Order, Position, Product, Trade } from "./generated/types.js";

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
