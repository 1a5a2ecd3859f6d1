import manifest from "../package.json" with { type: "json" };

/** The version of @perpkit/cli, from its package.json (bundled into the build). */
export const version: string = manifest.version;
