import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { sandboxTarget } from "../src/targets/sandbox.js";

const SPEC = "spec/rest/openapi.yaml";
const fixture = readFileSync(
  fileURLToPath(new URL(`./fixtures/sandbox/${SPEC}`, import.meta.url)),
  "utf8",
);

async function generate(text = fixture) {
  return sandboxTarget.generate(specFromFiles({ [SPEC]: text }));
}

describe("sandbox generator", () => {
  test("writes record types, the route table and request schemas from a small spec", async () => {
    const files = await generate();
    expect(files.map((f) => f.path)).toEqual([
      "packages/sandbox/src/generated/routes.ts",
      "packages/sandbox/src/generated/schemas.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/sandbox/${file.path.split("/").pop()}.snap`,
      );
      expect(parseHeader(file.contents).map((h) => h.path)).toEqual([SPEC]);
    }
  });

  test("routes literal paths before parameterised ones", async () => {
    const routes = (await generate())[0]?.contents ?? "";
    expect(routes.indexOf('"/v1/order/fill"')).toBeLessThan(
      routes.indexOf('"/v1/order/{orderId}"'),
    );
    expect(routes).toContain("pattern: /^\\/v1\\/order\\/([^/]+)$/");
  });

  test("keeps the discriminator's property and drops annotations for the validator", async () => {
    const schemas = (await generate())[1]?.contents ?? "";
    expect(schemas).toContain('propertyName: "type"');
    expect(schemas).not.toContain("mapping");
    expect(schemas).not.toContain("The limit price");
    expect(schemas).toContain('$ref: "rest#/$defs/Uuid"');
  });

  test("is deterministic", async () => {
    expect(await generate()).toEqual(await generate());
  });

  test("writes nothing while the REST spec does not exist", async () => {
    expect(await sandboxTarget.generate(specFromFiles({ "spec/limits.yaml": "" }))).toEqual([]);
  });

  test("refuses an operation without an operationId", async () => {
    await expect(generate(fixture.replace("      operationId: getOrder\n", ""))).rejects.toThrow(
      /has no operationId/,
    );
  });

  test("refuses a path parameter the operation does not declare", async () => {
    await expect(generate(fixture.replace("name: orderId", "name: id"))).rejects.toThrow(
      /does not declare its path parameter orderId/,
    );
  });
});
