import { describeValue, isDecimalText, sleepOn, ValidationError } from "@perpkit/core";
import { barSeconds } from "../generated/constants.js";
import type { CandleBar } from "../history/history-body.js";
import { EARLIEST_CANDLE_TIME_MS } from "../validate.js";
import { type DatafeedState, type Listener, remember, toChartBar } from "./datafeed-state.js";
import type {
  BarStreamClient,
  BarStreamSubscription,
  LiveTicker,
  LiveTrades,
} from "./datafeed-types.js";
import { applyPrice } from "./live-bar.js";

function sameBar(a: CandleBar, b: CandleBar): boolean {
  return (
    a.time === b.time &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.close === b.close &&
    a.volume === b.volume
  );
}

/** Hands a bar to the library unless the listener stopped or the bar did not change. */
function emit(state: DatafeedState, listener: Listener, bar: CandleBar): void {
  if (listener.controller.signal.aborted) return;
  if (listener.bar && sameBar(listener.bar, bar)) return;
  listener.bar = bar;
  remember(state, listener.symbol, listener.resolution, bar);
  listener.onTick(toChartBar(bar));
}

/** Keeps the live bar by reading recent history every `pollIntervalMs` until stopped. */
export async function poll(state: DatafeedState, listener: Listener): Promise<void> {
  const { signal } = listener.controller;
  const length = barSeconds[listener.resolution] * 1000;
  while (!signal.aborted) {
    try {
      const now = state.clock.now();
      const from = Math.max(listener.bar?.time ?? now - 2 * length, EARLIEST_CANDLE_TIME_MS);
      // `to` is excluded: one past now keeps a bar that opens this very millisecond.
      const { bars } = await state.client.history({
        symbol: listener.symbol,
        resolution: listener.resolution,
        source: state.source,
        from: Math.min(from, now),
        to: now + 1,
        signal,
      });
      for (const bar of bars) {
        if (!listener.bar || bar.time >= listener.bar.time) emit(state, listener, bar);
      }
    } catch (error) {
      if (signal.aborted) return;
      state.report(error);
    }
    try {
      await sleepOn(state.clock, state.pollIntervalMs, signal);
    } catch {
      return;
    }
  }
}

/** Moves the live bar by one payload. Prices are checked: the stream checks only their type. */
function applyPayload(
  state: DatafeedState,
  listener: Listener,
  payload: LiveTrades | LiveTicker,
): void {
  if (!("d" in payload)) {
    const mark = payload.markPx;
    if (mark === undefined) return;
    if (!isDecimalText(mark)) {
      state.report(
        new ValidationError("markPx", `is not a decimal string: ${describeValue(mark)}`),
      );
      return;
    }
    const bar = applyPrice(listener.bar, listener.resolution, payload.t, mark, undefined);
    if (bar) emit(state, listener, bar);
    return;
  }
  let bar = listener.bar;
  for (const fill of payload.d) {
    // Last-price bars leave out self-trades: the taker and maker subaccount are the same.
    const sides = fill.sids;
    if (sides.length >= 2 && sides[0] === sides[1]) continue;
    const price = fill.px;
    const size = fill.sz;
    if (!isDecimalText(price) || !isDecimalText(size)) {
      state.report(
        new ValidationError(
          "px",
          `fill price or size is not a decimal string: ${describeValue(price)}, ${describeValue(size)}`,
        ),
      );
      continue;
    }
    bar = applyPrice(bar, listener.resolution, payload.t, price, size) ?? bar;
  }
  if (bar) emit(state, listener, bar);
}

/** Follows the stream channel of the source; falls back to polling when the stream ends. */
async function follow(
  state: DatafeedState,
  listener: Listener,
  stream: BarStreamClient,
): Promise<void> {
  const { signal } = listener.controller;
  const symbol = state.streamSymbol(listener.symbol);
  let subscription: BarStreamSubscription<LiveTrades | LiveTicker>;
  try {
    subscription =
      state.channel === "Ticker"
        ? stream.subscribe({ type: "Ticker", symbol })
        : stream.subscribe({ type: "TradeFill", symbol });
  } catch (error) {
    state.report(error);
    await poll(state, listener);
    return;
  }
  // A refused unsubscribe has no callback of the library to go to.
  listener.stop = () => {
    subscription.unsubscribe().catch(state.report);
  };
  const iterator = subscription[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<LiveTrades | LiveTicker>;
    try {
      step = await iterator.next();
    } catch (error) {
      if (signal.aborted) return;
      state.report(error);
      // A refusal or a closed client ended the subscription; one unreadable message did not.
      if (subscription.status === "failed" || subscription.status === "closed") break;
      continue;
    }
    if (step.done || signal.aborted) break;
    applyPayload(state, listener, step.value);
  }
  // The stream ended or failed without being asked to: keep the bar alive by polling.
  if (!signal.aborted) await poll(state, listener);
}

/** Starts following a live bar: from the stream when the datafeed has one, else by polling. */
export function startListener(state: DatafeedState, guid: string, listener: Listener): void {
  endListener(state, guid);
  state.listeners.set(guid, listener);
  void (state.stream ? follow(state, listener, state.stream) : poll(state, listener));
}

/** Stops a live bar and forgets it. */
export function endListener(state: DatafeedState, guid: string): void {
  const listener = state.listeners.get(guid);
  if (!listener) return;
  state.listeners.delete(guid);
  listener.controller.abort();
  listener.stop?.();
}
