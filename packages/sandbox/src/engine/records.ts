import type {
  Address,
  Hex,
  KnownLinkedSignerStatus,
  KnownOrderStatus,
  KnownOrderType,
  KnownTimeInForce,
  KnownTransferStatus,
  KnownTransferType,
  limits,
} from "@perpkit/core";

/**
 * 0 buy, 1 sell.
 *
 * @example
 * const buy: Side = 0
 */
export type Side = (typeof limits.order.sides)[keyof typeof limits.order.sides];

/**
 * A subaccount: a bytes32 name under an owner address.
 *
 * @example
 * const [first]: readonly Subaccount[] = exchange.subaccountsOf(owner)
 */
export interface Subaccount {
  readonly id: string;
  /** Owner address, lower case. */
  readonly account: Address;
  /** The bytes32 name, lower case. */
  readonly name: Hex;
  readonly blockNumber: bigint;
  readonly createdAt: number;
}

/**
 * Who placed an order, when it was not a subaccount's own request: the sandbox's own participants
 * tell the engine so. `"recorded trade"`: a replay's taker, playing a recorded trade;
 * `"recorded book"`: a replay's maker, setting the recorded book; `"simulated market"`: a maker or
 * taker of the simulated market.
 *
 * @example
 * const origin: OrderOrigin = "recorded trade"
 */
export type OrderOrigin = "recorded trade" | "recorded book" | "simulated market";

/**
 * What made a fill: the subaccount's own order taking resting liquidity (`"taker"`), or, for a
 * resting order, the order that met it: a replay's recorded trade (`"recorded trade"`), the
 * recorded book moving through it (`"recorded book"`: the replay's liquidity arriving at or
 * through its price), a taker of the simulated market (`"simulated taker"`), or any other
 * subaccount's order (`"other account"`).
 *
 * @example
 * const cause: FillCause = fill.cause // "recorded trade"
 */
export type FillCause =
  | "taker"
  | "recorded trade"
  | "recorded book"
  | "simulated taker"
  | "other account";

/**
 * An order as the engine keeps it. Prices and quantities are 9-decimal fixed point.
 *
 * @example
 * const order: Order | undefined = exchange.order(orderId)
 */
export interface Order {
  readonly id: string;
  readonly clientOrderId: string | undefined;
  readonly subaccountId: string;
  readonly productId: string;
  readonly onchainId: number;
  readonly symbol: string;
  /** The address that signed it: the owner or a linked signer. */
  readonly sender: Address;
  readonly side: Side;
  readonly type: KnownOrderType;
  /** Original quantity; for a `close` order, the position size when it arrived. */
  quantity: bigint;
  /** Quantity still open. */
  remaining: bigint;
  filled: bigint;
  /** Limit price; 0 for a market order. */
  readonly price: bigint;
  readonly timeInForce: KnownTimeInForce | undefined;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly close: boolean;
  readonly stopPrice: bigint;
  readonly stopType: number | undefined;
  readonly stopPriceType: number | undefined;
  triggered: boolean;
  readonly groupId: string | undefined;
  readonly groupContingencyType: number | undefined;
  /** Unix seconds; the order expires when the clock reaches it. */
  readonly expiresAt: number;
  readonly nonce: bigint;
  readonly signedAt: number;
  status: KnownOrderStatus;
  rejectedReason: string | undefined;
  readonly createdAt: number;
  updatedAt: number;
  /** Who placed it, when the sandbox's own participants did; undefined for a subaccount's own. */
  readonly origin: OrderOrigin | undefined;
}

/**
 * One side of one match. Every match makes two fills: the maker's and the taker's.
 *
 * @example
 * const fills: readonly Fill[] = exchange.fillsOf(subaccountId)
 */
export interface Fill {
  readonly id: string;
  /** The match both fills belong to. */
  readonly tradeId: string;
  readonly orderId: string;
  readonly clientOrderId: string | undefined;
  readonly productId: string;
  readonly symbol: string;
  readonly subaccountId: string;
  readonly side: Side;
  readonly type: KnownOrderType;
  readonly price: bigint;
  readonly quantity: bigint;
  readonly fee: bigint;
  readonly isMaker: boolean;
  readonly reduceOnly: boolean;
  /** Maker and taker are the same subaccount. */
  readonly selfTrade: boolean;
  readonly createdAt: number;
  /** What made it: the subaccount's own order taking, or the order that met its resting one. */
  readonly cause: FillCause;
}

/**
 * A match, seen from the market.
 *
 * @example
 * const trades: readonly Trade[] = exchange.tradesOf(productId)
 */
export interface Trade {
  readonly id: string;
  readonly productId: string;
  readonly symbol: string;
  readonly price: bigint;
  readonly quantity: bigint;
  /** Side of the incoming (taker) order. */
  readonly takerSide: Side;
  readonly takerSubaccountId: string;
  readonly makerSubaccountId: string;
  readonly takerOrderId: string;
  readonly makerOrderId: string;
  readonly selfTrade: boolean;
  readonly createdAt: number;
}

/**
 * A position in one product. `size` is signed: positive long, negative short.
 *
 * @example
 * const position: Position | undefined = exchange.openPosition(subaccountId, productId)
 */
export interface Position {
  readonly id: string;
  readonly subaccountId: string;
  readonly productId: string;
  readonly symbol: string;
  /** Buy for a long, sell for a short; a closed position keeps the side it had. */
  side: Side;
  size: bigint;
  /** Entry notional of the open size, signed like `size`. */
  cost: bigint;
  realizedPnl: bigint;
  /** Fees paid, less maker rebates received. */
  fees: bigint;
  /** Funding charged and applied to the balance: negative paid, positive received. */
  funding: bigint;
  totalIncreaseNotional: bigint;
  totalIncreaseQuantity: bigint;
  totalDecreaseNotional: bigint;
  totalDecreaseQuantity: bigint;
  isLiquidated: boolean;
  liquidationPrice: bigint | undefined;
  readonly createdAt: number;
  updatedAt: number;
}

/**
 * A deposit or a withdrawal.
 *
 * @example
 * const transfers: readonly Transfer[] = exchange.transfers(subaccountId)
 */
export interface Transfer {
  readonly id: string;
  readonly type: KnownTransferType;
  status: KnownTransferStatus;
  readonly subaccountId: string;
  readonly subaccount: Hex;
  readonly account: Address;
  readonly tokenId: string;
  readonly tokenAddress: Address;
  readonly tokenName: string;
  readonly amount: bigint;
  readonly fee: bigint;
  initiatedBlockNumber: bigint | undefined;
  finalizedBlockNumber: bigint | undefined;
  initiatedTransactionHash: Hex | undefined;
  finalizedTransactionHash: Hex | undefined;
  /** EIP-712 digest of the withdraw data (withdrawals only). */
  readonly digest: Hex | undefined;
  readonly lzDestinationAddress: Hex | undefined;
  readonly lzDestinationEid: number | undefined;
  readonly createdAt: number;
  updatedAt: number;
  /** When the next status change is due (ms), while one is. */
  dueAt: number | undefined;
}

/**
 * A key allowed to trade for one subaccount.
 *
 * @example
 * const signer: LinkedSigner | undefined = exchange.linkedSigner(address)
 */
export interface LinkedSigner {
  readonly id: string;
  /** The signer's address, lower case. */
  readonly signer: Address;
  readonly subaccountId: string;
  readonly name: string | undefined;
  status: KnownLinkedSignerStatus;
  readonly createdAt: number;
  linkedAt: number;
  /** Last use, extend or refresh; the signer expires after the inactivity period from here. */
  lastActiveAt: number;
  revokedAt: number | undefined;
  readonly blockNumber: bigint;
}

/**
 * A balance of one token in one subaccount, with the margin view of the collateral token.
 *
 * @example
 * const balance: Balance = { subaccountId, tokenId, tokenAddress, tokenName: "USD", amount: 0n, available: 0n, totalUsed: 0n, updatedAt: Date.now() }
 */
export interface Balance {
  readonly subaccountId: string;
  readonly tokenId: string;
  readonly tokenAddress: Address;
  readonly tokenName: string;
  readonly amount: bigint;
  readonly available: bigint;
  readonly totalUsed: bigint;
  readonly updatedAt: number;
}

/**
 * Where a resting order waits in its level's queue: what must trade or leave before it fills.
 *
 * @example
 * const { ahead, level }: QueuePosition = exchange.queuePosition(orderId) ?? fail()
 */
export interface QueuePosition {
  readonly orderId: string;
  readonly symbol: string;
  readonly price: bigint;
  /** Open quantity of the orders before it at its price. */
  readonly ahead: bigint;
  /** Orders before it at its price. */
  readonly ordersAhead: number;
  /** Its own open quantity. */
  readonly remaining: bigint;
  /** Open quantity of the whole level, its own included. */
  readonly level: bigint;
}

/**
 * A subaccount's margin: what its collateral, positions and resting orders add up to.
 *
 * @example
 * const { available, totalUsed }: MarginSummary = exchange.margin(subaccountId)
 */
export interface MarginSummary {
  /** Collateral amount. */
  readonly amount: bigint;
  /** Unrealised profit and loss of open positions at the mark. */
  readonly unrealizedPnl: bigint;
  /** Initial margin locked by open positions and resting orders. */
  readonly totalUsed: bigint;
  /** Free collateral: amount, less unrealised losses (profit does not count), less totalUsed. */
  readonly available: bigint;
  /** Margin below which the subaccount is liquidated: half the initial margin of its positions. */
  readonly maintenance: bigint;
}

/**
 * A market's state at a glance.
 *
 * @example
 * const { bestBid, bestAsk }: MarketSummary = exchange.marketSummary(product)
 */
export interface MarketSummary {
  readonly productId: string;
  readonly symbol: string;
  readonly bestBid: bigint | undefined;
  readonly bestAsk: bigint | undefined;
  readonly bestBidQuantity: bigint | undefined;
  readonly bestAskQuantity: bigint | undefined;
  /** Last non-self trade price. */
  readonly lastPrice: bigint | undefined;
  /** Oracle price when one is set, else the last price. */
  readonly markPrice: bigint | undefined;
  /** Open long size. */
  readonly openInterest: bigint;
  /** The hourly funding rate projected for the next funding time (positive: longs pay shorts). */
  readonly fundingRate: bigint;
  /** Traded quantity over the last 24 hours. */
  readonly volume24h: bigint;
}

/**
 * One fill of a position, with the profit or loss it realised.
 *
 * @example
 * const [first]: readonly PositionFill[] = exchange.positionFills(positionId) ?? []
 */
export interface PositionFill {
  readonly fill: Fill;
  readonly realizedPnl: bigint;
}

/**
 * One funding time of a market: the hourly rate charged and the mark price it was worked at
 * (none when the market had no price yet, and nothing was charged).
 *
 * @example
 * const [latest]: readonly FundingCharge[] = exchange.fundingHistory(productId).slice(-1)
 */
export interface FundingCharge {
  /** The funding time (ms, on the hour of the sandbox clock). */
  readonly time: number;
  readonly rate: bigint;
  readonly price: bigint | undefined;
}

/**
 * A market's funding as the engine keeps it.
 *
 * @example
 * const { rate, projected }: MarketFunding = exchange.marketFunding(productId)
 */
export interface MarketFunding {
  /** The hourly rate charged at the last funding time; 0 before the first. */
  readonly rate: bigint;
  /** The hourly rate the next funding time will charge, as things stand. */
  readonly projected: bigint;
  /** The last funding time (ms), undefined before the first. */
  readonly chargedAt: number | undefined;
  /**
   * Funding one unit of a long position has paid since the market opened, in USD (negative when
   * it has received more than it paid): the sum of each funding time's price times rate.
   */
  readonly cumulative: bigint;
}
