// The public entry: starting a sandbox, its options and the handle it answers, the errors it
// answers with, its events, and extensions. The engine, the HTTP kit and the features are the
// package's own; `sandbox.exchange` reaches the engine for this repository's tests and tools.

export {
  type ClockOptions,
  createClock,
  defaultProducts,
  defaultTokens,
  ExchangeError,
  type ExchangeErrorOptions,
  type ExchangeErrorStatus,
  type Fill,
  type FundingHour,
  type FundingRates,
  type LinkedSigner,
  type LiquidatedPosition,
  type Order,
  type Position,
  type ProductSettings,
  type RetentionOptions,
  type SandboxClock,
  type SandboxEvent,
  type SandboxEventBus,
  type SandboxEventMap,
  type SandboxEventOf,
  type SandboxEventType,
  type Side,
  type TokenSettings,
  type Trade,
  type Transfer,
} from "./engine/index.js";
export type {
  HttpFailOptions,
  HttpFault,
  HttpFaultRecord,
  HttpFaultScope,
  HttpFaults,
} from "./faults/http.js";
export type { StreamFaultState, StreamFaults } from "./faults/stream.js";
export type { StreamGatewayOptions } from "./gateway/gateway.js";
export { CONTROL_PREFIX, type ControlEndpoint } from "./http/control-endpoints.js";
export type { SandboxExtension, SandboxServices } from "./http/extension.js";
export type { PoolName, PoolSettings, RateLimitSettings } from "./http/rate-limit.js";
export { BotFailureError, LockstepWiringError, StalledClientError } from "./lockstep/errors.js";
export type { Latency, LatencyOptions } from "./lockstep/latency.js";
export type { MarketStats, SimulatedMarket } from "./market/market.js";
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
export type { ReplaySpeed } from "./replay/pace.js";
export type { ReplayStatus, SandboxReplay } from "./replay/replay.js";
export type { ReplayOptions } from "./replay/replay-settings.js";
export {
  type SyntheticOptions,
  type SyntheticSummary,
  writeSyntheticRecording,
} from "./replay/synthetic-recording.js";
export { reportHtml } from "./report/html.js";
export {
  type ProgressSource,
  type ProgressStream,
  progressLine,
  showProgress,
} from "./report/progress.js";
export { type QueuePosition, queuePosition } from "./report/queue.js";
export {
  type FillCause,
  MARKOUT_HORIZONS,
  type ReportFill,
  type SessionReport,
} from "./report/report-types.js";
export {
  recordSession,
  type SessionOptions,
  type SessionRecorder,
  type SessionSource,
} from "./report/session.js";
export {
  type FundOptions,
  type FundResult,
  type Sandbox,
  type SandboxFeatures,
  type StartSandboxOptions,
  startSandbox,
} from "./sandbox.js";
export type { FeeOptions, FeeSource, FeeSources } from "./start/fees.js";
export { MarketPriceWarning, ReplayFeeWarning } from "./start/markets.js";
