import { type Address, type Hex, SignatureError, ValidationError } from "@perpkit/core";
import { keccak256, parseHex, sameAddress, toHex } from "./bytes.js";
import { recoverDigestAddress, verifyDigestAddress } from "./curve/secp256k1.js";
import {
  type messageBindings,
  type OrderData,
  tradeOrderBinding,
  tradeOrderFromCheckedOrderData,
} from "./generated/bindings.js";
import type { SigningDomain } from "./generated/configs.js";
import { hashTradeOrderStruct } from "./generated/struct-hash.js";
import type { MessageOf, PrimaryType } from "./generated/typed-data.js";
import {
  digestBytes,
  digestOf,
  domainSeparator,
  type HashMessageParameters,
  hashStruct,
  type MessageType,
  messageTypeOf,
  structHashKit,
  typedDataOf,
  typeOverride,
} from "./hash.js";
import type { BuildOptions } from "./messages.js";
import {
  fastDigestSigner,
  normalizeSignature,
  type PrivateKeySigner,
  type SignerLike,
  type TypedDataToSign,
  toSigner,
} from "./signer.js";

/**
 * Parameters of {@link signMessage}.
 *
 * @example
 * const signature = await signMessage({ domain, primaryType: "TradeOrder", message, signer })
 */
export interface SignMessageParameters<P extends PrimaryType = PrimaryType>
  extends HashMessageParameters<P> {
  readonly signer: SignerLike;
}

/**
 * Signs a message of any of the eight types and returns the 65-byte signature (v = 27 or 28). The
 * message is hashed (and so checked) before the signer is asked.
 *
 * @example
 * const signature = await signMessage({ domain: signingConfigs.testnet.domain, primaryType: "CancelOrder", message, signer: privateKeyToAccount(key) })
 */
export async function signMessage<P extends PrimaryType>(
  parameters: SignMessageParameters<P>,
): Promise<Hex> {
  const { domain, primaryType, message, types, signer } = parameters;
  const digest = digestOf(domain, messageTypeOf(primaryType), message, types);
  return signDigest(signer, digest, () => typedDataOf(parameters));
}

/**
 * Has a signer sign a digest already computed: a perpkit key signs the bytes, a signer that signs
 * digests gets them as hex, and a wallet is shown the typed data (`typedData`, built only then).
 */
export async function signDigest(
  signerLike: SignerLike,
  digest: Uint8Array,
  typedData: () => TypedDataToSign,
): Promise<Hex> {
  const fast = (signerLike as Partial<PrivateKeySigner>)[fastDigestSigner];
  if (typeof fast === "function") return fast(digest);
  const signer = toSigner(signerLike);
  const signature = signer.signDigest
    ? await signer.signDigest(toHex(digest))
    : await signer.signTypedData(typedData());
  return normalizeSignature(signature);
}

/**
 * Parameters of {@link recoverMessageAddress} and {@link verifyMessage}.
 *
 * @example
 * const address = recoverMessageAddress({ domain, primaryType: "TradeOrder", message, signature })
 */
export interface RecoverMessageParameters<P extends PrimaryType = PrimaryType>
  extends HashMessageParameters<P> {
  readonly signature: Hex;
}

/**
 * The address that signed a message: what the exchange compares with `sender`. Synchronous; throws
 * a SignatureError for a malformed signature.
 *
 * @example
 * recoverMessageAddress({ domain, primaryType: "TradeOrder", message, signature }) // "0xAbC…"
 */
export function recoverMessageAddress<P extends PrimaryType>(
  parameters: RecoverMessageParameters<P>,
): Address {
  const { domain, primaryType, message, types, signature } = parameters;
  const digest = digestBytes(domain, primaryType, message as MessageOf<PrimaryType>, types);
  return recoverDigestAddress(digest, signature) as Address;
}

/**
 * The address that signed a 32-byte digest.
 *
 * @example
 * recoverAddress({ hash: hashMessage({ domain, primaryType, message }), signature })
 */
export function recoverAddress(parameters: { hash: Hex; signature: Hex }): Address {
  const digest = parseHex(parameters.hash);
  if (digest?.length !== 32) throw new SignatureError("A digest must be 0x and 64 hex digits.");
  return recoverDigestAddress(digest, parameters.signature) as Address;
}

/**
 * Parameters of {@link verifyMessage}.
 *
 * @example
 * verifyMessage({ domain, primaryType: "TradeOrder", message, signature, address: message.sender }) // true
 */
export interface VerifyMessageParameters<P extends PrimaryType = PrimaryType>
  extends RecoverMessageParameters<P> {
  /** The address expected to have signed: `sender` (or `account` for a withdrawal). */
  readonly address: Address;
}

/**
 * True when `signature` over the message recovers to `address`; false for a wrong or malformed
 * signature. The fastest way to check many signatures: an address seen before is checked against
 * its known public key with precomputed tables instead of a full recovery.
 *
 * @example
 * if (!verifyMessage({ domain, primaryType: "TradeOrder", message, signature, address: data.sender })) reject(401)
 */
export function verifyMessage<P extends PrimaryType>(
  parameters: VerifyMessageParameters<P>,
): boolean {
  const { domain, primaryType, message, types, signature, address } = parameters;
  const digest = digestBytes(domain, primaryType, message as MessageOf<PrimaryType>, types);
  return verifyDigestAddress(digest, signature, address);
}

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

/**
 * How one kind of request is signed, for {@link signRequest}: its message type and struct hasher,
 * the builder of its message from the body, and which body field each signing party's signature
 * goes in and which names that party (spec/signing/bindings.yaml). The generated `*Request`
 * values (`tradeOrderRequest`, ...) are these; each holds only its own type's parts, so a bundle
 * keeps only the types it signs.
 *
 * @example
 * const body = await signRequest(tradeOrderRequest, { domain, data }, [signer])
 */
export interface RequestSigning<P extends PrimaryType, B extends object> extends MessageType<P> {
  readonly binding: {
    readonly signatures: readonly { readonly field: string; readonly party: string }[];
  };
  /** Checks the body and builds the message it signs. */
  readonly message: (data: B, options: BuildOptions) => MessageOf<P>;
}

// An order body whose every field its caller has checked already (`@perpkit/rest` checks each
// order against its product, the spec's limits and the clock before it signs): its TradeOrder
// message is built from the same binding as `signOrder`'s, with the conversions it needs (decimals
// scaled by 10^9, the nonce as a uint64) and none of the checks again. A bundle that signs only
// such bodies leaves the body checks out, and a tick does not run them twice.

/**
 * How a TradeOrder request is signed, for {@link signRequest}, when its caller has checked every
 * field of the body already, as `@perpkit/rest` does before it signs an order: the message is
 * built from the body by the same binding as {@link signOrder}'s, without its checks. A body that
 * was not checked must go through `signOrder`.
 *
 * @example
 * const body = await signRequest(checkedOrderRequest, { domain, data: checkedData }, [signer])
 */
export const checkedOrderRequest: RequestSigning<"TradeOrder", OrderData> = {
  primaryType: "TradeOrder",
  hashStruct: hashTradeOrderStruct,
  binding: tradeOrderBinding,
  message: tradeOrderFromCheckedOrderData,
};

/** The body as it goes on the wire: the caller's fields, without the ones left undefined. */
function wireData<D extends object>(data: D): D {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const value = (data as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as D;
}

/**
 * The one entry for signing a request: checks the body and builds its message (`request.message`),
 * takes the one digest every party signs, checks that each signer is the address its party field
 * names, and returns the body with each party's signature in its field. The sign helpers
 * (`signOrder`, `signCancelOrder`, ...) are this with their request's parts, generated from
 * spec/signing/bindings.yaml.
 *
 * @example
 * const body = await signRequest(tradeOrderRequest, { domain, data }, [privateKeyToAccount(key)])
 */
export async function signRequest<P extends PrimaryType, B extends object, D extends B>(
  request: RequestSigning<P, B>,
  parameters: SignRequestOptions & { readonly data: D },
  signers: readonly SignerLike[],
): Promise<SignedRequest<D, P>> {
  const { domain, types, data } = parameters;
  const message = request.message(data, parameters);
  const parties = request.binding.signatures;
  // One digest for every party, taken before any signer runs: hashing checks the message against
  // the (possibly live) message types.
  const digest = digestOf(domain, request, message, types);
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
  const typedData = () => typedDataOf({ domain, primaryType: request.primaryType, message, types });
  const out: Record<string, unknown> = { data: wireData(data) };
  for (const [i, party] of parties.entries()) {
    const signer = adapted[i] as Partial<PrivateKeySigner>;
    // A perpkit key signs the bytes at once: no await between the digest and the signature.
    const fast = signer[fastDigestSigner];
    out[party.field] =
      typeof fast === "function"
        ? fast(digest)
        : await signDigest(signer as SignerLike, digest, typedData);
  }
  return out as SignedRequest<D, P>;
}

/**
 * Options of {@link requestSigner}: the domain and live types every request is signed under, and
 * the one signer.
 *
 * @example
 * const options: RequestSignerOptions = { domain, signer: privateKeySigner(key) }
 */
export interface RequestSignerOptions {
  readonly domain: SigningDomain;
  /** Live `signatureTypes`, when they differ from the generated ones. */
  readonly types?: Readonly<Record<string, string>> | undefined;
  readonly signer: SignerLike;
}

/**
 * Signs many requests of one kind, under one domain, by one signer: what {@link signRequest}
 * reads on every call (the domain's separator, which message types it signs with, the signer's
 * kind) is read once here, and each call builds the message (`request.message`, with its checks),
 * hashes it and has it signed. The party's field of each body must name the signer's address, as
 * `signRequest` requires. A perpkit key signs at once and the signature is returned as it is;
 * another signer's is a promise. For requests with one signing party (an order, a cancel), where
 * the same signer signs again and again, as an order template does.
 *
 * @example
 * const sign = requestSigner(checkedOrderRequest, { domain, signer })
 * const signature = sign(data)
 */
export function requestSigner<P extends PrimaryType, B extends object>(
  request: RequestSigning<P, B>,
  options: RequestSignerOptions,
): (data: B, now?: number) => Hex | Promise<Hex> {
  const { domain, types } = options;
  const parties = request.binding.signatures;
  if (parties.length !== 1) {
    throw new SignatureError(
      `A ${request.primaryType} is signed by ${parties.length} parties; requestSigner signs for one.`,
    );
  }
  const { party } = parties[0] as { readonly party: string };
  const signer = toSigner(options.signer);
  const fast = (signer as Partial<PrivateKeySigner>)[fastDigestSigner];
  const fields = typeOverride(domain, request.primaryType, types);
  // 0x1901, the domain separator, then each message's struct hash.
  const input = new Uint8Array(66);
  input[0] = 0x19;
  input[1] = 0x01;
  input.set(domainSeparator(domain), 2);
  return (data, now) => {
    const expected = (data as Record<string, unknown>)[party] as Address;
    if (expected !== signer.address && !sameAddress(expected, signer.address)) {
      throw new ValidationError(
        party,
        `is ${expected}, but the signature would come from ${signer.address}: ${party} must be the address that signs`,
      );
    }
    const message = request.message(data, { now });
    input.set(
      fields
        ? hashStruct(request.primaryType, message, fields)
        : request.hashStruct(message, structHashKit),
      34,
    );
    const digest = keccak256(input);
    return typeof fast === "function"
      ? fast(digest)
      : signDigest(signer, digest, () =>
          typedDataOf({ domain, primaryType: request.primaryType, message, types }),
        );
  };
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
