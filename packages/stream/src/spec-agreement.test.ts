import { readFileSync } from "node:fs";
import * as core from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { knownValues, streamServers, subaccountLookup } from "./generated/channels.js";
import * as limits from "./generated/limits.js";

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name?: string; in?: string }[];
        responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
      }
    >
  >;
  components: {
    schemas: Record<
      string,
      {
        required?: string[];
        properties?: Record<string, { items?: { $ref?: string } }>;
      }
    >;
  };
}

// The live OpenAPI document the REST spec derives from.
const rest = JSON.parse(
  readFileSync(new URL("../../../spec/upstream/openapi.json", import.meta.url), "utf8"),
) as OpenApi;
const schemaOf = (ref: string | undefined) =>
  rest.components.schemas[(ref ?? "").replace("#/components/schemas/", "")];

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

  test("the subaccount lookup asks the live listSubaccounts: path, owner and cursor", () => {
    const operation = rest.paths[subaccountLookup.path]?.get;
    expect(operation).toBeDefined();
    expect(operation?.parameters ?? []).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: subaccountLookup.owner, in: "query" }),
        expect.objectContaining({ name: subaccountLookup.cursor, in: "query" }),
      ]),
    );
    const page = schemaOf(
      operation?.responses?.["200"]?.content?.["application/json"]?.schema?.$ref,
    );
    expect(Object.keys(page?.properties ?? {}).sort()).toEqual(["data", "hasNext", "nextCursor"]);
    const record = schemaOf(page?.properties?.data?.items?.$ref);
    expect(record?.required).toEqual(expect.arrayContaining(["id", "name"]));
  });

  test("the figures a client paces itself by are the ones @perpkit/core has", () => {
    expect({ ...limits }).toEqual({
      websocketPoolPoints: core.rateLimitPools.websocket.points,
      websocketPoolWindowSeconds: core.rateLimitPools.websocket.windowSeconds,
      websocketConnectionCost: core.rateLimitCosts.websocketConnection,
      websocketSubscriptionCost: core.rateLimitCosts.websocketSubscription,
      pingIntervalSeconds: core.websocketLimits.pingIntervalSeconds,
      l2BookIntervalMs: core.websocketLimits.l2BookIntervalMs,
    });
  });

  test("each server of the spec is the wsUrl of that network's preset", () => {
    expect(Object.keys(streamServers).sort()).toEqual([...core.networkNames].sort());
    for (const [network, url] of Object.entries(streamServers)) {
      expect(url).toBe(core.getNetwork(network).wsUrl);
    }
  });
});
