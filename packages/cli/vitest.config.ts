import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.js";

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // The tests run the built program (bin/perpkit.js over dist/), as a user's shell would.
      globalSetup: ["./test/build.ts"],
      // Every test file starts its own sandbox and many perpkit processes; two cores are shared.
      fileParallelism: false,
    },
  }),
);
