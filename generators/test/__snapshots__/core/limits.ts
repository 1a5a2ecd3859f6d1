// Generated from spec/limits.yaml (sha256 36c410aea2a2801b16fb3063ff13da80640643e5f002f8bb102c307ed776c440). Do not edit; run pnpm generate.

/**
 * Every numeric limit and time window of the exchange interface.
 * @example limits.decimals.places // 9
 */
export const limits = {
  decimals: {
    places: 9,
  },
  cancel: {
    maxIdsPerRequest: 3,
  },
  rateLimit: {
    headers: {
      retryAfter: "Retry-After",
    },
  },
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
