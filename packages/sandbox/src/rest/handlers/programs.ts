import { type Address, formatDecimal, type Hex } from "@perpkit/core";
import { EIP712AuthIntent } from "@perpkit/rest";
import { type Exchange, invalid, notFound } from "../../engine/index.js";
import { present } from "../../wire/rest-records.js";
import { verifyAuth } from "../auth.js";
import type { HandlerTools } from "../handler-context.js";
import { paginate } from "../pagination.js";
import { type Referral, referralsOf } from "../referrals.js";
import type { SomeHandlers, SuccessOf } from "./types.js";

/** The value of the X-Ethereal-Auth header of a signed read. */
const AUTH_SCHEME = "EIP712Auth";

function referralRecord(referral: Referral): SuccessOf<"getReferralSummary"> {
  return {
    id: referral.id,
    referee: referral.referee,
    ...present("code", referral.code),
    codeUsageRemaining: referral.codeUsageRemaining,
    // The sandbox runs no points program.
    refereeTotalPoints: formatDecimal(0n),
    ...present("referrer", referral.referrer),
    createdAt: referral.createdAt,
  };
}

function requireIntent(intent: number, expected: number, name: string): void {
  if (intent !== expected)
    throw invalid(`data.intent must be ${expected} (${name}), got ${intent}`);
}

/**
 * The address a referral request acts for: the sender, or with `subaccount` the owner of the
 * subaccount the sender trades for (a linked signer acts for its owner).
 */
function actingAddress(exchange: Exchange, sender: Address, subaccount: unknown): Address {
  if (subaccount === undefined) return sender;
  return exchange.trader(sender, subaccount as Hex).subaccount.account;
}

/** Checks the X-Ethereal-* headers of a signed read and returns the address it acts for. */
async function signedReader(
  ctx: HandlerTools & { readonly headers: Readonly<Record<string, string>> },
  subaccount: unknown,
): Promise<Address> {
  const h = ctx.headers;
  if (h["x-ethereal-auth"] !== AUTH_SCHEME) {
    throw invalid(`headers.X-Ethereal-Auth must be ${AUTH_SCHEME}`);
  }
  const sender = h["x-ethereal-sender"] as Address;
  const intent = Number(h["x-ethereal-intent"]);
  const signedAt = Number(h["x-ethereal-signedat"]);
  if (!Number.isSafeInteger(signedAt)) {
    throw invalid("headers.X-Ethereal-SignedAt must be Unix seconds");
  }
  requireIntent(intent, EIP712AuthIntent.REFERRAL_READ, "REFERRAL_READ");
  await verifyAuth(
    ctx,
    { sender, intent, signedAt },
    h["x-ethereal-signature"] ?? "",
    "headers.X-Ethereal-Signature",
  );
  return actingAddress(ctx.exchange, sender, subaccount);
}

/**
 * The referral program (activate, claim, read, code usage) and the points reads. The sandbox
 * runs no points program: its points answers are empty or zero.
 *
 * @example
 * await programHandlers.activateReferral(ctx) // { body: { code, codeUsageRemaining, ... } }
 */
export const programHandlers: SomeHandlers<
  | "activateReferral"
  | "claimReferralCode"
  | "listReferrals"
  | "getReferralSummary"
  | "getReferralCodeUsage"
  | "listPointsPeriods"
  | "listPointsSeasonSummaries"
  | "getTotalPoints"
> = {
  activateReferral: async (ctx) => {
    const { data, signature } = ctx.body;
    requireIntent(data.intent, EIP712AuthIntent.REFERRAL_ACTIVATION, "REFERRAL_ACTIVATION");
    const sender = data.sender as Address;
    await verifyAuth(ctx, data, signature);
    // Charged once the signature proves the account, so no one spends another's points.
    ctx.chargeAccount(sender);
    const account = actingAddress(ctx.exchange, sender, data.subaccount);
    const referral = referralsOf(ctx.exchange).activate(account, ctx.exchange.now());
    return { body: referralRecord(referral) };
  },

  claimReferralCode: async (ctx) => {
    const { data, signature } = ctx.body;
    requireIntent(data.intent, EIP712AuthIntent.REFERRAL_CLAIM, "REFERRAL_CLAIM");
    const sender = data.sender as Address;
    await verifyAuth(ctx, data, signature);
    ctx.chargeAccount(sender);
    const referral = referralsOf(ctx.exchange).claim(sender, data.code, ctx.exchange.now());
    return { body: referralRecord(referral) };
  },

  listReferrals: async (ctx) => {
    const account = await signedReader(ctx, ctx.params.subaccount);
    const list = referralsOf(ctx.exchange).referredBy(account);
    return { body: paginate(list, ctx.params, referralRecord) };
  },

  getReferralSummary: async (ctx) => {
    const account = await signedReader(ctx, ctx.params.subaccount);
    const referral = referralsOf(ctx.exchange).of(account);
    if (!referral) throw notFound(`${account.toLowerCase()} has no referral record`);
    return { body: referralRecord(referral) };
  },

  getReferralCodeUsage: ({ exchange, params }) => {
    const usage = referralsOf(exchange).usage(params.code);
    if (!usage) throw notFound(`referral code ${params.code} not found`);
    return { body: usage };
  },

  listPointsPeriods: () => ({ body: { data: [] } }),

  listPointsSeasonSummaries: () => ({ body: { data: [] } }),

  getTotalPoints: () => ({ body: { totalPoints: "0", referralPoints: "0" } }),
};
