import { parseDecimal, ValidationError } from "@perpkit/core";
import { defaultProducts, type ProductSettings } from "../engine/index.js";

/**
 * Fee rates for every market of a sandbox, over those of its products: `"0.0002"` is 2 bp of a
 * fill's notional. Each rate is from 0 (no fee) up to, not including, 0.1.
 *
 * @example
 * await startSandbox({ fees: { maker: "0.0001", taker: "0.0005" } })
 */
export interface FeeOptions {
  /** Charged to the resting side of a fill. Default: each product's own (`makerFee`). */
  readonly maker?: string;
  /** Charged to the incoming side of a fill. Default: each product's own (`takerFee`). */
  readonly taker?: string;
}

function rate(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError(field, "must be a decimal string");
  const parsed = parseDecimal(value, field);
  if (parsed < 0n || parsed >= 100_000_000n) {
    throw new ValidationError(field, "must be from 0 up to, not including, 0.1");
  }
  return value;
}

/**
 * The products a sandbox serves with `fees` laid over their own; the products unchanged without
 * fees. Throws a ValidationError naming `fees.maker` or `fees.taker`.
 *
 * @example
 * withFees(undefined, { maker: "0.0001" })[0].makerFee // "0.0001"
 */
export function withFees(
  products: readonly ProductSettings[] | undefined,
  fees: FeeOptions | undefined,
): readonly ProductSettings[] | undefined {
  if (fees === undefined) return products;
  if (typeof fees !== "object" || fees === null) {
    throw new ValidationError("fees", "must be { maker?, taker? }");
  }
  const maker = rate(fees.maker, "fees.maker");
  const taker = rate(fees.taker, "fees.taker");
  if (maker === undefined && taker === undefined) return products;
  return (products ?? defaultProducts).map((p) => ({
    ...p,
    ...(maker === undefined ? {} : { makerFee: maker }),
    ...(taker === undefined ? {} : { takerFee: taker }),
  }));
}
