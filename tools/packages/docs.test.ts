import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { brokenLinks, runTypedoc } from "./docs.js";
import { repoRoot } from "./workspace.js";

const fixtures = fileURLToPath(new URL("./fixtures/typedoc/", import.meta.url));
const tsconfig = `${fixtures}tsconfig.json`;

describe("TypeDoc validation", () => {
  test("fails when an export names a type the module does not export", async () => {
    const ok = await runTypedoc({
      check: true,
      tsconfig,
      entries: [{ file: `${fixtures}index.ts`, specifier: "fixture" }],
    });
    expect(ok).toBe(false);
  });

  test("passes when every type an export names is exported", async () => {
    const ok = await runTypedoc({
      check: true,
      tsconfig,
      entries: [{ file: `${fixtures}exported.ts`, specifier: "fixture" }],
    });
    expect(ok).toBe(true);
  });
});

describe("links of the built reference", () => {
  const site = mkdtempSync(join(tmpdir(), "perpkit-site-"));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(join(site, "functions"));
  writeFileSync(join(site, "index.html"), '<a id="top" href="functions/one.html#one">one</a>');
  writeFileSync(
    join(site, "functions", "one.html"),
    [
      '<h1 id="one">one</h1>',
      '<a href="../index.html#top">home</a>',
      '<a href="https://typedoc.org/">TypeDoc</a>',
      '<a href="#">top</a>',
      '<a href="../hierarchy.html#drawn.by.script">hierarchy</a>',
      '<a href="two.html">missing page</a>',
      '<a href="../index.html#nowhere">missing anchor</a>',
    ].join("\n"),
  );
  writeFileSync(join(site, "hierarchy.html"), "<ul></ul>");

  test("name every link to a missing page or anchor, and no other", () => {
    expect(brokenLinks(site)).toEqual([
      "functions/one.html: two.html (no such file)",
      "functions/one.html: ../index.html#nowhere (no such anchor)",
    ]);
  });
});

describe("the workflow that publishes the reference", () => {
  const workflow = parse(
    readFileSync(join(repoRoot, ".github", "workflows", "docs.yml"), "utf8"),
  ) as {
    on: Record<string, unknown>;
    jobs: Record<string, { steps: { run?: string; uses?: string; with?: { path?: string } }[] }>;
  };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  test("runs on a published release", () => {
    expect(workflow.on.release).toEqual({ types: ["published"] });
  });

  test("checks and builds the reference, and publishes the folder TypeDoc writes", () => {
    const runs = steps.flatMap((s) => (s.run ? [s.run] : []));
    expect(runs).toEqual(expect.arrayContaining(["pnpm run check:docs", "pnpm run docs"]));
    const out = (
      JSON.parse(readFileSync(join(repoRoot, "typedoc.json"), "utf8")) as { out: string }
    ).out;
    const upload = steps.find((s) => s.uses?.startsWith("actions/upload-pages-artifact"));
    expect(upload?.with?.path).toBe(out);
    expect(steps.some((s) => s.uses?.startsWith("actions/deploy-pages"))).toBe(true);
  });
});
