import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.js";

// "#read-json", "#book-frame", "#debug" and "#ws-socket" stay imports of the built files, so the
// package's "imports" map picks the Node module or the plain one where the package runs; each is
// built beside the entry point.
export default defineConfig({
  ...packageBuild,
  entry: [
    "src/index.ts",
    "src/read-json.ts",
    "src/read-json.node.ts",
    "src/book-frame.ts",
    "src/book-frame.node.ts",
    "src/debug.ts",
    "src/debug.node.ts",
    "src/ws-socket.ts",
    "src/ws-socket.node.ts",
  ],
  external: ["#read-json", "#book-frame", "#debug", "#ws-socket"],
  dts: { entry: ["src/index.ts"] },
});
