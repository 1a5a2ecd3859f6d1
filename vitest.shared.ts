import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources (the "@perpkit/source" export condition),
// so tests and type checks never wait for a build.
const conditions = ["@perpkit/source", "node", "import", "default"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@perpkit/source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Hang guards, not timing goals: CI shares two cores between builds, servers and browsers.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
