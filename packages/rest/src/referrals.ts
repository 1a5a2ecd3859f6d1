import type {
  AbortError,
  BadRequestError,
  DecodeError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  RateLimitError,
  ServerError,
  SignatureError,
  TimeoutError,
  TransportError,
  UnauthorizedError,
  ValidationError,
} from "@perpkit/core";
import { type AuthData, signAuth } from "@perpkit/signing";
import {
  activateReferral as activateReferralOperation,
  buildGetReferralCodeUsageRequest,
  claimReferralCode as claimReferralCodeOperation,
  type GetReferralSummaryParameters as GetReferralSummaryOperationParameters,
  getReferralSummary as getReferralSummaryOperation,
  type ListReferralsParameters as ListReferralsOperationParameters,
  listReferrals as listReferralsOperation,
} from "./generated/operations.js";
import {
  type ActivateReferralRequest,
  type ClaimReferralCodeRequest,
  EIP712AuthIntent,
  type Referral,
  type ReferralPage,
} from "./generated/types.js";
import { subaccountOf } from "./own-account.js";
import { requireSigner, syncedClock, type TradingContext } from "./trading-context.js";

/**
 * What every referral operation accepts.
 *
 * @example
 * const options: ReferralOptions = { subaccount: "primary" }
 */
export interface ReferralOptions {
  /**
   * The subaccount a linked signer acts for (its name or bytes32); the owner's requests leave it
   * out. A linked-signer client sends its own subaccount by default.
   */
  readonly subaccount?: string | undefined;
  /** A signedAt of your own; by default the server clock's. */
  readonly signedAt?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Parameters of `activateReferral`.
 *
 * @example
 * const { code } = await client.activateReferral({})
 */
export type ActivateReferralParameters = ReferralOptions;

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
 * What `activateReferral`, `claimReferralCode` and `getReferralSummary` resolve to: the referral
 * record of the signing account.
 *
 * @example
 * const { code, codeUsageRemaining }: ReferralReturnType = await client.activateReferral()
 */
export type ReferralReturnType = Referral;

/**
 * What can go wrong in a referral operation: a bad input before signing, a signer failure, or
 * the exchange's refusal.
 *
 * @example
 * try { await client.claimReferralCode({ code }) } catch (e) { const error = e as ReferralErrorType }
 */
export type ReferralErrorType =
  | ValidationError
  | SignatureError
  | BadRequestError
  | UnauthorizedError
  | ForbiddenError
  | NotFoundError
  | RateLimitError
  | ServerError
  | HttpError
  | TimeoutError
  | TransportError
  | AbortError
  | DecodeError;

/** The EIP712Auth header names a signed read carries (the live document's names). */
const AUTH_SCHEME = "EIP712Auth";

/** Signs an EIP712Auth message of `intent` with the client's signer. */
async function authorise(
  context: TradingContext,
  intent: number,
  parameters: ReferralOptions,
  extra: Pick<AuthData, "code"> = {},
) {
  const signer = requireSigner(context);
  const subaccount =
    parameters.subaccount !== undefined || context.isLinkedSigner
      ? await subaccountOf(context, parameters.subaccount, "subaccount", parameters.signal)
      : undefined;
  const clock = await syncedClock(context);
  const now = clock.now();
  const signedAt = parameters.signedAt ?? clock.signedAt();
  const domain = await context.getSigningDomain();
  const data: AuthData = {
    sender: signer.address,
    intent,
    signedAt,
    ...(subaccount === undefined ? {} : { subaccount }),
    ...extra,
  };
  return { subaccount, signed: await signAuth({ domain, data, signer, now }) };
}

/** The X-Ethereal-* headers of a signed read. */
async function readHeaders(context: TradingContext, parameters: ReferralOptions) {
  const { subaccount, signed } = await authorise(
    context,
    EIP712AuthIntent.REFERRAL_READ,
    parameters,
  );
  return {
    subaccount,
    headers: {
      "X-Ethereal-Auth": AUTH_SCHEME,
      "X-Ethereal-Sender": signed.data.sender,
      "X-Ethereal-Signature": signed.signature,
      "X-Ethereal-Intent": EIP712AuthIntent.REFERRAL_READ,
      "X-Ethereal-SignedAt": String(signed.data.signedAt),
    },
  };
}

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
): Promise<ReferralReturnType> {
  const { signed } = await authorise(context, EIP712AuthIntent.REFERRAL_ACTIVATION, parameters, {});
  // The live body requires the subaccount: the owner's own when it is not a linked signer.
  const data = {
    ...signed.data,
    subaccount:
      signed.data.subaccount ??
      (await subaccountOf(context, undefined, "subaccount", parameters.signal)),
  };
  const body = { data, signature: signed.signature } as ActivateReferralRequest;
  return activateReferralOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}

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
): Promise<ReferralReturnType> {
  // The live document states what a code is once, for the code usage path; the same rule.
  buildGetReferralCodeUsageRequest({ code: parameters.code });
  const { signed } = await authorise(context, EIP712AuthIntent.REFERRAL_CLAIM, parameters, {
    code: parameters.code,
  });
  const { subaccount: _unsigned, ...data } = signed.data;
  const body = {
    data: { ...data, code: parameters.code },
    signature: signed.signature,
  } as ClaimReferralCodeRequest;
  return claimReferralCodeOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}

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
): Promise<ReferralPage> {
  const { subaccount: _own, signedAt: _at, signal, ...query } = parameters;
  const { subaccount, headers } = await readHeaders(context, parameters);
  return listReferralsOperation(
    context.transport,
    { ...query, ...(subaccount === undefined ? {} : { subaccount }), headers },
    { signal },
  );
}

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
): Promise<ReferralReturnType> {
  const { subaccount, headers } = await readHeaders(context, parameters);
  return getReferralSummaryOperation(
    context.transport,
    { ...(subaccount === undefined ? {} : { subaccount }), headers },
    { signal: parameters.signal },
  );
}
