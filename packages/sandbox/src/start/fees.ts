import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import { RecordingLineError } from "@perpkit/stream";
import { defaultProducts, makerFeeFits, type ProductSettings } from "../engine/index.js";
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
 * fill's notional. The taker fee is from 0 (no fee) up to, not including, 0.1; the maker fee is
 * below 0.1 too, and a negative one is a rebate paid to the maker, of at most the market's taker
 * fee.
 *
 * @example
 * await startSandbox({ fees: { maker: "-0.0001", taker: "0.0005" } })
 */
export interface FeeOptions {
  /**
   * Charged to the resting side of a fill; negative for a rebate. Default: a replay's recorded
   * fee (the live product's), else each product's own (`makerFee`).
   */
  readonly maker?: string;
  /** Charged to the incoming side of a fill. Default: a replay's recorded fee, else each product's own (`takerFee`). */
  readonly taker?: string;
}

/** A rate of the option, checked: the taker's from 0, the maker's (a rebate) from above -0.1. */
function rate(value: unknown, field: string, rebate: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError(field, "must be a decimal string");
  const parsed = parseDecimal(value, field, { signed: rebate });
  if (parsed >= MAX_FEE || parsed <= -MAX_FEE) {
    throw new ValidationError(
      field,
      rebate ? "must be above -0.1 and below 0.1" : "must be from 0 up to, not including, 0.1",
    );
  }
  return value;
}

/**
 * Refuses fees of the option that leave a market's maker rebate above its taker fee, naming the
 * option's rate that did: `fees.maker` when the option set it, else `fees.taker`. Products whose
 * two fees are their own are checked with the products.
 */
function checkRebate(
  product: ProductSettings,
  maker: string | undefined,
  taker: string | undefined,
): void {
  if (maker === undefined && taker === undefined) return;
  const makerFee = parseDecimal(product.makerFee, "makerFee", { signed: true });
  if (makerFeeFits(makerFee, parseDecimal(product.takerFee, "takerFee"))) return;
  const rule = "a maker rebate is at most the taker fee";
  if (maker === undefined) {
    throw new ValidationError(
      "fees.taker",
      `is ${taker}, below ${product.ticker}'s maker rebate ${formatDecimal(-makerFee)}: ${rule}`,
    );
  }
  throw new ValidationError(
    "fees.maker",
    `is ${maker}, a rebate above ${product.ticker}'s taker fee ${product.takerFee}: ${rule}`,
  );
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
  const maker = rate(fees?.maker, "fees.maker", true);
  const taker = rate(fees?.taker, "fees.taker", false);
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
    const product = {
      ...base,
      ...(maker === undefined ? {} : { makerFee: maker }),
      ...(taker === undefined ? {} : { takerFee: taker }),
    };
    checkRebate(product, maker, taker);
    return product;
  });
  const changed = maker !== undefined || taker !== undefined || recorded.length > 0;
  return { products: changed ? served : products, sources };
}
