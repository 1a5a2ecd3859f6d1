import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { formatDecimal, HttpError, limits, parseDecimal, stringFormats } from "@perpkit/core";
import { privateKeySigner } from "@perpkit/signing";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { linkedClient, ownerClient, warm } from "../test/clients.js";
import {
  sampleProducts,
  startExchange,
  type TestExchange,
  TOKEN_ADDRESS,
  TOKEN_ID,
} from "../test/exchange.js";
import type { RestClient } from "./client.js";
import { type OperationName, operationTable } from "./generated/operations.js";
import { LayerZeroEndpointId } from "./generated/types.js";
import type { OrderParameters } from "./order-rules.js";
import { OrderRejectedError } from "./rejections.js";

// Every body the client builds, for random valid inputs, validates against the request schema
// of the live service's own OpenAPI document (spec/upstream/openapi.json), as it was sent over
// a real socket: a request the live service would refuse shows up here.

const UPSTREAM = fileURLToPath(new URL("../../../spec/upstream/openapi.json", import.meta.url));

/**
 * The live document writes a few patterns as JavaScript regex literals (`/^[A-Z0-9]+$/`); a JSON
 * Schema pattern is the text between the slashes. Nothing else is changed.
 */
function withPlainPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPlainPatterns);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const literal = key === "pattern" && typeof child === "string" && /^\/(.*)\/$/.exec(child);
    out[key] = literal ? literal[1] : withPlainPatterns(child);
  }
  return out;
}

const upstream = withPlainPatterns(JSON.parse(readFileSync(UPSTREAM, "utf8"))) as {
  paths: Record<string, Record<string, unknown>>;
};
// The formats the live document uses, as it means them (spec/formats.yaml).
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: stringFormats });
ajv.addSchema({ ...upstream, $id: "upstream" });

const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
const validators = new Map<string, ValidateFunction>();

/** The live document's request-body schema of one of our operations. */
function requestSchema(name: OperationName): ValidateFunction {
  let validate = validators.get(name);
  if (validate) return validate;
  const { method, path } = operationTable[name];
  const template = Object.keys(upstream.paths).find((p) => shape(p) === shape(path));
  if (!template || !upstream.paths[template]?.[method.toLowerCase()]) {
    throw new Error(`${method} ${path} is no operation of the live document`);
  }
  const pointer = template.replace(/~/g, "~0").replace(/\//g, "~1");
  validate = ajv.compile({
    $ref: `upstream#/paths/${pointer}/${method.toLowerCase()}/requestBody/content/application~1json/schema`,
  });
  validators.set(name, validate);
  return validate;
}

const orderSchema = ajv.compile({ $ref: "upstream#/components/schemas/SubmitOrderData" });

function problems(validate: ValidateFunction, body: unknown): string[] {
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
}

let exchange: TestExchange;
let owner: RestClient;
let signer: RestClient;
beforeAll(async () => {
  exchange = await startExchange();
  // The properties send hundreds of signed requests a minute, more than an account's rate pool
  // holds: with the default budget the client would wait out the pool's minute. What is under
  // test here is each body, so the clients go without one.
  owner = await warm(ownerClient(exchange, { budget: false }), exchange);
  signer = await warm(linkedClient(exchange, { budget: false }), exchange);
  const referral = {
    id: "9036443a-441a-4a66-87f2-bd5c44cdca7a",
    referee: owner.account,
    codeUsageRemaining: 5,
    refereeTotalPoints: "0",
    createdAt: 1_700_000_000_000,
  };
  exchange.on("activateReferral", () => ({ status: 201, body: referral }));
  exchange.on("claimReferralCode", () => ({ status: 201, body: referral }));
});
afterAll(async () => {
  await exchange.close();
});

/**
 * The JSON body the exchange received for one call; the exchange's own refusal (an HTTP error, or
 * a result that is not Ok) is fine here.
 */
async function sent(name: OperationName, call: () => Promise<unknown>): Promise<unknown> {
  const before = exchange.received(name).length;
  await call().catch((error: unknown) => {
    if (!(error instanceof HttpError) && !(error instanceof OrderRejectedError)) throw error;
  });
  const request = exchange.received(name)[before];
  if (!request) throw new Error(`${name} sent nothing`);
  return request.body;
}

// ---- arbitraries of valid inputs, from the sample products' own rules ----------------------

const products = sampleProducts();

/** A multiple of `step` (a decimal string) from `min` to `max`, as a decimal string. */
function steps(step: string, min: string, max: string): fc.Arbitrary<string> {
  const unit = parseDecimal(step, "step");
  const low = (parseDecimal(min, "min") + unit - 1n) / unit;
  const high = parseDecimal(max, "max") / unit;
  return fc.bigInt({ min: low, max: high }).map((k) => formatDecimal(k * unit));
}

const clientOrderId = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9]{1,32}$/));
const sides = fc.constantFrom("buy" as const, "sell" as const, 0 as const, 1 as const);

const order: fc.Arbitrary<OrderParameters> = fc
  .constantFrom(...products)
  .chain((product) => {
    const quantity = steps(product.lotSize, product.lotSize, product.maxQuantity);
    const price = steps(product.tickSize, product.minPrice, product.maxPrice);
    const common = {
      symbol: fc.constant(product.ticker),
      side: sides,
      quantity,
      reduceOnly: fc.option(fc.boolean(), { nil: undefined }),
      clientOrderId: fc.option(clientOrderId, { nil: undefined }),
      expiresIn: fc.option(
        fc.integer({ min: 120, max: limits.order.expiresAtHorizonSeconds - 120 }),
        { nil: undefined },
      ),
      stop: fc.option(
        fc.record({ stopPrice: price, stopType: fc.constantFrom(0 as const, 1 as const) }),
        { nil: undefined },
      ),
      group: fc.option(
        fc.record({
          groupId: fc.uuid(),
          groupContingencyType: fc.constantFrom(0 as const, 1 as const),
        }),
        { nil: undefined },
      ),
    };
    const limit = fc.record({
      ...common,
      type: fc.constant("LIMIT" as const),
      price,
      timeInForce: fc.constantFrom("GTD" as const, "IOC" as const, "FOK" as const),
      postOnly: fc.boolean(),
    });
    const market = fc.record({
      ...common,
      type: fc.constant("MARKET" as const),
      close: fc.boolean(),
    });
    return fc.oneof(limit, market);
  })
  .map((o) => {
    const { expiresIn, stop, group, ...rest } = o;
    const base = {
      ...rest,
      ...(expiresIn === undefined
        ? {}
        : { expiresAt: Math.floor(owner.serverClock.now() / 1000) + expiresIn }),
      ...(stop ?? {}),
      ...(group ?? {}),
    };
    if (base.type === "LIMIT") {
      return { ...base, postOnly: base.postOnly && base.timeInForce === "GTD" } as OrderParameters;
    }
    // A close order is a market order, reduce-only, for quantity 0.
    return (
      base.close ? { ...base, reduceOnly: true, quantity: "0" } : { ...base, close: false }
    ) as OrderParameters;
  });

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => `0x${Buffer.from(b).toString("hex")}`);

// ---- the properties ------------------------------------------------------------------------

describe("every body the client builds validates against the live request schema", () => {
  test("orders", async () => {
    await fc.assert(
      fc.asyncProperty(order, async (parameters) => {
        const body = await sent("placeOrder", () => owner.placeOrder(parameters));
        expect(problems(requestSchema("placeOrder"), body)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  test("orders a linked signer places", async () => {
    await fc.assert(
      fc.asyncProperty(order, async (parameters) => {
        const body = await sent("placeOrder", () => signer.placeOrder(parameters));
        expect(problems(requestSchema("placeOrder"), body)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  test("dry runs", async () => {
    await fc.assert(
      fc.asyncProperty(order, async (parameters) => {
        const body = await sent("dryRunOrder", () => owner.dryRunOrder(parameters));
        expect(problems(requestSchema("dryRunOrder"), body)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  test("cancels", async () => {
    const ids = fc.record({
      // The client refuses an id given twice, in any case (ids are compared lowercased).
      orderIds: fc.uniqueArray(fc.uuid(), { maxLength: 30, selector: (id) => id.toLowerCase() }),
      clientOrderIds: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,32}$/), {
        maxLength: 30,
        selector: (id) => id.toLowerCase(),
      }),
    });
    await fc.assert(
      fc.asyncProperty(
        ids.filter((i) => i.orderIds.length + i.clientOrderIds.length > 0),
        async (parameters) => {
          const body = await sent("cancelOrders", () => owner.cancelOrders(parameters));
          expect(problems(requestSchema("cancelOrders"), body)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("the orders of a batch", async () => {
    const instruction = fc.oneof(
      order.map((o) => ({ type: "NEW" as const, order: o })),
      fc.uuid().map((orderId) => ({ type: "CANCEL" as const, orderId })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(instruction, { minLength: 1, maxLength: limits.batch.maxInstructions })
          // The client refuses a batch that names one clientOrderId (in any case) or orderId
          // twice, before it is signed: such batches are not bodies it builds.
          .filter((drawn) => {
            const keys = drawn.map((i) =>
              i.type === "NEW"
                ? `new ${i.order.clientOrderId?.toLowerCase() ?? ""}`
                : `cancel ${i.orderId.toLowerCase()}`,
            );
            const named = keys.filter((k) => k !== "new ");
            return new Set(named).size === named.length;
          }),
        async (instructions) => {
          const body = (await sent("batchOrders", () => owner.batchOrders({ instructions }))) as {
            instructions: { type: string; data: unknown }[];
          };
          const news = body.instructions.filter((i) => i.type === "NEW");
          expect(news.flatMap((i) => problems(orderSchema, i.data))).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });

  test("withdrawals, bridged or not", async () => {
    const endpoints = Object.values(LayerZeroEndpointId).filter((eid) => eid !== 0);
    const bridge = fc.option(
      fc.record({ lzDestinationAddress: address, lzDestinationEid: fc.constantFrom(...endpoints) }),
      { nil: undefined },
    );
    const amount = fc.bigInt({ min: 1n, max: 10n ** 15n }).map((n) => formatDecimal(n));
    await fc.assert(
      fc.asyncProperty(
        amount,
        bridge,
        fc.constantFrom(TOKEN_ID, TOKEN_ADDRESS),
        async (a, b, t) => {
          const body = await sent("withdraw", () => owner.withdraw({ token: t, amount: a, ...b }));
          expect(problems(requestSchema("withdraw"), body)).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });

  test("signer operations: link, revoke, extend, refresh", async () => {
    const key = fc
      .bigInt({ min: 1n, max: 2n ** 200n })
      .map((n) => privateKeySigner(`0x${n.toString(16).padStart(64, "0")}`));
    const name = fc.option(fc.string({ minLength: 1, maxLength: 32 }), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(key, name, address, async (newSigner, label, other) => {
        const link = await sent("linkSigner", () =>
          owner.linkSigner({ signer: newSigner, name: label }),
        );
        expect(problems(requestSchema("linkSigner"), link)).toEqual([]);
        const revoke = await sent("revokeSigner", () => owner.revokeSigner({ signer: other }));
        expect(problems(requestSchema("revokeSigner"), revoke)).toEqual([]);
        const refresh = await sent("refreshSigner", () => owner.refreshSigner({ signer: other }));
        expect(problems(requestSchema("refreshSigner"), refresh)).toEqual([]);
        const extend = await sent("extendSigner", () => signer.extendSigner());
        expect(problems(requestSchema("extendSigner"), extend)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  test("referral activations and claims", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Z0-9]{12}$/), async (code) => {
        const activate = await sent("activateReferral", () => owner.activateReferral());
        expect(problems(requestSchema("activateReferral"), activate)).toEqual([]);
        const claim = await sent("claimReferralCode", () => owner.claimReferralCode({ code }));
        expect(problems(requestSchema("claimReferralCode"), claim)).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  test("a body the live document refuses is reported", () => {
    expect(problems(requestSchema("cancelOrders"), { data: { sender: "0x1" } })).not.toEqual([]);
  });
});
