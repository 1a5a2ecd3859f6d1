import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.js";

// "#runtime" stays an import of the built files, so the package's "imports" map picks the
// Node logger or the silent one where the package runs; both are built beside the entry point.
export default defineConfig({
  ...packageBuild,
  entry: ["src/index.ts", "src/runtime.ts", "src/runtime.node.ts"],
  external: ["#runtime"],
  dts: { entry: ["src/index.ts"] },
});
