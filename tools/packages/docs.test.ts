import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { runTypedoc } from "./docs.js";

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
