export { type CandleApiOptions, createCandleApi } from "./candles/api.js";
export { CandleStore, type StoredBar, type StoredHistory } from "./candles/candle-store.js";
export type { Accounts, DepositInput, WithdrawalInput } from "./engine/accounts.js";
export { type BookEntry, BookSide, OrderBook, type PriceLevel } from "./engine/book.js";
export { type ClockOptions, createClock, type SandboxClock } from "./engine/clock.js";
export {
  ExchangeError,
  type ExchangeErrorOptions,
  type ExchangeErrorStatus,
} from "./engine/errors.js";
export {
  createEventBus,
  type LiquidatedPosition,
  type SandboxEvent,
  type SandboxEventBus,
  type SandboxEventMap,
  type SandboxEventOf,
  type SandboxEventType,
} from "./engine/events.js";
export {
  createExchange,
  Exchange,
  type ExchangeOptions,
  type NonceKind,
  type Trader,
} from "./engine/exchange.js";
export {
  defaultProducts,
  defaultTokens,
  type Product,
  type ProductSettings,
  type Token,
  type TokenSettings,
} from "./engine/products.js";
export type {
  Balance,
  Fill,
  LinkedSigner,
  Order,
  Position,
  Side,
  Subaccount,
  Trade,
  Transfer,
} from "./engine/records.js";
export type {
  Pruned,
  Retention,
  RetentionOptions,
  TradingRecords,
} from "./engine/retention.js";
export type { SignerQuota, Signers } from "./engine/signers.js";
export {
  type CancelOutcome,
  isOpen,
  type MarginSummary,
  type MarketSummary,
  type NewOrder,
  type OrderPreview,
  type PlaceOrderOutcome,
  type Trading,
} from "./engine/trading.js";
export type {
  HttpFailOptions,
  HttpFault,
  HttpFaultRecord,
  HttpFaultScope,
  HttpFaults,
} from "./faults/http.js";
export { HTTP_FAULTS_PATH } from "./faults/http-control.js";
export {
  STREAM_FAULTS_PATH,
  type StreamFaultState,
  type StreamFaults,
} from "./faults/stream.js";
export type { StreamGatewayOptions } from "./gateway/gateway.js";
export { CONTROL_PREFIX, type ControlEndpoint, controlEndpoints } from "./http/control.js";
export {
  endpointCost,
  type PoolName,
  type PoolSettings,
  type PoolState,
  RateLimiter,
  type RateLimitSettings,
} from "./http/rate-limit.js";
export type { SandboxExtension } from "./http/request-handler.js";
export type { MarketStats, SimulatedMarket } from "./market/market.js";
export { MARKET_PATH } from "./market/market-control.js";
export type { MarketOptions } from "./market/market-settings.js";
export type { MarketQuoting } from "./market/market-status.js";
export type { ParticipantRecord } from "./market/participant.js";
export {
  defaultOraclePrices,
  type OracleMarket,
  type OracleOptions,
  type OraclePriceRequest,
  type OracleUpdate,
  type SandboxOracle,
} from "./oracle/feed.js";
export { ORACLE_PATH } from "./oracle/oracle-control.js";
export type { ReplayStatus, SandboxReplay } from "./replay/replay.js";
export { REPLAY_PATH } from "./replay/replay-control.js";
export type { ReplayOptions } from "./replay/replay-settings.js";
export {
  type FundOptions,
  type FundResult,
  type Sandbox,
  type SandboxFeatures,
  type SandboxServices,
  type StartSandboxOptions,
  startSandbox,
} from "./sandbox.js";
