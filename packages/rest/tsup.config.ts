import { defineConfig } from "tsup";
import { fromBuiltDependencies, packageBuild } from "../../tsup.shared.js";

export default defineConfig({
  ...packageBuild,
  entry: ["src/index.ts", "src/operations.ts", "src/low-latency.ts"],
  dts: { compilerOptions: fromBuiltDependencies },
});
