import { defineConfig } from "tsup";

export default defineConfig([
  {
    // The library, and the signature-checking thread it starts (dist/verify-worker.js).
    entry: { index: "src/index.ts", "verify-worker": "src/http/verify-worker.ts" },
    format: ["esm", "cjs"],
    dts: { entry: "src/index.ts" },
    clean: true,
    sourcemap: true,
    target: "es2022",
    treeshake: true,
    // import.meta.url (the worker's location) in the CommonJS build.
    shims: true,
  },
  {
    // The CLI: ESM only (it awaits at the top level); the shebang of src/cli.ts is kept.
    entry: ["src/cli.ts"],
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
  },
]);
