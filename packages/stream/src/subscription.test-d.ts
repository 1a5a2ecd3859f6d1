import type { ValidationError } from "@perpkit/core";
import { describe, expectTypeOf, test } from "vitest";
import type { StreamClient } from "./client.js";
import type { StreamError } from "./errors.js";
import type { ChannelPayloads } from "./generated/channels.js";
import type {
  SubscribeErrorType,
  SubscribeOptions,
  SubscribeParameters,
  SubscribeReturnType,
  Subscription,
} from "./subscription.js";

// subscribe's three types, for the client and for anything else that subscribes. Only
// type-checked.

declare const client: StreamClient;

describe("subscribe", () => {
  test("takes SubscribeParameters: a channel and its key, then its options", () => {
    expectTypeOf(client.subscribe).parameter(1).toEqualTypeOf<SubscribeOptions | undefined>();
    expectTypeOf<SubscribeParameters<"TradeFill">>().toEqualTypeOf<
      { readonly type: "TradeFill" } & { readonly symbol: string }
    >();
    expectTypeOf<{ type: "OrderUpdate"; subaccountId: string }>().toExtend<
      SubscribeParameters<"OrderUpdate">
    >();
    expectTypeOf<{ type: "OrderUpdate"; account: string; subaccount: string }>().toExtend<
      SubscribeParameters<"OrderUpdate">
    >();
  });

  test("a market channel's key is its symbol, an account channel's its subaccount", () => {
    // @ts-expect-error symbol: "BTCUSD"
    void client.subscribe({ type: "TradeFill", subaccountId: "x" });
    // @ts-expect-error subaccountId, or account and subaccount
    void client.subscribe({ type: "OrderFill", symbol: "BTCUSD" });
  });

  test("returns SubscribeReturnType: a subscription of the channel asked for", () => {
    const trades = client.subscribe({ type: "TradeFill", symbol: "BTCUSD" });
    expectTypeOf(trades).toEqualTypeOf<SubscribeReturnType<"TradeFill">>();
    expectTypeOf<SubscribeReturnType<"TradeFill">>().toEqualTypeOf<Subscription<"TradeFill">>();
    trades.on("message", (trade) => {
      expectTypeOf(trade).toEqualTypeOf<ChannelPayloads["TradeFill"]>();
    });
  });

  test("throws SubscribeErrorType at once; the gateway's refusal is no throw", () => {
    expectTypeOf<SubscribeErrorType>().toEqualTypeOf<ValidationError>();
    expectTypeOf<Extract<SubscribeErrorType, StreamError>>().toBeNever();
  });
});
