import type { SoakReport } from "./soak.js";

// The soak's report as text: what was drawn, what the books showed, how long they took to come
// back, and what connections and subscriptions cost per 5-minute window.

const ms = (n: number) => `${Math.round(n).toLocaleString("en-US")} ms`;
const int = (n: number) => Math.round(n).toLocaleString("en-US");

/** The report as lines of text. */
export function formatReport(r: SoakReport): string {
  const faults = Object.values(r.faults).reduce((a, b) => a + b, 0);
  const lines = [
    `soak: mix ${r.mix}, seed ${r.seed}, ${r.minutes.toFixed(1)} min at scale ${r.scale}, ${r.books} books and ${r.tickers} tickers${r.mix === "chaos" ? `, a fault every ${r.everySeconds} s on average` : ""}`,
    `faults: ${faults} (${Object.entries(r.faults)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")})`,
    `live books compared with the reference: ${int(r.checks)}, wrong: ${r.wrong}${r.wrongExamples.length ? ` (${r.wrongExamples.join("; ")})` : ""}`,
    `books live ${(100 * r.liveShare).toFixed(1)}% of the run; failed with an error event (and watched again): ${r.failedBooks}`,
    `shown live while 2+ intervals behind: ${ms(r.staleLiveMs)} in all, longest ${ms(r.longestStaleLiveMs)}${r.longestStaleLiveAfter ? ` (${r.longestStaleLiveAfter})` : ""}`,
    `timers ran up to ${ms(r.lateMs.max)} late, ${r.lateMs.over100} times by more than 100 ms`,
    `recovery from the end of each fault (bound ${ms(r.boundMs)}):`,
  ];
  for (const [kind, rec] of Object.entries(r.recoveries).sort()) {
    lines.push(
      `  ${kind.padEnd(15)} ${String(rec.count).padStart(4)}  median ${ms(rec.median).padStart(9)}  p95 ${ms(rec.p95).padStart(9)}  max ${ms(rec.max).padStart(9)}${rec.unrecovered ? `  unrecovered ${rec.unrecovered}` : ""}`,
    );
  }
  if (r.overBound.length) lines.push(`over the bound: ${r.overBound.join("; ")}`);
  lines.push(
    `connections: ${r.connections}; per 5-minute window${r.scale === 1 ? "" : ` (scaled: ${(5 * r.scale).toFixed(2)} min)`}:`,
    "  from min  connections  subscribes  points  reconnect points  client points",
  );
  for (const w of r.windows) {
    lines.push(
      `  ${w.fromMinute.toFixed(1).padStart(8)}  ${String(w.connections).padStart(11)}  ${String(w.subscribes).padStart(10)}  ${String(w.points).padStart(6)}  ${String(w.reconnectPoints).padStart(16)}  ${String(w.clientPoints).padStart(13)}`,
    );
  }
  lines.push(
    `most points in any 5 minutes: ${r.maxWindowPoints} paid by the client (of 3,500); the reconnects' part as the gateway saw it, in any 5 minutes less a second: ${r.maxWindowReconnectPoints} (of 1,750)`,
    `heap: ${r.heapMb.start.toFixed(1)} MB at the start, ${r.heapMb.end.toFixed(1)} MB at the end`,
  );
  return lines.join("\n");
}
