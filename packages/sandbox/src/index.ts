// The public entry: starting a sandbox, its options and the handle it answers, the errors it
// answers with, its events, and extensions; its command line, for programs built on it. The
// engine, the HTTP kit and the features are the package's own; `sandbox.exchange` reaches the
// engine for this repository's tests and tools, and for extensions that drive the exchange (a
// backtest's replay, of @perpkit/backtest). Those build on a port exported here too: the engine's
// vocabulary and arithmetic (`Exchange`, `Participant`, the sandbox's own subaccounts that trade,
// `minBig`, `notional`, ...), the HTTP kit's body and answer helpers, and the simulation port.

export { runSandboxCommand, type SandboxCommand, type StartedCommand } from "./command.js";
export {
  type AccountEventType,
  assertTimeWithinLimit,
  type BookSide,
  type ClockOptions,
  createClock,
  createExchange,
  createRandom,
  defaultProducts,
  defaultTokens,
  type Exchange,
  ExchangeError,
  type ExchangeErrorOptions,
  type ExchangeErrorStatus,
  type Fill,
  type FillCause,
  type FundingHour,
  type FundingRates,
  invalid,
  isOpen,
  LATEST_TIME_MS,
  type LinkedSigner,
  type LiquidatedPosition,
  MAX_FUNDING_RATE,
  makerFeeFits,
  minBig,
  notional,
  type Order,
  type OrderOrigin,
  OrderStatus,
  type PlaceOrderOutcome,
  type Position,
  type PriceLevel,
  type Product,
  type ProductSettings,
  parseFundingRate,
  type QueuePosition,
  type RandomSource,
  type RetentionOptions,
  type SandboxClock,
  type SandboxEvent,
  type SandboxEventBus,
  type SandboxEventMap,
  type SandboxEventOf,
  type SandboxEventType,
  type Side,
  type Subaccount,
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
export { parseJson, readBody } from "./http/body.js";
export { CONTROL_PREFIX, type ControlEndpoint } from "./http/control-endpoints.js";
export type { ExtensionOracle, SandboxExtension, SandboxServices } from "./http/extension.js";
export type { PoolName, PoolSettings, RateLimitSettings } from "./http/rate-limit.js";
export { sendJson } from "./http/respond.js";
export {
  type ConnectionLink,
  LockstepWiringError,
  type SandboxSimulation,
  type SimulatedConnection,
} from "./http/simulation.js";
export type { MarketStats, SimulatedMarket } from "./market/market.js";
export type { MarketOptions } from "./market/market-settings.js";
export type { MarketQuoting } from "./market/market-status.js";
export type { ParticipantRecord } from "./market/participant.js";
export { Participant, participantAccount } from "./market/participant.js";
export {
  defaultOraclePrices,
  type OracleMarket,
  type OracleOptions,
  type OraclePriceRequest,
  type OracleUpdate,
  type SandboxOracle,
} from "./oracle/feed.js";
export {
  type FundOptions,
  type FundResult,
  type Sandbox,
  type SandboxFeatures,
  type StartSandboxOptions,
  startSandbox,
} from "./sandbox.js";
export { MAX_FEE } from "./start/fee-bound.js";
export type { FeeOptions, FeeSource, FeeSources } from "./start/fees.js";
export { MarketPriceWarning } from "./start/markets.js";
