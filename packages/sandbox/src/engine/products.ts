import {
  type Address,
  assertAddress,
  DECIMAL_SCALE,
  parseDecimal,
  ValidationError,
} from "@perpkit/core";
import { stableUuid } from "./random.js";

/**
 * A market the sandbox lists, as a user configures it: decimals as strings.
 *
 * @example
 * const doge: ProductSettings = { ticker: "DOGEUSD", baseTokenName: "DOGE", quoteTokenName: "USD", onchainId: 4, tickSize: "0.0001", lotSize: "1", minPrice: "0.0001", maxPrice: "100", maxQuantity: "10000000", makerFee: "0", takerFee: "0.0005", maxLeverage: 5 }
 */
export interface ProductSettings {
  /** `BTCUSD`. */
  readonly ticker: string;
  /** `BTC-USD`; derived from the ticker when left out. */
  readonly displayTicker?: string;
  readonly baseTokenName: string;
  readonly quoteTokenName: string;
  /** The integer product id that orders carry as `onchainId` and sign as `productId`. */
  readonly onchainId: number;
  /** Price increment. */
  readonly tickSize: string;
  /** Quantity increment and minimum; at most `maxQuantity`. */
  readonly lotSize: string;
  readonly minPrice: string;
  readonly maxPrice: string;
  /** The largest quantity of one order; need not be a whole number of lots. */
  readonly maxQuantity: string;
  /**
   * Fee rate charged to the resting side of a fill (`"0.0001"` is 1 bp). A negative rate is a
   * rebate, paid to the maker, of at most the taker fee (`"-0.0001"` with a taker fee of 0.0003).
   */
  readonly makerFee: string;
  /** Fee rate charged to the incoming side of a fill; 0 or more. */
  readonly takerFee: string;
  /** Initial margin is notional divided by this. */
  readonly maxLeverage: number;
  /**
   * The largest notional (size times price, in USD) one subaccount's position may reach; an
   * order that would take a position past it fails. Default: `maxQuantity` times `maxPrice`.
   */
  readonly maxPositionNotionalUsd?: string;
  /**
   * The largest open interest (in USD, at the trade price) the market may reach; an order whose
   * fills would take it past fails. Default: `maxQuantity` times `maxPrice`.
   */
  readonly maxOpenInterestUsd?: string;
}

/**
 * A listed market, with its decimals as 9-decimal fixed-point bigints.
 *
 * @example
 * const product: Product | undefined = exchange.productByTicker("BTCUSD")
 * product?.tickSize // 1000000000n
 */
export interface Product {
  readonly id: string;
  readonly ticker: string;
  readonly displayTicker: string;
  readonly baseTokenName: string;
  readonly quoteTokenName: string;
  readonly onchainId: number;
  readonly tickSize: bigint;
  readonly lotSize: bigint;
  readonly minPrice: bigint;
  readonly maxPrice: bigint;
  readonly maxQuantity: bigint;
  /** Negative for a rebate. */
  readonly makerFee: bigint;
  readonly takerFee: bigint;
  readonly maxLeverage: number;
  readonly maxPositionNotionalUsd: bigint;
  readonly maxOpenInterestUsd: bigint;
  readonly createdAt: number;
}

/**
 * A token the sandbox accepts for deposits, as a user configures it.
 *
 * @example
 * const usd: TokenSettings = { address: "0x5a4db0c5000000000000000000000000000005d0", name: "USD", erc20Name: "Sandbox USD", erc20Symbol: "USD", erc20Decimals: 18, withdrawFee: "0.5" }
 */
export interface TokenSettings {
  /** Token contract address (the sandbox's own; nothing is deployed). */
  readonly address: Address;
  readonly name: string;
  readonly erc20Name: string;
  readonly erc20Symbol: string;
  readonly erc20Decimals: number;
  readonly depositEnabled?: boolean;
  readonly withdrawEnabled?: boolean;
  /** Default `"0"`. */
  readonly depositFee?: string;
  /** Default `"0"`. */
  readonly withdrawFee?: string;
  /** Default `"0"`. */
  readonly minDeposit?: string;
}

/**
 * A token as the engine keeps it. The first configured token is the margin collateral.
 *
 * @example
 * const token: Token = exchange.collateral
 * token.minDeposit // 1000000000n
 */
export interface Token {
  readonly id: string;
  readonly address: Address;
  readonly name: string;
  readonly erc20Name: string;
  readonly erc20Symbol: string;
  readonly erc20Decimals: number;
  readonly depositEnabled: boolean;
  readonly withdrawEnabled: boolean;
  readonly depositFee: bigint;
  readonly withdrawFee: bigint;
  readonly minDeposit: bigint;
  readonly createdAt: number;
}

/**
 * The markets a sandbox lists unless told otherwise: BTCUSD, ETHUSD and SOLUSD perpetuals.
 *
 * @example
 * await startSandbox({ products: [...defaultProducts, myProduct] })
 */
export const defaultProducts: readonly ProductSettings[] = [
  {
    ticker: "BTCUSD",
    baseTokenName: "BTC",
    quoteTokenName: "USD",
    onchainId: 1,
    tickSize: "1",
    lotSize: "0.0001",
    minPrice: "1",
    maxPrice: "1000000",
    maxQuantity: "1000",
    makerFee: "0",
    takerFee: "0.0003",
    maxLeverage: 20,
  },
  {
    ticker: "ETHUSD",
    baseTokenName: "ETH",
    quoteTokenName: "USD",
    onchainId: 2,
    tickSize: "0.1",
    lotSize: "0.001",
    minPrice: "0.1",
    maxPrice: "100000",
    maxQuantity: "10000",
    makerFee: "0",
    takerFee: "0.0003",
    maxLeverage: 20,
  },
  {
    ticker: "SOLUSD",
    baseTokenName: "SOL",
    quoteTokenName: "USD",
    onchainId: 3,
    tickSize: "0.01",
    lotSize: "0.01",
    minPrice: "0.01",
    maxPrice: "10000",
    maxQuantity: "100000",
    makerFee: "0",
    takerFee: "0.0005",
    maxLeverage: 10,
  },
];

/**
 * The tokens a sandbox accepts unless told otherwise: one USD collateral token.
 *
 * @example
 * await startSandbox({ tokens: defaultTokens })
 */
export const defaultTokens: readonly TokenSettings[] = [
  {
    address: "0x5a4db0c5000000000000000000000000000005d0",
    name: "USD",
    erc20Name: "Sandbox USD",
    erc20Symbol: "USD",
    erc20Decimals: 18,
    minDeposit: "1",
  },
];

/**
 * True when a maker fee fits beside its market's taker fee. A negative maker fee is a rebate;
 * the live contract sets no lower bound, and the sandbox holds a rebate to at most the taker fee,
 * so the fees of one match never add up below zero and two subaccounts of one owner cannot earn
 * by trading with each other.
 *
 * @example
 * makerFeeFits(-100_000n, 300_000n) // true: a 1 bp rebate beside a 3 bp taker fee
 * makerFeeFits(-500_000n, 300_000n) // false
 */
export function makerFeeFits(makerFee: bigint, takerFee: bigint): boolean {
  return makerFee >= -takerFee;
}

function positive(value: string, field: string): bigint {
  const parsed = parseDecimal(value, field);
  if (parsed <= 0n) throw new ValidationError(field, "must be greater than 0");
  return parsed;
}

/**
 * Checks a product configuration and converts its decimals to fixed point. A bad field is a
 * ValidationError naming it (`products.BTCUSD.makerFee` for a rebate above the taker fee).
 *
 * @example
 * toProduct(defaultProducts[0], Date.now()).tickSize // 1000000000n
 */
export function toProduct(settings: ProductSettings, createdAt: number): Product {
  const at = `products.${settings.ticker}`;
  if (!/^[A-Z0-9]{2,20}$/.test(settings.ticker)) {
    throw new ValidationError(`${at}.ticker`, "must be 2 to 20 capital letters and digits");
  }
  if (!Number.isSafeInteger(settings.onchainId) || settings.onchainId <= 0) {
    throw new ValidationError(`${at}.onchainId`, "must be a positive integer");
  }
  if (!Number.isFinite(settings.maxLeverage) || settings.maxLeverage < 1) {
    throw new ValidationError(`${at}.maxLeverage`, "must be at least 1");
  }
  const maxQuantity = positive(settings.maxQuantity, `${at}.maxQuantity`);
  const maxPrice = positive(settings.maxPrice, `${at}.maxPrice`);
  const largestOrder = (maxQuantity * maxPrice) / DECIMAL_SCALE;
  const cap = (value: string | undefined, field: string) =>
    value === undefined ? largestOrder : positive(value, `${at}.${field}`);
  const makerFee = parseDecimal(settings.makerFee, `${at}.makerFee`, { signed: true });
  const takerFee = parseDecimal(settings.takerFee, `${at}.takerFee`);
  if (!makerFeeFits(makerFee, takerFee)) {
    throw new ValidationError(
      `${at}.makerFee`,
      `is ${settings.makerFee}, a rebate above the taker fee ${settings.takerFee}: a maker rebate is at most the taker fee`,
    );
  }
  const product: Product = {
    id: stableUuid(`product:${settings.ticker}`),
    ticker: settings.ticker,
    displayTicker: settings.displayTicker ?? `${settings.baseTokenName}-${settings.quoteTokenName}`,
    baseTokenName: settings.baseTokenName,
    quoteTokenName: settings.quoteTokenName,
    onchainId: settings.onchainId,
    tickSize: positive(settings.tickSize, `${at}.tickSize`),
    lotSize: positive(settings.lotSize, `${at}.lotSize`),
    minPrice: positive(settings.minPrice, `${at}.minPrice`),
    maxPrice,
    maxQuantity,
    makerFee,
    takerFee,
    maxLeverage: settings.maxLeverage,
    maxPositionNotionalUsd: cap(settings.maxPositionNotionalUsd, "maxPositionNotionalUsd"),
    maxOpenInterestUsd: cap(settings.maxOpenInterestUsd, "maxOpenInterestUsd"),
    createdAt,
  };
  if (product.minPrice > product.maxPrice) {
    throw new ValidationError(`${at}.minPrice`, "must not be above maxPrice");
  }
  // An order holds at least one lot and at most maxQuantity: a larger lot leaves no order possible.
  if (product.lotSize > product.maxQuantity) {
    throw new ValidationError(`${at}.lotSize`, "must not be above maxQuantity");
  }
  return product;
}

/**
 * Checks a token configuration and converts its decimals to fixed point.
 *
 * @example
 * toToken(defaultTokens[0], Date.now()).minDeposit // 1000000000n
 */
export function toToken(settings: TokenSettings, createdAt: number): Token {
  const at = `tokens.${settings.name}`;
  assertAddress(settings.address, `${at}.address`);
  return {
    id: stableUuid(`token:${settings.address.toLowerCase()}`),
    address: settings.address.toLowerCase() as Address,
    name: settings.name,
    erc20Name: settings.erc20Name,
    erc20Symbol: settings.erc20Symbol,
    erc20Decimals: settings.erc20Decimals,
    depositEnabled: settings.depositEnabled ?? true,
    withdrawEnabled: settings.withdrawEnabled ?? true,
    depositFee: parseDecimal(settings.depositFee ?? "0", `${at}.depositFee`),
    withdrawFee: parseDecimal(settings.withdrawFee ?? "0", `${at}.withdrawFee`),
    minDeposit: parseDecimal(settings.minDeposit ?? "0", `${at}.minDeposit`),
    createdAt,
  };
}
