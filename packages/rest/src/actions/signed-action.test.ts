import { ValidationError } from "@perpkit/core";
import { cancelOrderRequest } from "@perpkit/signing";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { owner, ownerClient, warm } from "../../test/clients.js";
import { PRIMARY, sentBody, startExchange, type TestExchange } from "../../test/exchange.js";
import { cancelOrdersOperation } from "../generated/operations.js";
import { performSignedAction, type SignedActionSpec } from "./signed-action.js";

// The generic action a new signed operation of the live contract gets until a hand-written one
// exists. Today every signed operation has its own action, so these run it on one of them,
// described as the generated table describes an inferred one: cancelling orders.
const cancel: SignedActionSpec = {
  operation: cancelOrdersOperation,
  request: cancelOrderRequest,
  fields: ["sender", "subaccount", "nonce", "orderIds", "clientOrderIds"],
  pathParameters: [],
};

let exchange: TestExchange;
beforeEach(async () => {
  exchange = await startExchange();
});
afterEach(async () => {
  await exchange.close();
});

const id = "00000000-0000-4000-8000-000000000001";

describe("a signed action known only from the live contract", () => {
  test("fills what the client knows, signs, sends, and decodes the answer", async () => {
    const client = await warm(ownerClient(exchange), exchange);
    const answer = await performSignedAction(client.context, cancel, { orderIds: [id] });
    expect(answer).toEqual({ data: [{ id, result: "NotFound" }] });
    const { data } = sentBody(exchange, "cancelOrders");
    expect(data).toMatchObject({ sender: owner.address, subaccount: PRIMARY, orderIds: [id] });
    expect(typeof data.nonce).toBe("string");
  });

  test("a field the action does not have is refused, naming it, before anything is sent", async () => {
    const client = await warm(ownerClient(exchange), exchange);
    const error = await performSignedAction(client.context, cancel, { orderId: id }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("orderId");
    expect(exchange.requests).toEqual([]);
  });
});
