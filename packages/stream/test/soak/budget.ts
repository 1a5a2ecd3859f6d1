import type { ChaosGateway } from "./chaos-gateway.js";

// What connections and subscriptions cost during a soak: per 5-minute window (scaled), and the
// most in any 5 minutes, as the WebSocket pool counts them (10 points a connection, 5 a
// subscription).

/** Connections and subscriptions in one 5-minute window (scaled), and their points. */
export interface BudgetWindow {
  readonly fromMinute: number;
  readonly connections: number;
  readonly subscribes: number;
  /** 10 per connection attempt and 5 per subscribe, as the gateway counts them. */
  readonly points: number;
  /** The part reconnects spent: each reconnect's connection and the subscriptions it restored. */
  readonly reconnectPoints: number;
  /** What the client took from its budget. */
  readonly clientPoints: number;
}

/** The most points of `list` in any window of `length`: a rolling window, as a pool keeps. */
function rollingMax(list: readonly { at: number; cost: number }[], length: number): number {
  let most = 0;
  let sum = 0;
  let start = 0;
  for (const e of list) {
    sum += e.cost;
    while ((list[start] as { at: number }).at <= e.at - length) {
      sum -= (list[start++] as { cost: number }).cost;
    }
    most = Math.max(most, sum);
  }
  return most;
}

/** The windows of a run, and the most points in any 5 minutes (scaled). */
export function budgetFigures(
  gateway: ChaosGateway,
  spends: readonly { at: number; cost: number }[],
  started: number,
  runMs: number,
  scale: number,
): { windows: BudgetWindow[]; maxWindowPoints: number; maxWindowReconnectPoints: number } {
  const windowMs = 300_000 * scale;
  const events = [
    ...gateway.upgrades.map((at, i) => ({ at, points: 10, reconnect: i > 0 ? 10 : 0, sub: 0 })),
    ...gateway.requests
      .filter((r) => r.event === "subscribe")
      .map((r) => ({ at: r.at, points: 5, reconnect: r.restoring ? 5 : 0, sub: 1 })),
  ].sort((a, b) => a.at - b.at);
  const windows: BudgetWindow[] = [];
  for (let from = started; from < started + runMs; from += windowMs) {
    const inside = events.filter((e) => e.at >= from && e.at < from + windowMs);
    windows.push({
      fromMinute: (from - started) / 60_000,
      connections: inside.filter((e) => e.sub === 0).length,
      subscribes: inside.filter((e) => e.sub === 1).length,
      points: inside.reduce((n, e) => n + e.points, 0),
      reconnectPoints: inside.reduce((n, e) => n + e.reconnect, 0),
      clientPoints: spends
        .filter((s) => s.at >= from && s.at < from + windowMs)
        .reduce((n, s) => n + s.cost, 0),
    });
  }
  // The gateway sees a request a moment after the client paid for it, so the reconnects' part,
  // which only the gateway can tell apart, is counted over windows a second shorter.
  const reconnects = events.map((e) => ({ at: e.at, cost: e.reconnect }));
  return {
    windows,
    maxWindowPoints: rollingMax(spends, windowMs),
    maxWindowReconnectPoints: rollingMax(reconnects, windowMs - 1_000 * scale),
  };
}
