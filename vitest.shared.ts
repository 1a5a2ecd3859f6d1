import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (the "@perpkit/source" export condition),
// so tests and type checks never wait for a build.
const conditions = ["@perpkit/source", "node", "import", "default"];

// A pass that names its Node (pnpm verify's node22 and node24 parts) runs on that Node: a
// command shim that started another would otherwise pass the pass unnoticed.
const pass = process.env.PERPKIT_NODE_PASS;
if (pass !== undefined && pass !== process.versions.node) {
  throw new Error(`the Node ${pass} pass runs on Node ${process.versions.node}`);
}

/**
 * The property, soak and other slow tests (`*property.test.ts`, `*.slow.test.ts`, anything under
 * a `soak/` folder): `pnpm verify` runs them in a part of their own, with a budget of its own,
 * and its main suite (PERPKIT_SUITE=main) leaves them out. `pnpm test` runs everything.
 */
export const slowTests = ["**/*property.test.ts", "**/*.slow.test.ts", "**/soak/**"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@perpkit/source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.PERPKIT_SUITE === "main" ? slowTests : []),
    ],
    // An exception nobody caught or a rejection nobody handled, anywhere in a test file, fails it.
    setupFiles: [fileURLToPath(new URL("./vitest.stray-errors.ts", import.meta.url))],
    // Type tests (*.test-d.ts) pin the mistakes a user must not be able to compile; they run with
    // the other tests, type-checked by tsc against the package's tsconfig, never executed. Types do
    // not depend on the runtime, so the other Nodes' passes (PERPKIT_NODE_PASS) leave them to the
    // main one; and `pnpm verify`, whose type check has compiled them with everything else
    // before, says so with PERPKIT_TYPES_CHECKED.
    typecheck: {
      enabled: pass === undefined && process.env.PERPKIT_TYPES_CHECKED === undefined,
      include: ["src/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
    // Hang guards, not timing goals: CI shares two cores between builds, servers and browsers.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
