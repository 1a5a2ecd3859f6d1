import { describe, expectTypeOf, test } from "vitest";
import type { ActivateReferralErrorType } from "./actions/activate-referral.js";
import type { BatchOrdersErrorType } from "./actions/batch-orders.js";
import type { CancelOrdersErrorType } from "./actions/cancel-orders.js";
import type { DryRunOrderErrorType } from "./actions/dry-run-order.js";
import type { ExtendSignerErrorType } from "./actions/extend-signer.js";
import type { LinkSignerErrorType } from "./actions/link-signer.js";
import type { ListReferralsErrorType } from "./actions/list-referrals.js";
import type {
  PlaceOrderErrorType,
  PrepareOrderErrorType,
  SendOrderErrorType,
} from "./actions/place-order.js";
import type { RefreshSignerErrorType } from "./actions/refresh-signer.js";
import type { RevokeSignerErrorType } from "./actions/revoke-signer.js";
import type { WithdrawErrorType } from "./actions/withdraw.js";
import type { SignedOperationErrorType, UnsupportedFeatureError } from "./errors.js";
import type { OrderRejectedError } from "./rejections.js";

// Error classes are compared by shape, so each member is found by what only it carries: a
// ValidationError its `field`, a ConfigDriftError its `differences`, a RateLimitError its
// `retryAfterMs`, a TimeoutError its `timeoutMs`, an OrderRejectedError its `rejections`, an
// UnsupportedFeatureError its `feature`.

describe("SignedOperationErrorType", () => {
  test("holds a refused input, a signing failure and every failure of a request", () => {
    expectTypeOf<Extract<SignedOperationErrorType, { field: string }>>().not.toBeNever();
    expectTypeOf<Extract<SignedOperationErrorType, { differences: unknown }>>().not.toBeNever();
    expectTypeOf<Extract<SignedOperationErrorType, { retryAfterMs: unknown }>>().not.toBeNever();
    expectTypeOf<Extract<SignedOperationErrorType, { timeoutMs: number }>>().not.toBeNever();
  });

  test("holds no refusal by the exchange: only the actions that place or cancel orders add it", () => {
    expectTypeOf<Extract<SignedOperationErrorType, { rejections: unknown }>>().toBeNever();
  });

  test("is what the signer and withdrawal actions and the referral actions throw", () => {
    expectTypeOf<WithdrawErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<LinkSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<RevokeSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<RefreshSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<ExtendSignerErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<ActivateReferralErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<ListReferralsErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<PrepareOrderErrorType>().toEqualTypeOf<SignedOperationErrorType>();
  });
});

describe("the order actions' error types", () => {
  test("placing, cancelling and batching add the exchange's refusal", () => {
    expectTypeOf<SignedOperationErrorType>().toExtend<PlaceOrderErrorType>();
    expectTypeOf<Extract<PlaceOrderErrorType, { rejections: unknown }>>().not.toBeNever();
    expectTypeOf<Extract<CancelOrdersErrorType, { rejections: unknown }>>().not.toBeNever();
    expectTypeOf<Extract<BatchOrdersErrorType, { rejections: unknown }>>().not.toBeNever();
  });

  test("only a batch can meet a network without the feature", () => {
    expectTypeOf<Extract<BatchOrdersErrorType, { feature: string }>>().not.toBeNever();
    expectTypeOf<Extract<PlaceOrderErrorType, { feature: string }>>().toBeNever();
    expectTypeOf<Extract<CancelOrdersErrorType, { feature: string }>>().toBeNever();
  });

  test("sending a prepared order checks nothing more; a dry run signs nothing", () => {
    expectTypeOf<Extract<SendOrderErrorType, { field: string }>>().toBeNever();
    expectTypeOf<Extract<SendOrderErrorType, { rejections: unknown }>>().not.toBeNever();
    expectTypeOf<Extract<DryRunOrderErrorType, { differences: unknown }>>().toBeNever();
    expectTypeOf<Extract<DryRunOrderErrorType, { field: string }>>().not.toBeNever();
  });
});

describe("an error's name narrows the union it belongs to", () => {
  test("OrderRejectedError, alone among the errors of placeOrder", () => {
    const narrow = (error: PlaceOrderErrorType) => {
      if (error.name === "OrderRejectedError") {
        expectTypeOf(error).toEqualTypeOf<OrderRejectedError>();
        expectTypeOf(error.rejections).not.toBeAny();
      } else {
        expectTypeOf<Extract<typeof error, { rejections: unknown }>>().toBeNever();
      }
    };
    expectTypeOf(narrow).toBeFunction();
  });

  test("an HTTP status's class, and the feature a batch found missing", () => {
    const narrow = (error: BatchOrdersErrorType) => {
      if (error.name === "RateLimitError")
        expectTypeOf(error.retryAfterMs).toEqualTypeOf<number | undefined>();
      if (error.name === "UnsupportedFeatureError") {
        expectTypeOf(error).toEqualTypeOf<UnsupportedFeatureError>();
      }
      if (error.name === "ValidationError") expectTypeOf(error.field).toBeString();
    };
    expectTypeOf(narrow).toBeFunction();
  });

  test("a name no member has leaves nothing", () => {
    const narrow = (error: PlaceOrderErrorType) => {
      // @ts-expect-error: no error of placeOrder is called that
      if (error.name === "StreamError") return error;
      return undefined;
    };
    expectTypeOf(narrow).toBeFunction();
  });
});
