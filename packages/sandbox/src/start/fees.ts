import { parseDecimal, ValidationError } from "@perpkit/core";
import { RecordingLineError } from "@perpkit/stream";
import { defaultProducts, type ProductSettings } from "../engine/index.js";
import type { ProductLine } from "../replay/product-line.js";
import { MAX_FEE } from "./fee-bound.js";

/**
 * Where a market's fee rate came from: a replay's recording (the live product's, when it was
 * recorded), the `fees` option, or the sandbox's product settings (its defaults, or `products`).
 *
 * @example
 * const source: FeeSource = "recording"
 */
export type FeeSource = "recording" | "option" | "sandbox default";

/**
 * Where each fee rate of a market came from.
 *
 * @example
 * sandbox.feeSources.BTCUSD // { maker: "recording", taker: "option" }
 */
export interface FeeSources {
  readonly maker: FeeSource;
  readonly taker: FeeSource;
}

/**
 * Fee rates for every market of a sandbox, over those of its products: `"0.0002"` is 2 bp of a
 * fill's notional. Each rate is from 0 (no fee) up to, not including, 0.1.
 *
 * @example
 * await startSandbox({ fees: { maker: "0.0001", taker: "0.0005" } })
 */
export interface FeeOptions {
  /** Charged to the resting side of a fill. Default: a replay's recorded fee (the live product's), else each product's own (`makerFee`). */
  readonly maker?: string;
  /** Charged to the incoming side of a fill. Default: a replay's recorded fee, else each product's own (`takerFee`). */
  readonly taker?: string;
}

function rate(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError(field, "must be a decimal string");
  const parsed = parseDecimal(value, field);
  if (parsed < 0n || parsed >= MAX_FEE) {
    throw new ValidationError(field, "must be from 0 up to, not including, 0.1");
  }
  return value;
}

/**
 * A sandbox product with a recorded product's fees and grids over its own. The grids must fit the
 * product's bounds: a tick size at most its maxPrice, a lot size at most its maxQuantity (the
 * replay holds a recorded level in orders of the most whole lots within maxQuantity, so a live
 * lot of 0.003 under a maxQuantity of 1000 plays in orders of 999.999). Throws a
 * RecordingLineError naming the product line and `product.tickSize` or `product.lotSize` when
 * they do not.
 */
function withRecordedProduct(settings: ProductSettings, recorded: ProductLine): ProductSettings {
  const { line, file, tickSize, lotSize } = recorded;
  const maxPrice = parseDecimal(settings.maxPrice, "maxPrice");
  const maxQuantity = parseDecimal(settings.maxQuantity, "maxQuantity");
  if (parseDecimal(tickSize, "tickSize") > maxPrice) {
    throw new RecordingLineError(
      line,
      "product.tickSize",
      `is ${tickSize}, over ${settings.ticker}'s maxPrice ${settings.maxPrice}`,
      file,
    );
  }
  if (parseDecimal(lotSize, "lotSize") > maxQuantity) {
    throw new RecordingLineError(
      line,
      "product.lotSize",
      `is ${lotSize}, over ${settings.ticker}'s maxQuantity ${settings.maxQuantity}: no order could hold one lot`,
      file,
    );
  }
  return {
    ...settings,
    makerFee: recorded.makerFee,
    takerFee: recorded.takerFee,
    tickSize,
    lotSize,
  };
}

/**
 * The products a sandbox serves: its own (`products`, or the defaults), a replay's recorded
 * products' fees and grids over them, and `fees` over those; with where each market's fees came
 * from. The products are undefined when nothing changed the sandbox's own. Throws a
 * ValidationError naming `fees.maker` or `fees.taker`, or a RecordingLineError naming a product
 * line whose grids do not fit its product.
 *
 * @example
 * withFees(undefined, { maker: "0.0001" }).products?.[0].makerFee // "0.0001"
 */
export function withFees(
  products: readonly ProductSettings[] | undefined,
  fees: FeeOptions | undefined,
  recorded: readonly ProductLine[] = [],
): {
  readonly products: readonly ProductSettings[] | undefined;
  readonly sources: Readonly<Record<string, FeeSources>>;
} {
  if (fees !== undefined && (typeof fees !== "object" || fees === null)) {
    throw new ValidationError("fees", "must be { maker?, taker? }");
  }
  const maker = rate(fees?.maker, "fees.maker");
  const taker = rate(fees?.taker, "fees.taker");
  const own = products ?? defaultProducts;
  const sources: Record<string, FeeSources> = {};
  const served = own.map((p) => {
    const line = recorded.find((r) => r.symbol === p.ticker);
    const base = line ? withRecordedProduct(p, line) : p;
    const fallback: FeeSource = line ? "recording" : "sandbox default";
    sources[p.ticker] = {
      maker: maker === undefined ? fallback : "option",
      taker: taker === undefined ? fallback : "option",
    };
    return {
      ...base,
      ...(maker === undefined ? {} : { makerFee: maker }),
      ...(taker === undefined ? {} : { takerFee: taker }),
    };
  });
  const changed = maker !== undefined || taker !== undefined || recorded.length > 0;
  return { products: changed ? served : products, sources };
}
