import type { V1Job } from "@kubernetes/client-node";
import { describe, expectTypeOf, test } from "vitest";
import { sweepJob } from "../../test/deploy/indexed-job.js";

// The docs' Indexed Job manifest is a Kubernetes Job as @kubernetes/client-node types it
// (test/deploy.test.ts checks that docs/indexed-job.yaml reads as this very object).

describe("the Indexed Job manifest of the docs", () => {
  test("is a V1Job", () => {
    expectTypeOf(sweepJob).toExtend<V1Job>();
    expectTypeOf(sweepJob.spec.template.spec.containers[0]?.args).toExtend<string[] | undefined>();
  });

  test("a field a Job does not have would not compile", () => {
    const { spec } = sweepJob;
    // @ts-expect-error: a Job's spec has completions, not a count of shards
    const wrong: V1Job = { ...sweepJob, spec: { ...spec, shards: 4 } };
    expectTypeOf(wrong).toExtend<V1Job>();
  });
});
