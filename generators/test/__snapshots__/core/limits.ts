// Generated from spec/limits.yaml (content sha256 65cdde25914d1950d8b9d5eac93567360e009a647f1ca3e44530a7b529da1b28). Do not edit; run pnpm generate.

/**
 * The `decimals` limits of the exchange interface: `limits.decimals`.
 * @example decimalsLimits.places // 9
 */
export const decimalsLimits = {
  places: 9,
} as const;

/**
 * The `cancel` limits of the exchange interface: `limits.cancel`.
 * @example cancelLimits.maxIdsPerRequest // 3
 */
export const cancelLimits = {
  maxIdsPerRequest: 3,
} as const;

/**
 * The `rateLimit.headers` limits of the exchange interface: `limits.rateLimit.headers`.
 * @example rateLimitHeaders.retryAfter // "Retry-After"
 */
export const rateLimitHeaders = {
  retryAfter: "Retry-After",
} as const;

/**
 * The `rateLimit` limits of the exchange interface: `limits.rateLimit`.
 * @example rateLimits.headers.retryAfter // "Retry-After"
 */
export const rateLimits = {
  headers: rateLimitHeaders,
} as const;

/**
 * Every numeric limit and time window of the exchange interface, by section. Each section
 * (`orderLimits`) and each group in one (`rateLimitHeaders`) is also exported on its own: a
 * bundle keeps only what it reads.
 * @example limits.decimals.places // 9
 */
export const limits = {
  decimals: decimalsLimits,
  cancel: cancelLimits,
  rateLimit: rateLimits,
} as const;

/**
 * The CancelResult values this version knows. The service may add others.
 * @example cancelResultValues[0] // "Ok"
 */
export const cancelResultValues = ["Ok", "NotFound"] as const;

/**
 * One of the CancelResult values this version knows.
 * @example const value: KnownCancelResult = "Ok"
 */
export type KnownCancelResult = (typeof cancelResultValues)[number];

/**
 * CancelResult as decoded: a known value, or one the service added since.
 * @example const value: CancelResult = "Ok"
 */
export type CancelResult = KnownCancelResult | (string & {});

/**
 * The Color values this version knows. The service may add others.
 * @example colorValues[0] // "RED"
 */
export const colorValues = ["RED", "GREEN", "BLUE"] as const;

/**
 * One of the Color values this version knows.
 * @example const value: KnownColor = "RED"
 */
export type KnownColor = (typeof colorValues)[number];

/**
 * Color as decoded: a known value, or one the service added since.
 * @example const value: Color = "RED"
 */
export type Color = KnownColor | (string & {});
