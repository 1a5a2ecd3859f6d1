import {
  assertCandleSymbol,
  assertPriceSource,
  assertResolution,
  type CandlesClientOptions,
  type PriceSource,
  type Resolution,
} from "@perpkit/candles";
import { getNetwork, type NetworkName, networkNames } from "@perpkit/core";

/** What the page shows, read from its query string. */
export interface ChartSettings {
  /** The text of the location field: a network name or a URL. */
  readonly location: string;
  readonly client: CandlesClientOptions;
  /**
   * The stream gateway the live bar follows (TradeFill for `last`, Ticker for `oracle`), or
   * `undefined` to poll the candle API for it instead.
   */
  readonly streamUrl: string | undefined;
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly source: PriceSource;
}

const isNetwork = (value: string): value is NetworkName =>
  (networkNames as readonly string[]).includes(value);

/**
 * Reads `?url=` (a candle API URL) or `?network=` (mainnet, testnet, local), `?stream=` (the
 * gateway's WebSocket URL, or `off` to poll; default the network's gateway, and with `?url=` the
 * local sandbox's), `?symbol=`, `?resolution=` and `?source=`. Without a location the page uses
 * the local sandbox.
 */
export function readSettings(search: string): ChartSettings {
  const query = new URLSearchParams(search);
  const location = query.get("url") ?? query.get("network") ?? "local";
  const client: CandlesClientOptions = isNetwork(location)
    ? { network: location }
    : { url: location };
  const stream = query.get("stream") ?? getNetwork(isNetwork(location) ? location : "local").wsUrl;
  const symbol = query.get("symbol") ?? "BTCUSD-Perp";
  assertCandleSymbol(symbol);
  const resolution = query.get("resolution") ?? "60";
  assertResolution(resolution);
  const source = query.get("source") ?? "last";
  assertPriceSource(source);
  return {
    location,
    client,
    streamUrl: stream === "off" ? undefined : stream,
    symbol,
    resolution,
    source,
  };
}

/** The query string for some settings typed into the form. */
export function settingsQuery(form: FormData): string {
  const query = new URLSearchParams();
  const location = String(form.get("url") ?? "").trim();
  if (location) query.set(isNetwork(location) ? "network" : "url", location);
  for (const key of ["stream", "symbol", "resolution", "source"]) {
    const value = String(form.get(key) ?? "").trim();
    if (value) query.set(key, value);
  }
  return `?${query}`;
}

/** The sandbox's candle URL, shown as the field's hint. */
export const sandboxUrl = getNetwork("local").candlesUrl;
