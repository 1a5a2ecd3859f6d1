import { type Address, limits } from "@perpkit/core";
import { DAY_MS } from "./clock.js";
import type { EngineContext } from "./engine-context.js";
import { LinkedSignerStatus } from "./enums.js";
import { forbidden, invalid, notFound, unauthorized } from "./errors.js";
import type { LinkedSigner, Subaccount } from "./records.js";

const INACTIVITY_MS = limits.linkedSigner.inactivityDays * DAY_MS;
const PERIOD_MS = limits.linkedSigner.periodDays * DAY_MS;

/**
 * A subaccount's linked-signer quota, as GET /v1/linked-signer/quota reports it.
 *
 * @example
 * const { linkedSignersUsedInPeriod }: SignerQuota = exchange.signerQuota(subaccountId)
 */
export interface SignerQuota {
  readonly maxLinkedSignersPeriodDays: number;
  readonly maxLinkedSignersInPeriod: number;
  readonly linkedSignersUsedInPeriod: number;
  readonly maxLinkedSignersTotal: number;
  readonly linkedSignersTotal: number;
}

/**
 * Linked signers: link, revoke, extend, refresh, expiry after inactivity.
 *
 * @example
 * exchange.isSignerActive(signer)
 */
export class Signers {
  private readonly bySigner = new Map<Address, LinkedSigner>();
  private readonly bySubaccount = new Map<string, LinkedSigner[]>();

  constructor(private readonly ctx: EngineContext) {}

  /** When a signer expires: the inactivity period after its last activity. */
  expiresAt(signer: LinkedSigner): number {
    return signer.lastActiveAt + INACTIVITY_MS;
  }

  /** Active and not expired. */
  isActive(signer: LinkedSigner): boolean {
    return (
      signer.status === LinkedSignerStatus.ACTIVE && this.ctx.clock.now() < this.expiresAt(signer)
    );
  }

  /** Active but idle for longer than the inactivity period. */
  isExpired(signer: LinkedSigner): boolean {
    return signer.status === LinkedSignerStatus.ACTIVE && !this.isActive(signer);
  }

  /** The record of a signer address, if it was ever linked. */
  get(address: Address): LinkedSigner | undefined {
    return this.bySigner.get(address.toLowerCase() as Address);
  }

  /** A subaccount's signers, oldest first. */
  ofSubaccount(subaccountId: string): readonly LinkedSigner[] {
    return this.bySubaccount.get(subaccountId) ?? [];
  }

  /** The subaccount's quota use. */
  quota(subaccountId: string): SignerQuota {
    const now = this.ctx.clock.now();
    const list = this.ofSubaccount(subaccountId);
    return {
      maxLinkedSignersPeriodDays: limits.linkedSigner.periodDays,
      maxLinkedSignersInPeriod: limits.linkedSigner.perPeriod,
      linkedSignersUsedInPeriod: list.filter((s) => s.createdAt > now - PERIOD_MS).length,
      maxLinkedSignersTotal: limits.linkedSigner.maxTotal,
      linkedSignersTotal: list.filter((s) => s.status !== LinkedSignerStatus.REVOKED).length,
    };
  }

  private announce(signer: LinkedSigner): void {
    if (this.ctx.bus.wants("linkedSigner")) {
      this.ctx.bus.emit({
        type: "linkedSigner",
        time: this.ctx.clock.now(),
        subaccountId: signer.subaccountId,
        signer: { ...signer },
      });
    }
  }

  /** Links `signer` to a subaccount the caller has shown it owns. */
  link(subaccount: Subaccount, signerAddress: Address, name: string | undefined): LinkedSigner {
    const address = signerAddress.toLowerCase() as Address;
    if (address === subaccount.account) throw invalid("the owner cannot be its own linked signer");
    if (this.ctx.contractOwners.has(address)) {
      throw invalid("a linked signer must be a key account, not a contract wallet");
    }
    const existing = this.bySigner.get(address);
    if (existing?.status === LinkedSignerStatus.REVOKED) {
      throw invalid(`signer ${address} was revoked and can never be linked again`);
    }
    if (existing) {
      throw invalid(
        existing.subaccountId === subaccount.id
          ? `signer ${address} is already linked to this subaccount`
          : `signer ${address} is already linked to another subaccount`,
      );
    }
    const quota = this.quota(subaccount.id);
    if (quota.linkedSignersTotal >= quota.maxLinkedSignersTotal) {
      throw forbidden(
        `at most ${quota.maxLinkedSignersTotal} linked signers; revoke one before linking another`,
      );
    }
    if (quota.linkedSignersUsedInPeriod >= quota.maxLinkedSignersInPeriod) {
      throw forbidden(
        `at most ${quota.maxLinkedSignersInPeriod} linked signers per ${quota.maxLinkedSignersPeriodDays} days`,
      );
    }
    const now = this.ctx.clock.now();
    const signer: LinkedSigner = {
      id: this.ctx.random.uuid(),
      signer: address,
      subaccountId: subaccount.id,
      name,
      status: LinkedSignerStatus.ACTIVE,
      createdAt: now,
      linkedAt: now,
      lastActiveAt: now,
      revokedAt: undefined,
      blockNumber: this.ctx.chain.nextBlock(),
    };
    this.bySigner.set(address, signer);
    const list = this.bySubaccount.get(subaccount.id) ?? [];
    list.push(signer);
    this.bySubaccount.set(subaccount.id, list);
    this.announce(signer);
    return signer;
  }

  /** The signer linked to this subaccount, or a 400/404 naming what is wrong. */
  private linkedTo(subaccount: Subaccount, signerAddress: Address): LinkedSigner {
    const signer = this.get(signerAddress);
    if (!signer) throw notFound(`signer ${signerAddress.toLowerCase()} is not linked`);
    if (signer.subaccountId !== subaccount.id) {
      throw invalid(`signer ${signer.signer} is not linked to this subaccount`);
    }
    return signer;
  }

  /** Revokes a signer. `hasRestingOrders` says whether orders it signed still rest. */
  revoke(subaccount: Subaccount, signerAddress: Address, hasRestingOrders: boolean): LinkedSigner {
    const signer = this.linkedTo(subaccount, signerAddress);
    if (signer.status === LinkedSignerStatus.REVOKED) {
      throw invalid(`signer ${signer.signer} is already revoked`);
    }
    if (hasRestingOrders) {
      throw invalid(
        `signer ${signer.signer} still has resting orders; cancel them before revoking it`,
      );
    }
    signer.status = LinkedSignerStatus.REVOKED;
    signer.revokedAt = this.ctx.clock.now();
    this.announce(signer);
    return signer;
  }

  /** Restarts a signer's inactivity period (extend by the signer, refresh by the owner). */
  renew(signer: LinkedSigner): LinkedSigner {
    if (signer.status === LinkedSignerStatus.REVOKED) {
      throw invalid(`signer ${signer.signer} was revoked`);
    }
    signer.lastActiveAt = this.ctx.clock.now();
    this.announce(signer);
    return signer;
  }

  /** Extend: the signer itself restarts its inactivity period. */
  extend(signerAddress: Address): LinkedSigner {
    const signer = this.get(signerAddress);
    if (!signer) throw unauthorized(`${signerAddress.toLowerCase()} is not a linked signer`);
    return this.renew(signer);
  }

  /** Refresh: the owner restarts a signer's inactivity period. */
  refresh(subaccount: Subaccount, signerAddress: Address): LinkedSigner {
    return this.renew(this.linkedTo(subaccount, signerAddress));
  }

  /** Records that a signer was used just now. */
  touch(signer: LinkedSigner): void {
    signer.lastActiveAt = this.ctx.clock.now();
  }
}
