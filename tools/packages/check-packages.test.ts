import { describe, expect, test } from "vitest";
import { tarballProblems } from "./check-packages.js";

describe("tarball contents", () => {
  test("a tarball with only the build and sources passes", () => {
    const manifest = {
      dependencies: { "@perpkit/core": "0.1.0" },
      exports: { ".": "./dist/index.js" },
    };
    expect(tarballProblems(["package.json", "dist/index.js", "src/index.ts"], manifest)).toEqual(
      [],
    );
  });

  test("tests, benchmarks and unresolvable ranges are problems", () => {
    const manifest = {
      dependencies: { "@perpkit/core": "workspace:*" },
      exports: { ".": { "@perpkit/source": "./src/index.ts" } },
    };
    expect(
      tarballProblems(["dist/index.js", "src/order.test.ts", "bench/sign.bench.ts"], manifest),
    ).toEqual([
      "the tarball ships tests or benchmarks: src/order.test.ts, bench/sign.bench.ts",
      'the packed dependencies.@perpkit/core is "workspace:*", which no registry can resolve',
      'the packed exports keep the in-repo "@perpkit/source" condition',
    ]);
  });

  test("a test's snapshots and a type test beside the code are tests too", () => {
    const files = ["dist/index.js", "src/__snapshots__/help/perpkit.txt", "src/client.test-d.ts"];
    expect(tarballProblems(files, {})).toEqual([
      "the tarball ships tests or benchmarks: src/__snapshots__/help/perpkit.txt, src/client.test-d.ts",
    ]);
  });
});
