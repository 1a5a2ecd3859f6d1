import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));

/** Bundles `contents` (importing from ./index.ts) as a browser app would, core and viem left out. */
async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // The sources' branch of the package's "imports" map, as the workspace resolves it.
    conditions: ["@perpkit/source"],
    external: ["@perpkit/*", "viem", "viem/*"],
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** The top-level names a bundle declares that match a pattern. */
function declared(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(/^(?:async )?(?:function|var|let|const) ([A-Za-z0-9_$]+)/gm)]
    .map((m) => m[1] as string)
    .filter((name) => pattern.test(name))
    .sort();
}

describe("tree shaking", () => {
  test("importing the package only for its side effects keeps none of its code", async () => {
    const code = await bundle(`import "./index.ts";`);
    const statements = code
      .replace(/\/\/.*$/gm, "")
      .replace(/import\s*(?:\{[^}]*\}\s*from\s*)?"[^"]+";/g, "")
      .trim();
    expect(statements).toBe("");
  }, 10_000);

  test("signing orders with a wallet keeps the TradeOrder type alone, and no curve code", async () => {
    const code = await bundle(
      `import { signOrder, toSigner } from "./index.ts";\nexport { signOrder, toSigner };`,
    );
    expect(declared(code, /^hash\w+Struct$/)).toEqual(["hashTradeOrderStruct"]);
    expect(declared(code, /^[a-z]\w*(Types|Binding)$/).filter((n) => n !== "parsedTypes")).toEqual([
      "signatureTypes",
      "tradeOrderBinding",
    ]);
    expect(code).not.toMatch(/\b(typedDataTypes|structHashers|messageBindings|typeHashes)\b/);
    expect(code).not.toContain("@noble/curves");
  }, 10_000);
});
