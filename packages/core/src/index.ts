export type { PoolSize } from "./budget-pool.js";
export {
  createDebugLogger,
  type DebugLogger,
  type DebugLoggerOptions,
  debugEnabled,
} from "./debug.js";
export {
  assertInRange,
  assertMultipleOf,
  canonicalDecimal,
  compareCanonicalDecimals,
  DECIMAL_PLACES,
  DECIMAL_SCALE,
  type DecimalRange,
  formatDecimal,
  integerDigits,
  isMultipleOf,
  isZeroDecimal,
  MAX_UINT128,
  MAX_UINT256,
  normalizeDecimal,
  type ParseDecimalOptions,
  parseDecimal,
  type RoundingMode,
  roundDecimal,
  roundToIncrement,
} from "./decimal/decimal.js";
export { type DecimalSpan, readDecimalAt } from "./decimal/decimal-span.js";
export {
  addDecimalText,
  compareDecimalText,
  isDecimalText,
  numberLexemeToDecimal,
} from "./decimal/decimal-text.js";
export {
  AbortError,
  type ConfigDifference,
  ConfigDriftError,
  DecodeError,
  describeValue,
  PerpkitError,
  type PerpkitErrorOptions,
  type RateLimitInfo,
  redactKeys,
  SignatureError,
  TimeoutError,
  TransportError,
  UnsupportedMessageTypeError,
  ValidationError,
} from "./errors.js";
export * from "./generated/errors.js";
export * from "./generated/formats.js";
export * from "./generated/limits.js";
export * from "./generated/networks.js";
export {
  BadRequestError,
  ForbiddenError,
  HttpError,
  type HttpErrorName,
  type HttpErrorOptions,
  type HttpErrorType,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  UnprocessableError,
} from "./http-errors.js";
export {
  type Address,
  assertAddress,
  assertBytes32,
  assertClientOrderId,
  assertUuid,
  bytesToHex,
  DEFAULT_SUBACCOUNT_NAME,
  decodeSubaccountName,
  encodeSubaccountName,
  type Hex,
  hexToBytes,
  isClientOrderId,
  isHex,
  isUuid,
  toSubaccount,
  writeHex,
  ZERO_BYTES32,
} from "./names.js";
export { getNetwork, type NetworkConfig, type NetworkOption, resolveNetwork } from "./network.js";
export {
  createPointBudget,
  type PointBudget,
  type PointBudgetOptions,
  sleep,
} from "./rate-limit.js";
export {
  type BudgetedRetryEvent,
  type BudgetedTransportOptions,
  type BudgetRequest,
  type BudgetWait,
  createRequestBudget,
  type RequestBudget,
  type RequestBudgetOptions,
  requestCost,
} from "./request-budget.js";
export { type ReadableSide, readableSide } from "./sides.js";
export {
  type Cached,
  type CachedOptions,
  type Clock,
  type ClockLockstep,
  type ClockTimer,
  cachedOn,
  LOCKSTEP_HEADER,
  LOCKSTEP_PARAM,
  type LockstepConnection,
  type LockstepRequest,
  randomOn,
  sleepOn,
  systemClock,
  unrefTimer,
} from "./time/clock.js";
export {
  createManualClock,
  type ManualClock,
  type ManualClockOptions,
} from "./time/manual-clock.js";
export {
  assertNonceWindow,
  createNonceSource,
  NONCE_LANE_WIDTH,
  NONCE_LANES,
  type NonceSource,
  type NonceSourceOptions,
  nonceToMs,
} from "./time/nonces.js";
export {
  assertSignedAtWindow,
  createServerClock,
  type ServerClock,
  type ServerClockOptions,
  type SigningTime,
  signingTime,
} from "./time/server-clock.js";
export {
  createHttpTransport,
  debugLogger,
  defaultRetryPolicy,
  encodeQuery,
  type HttpHooks,
  type HttpMethod,
  type HttpRequest,
  type HttpRequestEvent,
  type HttpResponse,
  type HttpResponseEvent,
  type HttpRetryEvent,
  type HttpTransport,
  type HttpTransportOptions,
  parseRateLimitHeaders,
  type QueryValue,
  type RetryMode,
  type RetryPolicy,
  type TransportErrorType,
} from "./transport.js";
