import {
  type CandleApiComponents,
  type HistoryQuery,
  maxWindowSeconds,
  type PriceSource,
  parseCandleSymbol,
  type Resolution,
  resolutions,
  type SearchQuery,
  type SymbolsQuery,
  symbolTypes,
} from "@perpkit/candles";
import { DECIMAL_SCALE, formatDecimal } from "@perpkit/core";
import type { Exchange, Product } from "../engine/index.js";
import type { CandleStore } from "./candle-store.js";
import { historyText } from "./history-text.js";
import { CandleQueryError, text, whole } from "./query.js";

type Schemas = CandleApiComponents["schemas"];

/** The name the candle API gives its exchange (the sandbox's own). */
const EXCHANGE = "SANDBOX";
const SYMBOL_TYPE = symbolTypes[0];
const INTRADAY = resolutions.filter((r) => /^\d+$/.test(r));
const DESCRIPTION: Record<PriceSource, string> = {
  last: "last trade price",
  oracle: "oracle price",
};

function decimalsOf(value: bigint): number {
  const text = formatDecimal(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** `minmov / pricescale` is the tick size: both integers, never a price. */
function priceScale(product: Product): { minmov: number; pricescale: number } {
  const decimals = decimalsOf(product.tickSize);
  const pricescale = 10n ** BigInt(decimals);
  return {
    pricescale: Number(pricescale),
    minmov: Number((product.tickSize * pricescale) / DECIMAL_SCALE),
  };
}

function symbolOf(product: Product): string {
  return `${product.ticker}-${SYMBOL_TYPE}`;
}

/**
 * The product the `symbol` parameter names (`BTCUSD-PERP`); `unknown_symbol` otherwise.
 *
 * @example
 * const product = productOfSymbol(exchange, url)
 */
export function productOfSymbol(exchange: Exchange, url: URL): Product {
  const symbol = text<SymbolsQuery>(url, "symbol", true);
  let ticker: string;
  try {
    ticker = parseCandleSymbol(symbol).ticker;
  } catch {
    throw new CandleQueryError("unknown_symbol");
  }
  const found = exchange.productByTicker(ticker);
  if (!found) throw new CandleQueryError("unknown_symbol");
  return found;
}

/**
 * The answer of `/config`: what the sandbox's candle API supports.
 *
 * @example
 * sendJson(res, 200, configAnswer(), headers)
 */
export function configAnswer(): Schemas["Config"] {
  return {
    supported_resolutions: [...resolutions],
    supports_group_request: false,
    supports_marks: false,
    supports_search: true,
    supports_timescale_marks: false,
    supports_time: true,
    exchanges: [{ value: EXCHANGE, name: EXCHANGE, desc: "perpkit sandbox" }],
    symbols_types: symbolTypes.map((type) => ({ name: type, value: type })),
  };
}

/**
 * The answer of `/symbols`: one market as a charting library describes it.
 *
 * @example
 * sendJson(res, 200, symbolInfo("last", product), headers)
 */
export function symbolInfo(source: PriceSource, p: Product): Schemas["SymbolInfo"] {
  return {
    name: symbolOf(p),
    ticker: symbolOf(p),
    full_name: `${EXCHANGE}:${symbolOf(p)}`,
    description: `${p.displayTicker} perpetual, ${DESCRIPTION[source]}`,
    type: SYMBOL_TYPE,
    session: "24x7",
    exchange: EXCHANGE,
    listed_exchange: EXCHANGE,
    timezone: "Etc/UTC",
    ...priceScale(p),
    has_intraday: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: [...resolutions],
    intraday_multipliers: INTRADAY,
    volume_precision: source === "last" ? decimalsOf(p.lotSize) : 0,
    currency_code: p.quoteTokenName,
    format: "price",
  };
}

/**
 * The answer of `/search`: the markets whose symbol, ticker or base token contains the query.
 *
 * @example
 * sendJson(res, 200, searchAnswer(exchange, "last", url), headers)
 */
export function searchAnswer(
  exchange: Exchange,
  source: PriceSource,
  url: URL,
): Schemas["SearchResult"][] {
  const query = (url.searchParams.get("query" satisfies keyof SearchQuery) ?? "").toUpperCase();
  const type = text<SearchQuery>(url, "type", false);
  const exchangeName = text<SearchQuery>(url, "exchange", false);
  const limit = whole<SearchQuery>(url, "limit", false, 1);
  if (type !== undefined && type !== SYMBOL_TYPE) return [];
  if (exchangeName !== undefined && exchangeName.toUpperCase() !== EXCHANGE) return [];
  const found = exchange
    .products()
    .filter((p) =>
      [symbolOf(p), p.displayTicker, p.baseTokenName].some((s) => s.toUpperCase().includes(query)),
    )
    .map((p) => ({
      symbol: symbolOf(p),
      full_name: `${EXCHANGE}:${symbolOf(p)}`,
      description: symbolInfo(source, p).description,
      exchange: EXCHANGE,
      ticker: symbolOf(p),
      type: SYMBOL_TYPE,
    }));
  return limit === undefined ? found : found.slice(0, limit);
}

/**
 * The answer of `/history` as JSON text: the bars of one market in a window no wider than its
 * resolution allows.
 *
 * @example
 * sendText(res, historyAnswer(exchange, store, "oracle", url), headers)
 */
export function historyAnswer(
  exchange: Exchange,
  store: CandleStore,
  source: PriceSource,
  url: URL,
): string {
  const p = productOfSymbol(exchange, url);
  const resolution = text<HistoryQuery>(url, "resolution", true);
  if (!(resolutions as readonly string[]).includes(resolution)) {
    throw new CandleQueryError(`resolution must be one of ${resolutions.join(", ")}`);
  }
  const from = whole<HistoryQuery>(url, "from", true, 0);
  const to = whole<HistoryQuery>(url, "to", true, 0);
  const countback = whole<HistoryQuery>(url, "countback", false, 1);
  if (to < from) throw new CandleQueryError(`to (${to}) is before from (${from})`);
  const window = maxWindowSeconds[resolution as Resolution];
  if (to - from > window) {
    throw new CandleQueryError(
      `to - from is ${to - from} s, more than the ${window} s one request may span at resolution ${resolution}`,
    );
  }
  return historyText(store.history(source, p.id, resolution as Resolution, from, to, countback));
}
