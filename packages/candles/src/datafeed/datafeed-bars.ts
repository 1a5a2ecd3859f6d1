import { barSeconds, type Resolution } from "../generated/constants.js";
import type { CandleBar } from "../history/history-body.js";
import { EARLIEST_CANDLE_TIME_MS } from "../validate.js";
import { type DatafeedState, remember, toChartBar } from "./datafeed-state.js";
import type { ChartBar, HistoryMetadata, PeriodParams } from "./datafeed-types.js";

/** The longest stretch, in request windows, one step back before a range may span. */
const LONGEST_STEP_WINDOWS = 32;

/**
 * The bars before `from` the library still wants when the range held fewer than `countBack`,
 * joined in front of `found`: walks back from `from`, a stretch of the missing bars' length at a
 * time (doubling while stretches come back short), and jumps over a gap to the bar the service
 * names as the closest earlier one. It stops when no earlier bar exists.
 */
async function reachBack(
  state: DatafeedState,
  symbol: string,
  resolution: Resolution,
  from: number,
  countBack: number,
  found: readonly CandleBar[],
): Promise<readonly CandleBar[]> {
  let bars = found;
  // Every step asks `[start, end)`: `end` is where the bars already held begin.
  let end = from;
  const barMs = barSeconds[resolution] * 1000;
  const longest = state.client.maxWindowSeconds[resolution] * 1000 * LONGEST_STEP_WINDOWS;
  let stretch = 1;
  while (bars.length < countBack && end > EARLIEST_CANDLE_TIME_MS) {
    const missing = countBack - bars.length;
    const span = Math.min(missing * barMs * stretch, longest);
    const start = Math.max(EARLIEST_CANDLE_TIME_MS, end - span);
    const older = await state.client.history({
      symbol,
      resolution,
      source: state.source,
      from: start,
      to: end,
      countback: missing,
    });
    const first = older.bars[0];
    if (first) {
      bars = [...older.bars, ...bars];
      end = first.time;
      stretch = older.bars.length < missing ? stretch * 2 : 1;
    } else if (older.nextTime !== undefined && older.nextTime < start) {
      end = older.nextTime + 1;
    } else {
      break;
    }
  }
  return bars;
}

/**
 * What `getBars` answers the library: every bar of `[from, to)` (Unix seconds, the library's
 * range and perpkit's), however many, and at least `countBack` when earlier bars exist.
 */
export async function barsOf(
  state: DatafeedState,
  symbol: string,
  resolution: Resolution,
  period: PeriodParams,
): Promise<{ bars: ChartBar[]; meta: HistoryMetadata }> {
  const from = Math.max(period.from * 1000, EARLIEST_CANDLE_TIME_MS);
  const to = period.to * 1000;
  if (to <= from) return { bars: [], meta: { noData: true } };
  // Every bar of the range, however many: a chart with a hole in it is wrong.
  const range = await state.client.history({ symbol, resolution, source: state.source, from, to });
  const bars = await reachBack(state, symbol, resolution, from, period.countBack, range.bars);
  const last = bars[bars.length - 1];
  if (last) remember(state, symbol, resolution, last);
  const meta: HistoryMetadata = { noData: bars.length === 0 };
  if (bars.length === 0 && range.nextTime !== undefined) {
    meta.nextTime = Math.floor(range.nextTime / 1000);
  }
  return { bars: bars.map(toChartBar), meta };
}
