import { type HttpTransport, ValidationError } from "@perpkit/core";
import { CandlesError } from "../errors.js";
import type { Resolution } from "../generated/constants.js";
import { type CandlesRequest, historyRequest } from "../generated/requests.js";
import { toResolution } from "../resolutions.js";
import { toCandleSymbol } from "../symbols.js";
import { assertPriceSource, assertWholeNumber, isoTime, toTimeMs } from "../validate.js";
import { type CandleBar, type HistoryAnswer, parseHistoryBody } from "./history-body.js";
import type { CandleHistory, HistoryParameters } from "./history-types.js";
import { countHistoryWindows, type HistoryWindow, planHistoryWindows } from "./windows.js";

/** What a history reader needs from its client: the transport and the planning limits. */
export interface HistoryReaderOptions {
  readonly transport: HttpTransport;
  readonly windows: Readonly<Record<Resolution, number>>;
  readonly concurrency: number;
  readonly maxRequests: number;
}

/**
 * Runs `tasks` (indices into some list) at most `limit` at a time, in the order given, stopping
 * early once `enough()` says so. The first failure aborts the rest and is thrown.
 */
async function runPool(
  order: readonly number[],
  limit: number,
  task: (index: number, signal: AbortSignal) => Promise<void>,
  enough: () => boolean,
  outer: AbortSignal | undefined,
): Promise<void> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onAbort, { once: true });
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < order.length && !enough()) {
      const index = order[next++] as number;
      try {
        await task(index, controller.signal);
      } catch (error) {
        if (!failure) failure = { error };
        controller.abort(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, order.length) }, worker));
  } finally {
    outer?.removeEventListener("abort", onAbort);
  }
  if (failure) throw failure.error;
}

/**
 * Appends `bars` to `out`, keeping those inside `[from, to]` (ms, a request window's both ends)
 * and after the last bar already there, so the merged list stays strictly ascending.
 */
function mergeInto(out: CandleBar[], bars: readonly CandleBar[], from: number, to: number): void {
  let sorted = bars;
  for (let k = 1; k < bars.length; k++) {
    if ((bars[k] as CandleBar).time < (bars[k - 1] as CandleBar).time) {
      sorted = [...bars].sort((a, b) => a.time - b.time);
      break;
    }
  }
  for (const bar of sorted) {
    if (bar.time < from || bar.time > to) continue;
    const last = out[out.length - 1];
    if (last && bar.time <= last.time) continue;
    out.push(bar);
  }
}

/** The checked parameters of one history call, its range in the API's whole seconds. */
interface HistoryPlan {
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly source: HistoryParameters["source"];
  readonly countback: number | undefined;
  readonly windows: readonly HistoryWindow[];
}

/**
 * Checks a call's parameters and cuts its range into request windows. The caller's `[from, to)`
 * in milliseconds becomes the API's whole seconds, both included: the first second at or after
 * `from` to the last second before `to`.
 */
function planHistory(params: HistoryParameters, options: HistoryReaderOptions): HistoryPlan {
  const symbol = toCandleSymbol(params.symbol);
  const resolution = toResolution(params.resolution);
  assertPriceSource(params.source);
  const fromMs = toTimeMs(params.from, "from");
  const toMs = toTimeMs(params.to, "to");
  if (toMs <= fromMs) {
    throw new ValidationError(
      "to",
      `must be after from: the range is [from, to), and ${isoTime(toMs)} is not after ${isoTime(fromMs)}`,
    );
  }
  if (params.countback !== undefined) assertWholeNumber(params.countback, "countback", 1);
  const fromS = Math.ceil(fromMs / 1000);
  const toS = Math.ceil(toMs / 1000) - 1;
  const window = options.windows[resolution];
  const count = countHistoryWindows(fromS, toS, window);
  if (count > options.maxRequests) {
    throw new ValidationError(
      "from",
      `spans ${count} requests at resolution ${resolution} (${window} s each), more than maxRequests ${options.maxRequests}`,
    );
  }
  return {
    symbol,
    resolution,
    source: params.source,
    countback: params.countback,
    windows: planHistoryWindows(fromS, toS, window),
  };
}

/**
 * The `history` call of a candle client: bars of `[from, to)`, in as many requests as the
 * resolution's window needs, `concurrency` at a time, merged in order without duplicates.
 */
export function createHistoryReader(
  options: HistoryReaderOptions,
): (params: HistoryParameters) => Promise<CandleHistory> {
  /** Sends one history request and returns its body as sent: prices must not pass through floats. */
  async function historyText(request: CandlesRequest, signal: AbortSignal): Promise<string> {
    const { body } = await options.transport.request({ ...request, signal, responseType: "text" });
    return body as string;
  }

  return async function history(params: HistoryParameters): Promise<CandleHistory> {
    const { symbol, resolution, source, countback, windows: plan } = planHistory(params, options);
    const answers: (HistoryAnswer | undefined)[] = new Array(plan.length);

    // With a countback, the latest windows are fetched first and the rest only while bars are
    // still wanted.
    const order = plan.map((_, i) => i);
    if (countback !== undefined) order.reverse();
    const collected = () => {
      if (countback === undefined) return false;
      let bars = 0;
      for (let i = plan.length - 1; i >= 0; i--) {
        const answer = answers[i];
        if (!answer) return false;
        if (answer.status === "ok") bars += answer.bars.length;
        if (bars >= countback) return true;
      }
      return false;
    };

    await runPool(
      order,
      options.concurrency,
      async (index, signal) => {
        const w = plan[index] as HistoryWindow;
        const request = historyRequest(source, {
          symbol,
          resolution,
          from: w.from,
          to: w.to,
          countback: plan.length === 1 ? countback : undefined,
        });
        const answer = parseHistoryBody(await historyText(request, signal));
        if (answer.status === "error") throw new CandlesError("history", answer.message);
        answers[index] = answer;
      },
      collected,
      params.signal,
    );

    const bars: CandleBar[] = [];
    let nextTime: number | undefined;
    // Only the run of answered windows that ends at `to` counts; with a countback, earlier ones
    // may not have been asked.
    let first = plan.length;
    while (first > 0 && answers[first - 1]) first--;
    for (let i = first; i < plan.length; i++) {
      const answer = answers[i] as HistoryAnswer;
      const w = plan[i] as HistoryWindow;
      if (answer.status === "ok") mergeInto(bars, answer.bars, w.from * 1000, w.to * 1000);
      else if (answer.status === "no_data" && nextTime === undefined) nextTime = answer.nextTime;
    }
    const kept = countback !== undefined && bars.length > countback ? bars.slice(-countback) : bars;
    return { bars: kept, nextTime: kept.length === 0 ? nextTime : undefined };
  };
}
