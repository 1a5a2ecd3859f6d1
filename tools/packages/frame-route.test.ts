import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FRAME_ROUTE, frameClosure } from "./frame-route.js";
import { repoRoot } from "./workspace.js";

/** The files CONTRIBUTING.md's frame route names, one per numbered item, in order. */
function contributingRoute(): string[] {
  const text = readFileSync(join(repoRoot, "CONTRIBUTING.md"), "utf8");
  const start = text.indexOf("How an incoming stream frame reaches the order book");
  const section = text.slice(start, text.indexOf("\n\n", text.indexOf("\n1. ", start) + 1));
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1] as string);
}

describe("a stream frame's route", () => {
  test("runs in a bundle of at most twelve hand-written files", async () => {
    const closure = (await frameClosure("browser")).map((f) => f.file);
    expect(closure.length, closure.join("\n")).toBeLessThanOrEqual(12);
  }, 30_000);

  test("runs through files of the bundle, at most six of which decide something about it", async () => {
    for (const platform of ["browser", "node"] as const) {
      const files = (await frameClosure(platform)).map((f) => f.file);
      const route = FRAME_ROUTE.filter((step) => platform === "node" || step.only !== "node");
      expect(route.map((step) => step.file).filter((file) => !files.includes(file))).toEqual([]);
      expect(route.filter((step) => step.decides).length).toBeLessThanOrEqual(6);
    }
  }, 30_000);

  test("is the one CONTRIBUTING.md lists, in its order", () => {
    expect(contributingRoute()).toEqual(FRAME_ROUTE.map((step) => step.file));
  });
});
