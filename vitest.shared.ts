import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (the "@perpkit/source" export condition),
// so tests and type checks never wait for a build.
const conditions = ["@perpkit/source", "node", "import", "default"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@perpkit/source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // An exception nobody caught or a rejection nobody handled, anywhere in a test file, fails it.
    setupFiles: [fileURLToPath(new URL("./vitest.stray-errors.ts", import.meta.url))],
    // Type tests (*.test-d.ts) pin the mistakes a user must not be able to compile; they run with
    // the other tests, type-checked by tsc against the package's tsconfig, never executed. Types do
    // not depend on the runtime, so the second Node pass (PERPKIT_NODE_PASS, pnpm verify:node24)
    // leaves them to the first; and `pnpm verify`, whose `turbo run typecheck` has compiled them
    // with everything else just before, says so with PERPKIT_TYPES_CHECKED.
    typecheck: {
      enabled:
        process.env.PERPKIT_NODE_PASS === undefined &&
        process.env.PERPKIT_TYPES_CHECKED === undefined,
      include: ["src/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
    // Hang guards, not timing goals: CI shares two cores between builds, servers and browsers.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
