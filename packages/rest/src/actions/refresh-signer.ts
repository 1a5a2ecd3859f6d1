import { assertAddress } from "@perpkit/core";
import { signRefreshLinkedSigner } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { refreshSignerOperation } from "../generated/operations.js";
import type { LinkedSigner } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  ownerSigner,
  type SignedOptions,
  type SubaccountOptions,
  subaccountPreamble,
} from "./preamble.js";

/**
 * Parameters of `refreshSigner`.
 *
 * @example
 * await client.refreshSigner({ signer: "0x…" })
 */
export interface RefreshSignerParameters extends SignedOptions, SubaccountOptions {
  /** The linked signer's address. */
  readonly signer: string;
}

/**
 * What `refreshSigner` resolves to: the refreshed signer's record.
 *
 * @example
 * const { status, expiresAt }: RefreshSignerReturnType = await client.refreshSigner({ signer })
 */
export type RefreshSignerReturnType = LinkedSigner;

/**
 * What `refreshSigner` can throw: what any signed operation can throw; a linked signer is refused
 * with a ValidationError naming `signer`.
 *
 * @example
 * try { await client.refreshSigner({ signer }) } catch (e) { const error = e as RefreshSignerErrorType }
 */
export type RefreshSignerErrorType = SignedOperationErrorType;

/**
 * Refreshes an expired linked signer, signed by the owner.
 *
 * `POST /v1/linked-signer/refresh` (signed: RefreshLinkedSigner)
 *
 * @example
 * await refreshSigner(context, { signer: botAddress })
 */
export async function refreshSigner(
  context: TradingContext,
  parameters: RefreshSignerParameters,
): Promise<RefreshSignerReturnType> {
  const owner = ownerSigner(context, "refresh signers");
  const { signer } = parameters;
  assertAddress(signer, "signer");
  const { subaccount, subaccountId, timing, domain } = await subaccountPreamble(
    context,
    parameters,
  );
  const body = await signRefreshLinkedSigner({
    domain,
    data: {
      sender: owner.address,
      signer,
      subaccount,
      subaccountId,
      nonce: timing.nonce,
      signedAt: timing.signedAt,
    },
    signer: owner,
    now: timing.nowMs,
  });
  return refreshSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
