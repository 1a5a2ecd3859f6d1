import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.js";

// An uncaught exception or unhandled rejection anywhere in a test file fails the run.
export default mergeConfig(
  shared,
  defineConfig({ test: { setupFiles: ["test/stray-errors.ts"] } }),
);
