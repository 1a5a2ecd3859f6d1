import type { SignedOperationErrorType } from "../errors.js";
import {
  type GetReferralSummaryOperationParameters,
  getReferralSummaryOperation,
} from "../generated/operations.js";
import type { Referral } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import { type ReferralOptions, readHeaders } from "./referral-auth.js";

/**
 * Parameters of `getReferralSummary`; the client signs the request.
 *
 * @example
 * const summary = await client.getReferralSummary()
 */
export type GetReferralSummaryParameters = Omit<
  GetReferralSummaryOperationParameters,
  "headers" | "subaccount"
> &
  ReferralOptions;

/**
 * What `getReferralSummary` resolves to: the referral record of the signing account.
 *
 * @example
 * const result: GetReferralSummaryReturnType = await client.getReferralSummary()
 */
export type GetReferralSummaryReturnType = Referral;

/**
 * What `getReferralSummary` can throw: what any signed operation can throw.
 *
 * @example
 * try { await client.getReferralSummary() } catch (e) { const error = e as GetReferralSummaryErrorType }
 */
export type GetReferralSummaryErrorType = SignedOperationErrorType;

/**
 * The signing account's own referral record: its code, uses left and referrer. The request is
 * signed (`EIP712Auth`, intent REFERRAL_READ) in its X-Ethereal-* headers.
 *
 * @example
 * const { code, referrer } = await getReferralSummary(context)
 */
export async function getReferralSummary(
  context: TradingContext,
  parameters: GetReferralSummaryParameters = {},
): Promise<GetReferralSummaryReturnType> {
  const { subaccount, headers } = await readHeaders(context, parameters);
  return getReferralSummaryOperation(
    context.transport,
    { ...(subaccount === undefined ? {} : { subaccount }), headers },
    { signal: parameters.signal },
  );
}
