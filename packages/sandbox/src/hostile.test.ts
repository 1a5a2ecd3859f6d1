import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";

// Bad and hostile input: a 400 with the interface's error body, never a crash or a state change.

const alice = wallet(1);

async function rawHttp(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(text));
    let out = "";
    socket.on("data", (d) => {
      out += d.toString();
    });
    socket.on("end", () => resolve(out));
    socket.on("close", () => resolve(out));
    socket.on("error", reject);
  });
}

describe("hostile input", () => {
  it("answers malformed JSON with a 400 error body", async () => {
    const { request } = await setup();
    for (const text of ["{", '{"data":', "nul", "[1,2", "{'a':1}"]) {
      const answer = await request("POST", "/v1/order", text);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
      expect(String(answer.body.message)).toMatch(/JSON/);
    }
  });

  it("answers bodies of the wrong type or shape with a 400 naming the field", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice);
    const cases: [unknown, RegExp][] = [
      [[], /object/],
      [null, /object/],
      ['"order"', /object/],
      [{ ...body, data: { ...body.data, quantity: 1 } }, /quantity/],
      [{ ...body, data: { ...body.data, side: "buy" } }, /side/],
      [{ ...body, data: { ...body.data, nonce: 12345 } }, /nonce/],
      [{ ...body, data: { ...body.data, signedAt: "now" } }, /signedAt/],
      [{ ...body, signature: 42 }, /signature/],
      [{ data: body.data }, /signature/],
      [{ ...body, data: { ...body.data, type: "STOP" } }, /type/],
    ];
    for (const [input, field] of cases) {
      const answer = await post("/v1/order", input);
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(String(answer.body.message)).toMatch(field);
    }
  });

  it("refuses unknown fields, at the top and inside data", async () => {
    const { deposit, signedOrder, post } = await setup();
    await deposit(alice);
    const body = await signedOrder(alice);
    const top = await post("/v1/order", { ...body, extra: true });
    expect(top.status).toBe(400);
    expect(top.body.message).toMatch(/extra is not allowed/);
    const inner = await post("/v1/order", { ...body, data: { ...body.data, leverage: 50 } });
    expect(inner.status).toBe(400);
    expect(inner.body.message).toMatch(/leverage is not allowed/);
  });

  it("refuses an oversized body with a 400 and keeps serving", async () => {
    const { request, get } = await setup({ maxBodyBytes: 1024 });
    const answer = await request("POST", "/v1/order", JSON.stringify({ pad: "x".repeat(5000) }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/larger than 1024 bytes/);
    expect((await get("/v1/time")).status).toBe(200);
  });

  it("refuses invalid UTF-8, deep nesting and __proto__ keys without harm", async () => {
    const { request, post } = await setup();
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
    const utf8 = await request("POST", "/v1/order", undefined, { body: bytes });
    expect(utf8.status).toBe(400);
    const deep = await request("POST", "/v1/order", `${"[".repeat(20000)}${"]".repeat(20000)}`);
    expect(deep.status).toBe(400);
    const proto = await request("POST", "/v1/order", '{"__proto__":{"polluted":true},"data":{}}');
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const control = await post(
      "/sandbox/deposit",
      JSON.parse('{"__proto__":{"x":1},"account":"0x1"}'),
    );
    expect(control.status).toBe(400);
  });

  it("refuses bad path ids, unknown or repeated query parameters and mistyped ones", async () => {
    const { get, deposit } = await setup();
    const sub = await deposit(alice);
    const cases = [
      "/v1/order/not-a-uuid",
      "/v1/order/%E0%A4%A",
      `/v1/order?subaccountId=${sub.id}&limit=abc`,
      `/v1/order?subaccountId=${sub.id}&verbose=1`,
      `/v1/order?subaccountId=${sub.id}&subaccountId=${sub.id}`,
      "/v1/order",
      `/v1/subaccount?sender=0x12`,
      `/v1/order?subaccountId=${sub.id}&cursor=bogus`,
    ];
    for (const path of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400 });
    }
  });

  it("answers a garbled HTTP request with 400 and keeps serving", async () => {
    const { sandbox, get } = await setup();
    const reply = await rawHttp(sandbox.port, "THIS IS NOT HTTP\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await get("/v1/time")).status).toBe(200);
  });

  it("leaves state unchanged after a storm of bad requests", async () => {
    const { deposit, signedOrder, post, request, get, place } = await setup();
    const sub = await deposit(alice, "1000");
    const good = await place(alice);
    const body = await signedOrder(alice);
    const storm = [
      request("POST", "/v1/order", "{"),
      post("/v1/order", { ...body, data: { ...body.data, quantity: "-1" } }),
      post("/v1/order", { ...body, data: { ...body.data, quantity: "1e3" } }),
      post("/v1/order", { ...body, data: { ...body.data, price: "NaN" } }),
      post("/v1/order", { ...body, data: { ...body.data, onchainId: 999 } }),
      post("/v1/order", { ...body, data: { ...body.data, onchainId: -1 } }),
      post("/v1/order", { ...body, data: { ...body.data, quantity: "1".repeat(60) } }),
      post("/v1/order/cancel", { data: { orderIds: [good.body.id] }, signature: body.signature }),
      post("/v1/token/00000000-0000-4000-8000-000000000000/withdraw", {
        data: {},
        signature: "0x",
      }),
      request("DELETE", "/v1/linked-signer/revoke", "[]"),
      post("/sandbox/deposit", { account: alice.address, amount: "-5" }),
      post("/sandbox/time", { advanceMs: -1 }),
    ];
    const statuses = (await Promise.all(storm)).map((a) => a.status);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    const orders = await get<{ data: { id: string; status: string }[] }>(
      `/v1/order?subaccountId=${sub.id}`,
    );
    expect(orders.body.data).toEqual([
      expect.objectContaining({ id: good.body.id, status: "NEW" }),
    ]);
    const balance = await get<{ data: { amount: string }[] }>(
      `/v1/subaccount/balance?subaccountId=${sub.id}`,
    );
    expect(balance.body.data[0]?.amount).toBe("1000");
  });
});
