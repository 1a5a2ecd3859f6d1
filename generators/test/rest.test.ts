import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { deriveRestSpec, parseHeader, specFromFiles } from "../src/index.js";
import { restTarget } from "../src/targets/rest/index.js";

const fixtures = fileURLToPath(new URL("./fixtures/rest/", import.meta.url));
const SPEC = "spec/upstream/openapi.json";
const LAYER = "spec/rest/layer.yaml";
const SOURCES = [SPEC, LAYER, "spec/rest/exclusions.yaml", "spec/formats.yaml"];
const BINDINGS = "spec/signing/bindings.yaml";

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

/** The schema of getOrder's path parameter, its start kept as `$1`. */
const ORDER_ID_SCHEMA =
  /("name": "orderId",\s*"in": "path",\s*"required": true,\s*"schema": )\{\s*"\$ref": "#\/components\/schemas\/Uuid"\s*\}/;

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
      "packages/rest/src/generated/actions.ts",
      "packages/rest/src/generated/samples.ts",
      "packages/rest/src/generated/limits.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/rest/${file.path.split("/").pop()}.snap`,
      );
      expect(parseHeader(file.contents).sources).toEqual(
        file.path.endsWith("/limits.ts")
          ? ["spec/limits.yaml"]
          : file.path.endsWith("/operations.ts")
            ? [...SOURCES, "spec/errors.yaml"]
            : file.path.endsWith("/types.ts") || file.path.endsWith("/actions.ts")
              ? [...SOURCES, BINDINGS]
              : SOURCES,
      );
    }
  });

  test("writes the order figures of spec/limits.yaml as constants of their own", async () => {
    const limits = await generated("limits.ts");
    expect(limits).toContain("export const orderSides = {\n  buy: 0,\n  sell: 1,\n} as const;");
    expect(limits).toContain("export const supportedEngineTypes = [0] as const;");
    expect(limits).toContain('export const postOnlyTimeInForce = "GTD" as const;');
    expect(limits).toContain("export const expiresAtHorizonSeconds = 6652800 as const;");
  });

  test("samples a call and an answer of each read as its schemas allow", async () => {
    const samples = await generated("samples.ts");
    expect(samples).toContain('orderId: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"');
    expect(samples).not.toContain("placeOrder");
    const pattern = edited(
      ORDER_ID_SCHEMA,
      '$1{ "type": "string", "pattern": "^[A-Z0-9]+$", "minLength": 6, "maxLength": 6 }',
    );
    const files = await restTarget.generate(pattern);
    const text = files.find((f) => f.path.endsWith("/samples.ts"))?.contents;
    expect(text).toContain('orderId: "TEXTTE"');
  });

  test("samples no call of a read whose required parameter no value fits", async () => {
    const impossible = edited(ORDER_ID_SCHEMA, '$1{ "type": "string", "pattern": "^#only$" }');
    const files = await restTarget.generate(impossible);
    const text = files.find((f) => f.path.endsWith("/samples.ts"))?.contents ?? "";
    expect(text).toContain("listOrders: {");
    expect(text).not.toContain("getOrder: {");
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
    expect(decoders).toContain('str(o, path, "status");');
  });

  test("reads each property in its helper, the decoders of answers being off any hot path", async () => {
    const decoders = await generated("decoders.ts");
    expect(decoders).toContain(
      "function str(object: Record<string, unknown>, path: string, key: string)",
    );
    expect(decoders).not.toMatch(/\b(str|int|num|bool)\(o\[/);
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

  test("types a signed body as @perpkit/signing builds it: its body and signatures", async () => {
    const types = await generated("types.ts");
    expect(types).toContain('import type * as signing from "@perpkit/signing";');
    expect(types).toContain(
      'export type PlaceOrderRequest = signing.SignedRequest<signing.OrderBody, "TradeOrder">;',
    );
  });

  test("refuses a signed operation that spec/signing/bindings.yaml does not say carries it", async () => {
    const spec = edited("      - { method: POST, path: /v1/order }\n", "", BINDINGS);
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "messages.TradeOrder.operations lacks POST /v1/order, which is signed as TradeOrder",
    );
  });

  test("refuses a signing body that requires a field the REST body lacks", async () => {
    const spec = edited(
      '      price: { kind: decimal, description: "LIMIT only." }',
      '      price: { kind: decimal, description: "LIMIT only." }\n      size: { kind: decimal, required: true, description: "Size." }',
      BINDINGS,
    );
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "bodies.OrderBody.fields.size is required, but PlaceOrderRequest.data has no field size",
    );
  });

  test("names the function of an operation with a body after it and Operation, apart from the action", async () => {
    const operations = await generated("operations.ts");
    expect(operations).toContain("export async function placeOrderOperation(");
    expect(operations).toContain("export function buildPlaceOrderRequest(");
    expect(operations).toContain("export type PlaceOrderOperationParameters = ");
    expect(operations).toContain("export async function listOrders(");
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

  test("a query parameter that is a list of lists stops generation, naming it", async () => {
    const spec = edited(
      /("name": "productIds",[\s\S]*?"items": )(\{\s*"\$ref": "#\/components\/schemas\/Uuid"\s*\})/,
      '$1{ "type": "array", "items": $2 }',
    );
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "listOrders.productIds is a list of arrays, which a query cannot carry",
    );
  });

  test("a layer entry the upstream no longer matches stops generation, naming it", async () => {
    const documents = edited(
      "info:",
      "schemas:\n  patch:\n    Order:\n      properties:\n        digest: { description: Gone. }\ninfo:",
      LAYER,
    );
    await expect(restTarget.generate(documents)).rejects.toThrow(
      "spec/rest/layer.yaml: schemas.patch.Order.properties.digest documents a field the upstream no longer has: remove it",
    );
    const operation = edited(
      "operations:\n  patch:\n",
      "operations:\n  patch:\n    GET /v1/gone:\n      operationId: getGone\n",
      LAYER,
    );
    await expect(restTarget.generate(operation)).rejects.toThrow(
      "spec/rest/layer.yaml: operations.patch names GET /v1/gone, which the upstream no longer has: remove it",
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

  test("an answer given in place generates, its schema and type named after the operation", async () => {
    const spec = edited(
      '"$ref": "#/components/schemas/Config"',
      '"type": "object", "required": ["ready"], "properties": { "ready": { "type": "boolean" } }',
    );
    const doc = deriveRestSpec(spec).doc;
    expect(doc.paths["/v1/config"]?.get?.responses).toMatchObject({
      "200": {
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/GetConfigResponse" } },
        },
      },
    });
    const files = await restTarget.generate(spec);
    const text = (name: string) => files.find((f) => f.path.endsWith(`/${name}`))?.contents ?? "";
    expect(text("types.ts")).toContain(
      'export type GetConfigResponse = components["schemas"]["GetConfigResponse"];',
    );
    expect(text("operations.ts")).toContain("export type GetConfigReturnType = GetConfigResponse;");
    expect(text("decoders.ts")).toContain("export function decodeGetConfigResponse(");
  });

  test("a list given in place as the answer decodes as a list of its records", async () => {
    const spec = edited(
      '"$ref": "#/components/schemas/Config"',
      '"type": "array", "items": { "$ref": "#/components/schemas/Config" }',
    );
    const files = await restTarget.generate(spec);
    const decoders = files.find((f) => f.path.endsWith("/decoders.ts"))?.contents ?? "";
    const decoder = decoders.slice(decoders.indexOf("export function decodeGetConfigResponse("));
    expect(decoder).toMatch(
      /^export function decodeGetConfigResponse\(value: unknown, path = ""\): GetConfigResponse \{\n {2}if \(!Array\.isArray\(value\)\) fail\(path, "an array", value\);/,
    );
    expect(decoder).toContain("decodeConfig(x1, at(path, i0));");
  });

  test("a request body given in place is named <OperationId>Request, unless the name is taken", async () => {
    const spec = edited('"$ref": "#/components/schemas/PlaceOrderRequest"', '"type": "object"');
    await expect(restTarget.generate(spec)).rejects.toThrow(
      "POST /v1/order: its request body schema, given in place, would be named PlaceOrderRequest, which components.schemas already has",
    );
  });

  test("a field that becomes nullable (3.0's nullable) is typed and decoded as it or null", async () => {
    const spec = edited(
      '"price": {\n            "$ref": "#/components/schemas/Decimal"\n          }',
      '"price": { "type": "string", "nullable": true }',
    );
    const files = await restTarget.generate(spec);
    const text = (name: string) => files.find((f) => f.path.endsWith(name))?.contents ?? "";
    expect(text("/openapi.ts")).toMatch(/price: string \| null;/);
    expect(text("/decoders.ts")).toContain('typeof v0 === "string" || v0 === null');
  });

  test("a record that may be null (3.0's nullable on a reference) decodes null and the record", async () => {
    const spec = edited(
      '"latest": {\n            "$ref": "#/components/schemas/Order"\n          }',
      '"latest": { "$ref": "#/components/schemas/Order", "nullable": true }',
    );
    const files = await restTarget.generate(spec);
    const text = (name: string) => files.find((f) => f.path.endsWith(name))?.contents ?? "";
    expect(text("/openapi.ts")).toMatch(/latest: components\["schemas"\]\["Order"\] \| null;/);
    expect(text("/decoders.ts")).toMatch(
      /if \(v\d+ !== null\) \{\n\s*decodeOrder\(v\d+, at\(path, "latest"\)\);/,
    );
  });

  test("a format spec/formats.yaml does not know is read as its base type, and noted", async () => {
    const spec = edited(
      '"description": "A decimal string.",',
      '"description": "A decimal string.", "format": "basis-points",',
    );
    expect(deriveRestSpec(spec).notes).toEqual([
      "format basis-points (spec/upstream/openapi.json #/components/schemas/Decimal) has no meaning in spec/formats.yaml: its values are read as their base type; spec/formats.yaml could say what it means",
    ]);
    expect(JSON.stringify(deriveRestSpec(spec).doc)).not.toContain("basis-points");
    await expect(restTarget.generate(spec)).resolves.toHaveLength(7);
  });
});
