export { type AccountChannel, AccountLedger } from "./account/account-ledger.js";
export {
  type AccountBalance,
  type AccountEvents,
  type AccountFill,
  type AccountOrder,
  type AccountPosition,
  type AccountResyncReason,
  type AccountSnapshot,
  type AccountStatus,
  type AccountUpdate,
  accountFillOf,
  accountOrderOf,
  accountPositionOf,
  StaleAccountError,
  type WatchAccountOptions,
} from "./account/account-records.js";
export {
  type AccountRestBalance,
  type AccountRestClient,
  type AccountRestFill,
  type AccountRestOrder,
  type AccountRestPosition,
  accountBalanceOfRest,
  accountFillOfRest,
  accountOrderOfRest,
  accountPositionOfRest,
  type ReadAccountOptions,
  type ReadAccountSnapshotErrorType,
  type ReadAccountSnapshotParameters,
  type ReadAccountSnapshotReturnType,
  readAccountSnapshot,
} from "./account/account-rest.js";
export {
  type MarketPnl,
  type SessionPnl,
  SessionPnlTracker,
} from "./account/session-pnl.js";
export {
  type LookupSubaccountIdErrorType,
  type LookupSubaccountIdParameters,
  type LookupSubaccountIdReturnType,
  lookupSubaccountId,
  type SubaccountLookup,
  type SubaccountLookupOptions,
} from "./account/subaccounts.js";
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  WatchedAccount,
  watchAccount,
} from "./account/watch-account.js";
export {
  type ApplyResult,
  type BookLevel,
  MAX_BOOK_LEVELS,
  OrderBook,
  type OrderBookEvents,
  type OrderBookSnapshot,
  type OrderBookStatus,
  type ResyncReason,
} from "./book/order-book.js";
export {
  WatchedOrderBook,
  type WatchOrderBookErrorType,
  type WatchOrderBookOptions,
  type WatchOrderBookParameters,
  type WatchOrderBookReturnType,
  watchOrderBook,
} from "./book/watch-order-book.js";
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
  ListenerError,
  StaleOrderBookError,
  StreamClosedError,
  StreamError,
  SubscriptionOverflowError,
} from "./errors.js";
export type { AccountRestComponents, AccountRestReads } from "./generated/account-rest.js";
export * from "./generated/channels.js";
export * from "./generated/decoders.js";
export * from "./generated/encoders.js";
export * from "./generated/readable.js";
export * from "./generated/recording/format.js";
export type * from "./generated/types.js";
export {
  type MarketRecorder,
  type MarketRecorderEvents,
  type RecordingStats,
  type RecordMarketErrorType,
  type RecordMarketOptions,
  type RecordMarketParameters,
  type RecordMarketReturnType,
  recordMarket,
} from "./recording/recorder.js";
export type {
  SubaccountByName,
  SubscribeErrorType,
  SubscribeOptions,
  SubscribeParameters,
  SubscribeReturnType,
  Subscription,
  SubscriptionEvents,
  SubscriptionSource,
  SubscriptionStatus,
} from "./subscription.js";
export type { WebSocketConstructor, WebSocketLike } from "./websocket.js";
