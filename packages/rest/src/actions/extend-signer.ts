import { signingTime, ValidationError } from "@perpkit/core";
import { type SignerLike, signExtendLinkedSigner, toSigner } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { extendSignerOperation } from "../generated/operations.js";
import type { LinkedSigner } from "../generated/types.js";
import { requireSigner, type TradingContext } from "../trading-context.js";
import { type SignedOptions, signingDomainOf, syncedServerClock } from "./preamble.js";

/**
 * Parameters of `extendSigner`.
 *
 * @example
 * await linkedClient.extendSigner()
 */
export interface ExtendSignerParameters extends SignedOptions {
  /** The linked signer, which signs its own extension; defaults to the client's signer. */
  readonly signer?: SignerLike | undefined;
}

/**
 * What `extendSigner` resolves to: the extended signer's record.
 *
 * @example
 * const { expiresAt }: ExtendSignerReturnType = await linkedClient.extendSigner()
 */
export type ExtendSignerReturnType = LinkedSigner;

/**
 * What `extendSigner` can throw: what any signed operation can throw; the owner's own key is
 * refused with a ValidationError naming `signer`.
 *
 * @example
 * try { await linkedClient.extendSigner() } catch (e) { const error = e as ExtendSignerErrorType }
 */
export type ExtendSignerErrorType = SignedOperationErrorType;

/**
 * Extends a linked signer's validity, signed by the linked signer itself (the context's signer,
 * or the one given).
 *
 * `POST /v1/linked-signer/extend` (signed: ExtendLinkedSigner)
 *
 * @example
 * const bot = createTradingContext({ network: "testnet", signer: botKey, account: ownerAddress })
 * await extendSigner(bot)
 */
export async function extendSigner(
  context: TradingContext,
  parameters: ExtendSignerParameters = {},
): Promise<ExtendSignerReturnType> {
  const linked =
    parameters.signer === undefined ? requireSigner(context) : toSigner(parameters.signer);
  if (
    context.account !== undefined &&
    linked.address.toLowerCase() === context.account.toLowerCase()
  ) {
    throw new ValidationError(
      "signer",
      "is the owner; an extension is signed by the linked signer itself (pass it as signer)",
    );
  }
  const timing = signingTime(await syncedServerClock(context), parameters);
  const domain = await signingDomainOf(context);
  const body = await signExtendLinkedSigner({
    domain,
    data: { sender: linked.address, nonce: timing.nonce, signedAt: timing.signedAt },
    signer: linked,
    now: timing.nowMs,
  });
  return extendSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
