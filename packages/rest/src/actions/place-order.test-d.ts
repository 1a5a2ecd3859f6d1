import { describe, expectTypeOf, test } from "vitest";
import type { RestClient } from "../client.js";
import type { SignedOperationErrorType } from "../errors.js";
import type { OrderRejectedError } from "../rejections.js";
import type { TradingContext } from "../trading-context.js";
import {
  type PlaceOrderErrorType,
  type PlaceOrderParameters,
  type PlaceOrderResult,
  type PlaceOrderResultParameters,
  type PlaceOrderReturnType,
  type PreparedOrder,
  type PrepareOrderErrorType,
  type PrepareOrderParameters,
  type PrepareOrderReturnType,
  placeOrder,
  prepareOrder,
  type SendOrderErrorType,
  type SendOrderParameters,
  type SendOrderResult,
  type SendOrderReturnType,
  sendOrder,
} from "./place-order.js";

// The three types of placeOrder and of its two steps, prepareOrder and sendOrder, which the free
// functions and the client's methods share. Only type-checked.

declare const client: RestClient;
declare const context: TradingContext;
declare const prepared: PreparedOrder;
const order = { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.01" } as const;

describe("placeOrder", () => {
  test("takes PlaceOrderParameters; with throwOnReject named, PlaceOrderResultParameters", () => {
    expectTypeOf(placeOrder).parameters.toEqualTypeOf<
      [TradingContext, PlaceOrderParameters] | [TradingContext, PlaceOrderResultParameters]
    >();
    expectTypeOf(client.placeOrder).parameters.toEqualTypeOf<
      [PlaceOrderParameters] | [PlaceOrderResultParameters]
    >();
  });

  test("resolves to PlaceOrderReturnType, an accepted order; to a PlaceOrderResult when asked", async () => {
    expectTypeOf(await placeOrder(context, order)).toEqualTypeOf<PlaceOrderReturnType>();
    expectTypeOf(await client.placeOrder(order)).toEqualTypeOf<PlaceOrderReturnType>();
    expectTypeOf<PlaceOrderReturnType["accepted"]>().toEqualTypeOf<true>();
    const answered = await client.placeOrder({ ...order, throwOnReject: false });
    expectTypeOf(answered).toEqualTypeOf<PlaceOrderResult>();
    expectTypeOf(answered.accepted).toEqualTypeOf<boolean>();
  });

  test("throws PlaceOrderErrorType: the exchange's refusal, or what any signed operation can throw", () => {
    expectTypeOf<PlaceOrderErrorType>().toEqualTypeOf<
      OrderRejectedError | SignedOperationErrorType
    >();
    expectTypeOf<Extract<PlaceOrderErrorType, { field: string }>>().not.toBeNever();
  });

  test("a quantity is a decimal string, never a JS number", () => {
    // @ts-expect-error quantity: "0.01"
    void client.placeOrder({ ...order, quantity: 0.01 });
  });
});

describe("prepareOrder", () => {
  test("takes PrepareOrderParameters, after the context; the client's method takes them alone", () => {
    expectTypeOf(prepareOrder).parameters.toEqualTypeOf<[TradingContext, PrepareOrderParameters]>();
    expectTypeOf(client.prepareOrder).parameters.toEqualTypeOf<[PrepareOrderParameters]>();
  });

  test("resolves to PrepareOrderReturnType: the signed order, not yet sent", () => {
    expectTypeOf(prepareOrder).returns.toEqualTypeOf<Promise<PrepareOrderReturnType>>();
    expectTypeOf(client.prepareOrder).returns.toEqualTypeOf<Promise<PrepareOrderReturnType>>();
    expectTypeOf<PrepareOrderReturnType>().toEqualTypeOf<PreparedOrder>();
  });

  test("throws PrepareOrderErrorType: what any signed operation can throw, no refusal yet", () => {
    expectTypeOf<PrepareOrderErrorType>().toEqualTypeOf<SignedOperationErrorType>();
    expectTypeOf<Extract<PrepareOrderErrorType, { rejections: unknown }>>().toBeNever();
  });
});

describe("sendOrder", () => {
  test("takes the prepared order, then SendOrderParameters: throwOnReject picks the answer", () => {
    type Throwing = SendOrderParameters & { readonly throwOnReject?: true | undefined };
    type Answering = SendOrderParameters & { readonly throwOnReject: boolean };
    expectTypeOf(sendOrder).parameters.toEqualTypeOf<
      [TradingContext, PreparedOrder, Throwing?] | [TradingContext, PreparedOrder, Answering]
    >();
    expectTypeOf(client.sendOrder).parameters.toEqualTypeOf<
      [PreparedOrder, Throwing?] | [PreparedOrder, Answering]
    >();
  });

  test("resolves to SendOrderReturnType; with throwOnReject: false, to a SendOrderResult", async () => {
    expectTypeOf(await sendOrder(context, prepared)).toEqualTypeOf<SendOrderReturnType>();
    expectTypeOf(await client.sendOrder(prepared)).toEqualTypeOf<SendOrderReturnType>();
    const sent = await sendOrder(context, prepared, { throwOnReject: false });
    expectTypeOf(sent).toEqualTypeOf<SendOrderResult>();
    expectTypeOf<PlaceOrderReturnType>().toEqualTypeOf<SendOrderReturnType>();
  });

  test("throws SendOrderErrorType: the exchange's refusal or a failure of the request, no check", () => {
    expectTypeOf<Extract<SendOrderErrorType, { rejections: unknown }>>().not.toBeNever();
    expectTypeOf<Extract<SendOrderErrorType, { field: string }>>().toBeNever();
  });
});
