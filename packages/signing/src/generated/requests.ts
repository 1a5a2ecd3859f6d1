// Generated from:
//   spec/signing/bindings.yaml
//   spec/upstream/openapi.json
//   spec/signing/rpc-config.local.json
// (content sha256 4f5370afefa395b381a9d6536320c610c02f13e2542f7b4ad31c9b6fc19f1d1f) Do not edit; run pnpm generate.

import { cancelOrderMessage, eip712AuthMessage, extendLinkedSignerMessage, initiateWithdrawMessage, linkSignerMessage, refreshLinkedSignerMessage, revokeLinkedSignerMessage, tradeOrderMessage } from "../messages.js";
import { type RequestSigning, type SignedRequest, type SignRequestOptions, type SignRequestParameters, signRequest } from "../requests.js";
import type { SignerLike } from "../signer.js";
import { type AuthData, cancelOrderBinding, type CancelOrderData, eip712AuthBinding, extendLinkedSignerBinding, type ExtendLinkedSignerData, initiateWithdrawBinding, linkSignerBinding, type LinkSignerData, type OrderData, refreshLinkedSignerBinding, type RefreshLinkedSignerData, revokeLinkedSignerBinding, type RevokeLinkedSignerData, tradeOrderBinding, type WithdrawData } from "./bindings.js";
import { hashCancelOrderStruct, hashEIP712AuthStruct, hashExtendLinkedSignerStruct, hashInitiateWithdrawStruct, hashLinkSignerStruct, hashRefreshLinkedSignerStruct, hashRevokeLinkedSignerStruct, hashTradeOrderStruct } from "./struct-hash.js";
import type { PrimaryType } from "./typed-data.js";

/**
 * How TradeOrder requests are signed, for {@link signRequest}: the message built from their OrderData body (`tradeOrderMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(tradeOrderRequest, { domain, data }, [signer])
 */
export const tradeOrderRequest: RequestSigning<"TradeOrder", OrderData> = {
  primaryType: "TradeOrder",
  hashStruct: hashTradeOrderStruct,
  binding: tradeOrderBinding,
  message: tradeOrderMessage,
};

/**
 * Checks an order body, signs its TradeOrder message and returns the POST /v1/order body. With a linked signer, `sender` is the linked signer's address. A contract-wallet owner (EIP-1271) signs through its wallet client; the request is unchanged.
 *
 * @example
 * const body = await signOrder({ domain: signingConfigs.testnet.domain, data, signer: privateKeyToAccount(key) })
 */
export async function signOrder<D extends OrderData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "TradeOrder">> {
  return signRequest(tradeOrderRequest, parameters, [parameters.signer]);
}

/**
 * How CancelOrder requests are signed, for {@link signRequest}: the message built from their CancelOrderData body (`cancelOrderMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(cancelOrderRequest, { domain, data }, [signer])
 */
export const cancelOrderRequest: RequestSigning<"CancelOrder", CancelOrderData> = {
  primaryType: "CancelOrder",
  hashStruct: hashCancelOrderStruct,
  binding: cancelOrderBinding,
  message: cancelOrderMessage,
};

/**
 * Checks a cancel body, signs its CancelOrder message (the ids are not signed) and returns the POST /v1/order/cancel body.
 *
 * @example
 * const body = await signCancelOrder({ domain, data: { sender, subaccount, nonce, orderIds: [id] }, signer })
 */
export async function signCancelOrder<D extends CancelOrderData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "CancelOrder">> {
  return signRequest(cancelOrderRequest, parameters, [parameters.signer]);
}

/**
 * How InitiateWithdraw requests are signed, for {@link signRequest}: the message built from their WithdrawData body (`initiateWithdrawMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(initiateWithdrawRequest, { domain, data }, [signer])
 */
export const initiateWithdrawRequest: RequestSigning<"InitiateWithdraw", WithdrawData> = {
  primaryType: "InitiateWithdraw",
  hashStruct: hashInitiateWithdrawStruct,
  binding: initiateWithdrawBinding,
  message: initiateWithdrawMessage,
};

/**
 * Checks a withdrawal body, signs its InitiateWithdraw message with the owner wallet (`account`) and returns the withdraw request body.
 *
 * @example
 * const body = await signWithdraw({ domain, data: { account, subaccount, token, amount: "10", nonce, signedAt }, signer: owner })
 */
export async function signWithdraw<D extends WithdrawData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "InitiateWithdraw">> {
  return signRequest(initiateWithdrawRequest, parameters, [parameters.signer]);
}

/**
 * How LinkSigner requests are signed, for {@link signRequest}: the message built from their LinkSignerData body (`linkSignerMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(linkSignerRequest, { domain, data }, [owner, signer])
 */
export const linkSignerRequest: RequestSigning<"LinkSigner", LinkSignerData> = {
  primaryType: "LinkSigner",
  hashStruct: hashLinkSignerStruct,
  binding: linkSignerBinding,
  message: linkSignerMessage,
};

/**
 * Parameters of {@link signLinkSigner}.
 *
 * @example
 * const body = await signLinkSigner({ domain, data, owner: walletClient, signer: privateKeySigner(newKey) })
 */
export interface SignLinkSignerParameters<D extends LinkSignerData = LinkSignerData> extends SignRequestOptions {
  readonly data: D;
  /** The owner wallet (`sender`); its signature is `signature`. */
  readonly owner: SignerLike;
  /** The new signer, over the same message (`signer`); its signature is `signerSignature`. */
  readonly signer: SignerLike;
}

/**
 * Checks a link body and has both the owner and the new signer sign the same LinkSigner message; returns `{ data, signature, signerSignature }`.
 *
 * @example
 * const body = await signLinkSigner({ domain, data, owner: walletClient, signer: privateKeySigner(newKey) })
 */
export async function signLinkSigner<D extends LinkSignerData>(parameters: SignLinkSignerParameters<D>): Promise<SignedRequest<D, "LinkSigner">> {
  return signRequest(linkSignerRequest, parameters, [parameters.owner, parameters.signer]);
}

/**
 * How RevokeLinkedSigner requests are signed, for {@link signRequest}: the message built from their RevokeLinkedSignerData body (`revokeLinkedSignerMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(revokeLinkedSignerRequest, { domain, data }, [signer])
 */
export const revokeLinkedSignerRequest: RequestSigning<"RevokeLinkedSigner", RevokeLinkedSignerData> = {
  primaryType: "RevokeLinkedSigner",
  hashStruct: hashRevokeLinkedSignerStruct,
  binding: revokeLinkedSignerBinding,
  message: revokeLinkedSignerMessage,
};

/**
 * Checks a revoke body, signs its RevokeLinkedSigner message with the owner and returns the body.
 *
 * @example
 * const body = await signRevokeLinkedSigner({ domain, data, signer: owner })
 */
export async function signRevokeLinkedSigner<D extends RevokeLinkedSignerData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "RevokeLinkedSigner">> {
  return signRequest(revokeLinkedSignerRequest, parameters, [parameters.signer]);
}

/**
 * How ExtendLinkedSigner requests are signed, for {@link signRequest}: the message built from their ExtendLinkedSignerData body (`extendLinkedSignerMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(extendLinkedSignerRequest, { domain, data }, [signer])
 */
export const extendLinkedSignerRequest: RequestSigning<"ExtendLinkedSigner", ExtendLinkedSignerData> = {
  primaryType: "ExtendLinkedSigner",
  hashStruct: hashExtendLinkedSignerStruct,
  binding: extendLinkedSignerBinding,
  message: extendLinkedSignerMessage,
};

/**
 * Checks an extend body, signs its ExtendLinkedSigner message with the linked signer itself and returns the body.
 *
 * @example
 * const body = await signExtendLinkedSigner({ domain, data: { sender: linked.address, nonce, signedAt }, signer: linked })
 */
export async function signExtendLinkedSigner<D extends ExtendLinkedSignerData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "ExtendLinkedSigner">> {
  return signRequest(extendLinkedSignerRequest, parameters, [parameters.signer]);
}

/**
 * How RefreshLinkedSigner requests are signed, for {@link signRequest}: the message built from their RefreshLinkedSignerData body (`refreshLinkedSignerMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(refreshLinkedSignerRequest, { domain, data }, [signer])
 */
export const refreshLinkedSignerRequest: RequestSigning<"RefreshLinkedSigner", RefreshLinkedSignerData> = {
  primaryType: "RefreshLinkedSigner",
  hashStruct: hashRefreshLinkedSignerStruct,
  binding: refreshLinkedSignerBinding,
  message: refreshLinkedSignerMessage,
};

/**
 * Checks a refresh body, signs its RefreshLinkedSigner message with the owner and returns the body.
 *
 * @example
 * const body = await signRefreshLinkedSigner({ domain, data, signer: owner })
 */
export async function signRefreshLinkedSigner<D extends RefreshLinkedSignerData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "RefreshLinkedSigner">> {
  return signRequest(refreshLinkedSignerRequest, parameters, [parameters.signer]);
}

/**
 * How EIP712Auth requests are signed, for {@link signRequest}: the message built from their AuthData body (`eip712AuthMessage`), its struct hasher, and who signs.
 *
 * @example
 * const body = await signRequest(eip712AuthRequest, { domain, data }, [signer])
 */
export const eip712AuthRequest: RequestSigning<"EIP712Auth", AuthData> = {
  primaryType: "EIP712Auth",
  hashStruct: hashEIP712AuthStruct,
  binding: eip712AuthBinding,
  message: eip712AuthMessage,
};

/**
 * Signs an EIP712Auth message for a request it authorises (a referral activation or claim) and returns `{ data, signature }`. A signed read carries the same signature in its X-Ethereal-* headers instead.
 *
 * @example
 * const body = await signAuth({ domain, data: { sender: owner, intent: 0, signedAt, subaccount }, signer: owner })
 */
export async function signAuth<D extends AuthData>(parameters: SignRequestParameters<D>): Promise<SignedRequest<D, "EIP712Auth">> {
  return signRequest(eip712AuthRequest, parameters, [parameters.signer]);
}

/**
 * Every message type with a request body, and how its requests are signed: what a server reads a signed body with (its message, its struct hasher and who signs).
 *
 * @example
 * const message = requestSignings.TradeOrder?.message(data, { now: Date.now() })
 */
export const requestSignings: { readonly [P in PrimaryType]?: RequestSigning<P, never> } = {
  TradeOrder: tradeOrderRequest,
  CancelOrder: cancelOrderRequest,
  InitiateWithdraw: initiateWithdrawRequest,
  LinkSigner: linkSignerRequest,
  RevokeLinkedSigner: revokeLinkedSignerRequest,
  ExtendLinkedSigner: extendLinkedSignerRequest,
  RefreshLinkedSigner: refreshLinkedSignerRequest,
  EIP712Auth: eip712AuthRequest,
};
