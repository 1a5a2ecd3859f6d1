import {
  DecodeError,
  normalizeDecimal,
  PerpkitError,
  type ReadableSide,
  readableSide,
} from "@perpkit/core";
import type { Fill, Order, Position } from "../generated/types.js";

// The maintained account's records, in the words REST and the stream's readable helpers use, and
// how the account channels' payloads become them.

/**
 * An open order of the account (`NEW`, `PENDING` or `FILLED_PARTIAL`), in the words REST and the
 * stream's readable helpers use; decimals in their shortest form.
 *
 * @example
 * for (const o of account.orders()) console.log(o.symbol, o.side, o.price, o.availableQuantity)
 */
export interface AccountOrder {
  readonly id: string;
  readonly clientOrderId: string | undefined;
  readonly symbol: string;
  readonly side: ReadableSide;
  /** `LIMIT` or `MARKET`. */
  readonly type: string;
  readonly status: string;
  readonly quantity: string;
  /** What is left to fill. */
  readonly availableQuantity: string;
  readonly filled: string;
  /** The limit price; `undefined` for a market order. */
  readonly price: string | undefined;
  readonly reduceOnly: boolean;
  /** Epoch milliseconds. */
  readonly createdAt: number;
}

/**
 * An open position: its size and cost unsigned, `side` `buy` for long and `sell` for short.
 * Funding is left out: it accrues without a PositionUpdate (read it with `listPositions`).
 *
 * @example
 * const btc: AccountPosition | undefined = account.position("BTCUSD") // { side: "buy", size: "0.02", ... }
 */
export interface AccountPosition {
  readonly id: string;
  readonly symbol: string;
  readonly side: ReadableSide;
  readonly size: string;
  readonly cost: string;
  readonly realizedPnl: string;
  /** Fees paid on the position so far. */
  readonly fees: string;
}

/**
 * One fill of one of the account's orders.
 *
 * @example
 * for (const f of account.fills()) console.log(f.orderId, f.side, f.quantity, "@", f.price)
 */
export interface AccountFill {
  readonly id: string;
  readonly orderId: string;
  readonly clientOrderId: string | undefined;
  readonly symbol: string;
  readonly side: ReadableSide;
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly isMaker: boolean;
  /** Epoch milliseconds. */
  readonly createdAt: number;
}

/**
 * The account's balance of one token, as GET /v1/subaccount/balance serves it.
 *
 * @example
 * const [usd]: readonly AccountBalance[] = account.balances() // { tokenName: "USD", available: "9750", ... }
 */
export interface AccountBalance {
  readonly tokenId: string;
  readonly tokenName: string;
  readonly amount: string;
  /** Free: usable for new positions or a withdrawal. */
  readonly available: string;
  /** Locked as margin for positions and resting orders. */
  readonly totalUsed: string;
}

/**
 * An account as a REST snapshot reads it: open orders and open positions (each with the time it
 * last changed), balances, and the fills since the view started.
 *
 * @example
 * const snapshot: AccountSnapshot = await readAccountSnapshot(rest, subaccountId, { since })
 */
export interface AccountSnapshot {
  readonly orders: readonly { readonly order: AccountOrder; readonly time: number }[];
  readonly positions: readonly { readonly position: AccountPosition; readonly time: number }[];
  readonly balances: readonly AccountBalance[];
  readonly fills: readonly AccountFill[];
}

/**
 * The maintained account was read while it is not in sync: before its first snapshot, or after a
 * reconnect or a missed message until the fresh snapshot is in. perpkit never shows an account
 * that missed a message.
 *
 * @example
 * if (account.status === "live") console.log(account.positions())
 */
export class StaleAccountError extends PerpkitError {
  override name = "StaleAccountError";
  readonly subaccountId: string | undefined;
  constructor(subaccountId: string | undefined, closed = false) {
    super(
      "ACCOUNT_STALE",
      closed
        ? `The account ${subaccountId ?? ""} is closed: it is no longer maintained.`
        : `The account ${subaccountId ?? ""} is resynchronising and cannot be read now.`,
    );
    this.subaccountId = subaccountId;
  }
}

/**
 * A decimal the exchange sent, in its shortest form; one that is not a decimal is a DecodeError
 * naming the field (`signed` allows a minus sign).
 */
export function decimalOf(value: string, field: string, signed = false): string {
  try {
    return normalizeDecimal(value, field, { signed });
  } catch (error) {
    throw new DecodeError(field, `is not a decimal: ${JSON.stringify(value)}`, { cause: error });
  }
}

const decimal = (value: string, field: string): string => decimalOf(value, field);
const signed = (value: string, field: string): string => decimalOf(value, field, true);

/**
 * An OrderUpdate order in the account's words.
 *
 * @example
 * accountOrderOf(message.d[0]).availableQuantity
 */
export function accountOrderOf(o: Order): AccountOrder {
  return {
    id: o.id,
    clientOrderId: o.cloid ?? undefined,
    symbol: o.s,
    side: readableSide(o.sd, "sd"),
    type: o.otyp,
    status: o.st,
    quantity: decimal(o.qty, "qty"),
    availableQuantity: decimal(o.aqty, "aqty"),
    filled: decimal(o.fill, "fill"),
    price: o.px === undefined || o.otyp === "MARKET" ? undefined : decimal(o.px, "px"),
    reduceOnly: o.ro,
    createdAt: o.t,
  };
}

/**
 * A PositionUpdate position in the account's words.
 *
 * @example
 * accountPositionOf(message.d[0]).size
 */
export function accountPositionOf(p: Position): AccountPosition {
  return {
    id: p.id,
    symbol: p.s,
    side: readableSide(p.sd, "sd"),
    size: decimal(p.sz, "sz"),
    cost: decimal(p.cost, "cost"),
    realizedPnl: signed(p.rpnl, "rpnl"),
    fees: signed(p.fee, "fee"),
  };
}

/**
 * An OrderFill fill in the account's words.
 *
 * @example
 * accountFillOf(message.d[0]).price
 */
export function accountFillOf(f: Fill): AccountFill {
  return {
    id: f.id,
    orderId: f.oid,
    clientOrderId: f.cloid ?? undefined,
    symbol: f.s,
    side: readableSide(f.sd, "sd"),
    price: decimal(f.px, "px"),
    quantity: decimal(f.sz, "sz"),
    fee: signed(f.fee, "fee"),
    isMaker: f.m,
    createdAt: f.t,
  };
}

/**
 * `syncing`: waiting for a REST snapshot (at first, and after a reconnect or a missed message);
 * `live`: every message since the snapshot applied; `closed`: no longer maintained.
 *
 * @example
 * if (account.status === "live") console.log(account.orders().length)
 */
export type AccountStatus = "syncing" | "live" | "closed";

/**
 * Why the account is read again from REST: its first snapshot (`start`), a new connection
 * (`reconnect`), a missed message (`gap`: what arrived does not add up), a message it could not
 * read (`invalid-message`), a liquidation (positions move without fills), or `resync()`.
 *
 * @example
 * account.on("resync", ({ reason }: { reason: AccountResyncReason }) => console.log(reason))
 */
export type AccountResyncReason =
  | "start"
  | "reconnect"
  | "gap"
  | "invalid-message"
  | "liquidation"
  | "requested";

/**
 * What changed, as `WatchedAccount`'s `update` event says it.
 *
 * @example
 * account.on("update", (u: AccountUpdate) => { if (u.kind === "fill") console.log(u.fill.price) })
 */
export type AccountUpdate =
  | { readonly kind: "snapshot" }
  | { readonly kind: "order"; readonly order: AccountOrder }
  | { readonly kind: "fill"; readonly fill: AccountFill }
  | { readonly kind: "position"; readonly position: AccountPosition }
  | { readonly kind: "balances"; readonly balances: readonly AccountBalance[] };

/**
 * Events of a `WatchedAccount`.
 *
 * @example
 * account.on("status", (status) => console.log("account", status))
 */
export interface AccountEvents {
  /** The status changed. */
  status: AccountStatus;
  /** The account turned stale (status `syncing`) and is read again from REST. */
  resync: {
    readonly reason: AccountResyncReason;
    readonly error: unknown;
    /** For a `gap`: what did not add up. */
    readonly detail: string | undefined;
  };
  /** Something changed, and the account is live. */
  update: AccountUpdate;
  /** A REST read failed; the account tries again. */
  error: unknown;
  /** The account stopped: a subscription failed (`error`), or it or its client was closed. */
  close: { readonly error: unknown };
}

/**
 * Options of `watchAccount`.
 *
 * @example
 * watchAccount(stream, rest, { subaccountId, settleMs: 500 })
 */
export interface WatchAccountOptions {
  /** The subaccount to maintain (its id; `client.getOwnSubaccount()` finds the own one). */
  readonly subaccountId: string;
  /**
   * How long the account channels must stay quiet before the account checks that what arrived
   * adds up (and reads its balances). Default 250 ms.
   */
  readonly settleMs?: number | undefined;
  /**
   * Balances have no channel, and move with the mark price: while messages keep coming, and while
   * the account holds a position, they are read at most (and at least) this often. Default 2 s.
   */
  readonly balanceRefreshMs?: number | undefined;
  /** The first wait after a failed REST snapshot; doubles up to 30 s. Default 500 ms. */
  readonly retryDelayMs?: number | undefined;
  /** Server time (ms) the fills are kept from. Default: the server's time at the start. */
  readonly since?: number | undefined;
  /** The most fills kept; the oldest go first. Default 100,000. */
  readonly maxFills?: number | undefined;
}
