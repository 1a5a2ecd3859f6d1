// The decimal text helpers live in @perpkit/core, the one home of perpkit's decimals; they stay
// exported here under the same names for code that imports them from this package.
export {
  addDecimalText,
  compareDecimalText,
  isDecimalText,
  numberLexemeToDecimal,
} from "@perpkit/core";
export {
  type CandleHistory,
  type CandlesCallOptions,
  type CandlesClient,
  type CandlesClientOptions,
  createCandlesClient,
  type HistoryParameters,
  type ResolveSymbolParameters,
  type SearchSymbolsParameters,
} from "./client.js";
export {
  type BarStreamClient,
  type BarStreamSubscription,
  type ChartBar,
  type ChartSearchResult,
  type ChartSymbolInfo,
  createDatafeed,
  type DatafeedConfiguration,
  type DatafeedOptions,
  type HistoryMetadata,
  type LiveBarChannel,
  type LiveTicker,
  type LiveTrades,
  type PeriodParams,
  type TradingViewDatafeed,
} from "./datafeed/datafeed.js";
export { applyPrice, barOpenTime } from "./datafeed/live-bar.js";
export { CandlesError } from "./errors.js";
export * from "./generated/constants.js";
export type { components as CandleApiComponents } from "./generated/openapi.js";
export {
  type CandlesRequest,
  configRequest,
  type HistoryQuery,
  historyRequest,
  type SearchQuery,
  type SymbolsQuery,
  searchRequest,
  symbolsRequest,
  timeRequest,
} from "./generated/requests.js";
export { type CandleBar, type HistoryAnswer, parseHistoryBody } from "./history/history-body.js";
export { countHistoryWindows, type HistoryWindow, planHistoryWindows } from "./history/windows.js";
export type { CandleSearchResult, CandleSymbolInfo, CandlesConfig } from "./records.js";
export {
  type ResolutionAlias,
  type ResolutionInput,
  resolutionAlias,
  toResolution,
} from "./resolutions.js";
export {
  assertCandleSymbol,
  type CandleSymbolParts,
  candleSymbol,
  parseCandleSymbol,
  toCandleSymbol,
} from "./symbols.js";
export {
  assertPriceSource,
  assertResolution,
  EARLIEST_CANDLE_TIME_MS,
  toTimeMs,
} from "./validate.js";
