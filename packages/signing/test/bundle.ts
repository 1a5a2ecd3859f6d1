import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const sources = fileURLToPath(new URL("../src/", import.meta.url));

/**
 * Bundles `contents` (imports relative to src/) for a platform as an app would, unminified, our
 * other packages, viem and secp256k1 left out, so a test can read what the bundle carries.
 */
export async function bundle(contents: string, platform: "browser" | "node"): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: sources, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform,
    target: "es2022",
    conditions: ["@perpkit/source"],
    external: ["@perpkit/*", "viem", "viem/*", "secp256k1", "secp256k1/*"],
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}
