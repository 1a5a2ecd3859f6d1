import type { TransportErrorType, ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { AccountSnapshot } from "./account-records.js";
import {
  type AccountRestClient,
  type ReadAccountOptions,
  type ReadAccountSnapshotErrorType,
  type ReadAccountSnapshotParameters,
  type ReadAccountSnapshotReturnType,
  readAccountSnapshot,
} from "./account-rest.js";

// readAccountSnapshot's three types. Only type-checked.

declare const rest: AccountRestClient;

describe("readAccountSnapshot", () => {
  test("takes the REST client and the subaccount's id, then ReadAccountSnapshotParameters", () => {
    expectTypeOf(readAccountSnapshot).parameters.toEqualTypeOf<
      [AccountRestClient, string, ReadAccountSnapshotParameters]
    >();
    expectTypeOf<ReadAccountSnapshotParameters>().toEqualTypeOf<ReadAccountOptions>();
  });

  test("resolves to ReadAccountSnapshotReturnType: the account as REST says it is now", () => {
    expectTypeOf(readAccountSnapshot).returns.toEqualTypeOf<
      Promise<ReadAccountSnapshotReturnType>
    >();
    expectTypeOf<ReadAccountSnapshotReturnType>().toEqualTypeOf<AccountSnapshot>();
  });

  test("throws ReadAccountSnapshotErrorType: a malformed field, or a failed read", () => {
    expectTypeOf<ReadAccountSnapshotErrorType>().toEqualTypeOf<
      ValidationError | TransportErrorType
    >();
  });

  test("the options are required: the time the fills start from", () => {
    // @ts-expect-error { since }
    void readAccountSnapshot(rest, "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50");
  });
});
