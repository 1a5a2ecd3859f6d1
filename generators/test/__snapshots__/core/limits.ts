// Generated from spec/limits.yaml (sha256 36c410aea2a2801b16fb3063ff13da80640643e5f002f8bb102c307ed776c440). Do not edit; run pnpm generate.

/** Every numeric limit and time window of the exchange interface. */
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

/** The CancelResult values this version knows. The service may add others. */
export const cancelResultValues = ["Ok", "NotFound"] as const;

/** One of the CancelResult values this version knows. */
export type KnownCancelResult = (typeof cancelResultValues)[number];

/** CancelResult as decoded: a known value, or one the service added since. */
export type CancelResult = KnownCancelResult | (string & {});

/** The Color values this version knows. The service may add others. */
export const colorValues = ["RED", "GREEN", "BLUE"] as const;

/** One of the Color values this version knows. */
export type KnownColor = (typeof colorValues)[number];

/** Color as decoded: a known value, or one the service added since. */
export type Color = KnownColor | (string & {});
