import type { TransportErrorType, ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { DryRunResult } from "../generated/types.js";
import type { TradingContext } from "../trading-context.js";
import {
  type DryRunOrderErrorType,
  type DryRunOrderParameters,
  type DryRunOrderReturnType,
  dryRunOrder,
} from "./dry-run-order.js";

// dryRunOrder's three types, which the free function and the client's method share. Only type-checked.

declare const client: RestClient;

describe("dryRunOrder", () => {
  test("takes DryRunOrderParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(dryRunOrder).parameters.toEqualTypeOf<[TradingContext, DryRunOrderParameters]>();
    expectTypeOf(client.dryRunOrder).parameters.toEqualTypeOf<[DryRunOrderParameters]>();
  });

  test("resolves to DryRunOrderReturnType: the exchange's estimate of the order", () => {
    expectTypeOf(dryRunOrder).returns.toEqualTypeOf<Promise<DryRunOrderReturnType>>();
    expectTypeOf(client.dryRunOrder).returns.toEqualTypeOf<Promise<DryRunOrderReturnType>>();
    expectTypeOf<DryRunOrderReturnType>().toEqualTypeOf<DryRunResult>();
  });

  test("throws DryRunOrderErrorType: a rule the order breaks, or a failure of the request: nothing is signed", () => {
    expectTypeOf<DryRunOrderErrorType>().toEqualTypeOf<ValidationError | TransportErrorType>();
    // A bad input is a ValidationError naming the field, before anything is sent.
    expectTypeOf<Extract<DryRunOrderErrorType, { field: string }>>().not.toBeNever();
  });

  test("a price is a decimal string, never a JS number", () => {
    void client.dryRunOrder({
      symbol: "BTCUSD",
      side: "buy",
      type: "LIMIT",
      quantity: "0.01",
      // @ts-expect-error price: "60000"
      price: 60000,
      timeInForce: "GTD",
    });
  });
});
