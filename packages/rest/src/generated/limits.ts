// Generated from spec/limits.yaml (content sha256 11dc940767e91ae4b54d6437673da20a1128baf713a91b0d179e9f5a1b36de2b). Do not edit; run pnpm generate.

/**
 * The numeric code of each order side (`order.sides`).
 *
 * @example
 * orderSides // { buy: 0, sell: 1 }
 */
export const orderSides = {
  buy: 0,
  sell: 1,
} as const;

/**
 * The engine types the exchange takes orders for (`order.supportedEngineTypes`).
 *
 * @example
 * supportedEngineTypes // [0]
 */
export const supportedEngineTypes = [0] as const;

/**
 * The one time in force postOnly may be true with (`order.postOnlyTimeInForce`).
 *
 * @example
 * postOnlyTimeInForce // "GTD"
 */
export const postOnlyTimeInForce = "GTD" as const;

/**
 * How many seconds after signedAt expiresAt may be at most (`order.expiresAtHorizonSeconds`).
 *
 * @example
 * expiresAtHorizonSeconds // 6652800
 */
export const expiresAtHorizonSeconds = 6652800 as const;
