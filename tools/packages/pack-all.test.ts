import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { defaultPackFolder, packFolder, tarballName } from "./pack-all.js";
import { repoRoot } from "./workspace.js";

describe("pnpm pack:all", () => {
  test("writes to packed/ at the repository root unless --out names a folder", () => {
    expect(packFolder([])).toBe(join(repoRoot, "packed"));
    expect(packFolder(["--out", "dist-packages"])).toBe(join(repoRoot, "dist-packages"));
    expect(packFolder(["--out", "/tmp/tarballs"])).toBe("/tmp/tarballs");
    expect(defaultPackFolder).toBe(packFolder([]));
  });

  test("knows each tarball by the name pnpm pack gives it", () => {
    expect(tarballName({ name: "@perpkit/rest", manifest: { name: "", version: "0.3.1" } })).toBe(
      "perpkit-rest-0.3.1.tgz",
    );
  });
});
