import {
  type Exchange,
  type LinkedSigner,
  notFound,
  type Product,
  type Subaccount,
} from "../../engine/index.js";

/**
 * A subaccount a request names by id; 404 when there is none.
 *
 * @example
 * const subaccount = subaccountOf(exchange, params.subaccountId)
 */
export function subaccountOf(exchange: Exchange, id: string): Subaccount {
  const subaccount = exchange.subaccount(id);
  if (!subaccount) throw notFound(`subaccount ${id} not found`);
  return subaccount;
}

/**
 * A product a request names by id; 404 when there is none.
 *
 * @example
 * const product = productOf(exchange, params.productId)
 */
export function productOf(exchange: Exchange, id: string): Product {
  const product = exchange.product(id);
  if (!product) throw notFound(`product ${id} not found`);
  return product;
}

/**
 * A linked signer by its record id. Signers are kept by address, so this looks through every
 * subaccount's: a read that is rare enough not to need an index of its own.
 *
 * @example
 * const signer = signerById(exchange, params.signerId)
 */
export function signerById(exchange: Exchange, id: string): LinkedSigner | undefined {
  for (const subaccount of exchange.subaccounts()) {
    const found = exchange.linkedSignersOf(subaccount.id).find((s) => s.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A filter on product ids; no ids, or an empty list, lets every product through.
 *
 * @example
 * const product = inProducts(params.productIds); orders.filter((o) => product(o.productId))
 */
export function inProducts(productIds: readonly string[] | undefined) {
  const set = productIds && productIds.length > 0 ? new Set(productIds) : undefined;
  return (productId: string) => set === undefined || set.has(productId);
}

/**
 * A filter on creation times: after `after` (exclusive) and up to `before` (inclusive).
 *
 * @example
 * const created = inWindow(params.createdAfter, params.createdBefore)
 */
export function inWindow(after: number | undefined, before: number | undefined) {
  return (createdAt: number) =>
    (after === undefined || createdAt > after) && (before === undefined || createdAt <= before);
}
