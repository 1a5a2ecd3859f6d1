import { readableSide, type TransportErrorType, type ValidationError } from "@perpkit/core";
import type { AccountRestReads } from "../generated/account-rest.js";
import {
  type AccountBalance,
  type AccountFill,
  type AccountOrder,
  type AccountPosition,
  type AccountSnapshot,
  decimalOf,
} from "./account-records.js";

// What the maintained account reads over REST: the records and queries of its reads are typed
// from the REST spec (generated/account-rest.ts), so @perpkit/rest's client fits them, and the
// stream package imports nothing of @perpkit/rest. The account names the fields it reads.

/**
 * An order as GET /v1/order lists it: the fields the account reads.
 *
 * @example
 * const order: AccountRestOrder = { id, type: "LIMIT", side: 0, quantity: "1", availableQuantity: "1", filled: "0", price: "100", status: "NEW", reduceOnly: false, productId, createdAt: 0, updatedAt: 0 }
 */
export type AccountRestOrder = Pick<
  AccountRestReads["listOrders"]["item"],
  | "id"
  | "clientOrderId"
  | "type"
  | "side"
  | "quantity"
  | "availableQuantity"
  | "filled"
  | "price"
  | "status"
  | "reduceOnly"
  | "productId"
  | "createdAt"
  | "updatedAt"
>;

/**
 * A position as GET /v1/position lists it: the fields the account reads.
 *
 * @example
 * const position: AccountRestPosition = { id, productId, side: 0, size: "0.02", cost: "1200", realizedPnl: "0", feesAccruedUsd: "0.6", updatedAt: 0 }
 */
export type AccountRestPosition = Pick<
  AccountRestReads["listPositions"]["item"],
  "id" | "productId" | "side" | "size" | "cost" | "realizedPnl" | "feesAccruedUsd" | "updatedAt"
>;

/**
 * A fill as GET /v1/order/fill lists it: the fields the account reads.
 *
 * @example
 * const fill: AccountRestFill = { id, orderId, productId, side: 1, price: "60000", filled: "0.01", feeUsd: "0.3", isMaker: true, createdAt: 0 }
 */
export type AccountRestFill = Pick<
  AccountRestReads["listFills"]["item"],
  | "id"
  | "orderId"
  | "clientOrderId"
  | "productId"
  | "side"
  | "price"
  | "filled"
  | "feeUsd"
  | "isMaker"
  | "createdAt"
>;

/**
 * A balance as GET /v1/subaccount/balance lists it: the fields the account reads.
 *
 * @example
 * const balance: AccountRestBalance = { tokenId, tokenName: "USD", amount: "10000", available: "9750", totalUsed: "250" }
 */
export type AccountRestBalance = Pick<
  AccountRestReads["listBalances"]["item"],
  "tokenId" | "tokenName" | "amount" | "available" | "totalUsed"
>;

/** Per-call options the account passes to every read. */
interface ReadOptions {
  readonly signal?: AbortSignal | undefined;
}

/**
 * The REST reads a maintained account takes its snapshots from: a `@perpkit/rest` client
 * (`createRestClient`) is one. Only its shape is asked for, so this package needs no REST client
 * of its own.
 *
 * @example
 * const rest: AccountRestClient = createRestClient({ network: "testnet", signer })
 */
export interface AccountRestClient {
  /** Every open order (`isWorking` or `isPending`), page by page. */
  paginate(
    name: "listOrders",
    parameters: Pick<
      AccountRestReads["listOrders"]["query"],
      "subaccountId" | "isWorking" | "isPending"
    >,
    options?: ReadOptions,
  ): AsyncIterable<AccountRestOrder>;
  /** Every open position. */
  paginate(
    name: "listPositions",
    parameters: Pick<AccountRestReads["listPositions"]["query"], "subaccountId" | "open">,
    options?: ReadOptions,
  ): AsyncIterable<AccountRestPosition>;
  /** The fills since a time (exclusive), self-trades included. */
  paginate(
    name: "listFills",
    parameters: Pick<
      AccountRestReads["listFills"]["query"],
      "subaccountId" | "createdAfter" | "includeSelfTrades"
    >,
    options?: ReadOptions,
  ): AsyncIterable<AccountRestFill>;
  /** The balance of each token. */
  paginate(
    name: "listBalances",
    parameters: Pick<AccountRestReads["listBalances"]["query"], "subaccountId">,
    options?: ReadOptions,
  ): AsyncIterable<AccountRestBalance>;
  /** The products, for the symbol of a product id. */
  getProducts(options?: {
    readonly refresh?: boolean;
  }): Promise<readonly { readonly id: string; readonly ticker: string }[]>;
  /** Server time (GET /v1/time): where the fills since the start begin. */
  getTime(): Promise<{ readonly time: number }>;
}

/** Product ids to symbols, listed again once when an id is new. Internal to the account. */
export class ProductSymbols {
  private known = new Map<string, string>();
  private refreshed = false;

  constructor(private readonly rest: AccountRestClient) {}

  /** Loads the list (again, when `refresh`). */
  async load(refresh = false): Promise<void> {
    const products = await this.rest.getProducts(refresh ? { refresh: true } : {});
    this.known = new Map(products.map((p) => [p.id, p.ticker]));
  }

  /** Makes sure every id has a symbol: the list is read again once if one is missing. */
  async cover(ids: Iterable<string>): Promise<void> {
    if (this.known.size === 0) await this.load();
    const missing = [...ids].some((id) => !this.known.has(id));
    if (missing && !this.refreshed) {
      this.refreshed = true;
      await this.load(true);
    }
  }

  /** The symbol of a product id; the id itself when the exchange lists no such product. */
  of(productId: string): string {
    return this.known.get(productId) ?? productId;
  }
}

const decimal = (value: string, field: string): string => decimalOf(value, field);
const signed = (value: string, field: string): string => decimalOf(value, field, true);

/**
 * A REST order in the account's words.
 *
 * @example
 * accountOrderOfRest(order, (id) => symbols.get(id) ?? id).symbol // "BTCUSD"
 */
export function accountOrderOfRest(
  o: AccountRestOrder,
  symbolOf: (productId: string) => string,
): AccountOrder {
  return {
    id: o.id,
    clientOrderId: o.clientOrderId ?? undefined,
    symbol: symbolOf(o.productId),
    side: readableSide(o.side),
    type: o.type,
    status: o.status,
    quantity: decimal(o.quantity, "quantity"),
    availableQuantity: decimal(o.availableQuantity, "availableQuantity"),
    filled: decimal(o.filled, "filled"),
    price: o.type === "MARKET" ? undefined : decimal(o.price, "price"),
    reduceOnly: o.reduceOnly,
    createdAt: o.createdAt,
  };
}

/**
 * A REST position in the account's words.
 *
 * @example
 * accountPositionOfRest(position, (id) => symbols.get(id) ?? id).size
 */
export function accountPositionOfRest(
  p: AccountRestPosition,
  symbolOf: (productId: string) => string,
): AccountPosition {
  return {
    id: p.id,
    symbol: symbolOf(p.productId),
    side: readableSide(p.side),
    size: decimal(p.size, "size"),
    cost: decimal(p.cost, "cost"),
    realizedPnl: signed(p.realizedPnl, "realizedPnl"),
    fees: signed(p.feesAccruedUsd, "feesAccruedUsd"),
  };
}

/**
 * A REST fill in the account's words.
 *
 * @example
 * accountFillOfRest(fill, (id) => symbols.get(id) ?? id).quantity
 */
export function accountFillOfRest(
  f: AccountRestFill,
  symbolOf: (productId: string) => string,
): AccountFill {
  return {
    id: f.id,
    orderId: f.orderId,
    clientOrderId: f.clientOrderId ?? undefined,
    symbol: symbolOf(f.productId),
    side: readableSide(f.side),
    price: decimal(f.price, "price"),
    quantity: decimal(f.filled, "filled"),
    fee: signed(f.feeUsd, "feeUsd"),
    isMaker: f.isMaker,
    createdAt: f.createdAt,
  };
}

/**
 * A REST balance in the account's words.
 *
 * @example
 * accountBalanceOfRest(balance).available
 */
export function accountBalanceOfRest(b: AccountRestBalance): AccountBalance {
  return {
    tokenId: b.tokenId,
    tokenName: b.tokenName,
    amount: signed(b.amount, "amount"),
    available: signed(b.available, "available"),
    totalUsed: signed(b.totalUsed, "totalUsed"),
  };
}

/** Every record of a list. */
async function all<T>(records: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const record of records) out.push(record);
  return out;
}

/** The balances of a subaccount, read now. */
export async function readAccountBalances(
  rest: AccountRestClient,
  subaccountId: string,
  signal?: AbortSignal,
): Promise<AccountBalance[]> {
  const balances = await all(rest.paginate("listBalances", { subaccountId }, { signal }));
  return balances.map(accountBalanceOfRest);
}

/**
 * Options of {@link readAccountSnapshot}.
 *
 * @example
 * const options: ReadAccountOptions = { since: account.since ?? 0 }
 */
export interface ReadAccountOptions {
  /** Server time (ms) after which fills are listed. */
  readonly since: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Parameters of {@link readAccountSnapshot}: what it takes after the subaccount's id, its options.
 *
 * @example
 * const options: ReadAccountSnapshotParameters = { since: 0 }
 */
export type ReadAccountSnapshotParameters = ReadAccountOptions;

/**
 * What {@link readAccountSnapshot} resolves to: the subaccount's orders, positions, balances and
 * fills as REST says they are now.
 *
 * @example
 * const now: ReadAccountSnapshotReturnType = await readAccountSnapshot(rest, subaccountId, { since: 0 })
 */
export type ReadAccountSnapshotReturnType = AccountSnapshot;

/**
 * What {@link readAccountSnapshot} can throw: a malformed answer field (a ValidationError naming
 * it), or a failure of a REST read.
 *
 * @example
 * try { await readAccountSnapshot(rest, id, { since: 0 }) } catch (e) { const error = e as ReadAccountSnapshotErrorType }
 */
export type ReadAccountSnapshotErrorType = ValidationError | TransportErrorType;

/**
 * Reads a subaccount as REST says it is now: the fills after `since` first, then its open orders,
 * open positions and balances together, so that a fill the snapshot's orders and positions
 * include is in its fill list too or no later than the time they last changed. This is what a
 * maintained account starts from, and what it can be compared with.
 *
 * @example
 * const now = await readAccountSnapshot(rest, subaccountId, { since: account.since ?? 0 })
 * console.log(now.orders.map(({ order }) => order.id))
 */
export function readAccountSnapshot(
  rest: AccountRestClient,
  subaccountId: string,
  options: ReadAccountSnapshotParameters,
): Promise<ReadAccountSnapshotReturnType> {
  return readSnapshot(rest, subaccountId, options, new ProductSymbols(rest));
}

/** {@link readAccountSnapshot} with the product symbols a watched account keeps between reads. */
export async function readSnapshot(
  rest: AccountRestClient,
  subaccountId: string,
  options: ReadAccountOptions,
  symbols: ProductSymbols,
): Promise<AccountSnapshot> {
  const { signal } = options;
  const read = { signal };
  const fills = await all(
    rest.paginate(
      "listFills",
      { subaccountId, createdAfter: options.since, includeSelfTrades: true },
      read,
    ),
  );
  const [working, pending, positions, balances] = await Promise.all([
    all(rest.paginate("listOrders", { subaccountId, isWorking: true }, read)),
    all(rest.paginate("listOrders", { subaccountId, isPending: true }, read)),
    all(rest.paginate("listPositions", { subaccountId, open: true }, read)),
    readAccountBalances(rest, subaccountId, signal),
  ]);
  const orders = new Map([...working, ...pending].map((o) => [o.id, o]));
  await symbols.cover(
    [...orders.values(), ...positions, ...fills].map((record) => record.productId),
  );
  const symbolOf = (id: string) => symbols.of(id);
  return {
    orders: [...orders.values()].map((o) => ({
      order: accountOrderOfRest(o, symbolOf),
      time: o.updatedAt,
    })),
    positions: positions.map((p) => ({
      position: accountPositionOfRest(p, symbolOf),
      time: p.updatedAt,
    })),
    balances,
    fills: fills.map((f) => accountFillOfRest(f, symbolOf)),
  };
}
