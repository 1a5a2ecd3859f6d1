import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    sourcemap: true,
    target: "es2022",
    treeshake: true,
  },
  {
    // The CLI: ESM only (it awaits at the top level); the shebang of src/cli.ts is kept.
    entry: ["src/cli.ts"],
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
  },
]);
