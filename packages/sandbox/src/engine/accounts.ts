import { type Address, formatDecimal, type Hex, limits } from "@perpkit/core";
import { DAY_MS } from "./clock.js";
import type { EngineContext } from "./engine-context.js";
import { RateLimitType, TransferStatus, TransferType } from "./enums.js";
import { ExchangeError, invalid, notFound } from "./errors.js";
import { MinHeap } from "./heap.js";
import type { Token } from "./products.js";
import type { Subaccount, Transfer } from "./records.js";

/**
 * A deposit as the faucet takes it.
 *
 * @example
 * accounts.deposit({ account, subaccount: encodeSubaccountName("primary"), token: exchange.collateral, amount: 10n ** 12n })
 */
export interface DepositInput {
  readonly account: Address;
  /** bytes32 subaccount name. */
  readonly subaccount: Hex;
  readonly token: Token;
  readonly amount: bigint;
}

/**
 * A withdrawal the exchange has authorised and checked against available funds.
 *
 * @example
 * accounts.withdraw({ subaccount, token, amount: 10n ** 9n, digest, lzDestinationAddress: undefined, lzDestinationEid: undefined })
 */
export interface WithdrawalInput {
  readonly subaccount: Subaccount;
  readonly token: Token;
  readonly amount: bigint;
  readonly digest: Hex;
  readonly lzDestinationAddress: Hex | undefined;
  readonly lzDestinationEid: number | undefined;
}

/**
 * Subaccounts, token balances, deposits and withdrawals.
 *
 * @example
 * exchange.subaccountsOf("0xdeadbeef00000000000000000000000000000000")
 */
export class Accounts {
  private readonly byId = new Map<string, Subaccount>();
  private readonly byOwnerName = new Map<string, Subaccount>();
  private readonly byOwner = new Map<Address, Subaccount[]>();
  private readonly amounts = new Map<string, Map<string, bigint>>();
  private readonly balanceTimes = new Map<string, number>();
  private readonly transfersById = new Map<string, Transfer>();
  private readonly transfersBySubaccount = new Map<string, Transfer[]>();
  private readonly due = new MinHeap<Transfer>();
  private readonly withdrawalTimes = new Map<Address, number[]>();

  constructor(private readonly ctx: EngineContext) {}

  /** A subaccount by id. */
  get(id: string): Subaccount | undefined {
    return this.byId.get(id);
  }

  /** A subaccount by owner and bytes32 name. */
  find(account: Address, name: Hex): Subaccount | undefined {
    return this.byOwnerName.get(`${account.toLowerCase()}:${name.toLowerCase()}`);
  }

  /** Every subaccount of an owner, oldest first. */
  ofAccount(account: Address): readonly Subaccount[] {
    return this.byOwner.get(account.toLowerCase() as Address) ?? [];
  }

  /** Every subaccount, oldest first. */
  all(): IterableIterator<Subaccount> {
    return this.byId.values();
  }

  /** The amount of a token a subaccount holds. */
  amount(subaccountId: string, tokenId: string): bigint {
    return this.amounts.get(subaccountId)?.get(tokenId) ?? 0n;
  }

  /** When a subaccount's balances last changed. */
  balanceUpdatedAt(subaccountId: string): number {
    return this.balanceTimes.get(subaccountId) ?? this.byId.get(subaccountId)?.createdAt ?? 0;
  }

  /** Adds `delta` (may be negative) to a balance. */
  credit(subaccountId: string, tokenId: string, delta: bigint): void {
    let map = this.amounts.get(subaccountId);
    if (!map) {
      map = new Map();
      this.amounts.set(subaccountId, map);
    }
    map.set(tokenId, (map.get(tokenId) ?? 0n) + delta);
    this.balanceTimes.set(subaccountId, this.ctx.clock.now());
  }

  /** Tokens a subaccount has held, in configuration order. */
  heldTokens(subaccountId: string): Token[] {
    const map = this.amounts.get(subaccountId);
    return [...this.ctx.tokens.values()].filter((t) => t === this.ctx.collateral || map?.has(t.id));
  }

  private create(account: Address, name: Hex): Subaccount {
    const subaccount: Subaccount = {
      id: this.ctx.random.uuid(),
      account: account.toLowerCase() as Address,
      name: name.toLowerCase() as Hex,
      blockNumber: this.ctx.chain.nextBlock(),
      createdAt: this.ctx.clock.now(),
    };
    this.byId.set(subaccount.id, subaccount);
    this.byOwnerName.set(`${subaccount.account}:${subaccount.name}`, subaccount);
    const owned = this.byOwner.get(subaccount.account) ?? [];
    owned.push(subaccount);
    this.byOwner.set(subaccount.account, owned);
    return subaccount;
  }

  private record(transfer: Transfer): void {
    this.transfersById.set(transfer.id, transfer);
    const list = this.transfersBySubaccount.get(transfer.subaccountId) ?? [];
    list.push(transfer);
    this.transfersBySubaccount.set(transfer.subaccountId, list);
  }

  private announce(transfer: Transfer): void {
    if (this.ctx.bus.wants("tokenTransfer")) {
      this.ctx.bus.emit({
        type: "tokenTransfer",
        time: this.ctx.clock.now(),
        subaccountId: transfer.subaccountId,
        transfer: { ...transfer },
      });
    }
  }

  private advance(transfer: Transfer, status: Transfer["status"]): void {
    transfer.status = status;
    transfer.updatedAt = this.ctx.clock.now();
    this.announce(transfer);
  }

  /**
   * Simulates an onchain deposit: the transaction is submitted, the indexer picks it up
   * (PENDING), and after the confirmation delay the funds are credited (COMPLETED). The first
   * deposit to a subaccount name creates the subaccount.
   */
  deposit(input: DepositInput): { subaccount: Subaccount; transfer: Transfer } {
    const { token, amount } = input;
    if (!token.depositEnabled) throw invalid(`deposits of ${token.name} are disabled`);
    if (amount <= 0n) throw invalid("amount must be greater than 0");
    if (amount < token.minDeposit) {
      throw invalid(`amount is below the minimum deposit of ${formatDecimal(token.minDeposit)}`);
    }
    const subaccount =
      this.find(input.account, input.subaccount) ?? this.create(input.account, input.subaccount);
    const now = this.ctx.clock.now();
    const transfer: Transfer = {
      id: this.ctx.random.uuid(),
      type: TransferType.DEPOSIT,
      status: TransferStatus.SUBMITTED,
      subaccountId: subaccount.id,
      subaccount: subaccount.name,
      account: subaccount.account,
      tokenId: token.id,
      tokenAddress: token.address,
      tokenName: token.name,
      amount,
      fee: token.depositFee,
      initiatedBlockNumber: this.ctx.chain.nextBlock(),
      finalizedBlockNumber: undefined,
      initiatedTransactionHash: this.ctx.chain.txHash(),
      finalizedTransactionHash: undefined,
      digest: undefined,
      lzDestinationAddress: undefined,
      lzDestinationEid: undefined,
      createdAt: now,
      updatedAt: now,
      dueAt: undefined,
    };
    this.record(transfer);
    this.announce(transfer);
    this.advance(transfer, TransferStatus.PENDING);
    if (this.ctx.depositConfirmationMs <= 0) this.completeDeposit(transfer);
    else this.schedule(transfer, now + this.ctx.depositConfirmationMs);
    return { subaccount, transfer };
  }

  private completeDeposit(transfer: Transfer): void {
    const credited = transfer.amount - transfer.fee;
    this.credit(transfer.subaccountId, transfer.tokenId, credited > 0n ? credited : 0n);
    transfer.finalizedBlockNumber = this.ctx.chain.nextBlock();
    transfer.finalizedTransactionHash = this.ctx.chain.txHash();
    transfer.dueAt = undefined;
    this.advance(transfer, TransferStatus.COMPLETED);
  }

  private schedule(transfer: Transfer, at: number): void {
    transfer.dueAt = at;
    this.due.push(at, transfer);
  }

  /** Refuses an 11th withdrawal within a day for one account (429 RATE_LIMIT_WITHDRAW). */
  checkWithdrawalQuota(account: Address): void {
    const now = this.ctx.clock.now();
    const times = (this.withdrawalTimes.get(account) ?? []).filter((t) => t > now - DAY_MS);
    this.withdrawalTimes.set(account, times);
    const perDay = limits.withdraw.perDay;
    if (times.length >= perDay) {
      const retryAfterMs = (times[0] as number) + DAY_MS - now;
      throw new ExchangeError(429, `at most ${perDay} withdrawals per day`, {
        rateLimitType: RateLimitType.RATE_LIMIT_WITHDRAW,
        retryAfterMs,
        limit: perDay,
        remaining: 0,
      });
    }
  }

  /**
   * Records a withdrawal: the amount leaves the subaccount at once, the request is relayed
   * onchain (PENDING), and it is finalised (COMPLETED) after the lockout.
   */
  withdraw(input: WithdrawalInput): Transfer {
    const { subaccount, token } = input;
    const now = this.ctx.clock.now();
    const times = this.withdrawalTimes.get(subaccount.account) ?? [];
    times.push(now);
    this.withdrawalTimes.set(subaccount.account, times);
    this.credit(subaccount.id, token.id, -input.amount);
    const transfer: Transfer = {
      id: this.ctx.random.uuid(),
      type: TransferType.WITHDRAW,
      status: TransferStatus.SUBMITTED,
      subaccountId: subaccount.id,
      subaccount: subaccount.name,
      account: subaccount.account,
      tokenId: token.id,
      tokenAddress: token.address,
      tokenName: token.name,
      amount: input.amount,
      fee: token.withdrawFee,
      initiatedBlockNumber: undefined,
      finalizedBlockNumber: undefined,
      initiatedTransactionHash: undefined,
      finalizedTransactionHash: undefined,
      digest: input.digest,
      lzDestinationAddress: input.lzDestinationAddress,
      lzDestinationEid: input.lzDestinationEid,
      createdAt: now,
      updatedAt: now,
      dueAt: undefined,
    };
    this.record(transfer);
    this.announce(transfer);
    transfer.initiatedBlockNumber = this.ctx.chain.nextBlock();
    transfer.initiatedTransactionHash = this.ctx.chain.txHash();
    this.advance(transfer, TransferStatus.PENDING);
    if (this.ctx.withdrawalLockoutMs <= 0) this.finalizeWithdrawal(transfer);
    else this.schedule(transfer, now + this.ctx.withdrawalLockoutMs);
    return transfer;
  }

  private finalizeWithdrawal(transfer: Transfer): void {
    transfer.finalizedBlockNumber = this.ctx.chain.nextBlock();
    transfer.finalizedTransactionHash = this.ctx.chain.txHash();
    transfer.dueAt = undefined;
    this.advance(transfer, TransferStatus.COMPLETED);
  }

  /** A transfer by id. */
  transfer(id: string): Transfer | undefined {
    return this.transfersById.get(id);
  }

  /** A subaccount's deposits and withdrawals, oldest first. */
  transfers(subaccountId: string): readonly Transfer[] {
    if (!this.byId.has(subaccountId)) throw notFound(`subaccount ${subaccountId} not found`);
    return this.transfersBySubaccount.get(subaccountId) ?? [];
  }

  /** Completes deposits and finalises withdrawals that are due. */
  tick(now: number): void {
    while ((this.due.peekKey() ?? Number.POSITIVE_INFINITY) <= now) {
      const transfer = this.due.pop() as Transfer;
      if (transfer.dueAt === undefined) continue;
      if (transfer.type === TransferType.DEPOSIT) this.completeDeposit(transfer);
      else this.finalizeWithdrawal(transfer);
    }
  }

  /** Earliest time a transfer changes status, if one is pending. */
  nextDue(): number | undefined {
    return this.due.peekKey();
  }
}
