import { orderResultValues, rejectionReasonValues } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { rejectedReasonOf } from "./trading-state.js";

describe("an order record's rejectedReason", () => {
  it("is a reason of the live contract's enumeration for every result code but Ok and Unknown", () => {
    const results = orderResultValues.filter((r) => r !== "Ok" && r !== "Unknown");
    const outside = results.filter(
      (r) => !(rejectionReasonValues as readonly string[]).includes(rejectedReasonOf(r)),
    );
    expect(outside).toEqual([]);
  });

  it("renames the four result codes the two enumerations spell differently", () => {
    expect(
      [
        "LiquidationError",
        "MaxQuantityExceeded",
        "OpenValueCapExceeded",
        "TriggerCanceledError",
      ].map((r) => rejectedReasonOf(r as (typeof orderResultValues)[number])),
    ).toEqual([
      "Liquidation",
      "QuantityAboveMaximum",
      "InstrumentOpenValueCapExceeded",
      "TriggerCanceled",
    ]);
  });
});
