import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));

/**
 * Bundles `contents` (importing from ./index.ts) as a browser app would, our other packages and
 * viem left out. `ignoreAnnotations` makes esbuild ignore `sideEffects: false`, so what remains
 * is what the modules themselves force into every bundle.
 */
async function bundle(contents: string): Promise<{ code: string; bytes: Record<string, number> }> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    external: ["@perpkit/*", "viem", "viem/*"],
    ignoreAnnotations: true,
    metafile: true,
    logLevel: "silent",
  });
  const bytes: Record<string, number> = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) bytes[path] = input.bytesInOutput;
  }
  return { code: result.outputFiles[0]?.text ?? "", bytes };
}

/** The names of the top-level functions in a bundle that match a pattern. */
function functions(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(/^(?:async )?function\*? ?([A-Za-z0-9_$]+)\(/gm)]
    .map((m) => m[1] as string)
    .filter((name) => pattern.test(name))
    .sort();
}

describe("tree shaking", () => {
  test("importing the package only for its side effects keeps none of its code", async () => {
    const { code, bytes } = await bundle(`import "./index.ts";\nimport "./operations.ts";`);
    expect(Object.keys(bytes).filter((path) => path.endsWith(".ts")).length).toBeGreaterThan(10);
    // What is left are the imports of the packages left out, which a bundler resolves on its own.
    const statements = code
      .replace(/\/\/.*$/gm, "")
      .replace(/import\s*(?:\{[^}]*\}\s*from\s*)?"[^"]+";/g, "")
      .trim();
    expect(statements).toBe("");
  }, 10_000);

  // The subaccount list that finds the client's own subaccount comes only with the lookup
  // passed to the context (getOwnSubaccount).
  test("the order path keeps only the operations and decoders it uses", async () => {
    const { code } = await bundle(
      `import { createTradingContext, placeOrder } from "./index.ts";\nexport { createTradingContext, placeOrder };`,
    );
    expect(functions(code, /^build[A-Z]\w*Request$/)).toEqual([
      "buildGetTimeRequest",
      "buildListProductsRequest",
      "buildPlaceOrderRequest",
    ]);
    expect(functions(code, /^decode[A-Z]/)).toEqual([
      "decodePlacedOrder",
      "decodeProduct",
      "decodeProductPage",
      "decodeServerTime",
    ]);
    expect(code).not.toContain("operationTable");
    expect(code).not.toMatch(/function (batchOrders|cancelOrders|withdraw|createRestClient)\(/);
  }, 10_000);

  test("cancelling orders adds only the cancel operation and its decoder", async () => {
    const { code } = await bundle(
      `import { createTradingContext, cancelOrders } from "./index.ts";\nexport { createTradingContext, cancelOrders };`,
    );
    expect(functions(code, /^build[A-Z]\w*Request$/)).toEqual([
      "buildCancelOrdersRequest",
      "buildGetTimeRequest",
      "buildListProductsRequest",
    ]);
    expect(functions(code, /^decode[A-Z]/)).toEqual([
      "decodeCancelResultItem",
      "decodeCancelResultList",
      "decodeProduct",
      "decodeProductPage",
      "decodeServerTime",
    ]);
  }, 10_000);

  test("the subaccount lookup adds the subaccount list when it is passed", async () => {
    const { code } = await bundle(
      `import { createTradingContext, getOwnSubaccount, placeOrder } from "./index.ts";
export { createTradingContext, getOwnSubaccount, placeOrder };`,
    );
    expect(functions(code, /^build[A-Z]\w*Request$/)).toContain("buildListSubaccountsRequest");
    expect(functions(code, /^decode[A-Z]/)).toEqual(
      expect.arrayContaining(["decodeSubaccount", "decodeSubaccountPage"]),
    );
  }, 10_000);
});
