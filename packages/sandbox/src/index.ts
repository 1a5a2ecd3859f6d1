export { type CandleApiOptions, createCandleApi } from "./candles/api.js";
export { CandleStore, type StoredBar, type StoredHistory } from "./candles/candle-store.js";
export type {
  Balance,
  Fill,
  LinkedSigner,
  Order,
  Position,
  Pruned,
  RetentionOptions,
  Side,
  SignerQuota,
  Subaccount,
  Trade,
  Transfer,
} from "./engine/index.js";
export {
  type BookEntry,
  type BookSide,
  type CancelOutcome,
  type ClockOptions,
  createClock,
  createEventBus,
  createExchange,
  defaultProducts,
  defaultTokens,
  Exchange,
  ExchangeError,
  type ExchangeErrorOptions,
  type ExchangeErrorStatus,
  type ExchangeOptions,
  isOpen,
  type LiquidatedPosition,
  type MarginSummary,
  type MarketSummary,
  type NewOrder,
  type NonceKind,
  type OrderBook,
  type OrderPreview,
  type PlaceOrderOutcome,
  type PriceLevel,
  type Product,
  type ProductSettings,
  type SandboxClock,
  type SandboxEvent,
  type SandboxEventBus,
  type SandboxEventMap,
  type SandboxEventOf,
  type SandboxEventType,
  type Token,
  type TokenSettings,
  type Trader,
} from "./engine/index.js";
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
export { CONTROL_PREFIX, type ControlEndpoint } from "./http/control-endpoints.js";
export type { SandboxExtension } from "./http/extension.js";
export {
  endpointCost,
  type PoolName,
  type PoolSettings,
  type PoolState,
  RateLimiter,
  type RateLimitSettings,
} from "./http/rate-limit.js";
export type { MarketStats, SimulatedMarket } from "./market/market.js";
export { MARKET_PATH } from "./market/market-control.js";
export type { MarketOptions } from "./market/market-settings.js";
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
export { exchangeControlEndpoints as controlEndpoints } from "./rest/exchange-control.js";
export {
  type FundOptions,
  type FundResult,
  type Sandbox,
  type SandboxFeatures,
  type SandboxServices,
  type StartSandboxOptions,
  startSandbox,
} from "./sandbox.js";
