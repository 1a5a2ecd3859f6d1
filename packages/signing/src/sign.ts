import { type Address, type Hex, SignatureError } from "@perpkit/core";
import { parseHex, toHex } from "./bytes.js";
import type { MessageOf, PrimaryType } from "./generated/typed-data.js";
import {
  digestBytes,
  digestOf,
  type HashMessageParameters,
  messageTypeOf,
  typedDataOf,
} from "./hash.js";
import { recoverDigestAddress, verifyDigestAddress } from "./secp256k1.js";
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
