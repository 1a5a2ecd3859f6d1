import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { header, literal, parseHeader, specFromFiles } from "../src/index.js";
import { coreTarget } from "../src/targets/core/index.js";
import { editedFixture, fixtureFiles, fixtureSpec } from "./fixture.js";

describe("core generator", () => {
  test("writes limits and networks from a small spec", async () => {
    const files = await coreTarget.generate(fixtureSpec("core"));
    expect(files.map((f) => f.path)).toEqual([
      "packages/core/src/generated/errors.ts",
      "packages/core/src/generated/formats.ts",
      "packages/core/src/generated/limits.ts",
      "packages/core/src/generated/networks.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/core/${file.path.split("/").pop()}`,
      );
    }
  });

  test("headers name the spec file and the sha256 of the content", async () => {
    const files = await coreTarget.generate(fixtureSpec("core"));
    const limits = files.find((f) => f.path.endsWith("/limits.ts"))?.contents ?? "";
    const spec = fixtureSpec("core").read("spec/limits.yaml");
    const body = limits.slice(limits.indexOf("\n\n") + 2);
    expect(limits.startsWith(header([spec], body))).toBe(true);
    expect(parseHeader(limits)).toEqual({
      sources: ["spec/limits.yaml"],
      sha256: createHash("sha256").update(body).digest("hex"),
      intact: true,
    });
    expect(parseHeader(`${limits}// edited\n`).intact).toBe(false);
  });

  test("a spec edit that changes no content leaves the file byte for byte", async () => {
    const before = await coreTarget.generate(fixtureSpec("core"));
    const edited = editedFixture("core", "spec/limits.yaml", /^/, "# a comment\n");
    expect(await coreTarget.generate(edited)).toEqual(before);
  });

  test("the error table sends each listed status to its class, other 5xx to the 5XX class", async () => {
    const [errors] = await coreTarget.generate(fixtureSpec("core"));
    expect(errors?.contents).toContain("  429: RateLimitError,");
    expect(errors?.contents).toContain(
      "if (options.status >= 500 && options.status < 600) return new ServerError(options);",
    );
  });

  test("the format table is each pattern as a regular expression, and true for a stored width", async () => {
    const files = await coreTarget.generate(fixtureSpec("core"));
    const formats = files.find((f) => f.path.endsWith("/formats.ts"))?.contents ?? "";
    expect(formats).toContain("  hex: /^0x[0-9a-fA-F]*$/,\n");
    expect(formats).toContain("  decimal: /^-?[0-9]+(\\.[0-9]+)?$/,\n");
    expect(formats).toContain("  int64: true,\n");
  });

  test("a format table entry with neither a pattern nor storage is refused", async () => {
    const spec = editedFixture(
      "core",
      "spec/formats.yaml",
      "  int32: { storage: true }",
      "  int32: {}",
    );
    await expect(coreTarget.generate(spec)).rejects.toThrow(
      "spec/formats.yaml: formats.int32 needs a name and a pattern, or storage: true",
    );
  });

  test("a preset's chain id and contract are its signing configuration's", async () => {
    const files = await coreTarget.generate(fixtureSpec("core"));
    const networks = files.find((f) => f.path.endsWith("/networks.ts"))?.contents ?? "";
    expect(networks).toContain(
      '  beta: {\n    restUrl: "https://beta.example",\n    chainId: 2,\n    verifyingContract: "0x00000000000000000000000000000000000000b2",\n  },',
    );
    expect(parseHeader(networks).sources).toEqual([
      "spec/networks.yaml",
      "spec/signing/rpc-config.alpha.json",
      "spec/signing/rpc-config.beta.json",
    ]);
  });

  test("a chain id the live contract changed reaches the preset", async () => {
    const spec = editedFixture("core", "spec/signing/rpc-config.beta.json", '"2"', '"3"');
    const files = await coreTarget.generate(spec);
    expect(files.find((f) => f.path.endsWith("/networks.ts"))?.contents).toContain("chainId: 3,");
  });

  test("a preset that states a chain id stops generation, naming it and the configuration", async () => {
    const drift = editedFixture(
      "core",
      "spec/networks.yaml",
      "    restUrl: https://beta.example\n",
      "    restUrl: https://beta.example\n    chainId: 7\n",
    );
    await expect(coreTarget.generate(drift)).rejects.toThrow(
      "spec/networks.yaml: networks.beta.chainId (7) differs from spec/signing/rpc-config.beta.json domain.chainId (2)",
    );
    const same = editedFixture(
      "core",
      "spec/networks.yaml",
      "    restUrl: https://alpha.example\n",
      '    restUrl: https://alpha.example\n    verifyingContract: "0x00000000000000000000000000000000000000a1"\n',
    );
    await expect(coreTarget.generate(same)).rejects.toThrow(
      "spec/networks.yaml: networks.alpha.verifyingContract restates spec/signing/rpc-config.alpha.json domain.verifyingContract",
    );
  });

  test("a preset without a signing configuration stops generation, naming it", async () => {
    const spec = editedFixture(
      "core",
      "spec/networks.yaml",
      /$/,
      "  gamma:\n    restUrl: https://gamma.example\n",
    );
    await expect(coreTarget.generate(spec)).rejects.toThrow(
      "spec/networks.yaml: networks.gamma has no signing configuration (spec/signing/rpc-config.gamma.json)",
    );
  });

  test("a server of the live document that is no network's REST URL stops generation", async () => {
    const files = fixtureFiles("core");
    const openapi = (url: string) =>
      JSON.stringify({ openapi: "3.1.0", servers: [{ url }], paths: {}, components: {} });
    const spec = (url: string) =>
      specFromFiles({ ...files, "spec/upstream/openapi.json": openapi(url) });
    await expect(coreTarget.generate(spec("https://alpha.example/"))).resolves.toHaveLength(4);
    await expect(coreTarget.generate(spec("https://gamma.example"))).rejects.toThrow(
      "spec/upstream/openapi.json: servers names https://gamma.example, which is no network's restUrl in spec/networks.yaml",
    );
  });

  test("a limit the live contract states is its figure, the smallest of a list", async () => {
    const files = fixtureFiles("core");
    const openapi = (ids: number) =>
      JSON.stringify({
        openapi: "3.1.0",
        paths: {},
        components: {
          schemas: {
            Cancel: {
              type: "object",
              properties: {
                ids: { type: "array", maxItems: ids },
                names: { type: "array", maxItems: 150 },
              },
            },
          },
        },
      });
    const spec = (ids: number, pointer = "Cancel.ids.maxItems") =>
      specFromFiles({
        ...files,
        "spec/limits.yaml": (files["spec/limits.yaml"] as string).replace(
          "maxIdsPerRequest: 3",
          `maxIdsPerRequest: { upstream: [${pointer}, Cancel.names.maxItems] }`,
        ),
        "spec/upstream/openapi.json": openapi(ids),
      });
    const limits = async (ids: number) =>
      (await coreTarget.generate(spec(ids))).find((f) => f.path.endsWith("/limits.ts"))?.contents;
    expect(await limits(200)).toContain("  maxIdsPerRequest: 150,");
    expect(await limits(100)).toContain("  maxIdsPerRequest: 100,");
    expect(parseHeader((await limits(100)) ?? "").sources).toEqual([
      "spec/limits.yaml",
      "spec/upstream/openapi.json",
    ]);
    await expect(coreTarget.generate(spec(100, "Cancel.orderIds.maxItems"))).rejects.toThrow(
      "spec/limits.yaml: cancel.maxIdsPerRequest names Cancel.orderIds.maxItems, which spec/upstream/openapi.json does not state",
    );
  });

  test("is deterministic", async () => {
    expect(await coreTarget.generate(fixtureSpec("core"))).toEqual(
      await coreTarget.generate(fixtureSpec("core")),
    );
  });
});

describe("literal", () => {
  test("quotes only keys that are not identifiers", () => {
    expect(literal({ a: 1, "b-c": [true, null, "x"] })).toBe(
      '{\n  a: 1,\n  "b-c": [true, null, "x"],\n}',
    );
  });

  test("refuses integers beyond 2^53 and non-finite numbers", () => {
    expect(() => literal(2 ** 60)).toThrow("cannot emit");
    expect(() => literal(Number.NaN)).toThrow("cannot emit");
    expect(literal(2n ** 64n)).toBe("18446744073709551616n");
  });
});
