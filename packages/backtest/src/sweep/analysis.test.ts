import { describe, expect, it } from "vitest";
import { DAY, DAY1, handMadeResults } from "../../test/hand-made.js";
import { rankParameterSets, walkForward } from "./analysis.js";

describe("ranking and walk-forward", () => {
  it("ranks parameter sets by their runs' figure summed, ties in the order of their parameters", () => {
    const sets = rankParameterSets(handMadeResults().runs, "pnl.net");
    // spread 1: 1 + 5 + 4 = 10; spread 2: 1.5; spread 3: 2. Each twice (two sizes).
    expect(sets.map((s) => [s.params.spreadTicks, s.params.size, s.value])).toEqual([
      [1, "0.01", 10_000_000_000n],
      [1, "0.02", 10_000_000_000n],
      [3, "0.01", 2_000_000_000n],
      [3, "0.02", 2_000_000_000n],
      [2, "0.01", 1_500_000_000n],
      [2, "0.02", 1_500_000_000n],
    ]);
    // Less is better for fees; all pay 3, so the order of their parameters decides.
    expect(rankParameterSets(handMadeResults().runs, "pnl.fees")[0]?.value).toBe(3_000_000_000n);
  });

  it("chooses on each training window and reports the choice on the window after, beside its in-sample figure", () => {
    const folds = walkForward(handMadeResults());
    expect(folds).toEqual([
      // Day 1: spread 3 made 7; on day 2 it lost 2.
      {
        fold: 1,
        train: { from: DAY1, to: DAY1 + DAY },
        test: { from: DAY1 + DAY, to: DAY1 + 2 * DAY },
        params: { spreadTicks: 3, size: "0.01", requoteTicks: 10 },
        inSample: "7",
        outOfSample: "-2",
      },
      // Day 2: spread 1 made 5; on day 3 it made 4.
      {
        fold: 2,
        train: { from: DAY1 + DAY, to: DAY1 + 2 * DAY },
        test: { from: DAY1 + 2 * DAY, to: DAY1 + 3 * DAY },
        params: { spreadTicks: 1, size: "0.01", requoteTicks: 10 },
        inSample: "5",
        outOfSample: "4",
      },
    ]);
    const two = walkForward(handMadeResults({ train: 2, test: 1 }));
    expect(two).toHaveLength(1);
    // Days 1 and 2 together: spread 1 made 6, spread 3 made 5.
    expect(two[0]).toMatchObject({ params: { spreadTicks: 1 }, inSample: "6", outOfSample: "4" });
  });

  it("leaves out a set with a failed run, whose figure would not be whole", () => {
    const results = handMadeResults();
    const runs = results.runs.map((r) =>
      r.params.spreadTicks === 3 && r.window.from === DAY1
        ? {
            ...r,
            status: "failed" as const,
            report: null,
            error: { name: "Error", message: "boom" },
          }
        : r,
    );
    const [fold] = walkForward({ ...results, runs });
    expect(fold).toMatchObject({ params: { spreadTicks: 2 }, inSample: "2", outOfSample: "-1" });
  });
});
