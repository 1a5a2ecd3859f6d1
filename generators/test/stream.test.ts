import { describe, expect, test } from "vitest";
import { deriveStreamSpec, parseHeader, specFromFiles } from "../src/index.js";
import { streamTarget } from "../src/targets/stream/index.js";
import { editedFixture, fixtureFiles, fixtureSpec } from "./fixture.js";

const SPEC = "spec/stream/layer.yaml";
const MESSAGES = "spec/upstream/ws_messages.json";

/** The fixture with one edit made to one of its files (the stream spec unless named). */
function edited(from: string | RegExp, to: string, path = SPEC) {
  return editedFixture("stream", path, from, to);
}

describe("stream generator", () => {
  test("a format spec/formats.yaml lacks is read as its base type, and the report names it", async () => {
    const spec = edited('"format": "decimal"', '"format": "price-ticks"', MESSAGES);
    const files = await streamTarget.generate(spec);
    expect(files.length).toBe(6);
    expect(deriveStreamSpec(spec).notes).toEqual([
      expect.stringMatching(
        /^format price-ticks \(spec\/upstream\/ws_messages\.json #\/components\/schemas\/.*\) has no meaning in spec\/formats\.yaml: its values are read as their base type; spec\/formats\.yaml could say what it means$/,
      ),
    ]);
  });

  test("writes channels, decoders, encoders, readable mappers, types and limits from a small spec", async () => {
    const files = await streamTarget.generate(fixtureSpec("stream"));
    expect(files.map((f) => f.path)).toEqual([
      "packages/stream/src/generated/channels.ts",
      "packages/stream/src/generated/decoders.ts",
      "packages/stream/src/generated/encoders.ts",
      "packages/stream/src/generated/readable.ts",
      "packages/stream/src/generated/types.ts",
      "packages/stream/src/generated/limits.ts",
    ]);
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(
        `./__snapshots__/stream/${file.path.split("/").pop()}.snap`,
      );
    }
  });

  test("every file names the upstream schemas and the layer it comes from, limits.ts spec/limits.yaml", async () => {
    const files = await streamTarget.generate(fixtureSpec("stream"));
    for (const file of files) {
      expect(parseHeader(file.contents).sources).toEqual(
        file.path.endsWith("/limits.ts")
          ? ["spec/limits.yaml"]
          : [MESSAGES, "spec/upstream/openapi.json", SPEC, "spec/formats.yaml"],
      );
    }
  });

  test("a figure of spec/limits.yaml the client needs that is missing stops generation, naming it", async () => {
    const spec = editedFixture("stream", "spec/limits.yaml", "  l2BookIntervalMs: 200\n", "");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      /spec\/limits\.yaml.*websocket\.l2BookIntervalMs is not a number/,
    );
  });

  test("is deterministic", async () => {
    const spec = fixtureSpec("stream");
    expect(await streamTarget.generate(spec)).toEqual(await streamTarget.generate(spec));
  });

  test("an upstream enumeration is open, with the values and the layer's descriptions", async () => {
    const [, , , , types] = await streamTarget.generate(fixtureSpec("stream"));
    expect(types?.contents).toContain(
      'export type OrderStatus = "NEW" | "FILLED" | (string & {});',
    );
    expect(types?.contents).toContain("`FILLED`: Done.");
  });

  test("a value the upstream adds reaches the types without an edit of the layer", async () => {
    const spec = editedFixture(
      "stream",
      "spec/upstream/openapi.json",
      '"enum": ["NEW", "FILLED"]',
      '"enum": ["NEW", "FILLED", "EXPIRED"]',
    );
    const [, , , , types] = await streamTarget.generate(spec);
    expect(types?.contents).toContain('"NEW" | "FILLED" | "EXPIRED" | (string & {})');
  });

  test("a field the upstream adds is decoded, named by its short key until the layer names it", async () => {
    const spec = editedFixture(
      "stream",
      MESSAGES,
      '"tr": {',
      '"venue": { "type": "string" }, "tr": {',
    );
    const [, decoders, , readable] = await streamTarget.generate(spec);
    expect(decoders?.contents).toContain("  venue: [str],");
    expect(readable?.contents).toContain("venue: v");
  });

  test("a schema with x-readable is read through the core primitive it names", async () => {
    const spec = edited(
      "      x-upstream-enum: OrderStatus\n",
      "      x-upstream-enum: OrderStatus\n      x-readable: { with: readableStatus, type: ReadableStatus }\n",
    );
    const [, , , readable, types] = await streamTarget.generate(spec);
    expect(readable?.contents).toContain('import { readableStatus } from "@perpkit/core";');
    expect(readable?.contents).toMatch(/status: readableStatus\(v\d+, "st"\)/);
    expect(types?.contents).toContain('import type { ReadableStatus } from "@perpkit/core";');
    expect(types?.contents).toMatch(/status: ReadableStatus;/);
  });

  test("refuses an x-readable that does not name a function and a type", async () => {
    const spec = edited(
      "      x-upstream-enum: OrderStatus\n",
      "      x-upstream-enum: OrderStatus\n      x-readable: readableStatus\n",
    );
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      /OrderStatus has an x-readable that is not \{ with: <core function>, type: <core type> \}/,
    );
  });

  test("refuses a layer that restates a type the upstream states", async () => {
    const spec = edited("qty: { x-name: quantity }", "qty: { x-name: quantity, type: number }");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "components.schemas.Order.properties.qty.type restates what spec/upstream/ws_messages.json states",
    );
  });

  test("an upstream object the layer does not name gets a name of its own, and a line of the report", async () => {
    const spec = edited(
      '"qty": {',
      '"fee": { "type": "object", "nullable": true, "properties": { "amt": { "type": "string", "format": "decimal" } } },\n                    "qty": {',
      MESSAGES,
    );
    const { notes, doc } = deriveStreamSpec(spec);
    const line = notes.find((n) => n.startsWith("OrdersMessage/data/d[]/fee: an object"));
    const name = /it is (\w+),/.exec(line ?? "")?.[1] ?? "";
    expect(line).toBe(
      `OrdersMessage/data/d[]/fee: an object spec/stream/layer.yaml does not name; it is ${name}, its fields under their short keys (a schema with x-upstream OrdersMessage/data/d[]/fee could name it and its fields)`,
    );
    const schemas = (doc.components as { schemas: Record<string, { properties: object }> }).schemas;
    expect(schemas[name]?.properties).toEqual({
      amt: { $ref: "#/components/schemas/Decimal", "x-name": "amt" },
    });
    const files = await streamTarget.generate(spec);
    const types = files.find((f) => f.path.endsWith("/types.ts"))?.contents ?? "";
    expect(types).toMatch(new RegExp(`fee\\?: ${name} \\| null;`));
    expect(types).toContain(`export interface ${name} {`);
  });

  test("refuses descriptions of a value the upstream lacks", async () => {
    const spec = edited("        FILLED: Done.", "        FILLED: Done.\n        LOST: Gone.");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "OrderStatus.x-value-descriptions describes LOST, which OrderStatus lacks",
    );
  });

  test("refuses error codes that differ from spec/limits.yaml", async () => {
    const spec = edited(
      "StreamErrorCode: [UNKNOWN_PRODUCT, RATE_LIMIT]",
      "StreamErrorCode: [RATE_LIMIT]",
      "spec/limits.yaml",
    );
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "lists UNKNOWN_PRODUCT, RATE_LIMIT but spec/limits.yaml enums.StreamErrorCode lists RATE_LIMIT",
    );
  });

  test("refuses a server whose URL differs from the network presets", async () => {
    const spec = edited("host: ws.example", "host: elsewhere.example");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "differs from spec/networks.yaml mainnet.wsUrl",
    );
  });

  test("refuses a channel whose message names another channel", async () => {
    const spec = editedFixture("stream", MESSAGES, '"enum": ["Orders"]', '"enum": ["Order"]');
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "channels.Orders pushes OrdersMessage whose e is Order, not Orders",
    );
  });

  test("refuses a route to a key the payload does not have", async () => {
    const spec = edited("x-route: d[].sid", "x-route: orders[].sid");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "channels.Orders routes by orders[].sid, but Orders has no orders",
    );
  });

  test("refuses a route to a key the upstream no longer types as a string", async () => {
    const spec = edited(/("s": \{\s*)"type": "string"/, '$1"type": "integer"', MESSAGES);
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      /channels\.\w+ routes by s, which \w+ no longer types as a string: a key is one/,
    );
  });

  test("a schema whose x-upstream names nothing upstream stops generation, naming it", async () => {
    const spec = edited("x-upstream: OrdersMessage/data\n", "x-upstream: OrdersMessage/payload\n");
    expect(() => deriveStreamSpec(spec)).toThrow(
      /^spec\/stream\/layer\.yaml: components\.schemas\.\w+: OrdersMessage\/payload names nothing the upstream sends: remove it, and the channel whose message it is$/,
    );
  });

  test("a field the layer names that the upstream no longer sends stops generation, naming it", async () => {
    const spec = edited("        extra: { type: string,", "        extra: {");
    await expect(streamTarget.generate(spec)).rejects.toThrow(
      "spec/stream/layer.yaml: components.schemas.Order.properties.extra names a field spec/upstream/ws_messages.json no longer has (OrdersMessage/data/d[]): remove it",
    );
  });
});

describe("a message the layer does not name", () => {
  const message = (data: object) =>
    `"TickMessage": { "type": "object", "description": "Ticks.", "properties": { "e": { "type": "string", "enum": ["Tick"] }, "t": { "type": "integer" }, "data": ${JSON.stringify(data)} }, "required": ["e", "t", "data"] },\n      "BookMessage": {`;

  test("gets a channel keyed by symbol, its payload and message decoded and typed, and a line of the report", async () => {
    const spec = edited(
      '"BookMessage": {',
      message({
        type: "object",
        properties: { s: { type: "string" }, px: { type: "string", format: "decimal" } },
        required: ["s"],
      }),
      MESSAGES,
    );
    expect(deriveStreamSpec(spec).notes).toContain(
      "message TickMessage: spec/stream/layer.yaml does not name it; channel Tick, keyed by symbol (from s), its payload Tick under its short keys (the layer could name its fields and say how it pushes)",
    );
    const files = await streamTarget.generate(spec);
    const text = (name: string) => files.find((f) => f.path.endsWith(name))?.contents ?? "";
    expect(text("/channels.ts")).toMatch(/Tick: "symbol"/);
    expect(text("/channels.ts")).toContain("Tick: (data: Tick) => data.s,");
    expect(text("/types.ts")).toContain("export interface TickMessage {");
    expect(text("/decoders.ts")).toContain('case "Tick": return decodeTickMessage(o);');
  });

  test("without a key the generator knows, decodes but has no channel key, and the report says so", async () => {
    const spec = edited(
      '"BookMessage": {',
      message({ type: "object", properties: { pid: { type: "string" } }, required: ["pid"] }),
      MESSAGES,
    );
    expect(deriveStreamSpec(spec).notes).toContain(
      "message TickMessage: spec/stream/layer.yaml does not name it, and its payload has no key the generator knows (symbol from `s`, subaccountId from `sid`); its messages decode, and it can be subscribed to once the layer gives channel Tick an x-key and an x-route",
    );
    const files = await streamTarget.generate(spec);
    const text = (name: string) => files.find((f) => f.path.endsWith(name))?.contents ?? "";
    expect(text("/channels.ts")).not.toContain("Tick:");
    expect(text("/decoders.ts")).toContain('case "Tick": return decodeTickMessage(o);');
  });
});

describe("the subaccount lookup", () => {
  const OPENAPI = "spec/upstream/openapi.json";
  const listing = (owner: { required: boolean }) => ({
    "/v1/subaccount": {
      get: {
        operationId: "listByAccount",
        parameters: [
          { name: "sender", in: "query", ...owner },
          { name: "cursor", in: "query", required: false },
        ],
      },
    },
  });
  /** The fixture with `x-subaccount-lookup` in the layer and a listing in the upstream document. */
  function withLookup(operationId: string, paths: unknown) {
    const files = fixtureFiles("stream");
    const openapi = JSON.parse(files[OPENAPI] as string) as { paths: unknown };
    openapi.paths = paths;
    return specFromFiles({
      ...files,
      [SPEC]: (files[SPEC] as string).replace(
        "servers:\n",
        `x-subaccount-lookup:\n  operationId: ${operationId}\n  owner: sender\n  cursor: cursor\nservers:\n`,
      ),
      [OPENAPI]: JSON.stringify(openapi),
    });
  }

  test("takes its path from the upstream operation the layer names", async () => {
    const [channels] = await streamTarget.generate(
      withLookup("listByAccount", listing({ required: true })),
    );
    expect(channels?.contents).toContain(
      'export const subaccountLookup = {\n  path: "/v1/subaccount",\n  owner: "sender",\n  cursor: "cursor",\n} as const;',
    );
  });

  test("is left out when the layer names none", async () => {
    const [channels] = await streamTarget.generate(fixtureSpec("stream"));
    expect(channels?.contents).not.toContain("subaccountLookup");
  });

  test("stops generation when the upstream lacks the operation", async () => {
    await expect(
      streamTarget.generate(withLookup("listSubaccounts", listing({ required: true }))),
    ).rejects.toThrow(
      "x-subaccount-lookup names listSubaccounts, which spec/upstream/openapi.json lacks",
    );
  });

  test("stops generation when the owner is not a required query parameter", async () => {
    await expect(
      streamTarget.generate(withLookup("listByAccount", listing({ required: false }))),
    ).rejects.toThrow("owner sender is not a required query parameter of listByAccount");
  });
});

describe("the records of a maintained account's REST reads", () => {
  const REST_LAYER = "spec/rest/layer.yaml";
  const EXCLUSIONS = "spec/rest/exclusions.yaml";
  const UPSTREAM = "spec/upstream/openapi.json";

  /** The stream fixture with the REST fixture's operations, and `x-account-reads` in the layer. */
  function withAccountReads(reads: readonly string[]) {
    const files = fixtureFiles("stream");
    const rest = fixtureFiles("rest");
    type Doc = { paths: unknown; components: { schemas: Record<string, unknown> } };
    const openapi = JSON.parse(files[UPSTREAM] as string) as Doc;
    const restOpenapi = JSON.parse(rest[UPSTREAM] as string) as Doc;
    openapi.paths = restOpenapi.paths;
    openapi.components.schemas = {
      ...openapi.components.schemas,
      ...restOpenapi.components.schemas,
    };
    const list = reads.map((r) => `  - ${r}\n`).join("");
    return specFromFiles({
      ...files,
      [REST_LAYER]: rest[REST_LAYER] as string,
      [EXCLUSIONS]: rest[EXCLUSIONS] as string,
      [UPSTREAM]: JSON.stringify(openapi),
      [SPEC]: (files[SPEC] as string).replace("servers:\n", `x-account-reads:\n${list}servers:\n`),
    });
  }

  test("are typed from the REST spec, each read's query and the record a page lists", async () => {
    const files = await streamTarget.generate(withAccountReads(["listOrders"]));
    const file = files.find((f) => f.path.endsWith("/account-rest.ts"));
    expect(file?.path).toBe("packages/stream/src/generated/account-rest.ts");
    await expect(file?.contents).toMatchFileSnapshot("./__snapshots__/stream/account-rest.ts.snap");
    expect(parseHeader(file?.contents ?? "").sources).toEqual([
      UPSTREAM,
      REST_LAYER,
      EXCLUSIONS,
      "spec/formats.yaml",
      SPEC,
    ]);
    expect(file?.contents).toContain('query: AccountRestComponents["schemas"]["ListOrdersQuery"];');
  });

  test("are left out when the layer names no reads", async () => {
    const files = await streamTarget.generate(fixtureSpec("stream"));
    expect(files.some((f) => f.path.endsWith("/account-rest.ts"))).toBe(false);
  });

  test("stop generation when a read is not an operation of the REST spec", async () => {
    await expect(streamTarget.generate(withAccountReads(["listTrades"]))).rejects.toThrow(
      "x-account-reads names listTrades, which the REST spec lacks",
    );
  });

  test("stop generation when a read does not answer a page of records", async () => {
    await expect(streamTarget.generate(withAccountReads(["getOrder"]))).rejects.toThrow(
      "x-account-reads names getOrder, which is not a paged read",
    );
  });
});
