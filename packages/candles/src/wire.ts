import type { components } from "./generated/openapi.js";

/**
 * The candle API's wire records as the spec types them (`Config`, `SymbolInfo`, `SearchResult`,
 * `HistoryBars`, ...), for servers and tests that speak the protocol itself.
 *
 * @example
 * const config: CandleApiComponents["schemas"]["Config"] = await (await fetch(`${url}/v1/last-price/config`)).json()
 */
export type CandleApiComponents = components;
