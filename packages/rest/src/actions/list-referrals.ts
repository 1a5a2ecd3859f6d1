import type { SignedOperationErrorType } from "../errors.js";
import {
  type ListReferralsOperationParameters,
  listReferralsOperation,
} from "../generated/operations.js";
import type { ReferralPage } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import { type ReferralOptions, readHeaders } from "./referral-auth.js";

/**
 * Parameters of `listReferrals`: the page to read; the client signs the request.
 *
 * @example
 * const page = await client.listReferrals({ limit: 20 })
 */
export type ListReferralsParameters = Omit<
  ListReferralsOperationParameters,
  "headers" | "subaccount"
> &
  ReferralOptions;

/**
 * What `listReferrals` resolves to: a page of the referral records of the accounts the signing account referred.
 *
 * @example
 * const result: ListReferralsReturnType = await client.listReferrals()
 */
export type ListReferralsReturnType = ReferralPage;

/**
 * What `listReferrals` can throw: what any signed operation can throw.
 *
 * @example
 * try { await client.listReferrals() } catch (e) { const error = e as ListReferralsErrorType }
 */
export type ListReferralsErrorType = SignedOperationErrorType;

/**
 * The referral records of the accounts the signing account referred, a page at a time. The
 * request is signed (`EIP712Auth`, intent REFERRAL_READ) in its X-Ethereal-* headers.
 *
 * @example
 * const { data } = await listReferrals(context, { limit: 20 })
 */
export async function listReferrals(
  context: TradingContext,
  parameters: ListReferralsParameters = {},
): Promise<ListReferralsReturnType> {
  const { subaccount: _own, signedAt: _at, signal, ...query } = parameters;
  const { subaccount, headers } = await readHeaders(context, parameters);
  return listReferralsOperation(
    context.transport,
    { ...query, ...(subaccount === undefined ? {} : { subaccount }), headers },
    { signal },
  );
}
