import * as core from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { knownValues, streamServers } from "./generated/channels.js";

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

  test("each server of the spec is the wsUrl of that network's preset", () => {
    expect(Object.keys(streamServers).sort()).toEqual([...core.networkNames].sort());
    for (const [network, url] of Object.entries(streamServers)) {
      expect(url).toBe(core.getNetwork(network).wsUrl);
    }
  });
});
