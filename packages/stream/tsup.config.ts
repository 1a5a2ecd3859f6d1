import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.shared.js";

// "#read-json", "#book-frame", "#debug" and "#ws-socket" stay imports of the built files, so the
// package's "imports" map picks the Node module or the plain one where the package runs; each is
// built beside the entry point.
export default defineConfig({
  ...packageBuild,
  entry: {
    index: "src/index.ts",
    recording: "src/recording.ts",
    "read-json": "src/read-json.ts",
    "read-json.node": "src/read-json.node.ts",
    "book-frame": "src/book/book-frame.ts",
    "book-frame.node": "src/book/book-frame.node.ts",
    debug: "src/debug.ts",
    "debug.node": "src/debug.node.ts",
    "ws-socket": "src/ws-socket.ts",
    "ws-socket.node": "src/ws-socket.node.ts",
  },
  external: ["#read-json", "#book-frame", "#debug", "#ws-socket"],
  dts: { entry: ["src/index.ts", "src/recording.ts"] },
  // The main entry and "./recording" share their modules (the recording format's error class
  // among them) in chunks, in CommonJS as in ESM, so an error one throws is an instance of the
  // other's class.
  splitting: true,
});
