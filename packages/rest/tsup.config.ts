import { defineConfig } from "tsup";
import { fromBuiltDependencies, packageBuild } from "../../tsup.shared.js";

// "#runtime" stays an import of the built files, so the package's "imports" map picks the Node
// module or the silent one where the package runs; both are built beside the entry points.
export default defineConfig({
  ...packageBuild,
  entry: ["src/index.ts", "src/operations.ts", "src/runtime.ts", "src/runtime.node.ts"],
  external: ["#runtime"],
  dts: { entry: ["src/index.ts", "src/operations.ts"], compilerOptions: fromBuiltDependencies },
});
