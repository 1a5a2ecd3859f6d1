import {
  assertBytes32,
  assertClientOrderId,
  assertNonceWindow,
  assertSignedAtWindow,
  assertUuid,
  describeValue,
  type Hex,
  parseDecimal,
  ValidationError,
} from "@perpkit/core";
import { checkAddress } from "./bytes.js";
import type { BodyChecks } from "./generated/bindings.js";

function unixSeconds(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(
      field,
      `must be a whole number of Unix seconds, got ${describeValue(value)}`,
    );
  }
  return value;
}

function list(
  value: unknown,
  field: string,
  check: (item: unknown, field: string) => void,
): readonly string[] {
  if (!Array.isArray(value))
    throw new ValidationError(field, `must be an array, got ${describeValue(value)}`);
  for (const [i, item] of value.entries()) check(item, `${field}.${i}`);
  return value as string[];
}

/** The body checks without the list and free-text ones: all that an order body needs. */
export type ScalarChecks = Omit<BodyChecks, "text" | "uuidList" | "clientOrderIdList">;

/**
 * {@link bodyChecks} without the list and free-text checks, for builders that call none of them:
 * a bundle that only signs orders leaves those out.
 */
export function scalarChecks(now: number): ScalarChecks {
  return {
    fields(data, known, required) {
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw new ValidationError("data", `must be an object, got ${describeValue(data)}`);
      }
      for (const key of Object.keys(data)) {
        if (!known.includes(key) && (data as Record<string, unknown>)[key] !== undefined) {
          throw new ValidationError(
            key,
            `is not a field of this request; known fields: ${known.join(", ")}`,
          );
        }
      }
      for (const key of required) {
        if ((data as Record<string, unknown>)[key] === undefined) {
          throw new ValidationError(key, "is required");
        }
      }
    },
    address: checkAddress,
    bytes32(value, field): Hex {
      assertBytes32(value, field);
      return value;
    },
    uuid(value, field) {
      assertUuid(value, field);
      return value;
    },
    // Bodies come from callers as unknown; parseDecimal checks the type at run time.
    decimal: (value, field) => parseDecimal(value as string, field),
    integer(value, field, bits) {
      if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
        throw new ValidationError(
          field,
          `must be a non-negative integer, got ${describeValue(value)}`,
        );
      }
      if (bits < 53 && value >= 2 ** bits) {
        throw new ValidationError(
          field,
          `must fit in ${bits} bits (at most ${2 ** bits - 1}), got ${value}`,
        );
      }
      return value;
    },
    boolean(value, field) {
      if (typeof value !== "boolean") {
        throw new ValidationError(field, `must be true or false, got ${describeValue(value)}`);
      }
      return value;
    },
    nonce: (value, field) => assertNonceWindow(value, now, field),
    signedAt(value, field) {
      assertSignedAtWindow(value, now, field);
      return value;
    },
    unixSeconds,
    oneOf(value, field, values) {
      if (typeof value !== "string" || !(values as readonly string[]).includes(value)) {
        throw new ValidationError(
          field,
          `must be one of ${values.join(", ")}, got ${describeValue(value)}`,
        );
      }
      return value as (typeof values)[number];
    },
    clientOrderId(value, field) {
      assertClientOrderId(value, field);
      return value;
    },
    fits(value, field, bits) {
      if (value >> BigInt(bits) !== 0n) {
        throw new ValidationError(
          field,
          `is too large: its 9-decimal value does not fit in a uint${bits}`,
        );
      }
      return value;
    },
  };
}

/**
 * The checks of request-body values that spec/signing/bindings.yaml names, against one reading of
 * the clock (`now`, milliseconds) for the nonce and signedAt windows.
 *
 * @example
 * tradeOrderFromOrderData(data, bodyChecks(Date.now()))
 */
export function bodyChecks(now: number): BodyChecks {
  return {
    ...scalarChecks(now),
    text(value, field, minLength, maxLength) {
      if (typeof value !== "string" || value.length < minLength || value.length > maxLength) {
        throw new ValidationError(
          field,
          `must be text of ${minLength} to ${maxLength} characters, got ${describeValue(value)}`,
        );
      }
      return value;
    },
    uuidList: (value, field) => list(value, field, assertUuid),
    clientOrderIdList: (value, field) => list(value, field, assertClientOrderId),
  };
}
