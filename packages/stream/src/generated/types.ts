// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 6cc346dcf9dcd125b885764ebf12c4aad632e42f6cf1c4443c14e18bb11084c4)
// Do not edit; run pnpm generate.

import type { ReadableSide } from "@perpkit/core";

/**
 * A decimal string with at most 9 decimal places, such as "3000.25"; negative where the value can be (a cost, a PnL, a short size).
 *
 * @example
 * const value: Decimal = "3000.25";
 */
export type Decimal = string;

/**
 * Epoch milliseconds.
 *
 * @example
 * const value: Timestamp = 1767225600000;
 */
export type Timestamp = number;

/**
 * An id, a UUID string.
 *
 * @example
 * const value: Uuid = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
 */
export type Uuid = string;

/**
 * 0 is buy, 1 is sell.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: Side = 0;
 */
export type Side = 0 | 1 | (number & {});

/**
 * How an order is priced.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: OrderType = "MARKET";
 */
export type OrderType = "MARKET" | "LIMIT" | (string & {});

/**
 * How long a limit order may rest.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: TimeInForce = "GTD";
 */
export type TimeInForce = "GTD" | "IOC" | "FOK" | (string & {});

/**
 * Where an order is in its life.
 *
 * - `NEW`: Accepted, acknowledged, visible on the book.
 * - `PENDING`: Acknowledged, not yet triggered.
 * - `FILLED_PARTIAL`: Partially filled.
 * - `FILLED`: Closed, fully filled.
 * - `REJECTED`: Rejected in execution.
 * - `CANCELED`: Cancelled; a non-zero fill means it was partly filled first.
 * - `EXPIRED`: The expiry assigned at submission was reached.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: OrderStatus = "NEW";
 */
export type OrderStatus = "NEW" | "PENDING" | "FILLED_PARTIAL" | "FILLED" | "REJECTED" | "CANCELED" | "EXPIRED" | (string & {});

/**
 * Why the engine rejected an order.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: RejectionReason = "AccountSuspended";
 */
export type RejectionReason = "AccountSuspended" | "CausesImmediateLiquidation" | "DuplicateSameSideOco" | "ExchangeSuspended" | "ImmediateMatchPostOnly" | "InstrumentOpenValueCapExceeded" | "InsufficientBalance" | "Liquidation" | "MarketOrderReachedMaxSlippage" | "OcoFilled" | "OrderIncreasesPosition" | "RiskLimitExceeded" | "SignerRevoked" | "TriggerCanceled" | "QuantityAboveMaximum" | "UnfilledFillOrKill" | "UnfilledImmediateOrCancel" | "UnfilledMarketOrder" | "MakerCanceledByTaker" | "CloseOrder" | (string & {});

/**
 * A deposit or a withdrawal.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: TransferType = "DEPOSIT";
 */
export type TransferType = "DEPOSIT" | "WITHDRAW" | (string & {});

/**
 * Where a deposit or withdrawal is.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: TransferStatus = "SUBMITTED";
 */
export type TransferStatus = "SUBMITTED" | "PENDING" | "COMPLETED" | "REJECTED" | (string & {});

/**
 * Why the gateway refused a request.
 *
 * - `UNKNOWN_PRODUCT`: The symbol matches no product.
 * - `VALIDATION_ERROR`: The payload failed validation (missing or invalid fields).
 * - `SUBSCRIPTION_FAILED`: Could not subscribe to the topic.
 * - `UNSUBSCRIBE_FAILED`: Could not unsubscribe from the topic.
 * - `RATE_LIMIT`: The client is rate limited.
 * - `INTERNAL_ERROR`: Unexpected server error.
 * - `SUBSCRIPTION_LIMIT_EXCEEDED`: Too many subaccount subscriptions on this connection.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: StreamErrorCode = "UNKNOWN_PRODUCT";
 */
export type StreamErrorCode = "UNKNOWN_PRODUCT" | "VALIDATION_ERROR" | "SUBSCRIPTION_FAILED" | "UNSUBSCRIBE_FAILED" | "RATE_LIMIT" | "INTERNAL_ERROR" | "SUBSCRIPTION_LIMIT_EXCEEDED" | (string & {});

/**
 * The `type` of a subscription and the `e` of a pushed message.
 *
 * Open: the service may send values this version does not know.
 *
 * @example
 * const value: StreamChannelName = "L2Book";
 */
export type StreamChannelName = "L2Book" | "Ticker" | "TradeFill" | "SubaccountLiquidation" | "PositionUpdate" | "OrderUpdate" | "OrderFill" | "TokenTransfer" | (string & {});

/**
 * What to subscribe to: a channel and its key. Market channels (L2Book, Ticker, TradeFill)
 * carry `symbol`; account channels carry `subaccountId`.
 *
 * @example
 * const value: Topic = decodeTopic(JSON.parse(text));
 */
export interface Topic {
  /** Readable name `channel`. */
  type: StreamChannelName;
  /** Product symbol, for market channels. */
  symbol?: string;
  /** Subaccount id, for account channels. */
  subaccountId?: Uuid;
}

/**
 * Starts a subscription. Costs 5 points of the WebSocket pool.
 *
 * @example
 * const value: SubscribeRequest = decodeSubscribeRequest(JSON.parse(text));
 */
export interface SubscribeRequest {
  event: "subscribe";
  /** Readable name `topic`. */
  data: Topic;
}

/**
 * Ends a subscription.
 *
 * @example
 * const value: UnsubscribeRequest = decodeUnsubscribeRequest(JSON.parse(text));
 */
export interface UnsubscribeRequest {
  event: "unsubscribe";
  /** Readable name `topic`. */
  data: Topic;
}

/**
 * Asks the gateway for a pong. Optional; not yet available on mainnet.
 *
 * @example
 * const value: PingRequest = decodePingRequest(JSON.parse(text));
 */
export interface PingRequest {
  event: "ping";
}

/**
 * The request succeeded. Replies come in the order of the requests. A gateway may echo the
 * request's `event` and `data`; clients must not rely on it.
 *
 * @example
 * const value: OkReply = decodeOkReply(JSON.parse(text));
 */
export interface OkReply {
  ok: true;
  event?: string;
  /** Readable name `topic`. */
  data?: Topic;
}

/**
 * The request failed. Replies come in the order of the requests. A gateway may echo the
 * request's `event` and `data`, and add a human `message`; clients must not rely on them.
 *
 * @example
 * const value: ErrorReply = decodeErrorReply(JSON.parse(text));
 */
export interface ErrorReply {
  ok: false;
  code: StreamErrorCode;
  message?: string;
  event?: string;
  /** Readable name `topic`. */
  data?: Topic;
}

/**
 * The answer to a ping, with the server time.
 *
 * @example
 * const value: Pong = decodePong(JSON.parse(text));
 */
export interface Pong {
  /** Readable name `event`. */
  e: "pong";
  /** Readable name `time`. */
  t: Timestamp;
}

/**
 * One price level, `[price, quantity]`; the quantity is absolute, zero removes the level.
 *
 * @example
 * const value: PriceLevel = ["3000.25","1.5"];
 */
export type PriceLevel = [Decimal, Decimal];

/**
 * The L2Book payload: a snapshot (no `pt`) or a diff of price levels.
 *
 * @example
 * const value: L2Book = decodeL2Book(JSON.parse(text));
 */
export interface L2Book {
  /**
   * Market symbol, e.g. BTCUSD, ETHUSD.
   *
   * Readable name `symbol`.
   */
  s: string;
  /**
   * Book time of this message.
   *
   * Readable name `time`.
   */
  t: number;
  /**
   * Book time of the previous message; absent on the snapshot.
   *
   * Readable name `previousTime`.
   */
  pt?: number;
  /**
   * Ask levels as [price, quantity] string tuples.
   *
   * Readable name `asks`.
   */
  a: PriceLevel[];
  /**
   * Bid levels as [price, quantity] string tuples.
   *
   * Readable name `bids`.
   */
  b: PriceLevel[];
}

/**
 * The Ticker payload: best bid and ask, mark price, open interest, funding and volume.
 *
 * @example
 * const value: Ticker = decodeTicker(JSON.parse(text));
 */
export interface Ticker {
  /**
   * Market symbol, e.g. BTCUSD, ETHUSD.
   *
   * Readable name `symbol`.
   */
  s: string;
  /**
   * Timestamp in milliseconds for this ticker update.
   *
   * Readable name `time`.
   */
  t: number;
  /**
   * Best bid price.
   *
   * Readable name `bestBidPrice`.
   */
  bidPx?: Decimal;
  /**
   * Best ask price.
   *
   * Readable name `bestAskPrice`.
   */
  askPx?: Decimal;
  /**
   * Best bid quantity.
   *
   * Readable name `bestBidQuantity`.
   */
  bidAmt?: Decimal;
  /**
   * Best ask quantity.
   *
   * Readable name `bestAskQuantity`.
   */
  askAmt?: Decimal;
  /**
   * Mark price.
   *
   * Readable name `markPrice`.
   */
  markPx?: Decimal;
  /**
   * Mark price 24 hours ago.
   *
   * Readable name `markPrice24hAgo`.
   */
  markPx24h?: Decimal;
  /**
   * Open interest.
   *
   * Readable name `openInterest`.
   */
  oi?: Decimal;
  /**
   * Projected funding rate at the end of the hour.
   *
   * Readable name `fundingRate1h`.
   */
  fr1h?: Decimal;
  /**
   * 24 hour volume.
   *
   * Readable name `volume24h`.
   */
  vol24h?: Decimal;
}

/**
 * One public trade, from the taker's view.
 *
 * @example
 * const value: Trade = decodeTrade(JSON.parse(text));
 */
export interface Trade {
  /** Trade identifier. */
  id: Uuid;
  /**
   * Trade price.
   *
   * Readable name `price`.
   */
  px: Decimal;
  /**
   * Trade size.
   *
   * Readable name `quantity`.
   */
  sz: Decimal;
  /**
   * The taker's side.
   *
   * Readable name `side`.
   */
  sd: Side;
  /**
   * [taker subaccount id, maker subaccount id]
   *
   * Readable name `subaccountIds`.
   */
  sids: Uuid[];
}

/**
 * The TradeFill payload: trades of one market.
 *
 * @example
 * const value: TradeFill = decodeTradeFill(JSON.parse(text));
 */
export interface TradeFill {
  /**
   * Market symbol.
   *
   * Readable name `symbol`.
   */
  s: string;
  /**
   * Timestamp in milliseconds for this trade update.
   *
   * Readable name `time`.
   */
  t: number;
  /**
   * Array of trade fill objects.
   *
   * Readable name `trades`.
   */
  d: Trade[];
}

/**
 * One position taken over at liquidation.
 *
 * @example
 * const value: LiquidatedPosition = decodeLiquidatedPosition(JSON.parse(text));
 */
export interface LiquidatedPosition {
  /**
   * Symbol.
   *
   * Readable name `symbol`.
   */
  s: string;
  /**
   * Mark price at liquidation.
   *
   * Readable name `markPrice`.
   */
  px: Decimal;
  /**
   * Positive for a long, negative for a short.
   *
   * Readable name `size`.
   */
  sz: Decimal;
}

/**
 * The SubaccountLiquidation payload: a subaccount was liquidated.
 *
 * @example
 * const value: SubaccountLiquidation = decodeSubaccountLiquidation(JSON.parse(text));
 */
export interface SubaccountLiquidation {
  /**
   * Subaccount identifier.
   *
   * Readable name `subaccountId`.
   */
  sid: Uuid;
  /**
   * Timestamp in milliseconds of the liquidation event.
   *
   * Readable name `time`.
   */
  t: number;
  /**
   * Liquidated positions or fills.
   *
   * Readable name `positions`.
   */
  d: LiquidatedPosition[];
}

/**
 * One position after the change.
 *
 * @example
 * const value: Position = decodePosition(JSON.parse(text));
 */
export interface Position {
  /** Position identifier. */
  id: Uuid;
  /**
   * Subaccount identifier.
   *
   * Readable name `subaccountId`.
   */
  sid: Uuid;
  /**
   * Symbol.
   *
   * Readable name `symbol`.
   */
  s: string;
  /**
   * The position's side.
   *
   * Readable name `side`.
   */
  sd: Side;
  /**
   * Position size.
   *
   * Readable name `size`.
   */
  sz: Decimal;
  /** Position cost. */
  cost: Decimal;
  /**
   * Realized PnL for this position update.
   *
   * Readable name `realizedPnl`.
   */
  rpnl: Decimal;
  /**
   * Funding PnL for this position update.
   *
   * Readable name `fundingPnl`.
   */
  fpnl: Decimal;
  /**
   * Fees for this position update.
   *
   * Readable name `fees`.
   */
  fee: Decimal;
  /**
   * Only when the position was liquidated.
   *
   * Readable name `liquidationPrice`.
   */
  lpx?: Decimal;
}

/**
 * The PositionUpdate payload: positions that changed.
 *
 * @example
 * const value: PositionUpdate = decodePositionUpdate(JSON.parse(text));
 */
export interface PositionUpdate {
  /**
   * Timestamp in milliseconds of the position update.
   *
   * Readable name `time`.
   */
  t: number;
  /** Readable name `positions`. */
  d: Position[];
}

/**
 * One order after the change.
 *
 * @example
 * const value: Order = decodeOrder(JSON.parse(text));
 */
export interface Order {
  /** Order identifier. */
  id: Uuid;
  /**
   * Client order identifier provided at order placement. May be empty if not provided or for certain order update types.
   *
   * Readable name `clientOrderId`.
   */
  cloid?: string;
  /** Readable name `type`. */
  otyp: OrderType;
  /**
   * Original quantity.
   *
   * Readable name `quantity`.
   */
  qty: Decimal;
  /**
   * Remaining quantity.
   *
   * Readable name `availableQuantity`.
   */
  aqty: Decimal;
  /**
   * Filled quantity for this order.
   *
   * Readable name `filled`.
   */
  fill: Decimal;
  /**
   * Limit price; omitted for market orders.
   *
   * Readable name `price`.
   */
  px?: Decimal;
  /** Readable name `side`. */
  sd: Side;
  /**
   * Market symbol for this order.
   *
   * Readable name `symbol`.
   */
  s: string;
  /**
   * Subaccount identifier for this order.
   *
   * Readable name `subaccountId`.
   */
  sid: Uuid;
  /**
   * The wallet or linked signer that placed the order.
   *
   * Readable name `sender`.
   */
  sn: string;
  /** Readable name `status`. */
  st: OrderStatus;
  /** Readable name `createdAt`. */
  t: number;
  /** Readable name `reduceOnly`. */
  ro: boolean;
  /** Readable name `close`. */
  cl: boolean;
  /** Readable name `timeInForce`. */
  tif?: string;
  /**
   * Epoch seconds.
   *
   * Readable name `expiresAt`.
   */
  et: number;
  /** Readable name `postOnly`. */
  po?: boolean;
  /**
   * Stop price for stop orders. May be empty for non-stop orders.
   *
   * Readable name `stopPrice`.
   */
  spx?: Decimal;
  /** Readable name `stopType`. */
  styp?: number;
  /** Readable name `stopPriceType`. */
  spxtyp?: number;
  /**
   * Triggered state.
   *
   * Readable name `triggered`.
   */
  tr: string;
  /** Readable name `groupContingencyType`. */
  gtyp?: number;
  /** Readable name `groupId`. */
  gid?: Uuid;
  /** Readable name `rejectedReason`. */
  rr?: RejectionReason;
}

/**
 * The OrderUpdate payload: orders whose state changed.
 *
 * @example
 * const value: OrderUpdate = decodeOrderUpdate(JSON.parse(text));
 */
export interface OrderUpdate {
  /** Readable name `time`. */
  t: number;
  /** Readable name `orders`. */
  d: Order[];
}

/**
 * One fill of an order, from this subaccount's side.
 *
 * @example
 * const value: Fill = decodeFill(JSON.parse(text));
 */
export interface Fill {
  /** Order fill identifier. */
  id: Uuid;
  /**
   * Related order identifier for this fill.
   *
   * Readable name `orderId`.
   */
  oid: Uuid;
  /**
   * Client order identifier provided at order placement. May be empty if not provided or for certain order update types.
   *
   * Readable name `clientOrderId`.
   */
  cloid?: string;
  /**
   * Price.
   *
   * Readable name `price`.
   */
  px: Decimal;
  /**
   * Size.
   *
   * Readable name `quantity`.
   */
  sz: Decimal;
  /** Readable name `type`. */
  typ: OrderType;
  /** Readable name `side`. */
  sd: Side;
  /** Readable name `symbol`. */
  s: string;
  /** Readable name `subaccountId`. */
  sid: Uuid;
  /** Readable name `reduceOnly`. */
  ro: boolean;
  /** Fees for this fill. */
  fee: Decimal;
  /**
   * Whether this fill was a maker or taker fill.
   *
   * Readable name `isMaker`.
   */
  m: boolean;
  /** Readable name `createdAt`. */
  t: number;
}

/**
 * The OrderFill payload: fills of this subaccount's orders.
 *
 * @example
 * const value: OrderFill = decodeOrderFill(JSON.parse(text));
 */
export interface OrderFill {
  /** Readable name `time`. */
  t: number;
  /** Readable name `fills`. */
  d: Fill[];
}

/**
 * The TokenTransfer payload: a deposit or withdrawal changed state.
 *
 * @example
 * const value: TokenTransfer = decodeTokenTransfer(JSON.parse(text));
 */
export interface TokenTransfer {
  /** Readable name `time`. */
  t: number;
  id: Uuid;
  /** Readable name `subaccountId`. */
  sid: Uuid;
  /** Readable name `tokenName`. */
  tName: string;
  /**
   * Token address as hex string.
   *
   * Readable name `tokenAddress`.
   */
  tAddr: string;
  /** Readable name `type`. */
  typ: TransferType;
  /** Readable name `status`. */
  st: TransferStatus;
  /**
   * Transfer amount as a decimal string.
   *
   * Readable name `amount`.
   */
  amt: Decimal;
  /** Transfer fee as a decimal string. */
  fee: Decimal;
  /** Readable name `initiatedBlockNumber`. */
  iniBk?: string;
  /** Readable name `finalizedBlockNumber`. */
  finBk?: string;
  /**
   * Initial transaction hash as hex string.
   *
   * Readable name `initiatedTransactionHash`.
   */
  iniTx?: string;
  /**
   * Final transaction hash as hex string.
   *
   * Readable name `finalizedTransactionHash`.
   */
  finTx?: string;
  /**
   * Cross-chain bridge destination address.
   *
   * Readable name `lzDestinationAddress`.
   */
  lzAddr?: string;
  /**
   * Bridge destination chain endpoint id.
   *
   * Readable name `lzDestinationEid`.
   */
  lzEid?: number;
}

/**
 * The message the L2Book channel pushes.
 *
 * @example
 * const value: L2BookMessage = decodeL2BookMessage(JSON.parse(text));
 */
export interface L2BookMessage {
  /**
   * Event type.
   *
   * Readable name `event`.
   */
  e: "L2Book";
  /**
   * System timestamp in milliseconds when this message was emitted.
   *
   * Readable name `time`.
   */
  t: number;
  data: L2Book;
}

/**
 * The message the Ticker channel pushes.
 *
 * @example
 * const value: TickerMessage = decodeTickerMessage(JSON.parse(text));
 */
export interface TickerMessage {
  /**
   * Event type.
   *
   * Readable name `event`.
   */
  e: "Ticker";
  /**
   * System timestamp in milliseconds when this message was emitted.
   *
   * Readable name `time`.
   */
  t: number;
  data: Ticker;
}

/**
 * The message the TradeFill channel pushes.
 *
 * @example
 * const value: TradeFillMessage = decodeTradeFillMessage(JSON.parse(text));
 */
export interface TradeFillMessage {
  /**
   * Event type.
   *
   * Readable name `event`.
   */
  e: "TradeFill";
  /**
   * System timestamp in milliseconds when this message was emitted.
   *
   * Readable name `time`.
   */
  t: number;
  data: TradeFill;
}

/**
 * The message the SubaccountLiquidation channel pushes.
 *
 * @example
 * const value: SubaccountLiquidationMessage = decodeSubaccountLiquidationMessage(JSON.parse(text));
 */
export interface SubaccountLiquidationMessage {
  /**
   * Event type.
   *
   * Readable name `event`.
   */
  e: "SubaccountLiquidation";
  /**
   * System timestamp in milliseconds when this message was emitted.
   *
   * Readable name `time`.
   */
  t: number;
  data: SubaccountLiquidation;
}

/**
 * The message the PositionUpdate channel pushes.
 *
 * @example
 * const value: PositionUpdateMessage = decodePositionUpdateMessage(JSON.parse(text));
 */
export interface PositionUpdateMessage {
  /** Readable name `event`. */
  e: "PositionUpdate";
  /** Readable name `time`. */
  t: number;
  data: PositionUpdate;
}

/**
 * The message the OrderUpdate channel pushes.
 *
 * @example
 * const value: OrderUpdateMessage = decodeOrderUpdateMessage(JSON.parse(text));
 */
export interface OrderUpdateMessage {
  /** Readable name `event`. */
  e: "OrderUpdate";
  /** Readable name `time`. */
  t: number;
  data: OrderUpdate;
}

/**
 * The message the OrderFill channel pushes.
 *
 * @example
 * const value: OrderFillMessage = decodeOrderFillMessage(JSON.parse(text));
 */
export interface OrderFillMessage {
  /** Readable name `event`. */
  e: "OrderFill";
  /** Readable name `time`. */
  t: number;
  data: OrderFill;
}

/**
 * The message the TokenTransfer channel pushes.
 *
 * @example
 * const value: TokenTransferMessage = decodeTokenTransferMessage(JSON.parse(text));
 */
export interface TokenTransferMessage {
  /** Readable name `event`. */
  e: "TokenTransfer";
  /** Readable name `time`. */
  t: number;
  data: TokenTransfer;
}

/**
 * The L2Book payload: a snapshot (no `pt`) or a diff of price levels.
 *
 * L2Book with readable property names.
 *
 * @example
 * const value: ReadableL2Book = toReadableL2Book(decodeL2Book(JSON.parse(text)));
 */
export interface ReadableL2Book {
  /**
   * Market symbol, e.g. BTCUSD, ETHUSD.
   *
   * Short key `s`.
   */
  symbol: string;
  /**
   * Book time of this message.
   *
   * Short key `t`.
   */
  time: number;
  /**
   * Book time of the previous message; absent on the snapshot.
   *
   * Short key `pt`.
   */
  previousTime?: number;
  /**
   * Ask levels as [price, quantity] string tuples.
   *
   * Short key `a`.
   */
  asks: PriceLevel[];
  /**
   * Bid levels as [price, quantity] string tuples.
   *
   * Short key `b`.
   */
  bids: PriceLevel[];
}

/**
 * The Ticker payload: best bid and ask, mark price, open interest, funding and volume.
 *
 * Ticker with readable property names.
 *
 * @example
 * const value: ReadableTicker = toReadableTicker(decodeTicker(JSON.parse(text)));
 */
export interface ReadableTicker {
  /**
   * Market symbol, e.g. BTCUSD, ETHUSD.
   *
   * Short key `s`.
   */
  symbol: string;
  /**
   * Timestamp in milliseconds for this ticker update.
   *
   * Short key `t`.
   */
  time: number;
  /**
   * Best bid price.
   *
   * Short key `bidPx`.
   */
  bestBidPrice?: Decimal;
  /**
   * Best ask price.
   *
   * Short key `askPx`.
   */
  bestAskPrice?: Decimal;
  /**
   * Best bid quantity.
   *
   * Short key `bidAmt`.
   */
  bestBidQuantity?: Decimal;
  /**
   * Best ask quantity.
   *
   * Short key `askAmt`.
   */
  bestAskQuantity?: Decimal;
  /**
   * Mark price.
   *
   * Short key `markPx`.
   */
  markPrice?: Decimal;
  /**
   * Mark price 24 hours ago.
   *
   * Short key `markPx24h`.
   */
  markPrice24hAgo?: Decimal;
  /**
   * Open interest.
   *
   * Short key `oi`.
   */
  openInterest?: Decimal;
  /**
   * Projected funding rate at the end of the hour.
   *
   * Short key `fr1h`.
   */
  fundingRate1h?: Decimal;
  /**
   * 24 hour volume.
   *
   * Short key `vol24h`.
   */
  volume24h?: Decimal;
}

/**
 * The TradeFill payload: trades of one market.
 *
 * TradeFill with readable property names.
 *
 * @example
 * const value: ReadableTradeFill = toReadableTradeFill(decodeTradeFill(JSON.parse(text)));
 */
export interface ReadableTradeFill {
  /**
   * Market symbol.
   *
   * Short key `s`.
   */
  symbol: string;
  /**
   * Timestamp in milliseconds for this trade update.
   *
   * Short key `t`.
   */
  time: number;
  /**
   * Array of trade fill objects.
   *
   * Short key `d`.
   */
  trades: ReadableTrade[];
}

/**
 * One public trade, from the taker's view.
 *
 * Trade with readable property names.
 *
 * @example
 * const value: ReadableTrade = toReadableTrade(decodeTrade(JSON.parse(text)));
 */
export interface ReadableTrade {
  /** Trade identifier. */
  id: Uuid;
  /**
   * Trade price.
   *
   * Short key `px`.
   */
  price: Decimal;
  /**
   * Trade size.
   *
   * Short key `sz`.
   */
  quantity: Decimal;
  /**
   * The taker's side.
   *
   * Short key `sd`.
   */
  side: ReadableSide;
  /**
   * [taker subaccount id, maker subaccount id]
   *
   * Short key `sids`.
   */
  subaccountIds: Uuid[];
}

/**
 * The SubaccountLiquidation payload: a subaccount was liquidated.
 *
 * SubaccountLiquidation with readable property names.
 *
 * @example
 * const value: ReadableSubaccountLiquidation = toReadableSubaccountLiquidation(decodeSubaccountLiquidation(JSON.parse(text)));
 */
export interface ReadableSubaccountLiquidation {
  /**
   * Subaccount identifier.
   *
   * Short key `sid`.
   */
  subaccountId: Uuid;
  /**
   * Timestamp in milliseconds of the liquidation event.
   *
   * Short key `t`.
   */
  time: number;
  /**
   * Liquidated positions or fills.
   *
   * Short key `d`.
   */
  positions: ReadableLiquidatedPosition[];
}

/**
 * One position taken over at liquidation.
 *
 * LiquidatedPosition with readable property names.
 *
 * @example
 * const value: ReadableLiquidatedPosition = toReadableLiquidatedPosition(decodeLiquidatedPosition(JSON.parse(text)));
 */
export interface ReadableLiquidatedPosition {
  /**
   * Symbol.
   *
   * Short key `s`.
   */
  symbol: string;
  /**
   * Mark price at liquidation.
   *
   * Short key `px`.
   */
  markPrice: Decimal;
  /**
   * Positive for a long, negative for a short.
   *
   * Short key `sz`.
   */
  size: Decimal;
}

/**
 * The PositionUpdate payload: positions that changed.
 *
 * PositionUpdate with readable property names.
 *
 * @example
 * const value: ReadablePositionUpdate = toReadablePositionUpdate(decodePositionUpdate(JSON.parse(text)));
 */
export interface ReadablePositionUpdate {
  /**
   * Timestamp in milliseconds of the position update.
   *
   * Short key `t`.
   */
  time: number;
  /** Short key `d`. */
  positions: ReadablePosition[];
}

/**
 * One position after the change.
 *
 * Position with readable property names.
 *
 * @example
 * const value: ReadablePosition = toReadablePosition(decodePosition(JSON.parse(text)));
 */
export interface ReadablePosition {
  /** Position identifier. */
  id: Uuid;
  /**
   * Subaccount identifier.
   *
   * Short key `sid`.
   */
  subaccountId: Uuid;
  /**
   * Symbol.
   *
   * Short key `s`.
   */
  symbol: string;
  /**
   * The position's side.
   *
   * Short key `sd`.
   */
  side: ReadableSide;
  /**
   * Position size.
   *
   * Short key `sz`.
   */
  size: Decimal;
  /** Position cost. */
  cost: Decimal;
  /**
   * Realized PnL for this position update.
   *
   * Short key `rpnl`.
   */
  realizedPnl: Decimal;
  /**
   * Funding PnL for this position update.
   *
   * Short key `fpnl`.
   */
  fundingPnl: Decimal;
  /**
   * Fees for this position update.
   *
   * Short key `fee`.
   */
  fees: Decimal;
  /**
   * Only when the position was liquidated.
   *
   * Short key `lpx`.
   */
  liquidationPrice?: Decimal;
}

/**
 * The OrderUpdate payload: orders whose state changed.
 *
 * OrderUpdate with readable property names.
 *
 * @example
 * const value: ReadableOrderUpdate = toReadableOrderUpdate(decodeOrderUpdate(JSON.parse(text)));
 */
export interface ReadableOrderUpdate {
  /** Short key `t`. */
  time: number;
  /** Short key `d`. */
  orders: ReadableOrder[];
}

/**
 * One order after the change.
 *
 * Order with readable property names.
 *
 * @example
 * const value: ReadableOrder = toReadableOrder(decodeOrder(JSON.parse(text)));
 */
export interface ReadableOrder {
  /** Order identifier. */
  id: Uuid;
  /**
   * Client order identifier provided at order placement. May be empty if not provided or for certain order update types.
   *
   * Short key `cloid`.
   */
  clientOrderId?: string;
  /** Short key `otyp`. */
  type: OrderType;
  /**
   * Original quantity.
   *
   * Short key `qty`.
   */
  quantity: Decimal;
  /**
   * Remaining quantity.
   *
   * Short key `aqty`.
   */
  availableQuantity: Decimal;
  /**
   * Filled quantity for this order.
   *
   * Short key `fill`.
   */
  filled: Decimal;
  /**
   * Limit price; omitted for market orders.
   *
   * Short key `px`.
   */
  price?: Decimal;
  /** Short key `sd`. */
  side: ReadableSide;
  /**
   * Market symbol for this order.
   *
   * Short key `s`.
   */
  symbol: string;
  /**
   * Subaccount identifier for this order.
   *
   * Short key `sid`.
   */
  subaccountId: Uuid;
  /**
   * The wallet or linked signer that placed the order.
   *
   * Short key `sn`.
   */
  sender: string;
  /** Short key `st`. */
  status: OrderStatus;
  /** Short key `t`. */
  createdAt: number;
  /** Short key `ro`. */
  reduceOnly: boolean;
  /** Short key `cl`. */
  close: boolean;
  /** Short key `tif`. */
  timeInForce?: string;
  /**
   * Epoch seconds.
   *
   * Short key `et`.
   */
  expiresAt: number;
  /** Short key `po`. */
  postOnly?: boolean;
  /**
   * Stop price for stop orders. May be empty for non-stop orders.
   *
   * Short key `spx`.
   */
  stopPrice?: Decimal;
  /** Short key `styp`. */
  stopType?: number;
  /** Short key `spxtyp`. */
  stopPriceType?: number;
  /**
   * Triggered state.
   *
   * Short key `tr`.
   */
  triggered: string;
  /** Short key `gtyp`. */
  groupContingencyType?: number;
  /** Short key `gid`. */
  groupId?: Uuid;
  /** Short key `rr`. */
  rejectedReason?: RejectionReason;
}

/**
 * The OrderFill payload: fills of this subaccount's orders.
 *
 * OrderFill with readable property names.
 *
 * @example
 * const value: ReadableOrderFill = toReadableOrderFill(decodeOrderFill(JSON.parse(text)));
 */
export interface ReadableOrderFill {
  /** Short key `t`. */
  time: number;
  /** Short key `d`. */
  fills: ReadableFill[];
}

/**
 * One fill of an order, from this subaccount's side.
 *
 * Fill with readable property names.
 *
 * @example
 * const value: ReadableFill = toReadableFill(decodeFill(JSON.parse(text)));
 */
export interface ReadableFill {
  /** Order fill identifier. */
  id: Uuid;
  /**
   * Related order identifier for this fill.
   *
   * Short key `oid`.
   */
  orderId: Uuid;
  /**
   * Client order identifier provided at order placement. May be empty if not provided or for certain order update types.
   *
   * Short key `cloid`.
   */
  clientOrderId?: string;
  /**
   * Price.
   *
   * Short key `px`.
   */
  price: Decimal;
  /**
   * Size.
   *
   * Short key `sz`.
   */
  quantity: Decimal;
  /** Short key `typ`. */
  type: OrderType;
  /** Short key `sd`. */
  side: ReadableSide;
  /** Short key `s`. */
  symbol: string;
  /** Short key `sid`. */
  subaccountId: Uuid;
  /** Short key `ro`. */
  reduceOnly: boolean;
  /** Fees for this fill. */
  fee: Decimal;
  /**
   * Whether this fill was a maker or taker fill.
   *
   * Short key `m`.
   */
  isMaker: boolean;
  /** Short key `t`. */
  createdAt: number;
}

/**
 * The TokenTransfer payload: a deposit or withdrawal changed state.
 *
 * TokenTransfer with readable property names.
 *
 * @example
 * const value: ReadableTokenTransfer = toReadableTokenTransfer(decodeTokenTransfer(JSON.parse(text)));
 */
export interface ReadableTokenTransfer {
  /** Short key `t`. */
  time: number;
  id: Uuid;
  /** Short key `sid`. */
  subaccountId: Uuid;
  /** Short key `tName`. */
  tokenName: string;
  /**
   * Token address as hex string.
   *
   * Short key `tAddr`.
   */
  tokenAddress: string;
  /** Short key `typ`. */
  type: TransferType;
  /** Short key `st`. */
  status: TransferStatus;
  /**
   * Transfer amount as a decimal string.
   *
   * Short key `amt`.
   */
  amount: Decimal;
  /** Transfer fee as a decimal string. */
  fee: Decimal;
  /** Short key `iniBk`. */
  initiatedBlockNumber?: string;
  /** Short key `finBk`. */
  finalizedBlockNumber?: string;
  /**
   * Initial transaction hash as hex string.
   *
   * Short key `iniTx`.
   */
  initiatedTransactionHash?: string;
  /**
   * Final transaction hash as hex string.
   *
   * Short key `finTx`.
   */
  finalizedTransactionHash?: string;
  /**
   * Cross-chain bridge destination address.
   *
   * Short key `lzAddr`.
   */
  lzDestinationAddress?: string;
  /**
   * Bridge destination chain endpoint id.
   *
   * Short key `lzEid`.
   */
  lzDestinationEid?: number;
}
