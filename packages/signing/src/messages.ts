import {
  assertBytes32,
  assertClientOrderId,
  assertNonceWindow,
  assertSignedAtWindow,
  assertUuid,
  cancelLimits,
  describeValue,
  type Hex,
  parseDecimal,
  ValidationError,
} from "@perpkit/core";
import { checkAddress } from "./bytes.js";
import {
  type AuthData,
  type BodyChecks,
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

function unixSeconds(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(
      field,
      `must be a whole number of Unix seconds, got ${describeValue(value)}`,
    );
  }
  return value;
}

function list(
  value: unknown,
  field: string,
  check: (item: unknown, field: string) => void,
): readonly string[] {
  if (!Array.isArray(value))
    throw new ValidationError(field, `must be an array, got ${describeValue(value)}`);
  for (const [i, item] of value.entries()) check(item, `${field}.${i}`);
  return value as string[];
}

/** The body checks without the list and free-text ones: all that an order body needs. */
export type ScalarChecks = Omit<BodyChecks, "text" | "uuidList" | "clientOrderIdList">;

/**
 * {@link bodyChecks} without the list and free-text checks, for builders that call none of them:
 * a bundle that only signs orders leaves those out.
 */
export function scalarChecks(now: number): ScalarChecks {
  return {
    fields(data, known, required) {
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw new ValidationError("data", `must be an object, got ${describeValue(data)}`);
      }
      for (const key of Object.keys(data)) {
        if (!known.includes(key) && (data as Record<string, unknown>)[key] !== undefined) {
          throw new ValidationError(
            key,
            `is not a field of this request; known fields: ${known.join(", ")}`,
          );
        }
      }
      for (const key of required) {
        if ((data as Record<string, unknown>)[key] === undefined) {
          throw new ValidationError(key, "is required");
        }
      }
    },
    address: checkAddress,
    bytes32(value, field): Hex {
      assertBytes32(value, field);
      return value;
    },
    uuid(value, field) {
      assertUuid(value, field);
      return value;
    },
    // Bodies come from callers as unknown; parseDecimal checks the type at run time.
    decimal: (value, field) => parseDecimal(value as string, field),
    integer(value, field, bits) {
      if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
        throw new ValidationError(
          field,
          `must be a non-negative integer, got ${describeValue(value)}`,
        );
      }
      if (bits < 53 && value >= 2 ** bits) {
        throw new ValidationError(
          field,
          `must fit in ${bits} bits (at most ${2 ** bits - 1}), got ${value}`,
        );
      }
      return value;
    },
    boolean(value, field) {
      if (typeof value !== "boolean") {
        throw new ValidationError(field, `must be true or false, got ${describeValue(value)}`);
      }
      return value;
    },
    nonce: (value, field) => assertNonceWindow(value, now, field),
    signedAt(value, field) {
      assertSignedAtWindow(value, now, field);
      return value;
    },
    unixSeconds,
    oneOf(value, field, values) {
      if (typeof value !== "string" || !(values as readonly string[]).includes(value)) {
        throw new ValidationError(
          field,
          `must be one of ${values.join(", ")}, got ${describeValue(value)}`,
        );
      }
      return value as (typeof values)[number];
    },
    clientOrderId(value, field) {
      assertClientOrderId(value, field);
      return value;
    },
    fits(value, field, bits) {
      if (value >> BigInt(bits) !== 0n) {
        throw new ValidationError(
          field,
          `is too large: its 9-decimal value does not fit in a uint${bits}`,
        );
      }
      return value;
    },
  };
}

/**
 * The checks of request-body values that spec/signing/bindings.yaml names, against one reading of
 * the clock (`now`, milliseconds) for the nonce and signedAt windows.
 *
 * @example
 * tradeOrderFromOrderData(data, bodyChecks(Date.now()))
 */
export function bodyChecks(now: number): BodyChecks {
  return {
    ...scalarChecks(now),
    text(value, field, minLength, maxLength) {
      if (typeof value !== "string" || value.length < minLength || value.length > maxLength) {
        throw new ValidationError(
          field,
          `must be text of ${minLength} to ${maxLength} characters, got ${describeValue(value)}`,
        );
      }
      return value;
    },
    uuidList: (value, field) => list(value, field, assertUuid),
    clientOrderIdList: (value, field) => list(value, field, assertClientOrderId),
  };
}

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

/**
 * The TradeOrder message of an order body: productId from onchainId, quantity and price scaled by
 * 10^9 from the body strings, price 0 for a MARKET order (whose body has no price), the nonce string
 * as a uint64. Checks what the message needs, each failure a ValidationError naming the field: every
 * field's shape and width, and a price exactly when the order type signs one. The rules that relate
 * an order's fields to each other and to its product (close, postOnly, stops, expiry, lot and tick)
 * are checked by `@perpkit/rest` before it signs, and by the exchange.
 *
 * @example
 * const message = tradeOrderMessage({ sender, subaccount, onchainId: 2, engineType: 0, side: 0, quantity: "1", price: "3000", type: "LIMIT", timeInForce: "GTD", postOnly: false, reduceOnly: false, nonce: clock.nonce(), signedAt: clock.signedAt() })
 */
export function tradeOrderMessage(data: OrderData, options: BuildOptions = {}): TradeOrderMessage {
  const message = tradeOrderFromOrderData(data, scalarChecks(options.now ?? Date.now()));
  const market = data.type === orderKinds.market;
  if (market !== (data.price === undefined)) {
    throw new ValidationError(
      field<OrderData>("price"),
      market
        ? `must be left out of a ${orderKinds.market} order (it signs price 0)`
        : `is required on a ${orderKinds.limit} order`,
    );
  }
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
