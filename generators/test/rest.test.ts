import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { restTarget } from "../src/targets/rest/index.js";

const fixtures = fileURLToPath(new URL("./fixtures/rest/", import.meta.url));
const SPEC = "spec/rest/openapi.yaml";

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
        file.path.endsWith("/operations.ts") ? [SPEC, "spec/errors.yaml"] : [SPEC],
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
    expect(decoders).toContain(
      'v = o.status;\n  if (!(typeof v === "string")) fail(at(path, "status"), "a string", v);',
    );
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

  test("refuses a closed enum in a response, which would reject values the service adds", async () => {
    const spec = edited("x-extensible-enum: [NEW, FILLED]", "enum: [NEW, FILLED]");
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "Order.status: a response uses a closed enum or const",
    );
  });

  test("refuses an open enum whose values differ from spec/limits.yaml", async () => {
    const spec = edited("OrderStatus: [NEW, FILLED]", "OrderStatus: [NEW]", "spec/limits.yaml");
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "OrderStatus.x-extensible-enum differs from enums.OrderStatus in spec/limits.yaml",
    );
  });

  test("refuses a page that takes no cursor", async () => {
    const spec = edited(/ {8}- name: cursor\n(?: {10}.*\n)+/, "");
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "GET /v1/order answers a page but takes no cursor",
    );
  });

  test("refuses an operation without an operationId", async () => {
    const spec = edited("      operationId: getConfig\n", "");
    await expect(restTarget.generate(spec)).rejects.toThrow("GET /v1/config has no operationId");
  });

  test("refuses an operationId used twice", async () => {
    const spec = edited("operationId: getConfig", "operationId: getOrder");
    await expect(restTarget.generate(spec)).rejects.toThrow("operationId getOrder is used twice");
  });

  test("refuses a path placeholder without a path parameter", async () => {
    const spec = edited("/v1/order/{orderId}:", "/v1/order/{id}:");
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "GET /v1/order/{id}: path placeholders id differ from path parameters orderId",
    );
  });

  test("refuses a response body that is not a component schema", async () => {
    const spec = edited(
      'schema: { $ref: "#/components/schemas/Config" }',
      "schema: { type: object }",
    );
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "GET /v1/config: the 200 response must reference a component schema",
    );
  });
});
