import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { repoRoot } from "../packages/workspace.js";
import type { Route } from "./routes.js";

/**
 * What a route's bundle holds: hand-written modules and generated ones, as repository paths.
 *
 * @example
 * const { handWritten, generated }: Closure = await closureOf(routes[0])
 */
export interface Closure {
  readonly handWritten: readonly string[];
  readonly generated: readonly string[];
}

/** A hand-written or generated module of a package: `packages/<name>/src/...`. */
export const SOURCE = /^packages\/[^/]+\/src\//;

/**
 * Third-party packages stay out of the bundle: none of them is hand-written here, and none can
 * bring one of our modules in. Our own packages, relative paths and `#` imports are bundled.
 */
const thirdPartyExternal: Plugin = {
  name: "third-party-external",
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith("@perpkit/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The modules of the route's one-line import that reach its bundle, sorted: esbuild, from the
 * TypeScript sources through the "@perpkit/source" condition, for the route's platform,
 * tree-shaken and minified (as the size budgets bundle it: a module whose code minifies to nothing,
 * a platform's empty stand-in, adds nothing to what ships).
 *
 * @example
 * (await closureOf(route)).handWritten.length // 13
 */
export async function closureOf(route: Route): Promise<Closure> {
  const names = route.imports.join(", ");
  const result = await build({
    stdin: {
      contents: `import { ${names} } from ${JSON.stringify(route.entry)};\nglobalThis.__route = [${names}];`,
      // The entry's own package directory: the package resolves its own name there.
      resolveDir: join(repoRoot, "packages", route.entry.replace(/^@perpkit\//, "")),
    },
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: "esm",
    platform: route.platform ?? "browser",
    target: "es2022",
    conditions: ["@perpkit/source"],
    plugins: [thirdPartyExternal],
    treeShaking: true,
    minify: true,
    metafile: true,
    logLevel: "silent",
    outfile: "route.js",
  });
  const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs));
  const reached = inputs
    .filter(([path, input]) => input.bytesInOutput > 0 && SOURCE.test(path))
    .map(([path]) => path)
    .sort();
  return {
    handWritten: reached.filter((p) => !p.includes("/generated/")),
    generated: reached.filter((p) => p.includes("/generated/")),
  };
}
