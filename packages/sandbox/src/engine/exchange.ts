import type { Address, Hex } from "@perpkit/core";
import { Accounts } from "./accounts.js";
import type { SandboxClock } from "./clock.js";
import type { EngineContext } from "./engine-context.js";
import { invalid, notFound, unauthorized } from "./errors.js";
import type { SandboxEventBus } from "./events.js";
import { type ExchangeOptions, engineContext } from "./exchange-options.js";
import { UsedNonces } from "./nonces.js";
import type { Product, Token } from "./products.js";
import type { LinkedSigner, Order, Subaccount, Transfer } from "./records.js";
import { Retention } from "./retention.js";
import { Signers } from "./signers.js";
import { ownedSubaccountOf, type Trader, traderOf } from "./traders.js";
import {
  type CancelOutcome,
  type MarginSummary,
  type NewOrder,
  type PlaceOrderOutcome,
  Trading,
} from "./trading.js";

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
const RETENTION_EVERY_MS = 1_000;

/**
 * The sandbox exchange engine without HTTP: accounts, linked signers, order books, positions and
 * the clock-driven transitions (expiry, deposit confirmation, withdrawal finalisation). Requests
 * reach it already parsed and authenticated; it enforces every rule that depends on state.
 *
 * @example
 * const exchange = createExchange({ clock: createClock({ frozen: true }) })
 * exchange.events.on("trade", (e) => console.log(e.symbol, e.trade.price))
 */
export class Exchange {
  readonly clock: SandboxClock;
  readonly events: SandboxEventBus;
  readonly accounts: Accounts;
  readonly trading: Trading;
  readonly signers: Signers;
  /** Lets finished orders, fills, trades and closed positions leave memory. */
  readonly retention: Retention;
  /** Where finished history that left memory can still be read (set with a data directory). */
  archive: { order(id: string): Order | undefined } | undefined;
  private retainedAt = 0;
  private readonly ctx: EngineContext;
  private readonly nonces = new UsedNonces();
  private readonly stopClock: () => void;

  constructor(options: ExchangeOptions = {}) {
    this.ctx = engineContext(options);
    this.clock = this.ctx.clock;
    this.events = this.ctx.bus;
    this.accounts = new Accounts(this.ctx);
    this.trading = new Trading(this.ctx, this.accounts);
    this.signers = new Signers(this.ctx);
    this.retention = new Retention(this.trading.records(), options.retention, options.onPrune);
    this.trading.retention = this.retention;
    this.stopClock = this.clock.onJump((t) => this.tick(t));
  }

  /** Stops following the clock. */
  dispose(): void {
    this.stopClock();
  }

  /** Runs everything that is due: order expiry, deposit confirmations, withdrawal finalisation. */
  tick(now: number = this.clock.now()): void {
    this.trading.tick(now);
    this.accounts.tick(now);
    this.nonces.prune(now);
    const real = performance.now();
    if (real - this.retainedAt >= RETENTION_EVERY_MS) {
      this.retainedAt = real;
      this.retention.run(now);
    }
  }

  /** The earliest time something is due, for a timer that calls {@link tick}. */
  nextDue(): number | undefined {
    const a = this.trading.nextDue();
    const b = this.accounts.nextDue();
    if (a === undefined) return b;
    if (b === undefined) return a;
    return Math.min(a, b);
  }

  // ---- catalogue ----------------------------------------------------------------------------

  /** Listed products, in configuration order. */
  products(): Product[] {
    return [...this.ctx.products.values()];
  }

  /** A product by id (uuid). */
  product(id: string): Product | undefined {
    return this.ctx.products.get(id);
  }

  /** A product by the integer id orders carry. */
  productByOnchainId(onchainId: number): Product | undefined {
    return this.ctx.productsByOnchainId.get(onchainId);
  }

  /** A product by ticker (`BTCUSD`). */
  productByTicker(ticker: string): Product | undefined {
    return this.products().find((p) => p.ticker === ticker);
  }

  /** Accepted tokens, in configuration order; the first is the collateral. */
  tokens(): Token[] {
    return [...this.ctx.tokens.values()];
  }

  /** A token by id. */
  token(id: string): Token | undefined {
    return this.ctx.tokens.get(id);
  }

  /** A token by contract address. */
  tokenByAddress(address: string): Token | undefined {
    return this.ctx.tokensByAddress.get(address.toLowerCase() as Address);
  }

  /** The collateral token. */
  get collateral(): Token {
    return this.ctx.collateral;
  }

  /** The latest simulated block number. */
  get blockNumber(): bigint {
    return this.ctx.chain.blockNumber;
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
    this.nonces.use(sender, kind, nonce, this.clock.now());
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

  /** Places an order for an authorised trader (the trading engine's `place`). */
  placeOrder(order: NewOrder): PlaceOrderOutcome {
    return this.trading.place(order);
  }

  /** Cancels orders of a subaccount; one result per id. */
  cancelOrders(
    subaccount: Subaccount,
    orderIds: readonly string[],
    clientOrderIds: readonly string[],
  ): CancelOutcome[] {
    return this.trading.cancel(subaccount, orderIds, clientOrderIds);
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
        ? this.trading.margin(subaccount.id).available
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

  /** The margin view of a subaccount. */
  margin(subaccountId: string): MarginSummary {
    return this.trading.margin(subaccountId);
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
      this.trading.hasOpenOrdersBy(subaccount.id, input.signer),
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

  /** Sets or clears a product's oracle price (mark price, stops, liquidations). */
  setOraclePrice(productId: string, price: bigint | undefined): void {
    if (!this.ctx.products.has(productId)) throw notFound(`product ${productId} not found`);
    this.trading.setOraclePrice(productId, price);
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
