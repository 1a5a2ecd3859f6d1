import type { SignedOperationErrorType } from "../errors.js";
import {
  buildGetReferralCodeUsageRequest,
  claimReferralCodeOperation,
} from "../generated/operations.js";
import { EIP712AuthIntent, type Referral } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import { authorise, type ReferralOptions } from "./referral-auth.js";

/**
 * Parameters of `claimReferralCode`.
 *
 * @example
 * await client.claimReferralCode({ code: "XYZ123456789" })
 */
export interface ClaimReferralCodeParameters extends ReferralOptions {
  /** The referral code to claim: 12 capital letters and digits. */
  readonly code: string;
}

/**
 * What `claimReferralCode` resolves to: the referral record of the signing account, its referrer set.
 *
 * @example
 * const result: ClaimReferralCodeReturnType = await client.claimReferralCode({ code: "XYZ123456789" })
 */
export type ClaimReferralCodeReturnType = Referral;

/**
 * What `claimReferralCode` can throw: what any signed operation can throw.
 *
 * @example
 * try { await client.claimReferralCode({ code }) } catch (e) { const error = e as ClaimReferralCodeErrorType }
 */
export type ClaimReferralCodeErrorType = SignedOperationErrorType;

/**
 * Claims another account's referral code for the signing account. Signed as `EIP712Auth` with
 * intent REFERRAL_CLAIM; the code travels unsigned.
 *
 * @example
 * await claimReferralCode(context, { code: "XYZ123456789" })
 */
export async function claimReferralCode(
  context: TradingContext,
  parameters: ClaimReferralCodeParameters,
): Promise<ClaimReferralCodeReturnType> {
  // The live document states what a code is once, for the code usage path; the same rule.
  buildGetReferralCodeUsageRequest({ code: parameters.code });
  const { signed } = await authorise(context, EIP712AuthIntent.REFERRAL_CLAIM, parameters, {
    code: parameters.code,
  });
  const { subaccount: _unsigned, ...data } = signed.data;
  const body = { data: { ...data, code: parameters.code }, signature: signed.signature };
  return claimReferralCodeOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
