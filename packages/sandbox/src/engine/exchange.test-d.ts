import { describe, expectTypeOf, test } from "vitest";
import type { Exchange, MarginSummary, Order, PlaceOrderOutcome } from "./index.js";

declare const exchange: Exchange;

describe("the exchange is one closed port", () => {
  test("answers its queries and takes its commands itself", () => {
    expectTypeOf(exchange.order("id")).toEqualTypeOf<Order | undefined>();
    expectTypeOf(exchange.margin("subaccount")).toEqualTypeOf<MarginSummary>();
    expectTypeOf(exchange.placeOrder).returns.toEqualTypeOf<PlaceOrderOutcome>();
    expectTypeOf(exchange.now()).toEqualTypeOf<number>();
  });

  test("keeps its parts to itself: nothing reaches through it", () => {
    // @ts-expect-error the orders, matching and positions are the engine's own
    void exchange.trading;
    // @ts-expect-error subaccounts and balances are read through the port
    void exchange.accounts;
    // @ts-expect-error linked signers are read through the port
    void exchange.signers;
    // @ts-expect-error retention runs inside the engine (`retain` asks for a pass)
    void exchange.retention;
    // @ts-expect-error the sandbox's clock belongs to the sandbox; the engine tells its time
    void exchange.clock;
  });
});
