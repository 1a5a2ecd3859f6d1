import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, test, vi } from "vitest";
import { runtimeDebugLogger, transportDebugLog } from "./runtime.js";
import { debugLogger } from "./transport.js";

const here = fileURLToPath(new URL(".", import.meta.url));

/** Bundles the HTTP transport for a platform, as an app that uses it would. */
async function transportBundle(platform: "browser" | "node"): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { createHttpTransport } from "./index.ts";`,
      resolveDir: here,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform,
    target: "es2022",
    conditions: ["@perpkit/source"],
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Runs `body` with DEBUG set to `value`, then puts DEBUG back. */
function withDebug(value: string, body: () => void): void {
  const before = process.env.DEBUG;
  process.env.DEBUG = value;
  try {
    body();
  } finally {
    if (before === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = before;
  }
}

describe("the runtime's debug logger", () => {
  test("in Node, DEBUG switches it on", () => {
    withDebug("perpkit:rest", () => expect(debugLogger("perpkit:rest").enabled).toBe(true));
    withDebug("perpkit:stream", () => expect(debugLogger("perpkit:rest").enabled).toBe(false));
  });

  test("elsewhere it is never on and writes nothing, whatever DEBUG says", () => {
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      withDebug("*", () => {
        const logger = runtimeDebugLogger("perpkit:rest");
        logger("GET /v1/time 200 in 3 ms");
        expect(logger.enabled).toBe(false);
        expect(logger.namespace).toBe("perpkit:rest");
      });
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
  });

  test("a browser bundle of the transport leaves the DEBUG logger out; a Node bundle keeps it", async () => {
    const browser = await transportBundle("browser");
    expect(browser).toContain("createHttpTransport");
    expect(browser).not.toMatch(/\.env\b|\.stderr|-byte hex/);
    const node = await transportBundle("node");
    expect(node).toMatch(/\.stderr/);
    expect(node).toContain("-byte hex");
  }, 10_000);

  test("a browser bundle of the transport carries none of its debug lines; a Node bundle does", async () => {
    const lines = /no answer|again in|threw/;
    expect(await transportBundle("browser")).not.toMatch(lines);
    expect(await transportBundle("node")).toMatch(lines);
  }, 10_000);

  test("elsewhere the transport has no debug lines to write", () => {
    expect(transportDebugLog("perpkit:http")).toBeUndefined();
  });
});
