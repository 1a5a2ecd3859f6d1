import type { ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { StreamError } from "../errors.js";
import type { SubscriptionSource } from "../subscription.js";
import type { StaleAccountError, WatchAccountOptions } from "./account-records.js";
import type { AccountRestClient } from "./account-rest.js";
import {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  type WatchedAccount,
  watchAccount,
} from "./watch-account.js";

// watchAccount's three types. Only type-checked.

declare const stream: SubscriptionSource;
declare const rest: AccountRestClient;

describe("watchAccount", () => {
  test("takes the stream and REST clients, then WatchAccountParameters", () => {
    expectTypeOf(watchAccount).parameters.toEqualTypeOf<
      [SubscriptionSource, AccountRestClient, WatchAccountParameters]
    >();
    expectTypeOf<WatchAccountParameters>().toEqualTypeOf<WatchAccountOptions>();
  });

  test("the subaccount's id is required", () => {
    // @ts-expect-error subaccountId
    void watchAccount(stream, rest, {});
  });

  test("returns WatchAccountReturnType: the maintained account, at once", () => {
    expectTypeOf(watchAccount).returns.toEqualTypeOf<WatchAccountReturnType>();
    expectTypeOf<WatchAccountReturnType>().toEqualTypeOf<WatchedAccount>();
    expectTypeOf<WatchAccountReturnType["ready"]>().toEqualTypeOf<Promise<void>>();
  });

  test("fails with WatchAccountErrorType: a bad id, the gateway's refusal, a stale read", () => {
    expectTypeOf<WatchAccountErrorType>().toEqualTypeOf<
      ValidationError | StreamError | StaleAccountError
    >();
  });
});
