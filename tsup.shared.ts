import type { Options } from "tsup";

/** How every package builds: ESM and CommonJS with types, for Node 20 and current browsers. */
export const packageBuild = {
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
} as const satisfies Options;
