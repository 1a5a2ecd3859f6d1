import { ValidationError } from "@perpkit/core";
import { typedDataTypes } from "@perpkit/signing";

/** Nanoseconds in a millisecond: a nonce is Unix nanoseconds. */
const NS_PER_MS = 1_000_000n;

/** The narrowest unsigned width any signed message gives the field `name`, in bits. */
function narrowest(name: string): number {
  let bits = Number.POSITIVE_INFINITY;
  for (const fields of Object.values(typedDataTypes)) {
    for (const field of fields) {
      const width = /^uint(\d+)$/.exec(field.type)?.[1];
      if (field.name === name && width !== undefined) bits = Math.min(bits, Number(width));
    }
  }
  return bits;
}

/**
 * The latest sandbox time every signed request can still carry: a nonce is that millisecond in
 * nanoseconds plus up to six sub-millisecond digits, and `signedAt` its second, each within the
 * width the signing configuration gives it (`uint64`). Past it, no order could be signed.
 */
function latestTime(): number {
  const nonceMax = (1n << BigInt(narrowest("nonce"))) - 1n;
  const byNonce = (nonceMax - (NS_PER_MS - 1n)) / NS_PER_MS;
  const signedAtMax = (1n << BigInt(narrowest("signedAt"))) - 1n;
  const bySignedAt = signedAtMax * 1000n + 999n;
  const latest = byNonce < bySignedAt ? byNonce : bySignedAt;
  return latest < BigInt(Number.MAX_SAFE_INTEGER) ? Number(latest) : Number.MAX_SAFE_INTEGER;
}

/**
 * The latest time (epoch ms) the sandbox's clock may reach: the last millisecond whose nonce and
 * `signedAt` fit the widths the signing configuration gives them (18446744073708, in the year
 * 2554, for `uint64` nanoseconds). A control request, a replay line or a clock move past it is
 * refused, so the sandbox can always go on trading.
 *
 * @example
 * sandbox.clock.setTime(LATEST_TIME_MS) // the furthest the clock can be moved
 */
export const LATEST_TIME_MS: number = latestTime();

/**
 * Throws a ValidationError naming `field` when `ms` is past {@link LATEST_TIME_MS}.
 *
 * @example
 * assertTimeWithinLimit(body.time, "time")
 */
export function assertTimeWithinLimit(ms: number, field: string): void {
  if (ms > LATEST_TIME_MS) {
    throw new ValidationError(
      field,
      `is past ${LATEST_TIME_MS}, the latest time (epoch ms) a signed nonce can carry: no order could be signed after it`,
    );
  }
}
