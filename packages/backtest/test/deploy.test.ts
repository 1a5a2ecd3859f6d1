import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sweepJob } from "./deploy/indexed-job.js";

// The docs' examples of a sweep across machines: a Kubernetes Indexed Job and a GitHub Actions
// matrix. Each must run every shard of its sweep exactly once, and the merge must join them all.

const docs = (name: string) => readFileSync(new URL(`../docs/${name}`, import.meta.url), "utf8");

describe("the Kubernetes Indexed Job of the docs", () => {
  it("reads as the object the type test checks against V1Job", () => {
    expect(parse(docs("indexed-job.yaml"))).toEqual(sweepJob);
  });

  it("runs one shard a completion, by the pod's index, each into a folder of its own", () => {
    const { spec } = sweepJob;
    expect(spec.completionMode).toBe("Indexed");
    const [container] = spec.template.spec.containers;
    const args = container?.args ?? [];
    expect(args[args.indexOf("--shards") + 1]).toBe(String(spec.completions));
    expect(args[args.indexOf("--out") + 1]).toContain("$(JOB_COMPLETION_INDEX)");
    expect(container?.command.slice(-3)).toEqual(["backtest", "sweep", "sweep.json"]);
  });
});

describe("the GitHub Actions matrix of the docs", () => {
  const workflow = parse(docs("github-actions-sweep.yml")) as {
    jobs: Record<
      string,
      { needs?: string; strategy?: { matrix: { shard: number[] } }; steps: { run?: string }[] }
    >;
  };
  const runs = (job: string) =>
    (workflow.jobs[job]?.steps ?? []).flatMap((s) => (s.run ? [s.run] : []));

  it("runs shard i of N in each job of the matrix, every shard once", () => {
    const shards = workflow.jobs.shard?.strategy?.matrix.shard ?? [];
    const count = shards.length;
    expect([...shards].sort()).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const command = runs("shard").find((r) => r.includes("backtest sweep"));
    expect(command).toContain(`--shard \${{ matrix.shard }}/${count}`);
  });

  it("merges every shard's results after the matrix", () => {
    expect(workflow.jobs.merge?.needs).toBe("shard");
    const command = runs("merge").find((r) => r.includes("backtest sweep merge")) ?? "";
    const count = workflow.jobs.shard?.strategy?.matrix.shard.length ?? 0;
    for (let i = 1; i <= count; i++) expect(command).toContain(`shard-${i}/results.json`);
  });
});
