import { createManualClock, createNonceSource, encodeSubaccountName } from "@perpkit/core";
import { privateKeySigner, signingConfigs, signOrder } from "@perpkit/signing";
import { describe, expect, test } from "vitest";
import { createClock, Exchange, ExchangeError } from "../engine/index.js";
import { routes } from "../generated/routes.js";
import type { HandlerContext } from "./handler-context.js";
import { createRequestSignatures } from "./signatures.js";
import { answerUnimplemented } from "./unimplemented.js";

// Every operation of today's spec has a handler; a new one of the live contract has none until
// the engine implements it. These run the fallback on real routes of the spec, as it would run for
// a route the engine lacks.

const T0 = Date.UTC(2026, 5, 1, 12);
const owner = privateKeySigner(`0x${"7".padStart(64, "0")}`);

function context(operationId: string, body: unknown): HandlerContext {
  const route = routes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  const clock = createClock({ frozen: true, start: T0 });
  return {
    exchange: new Exchange({ clock, seed: 1 }),
    signatures: createRequestSignatures(signingConfigs.local),
    route,
    params: {},
    headers: {},
    body,
    chargeAccount: () => undefined,
  };
}

async function signedOrder(domain = signingConfigs.local.domain) {
  const nonces = createNonceSource({ clock: createManualClock({ start: T0 }), scope: false });
  return signOrder({
    domain,
    now: T0,
    signer: owner,
    data: {
      sender: owner.address,
      subaccount: encodeSubaccountName("primary"),
      onchainId: 1,
      engineType: 0,
      side: 0,
      quantity: "1",
      price: "100",
      type: "LIMIT",
      timeInForce: "GTD",
      postOnly: false,
      reduceOnly: false,
      nonce: nonces.next(),
      signedAt: Math.floor(T0 / 1000),
    },
  });
}

async function refusal(ctx: HandlerContext): Promise<ExchangeError> {
  const error = await answerUnimplemented(ctx).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ExchangeError)) throw new Error(`expected an ExchangeError, got ${error}`);
  return error;
}

describe("an operation the engine does not implement", () => {
  test("answers 501 naming the operation once its signature checks out", async () => {
    const error = await refusal(context("placeOrder", await signedOrder()));
    expect(error.status).toBe(501);
    expect(error.shortMessage).toBe(
      "placeOrder (POST /v1/order) is not implemented by the sandbox yet; its TradeOrder signature checked out",
    );
  });

  test("answers 401 first when the signature does not check out", async () => {
    // Signed under testnet's domain: not the sandbox's, so not the sender's signature here.
    const body = await signedOrder(signingConfigs.testnet.domain);
    expect((await refusal(context("placeOrder", body))).status).toBe(401);
  });

  test("answers 501 at once when it is not signed", async () => {
    const error = await refusal(context("getTime", undefined));
    expect([error.status, error.shortMessage]).toEqual([
      501,
      "getTime (GET /v1/time) is not implemented by the sandbox yet",
    ]);
  });
});
