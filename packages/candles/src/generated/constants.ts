// Generated from:
//   spec/candles/openapi.yaml
//   spec/networks.yaml
// (content sha256 33cb56c61f4646b17a40e602373683d255d904de7dad1bdc57657ddbe1206f06) Do not edit; run pnpm generate.

/**
 * The price sources of the candle API: route prefix, meaning, and the stream channel a live bar is built from.
 * @example priceSources["last"].prefix
 */
export const priceSources = {
  last: {
    prefix: "/v1/last-price",
    description: "Last trade price, from taker fills only, self-trades excluded; gaps where nothing traded.",
    liveChannel: "TradeFill",
  },
  oracle: {
    prefix: "/v1/oracle-price",
    description: "Oracle price, the continuous reference for mark pricing, funding and liquidations.",
    liveChannel: "Ticker",
  },
} as const;

/**
 * A price source: `last` (trade price) or `oracle` (the mark price reference).
 * @example const source: PriceSource = "last"
 */
export type PriceSource = keyof typeof priceSources;

/**
 * Names of the price sources.
 * @example priceSourceNames[0] // "last"
 */
export const priceSourceNames = ["last", "oracle"] as const;

/**
 * Every bar size the candle API serves.
 * @example resolutions[0] // "1"
 */
export const resolutions = [
  "1",
  "3",
  "5",
  "15",
  "30",
  "60",
  "120",
  "240",
  "480",
  "720",
  "1D",
  "3D",
  "1W",
  "1M",
] as const;

/**
 * A bar size: minutes as a number string, or `1D`, `3D`, `1W`, `1M`.
 * @example const resolution: Resolution = "1"
 */
export type Resolution = (typeof resolutions)[number];

/**
 * The length of one bar in seconds; the `1M` value is nominal, its bars are calendar months.
 * @example barSeconds["1"] // 60
 */
export const barSeconds = {
  "1": 60,
  "3": 180,
  "5": 300,
  "15": 900,
  "30": 1800,
  "60": 3600,
  "120": 7200,
  "240": 14400,
  "480": 28800,
  "720": 43200,
  "1D": 86400,
  "3D": 259200,
  "1W": 604800,
  "1M": 2592000,
} as const satisfies Record<Resolution, number>;

/**
 * The longest `to - from`, in seconds, that one history request may span at each resolution.
 * @example maxWindowSeconds["1"] // 3600
 */
export const maxWindowSeconds = {
  "1": 3600,
  "3": 10800,
  "5": 18000,
  "15": 54000,
  "30": 108000,
  "60": 216000,
  "120": 432000,
  "240": 864000,
  "480": 1728000,
  "720": 2592000,
  "1D": 5184000,
  "3D": 15552000,
  "1W": 36288000,
  "1M": 315360000,
} as const satisfies Record<Resolution, number>;

/**
 * Where each window comes from: `interface` (given by the interface) or `default` (a safe default, worth overriding).
 * @example maxWindowOrigin["1"] // "interface"
 */
export const maxWindowOrigin = {
  "1": "interface",
  "3": "default",
  "5": "default",
  "15": "default",
  "30": "default",
  "60": "default",
  "120": "default",
  "240": "default",
  "480": "default",
  "720": "default",
  "1D": "default",
  "3D": "default",
  "1W": "default",
  "1M": "interface",
} as const satisfies Record<Resolution, "interface" | "default">;

/**
 * Market types served now: the suffix of a symbol.
 * @example symbolTypes[0] // "Perp"
 */
export const symbolTypes = ["Perp"] as const;

/**
 * A market type served now.
 * @example const type: SymbolType = "Perp"
 */
export type SymbolType = (typeof symbolTypes)[number];

/**
 * Market types the interface announces but does not serve yet.
 * @example announcedSymbolTypes.length // 1
 */
export const announcedSymbolTypes = ["Spot"] as const;

/**
 * The form of a symbol the candle API serves, for example `BTCUSD-Perp`.
 * @example symbolPattern.test("BTCUSD-Perp") // true
 */
export const symbolPattern = new RegExp("^[A-Z0-9]+-Perp$");

/**
 * The form of the ticker, the part of a symbol before the market type.
 * @example tickerPattern.test("BTCUSD") // true
 */
export const tickerPattern = new RegExp("^[A-Z0-9]+$");

/**
 * What stands between the ticker and the market type in a symbol.
 * @example "BTCUSD-Perp".split(symbolSeparator) // ["BTCUSD","Perp"]
 */
export const symbolSeparator = "-";

/**
 * The statuses of a history answer.
 * @example historyStatusValues[0] // "ok"
 */
export const historyStatusValues = ["ok", "no_data", "error"] as const;

/**
 * A history answer's status.
 * @example const status: HistoryStatus = "ok"
 */
export type HistoryStatus = (typeof historyStatusValues)[number];

/**
 * The candle API's base URL on each network.
 * @example candleServers["mainnet"] // "https://tradingview.ethereal.trade"
 */
export const candleServers = {
  mainnet: "https://tradingview.ethereal.trade",
  testnet: "https://tradingview.etherealtest.net",
  local: "http://127.0.0.1:7420",
} as const;
