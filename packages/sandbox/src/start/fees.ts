import { formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import { defaultProducts, makerFeeFits, type ProductSettings } from "../engine/index.js";
import { MAX_FEE } from "./fee-bound.js";

/**
 * Where a market's fee rate came from: a recording (the live product's, when it was recorded,
 * which a backtest's replay lays over the products), the `fees` option, or the sandbox's product
 * settings (its defaults, or `products`).
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
  /** Charged to the resting side of a fill; negative for a rebate. Default each product's own (`makerFee`). */
  readonly maker?: string;
  /** Charged to the incoming side of a fill. Default each product's own (`takerFee`). */
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
 * The products a sandbox serves: its own (`products`, or the defaults) with `fees` over them; with
 * where each market's fees came from (`labels`, by ticker, says where those of `products` did).
 * The products are undefined when nothing changed the sandbox's own. Throws a ValidationError
 * naming `fees.maker` or `fees.taker`.
 *
 * @example
 * withFees(undefined, { maker: "0.0001" }).products?.[0].makerFee // "0.0001"
 */
export function withFees(
  products: readonly ProductSettings[] | undefined,
  fees: FeeOptions | undefined,
  labels: Readonly<Record<string, FeeSource>> = {},
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
    const fallback: FeeSource = labels[p.ticker] ?? "sandbox default";
    sources[p.ticker] = {
      maker: maker === undefined ? fallback : "option",
      taker: taker === undefined ? fallback : "option",
    };
    const product = {
      ...p,
      ...(maker === undefined ? {} : { makerFee: maker }),
      ...(taker === undefined ? {} : { takerFee: taker }),
    };
    checkRebate(product, maker, taker);
    return product;
  });
  const changed = maker !== undefined || taker !== undefined;
  return { products: changed ? served : products, sources };
}
