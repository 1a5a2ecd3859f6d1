export {
  createStreamClient,
  type PingResult,
  type RateLimitRetryOptions,
  type ReconnectOptions,
  type StreamClient,
  type StreamClientEvents,
  type StreamClientOptions,
  type StreamClientStatus,
} from "./client.js";
export type { ConnectionEvents } from "./connection.js";
export {
  StaleOrderBookError,
  StreamClosedError,
  StreamError,
  SubscriptionOverflowError,
} from "./errors.js";
export * from "./generated/channels.js";
export * from "./generated/decoders.js";
export * from "./generated/encoders.js";
export * from "./generated/readable.js";
export type * from "./generated/types.js";
export {
  type ApplyResult,
  type BookLevel,
  MAX_BOOK_LEVELS,
  OrderBook,
  type OrderBookEvents,
  type OrderBookSnapshot,
  type OrderBookStatus,
  type ResyncReason,
} from "./order-book.js";
export {
  type MarketRecorder,
  type MarketRecorderEvents,
  type RecordedChannel,
  type RecordingStats,
  type RecordMarketOptions,
  recordMarket,
} from "./recorder.js";
export {
  decodeRecordingEntry,
  decodeRecordingHeader,
  encodeRecordingEntry,
  encodeRecordingHeader,
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedTicker,
  type RecordingEntry,
  type RecordingHeader,
} from "./recording.js";
export {
  lookupSubaccountId,
  type SubaccountLookup,
  type SubaccountLookupOptions,
} from "./subaccounts.js";
export type {
  SubaccountByName,
  SubscribeOptions,
  SubscribeParameters,
  Subscription,
  SubscriptionEvents,
  SubscriptionSource,
  SubscriptionStatus,
} from "./subscription.js";
export {
  WatchedOrderBook,
  type WatchOrderBookOptions,
  watchOrderBook,
} from "./watch-order-book.js";
export type { WebSocketConstructor, WebSocketLike } from "./websocket.js";
