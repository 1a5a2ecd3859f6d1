import type { HistoryStatus } from "@perpkit/candles";
import { formatDecimal } from "@perpkit/core";
import type { StoredHistory } from "./candle-store.js";

const OK: HistoryStatus = "ok";
const NO_DATA: HistoryStatus = "no_data";

/**
 * The JSON text of a history answer. Prices and volumes are written as JSON numbers straight
 * from their exact decimal strings (`formatDecimal`), never through a binary float, so a client
 * that reads the numbers as text gets the exchange's digits.
 *
 * @example
 * historyText({ bars: [], nextTime: 1767225600 }) // '{"s":"no_data","nextTime":1767225600}'
 */
export function historyText(history: StoredHistory): string {
  const { bars, nextTime } = history;
  if (bars.length === 0) {
    return nextTime === undefined
      ? JSON.stringify({ s: NO_DATA })
      : JSON.stringify({ s: NO_DATA, nextTime });
  }
  const t: string[] = [];
  const o: string[] = [];
  const h: string[] = [];
  const l: string[] = [];
  const c: string[] = [];
  const v: string[] = [];
  for (const bar of bars) {
    t.push(String(bar.time));
    o.push(formatDecimal(bar.open));
    h.push(formatDecimal(bar.high));
    l.push(formatDecimal(bar.low));
    c.push(formatDecimal(bar.close));
    v.push(formatDecimal(bar.volume));
  }
  return `{"s":"${OK}","t":[${t}],"o":[${o}],"h":[${h}],"l":[${l}],"c":[${c}],"v":[${v}]}`;
}
