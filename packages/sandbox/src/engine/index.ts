// The engine's port: the one module the rest of the sandbox imports from the engine. It holds the
// Exchange (every command and query the engine answers), how one is made, and the vocabulary the
// two sides speak: records, inputs and outcomes, errors, events, the catalogue, the clock, seeded
// randomness, the enumerations and 9-decimal arithmetic, and the journal a data directory keeps.
// Everything else in this folder is the engine's own; a test holds that nothing outside it
// imports anything but this file.

export type { BookEntry, BookSide, OrderBook, PriceLevel } from "./book.js";
export {
  type ClockOptions,
  createClock,
  DAY_MS,
  followClock,
  type SandboxClock,
} from "./clock.js";
export * from "./enums.js";
export {
  ExchangeError,
  type ExchangeErrorOptions,
  type ExchangeErrorStatus,
  failed,
  forbidden,
  invalid,
  notFound,
  unauthorized,
} from "./errors.js";
export {
  type AccountEventType,
  createEventBus,
  type LiquidatedPosition,
  type SandboxEvent,
  type SandboxEventBus,
  type SandboxEventMap,
  type SandboxEventOf,
  type SandboxEventType,
} from "./events.js";
export {
  createExchange,
  Exchange,
  type ExchangeOptions,
  type NonceKind,
  type Trader,
} from "./exchange.js";
export type { OrderArchive } from "./exchange-options.js";
export { FUNDING_HISTORY_HOURS } from "./funding.js";
export {
  type FundingHour,
  type FundingRates,
  HOUR_MS,
  MAX_FUNDING_RATE,
  parseFundingRate,
} from "./funding-rates.js";
export {
  type JournalEntry,
  type JournalOp,
  JournalReplayError,
  type JournalSink,
  journalExchange,
  type PinnableClock,
  pinnableClock,
  replayJournal,
} from "./journal.js";
export { applyRate, minBig, notional } from "./math.js";
export type { NewOrder } from "./order-rules.js";
export type { CancelOutcome, OrderPreview } from "./orders.js";
export {
  defaultProducts,
  defaultTokens,
  makerFeeFits,
  type Product,
  type ProductSettings,
  type Token,
  type TokenSettings,
  toProduct,
} from "./products.js";
export { createRandom, type RandomSource, stableUuid } from "./random.js";
export type {
  Balance,
  Fill,
  FillCause,
  FundingCharge,
  LinkedSigner,
  MarginSummary,
  MarketFunding,
  MarketSummary,
  Order,
  OrderOrigin,
  Position,
  PositionFill,
  QueuePosition,
  Side,
  Subaccount,
  Trade,
  Transfer,
} from "./records.js";
export type { Pruned, RetentionOptions } from "./retention.js";
export type { SignerQuota } from "./signers.js";
export { assertTimeWithinLimit, LATEST_TIME_MS } from "./time-limit.js";
export { isOpen, type PlaceOrderOutcome } from "./trading-state.js";
