import type { SignedOperationErrorType } from "../errors.js";
import { activateReferralOperation } from "../generated/operations.js";
import { EIP712AuthIntent, type Referral } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import { subaccountOf } from "./preamble.js";
import { authorise, type ReferralOptions } from "./referral-auth.js";

/**
 * Parameters of `activateReferral`.
 *
 * @example
 * const { code } = await client.activateReferral({})
 */
export type ActivateReferralParameters = ReferralOptions;

/**
 * What `activateReferral` resolves to: the referral record of the signing account, with its code.
 *
 * @example
 * const result: ActivateReferralReturnType = await client.activateReferral()
 */
export type ActivateReferralReturnType = Referral;

/**
 * What `activateReferral` can throw: what any signed operation can throw.
 *
 * @example
 * try { await client.activateReferral() } catch (e) { const error = e as ActivateReferralErrorType }
 */
export type ActivateReferralErrorType = SignedOperationErrorType;

/**
 * Activates the signing account in the referral program, which gives it a code to share.
 * Signed as `EIP712Auth` with intent REFERRAL_ACTIVATION.
 *
 * @example
 * const { code } = await activateReferral(context, {})
 */
export async function activateReferral(
  context: TradingContext,
  parameters: ActivateReferralParameters = {},
): Promise<ActivateReferralReturnType> {
  const { signed } = await authorise(context, EIP712AuthIntent.REFERRAL_ACTIVATION, parameters, {});
  // The live body requires the subaccount: the owner's own when it is not a linked signer.
  const data = {
    ...signed.data,
    subaccount:
      signed.data.subaccount ??
      (await subaccountOf(context, undefined, "subaccount", parameters.signal)),
  };
  const body = { data, signature: signed.signature };
  return activateReferralOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
