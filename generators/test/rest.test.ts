import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { restTarget } from "../src/targets/rest/index.js";

const fixtures = fileURLToPath(new URL("./fixtures/rest/", import.meta.url));
const SPEC = "spec/upstream/openapi.json";
const LAYER = "spec/rest/layer.yaml";
const SOURCES = [SPEC, LAYER, "spec/rest/exclusions.yaml"];

function fixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else files[relative(fixtures, abs)] = readFileSync(abs, "utf8");
    }
  };
  walk(fixtures);
  return files;
}

/** The fixture with one edit made to one of its files. */
function edited(from: string | RegExp, to: string, path = SPEC) {
  const files = fixtureFiles();
  const text = files[path] as string;
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`the fixture has no ${String(from)}`);
  return specFromFiles({ ...files, [path]: changed });
}

async function generated(name: string): Promise<string> {
  const files = await restTarget.generate(specFromFiles(fixtureFiles()));
  const file = files.find((f) => f.path.endsWith(`/${name}`));
  if (!file) throw new Error(`no ${name} was generated`);
  return file.contents;
}

describe("rest generator", () => {
  test("writes types, decoders and operations from a small spec", async () => {
    const files = await restTarget.generate(specFromFiles(fixtureFiles()));
    expect(files.map((f) => f.path)).toEqual([
      "packages/rest/src/generated/decoders.ts",
      "packages/rest/src/generated/openapi.ts",
      "packages/rest/src/generated/operations.ts",
      "packages/rest/src/generated/types.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/rest/${file.path.split("/").pop()}.snap`,
      );
      expect(parseHeader(file.contents).map((h) => h.path)).toEqual(
        file.path.endsWith("/operations.ts") ? [...SOURCES, "spec/errors.yaml"] : SOURCES,
      );
    }
  });

  test("is deterministic", async () => {
    const spec = specFromFiles(fixtureFiles());
    expect(await restTarget.generate(spec)).toEqual(await restTarget.generate(spec));
  });

  test("types an open enumeration as its known values or any other string", async () => {
    expect(await generated("openapi.ts")).toContain(
      'OrderStatus: "NEW" | "FILLED" | (string & {});',
    );
  });

  test("decodes an open enumeration by type only, so new values pass", async () => {
    const decoders = await generated("decoders.ts");
    expect(decoders).toContain('str(o["status"], path, "status");');
  });

  test("marks an operation whose answer is a page of records", async () => {
    const operations = await generated("operations.ts");
    expect(operations).toContain("listOrders: { parameters: ListOrdersParameters; item: Order; }");
    expect(operations).toMatch(/listOrders: \{\n(?: {4}.*\n)*? {4}paginated: true,/);
    expect(operations).toMatch(/getOrder: \{\n(?: {4}.*\n)*? {4}paginated: false,/);
  });

  test("records the signed messages and the feature an operation needs", async () => {
    const operations = await generated("operations.ts");
    expect(operations).toContain('signedMessages: ["TradeOrder"],\n    feature: "trading",');
  });

  test("refuses a layer that restates what the upstream states", async () => {
    const spec = edited(
      "info:",
      "schemas:\n  patch:\n    Order:\n      properties:\n        price: { type: number }\ninfo:",
      LAYER,
    );
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "schemas.patch.Order.properties.price.type restates what the upstream states",
    );
  });

  test("lets the layer add what the upstream leaves unsaid, as an optional property", async () => {
    const spec = edited(
      "info:",
      "schemas:\n  patch:\n    Order:\n      properties:\n        digest: { type: string }\ninfo:",
      LAYER,
    );
    const files = await restTarget.generate(spec);
    const openapi = files.find((f) => f.path.endsWith("/openapi.ts"))?.contents ?? "";
    expect(openapi).toContain("digest?: string;");
  });

  test("a page shape on an operation without a cursor is one answer, not pages", async () => {
    const spec = edited(/,\n {10}\{\n {12}"name": "cursor",[\s\S]*?\n {10}\}/, "", SPEC);
    const operations = (await restTarget.generate(spec)).find((f) =>
      f.path.endsWith("/operations.ts"),
    );
    expect(operations?.contents).toMatch(/listOrders: \{\n(?: {4}.*\n)*? {4}paginated: false,/);
  });

  test("names an operation the layer does not name after its method and path", async () => {
    const spec = edited("      operationId: getConfig\n", "", LAYER);
    const operations = (await restTarget.generate(spec)).find((f) =>
      f.path.endsWith("/operations.ts"),
    );
    expect(operations?.contents).toContain("export async function getConfig(");
  });

  test("refuses an operationId used twice", async () => {
    const spec = edited("operationId: getConfig", "operationId: getOrder", LAYER);
    await expect(restTarget.generate(spec)).rejects.toThrow("operationId getOrder is used twice");
  });

  test("refuses a path placeholder without a path parameter", async () => {
    const spec = edited(
      /"name": "orderId",\n {12}"in": "path"/,
      '"name": "id",\n            "in": "path"',
    );
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "GET /v1/order/{orderId}: path placeholders orderId differ from path parameters id",
    );
  });

  test("refuses a response body that is not a component schema", async () => {
    const spec = edited('"$ref": "#/components/schemas/Config"', '"type": "object"');
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "GET /v1/config: the 200 response must reference a component schema",
    );
  });
});
