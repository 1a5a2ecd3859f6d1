import { describe, expect, test } from "vitest";
import { bundle } from "../../test/bundle.js";
import { loadNativeCurve } from "./native-curve.node.js";

const signsWithAKey = `import { privateKeySigner, setCurveBackend, signOrder } from "./index.ts";
export { privateKeySigner, setCurveBackend, signOrder };`;

describe("the native backend", () => {
  test("never enters a browser bundle, even one that chooses a backend", async () => {
    const code = await bundle(signsWithAKey, "browser");
    expect(code).toContain("runs only in Node");
    expect(code).not.toMatch(/secp256k1\/bindings|createRequire|node:module/);
  }, 10_000);

  test("is what a Node bundle loads", async () => {
    const code = await bundle(signsWithAKey, "node");
    expect(code).toContain("secp256k1/bindings");
    expect(code).not.toContain("runs only in Node");
  }, 10_000);

  test("loads libsecp256k1 from the prebuilt binary inside the npm package", () => {
    // pnpm runs no install script of secp256k1 here (it is not in onlyBuiltDependencies), so a
    // binary can only come from the package's prebuilds/ folder, never from a local build.
    const { detail } = loadNativeCurve();
    expect(detail).toMatch(
      new RegExp(`^libsecp256k1 \\(secp256k1 5\\.\\d+\\.\\d+, prebuilds/${process.platform}-`),
    );
  });
});
