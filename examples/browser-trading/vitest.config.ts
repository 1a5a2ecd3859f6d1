import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.js";

// Building the page and starting Chromium happen once, before the tests; on a busy 2-core CI
// machine that can take longer than the shared 20 s hook timeout.
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 60_000 } }));
