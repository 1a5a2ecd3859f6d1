import { ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { type ListedDay, type PlanInput, planSweep, type SweepDefinition } from "./plan.js";

const DAY1 = Date.UTC(2026, 0, 1);
const DAY2 = Date.UTC(2026, 0, 2);
const day = (symbol: string, start: number): ListedDay => ({
  symbol,
  start,
  file: `data/${symbol}/${new Date(start).toISOString().slice(0, 10)}.ndjson`,
  bytes: 100,
});
const days = [day("BTCUSD", DAY1), day("ETHUSD", DAY1), day("BTCUSD", DAY2), day("ETHUSD", DAY2)];
const bot = { name: "quoter", params: { spreadTicks: 1, requoteTicks: 10 }, source: "abc" };
const input = (definition: Partial<SweepDefinition>): PlanInput => ({
  definition: {
    bot: "bot.ts",
    grid: { spreadTicks: [1, 2, 3] },
    recordings: { folder: "data" },
    ...definition,
  },
  bot,
  days,
});

describe("a sweep's plan", () => {
  it("runs each parameter set on each day, every market at once, sorted by run id", () => {
    const plan = planSweep(input({}));
    expect(plan.runs).toHaveLength(6);
    expect(plan.windows).toEqual([
      { from: DAY1, to: DAY2 },
      { from: DAY2, to: DAY2 + 86_400_000 },
    ]);
    expect(plan.runs.every((r) => r.symbols.join() === "BTCUSD,ETHUSD")).toBe(true);
    const ids = plan.runs.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(6);
    expect(plan.parameters).toEqual(["spreadTicks"]);
    expect(plan.heatmap).toBeNull();
  });

  it("runs each market alone when asked, and the markets named only", () => {
    expect(
      planSweep(input({ recordings: { folder: "data", eachMarket: true } })).runs,
    ).toHaveLength(12);
    const one = planSweep(input({ recordings: { folder: "data", symbols: ["ETHUSD"] } }));
    expect(one.runs.every((r) => r.symbols.join() === "ETHUSD")).toBe(true);
  });

  it("gives the same ids for the same sweep, and another sweep id when the seed, grid or recordings change", () => {
    const plan = planSweep(input({}));
    expect(planSweep(input({})).sweepId).toBe(plan.sweepId);
    expect(planSweep(input({})).runs).toEqual(plan.runs);
    expect(planSweep(input({ seed: 2 })).sweepId).not.toBe(plan.sweepId);
    expect(planSweep(input({ grid: { spreadTicks: [1, 2] } })).sweepId).not.toBe(plan.sweepId);
    const bigger = { ...input({}), days: days.map((d, i) => (i === 0 ? { ...d, bytes: 101 } : d)) };
    expect(planSweep(bigger).sweepId).not.toBe(plan.sweepId);
    // Presentation is not what runs: the same sweep.
    expect(planSweep(input({ metric: "fills.count" })).sweepId).toBe(plan.sweepId);
  });

  it("takes windows of its own, in time order", () => {
    const plan = planSweep(
      input({
        windows: [
          { from: "2026-01-01T12:00:00Z", to: "2026-01-02T12:00:00Z" },
          { from: DAY1, to: DAY1 + 3_600_000 },
        ],
      }),
    );
    expect(plan.windows.map((w) => w.from)).toEqual([DAY1, DAY1 + 43_200_000]);
    expect(plan.runs).toHaveLength(6);
  });

  it("refuses markets not recorded, windows without data or overlapping, and walk-forward past the windows", () => {
    const refusal = (definition: Partial<SweepDefinition>) => {
      try {
        planSweep(input(definition));
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).field;
      }
      return "accepted";
    };
    expect(refusal({ recordings: { folder: "data", symbols: ["SOLUSD"] } })).toBe(
      "recordings.symbols.0",
    );
    expect(refusal({ windows: [{ from: DAY2 + 2 * 86_400_000, to: DAY2 + 3 * 86_400_000 }] })).toBe(
      "windows.0",
    );
    expect(
      refusal({
        windows: [
          { from: DAY1, to: DAY1 + 10 },
          { from: DAY1 + 5, to: DAY1 + 20 },
        ],
      }),
    ).toBe("windows.1");
    expect(refusal({ windows: [] })).toBe("windows");
    expect(refusal({ walkForward: { train: 2, test: 1 } })).toBe("walkForward");
    expect(refusal({ walkForward: { train: 0, test: 1 } })).toBe("walkForward.train");
    expect(
      refusal({
        grid: { spreadTicks: [1], requoteTicks: [5] },
        heatmap: ["spreadTicks", "levels"],
      }),
    ).toBe("heatmap.1");
    expect(refusal({ grid: { other: [1] } })).toBe("grid.other");
    expect(refusal({ metric: "pnl..net" })).toBe("metric");
  });
});
