// Generated from:
//   spec/candles/openapi.yaml (sha256 2e8a2f612273a4c87792996b8bd21cdebc6db6662099545180b04408828ccbde)
//   spec/networks.yaml (sha256 21e854f1645bde69b829861f6ef51aa281f088ac37a52eee729115330200f481)
// Do not edit; run pnpm generate.

/** The price sources of the candle API: route prefix, meaning, and the stream channel a live bar is built from. */
export const priceSources = {
  last: {
    prefix: "/v1/last-price",
    description: "Last trade price.",
    liveChannel: "TradeFill",
  },
  oracle: {
    prefix: "/v1/oracle-price",
    description: "Oracle price.",
    liveChannel: "Ticker",
  },
} as const;

/** A price source: `last` (trade price) or `oracle` (the mark price reference). */
export type PriceSource = keyof typeof priceSources;

/** Names of the price sources. */
export const priceSourceNames = ["last", "oracle"] as const;

/** Every bar size the candle API serves. */
export const resolutions = ["1", "1D"] as const;

/** A bar size: minutes as a number string, or `1D`, `3D`, `1W`, `1M`. */
export type Resolution = (typeof resolutions)[number];

/** The length of one bar in seconds; the `1M` value is nominal, its bars are calendar months. */
export const barSeconds = {
  "1": 60,
  "1D": 86400,
} as const satisfies Record<Resolution, number>;

/** The longest `to - from`, in seconds, that one history request may span at each resolution. */
export const maxWindowSeconds = {
  "1": 3600,
  "1D": 864000,
} as const satisfies Record<Resolution, number>;

/** Where each window comes from: `interface` (given by the interface) or `default` (a safe default, worth overriding). */
export const maxWindowOrigin = {
  "1": "interface",
  "1D": "default",
} as const satisfies Record<Resolution, "interface" | "default">;

/** Market types served now: the suffix of a symbol. */
export const symbolTypes = ["Perp"] as const;

/** A market type served now. */
export type SymbolType = (typeof symbolTypes)[number];

/** Market types the interface announces but does not serve yet. */
export const announcedSymbolTypes = ["Spot"] as const;

/** The form of a symbol the candle API serves, for example `ETHUSD-Perp`. */
export const symbolPattern = new RegExp("^[A-Z]+-Perp$");

/** The form of the ticker, the part of a symbol before the market type. */
export const tickerPattern = new RegExp("^[A-Z]+$");

/** What stands between the ticker and the market type in a symbol. */
export const symbolSeparator = "-";

/** The statuses of a history answer. */
export const historyStatusValues = ["ok", "no_data", "error"] as const;

/** A history answer's status. */
export type HistoryStatus = (typeof historyStatusValues)[number];

/** The candle API's base URL on each network. */
export const candleServers = {
  mainnet: "https://candles.example",
} as const;
