import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { stringFormats } from "@perpkit/core";
import { EIP712AuthIntent } from "@perpkit/rest";
import { type AuthData, signAuth } from "@perpkit/signing";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { type Answer, PRIMARY, setup, type Wallet, wallet } from "../../test/helpers.js";
import { routes } from "../generated/routes.js";
import { handlers } from "./handlers/index.js";

// The sandbox's answers are checked against the live service's own OpenAPI document, not the
// REST spec derived from it: a difference between the sandbox and the live contract fails here.
const UPSTREAM = fileURLToPath(new URL("../../../../spec/upstream/openapi.json", import.meta.url));

interface UpstreamOperation {
  readonly responses: Record<
    string,
    { readonly content?: Record<string, { readonly schema?: object }> }
  >;
}
const upstream = JSON.parse(readFileSync(UPSTREAM, "utf8")) as {
  paths: Record<string, Record<string, UpstreamOperation>>;
};

/** The formats the live document uses, as it means them (spec/formats.yaml). */
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: stringFormats });
ajv.addSchema({ ...upstream, $id: "upstream" });

const templates = Object.keys(upstream.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  literal: !template.includes("{"),
}));

/** `METHOD /path` of the upstream operation a request reaches (literal paths win). */
function operationOf(method: string, path: string): string {
  const pathname = path.split("?")[0] as string;
  const found =
    templates.find((t) => t.literal && t.pattern.test(pathname)) ??
    templates.find((t) => t.pattern.test(pathname));
  if (!found || !upstream.paths[found.template]?.[method.toLowerCase()]) {
    throw new Error(`${method} ${pathname} is no operation of the live document`);
  }
  return `${method.toUpperCase()} ${found.template}`;
}

const validators = new Map<string, ValidateFunction>();

/**
 * Problems of one answer against the live document's schema for its operation and status; an
 * answer whose status the live document does not list is a problem too.
 */
function problemsOf(method: string, path: string, answer: Answer<unknown>): string[] {
  const key = operationOf(method, path);
  const [, template] = key.split(" ") as [string, string];
  const operation = upstream.paths[template]?.[method.toLowerCase()] as UpstreamOperation;
  const response = operation.responses[String(answer.status)];
  if (!response) return [`${key} answered ${answer.status}, a status the live document lacks`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return [];
  const pointer = `${key}#${answer.status}`;
  let validate = validators.get(pointer);
  if (!validate) {
    const escaped = template.replace(/~/g, "~0").replace(/\//g, "~1");
    validate = ajv.compile({
      $ref: `upstream#/paths/${escaped}/${method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema`,
    });
    validators.set(pointer, validate);
  }
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${key} ${answer.status} ${e.instancePath || "/"} ${e.message ?? "is invalid"}`,
  );
}

/** Operations whose success answer was checked, across the tests of this file. */
const checked = new Set<string>();

type Session = Awaited<ReturnType<typeof setup>>;

/** Sends requests and collects every problem of their answers; each must succeed. */
function checker(session: Session) {
  const problems: string[] = [];
  const check = async <T = Record<string, unknown>>(
    method: "GET" | "POST" | "DELETE",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const answer = await session.request<T>(
      method,
      path,
      body,
      Object.keys(headers).length === 0
        ? {}
        : { headers: { "content-type": "application/json", ...headers } },
    );
    if (answer.status >= 300) {
      problems.push(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    }
    problems.push(...problemsOf(method, path, answer));
    checked.add(operationOf(method, path));
    return answer.body;
  };
  return { check, problems };
}

const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);

/** Alice and Bob trade one BTCUSD at 100; Alice keeps a resting bid. */
async function trading(session: Session) {
  const a = await session.deposit(alice);
  const b = await session.deposit(bob);
  await session.place(alice, { price: "100", clientOrderId: "aliceBuy" });
  await session.place(bob, { side: 1, price: "100" });
  await session.place(alice, { price: "90" });
  return { a, b };
}

describe("the sandbox answers in the live document's shapes", () => {
  it("a null in an optional field is a difference the check reports", () => {
    const answer = { status: 200, headers: new Headers(), body: { time: null } };
    expect(problemsOf("GET", "/v1/time", answer)).not.toEqual([]);
  });

  it("market reads: time, configuration, products, prices, liquidity, funding, trades, points", async () => {
    const session = await setup();
    const { check, problems } = checker(session);
    await trading(session);
    const product = session.btc.id;
    await check("GET", "/v1/time");
    await check("POST", "/v1/time");
    await check("GET", "/v1/rpc/config");
    await check("GET", "/v1/rate-limit/config");
    await check("GET", "/v1/maintenance");
    await check("GET", `/v1/whitelist?address=${alice.address}`);
    await check("GET", "/v1/product?orderBy=openInterest");
    await check("GET", `/v1/product/${product}`);
    await check("GET", `/v1/product/market-price?productIds=${product}`);
    await check("GET", `/v1/product/market-liquidity?productId=${product}`);
    await check("GET", `/v1/funding?productId=${product}&range=DAY`);
    await check("GET", `/v1/funding/projected-rate?productIds=${product}`);
    await check("GET", `/v1/order/trade?productId=${product}`);
    await check("GET", `/v1/points?address=${alice.address}&season=1&epoch=1`);
    await check("GET", `/v1/points/summary?address=${alice.address}`);
    await check("GET", "/v1/points/total");
    expect(problems).toEqual([]);
  });

  it("orders, fills, positions, subaccounts and balances after a trade", async () => {
    const session = await setup();
    const { check, problems } = checker(session);
    const { a, b } = await trading(session);
    const placed = await check<{ id: string }>(
      "POST",
      "/v1/order",
      await session.signedOrder(alice, { price: "95", clientOrderId: "toCancel" }),
    );
    await check("POST", "/v1/order/dry-run", {
      data: session.orderData(bob, { side: 1, price: "120" }),
    });
    const orders = await check<{ data: { id: string }[] }>("GET", `/v1/order?subaccountId=${a.id}`);
    await check("GET", `/v1/order/${placed.id}`);
    await check("GET", `/v1/order/${orders.data[0]?.id}/group`);
    await check("GET", `/v1/order/fill?subaccountId=${a.id}&orderBy=price`);
    const positions = await check<{ data: { id: string }[] }>(
      "GET",
      `/v1/position?subaccountId=${b.id}`,
    );
    const position = positions.data[0]?.id;
    await check("GET", `/v1/position/${position}`);
    await check("GET", `/v1/position/active?subaccountId=${b.id}&productId=${session.btc.id}`);
    await check("GET", `/v1/position/fill?positionId=${position}`);
    await check("GET", `/v1/subaccount?sender=${alice.address}`);
    await check("GET", "/v1/subaccount/all");
    await check("GET", `/v1/subaccount/${a.id}`);
    await check("GET", `/v1/subaccount/balance?subaccountId=${a.id}&orderBy=amount`);
    const { signCancelOrder } = await import("@perpkit/signing");
    await check(
      "POST",
      "/v1/order/cancel",
      await signCancelOrder({
        domain: session.domain,
        data: {
          sender: alice.address,
          subaccount: PRIMARY,
          nonce: session.nonces.next(),
          orderIds: [placed.id],
          clientOrderIds: ["noSuchOrder"],
        },
        signer: alice.signer,
        now: session.now(),
      }),
    );
    expect(problems).toEqual([]);
  });

  it("tokens, transfers, withdrawals and the linked-signer lifecycle", async () => {
    const session = await setup();
    const { check, problems } = checker(session);
    const a = await session.deposit(alice);
    const tokens = await check<{ data: { id: string }[] }>("GET", "/v1/token");
    await check("GET", `/v1/token/${tokens.data[0]?.id}`);
    const withdrawn = await session.withdraw(alice, "10");
    problems.push(...problemsOf("POST", `/v1/token/${tokens.data[0]?.id}/withdraw`, withdrawn));
    checked.add("POST /v1/token/{id}/withdraw");
    await check("GET", `/v1/token/withdraw?subaccountId=${a.id}`);
    await check("GET", `/v1/token/transfer?subaccountId=${a.id}`);
    const linked = await session.link(alice, carol, a.id);
    problems.push(...problemsOf("POST", "/v1/linked-signer/link", linked));
    checked.add("POST /v1/linked-signer/link");
    const signers = await check<{ data: { id: string }[] }>(
      "GET",
      `/v1/linked-signer?subaccountId=${a.id}`,
    );
    await check("GET", `/v1/linked-signer/${signers.data[0]?.id}`);
    await check("GET", `/v1/linked-signer/address/${carol.address}`);
    await check("GET", `/v1/linked-signer/quota?subaccountId=${a.id}`);
    for (const [method, path, answer] of [
      ["POST", "/v1/linked-signer/extend", await session.extend(carol)],
      ["POST", "/v1/linked-signer/refresh", await session.refresh(alice, carol, a.id)],
      ["DELETE", "/v1/linked-signer/revoke", await session.revoke(alice, carol, a.id)],
    ] as const) {
      expect(answer.status, path).toBeLessThan(300);
      problems.push(...problemsOf(method, path, answer));
      checked.add(`${method} ${path}`);
    }
    expect(problems).toEqual([]);
  });

  it("the referral program, signed with EIP712Auth in the body or the X-Ethereal-* headers", async () => {
    const session = await setup();
    const { check, problems } = checker(session);
    await session.deposit(alice);
    const auth = async (w: Wallet, data: Omit<AuthData, "sender" | "signedAt">) =>
      signAuth({
        domain: session.domain,
        data: { sender: w.address, signedAt: session.signedAt(), ...data },
        signer: w.signer,
        now: session.now(),
      });
    const headers = async (w: Wallet) => {
      const { data, signature } = await auth(w, { intent: EIP712AuthIntent.REFERRAL_READ });
      return {
        "X-Ethereal-Auth": "EIP712Auth",
        "X-Ethereal-Sender": data.sender,
        "X-Ethereal-Signature": signature,
        "X-Ethereal-Intent": String(data.intent),
        "X-Ethereal-SignedAt": String(data.signedAt),
      };
    };
    const activated = await check<{ code: string }>(
      "POST",
      "/v1/referral/activate",
      await auth(alice, { intent: EIP712AuthIntent.REFERRAL_ACTIVATION, subaccount: PRIMARY }),
    );
    await check("GET", `/v1/referral/code/${activated.code}`);
    await check(
      "POST",
      "/v1/referral/claim",
      await auth(bob, { intent: EIP712AuthIntent.REFERRAL_CLAIM, code: activated.code }),
    );
    await check("GET", "/v1/referral/summary", undefined, await headers(alice));
    const referred = await check<{ data: { referee: string }[] }>(
      "GET",
      "/v1/referral",
      undefined,
      await headers(alice),
    );
    expect(referred.data.map((r) => r.referee)).toEqual([bob.address.toLowerCase()]);
    expect(problems).toEqual([]);
  });

  it("a liquidation, after an oracle move through the maintenance margin", async () => {
    const session = await setup();
    const { check, problems } = checker(session);
    await session.deposit(bob);
    await session.deposit(carol, "10");
    await session.place(bob, { side: 1, price: "100", quantity: "1" });
    await session.place(carol, { side: 0, price: "100", quantity: "1" });
    await session.post("/sandbox/oracle-price", { symbol: "BTCUSD", price: "90" });
    const page = await check<{ data: unknown[] }>("GET", "/v1/position/liquidation");
    expect(page.data).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("refusals carry the live error bodies: 400, 401, 404 and a failed order's 422", async () => {
    const session = await setup();
    await session.deposit(alice, "1");
    const answers: [string, string, Answer<unknown>][] = [
      ["GET", "/v1/order?limit=2", await session.get("/v1/order?limit=2")],
      [
        "GET",
        "/v1/order/9036443a-441a-4a66-87f2-bd5c44cdca7a",
        await session.get("/v1/order/9036443a-441a-4a66-87f2-bd5c44cdca7a"),
      ],
      [
        "POST",
        "/v1/order",
        await session.post("/v1/order", await session.forgeOrder(session.orderData(alice), bob)),
      ],
      ["POST", "/v1/order", await session.place(alice, { quantity: "1000", price: "1000" })],
    ];
    expect(answers.map(([, , a]) => a.status)).toEqual([400, 404, 401, 422]);
    expect(answers.flatMap(([method, path, answer]) => problemsOf(method, path, answer))).toEqual(
      [],
    );
  });

  it("every operation of the live document the engine implements was answered and checked above", () => {
    const all = Object.entries(upstream.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // One the live contract added since has no handler yet and answers 501 (unimplemented.ts).
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
    const implemented = (op: string) => {
      const [method, path] = op.split(" ") as [string, string];
      const route = routes.find((r) => r.method === method && shape(r.path) === shape(path));
      return route !== undefined && handlers[route.operationId] !== undefined;
    };
    expect(all.filter((op) => implemented(op) && !checked.has(op))).toEqual([]);
  });
});
