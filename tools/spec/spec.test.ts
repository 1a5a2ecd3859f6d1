import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { listSpecFiles, validateSpecFile } from "./validate.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("every spec file is valid against its schema", () => {
  test.each(listSpecFiles(root))("%s", async (path) => {
    expect(await validateSpecFile(root, path)).toEqual([]);
  });
});

describe("the spec check can fail", () => {
  const broken = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "perpkit-spec-"));
    cpSync(join(root, "spec/schemas"), join(dir, "spec/schemas"), { recursive: true });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  test("a limits file missing a section is refused", async () => {
    const text = readFileSync(join(root, "spec/limits.yaml"), "utf8").replace(
      /^cancel:\n( {2}.*\n)+/m,
      "",
    );
    const dir = broken({ "spec/limits.yaml": text });
    expect(await validateSpecFile(dir, "spec/limits.yaml")).toEqual([
      "/ must have required property 'cancel'",
    ]);
    rmSync(dir, { recursive: true });
  });

  test("an OpenAPI document with a dangling reference is refused", async () => {
    const doc = [
      "openapi: 3.1.0",
      "info: { title: t, version: '1' }",
      "paths:",
      "  /v1/time:",
      "    get:",
      "      responses:",
      "        '200':",
      "          description: ok",
      "          content: { application/json: { schema: { $ref: '#/components/schemas/Missing' } } }",
    ].join("\n");
    const dir = broken({ "spec/candles/openapi.yaml": doc });
    expect((await validateSpecFile(dir, "spec/candles/openapi.yaml")).length).toBeGreaterThan(0);
    rmSync(dir, { recursive: true });
  });

  test("a REST layer whose merged document is not valid OpenAPI is refused", async () => {
    const layer = readFileSync(join(root, "spec/rest/layer.yaml"), "utf8").replace(
      "  add:\n    POST /v1/order/batch:",
      [
        "  add:",
        "    GET /v1/broken:",
        "      operationId: broken",
        "      responses:",
        "        '200':",
        "          description: ok",
        "          content: { application/json: { schema: { $ref: '#/components/schemas/Missing' } } }",
        "    POST /v1/order/batch:",
      ].join("\n"),
    );
    const read = (path: string) => readFileSync(join(root, path), "utf8");
    const dir = broken({
      "spec/rest/layer.yaml": layer,
      "spec/rest/exclusions.yaml": read("spec/rest/exclusions.yaml"),
      "spec/upstream/openapi.json": read("spec/upstream/openapi.json"),
      "spec/formats.yaml": read("spec/formats.yaml"),
    });
    const problems = await validateSpecFile(dir, "spec/rest/layer.yaml");
    expect(problems.some((p) => p.startsWith("derived REST spec:"))).toBe(true);
    rmSync(dir, { recursive: true });
  });

  test("a stream layer whose merged document is not valid AsyncAPI is refused", async () => {
    const read = (path: string) => readFileSync(join(root, path), "utf8");
    const layer = read("spec/stream/layer.yaml").replace(
      "    address: /v1/stream\n    title: Connection",
      "    address: 42\n    title: Connection",
    );
    const dir = broken({
      "spec/stream/layer.yaml": layer,
      "spec/upstream/ws_messages.json": read("spec/upstream/ws_messages.json"),
      "spec/upstream/openapi.json": read("spec/upstream/openapi.json"),
      "spec/formats.yaml": read("spec/formats.yaml"),
    });
    const problems = await validateSpecFile(dir, "spec/stream/layer.yaml");
    expect(problems.some((p) => p.startsWith("derived stream spec:"))).toBe(true);
    rmSync(dir, { recursive: true });
  });

  test("an upstream snapshot edited by hand is refused", async () => {
    const manifest = readFileSync(join(root, "spec/upstream/manifest.json"), "utf8");
    const ws = readFileSync(join(root, "spec/upstream/ws_messages.json"), "utf8");
    const dir = broken({
      "spec/upstream/manifest.json": manifest,
      "spec/upstream/ws_messages.json": ws.replace("Event type.", "Event name."),
    });
    expect(await validateSpecFile(dir, "spec/upstream/ws_messages.json")).toEqual([
      expect.stringMatching(
        /^spec\/upstream\/ws_messages.json was changed by hand .*run pnpm spec:sync$/,
      ),
    ]);
    rmSync(dir, { recursive: true });
  });

  test("a recording schema whose example does not fit it is refused, naming the example", async () => {
    const schema = readFileSync(join(root, "spec/recording/recording.schema.json"), "utf8").replace(
      '["T", "BTCUSD", 1767225600031, "60001", "0.05", 0]',
      '["T", "BTCUSD", 1767225600031, "60001", "0.05", 2]',
    );
    const dir = broken({
      "spec/recording/recording.schema.json": schema,
      "spec/formats.yaml": readFileSync(join(root, "spec/formats.yaml"), "utf8"),
    });
    expect(await validateSpecFile(dir, "spec/recording/recording.schema.json")).toContain(
      "#/$defs/trade/examples/0/5 must be equal to one of the allowed values",
    );
    rmSync(dir, { recursive: true });
  });

  test("a spec file no rule covers is reported", async () => {
    const dir = broken({ "spec/notes.txt": "hello" });
    expect(await validateSpecFile(dir, "spec/notes.txt")).toEqual([
      "no rule in tools/spec/validate.ts checks spec/notes.txt",
    ]);
    rmSync(dir, { recursive: true });
  });
});
