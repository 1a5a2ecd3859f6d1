import { type Address, type Hex, limits } from "@perpkit/core";
import type { OrderBook } from "./book.js";
import { DAY_MS } from "./clock.js";
import { OrderType } from "./enums.js";
import type { OrderArchive } from "./exchange-options.js";
import { projectedRate } from "./funding.js";
import { abs, applyFill, initialMargin, notional, unrealizedPnl } from "./math.js";
import type { Product, Token } from "./products.js";
import type {
  Fill,
  FundingCharge,
  LinkedSigner,
  MarginSummary,
  MarketFunding,
  MarketSummary,
  Order,
  Position,
  PositionFill,
  QueuePosition,
  Subaccount,
  Trade,
  Transfer,
} from "./records.js";
import type { Retention } from "./retention.js";
import type { SignerQuota, Signers } from "./signers.js";
import { type FundingState, TradingPart, type TradingState } from "./trading-state.js";

const { sides } = limits.order;

/** A running sum of a market's trades: from `first` to `last`, the first `count` in memory. */
interface KeptVolume {
  readonly first: Trade;
  last: Trade;
  count: number;
  sum: bigint;
}

/**
 * The exchange's queries: the catalogue, subaccounts and balances, linked signers, orders,
 * fills, trades, positions, books, prices, market summaries and margin. They read the state the
 * engine's parts share; {@link Exchange} adds the commands.
 *
 * @example
 * const open = exchange.openOrdersOf(subaccountId)
 */
export class ExchangeReads extends TradingPart {
  /**
   * Per market, the sum of the quantities of its trades in memory while all are within the day,
   * and which trades it covers: a market summary, read on every ticker and bot request, adds only
   * the trades made since instead of a day's.
   */
  private readonly volumes = new Map<string, KeptVolume>();

  constructor(
    state: TradingState,
    protected readonly signers: Signers,
    protected readonly retention: Retention,
    private readonly archive: OrderArchive | undefined,
  ) {
    super(state);
  }

  /** The engine's time: the sandbox clock's, in milliseconds since the epoch. */
  now(): number {
    return this.ctx.clock.now();
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

  // ---- subaccounts and balances -------------------------------------------------------------

  /** A subaccount by id. */
  subaccount(id: string): Subaccount | undefined {
    return this.accounts.get(id);
  }

  /** A subaccount by owner and bytes32 name. */
  findSubaccount(account: Address, name: Hex): Subaccount | undefined {
    return this.accounts.find(account, name);
  }

  /** Every subaccount of an owner, oldest first. */
  subaccountsOf(account: Address): readonly Subaccount[] {
    return this.accounts.ofAccount(account);
  }

  /** Every subaccount, oldest first. */
  subaccounts(): IterableIterator<Subaccount> {
    return this.accounts.all();
  }

  /** The amount of a token a subaccount holds. */
  balance(subaccountId: string, tokenId: string): bigint {
    return this.accounts.amount(subaccountId, tokenId);
  }

  /** When a subaccount's balances last changed. */
  balanceUpdatedAt(subaccountId: string): number {
    return this.accounts.balanceUpdatedAt(subaccountId);
  }

  /** Tokens a subaccount has held, in configuration order. */
  heldTokens(subaccountId: string): Token[] {
    return this.accounts.heldTokens(subaccountId);
  }

  /** A subaccount's deposits and withdrawals, oldest first. */
  transfers(subaccountId: string): readonly Transfer[] {
    return this.accounts.transfers(subaccountId);
  }

  // ---- linked signers -----------------------------------------------------------------------

  /** The record of a signer address, if it was ever linked. */
  linkedSigner(address: Address): LinkedSigner | undefined {
    return this.signers.get(address);
  }

  /** A subaccount's linked signers, oldest first. */
  linkedSignersOf(subaccountId: string): readonly LinkedSigner[] {
    return this.signers.ofSubaccount(subaccountId);
  }

  /** How much of its linked-signer quota a subaccount has used. */
  signerQuota(subaccountId: string): SignerQuota {
    return this.signers.quota(subaccountId);
  }

  /** True while a linked signer is active and not expired. */
  isSignerActive(signer: LinkedSigner): boolean {
    return this.signers.isActive(signer);
  }

  /** When a linked signer expires: the inactivity period after its last activity. */
  signerExpiresAt(signer: LinkedSigner): number {
    return this.signers.expiresAt(signer);
  }

  // ---- trading ------------------------------------------------------------------------------

  /** An order by id. */
  order(id: string): Order | undefined {
    return this.orders.get(id);
  }

  /** A finished order that left memory, from the archive (a sandbox with a data directory). */
  archivedOrder(id: string): Order | undefined {
    return this.archive?.order(id);
  }

  /** A subaccount's orders, oldest first. */
  ordersOf(subaccountId: string): readonly Order[] {
    return this.ordersBySubaccount.get(subaccountId) ?? [];
  }

  /** The most recent order of a subaccount with this client order id. */
  orderByClientId(subaccountId: string, clientOrderId: string): Order | undefined {
    return (
      this.activeClientIds.get(subaccountId)?.get(clientOrderId) ??
      this.lastClientIds.get(subaccountId)?.get(clientOrderId)
    );
  }

  /** Open orders of a subaccount (all products). */
  openOrdersOf(subaccountId: string): Order[] {
    const out: Order[] = [];
    for (const set of this.openOrders.get(subaccountId)?.values() ?? []) out.push(...set);
    return out;
  }

  /** Open orders of a subaccount in one market, oldest first. */
  openOrdersIn(subaccountId: string, productId: string): Order[] {
    return [...(this.openOrders.get(subaccountId)?.get(productId) ?? [])];
  }

  /** How many orders of a subaccount are open in one market. */
  openOrderCount(subaccountId: string, productId: string): number {
    return this.openOrders.get(subaccountId)?.get(productId)?.size ?? 0;
  }

  /** A subaccount's fills, oldest first. */
  fillsOf(subaccountId: string): readonly Fill[] {
    return this.fills.get(subaccountId) ?? [];
  }

  /** A product's trades, oldest first. */
  tradesOf(productId: string): readonly Trade[] {
    return this.trades.get(productId) ?? [];
  }

  /** A position by id. */
  position(id: string): Position | undefined {
    return this.positionsById.get(id);
  }

  /** Every position a subaccount has had, oldest first; closed ones have size 0. */
  positionsOf(subaccountId: string): readonly Position[] {
    return this.positionsBySubaccount.get(subaccountId) ?? [];
  }

  /** The open position of a subaccount in a product. */
  openPosition(subaccountId: string, productId: string): Position | undefined {
    return this.positions.get(subaccountId)?.get(productId);
  }

  /** A product's book. */
  book(productId: string): OrderBook<Order> | undefined {
    return this.books.get(productId);
  }

  /**
   * Where a resting order waits in its level's queue; undefined when it does not rest on the book
   * (unknown, finished, or a stop not yet triggered).
   */
  queuePosition(orderId: string): QueuePosition | undefined {
    const order = this.orders.get(orderId);
    if (!order) return undefined;
    const level = this.books.get(order.productId)?.side(order.side).at(order.price);
    const at = level ? level.orders.indexOf(order) : -1;
    if (!level || at === -1) return undefined;
    let ahead = 0n;
    for (let i = 0; i < at; i++) ahead += (level.orders[i] as Order).remaining;
    return {
      orderId,
      symbol: order.symbol,
      price: order.price,
      ahead,
      ordersAhead: at,
      remaining: order.remaining,
      level: level.total,
    };
  }

  /** The oracle price of a product, if a feed set one. */
  oraclePrice(productId: string): bigint | undefined {
    return this.oraclePrices.get(productId);
  }

  /** The long side of a product's open positions (as much as the short side). */
  openInterest(productId: string): bigint {
    let openInterest = 0n;
    for (const p of this.openPositionsByProduct.get(productId) ?? []) {
      if (p.size > 0n) openInterest += p.size;
    }
    return openInterest;
  }

  /** Best prices, last and mark price, open interest and 24-hour volume. */
  marketSummary(product: Product): MarketSummary {
    const summary = this.summaryInMemory(product);
    // Trades that left memory within the day still count.
    const pruned = this.retention.volumeSince(product.id, this.ctx.clock.now() - DAY_MS);
    return pruned ? { ...summary, volume24h: summary.volume24h + pruned } : summary;
  }

  /**
   * The last public trade price at or before `at`, from the trades in memory and, when they are
   * all later, from those that left.
   */
  priceAt(productId: string, at: number): bigint | undefined {
    return this.retention.priceAt(productId, at);
  }

  /**
   * Unrealised profit or loss of a position at its product's mark price; undefined for a closed
   * position or a product without a mark.
   */
  unrealizedPnlOf(position: Readonly<Position>): bigint | undefined {
    const mark = this.markPrice(position.productId);
    return mark === undefined || position.size === 0n ? undefined : unrealizedPnl(position, mark);
  }

  /**
   * The fills of a position, oldest first, each with what it realised: its subaccount's fills in
   * the product between the position's opening and its last change, replayed from size 0.
   */
  positionFills(positionId: string): readonly PositionFill[] | undefined {
    const position = this.positionsById.get(positionId);
    if (!position) return undefined;
    const replay = { ...position, size: 0n, cost: 0n, realizedPnl: 0n };
    replay.totalIncreaseNotional = replay.totalIncreaseQuantity = 0n;
    replay.totalDecreaseNotional = replay.totalDecreaseQuantity = 0n;
    return this.fillsOf(position.subaccountId)
      .filter(
        (f) =>
          f.productId === position.productId &&
          f.createdAt >= position.createdAt &&
          f.createdAt <= position.updatedAt,
      )
      .map((fill) => {
        const delta = fill.side === sides.buy ? fill.quantity : -fill.quantity;
        return { fill, realizedPnl: applyFill(replay, delta, fill.price).realizedPnl };
      });
  }

  /** The volume of a market's trades in memory made at or after `since`. */
  private volumeInMemory(productId: string, since: number): bigint {
    const trades = this.trades.get(productId) ?? [];
    const first = trades[0];
    if (first !== undefined && first.createdAt >= since) {
      // Every trade in memory is within the window (they are in time order): the sum kept for
      // them takes only those added since, as long as none left memory (the first is the same).
      const kept = this.volumes.get(productId);
      if (
        kept !== undefined &&
        kept.first === first &&
        kept.count <= trades.length &&
        trades[kept.count - 1] === kept.last
      ) {
        for (let i = kept.count; i < trades.length; i++) kept.sum += (trades[i] as Trade).quantity;
        kept.count = trades.length;
        kept.last = trades[trades.length - 1] as Trade;
        return kept.sum;
      }
      let sum = 0n;
      for (let i = 0; i < trades.length; i++) sum += (trades[i] as Trade).quantity;
      const last = trades[trades.length - 1] as Trade;
      this.volumes.set(productId, { first, last, count: trades.length, sum });
      return sum;
    }
    let volume = 0n;
    for (let i = trades.length - 1; i >= 0; i--) {
      const t = trades[i] as Trade;
      if (t.createdAt < since) break;
      volume += t.quantity;
    }
    return volume;
  }

  private summaryInMemory(product: Product): MarketSummary {
    const book = this.books.get(product.id) as OrderBook<Order>;
    const bid = book.bids.best();
    const ask = book.asks.best();
    const openInterest = this.openInterest(product.id);
    const since = this.ctx.clock.now() - DAY_MS;
    const volume24h = this.volumeInMemory(product.id, since);
    return {
      productId: product.id,
      symbol: product.ticker,
      bestBid: bid?.price,
      bestAsk: ask?.price,
      bestBidQuantity: bid?.total,
      bestAskQuantity: ask?.total,
      lastPrice: this.lastPrices.get(product.id),
      markPrice: this.markPrice(product.id),
      openInterest,
      fundingRate: projectedRate(this.fundingByProduct.get(product.id) as FundingState),
      volume24h,
    };
  }

  /** A market's funding: the last rate charged, the projected one, and the running total. */
  marketFunding(productId: string): MarketFunding | undefined {
    const state = this.fundingByProduct.get(productId);
    if (!state) return undefined;
    const { rate, chargedAt, cumulative } = state;
    return { rate, projected: projectedRate(state), chargedAt, cumulative };
  }

  /** A market's funding times of the last 31 days, oldest first. */
  fundingHistory(productId: string): readonly FundingCharge[] {
    return this.fundingByProduct.get(productId)?.history ?? [];
  }

  /** The margin view of a subaccount. */
  margin(subaccountId: string): MarginSummary {
    const amount = this.accounts.amount(subaccountId, this.ctx.collateral.id);
    let upnl = 0n;
    let used = 0n;
    let maintenance = 0n;
    for (const position of this.positions.get(subaccountId)?.values() ?? []) {
      const product = this.ctx.products.get(position.productId) as Product;
      const mark = this.markPrice(position.productId);
      const value = mark === undefined ? abs(position.cost) : abs(notional(position.size, mark));
      if (mark !== undefined) upnl += unrealizedPnl(position, mark);
      const im = initialMargin(value, product.maxLeverage);
      used += im;
      maintenance += im / 2n;
    }
    for (const set of this.openOrders.get(subaccountId)?.values() ?? []) {
      for (const order of set) {
        if (order.reduceOnly || order.type !== OrderType.LIMIT) continue;
        const product = this.ctx.products.get(order.productId) as Product;
        used += initialMargin(notional(order.remaining, order.price), product.maxLeverage);
      }
    }
    const free = amount + (upnl < 0n ? upnl : 0n) - used;
    return {
      amount,
      unrealizedPnl: upnl,
      totalUsed: used,
      available: free > 0n ? free : 0n,
      maintenance,
    };
  }
}
