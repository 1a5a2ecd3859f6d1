import { assertAddress } from "@perpkit/core";
import { signRevokeLinkedSigner } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { revokeSignerOperation } from "../generated/operations.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  ownerSigner,
  type SignedOptions,
  type SubaccountOptions,
  subaccountPreamble,
} from "./preamble.js";

/**
 * Parameters of `revokeSigner`.
 *
 * @example
 * await client.revokeSigner({ signer: "0x…" })
 */
export interface RevokeSignerParameters extends SignedOptions, SubaccountOptions {
  /** The linked signer's address. */
  readonly signer: string;
}

/**
 * What `revokeSigner` resolves to: the revoked signer's record.
 *
 * @example
 * const { status }: RevokeSignerReturnType = await client.revokeSigner({ signer }) // "REVOKED"
 */
export type RevokeSignerReturnType = LinkedSigner;

/**
 * What `revokeSigner` can throw: what any signed operation can throw; a linked signer is refused
 * with a ValidationError naming `signer`.
 *
 * @example
 * try { await client.revokeSigner({ signer }) } catch (e) { const error = e as RevokeSignerErrorType }
 */
export type RevokeSignerErrorType = SignedOperationErrorType;

/**
 * Revokes a linked signer, signed by the owner. A revoked signer can never be linked again.
 *
 * `DELETE /v1/linked-signer/revoke` (signed: RevokeLinkedSigner)
 *
 * @example
 * await revokeSigner(context, { signer: botAddress })
 */
export async function revokeSigner(
  context: TradingContext,
  parameters: RevokeSignerParameters,
): Promise<RevokeSignerReturnType> {
  const owner = ownerSigner(context, "revoke signers");
  const { signer } = parameters;
  assertAddress(signer, "signer");
  const { subaccount, subaccountId, timing, domain } = await subaccountPreamble(
    context,
    parameters,
  );
  const body = await signRevokeLinkedSigner({
    domain,
    data: {
      subaccountId,
      sender: owner.address,
      subaccount,
      signer,
      nonce: timing.nonce,
      signedAt: timing.signedAt,
    },
    signer: owner,
    now: timing.nowMs,
  });
  return revokeSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
