import { describe, expect, test } from "vitest";
import { type Schedulable, schedule } from "./schedule.js";

/** A runner whose parts end when the test says, recording what runs side by side. */
function controlled() {
  const running = new Set<string>();
  const started: string[] = [];
  const widest: { count: number; names: string[] } = { count: 0, names: [] };
  const finish = new Map<string, (ok: boolean) => void>();
  const run = (part: Schedulable) =>
    new Promise<boolean>((resolve) => {
      running.add(part.name);
      started.push(part.name);
      if (running.size > widest.count) {
        widest.count = running.size;
        widest.names = [...running];
      }
      finish.set(part.name, (ok) => {
        running.delete(part.name);
        resolve(ok);
      });
    });
  /** Ends a running part once the scheduler has started it. */
  const end = async (name: string, ok = true) => {
    while (!finish.has(name)) await new Promise((r) => setImmediate(r));
    finish.get(name)?.(ok);
  };
  return { run, end, started, running, widest };
}

describe("the verify scheduler", () => {
  test("runs two parts at a time, in list order, and starts the next as one ends", async () => {
    const c = controlled();
    const parts = ["a", "b", "c", "d"].map((name) => ({ name }));
    const done = schedule(parts, c.run, 2);
    await c.end("b");
    await c.end("a");
    await c.end("c");
    await c.end("d");
    const ran = await done;
    expect(c.started).toEqual(["a", "b", "c", "d"]);
    expect(c.widest.count).toBe(2);
    expect(ran.map((r) => [r.name, r.outcome])).toEqual([
      ["a", "passed"],
      ["b", "passed"],
      ["c", "passed"],
      ["d", "passed"],
    ]);
  });

  test("a part waits for what it needs, and the next part that can start takes the core", async () => {
    const c = controlled();
    const parts = [{ name: "build" }, { name: "tests", needs: ["build"] }, { name: "lint" }];
    const done = schedule(parts, c.run, 2);
    await c.end("lint");
    expect(c.started).toEqual(["build", "lint"]);
    await c.end("build");
    await c.end("tests");
    await done;
    expect(c.started).toEqual(["build", "lint", "tests"]);
  });

  test("a part whose need failed, or was skipped, is skipped; the others still run", async () => {
    const c = controlled();
    const parts = [
      { name: "build" },
      { name: "tests", needs: ["build"] },
      { name: "pass", needs: ["tests"] },
      { name: "lint" },
    ];
    const done = schedule(parts, c.run, 2);
    await c.end("build", false);
    await c.end("lint");
    const ran = await done;
    expect(ran.map((r) => [r.name, r.outcome])).toEqual([
      ["build", "failed"],
      ["tests", "skipped"],
      ["pass", "skipped"],
      ["lint", "passed"],
    ]);
  });

  test("a part that throws has failed", async () => {
    const ran = await schedule([{ name: "a" }], () => Promise.reject(new Error("no")), 2);
    expect(ran[0]?.outcome).toBe("failed");
  });

  test("a part that keeps two cores runs alone", async () => {
    const c = controlled();
    const parts = [{ name: "a" }, { name: "wide", slots: 2 }, { name: "b" }];
    const done = schedule(parts, c.run, 2);
    await c.end("a");
    expect([...c.running]).toEqual(["b"]);
    await c.end("b");
    await c.end("wide");
    await done;
    expect(c.started).toEqual(["a", "b", "wide"]);
  });

  test("each part's times are seconds since the schedule started", async () => {
    let clock = 100;
    const ran = await schedule(
      [{ name: "a" }],
      async () => {
        clock += 7;
        return true;
      },
      2,
      () => clock,
    );
    expect(ran[0]).toEqual({ name: "a", outcome: "passed", start: 0, end: 7 });
  });

  test("a need that names no part is refused before anything runs", async () => {
    await expect(
      schedule([{ name: "a", needs: ["nothing"] }], async () => true, 2),
    ).rejects.toThrow("a needs nothing, which is no part");
  });
});
