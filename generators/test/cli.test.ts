import { describe, expect, test } from "vitest";
import { parseHeader, specFromFiles } from "../src/index.js";
import { cliTarget, collectReadCommands, commandName, kebab } from "../src/targets/cli.js";
import { editedFixture, fixtureFiles, fixtureSpec } from "./fixture.js";

const SPEC = "spec/rest/openapi.yaml";

function command(name: string, spec = fixtureSpec("cli")) {
  const found = collectReadCommands(spec).commands.find((c) => c.name === name);
  if (!found) throw new Error(`no command ${name}`);
  return found;
}

describe("cli generator", () => {
  test("writes the read command table from a small spec", async () => {
    const files = await cliTarget.generate(fixtureSpec("cli"));
    expect(files.map((f) => f.path)).toEqual(["packages/cli/src/generated/read-commands.ts"]);
    const [file] = files;
    await expect(file?.contents).toMatchFileSnapshot("./__snapshots__/cli/read-commands.ts.snap");
    expect(parseHeader(file?.contents ?? "").map((h) => h.path)).toEqual([SPEC]);
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
    const spec = editedFixture(
      "cli",
      SPEC,
      "  /v1/time:\n",
      `  /v1/fill:
    get:
      operationId: listFills
      summary: Lists fills.
      tags: [orders]
      parameters:
        - $ref: "#/components/parameters/SubaccountIdQuery"
      responses:
        "200":
          description: A page.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/OrderPage" }
  /v1/time:\n`,
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

  test("a read operation the spec no longer has disappears from the table", async () => {
    const spec = editedFixture("cli", SPEC, / {2}\/v1\/time:\n[\s\S]*?(?=components:)/, "");
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
      { name: "side", kind: "side" },
      { name: "price", kind: "decimal" },
      { name: "clientOrderId", kind: "text" },
      { name: "reduceOnly", kind: "boolean" },
      { name: "createdAt", kind: "timestamp-ms" },
      { name: "meta", kind: "json" },
    ]);
  });

  test("help groups are the spec tags that read commands use, with their descriptions", () => {
    expect([...collectReadCommands(fixtureSpec("cli")).groups]).toEqual([
      ["orders", "Orders and fills."],
      ["config", "Server time."],
    ]);
  });

  test("two operations that would share a command name are refused, naming both", () => {
    const spec = editedFixture("cli", SPEC, "operationId: getTime", "operationId: listOrders2");
    const clash = editedFixture("cli", SPEC, "operationId: getTime", "operationId: getOrders");
    expect(() => collectReadCommands(spec)).not.toThrow();
    expect(() => collectReadCommands(clash)).toThrowError(
      "spec/rest/openapi.yaml: getOrders and listOrders would both be the command orders",
    );
  });

  test("an operation that needs a request header has no command; optional headers are left out", () => {
    const spec = editedFixture(
      "cli",
      SPEC,
      "  /v1/time:\n",
      `  /v1/referral:
    get:
      operationId: listReferrals
      summary: Lists referrals.
      parameters:
        - name: X-Auth
          in: header
          required: true
          schema: { type: string }
      responses:
        "200":
          description: A page.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/OrderPage" }
  /v1/time:\n`,
    )
      .read(SPEC)
      .text.replace(
        "      tags: [config]\n",
        "      tags: [config]\n      parameters:\n        - { name: X-Trace, in: header, schema: { type: string } }\n",
      );
    const commands = collectReadCommands(
      specFromFiles({ ...fixtureFiles("cli"), [SPEC]: spec }),
    ).commands;
    expect(commands.map((c) => c.name)).toEqual(["order", "orders", "time"]);
    expect(commands.find((c) => c.name === "time")?.parameters).toEqual([]);
  });

  test("a parameter named like one of the CLI's own options gets param- in front", () => {
    const spec = editedFixture("cli", SPEC, "- name: isWorking", "- name: subaccount");
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
