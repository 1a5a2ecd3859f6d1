import { describe, expect, test } from "vitest";
import { collectReadCommands, commandName, kebab } from "../src/commands/collect.js";
import { parseHeader, specFromFiles } from "../src/index.js";
import { cliTarget } from "../src/targets/cli/index.js";
import { editedFixture, fixtureFiles, fixtureSpec } from "./fixture.js";

const UPSTREAM = "spec/upstream/openapi.json";
const LAYER = "spec/rest/layer.yaml";

type Upstream = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** The fixture with its upstream document changed by `edit`, and its layer by `layer`. */
function edited(edit: (doc: Upstream) => void, layer = (text: string) => text) {
  const files = fixtureFiles("cli");
  const doc = JSON.parse(files[UPSTREAM] as string) as Upstream;
  edit(doc);
  return specFromFiles({
    ...files,
    [UPSTREAM]: JSON.stringify(doc),
    [LAYER]: layer(files[LAYER] as string),
  });
}

function command(name: string, spec = fixtureSpec("cli")) {
  const found = collectReadCommands(spec).commands.find((c) => c.name === name);
  if (!found) throw new Error(`no command ${name}`);
  return found;
}

describe("cli generator", () => {
  test("writes the read command table from a small spec", async () => {
    const files = await cliTarget.generate(fixtureSpec("cli"));
    expect(files.map((f) => f.path)).toEqual([
      "packages/cli/src/generated/action-commands.ts",
      "packages/cli/src/generated/read-commands.ts",
    ]);
    const file = files[1];
    await expect(file?.contents).toMatchFileSnapshot("./__snapshots__/cli/read-commands.ts.snap");
    expect(parseHeader(file?.contents ?? "").sources).toEqual([
      UPSTREAM,
      LAYER,
      "spec/rest/exclusions.yaml",
      "spec/formats.yaml",
    ]);
  });

  test("is deterministic", async () => {
    const spec = fixtureSpec("cli");
    expect(await cliTarget.generate(spec)).toEqual(await cliTarget.generate(spec));
  });

  test("has one command per read operation, named without its verb; writes are left out", () => {
    expect(collectReadCommands(fixtureSpec("cli")).commands.map((c) => c.name)).toEqual([
      "order",
      "orders",
      "time",
    ]);
  });

  test("a new read operation in the spec becomes a command", () => {
    const spec = edited(
      (doc) => {
        doc.paths["/v1/fill"] = {
          get: {
            operationId: "FillController_list",
            summary: "Lists fills.",
            tags: ["orders"],
            parameters: [
              { name: "subaccountId", in: "query", required: true, schema: { type: "string" } },
            ],
            responses: {
              "200": {
                description: "A page.",
                content: {
                  "application/json": { schema: { $ref: "#/components/schemas/PageOfOrderDtos" } },
                },
              },
            },
          },
        };
      },
      (layer) => `${layer}    GET /v1/fill:\n      operationId: listFills\n`,
    );
    expect(collectReadCommands(spec).commands.map((c) => c.name)).toEqual([
      "fills",
      "order",
      "orders",
      "time",
    ]);
    expect(command("fills", spec)).toMatchObject({
      operation: "listFills",
      summary: "Lists fills.",
      result: "page",
    });
  });

  test("a new read operation whose answer no table can show has no command, and the report says so", () => {
    const spec = edited((doc) => {
      doc.paths["/v1/symbols"] = {
        get: {
          operationId: "SymbolController_list",
          summary: "Lists the symbols.",
          tags: ["orders"],
          responses: {
            "200": {
              description: "The symbols.",
              content: {
                "application/json": { schema: { type: "array", items: { type: "string" } } },
              },
            },
          },
        },
      };
    });
    const { commands, notes } = collectReadCommands(spec);
    expect(commands.map((c) => c.name)).toEqual(["order", "orders", "time"]);
    expect(notes).toContain(
      "GET /v1/symbols: its answer is no record a table shows, so it has no read command",
    );
  });

  test("a read operation the spec no longer has disappears from the table", async () => {
    const spec = edited(
      (doc) => {
        delete doc.paths["/v1/time"];
      },
      (layer) => layer.replace("    GET /v1/time:\n      operationId: getTime\n", ""),
    );
    const [file] = await cliTarget.generate(spec);
    expect(collectReadCommands(spec).commands.map((c) => c.name)).toEqual(["order", "orders"]);
    expect(file?.contents).not.toContain('"getTime"');
    expect(file?.contents).not.toMatch(/name: "config"/);
  });

  test("options carry the spec's types, enums, defaults, bounds and descriptions", () => {
    const orders = command("orders");
    const option = (name: string) => orders.parameters.find((p) => p.option === name);
    expect(option("limit")).toEqual({
      name: "limit",
      option: "limit",
      in: "query",
      kind: "integer",
      list: false,
      required: false,
      description: "Records per page.",
      minimum: 1,
      maximum: 200,
    });
    expect(option("order")).toMatchObject({
      kind: "text",
      values: ["asc", "desc"],
      default: "desc",
    });
    expect(option("statuses")).toMatchObject({
      list: true,
      values: ["NEW", "PENDING", "FILLED"],
    });
    expect(option("side")).toMatchObject({ kind: "side", values: [0, 1] });
    expect(option("is-working")).toMatchObject({ kind: "boolean", name: "isWorking" });
    expect(option("product-ids")).toMatchObject({
      kind: "uuid",
      list: true,
      minItems: 1,
      product: true,
    });
    expect(option("subaccount-id")).toMatchObject({
      required: true,
      fill: "subaccount",
      description: "The subaccount's id.",
    });
  });

  test("path parameters are arguments; the answer's shape and record columns are kept", () => {
    expect(command("order")).toMatchObject({
      path: "/v1/order/{orderId}",
      result: "record",
      record: "Order",
      parameters: [{ name: "orderId", in: "path", kind: "uuid", required: true }],
    });
    expect(command("orders")).toMatchObject({
      result: "page",
      record: "Order",
      group: "orders",
      description: "The orders of one subaccount,\nnewest first.",
    });
    expect(command("orders").columns).toEqual([
      { name: "id", kind: "uuid" },
      { name: "symbol", kind: "text" },
      { name: "side", kind: "side" },
      { name: "price", kind: "decimal" },
      { name: "productId", kind: "uuid" },
      { name: "clientOrderId", kind: "text" },
      { name: "reduceOnly", kind: "boolean" },
      { name: "createdAt", kind: "timestamp-ms" },
      { name: "meta", kind: "json" },
    ]);
  });

  test("a table shows the record's x-columns; symbol stands for a product id's symbol", () => {
    expect(command("orders").table).toEqual(["id", "symbol", "side", "price"]);
    expect(command("time").table).toEqual(["time"]);
    expect(command("time").columns.map((c) => c.name)).toEqual(["time"]);
  });

  test("a record the layer gives no x-columns shows its first scalar fields, and the report says so", () => {
    const spec = editedFixture("cli", LAYER, "x-columns: [time]", "description: Now.");
    const { commands, notes } = collectReadCommands(spec);
    expect(commands.find((c) => c.name === "time")?.table).toEqual(["time"]);
    expect(notes).toEqual([
      "ServerTime: spec/rest/layer.yaml gives no x-columns; a table shows time (schemas.patch.ServerTime.x-columns could choose)",
    ]);
  });

  test("x-columns naming a field the record lacks stops generation, naming it; symbol needs a product id", () => {
    const typo = editedFixture("cli", LAYER, "[id, symbol, side, price]", "[id, side, prise]");
    expect(() => collectReadCommands(typo)).toThrow(
      "spec/rest/layer.yaml over the upstream: x-columns of Order names prise, which the record no longer has: remove it",
    );
    const symbol = editedFixture("cli", LAYER, "x-columns: [time]", "x-columns: [symbol, time]");
    expect(() => collectReadCommands(symbol)).toThrow(
      "x-columns of ServerTime names symbol, which the record no longer has: remove it",
    );
  });

  test("a time's unit comes from its description, or from its example for a bare Unix timestamp", () => {
    const time = (description: string) =>
      command(
        "time",
        editedFixture(
          "cli",
          UPSTREAM,
          '"description": "Server time (ms since Unix Epoch)"',
          description,
        ),
      ).columns[0]?.kind;
    expect(command("time").columns[0]?.kind).toBe("timestamp-ms");
    expect(time('"description": "Unix timestamp", "example": 1712019600')).toBe("unix-seconds");
    expect(time('"description": "Unix timestamp", "example": 1712019600000')).toBe("timestamp-ms");
    expect(time('"description": "Unix timestamp"')).toBe("integer");
  });

  test("help groups are the spec tags that read commands use, with their descriptions", () => {
    expect([...collectReadCommands(fixtureSpec("cli")).groups]).toEqual([
      ["orders", "Orders and fills."],
      ["config", "Server time."],
    ]);
  });

  test("an operation whose command name is taken is named in full, and the report says so", () => {
    const spec = editedFixture("cli", LAYER, "operationId: getTime", "operationId: listOrders2");
    const clash = editedFixture("cli", LAYER, "operationId: getTime", "operationId: getOrders");
    expect(() => collectReadCommands(spec)).not.toThrow();
    const read = collectReadCommands(clash);
    expect(read.commands.map((c) => c.name).sort()).toEqual(["get-orders", "order", "orders"]);
    expect(read.notes).toEqual([
      "GET /v1/time: getOrders and listOrders would both be the command orders; it is get-orders",
    ]);
  });

  test("an operation that needs a request header has no command; optional headers are left out", () => {
    const spec = edited(
      (doc) => {
        doc.paths["/v1/referral"] = {
          get: {
            operationId: "ReferralController_list",
            summary: "Lists referrals.",
            parameters: [
              { name: "X-Auth", in: "header", required: true, schema: { type: "string" } },
            ],
            responses: {
              "200": {
                description: "A page.",
                content: {
                  "application/json": { schema: { $ref: "#/components/schemas/PageOfOrderDtos" } },
                },
              },
            },
          },
        };
        const time = doc.paths["/v1/time"]?.get as Record<string, unknown>;
        time.parameters = [{ name: "X-Trace", in: "header", schema: { type: "string" } }];
      },
      (layer) => `${layer}    GET /v1/referral:\n      operationId: listReferrals\n`,
    );
    const commands = collectReadCommands(spec).commands;
    expect(commands.map((c) => c.name)).toEqual(["order", "orders", "time"]);
    expect(commands.find((c) => c.name === "time")?.parameters).toEqual([]);
  });

  test("a parameter named like one of the CLI's own options gets param- in front", () => {
    const spec = editedFixture("cli", UPSTREAM, '"name": "isWorking"', '"name": "subaccount"');
    expect(command("orders", spec).parameters.find((p) => p.name === "subaccount")?.option).toBe(
      "param-subaccount",
    );
  });

  test("names: the verb goes and the rest is kebab case", () => {
    expect(commandName("listProducts")).toBe("products");
    expect(commandName("getOrderGroup")).toBe("order-group");
    expect(commandName("getRpcConfig")).toBe("rpc-config");
    expect(commandName("getTime")).toBe("time");
    expect(commandName("dryRunOrder")).toBe("dry-run-order");
    expect(kebab("includeSelfTrades")).toBe("include-self-trades");
    expect(kebab("fundingRate1h")).toBe("funding-rate1h");
  });
});
