import { cancelLimits, orderLimits, parseDecimal, ValidationError } from "@perpkit/core";
import { bodyChecks, scalarChecks } from "./checks.js";
import {
  type AuthData,
  type CancelOrderData,
  cancelOrderFromCancelOrderData,
  type ExtendLinkedSignerData,
  eip712AuthFromAuthData,
  extendLinkedSignerFromExtendLinkedSignerData,
  initiateWithdrawFromWithdrawData,
  type LinkSignerData,
  linkSignerFromLinkSignerData,
  type OrderData,
  orderKinds,
  type RefreshLinkedSignerData,
  type RevokeLinkedSignerData,
  refreshLinkedSignerFromRefreshLinkedSignerData,
  revokeLinkedSignerFromRevokeLinkedSignerData,
  tradeOrderFromOrderData,
  type WithdrawData,
} from "./generated/bindings.js";
import type {
  CancelOrderMessage,
  EIP712AuthMessage,
  ExtendLinkedSignerMessage,
  InitiateWithdrawMessage,
  LinkSignerMessage,
  RefreshLinkedSignerMessage,
  RevokeLinkedSignerMessage,
  TradeOrderMessage,
} from "./generated/typed-data.js";

/**
 * Options of every message builder.
 *
 * @example
 * const message = tradeOrderMessage(data, { now: clock.now() })
 */
export interface BuildOptions {
  /** The clock the nonce, signedAt and expiresAt windows are checked against, in ms. Default `Date.now()`. */
  readonly now?: number | undefined;
}

/** A body field's name, checked against the body type at compile time. */
function field<T>(name: keyof T & string): string {
  return name;
}

/** The order rules that relate fields to each other (INTERFACE.md, Order). */
function checkOrderRules(data: OrderData, message: TradeOrderMessage, nowMs: number): void {
  const f = field<OrderData>;
  const engineTypes: readonly number[] = orderLimits.supportedEngineTypes;
  const sides: readonly number[] = Object.values(orderLimits.sides);
  if (!engineTypes.includes(data.engineType)) {
    throw new ValidationError(
      f("engineType"),
      `must be one of ${engineTypes.join(", ")} (only the perpetual engine is supported), got ${data.engineType}`,
    );
  }
  if (!sides.includes(data.side)) {
    throw new ValidationError(
      f("side"),
      `must be one of ${sides.join(", ")} (buy, sell), got ${data.side}`,
    );
  }
  if (data.type === orderKinds.market) {
    for (const name of [f("price"), f("timeInForce"), f("postOnly")] as const) {
      if ((data as unknown as Record<string, unknown>)[name] !== undefined) {
        throw new ValidationError(
          name,
          `must be left out of a ${orderKinds.market} order (it signs price 0)`,
        );
      }
    }
  } else {
    for (const name of [f("price"), f("timeInForce"), f("postOnly")] as const) {
      if ((data as unknown as Record<string, unknown>)[name] === undefined) {
        throw new ValidationError(name, `is required on a ${orderKinds.limit} order`);
      }
    }
    if (message.price === 0n) throw new ValidationError(f("price"), "must be greater than 0");
  }
  if (data.postOnly === true && data.timeInForce !== orderLimits.postOnlyTimeInForce) {
    throw new ValidationError(
      f("postOnly"),
      `may be true only with timeInForce ${orderLimits.postOnlyTimeInForce}`,
    );
  }
  if (data.close === true) {
    if (data.type !== orderKinds.market || !data.reduceOnly || message.quantity !== 0n) {
      throw new ValidationError(
        f("close"),
        `is only valid on a ${orderKinds.market} order with reduceOnly true and quantity 0`,
      );
    }
  } else if (message.quantity === 0n) {
    throw new ValidationError(f("quantity"), "must be greater than 0 unless close is true");
  }
  if (data.stopType !== undefined && data.stopPrice === undefined) {
    throw new ValidationError(f("stopPrice"), "is required with stopType");
  }
  if (data.stopPrice !== undefined && parseDecimal(data.stopPrice, f("stopPrice")) === 0n) {
    throw new ValidationError(f("stopPrice"), "must be greater than 0");
  }
  if (data.expiresAt !== undefined) {
    const horizon = orderLimits.expiresAtHorizonSeconds;
    if (data.expiresAt <= data.signedAt)
      throw new ValidationError(f("expiresAt"), `must be after signedAt (${data.signedAt})`);
    if (data.expiresAt * 1000 <= nowMs)
      throw new ValidationError(f("expiresAt"), "must be in the future");
    if (data.expiresAt - data.signedAt > horizon) {
      throw new ValidationError(f("expiresAt"), `must be at most ${horizon} s after signedAt`);
    }
  }
}

/**
 * The TradeOrder message of an order body: productId from onchainId, quantity and price scaled by
 * 10^9 from the body strings, price 0 for a MARKET order (whose body has no price), the nonce string
 * as a uint64. Checks every order rule first and throws a ValidationError naming the field.
 *
 * @example
 * const message = tradeOrderMessage({ sender, subaccount, onchainId: 2, engineType: 0, side: 0, quantity: "1", price: "3000", type: "LIMIT", timeInForce: "GTD", postOnly: false, reduceOnly: false, nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function tradeOrderMessage(data: OrderData, options: BuildOptions = {}): TradeOrderMessage {
  const now = options.now ?? Date.now();
  const message = tradeOrderFromOrderData(data, scalarChecks(now));
  checkOrderRules(data, message, now);
  return message;
}

/**
 * The CancelOrder message of a cancel body. The ids are not signed, but they are checked: UUIDs and
 * client order ids, at least one and at most the limit per request in all.
 *
 * @example
 * const message = cancelOrderMessage({ sender, subaccount, nonce: clock.nonce(), orderIds: [id] })
 */
export function cancelOrderMessage(
  data: CancelOrderData,
  options: BuildOptions = {},
): CancelOrderMessage {
  const message = cancelOrderFromCancelOrderData(data, bodyChecks(options.now ?? Date.now()));
  const count = (data.orderIds?.length ?? 0) + (data.clientOrderIds?.length ?? 0);
  const max = cancelLimits.maxIdsPerRequest;
  if (count === 0)
    throw new ValidationError(
      field<CancelOrderData>("orderIds"),
      "or clientOrderIds must name at least one order",
    );
  if (count > max) {
    throw new ValidationError(
      field<CancelOrderData>("orderIds"),
      `and clientOrderIds hold ${count} ids; at most ${max} are allowed`,
    );
  }
  return message;
}

/**
 * The InitiateWithdraw message of a withdrawal body: amount scaled by 10^9, lzDestinationAddress and
 * lzDestinationEid signed as destinationAddress and destinationEndpointId (zero when absent).
 *
 * @example
 * const message = initiateWithdrawMessage({ account, subaccount, token, amount: "25.5", nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function initiateWithdrawMessage(
  data: WithdrawData,
  options: BuildOptions = {},
): InitiateWithdrawMessage {
  const message = initiateWithdrawFromWithdrawData(data, scalarChecks(options.now ?? Date.now()));
  if (message.amount === 0n)
    throw new ValidationError(field<WithdrawData>("amount"), "must be greater than 0");
  return message;
}

/**
 * The LinkSigner message of a link body: the owner and the new signer both sign it.
 *
 * @example
 * const message = linkSignerMessage({ subaccountId, sender: owner, subaccount, signer: newSigner, nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function linkSignerMessage(
  data: LinkSignerData,
  options: BuildOptions = {},
): LinkSignerMessage {
  return linkSignerFromLinkSignerData(data, bodyChecks(options.now ?? Date.now()));
}

/**
 * The RevokeLinkedSigner message of a revoke body, signed by the owner.
 *
 * @example
 * const message = revokeLinkedSignerMessage({ subaccountId, sender: owner, subaccount, signer, nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function revokeLinkedSignerMessage(
  data: RevokeLinkedSignerData,
  options: BuildOptions = {},
): RevokeLinkedSignerMessage {
  return revokeLinkedSignerFromRevokeLinkedSignerData(
    data,
    scalarChecks(options.now ?? Date.now()),
  );
}

/**
 * The ExtendLinkedSigner message of an extend body, signed by the linked signer itself.
 *
 * @example
 * const message = extendLinkedSignerMessage({ sender: linkedSigner, nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function extendLinkedSignerMessage(
  data: ExtendLinkedSignerData,
  options: BuildOptions = {},
): ExtendLinkedSignerMessage {
  return extendLinkedSignerFromExtendLinkedSignerData(
    data,
    scalarChecks(options.now ?? Date.now()),
  );
}

/**
 * The RefreshLinkedSigner message of a refresh body, signed by the owner.
 *
 * @example
 * const message = refreshLinkedSignerMessage({ sender: owner, signer, subaccount, subaccountId, nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function refreshLinkedSignerMessage(
  data: RefreshLinkedSignerData,
  options: BuildOptions = {},
): RefreshLinkedSignerMessage {
  return refreshLinkedSignerFromRefreshLinkedSignerData(
    data,
    scalarChecks(options.now ?? Date.now()),
  );
}

/**
 * The EIP712Auth message of an authorised request (a referral activation or claim, or a signed
 * read): the sender, the intent and signedAt; `subaccount` and `code` travel unsigned.
 *
 * @example
 * const message = eip712AuthMessage({ sender: owner, intent: 0, signedAt: clock.signedAt(), subaccount })
 */
export function eip712AuthMessage(data: AuthData, options: BuildOptions = {}): EIP712AuthMessage {
  return eip712AuthFromAuthData(data, bodyChecks(options.now ?? Date.now()));
}
