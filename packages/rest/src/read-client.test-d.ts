import type { ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "./client.js";
import type {
  GetProductErrorType,
  GetProductParameters,
  GetProductReturnType,
  ListPositionsErrorType,
  ListPositionsParameters,
  ListPositionsReturnType,
  OperationOptions,
} from "./generated/operations.js";
import type { ReadErrorType, ReadParameters, ReadReturnType } from "./read-client.js";

// A read method's three types: the generated operation's, with the subaccount (or sender) left to
// the client. Only type-checked.

declare const client: RestClient;

describe("a read method of the client's own subaccount (listPositions)", () => {
  test("takes ReadParameters: the operation's, the subaccount left to the client", () => {
    expectTypeOf(client.listPositions).parameters.toEqualTypeOf<
      [ReadParameters<"listPositions">?, OperationOptions?]
    >();
    expectTypeOf<ReadParameters<"listPositions">>().toEqualTypeOf<
      Omit<ListPositionsParameters, "subaccountId"> & { subaccountId?: string | undefined }
    >();
  });

  test("resolves to ReadReturnType: the operation's decoded answer", () => {
    expectTypeOf(client.listPositions).returns.toEqualTypeOf<
      Promise<ReadReturnType<"listPositions">>
    >();
    expectTypeOf<ReadReturnType<"listPositions">>().toEqualTypeOf<ListPositionsReturnType>();
  });

  test("throws ReadErrorType: a parameter named as wrong, or a failure of the request", () => {
    expectTypeOf<ReadErrorType>().toEqualTypeOf<ListPositionsErrorType>();
    expectTypeOf<Extract<ReadErrorType, { field: string }>>().toEqualTypeOf<ValidationError>();
  });

  test("a limit is a number the spec bounds, not a string", () => {
    // @ts-expect-error limit: 50
    void client.listPositions({ limit: "50" });
  });
});

describe("a read method with a required parameter (getProduct)", () => {
  test("takes ReadParameters, which it cannot do without", () => {
    expectTypeOf(client.getProduct).parameters.toEqualTypeOf<
      [ReadParameters<"getProduct">, OperationOptions?]
    >();
    expectTypeOf<ReadParameters<"getProduct">>().toEqualTypeOf<GetProductParameters>();
    // @ts-expect-error productId is required
    void client.getProduct();
  });

  test("resolves to ReadReturnType and throws ReadErrorType, the operation's own", () => {
    expectTypeOf<ReadReturnType<"getProduct">>().toEqualTypeOf<GetProductReturnType>();
    expectTypeOf<ReadErrorType>().toEqualTypeOf<GetProductErrorType>();
  });
});
