import {
  formatDecimal,
  type KnownProductStatus,
  type KnownTriggeredState,
  limits,
} from "@perpkit/core";
import type { components } from "@perpkit/rest";
import {
  applyRate,
  type Exchange,
  type Fill,
  type LinkedSigner,
  type MarketFunding,
  notional,
  type Order,
  OrderType,
  type Position,
  type Product,
  type Subaccount,
  type Token,
  type Trade,
  type Transfer,
} from "../engine/index.js";

type Schemas = components["schemas"];

const { sides } = limits.order;

/** The zero address: where the live record names a contract the sandbox does not have. */
const NO_CONTRACT = "0x0000000000000000000000000000000000000000";

/**
 * `{ key: value }` when the value is defined, else `{}`: the live records leave an absent
 * optional field out (their schemas do not allow `null`).
 *
 * @example
 * ({ id, ...present("clientOrderId", order.clientOrderId) })
 */
export function present<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * The live `triggered` state of an order: a stop order that fired says so; every other order
 * has not been triggered.
 *
 * @example
 * triggeredState(order) // "NOT_TRIGGERED"
 */
export function triggeredState(order: Readonly<Pick<Order, "triggered">>): KnownTriggeredState {
  return order.triggered ? "STOP_ORDER_TRIGGERED" : "NOT_TRIGGERED";
}

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
    lzOftAddress: NO_CONTRACT,
    addedBlockNumber: "0",
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
  const updatedAt = exchange.balanceUpdatedAt(subaccountId);
  return exchange.heldTokens(subaccountId).map((token) => {
    const collateral = token.id === exchange.collateral.id;
    const amount = collateral ? margin.amount : exchange.balance(subaccountId, token.id);
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
  const digest = transfer.digest ?? "0x";
  return {
    id: transfer.id,
    ...present("initiatedBlockNumber", transfer.initiatedBlockNumber?.toString()),
    ...present("finalizedBlockNumber", transfer.finalizedBlockNumber?.toString()),
    status: transfer.status,
    subaccount: transfer.subaccount,
    token: transfer.tokenAddress,
    amount: formatDecimal(transfer.amount),
    withdrawDigest: digest,
    digest,
    ...present("lzDestinationAddress", transfer.lzDestinationAddress),
    ...present("lzDestinationEid", transfer.lzDestinationEid),
    createdAt: transfer.createdAt,
  };
}

/**
 * A deposit or withdrawal as a transfer record: the live fields (`subaccountId`,
 * `tokenAddress`, `tokenName`, `fee`) and the interface's `subaccount` and `token`.
 *
 * @example
 * transferRecord(transfer).status // "COMPLETED"
 */
export function transferRecord(transfer: Transfer): Schemas["Transfer"] {
  return {
    id: transfer.id,
    type: transfer.type,
    ...present("initiatedBlockNumber", transfer.initiatedBlockNumber?.toString()),
    ...present("finalizedBlockNumber", transfer.finalizedBlockNumber?.toString()),
    ...present("initiatedTransactionHash", transfer.initiatedTransactionHash),
    ...present("finalizedTransactionHash", transfer.finalizedTransactionHash),
    status: transfer.status,
    subaccountId: transfer.subaccountId,
    subaccount: transfer.subaccount,
    tokenAddress: transfer.tokenAddress,
    token: transfer.tokenAddress,
    tokenName: transfer.tokenName,
    amount: formatDecimal(transfer.amount),
    fee: formatDecimal(transfer.fee),
    ...present("lzDestinationAddress", transfer.lzDestinationAddress),
    ...present("lzDestinationEid", transfer.lzDestinationEid),
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
    ...present("name", signer.name),
    status: signer.status,
    isActive: exchange.isSignerActive(signer),
    blockNumber: signer.blockNumber.toString(),
    linkedAt: signer.linkedAt,
    ...present("revokedAt", signer.revokedAt),
    expiresAt: exchange.signerExpiresAt(signer),
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
  const market = exchange.marketSummary(product);
  const funding = exchange.marketFunding(product.id) as MarketFunding;
  const lotSize = formatDecimal(product.lotSize);
  return {
    id: product.id,
    ticker: product.ticker,
    displayTicker: product.displayTicker,
    baseTokenName: product.baseTokenName,
    // The sandbox lists no base-token contracts; its collateral is the quote token.
    baseTokenAddress: NO_CONTRACT,
    quoteTokenName: product.quoteTokenName,
    quoteTokenAddress: exchange.collateral.address,
    onchainId: product.onchainId,
    engineType: limits.order.engineTypes.perpetual,
    status: "ACTIVE" satisfies KnownProductStatus,
    blockNumber: "0",
    lotSize,
    minQuantity: lotSize,
    tickSize: formatDecimal(product.tickSize),
    minPrice: formatDecimal(product.minPrice),
    maxPrice: formatDecimal(product.maxPrice),
    maxQuantity: formatDecimal(product.maxQuantity),
    maxPositionNotionalUsd: formatDecimal(product.maxPositionNotionalUsd),
    maxOpenInterestUsd: formatDecimal(product.maxOpenInterestUsd),
    makerFee: formatDecimal(product.makerFee),
    takerFee: formatDecimal(product.takerFee),
    maxLeverage: product.maxLeverage,
    fundingRate1h: formatDecimal(funding.rate),
    cumulativeFundingUsd: formatDecimal(funding.cumulative),
    ...present(
      "fundingUpdatedAt",
      funding.chargedAt === undefined ? undefined : Math.floor(funding.chargedAt / 1000),
    ),
    // The live service works its rates out of a premium with these; the sandbox is given them.
    fundingBaselineApr: "0",
    fundingClampApr: "0",
    fundingMaxApr: "0",
    pythFeedId: 0,
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
    ...present("clientOrderId", order.clientOrderId),
    type: order.type,
    side: order.side,
    quantity: formatDecimal(order.quantity),
    availableQuantity: formatDecimal(order.remaining),
    filled: formatDecimal(order.filled),
    price: formatDecimal(order.price),
    stopPrice: formatDecimal(order.stopPrice),
    ...present("stopType", order.stopType),
    ...present("stopPriceType", order.stopPriceType),
    status: order.status,
    triggered: triggeredState(order),
    ...present("rejectedReason", order.rejectedReason),
    ...present("timeInForce", order.timeInForce),
    ...present("postOnly", order.type === OrderType.LIMIT ? order.postOnly : undefined),
    reduceOnly: order.reduceOnly,
    close: order.close,
    expiresAt: order.expiresAt,
    ...present("groupId", order.groupId),
    ...present("groupContingencyType", order.groupContingencyType),
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
 * exchange.fillsOf(subaccountId).map(fillRecord)
 */
export function fillRecord(fill: Fill): Schemas["Fill"] {
  return {
    id: fill.id,
    orderId: fill.orderId,
    ...present("clientOrderId", fill.clientOrderId),
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
  const taker = exchange.order(trade.takerOrderId);
  const maker = exchange.order(trade.makerOrderId);
  const product = exchange.product(trade.productId);
  const value = notional(trade.quantity, trade.price);
  return {
    id: trade.id,
    productId: trade.productId,
    takerOrderId: trade.takerOrderId,
    makerOrderId: trade.makerOrderId,
    ...present("takerClientOrderId", taker?.clientOrderId),
    ...present("makerClientOrderId", maker?.clientOrderId),
    price: formatDecimal(trade.price),
    filled: formatDecimal(trade.quantity),
    takerSide: trade.takerSide,
    makerSide: trade.takerSide === sides.buy ? sides.sell : sides.buy,
    takerFeeUsd: formatDecimal(product ? applyRate(value, product.takerFee) : 0n),
    makerFeeUsd: formatDecimal(product ? applyRate(value, product.makerFee) : 0n),
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
  const negative = position.size < 0n;
  const pnl = exchange.unrealizedPnlOf(position);
  const unrealized = pnl === undefined ? undefined : formatDecimal(pnl);
  return {
    id: position.id,
    productId: position.productId,
    side: position.side,
    size: formatDecimal(negative ? -position.size : position.size),
    cost: formatDecimal(position.cost < 0n ? -position.cost : position.cost),
    realizedPnl: formatDecimal(position.realizedPnl),
    ...present("unrealizedPnl", unrealized),
    // Each charge reaches the balance at its funding time: nothing is charged and not applied.
    fundingUsd: "0",
    fundingAccruedUsd: formatDecimal(position.funding),
    feesAccruedUsd: formatDecimal(position.fees),
    totalIncreaseNotional: formatDecimal(position.totalIncreaseNotional),
    totalIncreaseQuantity: formatDecimal(position.totalIncreaseQuantity),
    totalDecreaseNotional: formatDecimal(position.totalDecreaseNotional),
    totalDecreaseQuantity: formatDecimal(position.totalDecreaseQuantity),
    isLiquidated: position.isLiquidated,
    ...present(
      "liquidationPrice",
      position.liquidationPrice === undefined
        ? undefined
        : formatDecimal(position.liquidationPrice),
    ),
    wasDeleveraged: false,
    createdAt: position.createdAt,
    updatedAt: position.updatedAt,
  };
}
