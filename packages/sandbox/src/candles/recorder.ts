import { DECIMAL_SCALE } from "@perpkit/core";
import type { SandboxEventBus } from "../engine/index.js";
import type { OracleUpdate } from "../oracle/feed.js";
import type { CandleStore } from "./candle-store.js";

/**
 * Feeds the last-price candles from the exchange's trades: every taker match is a tick at its
 * price with its quantity as volume; self-trades are left out. Returns a function that stops.
 *
 * @example
 * const stop = recordTrades(sandbox.events, store)
 */
export function recordTrades(events: SandboxEventBus, store: CandleStore): () => void {
  return events.on("trade", ({ productId, trade }) => {
    if (trade.selfTrade) return;
    store.add("last", productId, trade.createdAt, trade.price, trade.quantity);
  });
}

/**
 * A listener that records oracle updates as oracle-price ticks; each update adds 1 to its bar's
 * volume, so the volume counts updates.
 *
 * @example
 * const oracle = createOracleFeed(exchange, {}, { onUpdate: recordOracle(store) })
 */
export function recordOracle(store: CandleStore): (update: OracleUpdate) => void {
  return (update) =>
    store.add("oracle", update.productId, update.time, update.price, DECIMAL_SCALE);
}
