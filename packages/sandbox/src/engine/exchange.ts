import { type Address, formatDecimal, type Hex } from "@perpkit/core";
import { Accounts } from "./accounts.js";
import { followClock } from "./clock.js";
import { invalid, notFound, unauthorized } from "./errors.js";
import type { SandboxEventBus } from "./events.js";
import { type ExchangeOptions, engineContext } from "./exchange-options.js";
import { ExchangeReads } from "./exchange-reads.js";
import { Funding } from "./funding.js";
import { MAX_FUNDING_RATE } from "./funding-rates.js";
import { Liquidation } from "./liquidation.js";
import { Matching } from "./matching.js";
import { UsedNonces } from "./nonces.js";
import type { NewOrder } from "./order-rules.js";
import { type CancelOutcome, type OrderPreview, Orders } from "./orders.js";
import { Positions } from "./positions.js";
import type { Token } from "./products.js";
import type { LinkedSigner, Order, Subaccount, Transfer } from "./records.js";
import { Retention } from "./retention.js";
import { Signers } from "./signers.js";
import { StopOrders } from "./stops.js";
import { ownedSubaccountOf, type Trader, traderOf } from "./traders.js";
import { type PlaceOrderOutcome, TradingState } from "./trading-state.js";

export type { ExchangeOptions } from "./exchange-options.js";
export type { Trader } from "./traders.js";

/**
 * Which nonce space a signed message uses: nonces are unique per sender and message type.
 *
 * @example
 * exchange.isNonceUsed(sender, "TradeOrder", nonce)
 */
export type NonceKind = string;

/** Real milliseconds between retention passes. */
const RETENTION_EVERY_REAL_MS = 1_000;

/**
 * The sandbox exchange engine without HTTP, behind one port: commands (place and cancel orders,
 * deposit, withdraw, link signers, set oracle prices) and queries (`ExchangeReads`), and the
 * clock-driven transitions (expiry, deposit confirmation, withdrawal finalisation). Requests reach
 * it already parsed and authenticated; it enforces every rule that depends on state. Each command
 * goes to the one part that carries it out: orders, liquidation, accounts or signers.
 *
 * @example
 * const exchange = createExchange({ clock: createClock({ frozen: true }) })
 * exchange.events.on("trade", (e) => console.log(e.symbol, e.trade.price))
 */
export class Exchange extends ExchangeReads {
  readonly events: SandboxEventBus;
  private retainedAt = 0;
  private readonly nonces = new UsedNonces();
  private readonly placement: Orders;
  private readonly liquidation: Liquidation;
  private readonly fundingTimes: Funding;
  private readonly stopClock: () => void;

  constructor(options: ExchangeOptions = {}) {
    const ctx = engineContext(options);
    const state = new TradingState(ctx, new Accounts(ctx));
    super(
      state,
      new Signers(ctx),
      new Retention(state.records(), options.retention, options.onPrune),
      options.archive,
    );
    this.events = ctx.bus;
    const positions = new Positions(state);
    const matching = new Matching(state, positions);
    const stops = new StopOrders(state, matching);
    this.placement = new Orders(state, this, matching, stops);
    this.liquidation = new Liquidation(state, this, positions, stops);
    this.fundingTimes = new Funding(state, ctx.fundingRates, (productId) =>
      this.liquidation.checkLiquidations(productId),
    );
    this.stopClock = followClock(ctx.clock, options.tickIntervalMs ?? 50, (t) => this.tick(t));
  }

  /** Stops following the clock. */
  dispose(): void {
    this.stopClock();
  }

  /**
   * Runs everything that is due: order expiry, deposit confirmations, withdrawal finalisation,
   * funding.
   */
  tick(now: number = this.ctx.clock.now()): void {
    this.placement.tick(now);
    this.accounts.tick(now);
    this.fundingTimes.tick(now);
    this.nonces.prune(now);
    const real = performance.now();
    if (real - this.retainedAt >= RETENTION_EVERY_REAL_MS) this.retain(now, real);
  }

  /**
   * Lets finished history beyond the retention leave memory now; the next pass that
   * {@link tick} runs by itself comes a second (of real time) later.
   */
  retain(now: number = this.ctx.clock.now(), real: number = performance.now()): void {
    this.retainedAt = real;
    this.retention.run(now);
  }

  /** The earliest time something is due, for a timer that calls {@link tick}. */
  nextDue(): number {
    let due = this.fundingTimes.nextDue();
    for (const at of [this.placement.nextDue(), this.accounts.nextDue()]) {
      if (at !== undefined && at < due) due = at;
    }
    return due;
  }

  // ---- authentication helpers ---------------------------------------------------------------

  /**
   * True when a signature recovered to `recovered` speaks for `sender`: the same address, or a
   * key registered for `sender` as a contract wallet (EIP-1271).
   */
  speaksFor(sender: Address, recovered: Address): boolean {
    const s = sender.toLowerCase() as Address;
    const r = recovered.toLowerCase() as Address;
    return s === r || (this.ctx.contractOwners.get(s)?.has(r) ?? false);
  }

  /** True when `address` is a registered contract wallet. */
  isContract(address: Address): boolean {
    return this.ctx.contractOwners.has(address.toLowerCase() as Address);
  }

  /** True when `nonce` was already used by `sender` for this message type. */
  isNonceUsed(sender: Address, kind: NonceKind, nonce: bigint): boolean {
    return this.nonces.has(sender, kind, nonce);
  }

  /** Records a nonce as used. */
  useNonce(sender: Address, kind: NonceKind, nonce: bigint): void {
    this.nonces.use(sender, kind, nonce, this.ctx.clock.now());
  }

  /**
   * Works out which subaccount a trading request acts on: `sender`'s own subaccount of that name,
   * or the subaccount `sender` is linked to as a signer. A linked signer must be active, not
   * expired, and linked to a subaccount of that name (400 otherwise).
   */
  trader(sender: Address, subaccountName: Hex): Trader {
    return traderOf(this.accounts, this.signers, sender, subaccountName);
  }

  /** Records a linked signer's activity after a successful request. */
  touch(trader: Trader): void {
    if (trader.signer) this.signers.touch(trader.signer);
  }

  /**
   * A subaccount by id that `sender` owns. 404 for an unknown id; 401 when `sender` is not the
   * owner; 400 when `name` (if given) is not the subaccount's name.
   */
  ownedSubaccount(subaccountId: string, sender: Address, name?: Hex): Subaccount {
    return ownedSubaccountOf(this.accounts, subaccountId, sender, name);
  }

  // ---- operations ---------------------------------------------------------------------------

  /**
   * Places an order for an authorised trader: checks the interface's rules (400), the open-order
   * and position limits (400) and margin (422 InsufficientBalance), then creates it and matches
   * it. An order that is created and then rejected (post-only that would cross, unfilled IOC or
   * FOK, reduce-only that would increase, market order past its slippage bound) comes back with
   * status REJECTED and the reason as `result`.
   */
  placeOrder(order: NewOrder): PlaceOrderOutcome {
    return this.placement.place(order);
  }

  /**
   * Checks an order against every rule a submission meets before it is created (400s, and 422
   * InsufficientBalance) and says what margin it needs, without placing it.
   */
  previewOrder(order: NewOrder): OrderPreview {
    return this.placement.preview(order);
  }

  /**
   * Cancels orders of one subaccount by id and by client order id. Each attempt gets its own
   * result; a missing or finished order is reported, never an error.
   */
  cancelOrders(
    subaccount: Subaccount,
    orderIds: readonly string[],
    clientOrderIds: readonly string[],
  ): CancelOutcome[] {
    return this.placement.cancel(subaccount, orderIds, clientOrderIds);
  }

  /**
   * Takes `quantity` off a resting order, keeping its place in the queue (a partial cancel, for
   * the sandbox's own participants: no request of the interface does this).
   */
  shrinkOrder(order: Order, quantity: bigint): void {
    this.placement.shrink(order, quantity);
  }

  /**
   * Adds `quantity` to a resting order, keeping its place in the queue (for the sandbox's own
   * participants: no request of the interface does this).
   */
  growOrder(order: Order, quantity: bigint): void {
    this.placement.grow(order, quantity);
  }

  /**
   * Places the sandbox's own resting liquidity (a replay's recorded book): created and matched
   * like any order, without the submission's rules, limits and margin check.
   */
  placeLiquidity(order: NewOrder): PlaceOrderOutcome {
    return this.placement.placeLiquidity(order);
  }

  /**
   * The faucet: simulates an onchain deposit to `account`'s subaccount `subaccount` (bytes32),
   * creating the subaccount on its first deposit.
   */
  deposit(input: {
    readonly account: Address;
    readonly subaccount: Hex;
    readonly amount: bigint;
    readonly token?: Token;
  }): { subaccount: Subaccount; transfer: Transfer } {
    return this.accounts.deposit({ ...input, token: input.token ?? this.ctx.collateral });
  }

  /**
   * Withdraws for the owner of `account`'s subaccount `subaccount`: linked signers never
   * withdraw (401), at most the available amount (400), at most 10 a day (429).
   */
  withdraw(input: {
    readonly account: Address;
    readonly subaccount: Hex;
    readonly token: Token;
    readonly amount: bigint;
    readonly digest: Hex;
    readonly lzDestinationAddress?: Hex | undefined;
    readonly lzDestinationEid?: number | undefined;
  }): Transfer {
    const subaccount = this.accounts.find(input.account, input.subaccount);
    if (!subaccount) {
      if (this.signers.get(input.account)) {
        throw unauthorized("a linked signer can never withdraw; the owner must sign");
      }
      throw notFound(`subaccount ${input.subaccount} of ${input.account.toLowerCase()} not found`);
    }
    const { token, amount } = input;
    if (!token.withdrawEnabled) throw invalid(`withdrawals of ${token.name} are disabled`);
    if (amount <= 0n) throw invalid("amount must be greater than 0");
    if (amount <= token.withdrawFee) throw invalid("amount must be more than the withdrawal fee");
    const available =
      token.id === this.ctx.collateral.id
        ? this.margin(subaccount.id).available
        : this.accounts.amount(subaccount.id, token.id);
    if (amount > available) throw invalid("amount is more than the available balance");
    this.accounts.checkWithdrawalQuota(subaccount.account);
    return this.accounts.withdraw({
      subaccount,
      token,
      amount,
      digest: input.digest,
      lzDestinationAddress: input.lzDestinationAddress,
      lzDestinationEid: input.lzDestinationEid,
    });
  }

  /** Links a signer for the owner of `subaccountId`. */
  linkSigner(input: {
    readonly subaccountId: string;
    readonly sender: Address;
    readonly subaccount: Hex;
    readonly signer: Address;
    readonly name?: string | undefined;
  }): LinkedSigner {
    const subaccount = this.ownedSubaccount(input.subaccountId, input.sender, input.subaccount);
    return this.signers.link(subaccount, input.signer, input.name);
  }

  /** Revokes a signer; refused while orders it signed still rest. */
  revokeSigner(input: {
    readonly subaccountId: string;
    readonly sender: Address;
    readonly subaccount: Hex;
    readonly signer: Address;
  }): LinkedSigner {
    const subaccount = this.ownedSubaccount(input.subaccountId, input.sender, input.subaccount);
    return this.signers.revoke(
      subaccount,
      input.signer,
      this.placement.hasOpenOrdersBy(subaccount.id, input.signer),
    );
  }

  /** The signer restarts its own inactivity period. */
  extendSigner(signer: Address): LinkedSigner {
    return this.signers.extend(signer);
  }

  /** The owner restarts a signer's inactivity period. */
  refreshSigner(input: {
    readonly subaccountId: string;
    readonly sender: Address;
    readonly subaccount?: Hex | undefined;
    readonly signer: Address;
  }): LinkedSigner {
    const subaccount = this.ownedSubaccount(input.subaccountId, input.sender, input.subaccount);
    return this.signers.refresh(subaccount, input.signer);
  }

  /**
   * Sets (or clears, with `undefined`) the hourly funding rate a market's next funding times
   * charge where the `fundingRates` option sets none: a replay sets each recorded ticker's
   * `fr1h`. A rate of size 1 or more is a 400.
   */
  setFundingRate(productId: string, rate: bigint | undefined): void {
    if (!this.ctx.products.has(productId)) throw notFound(`product ${productId} not found`);
    if (rate !== undefined && (rate >= MAX_FUNDING_RATE || rate <= -MAX_FUNDING_RATE)) {
      throw invalid(`rate is ${formatDecimal(rate)}: an hourly rate must be above -1 and below 1`);
    }
    this.fundingTimes.setRate(productId, rate);
  }

  /** Sets or clears a product's oracle price (mark price, stops, liquidations). */
  setOraclePrice(productId: string, price: bigint | undefined): void {
    if (!this.ctx.products.has(productId)) throw notFound(`product ${productId} not found`);
    this.liquidation.setOraclePrice(productId, price);
  }
}

/**
 * Creates a sandbox exchange engine.
 *
 * @example
 * const exchange = createExchange({ seed: 1, clock: createClock({ frozen: true }) })
 */
export function createExchange(options: ExchangeOptions = {}): Exchange {
  return new Exchange(options);
}
