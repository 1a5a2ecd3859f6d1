// Generated from:
//   spec/upstream/ws_messages.json (sha256 0c3a583e31e32bc2aa27e49365d77833e448e653f467ff569a2801ddd6e4b859)
//   spec/upstream/openapi.json (sha256 b677cb60e1e2e2f3bd9803c4722c50df342e2ee781885e9b30adbc327630a136)
//   spec/stream/layer.yaml (sha256 6cc346dcf9dcd125b885764ebf12c4aad632e42f6cf1c4443c14e18bb11084c4)
// Do not edit; run pnpm generate.

import type { L2Book, L2BookMessage, OrderFill, OrderFillMessage, OrderUpdate, OrderUpdateMessage, PositionUpdate, PositionUpdateMessage, SubaccountLiquidation, SubaccountLiquidationMessage, Ticker, TickerMessage, TokenTransfer, TokenTransferMessage, TradeFill, TradeFillMessage } from "./types.js";

/**
 * Every channel of the stream gateway, in the order the spec lists them.
 *
 * @example
 * streamChannels.includes("L2Book") // true
 */
export const streamChannels = [
  "L2Book",
  "Ticker",
  "TradeFill",
  "SubaccountLiquidation",
  "PositionUpdate",
  "OrderUpdate",
  "OrderFill",
  "TokenTransfer",
] as const;

/**
 * One channel name: the `type` of a subscription and the `e` of a pushed message.
 *
 * @example
 * const channel: StreamChannel = "L2Book"
 */
export type StreamChannel = (typeof streamChannels)[number];

/**
 * The payload each channel pushes (the `data` of its message).
 *
 * @example
 * type Book = ChannelPayloads["L2Book"]
 */
export interface ChannelPayloads {
  L2Book: L2Book;
  Ticker: Ticker;
  TradeFill: TradeFill;
  SubaccountLiquidation: SubaccountLiquidation;
  PositionUpdate: PositionUpdate;
  OrderUpdate: OrderUpdate;
  OrderFill: OrderFill;
  TokenTransfer: TokenTransfer;
}

/**
 * The whole message each channel pushes.
 *
 * @example
 * type BookMessage = ChannelMessages["L2Book"]
 */
export interface ChannelMessages {
  L2Book: L2BookMessage;
  Ticker: TickerMessage;
  TradeFill: TradeFillMessage;
  SubaccountLiquidation: SubaccountLiquidationMessage;
  PositionUpdate: PositionUpdateMessage;
  OrderUpdate: OrderUpdateMessage;
  OrderFill: OrderFillMessage;
  TokenTransfer: TokenTransferMessage;
}

/**
 * The subscribe parameter that selects a channel's stream: `symbol` or `subaccountId`.
 *
 * @example
 * type Key = ChannelKeys["OrderUpdate"] // "subaccountId"
 */
export interface ChannelKeys {
  L2Book: "symbol";
  Ticker: "symbol";
  TradeFill: "symbol";
  SubaccountLiquidation: "subaccountId";
  PositionUpdate: "subaccountId";
  OrderUpdate: "subaccountId";
  OrderFill: "subaccountId";
  TokenTransfer: "subaccountId";
}

/**
 * The subscribe parameter of each channel.
 *
 * @example
 * channelKeys.L2Book // "symbol"
 */
export const channelKeys = {
  L2Book: "symbol",
  Ticker: "symbol",
  TradeFill: "symbol",
  SubaccountLiquidation: "subaccountId",
  PositionUpdate: "subaccountId",
  OrderUpdate: "subaccountId",
  OrderFill: "subaccountId",
  TokenTransfer: "subaccountId",
} as const satisfies ChannelKeys;

/**
 * The channels grouped by their subscribe parameter.
 *
 * @example
 * channelsByKey.symbol // ["L2Book", "Ticker", "TradeFill"]
 */
export const channelsByKey = {
  symbol: ["L2Book", "Ticker", "TradeFill"],
  subaccountId: [
    "SubaccountLiquidation",
    "PositionUpdate",
    "OrderUpdate",
    "OrderFill",
    "TokenTransfer",
  ],
} as const;

/**
 * The property of each channel's message that carries its payload.
 *
 * @example
 * channelDataKeys.L2Book // "data"
 */
export const channelDataKeys = {
  L2Book: "data",
  Ticker: "data",
  TradeFill: "data",
  SubaccountLiquidation: "data",
  PositionUpdate: "data",
  OrderUpdate: "data",
  OrderFill: "data",
  TokenTransfer: "data",
} as const;

/**
 * When the gateway pushes each channel: on an interval (`intervalMs`), in real time, or on change.
 *
 * @example
 * channelPush.L2Book.intervalMs // 200
 */
export const channelPush = {
  L2Book: {
    mode: "interval",
    intervalMs: 200,
  },
  Ticker: {
    mode: "interval",
    intervalMs: 1000,
  },
  TradeFill: {
    mode: "realtime",
  },
  SubaccountLiquidation: {
    mode: "realtime",
  },
  PositionUpdate: {
    mode: "realtime",
  },
  OrderUpdate: {
    mode: "realtime",
  },
  OrderFill: {
    mode: "realtime",
  },
  TokenTransfer: {
    mode: "on-change",
  },
} as const;

/**
 * Reads the key (symbol or subaccount id) a pushed payload belongs to, to route it to its subscription; `undefined` when the payload carries none (an empty list).
 *
 * @example
 * channelRoutes.L2Book(book) // "BTCUSD"
 */
export const channelRoutes = {
  L2Book: (data: L2Book) => data.s,
  Ticker: (data: Ticker) => data.s,
  TradeFill: (data: TradeFill) => data.s,
  SubaccountLiquidation: (data: SubaccountLiquidation) => data.sid,
  PositionUpdate: (data: PositionUpdate) => data.d[0]?.sid,
  OrderUpdate: (data: OrderUpdate) => data.d[0]?.sid,
  OrderFill: (data: OrderFill) => data.d[0]?.sid,
  TokenTransfer: (data: TokenTransfer) => data.sid,
} as const satisfies { readonly [C in StreamChannel]: (data: ChannelPayloads[C]) => string | undefined };

/**
 * The values of each open enumeration known to this version; the gateway may send others.
 *
 * @example
 * knownValues.StreamErrorCode.includes("RATE_LIMIT") // true
 */
export const knownValues = {
  Side: [0, 1],
  OrderType: ["MARKET", "LIMIT"],
  TimeInForce: ["GTD", "IOC", "FOK"],
  OrderStatus: [
    "NEW",
    "PENDING",
    "FILLED_PARTIAL",
    "FILLED",
    "REJECTED",
    "CANCELED",
    "EXPIRED",
  ],
  RejectionReason: [
    "AccountSuspended",
    "CausesImmediateLiquidation",
    "DuplicateSameSideOco",
    "ExchangeSuspended",
    "ImmediateMatchPostOnly",
    "InstrumentOpenValueCapExceeded",
    "InsufficientBalance",
    "Liquidation",
    "MarketOrderReachedMaxSlippage",
    "OcoFilled",
    "OrderIncreasesPosition",
    "RiskLimitExceeded",
    "SignerRevoked",
    "TriggerCanceled",
    "QuantityAboveMaximum",
    "UnfilledFillOrKill",
    "UnfilledImmediateOrCancel",
    "UnfilledMarketOrder",
    "MakerCanceledByTaker",
    "CloseOrder",
  ],
  TransferType: ["DEPOSIT", "WITHDRAW"],
  TransferStatus: ["SUBMITTED", "PENDING", "COMPLETED", "REJECTED"],
  StreamErrorCode: [
    "UNKNOWN_PRODUCT",
    "VALIDATION_ERROR",
    "SUBSCRIPTION_FAILED",
    "UNSUBSCRIBE_FAILED",
    "RATE_LIMIT",
    "INTERNAL_ERROR",
    "SUBSCRIPTION_LIMIT_EXCEEDED",
  ],
  StreamChannelName: [
    "L2Book",
    "Ticker",
    "TradeFill",
    "SubaccountLiquidation",
    "PositionUpdate",
    "OrderUpdate",
    "OrderFill",
    "TokenTransfer",
  ],
} as const;

/**
 * What each known OrderStatus value means.
 *
 * @example
 * orderStatusDescriptions.NEW // "Accepted, acknowledged, visible on the book."
 */
export const orderStatusDescriptions = {
  NEW: "Accepted, acknowledged, visible on the book.",
  PENDING: "Acknowledged, not yet triggered.",
  FILLED_PARTIAL: "Partially filled.",
  FILLED: "Closed, fully filled.",
  REJECTED: "Rejected in execution.",
  CANCELED: "Cancelled; a non-zero fill means it was partly filled first.",
  EXPIRED: "The expiry assigned at submission was reached.",
} as const;

/**
 * What each known StreamErrorCode value means.
 *
 * @example
 * streamErrorCodeDescriptions.UNKNOWN_PRODUCT // "The symbol matches no product."
 */
export const streamErrorCodeDescriptions = {
  UNKNOWN_PRODUCT: "The symbol matches no product.",
  VALIDATION_ERROR: "The payload failed validation (missing or invalid fields).",
  SUBSCRIPTION_FAILED: "Could not subscribe to the topic.",
  UNSUBSCRIBE_FAILED: "Could not unsubscribe from the topic.",
  RATE_LIMIT: "The client is rate limited.",
  INTERNAL_ERROR: "Unexpected server error.",
  SUBSCRIPTION_LIMIT_EXCEEDED: "Too many subaccount subscriptions on this connection.",
} as const;

/**
 * The gateway URL of each network.
 *
 * @example
 * streamServers.testnet // "wss://ws2.etherealtest.net/v1/stream"
 */
export const streamServers = {
  mainnet: "wss://ws2.ethereal.trade/v1/stream",
  testnet: "wss://ws2.etherealtest.net/v1/stream",
  local: "ws://127.0.0.1:7420/v1/stream",
} as const;

/**
 * The REST listing of an account's subaccounts, where a client reads a subaccount's id from its owner and name: its path, the query parameter naming the owner, and the one that pages.
 *
 * @example
 * subaccountLookup.path // "/v1/subaccount"
 */
export const subaccountLookup = {
  path: "/v1/subaccount",
  owner: "sender",
  cursor: "cursor",
} as const;
