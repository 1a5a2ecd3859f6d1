import { readFileSync } from "node:fs";
import * as core from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { knownValues, streamServers } from "./generated/channels.js";
import { LIST_SUBACCOUNTS } from "./subaccounts.js";

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; parameters?: { $ref?: string; name?: string; in?: string }[] }
    >
  >;
  components: {
    parameters: Record<string, { name: string; in: string }>;
    schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
  };
}

const rest = parse(
  readFileSync(new URL("../../../spec/rest/openapi.yaml", import.meta.url), "utf8"),
) as OpenApi;

describe("the stream spec agrees with the rest of spec/", () => {
  test("the WebSocket error codes are the StreamErrorCode list of spec/limits.yaml", () => {
    expect(knownValues.StreamErrorCode).toEqual(core.streamErrorCodeValues);
  });

  test("every enumeration both files name lists the same values", () => {
    const valuesName = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}Values`;
    const shared = Object.keys(knownValues).filter((name) => valuesName(name) in core);
    expect(shared).toEqual(
      expect.arrayContaining([
        "OrderStatus",
        "OrderType",
        "TimeInForce",
        "TransferStatus",
        "StreamErrorCode",
      ]),
    );
    for (const name of shared) {
      const known = knownValues[name as keyof typeof knownValues];
      expect({ name, values: known }).toEqual({
        name,
        values: (core as Record<string, unknown>)[valuesName(name)],
      });
    }
  });

  test("the subaccount lookup asks the REST spec's listSubaccounts: path, owner and cursor", () => {
    const operation = rest.paths[LIST_SUBACCOUNTS.path]?.get;
    expect(operation?.operationId).toBe("listSubaccounts");
    const query = (operation?.parameters ?? []).map((p) =>
      p.$ref ? rest.components.parameters[p.$ref.split("/").at(-1) as string] : p,
    );
    expect(query).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: LIST_SUBACCOUNTS.owner, in: "query" }),
        expect.objectContaining({ name: LIST_SUBACCOUNTS.cursor, in: "query" }),
      ]),
    );
    const { SubaccountPage, Subaccount } = rest.components.schemas;
    expect(Object.keys(SubaccountPage?.properties ?? {})).toEqual([
      "data",
      "hasNext",
      "nextCursor",
    ]);
    expect(Subaccount?.required).toEqual(expect.arrayContaining(["id", "name"]));
  });

  test("each server of the spec is the wsUrl of that network's preset", () => {
    expect(Object.keys(streamServers).sort()).toEqual([...core.networkNames].sort());
    for (const [network, url] of Object.entries(streamServers)) {
      expect(url).toBe(core.getNetwork(network).wsUrl);
    }
  });
});
