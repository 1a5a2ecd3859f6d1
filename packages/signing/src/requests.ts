import { type Address, type Hex, ValidationError } from "@perpkit/core";
import { sameAddress } from "./bytes.js";
import {
  type AuthData,
  type CancelOrderData,
  cancelOrderBinding,
  type ExtendLinkedSignerData,
  eip712AuthBinding,
  extendLinkedSignerBinding,
  initiateWithdrawBinding,
  type LinkSignerData,
  linkSignerBinding,
  type messageBindings,
  type OrderData,
  type RefreshLinkedSignerData,
  type RevokeLinkedSignerData,
  refreshLinkedSignerBinding,
  revokeLinkedSignerBinding,
  tradeOrderBinding,
  type WithdrawData,
} from "./generated/bindings.js";
import type { SigningDomain } from "./generated/configs.js";
import {
  hashCancelOrderStruct,
  hashEIP712AuthStruct,
  hashExtendLinkedSignerStruct,
  hashInitiateWithdrawStruct,
  hashLinkSignerStruct,
  hashRefreshLinkedSignerStruct,
  hashRevokeLinkedSignerStruct,
  hashTradeOrderStruct,
} from "./generated/struct-hash.js";
import type { MessageOf, PrimaryType } from "./generated/typed-data.js";
import { digestOf, type MessageType, typedDataOf } from "./hash.js";
import {
  type BuildOptions,
  cancelOrderMessage,
  eip712AuthMessage,
  extendLinkedSignerMessage,
  initiateWithdrawMessage,
  linkSignerMessage,
  refreshLinkedSignerMessage,
  revokeLinkedSignerMessage,
  tradeOrderMessage,
} from "./messages.js";
import { signDigest } from "./sign.js";
import { type SignerLike, toSigner } from "./signer.js";

/**
 * The body fields the signatures of message type `P` go in: `signature`, and for LinkSigner also
 * `signerSignature`.
 *
 * @example
 * const field: SignatureField<"LinkSigner"> = "signerSignature"
 */
export type SignatureField<P extends PrimaryType> =
  (typeof messageBindings)[P]["signatures"][number]["field"];

/**
 * A signed request body: `data` as given, and one signature per signing party (for LinkSigner,
 * `signature` from the owner and `signerSignature` from the new signer).
 *
 * @example
 * const body: SignedRequest<OrderData, "TradeOrder"> = await signOrder({ domain, data, signer })
 */
export type SignedRequest<D, P extends PrimaryType> = { data: D } & {
  [K in SignatureField<P>]: Hex;
};

/**
 * What every sign helper takes besides its body and signer(s).
 *
 * @example
 * const options: SignRequestOptions = { domain: (await fetchSigningConfig(baseUrl)).domain }
 */
export interface SignRequestOptions extends BuildOptions {
  /** The `domain` of the signing configuration (the sandbox's own for `local`). */
  readonly domain: SigningDomain;
  /** Live `signatureTypes`, when they differ from the generated ones. */
  readonly types?: Readonly<Record<string, string>> | undefined;
}

/** A request's message type and, from spec/signing/bindings.yaml, which body field each party signs. */
interface RequestType<P extends PrimaryType> extends MessageType<P> {
  readonly binding: { readonly signatures: readonly { field: string; party: string }[] };
}

// One per sign helper, built from that type's own generated parts: a bundle keeps only the types
// of the helpers it imports.
const tradeOrder: RequestType<"TradeOrder"> = {
  primaryType: "TradeOrder",
  hashStruct: hashTradeOrderStruct,
  binding: tradeOrderBinding,
};
const cancelOrder: RequestType<"CancelOrder"> = {
  primaryType: "CancelOrder",
  hashStruct: hashCancelOrderStruct,
  binding: cancelOrderBinding,
};
const initiateWithdraw: RequestType<"InitiateWithdraw"> = {
  primaryType: "InitiateWithdraw",
  hashStruct: hashInitiateWithdrawStruct,
  binding: initiateWithdrawBinding,
};
const linkSigner: RequestType<"LinkSigner"> = {
  primaryType: "LinkSigner",
  hashStruct: hashLinkSignerStruct,
  binding: linkSignerBinding,
};
const revokeLinkedSigner: RequestType<"RevokeLinkedSigner"> = {
  primaryType: "RevokeLinkedSigner",
  hashStruct: hashRevokeLinkedSignerStruct,
  binding: revokeLinkedSignerBinding,
};
const extendLinkedSigner: RequestType<"ExtendLinkedSigner"> = {
  primaryType: "ExtendLinkedSigner",
  hashStruct: hashExtendLinkedSignerStruct,
  binding: extendLinkedSignerBinding,
};
const refreshLinkedSigner: RequestType<"RefreshLinkedSigner"> = {
  primaryType: "RefreshLinkedSigner",
  hashStruct: hashRefreshLinkedSignerStruct,
  binding: refreshLinkedSignerBinding,
};
const eip712Auth: RequestType<"EIP712Auth"> = {
  primaryType: "EIP712Auth",
  hashStruct: hashEIP712AuthStruct,
  binding: eip712AuthBinding,
};

/** The body as it goes on the wire: the caller's fields, without the ones left undefined. */
function wireData<D extends object>(data: D): D {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) out[key] = value;
  return out as D;
}

async function signBody<P extends PrimaryType, D extends object>(
  type: RequestType<P>,
  data: D,
  message: MessageOf<P>,
  options: SignRequestOptions,
  signers: readonly SignerLike[],
): Promise<SignedRequest<D, P>> {
  const { domain, types } = options;
  const parties = type.binding.signatures;
  // One digest for every party, taken before any signer runs: hashing checks the message against
  // the (possibly live) message types.
  const digest = digestOf(domain, type, message, types);
  const adapted = parties.map((party, i) => {
    const signer = toSigner(signers[i] as SignerLike);
    const expected = (data as Record<string, unknown>)[party.party] as Address;
    if (!sameAddress(expected, signer.address)) {
      throw new ValidationError(
        party.party,
        `is ${expected}, but ${party.field} would come from ${signer.address}: ${party.party} must be the address that signs (a linked signer's own address when it signs)`,
      );
    }
    return signer;
  });
  const typedData = () => typedDataOf({ domain, primaryType: type.primaryType, message, types });
  const out: Record<string, unknown> = { data: wireData(data) };
  for (const [i, party] of parties.entries()) {
    out[party.field] = await signDigest(adapted[i] as SignerLike, digest, typedData);
  }
  return out as SignedRequest<D, P>;
}

/**
 * Parameters of a sign helper with one signer.
 *
 * @example
 * const parameters: SignRequestParameters<OrderData> = { domain, data, signer: privateKeyToAccount(key) }
 * const body = await signOrder(parameters)
 */
export interface SignRequestParameters<D> extends SignRequestOptions {
  readonly data: D;
  /** Signs as `sender` (`account` for a withdrawal). */
  readonly signer: SignerLike;
}

/**
 * Checks an order body, signs its TradeOrder message and returns the POST /v1/order body. With a
 * linked signer, `sender` is the linked signer's address. A contract-wallet owner (EIP-1271) signs
 * through its wallet client; the request is unchanged.
 *
 * @example
 * const body = await signOrder({ domain: signingConfigs.testnet.domain, data, signer: privateKeyToAccount(key) })
 */
export async function signOrder<D extends OrderData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "TradeOrder">> {
  const message = tradeOrderMessage(parameters.data, parameters);
  return signBody(tradeOrder, parameters.data, message, parameters, [parameters.signer]);
}

/**
 * Checks a cancel body, signs its CancelOrder message (the ids are not signed) and returns the
 * POST /v1/order/cancel body.
 *
 * @example
 * const body = await signCancelOrder({ domain, data: { sender, subaccount, nonce, orderIds: [id] }, signer })
 */
export async function signCancelOrder<D extends CancelOrderData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "CancelOrder">> {
  const message = cancelOrderMessage(parameters.data, parameters);
  return signBody(cancelOrder, parameters.data, message, parameters, [parameters.signer]);
}

/**
 * Checks a withdrawal body, signs its InitiateWithdraw message with the owner wallet (`account`)
 * and returns the withdraw request body.
 *
 * @example
 * const body = await signWithdraw({ domain, data: { account, subaccount, token, amount: "10", nonce, signedAt }, signer: owner })
 */
export async function signWithdraw<D extends WithdrawData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "InitiateWithdraw">> {
  const message = initiateWithdrawMessage(parameters.data, parameters);
  return signBody(initiateWithdraw, parameters.data, message, parameters, [parameters.signer]);
}

/**
 * Parameters of {@link signLinkSigner}.
 *
 * @example
 * const body = await signLinkSigner({ domain, data, owner: walletClient, signer: privateKeySigner(newKey) })
 */
export interface SignLinkSignerParameters<D extends LinkSignerData = LinkSignerData>
  extends SignRequestOptions {
  readonly data: D;
  /** The owner wallet (`sender`); its signature is `signature`. */
  readonly owner: SignerLike;
  /** The new signer (`signer`); its signature is `signerSignature`. */
  readonly signer: SignerLike;
}

/**
 * Checks a link body and has both the owner and the new signer sign the same LinkSigner message;
 * returns `{ data, signature, signerSignature }`.
 *
 * @example
 * const body = await signLinkSigner({ domain, data, owner: walletClient, signer: privateKeySigner(newKey) })
 */
export async function signLinkSigner<D extends LinkSignerData>(
  parameters: SignLinkSignerParameters<D>,
): Promise<SignedRequest<D, "LinkSigner">> {
  const message = linkSignerMessage(parameters.data, parameters);
  return signBody(linkSigner, parameters.data, message, parameters, [
    parameters.owner,
    parameters.signer,
  ]);
}

/**
 * Checks a revoke body, signs its RevokeLinkedSigner message with the owner and returns the body.
 *
 * @example
 * const body = await signRevokeLinkedSigner({ domain, data, signer: owner })
 */
export async function signRevokeLinkedSigner<D extends RevokeLinkedSignerData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "RevokeLinkedSigner">> {
  const message = revokeLinkedSignerMessage(parameters.data, parameters);
  return signBody(revokeLinkedSigner, parameters.data, message, parameters, [parameters.signer]);
}

/**
 * Checks an extend body, signs its ExtendLinkedSigner message with the linked signer itself and
 * returns the body.
 *
 * @example
 * const body = await signExtendLinkedSigner({ domain, data: { sender: linked.address, nonce, signedAt }, signer: linked })
 */
export async function signExtendLinkedSigner<D extends ExtendLinkedSignerData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "ExtendLinkedSigner">> {
  const message = extendLinkedSignerMessage(parameters.data, parameters);
  return signBody(extendLinkedSigner, parameters.data, message, parameters, [parameters.signer]);
}

/**
 * Checks a refresh body, signs its RefreshLinkedSigner message with the owner and returns the body.
 *
 * @example
 * const body = await signRefreshLinkedSigner({ domain, data, signer: owner })
 */
export async function signRefreshLinkedSigner<D extends RefreshLinkedSignerData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "RefreshLinkedSigner">> {
  const message = refreshLinkedSignerMessage(parameters.data, parameters);
  return signBody(refreshLinkedSigner, parameters.data, message, parameters, [parameters.signer]);
}

/**
 * Signs an EIP712Auth message for a request it authorises (a referral activation or claim) and
 * returns `{ data, signature }`. A signed read carries the same signature in its X-Ethereal-*
 * headers instead.
 *
 * @example
 * const body = await signAuth({ domain, data: { sender: owner, intent: 0, signedAt, subaccount }, signer: owner })
 */
export async function signAuth<D extends AuthData>(
  parameters: SignRequestParameters<D>,
): Promise<SignedRequest<D, "EIP712Auth">> {
  const message = eip712AuthMessage(parameters.data, parameters);
  return signBody(eip712Auth, parameters.data, message, parameters, [parameters.signer]);
}
