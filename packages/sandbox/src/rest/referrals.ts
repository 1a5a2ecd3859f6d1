import type { Address } from "@perpkit/core";
import { type Exchange, invalid, notFound, stableUuid } from "../engine/index.js";

/**
 * How many times a referral code may be claimed in the sandbox. The interface states no figure;
 * the live service serves its own in `codeUsageRemaining`.
 */
const USES_PER_CODE = 5;

/**
 * One address's referral standing: its own code once activated, and who referred it.
 *
 * @example
 * const referral: Referral | undefined = referralsOf(exchange).of(address)
 */
export interface Referral {
  readonly id: string;
  /** The address this record is about, lower case. */
  readonly referee: Address;
  code: string | undefined;
  codeUsageRemaining: number;
  referrer: Address | undefined;
  readonly createdAt: number;
}

/**
 * The sandbox's referral program: an address activates to get a code others may claim.
 *
 * @example
 * const referrals = new Referrals()
 * referrals.activate(owner, Date.now()).code // "3F2A…" (12 characters)
 */
export class Referrals {
  private readonly byAddress = new Map<Address, Referral>();
  private readonly owners = new Map<string, Address>();

  /** The record of an address, if it has one. */
  of(address: Address): Referral | undefined {
    return this.byAddress.get(address.toLowerCase() as Address);
  }

  private ensure(address: Address, now: number): Referral {
    const key = address.toLowerCase() as Address;
    let referral = this.byAddress.get(key);
    if (!referral) {
      referral = {
        id: stableUuid(`referral:${key}`),
        referee: key,
        code: undefined,
        codeUsageRemaining: 0,
        referrer: undefined,
        createdAt: now,
      };
      this.byAddress.set(key, referral);
    }
    return referral;
  }

  /** Gives an address its code; an address activates once (400 after). */
  activate(address: Address, now: number): Referral {
    const referral = this.ensure(address, now);
    if (referral.code !== undefined) throw invalid(`${referral.referee} is already activated`);
    // A code is 12 capital letters and digits, derived from the address so runs repeat.
    referral.code = stableUuid(`referral-code:${referral.referee}`)
      .replace(/-/g, "")
      .slice(0, 12)
      .toUpperCase();
    referral.codeUsageRemaining = USES_PER_CODE;
    this.owners.set(referral.code, referral.referee);
    return referral;
  }

  /** Makes the code's owner the referrer of `address`: once per address, never its own code. */
  claim(address: Address, code: string, now: number): Referral {
    const owner = this.owners.get(code);
    if (owner === undefined) throw notFound(`referral code ${code} not found`);
    const referral = this.ensure(address, now);
    if (owner === referral.referee) throw invalid("an address may not claim its own code");
    if (referral.referrer !== undefined) {
      throw invalid(`${referral.referee} already claimed a referral code`);
    }
    const source = this.byAddress.get(owner) as Referral;
    if (source.codeUsageRemaining <= 0) throw invalid(`referral code ${code} has no uses left`);
    source.codeUsageRemaining -= 1;
    referral.referrer = owner;
    return referral;
  }

  /** The records of the addresses `address` referred. */
  referredBy(address: Address): Referral[] {
    const key = address.toLowerCase();
    return [...this.byAddress.values()].filter((r) => r.referrer === key);
  }

  /** How many claims a code has left, if the code exists. */
  usage(code: string): { code: string; remainingUsage: number } | undefined {
    const owner = this.owners.get(code);
    const source = owner === undefined ? undefined : this.byAddress.get(owner);
    return source ? { code, remainingUsage: source.codeUsageRemaining } : undefined;
  }
}

const programs = new WeakMap<Exchange, Referrals>();

/**
 * The referral program of one sandbox exchange.
 *
 * @example
 * referralsOf(exchange).of(owner)?.code
 */
export function referralsOf(exchange: Exchange): Referrals {
  let referrals = programs.get(exchange);
  if (!referrals) {
    referrals = new Referrals();
    programs.set(exchange, referrals);
  }
  return referrals;
}
