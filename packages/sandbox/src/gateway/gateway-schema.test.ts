import { readFileSync } from "node:fs";
import { stringFormats } from "@perpkit/core";
import { Ajv, type ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { setup, wallet } from "../../test/helpers.js";
import { type Frame, rawConnection, waitFor } from "../../test/stream-helpers.js";

// Every channel message the gateway sends fits the live service's own message schema
// (spec/upstream/ws_messages.json, whose enumerations point into spec/upstream/openapi.json),
// and every reply and pong fits the gateway layer of spec/stream/layer.yaml.

const read = (path: string) =>
  readFileSync(new URL(`../../../../spec/${path}`, import.meta.url), "utf8");
const messages = JSON.parse(read("upstream/ws_messages.json")) as object;
const openapi = JSON.parse(read("upstream/openapi.json")) as object;
const layer = parse(read("stream/layer.yaml")) as { components: { schemas: object } };

// The formats the live schemas use, as they mean them (spec/formats.yaml).
const ajv = new Ajv({ strict: false, allErrors: true, formats: stringFormats });
ajv.addKeyword({
  keyword: "x-known-values",
  validate: (known: unknown, data: unknown) => {
    const values: unknown[] = Array.isArray(known) ? known : Object.keys(known as object);
    return values.includes(data);
  },
});
ajv.addSchema({ ...openapi, $id: "https://upstream.invalid/openapi.json" });
ajv.addSchema({ ...messages, $id: "https://upstream.invalid/ws_messages.json" });
ajv.addSchema({ $id: "layer", components: layer.components });
const schema = (name: string): ValidateFunction => {
  const own = ["OkReply", "ErrorReply", "Pong"].includes(name);
  const validate = ajv.getSchema(
    own
      ? `layer#/components/schemas/${name}`
      : `https://upstream.invalid/ws_messages.json#/components/schemas/${name}`,
  );
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
};

/** The schema a frame must fit: a reply, a pong, or a channel message. */
function schemaOf(frame: Frame): string {
  if (frame.ok === true) return "OkReply";
  if (frame.ok === false) return "ErrorReply";
  if (frame.e === "pong") return "Pong";
  return `${frame.e}Message`;
}

const alice = wallet(1);
const bob = wallet(2);
const carol = wallet(3);

describe("frames and the spec", () => {
  it("every frame of a busy session fits its live message schema, or the layer's reply schema", async () => {
    const ctx = await setup({
      stream: { l2BookIntervalMs: 10, tickerIntervalMs: 10 },
      withdrawalLockoutMs: 1_000,
    });
    const { place, cancel, deposit, post, sandbox } = ctx;
    await deposit(alice, "100000");
    await deposit(bob, "100000");
    const c = await deposit(carol, "20");
    const raw = await rawConnection(sandbox.wsUrl);
    const subscribe = (data: object) => raw.request({ event: "subscribe", data });
    for (const type of ["L2Book", "Ticker", "TradeFill"]) {
      expect(await subscribe({ type, symbol: "BTCUSD" })).toMatchObject({ ok: true });
    }
    for (const type of [
      "OrderUpdate",
      "OrderFill",
      "PositionUpdate",
      "TokenTransfer",
      "SubaccountLiquidation",
    ]) {
      expect(await subscribe({ type, subaccountId: c.id })).toMatchObject({ ok: true });
    }
    // Refusals of several kinds.
    await subscribe({ type: "L2Book", symbol: "NOPE" });
    await subscribe({ type: "Nope", symbol: "BTCUSD" });
    await subscribe({ type: "L2Book", symbol: "BTCUSD" });
    await raw.request({ event: "unsubscribe", data: { type: "Ticker", symbol: "ETHUSD" } });
    await raw.request("not json");
    raw.send({ event: "ping" });

    // Trading: resting, crossing, refused and cancelled orders, then a liquidation.
    await place(bob, { side: 1, price: "100", quantity: "2" });
    await place(alice, { side: 0, price: "95", quantity: "1" });
    await place(carol, { side: 0, price: "100", quantity: "1", clientOrderId: "carol1" });
    const resting = await place(carol, { side: 0, price: "90", quantity: "0.5" });
    await place(carol, { side: 1, price: "200", quantity: "0.1", timeInForce: "IOC" });
    await place(carol, { side: 0, price: "100", quantity: "0.1", postOnly: true });
    await cancel(carol, { orderIds: [resting.body.id] });
    await place(carol, { side: 0, price: "80", quantity: "0.01" });
    await ctx.withdraw(carol, "1");
    sandbox.clock.advance(1_000);
    await post("/sandbox/oracle-price", { symbol: "BTCUSD", price: "75" });

    const seen = await waitFor(() => {
      const events = new Set(raw.frames.map((f) => f.e ?? (f.ok ? "ok" : "error")));
      const all = [
        "ok",
        "error",
        "pong",
        "L2Book",
        "Ticker",
        "TradeFill",
        "OrderUpdate",
        "OrderFill",
        "PositionUpdate",
        "TokenTransfer",
        "SubaccountLiquidation",
      ];
      return all.every((e) => events.has(e)) && events;
    }, "a frame of every kind");
    expect(seen.size).toBe(11);
    const misfits = raw.frames.flatMap((frame) => {
      const validate = schema(schemaOf(frame));
      return validate(frame) ? [] : [{ frame, errors: validate.errors }];
    });
    expect(misfits).toEqual([]);
    expect(raw.frames.length).toBeGreaterThan(30);
    // A refused order says why, with a rejection reason the live document knows.
    const reasons = raw.frames.flatMap((f) =>
      f.e === "OrderUpdate" ? ((f.data?.d ?? []) as { rr?: string }[]).map((o) => o.rr) : [],
    );
    expect(reasons).toEqual(
      expect.arrayContaining(["UnfilledImmediateOrCancel", "ImmediateMatchPostOnly"]),
    );
    const known = ajv.getSchema(
      "https://upstream.invalid/openapi.json#/components/schemas/RejectedReasonEnum",
    );
    expect(reasons.filter((r) => r !== undefined && !known?.(r))).toEqual([]);
  });

  it("the checker refuses frames that break the spec", () => {
    const bad: Frame[] = [
      { e: "L2Book", t: 1, data: { s: "BTCUSD", t: 1, a: [[100, "1"]], b: [] } },
      { e: "OrderUpdate", t: 1, data: { t: 1, d: [{ id: "x" }] } },
      { e: "TokenTransfer", t: 1, data: { t: 1, st: "LOST" } },
      { ok: false, code: "NOT_A_CODE" },
    ];
    for (const frame of bad) expect(schema(schemaOf(frame))(frame)).toBe(false);
  });
});
