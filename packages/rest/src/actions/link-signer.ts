import { describeValue, ValidationError } from "@perpkit/core";
import { type SignerLike, signLinkSigner, textFieldBounds, toSigner } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { linkSignerOperation } from "../generated/operations.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  ownerSigner,
  type SignedOptions,
  type SubaccountOptions,
  subaccountPreamble,
} from "./preamble.js";

/**
 * Parameters of `linkSigner`.
 *
 * @example
 * await client.linkSigner({ signer: privateKeySigner(generatePrivateKey()), name: "grid-bot" })
 */
export interface LinkSignerParameters extends SignedOptions, SubaccountOptions {
  /** The new signer: a key the client generated (a plain key account, never a contract). */
  readonly signer: SignerLike;
  /** A label, as long as the live document allows (1 to 32 characters). */
  readonly name?: string | undefined;
}

/**
 * What `linkSigner` resolves to: the new signer's record.
 *
 * @example
 * const { status, expiresAt }: LinkSignerReturnType = await client.linkSigner({ signer })
 */
export type LinkSignerReturnType = LinkedSigner;

/**
 * What `linkSigner` can throw: what any signed operation can throw; a linked signer, or the owner
 * linking itself, is refused with a ValidationError naming `signer`.
 *
 * @example
 * try { await client.linkSigner({ signer }) } catch (e) { const error = e as LinkSignerErrorType }
 */
export type LinkSignerErrorType = SignedOperationErrorType;

/** Refuses a name outside the bounds the live document gives a linked signer's name. */
function checkName(name: unknown): void {
  const { minLength, maxLength } = textFieldBounds.LinkSignerData.name;
  if (typeof name !== "string" || name.length < minLength || name.length > maxLength) {
    throw new ValidationError(
      "name",
      `must be ${minLength} to ${maxLength} characters, got ${describeValue(name)}`,
    );
  }
}

/**
 * Links a new signer: the owner and the new signer both sign the same LinkSigner message.
 *
 * `POST /v1/linked-signer/link` (signed: LinkSigner, twice)
 *
 * @example
 * await linkSigner(context, { signer: privateKeySigner(generatePrivateKey()), name: "grid-bot" })
 */
export async function linkSigner(
  context: TradingContext,
  parameters: LinkSignerParameters,
): Promise<LinkSignerReturnType> {
  const owner = ownerSigner(context, "link signers");
  const newSigner = toSigner(parameters.signer);
  if (newSigner.address.toLowerCase() === owner.address.toLowerCase()) {
    throw new ValidationError("signer", "is the owner itself; link a separate key");
  }
  if (parameters.name !== undefined) checkName(parameters.name);
  const { subaccount, subaccountId, timing, domain } = await subaccountPreamble(
    context,
    parameters,
  );
  const body = await signLinkSigner({
    domain,
    data: {
      subaccountId,
      sender: owner.address,
      subaccount,
      signer: newSigner.address,
      nonce: timing.nonce,
      signedAt: timing.signedAt,
      ...(parameters.name !== undefined ? { name: parameters.name } : {}),
    },
    owner,
    signer: newSigner,
    now: timing.nowMs,
  });
  return linkSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
