import type { Options } from "tsup";

/** How every package builds: ESM and CommonJS with types, for Node 22 and current browsers. */
export const packageBuild = {
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
} as const satisfies Options;

/**
 * The declarations of a package whose types name Node's own (`node:http`, `Buffer`, `NodeJS.*`)
 * say so in their first line, so that a consumer's compiler loads `@types/node` for them even
 * where its `types` option leaves it out (TypeScript 6 and later default `types` to none).
 */
export const nodeTypesBanner = '/// <reference types="node" />';

/**
 * Declarations of a package whose workspace dependencies are built before it (turbo's ^build):
 * they read those dependencies' built declarations, not their sources, so the compiler that
 * writes them does not go through every dependency's source again. A package that has `#`
 * imports of its own resolves them through the "@perpkit/source" condition, and keeps it.
 */
export const fromBuiltDependencies = { customConditions: [] } as const;
