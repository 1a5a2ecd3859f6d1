import { defineConfig } from "tsup";
import { fromBuiltDependencies, nodeTypesBanner, packageBuild } from "../../tsup.shared.js";

export default defineConfig([
  {
    // The library, and the worker thread its pool starts (dist/sweep-worker.js).
    ...packageBuild,
    entry: { index: "src/index.ts", "sweep-worker": "src/sweep/worker.ts" },
    dts: { entry: "src/index.ts", banner: nodeTypesBanner, compilerOptions: fromBuiltDependencies },
    // import.meta.url (the worker's location) in the CommonJS build.
    shims: true,
  },
  {
    // perpkit-replay: ESM only (it awaits at the top level); the shebang of src/cli.ts is kept.
    entry: ["src/cli.ts"],
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
  },
]);
