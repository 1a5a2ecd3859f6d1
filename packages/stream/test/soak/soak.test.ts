import { describe, expect, test } from "vitest";
import { faultKinds } from "./faults.js";
import { formatReport } from "./report.js";
import { runSoak } from "./soak.js";

// A short, seeded chaos soak: every kind of fault once, with every duration of the protocol and
// the client twenty times shorter than the service's. `pnpm soak` runs the long one.

describe("the chaos soak, briefly", () => {
  test("every book the client calls live equals the gateway's, and every book comes back after every kind of fault", async () => {
    const report = await runSoak({
      seed: 20_261_126,
      minutes: 0.75,
      maxFaults: faultKinds.length,
      mix: "chaos",
      scale: 0.05,
    });
    const summary = formatReport(report);
    expect(Object.keys(report.faults).sort(), summary).toEqual([...faultKinds].sort());
    expect(report.checks, summary).toBeGreaterThan(1_000);
    expect(report.wrong, summary).toBe(0);
    const unrecovered = Object.values(report.recoveries).reduce((n, r) => n + r.unrecovered, 0);
    expect(unrecovered, summary).toBe(0);
    expect(report.overBound, summary).toEqual([]);
  });
});
