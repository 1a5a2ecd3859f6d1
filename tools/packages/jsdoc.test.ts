import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { jsdocProblems } from "./jsdoc.js";

const fixture = fileURLToPath(new URL("./fixtures/jsdoc/index.ts", import.meta.url));

describe("JSDoc check", () => {
  test("names each export that lacks its sentence or its example, and passes the documented one", () => {
    const problems = jsdocProblems([{ file: fixture, entry: "fixture" }]).map(
      (p) => `${p.name} ${p.problem}`,
    );
    expect(problems.sort()).toEqual([
      "answer has no @example",
      "answer has no JSDoc sentence",
      "subtract has no @example",
      "twice has an empty @example",
    ]);
  });
});
