import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.js";

// "#native-curve" stays an import of the built files, so the package's "imports" map picks the
// Node module or the stub where the package runs; both are built beside the entry point.
export default defineConfig({
  ...packageBuild,
  entry: {
    index: "src/index.ts",
    "native-curve": "src/curve/native-curve.ts",
    "native-curve.node": "src/curve/native-curve.node.ts",
  },
  external: ["#native-curve"],
  dts: { entry: ["src/index.ts"] },
  shims: true,
});
