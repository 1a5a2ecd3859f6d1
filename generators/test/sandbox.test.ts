import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { sandboxTarget } from "../src/targets/sandbox/index.js";
import { editedFixture, fixtureSpec } from "./fixture.js";

const UPSTREAM = "spec/upstream/openapi.json";

async function generate(spec = fixtureSpec("rest")) {
  return sandboxTarget.generate(spec);
}

describe("sandbox generator", () => {
  test("writes the route table and request schemas from the upstream document and the layer", async () => {
    const files = await generate();
    expect(files.map((f) => f.path)).toEqual([
      "packages/sandbox/src/generated/routes.ts",
      "packages/sandbox/src/generated/schemas.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/sandbox/${file.path.split("/").pop()}.snap`,
      );
      expect(parseHeader(file.contents).sources).toEqual([
        UPSTREAM,
        "spec/rest/layer.yaml",
        "spec/rest/exclusions.yaml",
        "spec/formats.yaml",
      ]);
    }
  });

  test("routes literal paths before parameterised ones", async () => {
    const routes = (await generate())[0]?.contents ?? "";
    expect(routes.indexOf('"/v1/order"')).toBeLessThan(routes.indexOf('"/v1/order/{orderId}"'));
    expect(routes).toContain("pattern: /^\\/v1\\/order\\/([^/]+)$/");
  });

  test("names operations as the layer does and carries its signed messages", async () => {
    const routes = (await generate())[0]?.contents ?? "";
    expect(routes).toContain('operationId: "placeOrder"');
    expect(routes).toContain('signedMessages: ["TradeOrder"]');
    expect(routes).toContain('feature: "trading"');
  });

  test("drops annotations for the validator and points references into one document", async () => {
    const schemas = (await generate())[1]?.contents ?? "";
    expect(schemas).not.toContain("An order record.");
    expect(schemas).toContain('$ref: "rest#/$defs/Uuid"');
  });

  test("reads header parameters into their own schema, by lower-case name", async () => {
    const spec = editedFixture(
      "rest",
      UPSTREAM,
      '"parameters": [\n          {\n            "name": "orderId"',
      '"parameters": [\n          { "name": "X-Auth", "in": "header", "required": true, "schema": { "type": "string" } },\n          {\n            "name": "orderId"',
    );
    const [routes, schemas] = await generate(spec);
    expect(routes?.contents).toContain('name: "x-auth"');
    expect(schemas?.contents).toMatch(/headerSchemas[\s\S]*getOrder[\s\S]*"x-auth"/);
  });

  test("is deterministic", async () => {
    expect(await generate()).toEqual(await generate());
  });

  test("writes nothing while the REST layer does not exist", async () => {
    expect(await sandboxTarget.generate(specFromFiles({ "spec/limits.yaml": "" }))).toEqual([]);
  });

  test("refuses a path parameter the operation does not declare", async () => {
    const spec = editedFixture("rest", UPSTREAM, '"name": "orderId"', '"name": "id"');
    await expect(generate(spec)).rejects.toThrow(/path parameter/);
  });
});
