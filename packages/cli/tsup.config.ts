import { defineConfig } from "tsup";
import { fromBuiltDependencies, nodeTypesBanner, packageBuild } from "../../tsup.shared.js";

export default defineConfig([
  // The library: the command line as a function, and its command table.
  {
    ...packageBuild,
    entry: ["src/index.ts"],
    dts: { banner: nodeTypesBanner, compilerOptions: fromBuiltDependencies },
  },
  {
    // The program bin/perpkit.js runs: ESM only (it awaits at the top level); the shebang is kept.
    entry: ["src/cli.ts"],
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
  },
]);
