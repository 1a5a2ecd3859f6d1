import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.js";

// The candles package's guard: an uncaught exception or unhandled rejection fails the run.
// Building the page and starting Chromium happen once, before the tests; on a busy 2-core CI
// machine that can take a while.
export default mergeConfig(
  shared,
  defineConfig({
    test: { setupFiles: ["../../packages/candles/test/stray-errors.ts"], hookTimeout: 60_000 },
  }),
);
