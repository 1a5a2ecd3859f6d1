// Generated from:
//   spec/signing/bindings.yaml
//   spec/upstream/openapi.json
//   spec/signing/rpc-config.local.json
// (content sha256 19ab992653e720201acbf75c46fb2d6b004d697687fd9fc09c85fd2cbd631841) Do not edit; run pnpm generate.

import { type Address, type Hex, type KnownOrderType, orderTypeValues, type KnownTimeInForce, timeInForceValues, parseDecimal, ZERO_BYTES32 } from "@perpkit/core";
import type { PrimaryType, TradeOrderMessage, CancelOrderMessage, InitiateWithdrawMessage, LinkSignerMessage, RevokeLinkedSignerMessage, ExtendLinkedSignerMessage, RefreshLinkedSignerMessage, EIP712AuthMessage } from "./typed-data.js";

/**
 * Checks one request-body value of each kind in spec/signing/bindings.yaml and returns it in the
 * form its signed field needs. Each check throws a ValidationError naming the field; the signing
 * package implements them against one clock reading (`now`).
 *
 * @example
 * tradeOrderFromOrderData(data, bodyChecks(Date.now()))
 */
export interface BodyChecks {
  /** Throws unless `data` is an object with every required key and no key outside `known`. */
  fields(data: unknown, known: readonly string[], required: readonly string[]): void;
  address(value: unknown, field: string): Address;
  bytes32(value: unknown, field: string): Hex;
  uuid(value: unknown, field: string): string;
  /** A decimal string as a 9-decimal fixed-point bigint. */
  decimal(value: unknown, field: string): bigint;
  integer(value: unknown, field: string, bits: number): number;
  boolean(value: unknown, field: string): boolean;
  /** A nonce string inside the nonce window, as a bigint. */
  nonce(value: unknown, field: string): bigint;
  /** Unix seconds inside the signedAt window. */
  signedAt(value: unknown, field: string): number;
  unixSeconds(value: unknown, field: string): number;
  oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T;
  clientOrderId(value: unknown, field: string): string;
  text(value: unknown, field: string, minLength: number, maxLength: number): string;
  uuidList(value: unknown, field: string): readonly string[];
  clientOrderIdList(value: unknown, field: string): readonly string[];
  /** Throws unless a scaled decimal fits the signed field's width. */
  fits(value: bigint, field: string, bits: number): bigint;
}

/**
 * The `data` object of a new order (limit or market).
 *
 * @example
 * const data: OrderData = { sender: "0x…", subaccount: "0x…", onchainId: 0, engineType: 0, side: 0, quantity: "1.5", type: orderTypeValues[0], reduceOnly: false, nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface OrderData {
  /** Address producing the signature: the wallet or a linked signer. */
  readonly sender: Address;
  /** Subaccount name as bytes32. */
  readonly subaccount: Hex;
  /** Product id; signed as productId. */
  readonly onchainId: number;
  /** Engine: 0 is perpetual, the only one supported. */
  readonly engineType: number;
  /** 0 buy, 1 sell. */
  readonly side: number;
  /** Quantity; greater than 0 unless close is true. */
  readonly quantity: string;
  /** Limit price; required for LIMIT, left out for MARKET. */
  readonly price?: string | undefined;
  /** MARKET or LIMIT. */
  readonly type: KnownOrderType;
  /** LIMIT only (required there): GTD, IOC or FOK. */
  readonly timeInForce?: KnownTimeInForce | undefined;
  /** LIMIT only (required there); true only with GTD. */
  readonly postOnly?: boolean | undefined;
  /** Signed; send the value that was signed. */
  readonly reduceOnly: boolean;
  /** Closes the whole position: MARKET, reduceOnly true and quantity 0 only. */
  readonly close?: boolean | undefined;
  /** Stop trigger price. */
  readonly stopPrice?: string | undefined;
  /** 0 take-profit, 1 stop-loss; goes with stopPrice. */
  readonly stopType?: number | undefined;
  /** Expiry in Unix seconds: after signedAt, in the future, within the horizon. */
  readonly expiresAt?: number | undefined;
  /** A UUID or up to 32 letters and digits. */
  readonly clientOrderId?: string | undefined;
  /** Links orders of one OTO or OCO group. */
  readonly groupId?: string | undefined;
  /** 0 OTO, 1 OCO. */
  readonly groupContingencyType?: number | undefined;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Unix seconds. */
  readonly signedAt: number;
}

/**
 * The `data` object of a cancel request. One signature covers every id.
 *
 * @example
 * const data: CancelOrderData = { sender: "0x…", subaccount: "0x…", nonce: clock.nonce() }
 */
export interface CancelOrderData {
  /** Address producing the signature: the wallet or a linked signer. */
  readonly sender: Address;
  /** Subaccount name as bytes32. */
  readonly subaccount: Hex;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Orders to cancel by id; not signed. */
  readonly orderIds?: readonly string[] | undefined;
  /** Orders to cancel by client order id; not signed. */
  readonly clientOrderIds?: readonly string[] | undefined;
}

/**
 * The `data` object of a withdrawal request.
 *
 * @example
 * const data: WithdrawData = { account: "0x…", subaccount: "0x…", token: "0x…", amount: "1.5", nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface WithdrawData {
  /** The owner wallet; linked signers can never withdraw. */
  readonly account: Address;
  /** Subaccount name as bytes32. */
  readonly subaccount: Hex;
  /** Token contract address. */
  readonly token: Address;
  /** Amount as a decimal string. */
  readonly amount: string;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Unix seconds. */
  readonly signedAt: number;
  /** Bridge destination, left zero-padded; signed as destinationAddress. */
  readonly lzDestinationAddress?: Hex | undefined;
  /** Bridge destination endpoint id, 0 when not bridging; signed as destinationEndpointId. */
  readonly lzDestinationEid?: number | undefined;
}

/**
 * The `data` object of a request to link a new signer.
 *
 * @example
 * const data: LinkSignerData = { subaccountId: "…", sender: "0x…", subaccount: "0x…", signer: "0x…", nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface LinkSignerData {
  /** Subaccount id; not signed. */
  readonly subaccountId: string;
  /** The owner wallet. */
  readonly sender: Address;
  /** Subaccount name as bytes32. */
  readonly subaccount: Hex;
  /** The new signer's address. */
  readonly signer: Address;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Unix seconds. */
  readonly signedAt: number;
  /** Optional label of the signer; not signed. */
  readonly name?: string | undefined;
}

/**
 * The `data` object of a request to revoke a linked signer.
 *
 * @example
 * const data: RevokeLinkedSignerData = { subaccountId: "…", sender: "0x…", subaccount: "0x…", signer: "0x…", nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface RevokeLinkedSignerData {
  /** Subaccount id; not signed. */
  readonly subaccountId: string;
  /** The owner wallet. */
  readonly sender: Address;
  /** Subaccount name as bytes32. */
  readonly subaccount: Hex;
  /** The signer to revoke. */
  readonly signer: Address;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Unix seconds. */
  readonly signedAt: number;
}

/**
 * The `data` object of a request, signed by a linked signer, to extend its own validity.
 *
 * @example
 * const data: ExtendLinkedSignerData = { sender: "0x…", nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface ExtendLinkedSignerData {
  /** The linked signer. */
  readonly sender: Address;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Unix seconds. */
  readonly signedAt: number;
}

/**
 * The `data` object of a request, signed by the owner, to refresh an expired signer.
 *
 * @example
 * const data: RefreshLinkedSignerData = { sender: "0x…", signer: "0x…", subaccount: "0x…", subaccountId: "…", nonce: clock.nonce(), signedAt: clock.signedAt() }
 */
export interface RefreshLinkedSignerData {
  /** The owner wallet. */
  readonly sender: Address;
  /** The linked signer to refresh. */
  readonly signer: Address;
  /** Subaccount name as bytes32; not signed. */
  readonly subaccount: Hex;
  /** Subaccount id; not signed. */
  readonly subaccountId: string;
  /** Unix nanoseconds as a string. */
  readonly nonce: string;
  /** Unix seconds. */
  readonly signedAt: number;
}

/**
 * The `data` of a request authorised by an EIP712Auth signature (referrals); `intent` says what for.
 *
 * @example
 * const data: AuthData = { sender: "0x…", intent: 0, signedAt: clock.signedAt() }
 */
export interface AuthData {
  /** The wallet that signs. */
  readonly sender: Address;
  /** What the signature is for: an EIP712AuthIntent of the REST spec. */
  readonly intent: number;
  /** Unix seconds. */
  readonly signedAt: number;
  /** Subaccount name as bytes32, when a linked signer acts for it; not signed. */
  readonly subaccount?: Hex | undefined;
  /** The referral code to claim; not signed. */
  readonly code?: string | undefined;
}

const orderDataFields = [
  "sender",
  "subaccount",
  "onchainId",
  "engineType",
  "side",
  "quantity",
  "price",
  "type",
  "timeInForce",
  "postOnly",
  "reduceOnly",
  "close",
  "stopPrice",
  "stopType",
  "expiresAt",
  "clientOrderId",
  "groupId",
  "groupContingencyType",
  "nonce",
  "signedAt",
] as const;
const orderDataFieldsRequired = [
  "sender",
  "subaccount",
  "onchainId",
  "engineType",
  "side",
  "quantity",
  "type",
  "reduceOnly",
  "nonce",
  "signedAt",
] as const;

/**
 * Checks a OrderData body field by field and builds the TradeOrder message it signs, following
 * spec/signing/bindings.yaml. price: A MARKET order signs price 0 and its body omits price.
 *
 * @example
 * const message = tradeOrderFromOrderData(data, checks)
 */
export function tradeOrderFromOrderData(data: OrderData, checks: Pick<BodyChecks, "fields" | "oneOf" | "boolean" | "decimal" | "integer" | "unixSeconds" | "clientOrderId" | "uuid" | "address" | "bytes32" | "fits" | "nonce" | "signedAt">): TradeOrderMessage {
  checks.fields(data, orderDataFields, orderDataFieldsRequired);
  checks.oneOf(data.type, "type", orderTypeValues);
  if (data.timeInForce !== undefined) checks.oneOf(data.timeInForce, "timeInForce", timeInForceValues);
  if (data.postOnly !== undefined) checks.boolean(data.postOnly, "postOnly");
  if (data.close !== undefined) checks.boolean(data.close, "close");
  if (data.stopPrice !== undefined) checks.decimal(data.stopPrice, "stopPrice");
  if (data.stopType !== undefined) checks.integer(data.stopType, "stopType", 8);
  if (data.expiresAt !== undefined) checks.unixSeconds(data.expiresAt, "expiresAt");
  if (data.clientOrderId !== undefined) checks.clientOrderId(data.clientOrderId, "clientOrderId");
  if (data.groupId !== undefined) checks.uuid(data.groupId, "groupId");
  if (data.groupContingencyType !== undefined) checks.integer(data.groupContingencyType, "groupContingencyType", 8);
  return {
    sender: checks.address(data.sender, "sender"),
    subaccount: checks.bytes32(data.subaccount, "subaccount"),
    quantity: checks.fits(checks.decimal(data.quantity, "quantity"), "quantity", 128),
    price: data.price === undefined ? 0n : checks.fits(checks.decimal(data.price, "price"), "price", 128),
    reduceOnly: checks.boolean(data.reduceOnly, "reduceOnly"),
    side: BigInt(checks.integer(data.side, "side", 8)),
    engineType: BigInt(checks.integer(data.engineType, "engineType", 8)),
    productId: BigInt(checks.integer(data.onchainId, "onchainId", 32)),
    nonce: checks.nonce(data.nonce, "nonce"),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
  };
}

/**
 * Builds the TradeOrder message of a OrderData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link tradeOrderFromOrderData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link tradeOrderFromOrderData}.
 *
 * @example
 * const message = tradeOrderFromCheckedOrderData(checkedData)
 */
export function tradeOrderFromCheckedOrderData(data: OrderData): TradeOrderMessage {
  return {
    sender: data.sender,
    subaccount: data.subaccount,
    quantity: parseDecimal(data.quantity, "quantity"),
    price: data.price === undefined ? 0n : parseDecimal(data.price, "price"),
    reduceOnly: data.reduceOnly,
    side: BigInt(data.side),
    engineType: BigInt(data.engineType),
    productId: BigInt(data.onchainId),
    nonce: BigInt(data.nonce),
    signedAt: BigInt(data.signedAt),
  };
}

const cancelOrderDataFields = ["sender", "subaccount", "nonce", "orderIds", "clientOrderIds"] as const;
const cancelOrderDataFieldsRequired = ["sender", "subaccount", "nonce"] as const;

/**
 * Checks a CancelOrderData body field by field and builds the CancelOrder message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = cancelOrderFromCancelOrderData(data, checks)
 */
export function cancelOrderFromCancelOrderData(data: CancelOrderData, checks: Pick<BodyChecks, "fields" | "uuidList" | "clientOrderIdList" | "address" | "bytes32" | "nonce">): CancelOrderMessage {
  checks.fields(data, cancelOrderDataFields, cancelOrderDataFieldsRequired);
  if (data.orderIds !== undefined) checks.uuidList(data.orderIds, "orderIds");
  if (data.clientOrderIds !== undefined) checks.clientOrderIdList(data.clientOrderIds, "clientOrderIds");
  return {
    sender: checks.address(data.sender, "sender"),
    subaccount: checks.bytes32(data.subaccount, "subaccount"),
    nonce: checks.nonce(data.nonce, "nonce"),
  };
}

/**
 * Builds the CancelOrder message of a CancelOrderData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link cancelOrderFromCancelOrderData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link cancelOrderFromCancelOrderData}.
 *
 * @example
 * const message = cancelOrderFromCheckedCancelOrderData(checkedData)
 */
export function cancelOrderFromCheckedCancelOrderData(data: CancelOrderData): CancelOrderMessage {
  return {
    sender: data.sender,
    subaccount: data.subaccount,
    nonce: BigInt(data.nonce),
  };
}

const withdrawDataFields = [
  "account",
  "subaccount",
  "token",
  "amount",
  "nonce",
  "signedAt",
  "lzDestinationAddress",
  "lzDestinationEid",
] as const;
const withdrawDataFieldsRequired = ["account", "subaccount", "token", "amount", "nonce", "signedAt"] as const;

/**
 * Checks a WithdrawData body field by field and builds the InitiateWithdraw message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = initiateWithdrawFromWithdrawData(data, checks)
 */
export function initiateWithdrawFromWithdrawData(data: WithdrawData, checks: Pick<BodyChecks, "fields" | "address" | "bytes32" | "fits" | "decimal" | "nonce" | "signedAt" | "integer">): InitiateWithdrawMessage {
  checks.fields(data, withdrawDataFields, withdrawDataFieldsRequired);
  return {
    account: checks.address(data.account, "account"),
    subaccount: checks.bytes32(data.subaccount, "subaccount"),
    token: checks.address(data.token, "token"),
    amount: checks.fits(checks.decimal(data.amount, "amount"), "amount", 256),
    nonce: checks.nonce(data.nonce, "nonce"),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
    destinationAddress: data.lzDestinationAddress === undefined ? ZERO_BYTES32 : checks.bytes32(data.lzDestinationAddress, "lzDestinationAddress"),
    destinationEndpointId: data.lzDestinationEid === undefined ? 0n : BigInt(checks.integer(data.lzDestinationEid, "lzDestinationEid", 32)),
  };
}

/**
 * Builds the InitiateWithdraw message of a WithdrawData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link initiateWithdrawFromWithdrawData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link initiateWithdrawFromWithdrawData}.
 *
 * @example
 * const message = initiateWithdrawFromCheckedWithdrawData(checkedData)
 */
export function initiateWithdrawFromCheckedWithdrawData(data: WithdrawData): InitiateWithdrawMessage {
  return {
    account: data.account,
    subaccount: data.subaccount,
    token: data.token,
    amount: parseDecimal(data.amount, "amount"),
    nonce: BigInt(data.nonce),
    signedAt: BigInt(data.signedAt),
    destinationAddress: data.lzDestinationAddress === undefined ? ZERO_BYTES32 : data.lzDestinationAddress,
    destinationEndpointId: data.lzDestinationEid === undefined ? 0n : BigInt(data.lzDestinationEid),
  };
}

const linkSignerDataFields = ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt", "name"] as const;
const linkSignerDataFieldsRequired = ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"] as const;

/**
 * Checks a LinkSignerData body field by field and builds the LinkSigner message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = linkSignerFromLinkSignerData(data, checks)
 */
export function linkSignerFromLinkSignerData(data: LinkSignerData, checks: Pick<BodyChecks, "fields" | "uuid" | "text" | "address" | "bytes32" | "nonce" | "signedAt">): LinkSignerMessage {
  checks.fields(data, linkSignerDataFields, linkSignerDataFieldsRequired);
  checks.uuid(data.subaccountId, "subaccountId");
  if (data.name !== undefined) checks.text(data.name, "name", 1, 32);
  return {
    sender: checks.address(data.sender, "sender"),
    signer: checks.address(data.signer, "signer"),
    subaccount: checks.bytes32(data.subaccount, "subaccount"),
    nonce: checks.nonce(data.nonce, "nonce"),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
  };
}

/**
 * Builds the LinkSigner message of a LinkSignerData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link linkSignerFromLinkSignerData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link linkSignerFromLinkSignerData}.
 *
 * @example
 * const message = linkSignerFromCheckedLinkSignerData(checkedData)
 */
export function linkSignerFromCheckedLinkSignerData(data: LinkSignerData): LinkSignerMessage {
  return {
    sender: data.sender,
    signer: data.signer,
    subaccount: data.subaccount,
    nonce: BigInt(data.nonce),
    signedAt: BigInt(data.signedAt),
  };
}

const revokeLinkedSignerDataFields = ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"] as const;
const revokeLinkedSignerDataFieldsRequired = ["subaccountId", "sender", "subaccount", "signer", "nonce", "signedAt"] as const;

/**
 * Checks a RevokeLinkedSignerData body field by field and builds the RevokeLinkedSigner message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = revokeLinkedSignerFromRevokeLinkedSignerData(data, checks)
 */
export function revokeLinkedSignerFromRevokeLinkedSignerData(data: RevokeLinkedSignerData, checks: Pick<BodyChecks, "fields" | "uuid" | "address" | "bytes32" | "nonce" | "signedAt">): RevokeLinkedSignerMessage {
  checks.fields(data, revokeLinkedSignerDataFields, revokeLinkedSignerDataFieldsRequired);
  checks.uuid(data.subaccountId, "subaccountId");
  return {
    sender: checks.address(data.sender, "sender"),
    signer: checks.address(data.signer, "signer"),
    subaccount: checks.bytes32(data.subaccount, "subaccount"),
    nonce: checks.nonce(data.nonce, "nonce"),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
  };
}

/**
 * Builds the RevokeLinkedSigner message of a RevokeLinkedSignerData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link revokeLinkedSignerFromRevokeLinkedSignerData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link revokeLinkedSignerFromRevokeLinkedSignerData}.
 *
 * @example
 * const message = revokeLinkedSignerFromCheckedRevokeLinkedSignerData(checkedData)
 */
export function revokeLinkedSignerFromCheckedRevokeLinkedSignerData(data: RevokeLinkedSignerData): RevokeLinkedSignerMessage {
  return {
    sender: data.sender,
    signer: data.signer,
    subaccount: data.subaccount,
    nonce: BigInt(data.nonce),
    signedAt: BigInt(data.signedAt),
  };
}

const extendLinkedSignerDataFields = ["sender", "nonce", "signedAt"] as const;
const extendLinkedSignerDataFieldsRequired = ["sender", "nonce", "signedAt"] as const;

/**
 * Checks a ExtendLinkedSignerData body field by field and builds the ExtendLinkedSigner message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = extendLinkedSignerFromExtendLinkedSignerData(data, checks)
 */
export function extendLinkedSignerFromExtendLinkedSignerData(data: ExtendLinkedSignerData, checks: Pick<BodyChecks, "fields" | "address" | "nonce" | "signedAt">): ExtendLinkedSignerMessage {
  checks.fields(data, extendLinkedSignerDataFields, extendLinkedSignerDataFieldsRequired);
  return {
    sender: checks.address(data.sender, "sender"),
    nonce: checks.nonce(data.nonce, "nonce"),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
  };
}

/**
 * Builds the ExtendLinkedSigner message of a ExtendLinkedSignerData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link extendLinkedSignerFromExtendLinkedSignerData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link extendLinkedSignerFromExtendLinkedSignerData}.
 *
 * @example
 * const message = extendLinkedSignerFromCheckedExtendLinkedSignerData(checkedData)
 */
export function extendLinkedSignerFromCheckedExtendLinkedSignerData(data: ExtendLinkedSignerData): ExtendLinkedSignerMessage {
  return {
    sender: data.sender,
    nonce: BigInt(data.nonce),
    signedAt: BigInt(data.signedAt),
  };
}

const refreshLinkedSignerDataFields = ["sender", "signer", "subaccount", "subaccountId", "nonce", "signedAt"] as const;
const refreshLinkedSignerDataFieldsRequired = ["sender", "signer", "subaccount", "subaccountId", "nonce", "signedAt"] as const;

/**
 * Checks a RefreshLinkedSignerData body field by field and builds the RefreshLinkedSigner message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = refreshLinkedSignerFromRefreshLinkedSignerData(data, checks)
 */
export function refreshLinkedSignerFromRefreshLinkedSignerData(data: RefreshLinkedSignerData, checks: Pick<BodyChecks, "fields" | "bytes32" | "uuid" | "address" | "nonce" | "signedAt">): RefreshLinkedSignerMessage {
  checks.fields(data, refreshLinkedSignerDataFields, refreshLinkedSignerDataFieldsRequired);
  checks.bytes32(data.subaccount, "subaccount");
  checks.uuid(data.subaccountId, "subaccountId");
  return {
    sender: checks.address(data.sender, "sender"),
    signer: checks.address(data.signer, "signer"),
    nonce: checks.nonce(data.nonce, "nonce"),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
  };
}

/**
 * Builds the RefreshLinkedSigner message of a RefreshLinkedSignerData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link refreshLinkedSignerFromRefreshLinkedSignerData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link refreshLinkedSignerFromRefreshLinkedSignerData}.
 *
 * @example
 * const message = refreshLinkedSignerFromCheckedRefreshLinkedSignerData(checkedData)
 */
export function refreshLinkedSignerFromCheckedRefreshLinkedSignerData(data: RefreshLinkedSignerData): RefreshLinkedSignerMessage {
  return {
    sender: data.sender,
    signer: data.signer,
    nonce: BigInt(data.nonce),
    signedAt: BigInt(data.signedAt),
  };
}

const authDataFields = ["sender", "intent", "signedAt", "subaccount", "code"] as const;
const authDataFieldsRequired = ["sender", "intent", "signedAt"] as const;

/**
 * Checks a AuthData body field by field and builds the EIP712Auth message it signs, following
 * spec/signing/bindings.yaml.
 *
 * @example
 * const message = eip712AuthFromAuthData(data, checks)
 */
export function eip712AuthFromAuthData(data: AuthData, checks: Pick<BodyChecks, "fields" | "bytes32" | "text" | "address" | "integer" | "signedAt">): EIP712AuthMessage {
  checks.fields(data, authDataFields, authDataFieldsRequired);
  if (data.subaccount !== undefined) checks.bytes32(data.subaccount, "subaccount");
  if (data.code !== undefined) checks.text(data.code, "code", 12, 12);
  return {
    sender: checks.address(data.sender, "sender"),
    intent: BigInt(checks.integer(data.intent, "intent", 8)),
    signedAt: BigInt(checks.signedAt(data.signedAt, "signedAt")),
  };
}

/**
 * Builds the EIP712Auth message of a AuthData body whose every field the caller has checked
 * already, following spec/signing/bindings.yaml as {@link eip712AuthFromAuthData} does, without its checks: only
 * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was
 * not checked goes through {@link eip712AuthFromAuthData}.
 *
 * @example
 * const message = eip712AuthFromCheckedAuthData(checkedData)
 */
export function eip712AuthFromCheckedAuthData(data: AuthData): EIP712AuthMessage {
  return {
    sender: data.sender,
    intent: BigInt(data.intent),
    signedAt: BigInt(data.signedAt),
  };
}

/**
 * How a TradeOrder message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * tradeOrderBinding.signatures // [{ field: "signature", party: "sender" }]
 */
export const tradeOrderBinding = {
  body: "OrderData",
  operations: [
    {
      method: "POST",
      path: "/v1/order",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
  ],
} as const;

/**
 * How a CancelOrder message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * cancelOrderBinding.signatures // [{ field: "signature", party: "sender" }]
 */
export const cancelOrderBinding = {
  body: "CancelOrderData",
  operations: [
    {
      method: "POST",
      path: "/v1/order/cancel",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
  ],
} as const;

/**
 * How a InitiateWithdraw message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * initiateWithdrawBinding.signatures // [{ field: "signature", party: "account" }]
 */
export const initiateWithdrawBinding = {
  body: "WithdrawData",
  operations: [
    {
      method: "POST",
      path: "/v1/token/{tokenId}/withdraw",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "account",
    },
  ],
} as const;

/**
 * How a LinkSigner message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * linkSignerBinding.signatures // [{ field: "signature", party: "sender" },{ field: "signerSignature", party: "signer" }]
 */
export const linkSignerBinding = {
  body: "LinkSignerData",
  operations: [
    {
      method: "POST",
      path: "/v1/linked-signer/link",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
    {
      field: "signerSignature",
      party: "signer",
    },
  ],
} as const;

/**
 * How a RevokeLinkedSigner message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * revokeLinkedSignerBinding.signatures // [{ field: "signature", party: "sender" }]
 */
export const revokeLinkedSignerBinding = {
  body: "RevokeLinkedSignerData",
  operations: [
    {
      method: "DELETE",
      path: "/v1/linked-signer/revoke",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
  ],
} as const;

/**
 * How a ExtendLinkedSigner message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * extendLinkedSignerBinding.signatures // [{ field: "signature", party: "sender" }]
 */
export const extendLinkedSignerBinding = {
  body: "ExtendLinkedSignerData",
  operations: [
    {
      method: "POST",
      path: "/v1/linked-signer/extend",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
  ],
} as const;

/**
 * How a RefreshLinkedSigner message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * refreshLinkedSignerBinding.signatures // [{ field: "signature", party: "sender" }]
 */
export const refreshLinkedSignerBinding = {
  body: "RefreshLinkedSignerData",
  operations: [
    {
      method: "POST",
      path: "/v1/linked-signer/refresh",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
  ],
} as const;

/**
 * How a EIP712Auth message is carried: its request body, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * eip712AuthBinding.signatures // [{ field: "signature", party: "sender" }]
 */
export const eip712AuthBinding = {
  body: "AuthData",
  operations: [
    {
      method: "POST",
      path: "/v1/referral/activate",
    },
    {
      method: "POST",
      path: "/v1/referral/claim",
    },
    {
      method: "GET",
      path: "/v1/referral",
    },
    {
      method: "GET",
      path: "/v1/referral/summary",
    },
  ],
  signatures: [
    {
      field: "signature",
      party: "sender",
    },
  ],
} as const;

/**
 * For each message type: the request body it is built from, the HTTP operations that carry it, and
 * which body field names each signing party.
 *
 * @example
 * messageBindings.LinkSigner.signatures // [{ field: "signature", party: "sender" }, { field: "signerSignature", party: "signer" }]
 */
export const messageBindings = {
  TradeOrder: tradeOrderBinding,
  CancelOrder: cancelOrderBinding,
  InitiateWithdraw: initiateWithdrawBinding,
  LinkSigner: linkSignerBinding,
  RevokeLinkedSigner: revokeLinkedSignerBinding,
  ExtendLinkedSigner: extendLinkedSignerBinding,
  RefreshLinkedSigner: refreshLinkedSignerBinding,
  EIP712Auth: eip712AuthBinding,
} as const satisfies Record<PrimaryType, unknown>;

/**
 * The length bounds of each free-text body field, as `checks.text` holds it to them: the live
 * document's where spec/signing/bindings.yaml names it (`upstream`), so callers that check a
 * field before building its body use the same bounds.
 *
 * @example
 * textFieldBounds.LinkSignerData.name // { minLength: 1, maxLength: 32 }
 */
export const textFieldBounds = {
  LinkSignerData: {
    name: {
      minLength: 1,
      maxLength: 32,
    },
  },
  AuthData: {
    code: {
      minLength: 12,
      maxLength: 12,
    },
  },
} as const;

/**
 * The order `type` values that decide whether a price is signed.
 *
 * @example
 * orderKinds.market // "MARKET"
 */
export const orderKinds = {
  market: "MARKET",
  limit: "LIMIT",
} as const;
