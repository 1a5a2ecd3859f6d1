import { formatDecimal, type KnownProductStatus, limits } from "@perpkit/core";
import type { components } from "@perpkit/rest";
import type { Exchange } from "../engine/exchange.js";
import { unrealizedPnl } from "../engine/math.js";
import type {
  Fill,
  LinkedSigner,
  Order,
  Position,
  Subaccount,
  Trade,
  Transfer,
} from "../engine/records.js";
import { OrderType } from "../enums.js";
import type { Product, Token } from "../products.js";

type Schemas = components["schemas"];

const { sides } = limits.order;

const str = (v: bigint | undefined): string | null => (v === undefined ? null : v.toString());

/**
 * A token as GET /v1/token serves it.
 *
 * @example
 * exchange.tokens().map(tokenRecord)
 */
export function tokenRecord(token: Token): Schemas["Token"] {
  return {
    id: token.id,
    address: token.address,
    name: token.name,
    erc20Name: token.erc20Name,
    erc20Symbol: token.erc20Symbol,
    erc20Decimals: token.erc20Decimals,
    depositEnabled: token.depositEnabled,
    withdrawEnabled: token.withdrawEnabled,
    depositFee: formatDecimal(token.depositFee),
    withdrawFee: formatDecimal(token.withdrawFee),
    minDeposit: formatDecimal(token.minDeposit),
    lzOftAddress: null,
    addedBlockNumber: null,
    removedBlockNumber: null,
    createdAt: token.createdAt,
  };
}

/**
 * A subaccount record; the block is served under both the interface's and the live name.
 *
 * @example
 * subaccountRecord(subaccount).name // "0x7072696d617279…"
 */
export function subaccountRecord(subaccount: Subaccount): Schemas["Subaccount"] {
  const block = subaccount.blockNumber.toString();
  return {
    id: subaccount.id,
    name: subaccount.name,
    account: subaccount.account,
    blockNumber: block,
    createdBlockNumber: block,
    registeredBlockNumber: block,
    createdAt: subaccount.createdAt,
  };
}

/**
 * The balance records of a subaccount, one per token.
 *
 * @example
 * balanceRecords(exchange, subaccountId)[0]?.available
 */
export function balanceRecords(
  exchange: Exchange,
  subaccountId: string,
): Schemas["SubaccountBalance"][] {
  const margin = exchange.margin(subaccountId);
  const updatedAt = exchange.accounts.balanceUpdatedAt(subaccountId);
  return exchange.accounts.heldTokens(subaccountId).map((token) => {
    const collateral = token.id === exchange.collateral.id;
    const amount = collateral ? margin.amount : exchange.accounts.amount(subaccountId, token.id);
    return {
      subaccountId,
      tokenId: token.id,
      tokenAddress: token.address,
      tokenName: token.name,
      amount: formatDecimal(amount),
      available: formatDecimal(collateral ? margin.available : amount),
      totalUsed: formatDecimal(collateral ? margin.totalUsed : 0n),
      updatedAt,
    };
  });
}

/**
 * A withdrawal record; the digest is served under both the interface's and the live name.
 *
 * @example
 * withdrawalRecord(transfer).digest
 */
export function withdrawalRecord(transfer: Transfer): Schemas["Withdrawal"] {
  return {
    id: transfer.id,
    initiatedBlockNumber: str(transfer.initiatedBlockNumber),
    finalizedBlockNumber: str(transfer.finalizedBlockNumber),
    status: transfer.status,
    subaccount: transfer.subaccount,
    token: transfer.tokenAddress,
    amount: formatDecimal(transfer.amount),
    digest: transfer.digest ?? null,
    withdrawDigest: transfer.digest ?? null,
    lzDestinationAddress: transfer.lzDestinationAddress ?? null,
    lzDestinationEid: transfer.lzDestinationEid ?? null,
    createdAt: transfer.createdAt,
  };
}

/**
 * A deposit or withdrawal as a transfer record.
 *
 * @example
 * transferRecord(transfer).status // "COMPLETED"
 */
export function transferRecord(transfer: Transfer): Schemas["Transfer"] {
  return {
    id: transfer.id,
    type: transfer.type,
    initiatedBlockNumber: str(transfer.initiatedBlockNumber),
    finalizedBlockNumber: str(transfer.finalizedBlockNumber),
    initiatedTransactionHash: transfer.initiatedTransactionHash ?? null,
    finalizedTransactionHash: transfer.finalizedTransactionHash ?? null,
    status: transfer.status,
    subaccount: transfer.subaccount,
    token: transfer.tokenAddress,
    amount: formatDecimal(transfer.amount),
    lzDestinationAddress: transfer.lzDestinationAddress ?? null,
    lzDestinationEid: transfer.lzDestinationEid ?? null,
    createdAt: transfer.createdAt,
  };
}

/**
 * A linked signer record: `isActive` is false once revoked or expired.
 *
 * @example
 * signerRecord(exchange, signer).isActive
 */
export function signerRecord(exchange: Exchange, signer: LinkedSigner): Schemas["LinkedSigner"] {
  return {
    id: signer.id,
    signer: signer.signer,
    name: signer.name ?? null,
    status: signer.status,
    isActive: exchange.signers.isActive(signer),
    blockNumber: signer.blockNumber.toString(),
    revokedBlockNumber: null,
    linkedAt: signer.linkedAt,
    revokedAt: signer.revokedAt ?? null,
    expiresAt: exchange.signers.expiresAt(signer),
    createdAt: signer.createdAt,
  };
}

/**
 * A product with its market figures.
 *
 * @example
 * exchange.products().map((p) => productRecord(exchange, p))
 */
export function productRecord(exchange: Exchange, product: Product): Schemas["Product"] {
  const market = exchange.trading.marketSummary(product);
  return {
    id: product.id,
    ticker: product.ticker,
    displayTicker: product.displayTicker,
    baseTokenName: product.baseTokenName,
    quoteTokenName: product.quoteTokenName,
    onchainId: product.onchainId,
    engineType: limits.order.engineTypes.perpetual,
    status: "ACTIVE" satisfies KnownProductStatus,
    lotSize: formatDecimal(product.lotSize),
    tickSize: formatDecimal(product.tickSize),
    minPrice: formatDecimal(product.minPrice),
    maxPrice: formatDecimal(product.maxPrice),
    maxQuantity: formatDecimal(product.maxQuantity),
    makerFee: formatDecimal(product.makerFee),
    takerFee: formatDecimal(product.takerFee),
    maxLeverage: product.maxLeverage,
    fundingRate1h: "0",
    openInterest: formatDecimal(market.openInterest),
    volume24h: formatDecimal(market.volume24h),
    createdAt: product.createdAt,
  };
}

/**
 * An order as GET /v1/order serves it.
 *
 * @example
 * orderRecord(order).availableQuantity
 */
export function orderRecord(order: Readonly<Order>): Schemas["Order"] {
  return {
    id: order.id,
    clientOrderId: order.clientOrderId ?? null,
    type: order.type,
    side: order.side,
    quantity: formatDecimal(order.quantity),
    availableQuantity: formatDecimal(order.remaining),
    filled: formatDecimal(order.filled),
    price: formatDecimal(order.price),
    stopPrice: formatDecimal(order.stopPrice),
    stopType: order.stopType ?? null,
    stopPriceType: order.stopPriceType ?? null,
    status: order.status,
    triggered: order.triggered,
    rejectedReason: order.rejectedReason ?? null,
    timeInForce: order.timeInForce ?? null,
    postOnly: order.type === OrderType.LIMIT ? order.postOnly : null,
    reduceOnly: order.reduceOnly,
    close: order.close,
    expiresAt: order.expiresAt,
    groupId: order.groupId ?? null,
    groupContingencyType: order.groupContingencyType ?? null,
    productId: order.productId,
    subaccountId: order.subaccountId,
    sender: order.sender,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/**
 * One side of a match, as GET /v1/order/fill serves it.
 *
 * @example
 * exchange.trading.fillsOf(subaccountId).map(fillRecord)
 */
export function fillRecord(fill: Fill): Schemas["Fill"] {
  return {
    id: fill.id,
    orderId: fill.orderId,
    clientOrderId: fill.clientOrderId ?? null,
    productId: fill.productId,
    subaccountId: fill.subaccountId,
    side: fill.side,
    type: fill.type,
    price: formatDecimal(fill.price),
    filled: formatDecimal(fill.quantity),
    feeUsd: formatDecimal(fill.fee),
    isMaker: fill.isMaker,
    reduceOnly: fill.reduceOnly,
    createdAt: fill.createdAt,
  };
}

/**
 * A public trade.
 *
 * @example
 * tradeRecord(exchange, trade).takerSide
 */
export function tradeRecord(exchange: Exchange, trade: Trade): Schemas["Trade"] {
  const taker = exchange.trading.order(trade.takerOrderId);
  const maker = exchange.trading.order(trade.makerOrderId);
  return {
    id: trade.id,
    productId: trade.productId,
    takerOrderId: trade.takerOrderId,
    makerOrderId: trade.makerOrderId,
    takerClientOrderId: taker?.clientOrderId ?? null,
    makerClientOrderId: maker?.clientOrderId ?? null,
    price: formatDecimal(trade.price),
    filled: formatDecimal(trade.quantity),
    takerSide: trade.takerSide,
    makerSide: trade.takerSide === sides.buy ? sides.sell : sides.buy,
    createdAt: trade.createdAt,
  };
}

/**
 * A position: `size` unsigned with its `side`, `cost` unsigned entry notional.
 *
 * @example
 * positionRecord(exchange, position).size
 */
export function positionRecord(
  exchange: Exchange,
  position: Readonly<Position>,
): Schemas["Position"] {
  const mark = exchange.trading.markPrice(position.productId);
  const negative = position.size < 0n;
  const unrealized =
    mark === undefined || position.size === 0n
      ? null
      : formatDecimal(unrealizedPnl(position, mark));
  return {
    id: position.id,
    productId: position.productId,
    subaccountId: position.subaccountId,
    side: position.side,
    size: formatDecimal(negative ? -position.size : position.size),
    cost: formatDecimal(position.cost < 0n ? -position.cost : position.cost),
    realizedPnl: formatDecimal(position.realizedPnl),
    unrealizedPnl: unrealized,
    fundingUsd: formatDecimal(position.funding),
    fundingAccruedUsd: formatDecimal(position.funding),
    feesAccruedUsd: formatDecimal(position.fees),
    totalIncreaseNotional: formatDecimal(position.totalIncreaseNotional),
    totalIncreaseQuantity: formatDecimal(position.totalIncreaseQuantity),
    totalDecreaseNotional: formatDecimal(position.totalDecreaseNotional),
    totalDecreaseQuantity: formatDecimal(position.totalDecreaseQuantity),
    isLiquidated: position.isLiquidated,
    liquidationPrice:
      position.liquidationPrice === undefined ? null : formatDecimal(position.liquidationPrice),
    wasDeleveraged: false,
    createdAt: position.createdAt,
    updatedAt: position.updatedAt,
  };
}
