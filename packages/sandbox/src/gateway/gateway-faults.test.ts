import { ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../../test/helpers.js";
import { gapsIn, rawConnection, streamClient, waitFor } from "../../test/stream-helpers.js";
import { STREAM_FAULTS_PATH } from "../faults/stream.js";

// Stream faults on purpose: from the sandbox object and from /sandbox/faults/stream.

const alice = wallet(1);

describe("stream faults over HTTP", () => {
  it("reports the connections and the pending skips", async () => {
    const { sandbox, get } = await setup();
    expect(STREAM_FAULTS_PATH).toBe("/sandbox/faults/stream");
    expect((await get(STREAM_FAULTS_PATH)).body).toEqual({ connections: 0, skipL2Book: {} });
    await rawConnection(sandbox.wsUrl);
    await rawConnection(sandbox.wsUrl);
    expect((await get(STREAM_FAULTS_PATH)).body).toEqual({ connections: 2, skipL2Book: {} });
  });

  it("drops every connection without a close frame", async () => {
    const { sandbox, post } = await setup();
    const first = await rawConnection(sandbox.wsUrl);
    const second = await rawConnection(sandbox.wsUrl);
    const answer = await post(STREAM_FAULTS_PATH, { dropConnections: true });
    expect(answer).toMatchObject({
      status: 200,
      body: { droppedConnections: 2, connections: 0, skipL2Book: {} },
    });
    expect((await first.closed).code).toBe(1006);
    expect((await second.closed).code).toBe(1006);
  });

  it("leaves out the next diffs of one market for every subscriber", async () => {
    const { sandbox, post, deposit, place } = await setup({ stream: { l2BookIntervalMs: 10 } });
    await deposit(alice);
    const raw = await rawConnection(sandbox.wsUrl);
    await raw.request({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } });
    await raw.request({ event: "subscribe", data: { type: "L2Book", symbol: "ETHUSD" } });
    const answer = await post(STREAM_FAULTS_PATH, { skipL2Book: "BTCUSD", count: 2 });
    expect(answer).toMatchObject({ status: 200, body: { skipL2Book: { BTCUSD: 2 } } });
    await place(alice, { price: "100" });
    await waitFor(() => sandbox.faults.stream.state().skipL2Book.BTCUSD === undefined, "the skips");
    const seen = raw.frames.length;
    await waitFor(() => raw.frames.length > seen + 4, "more diffs");
    expect(gapsIn(raw.frames, "BTCUSD")).toBe(1);
    expect(gapsIn(raw.frames, "ETHUSD")).toBe(0);
    // Two diffs went missing: the break spans three book times.
    const btc = raw.frames
      .map((f) => f.data as { s?: string; t?: number; pt?: number })
      .filter((d) => d?.s === "BTCUSD");
    const at = btc.findIndex((d, i) => i > 0 && d.pt !== btc[i - 1]?.t);
    expect(btc[at]?.pt).toBeGreaterThan(btc[at - 1]?.t as number);
  });

  it("refuses a body it cannot follow with a 400", async () => {
    const { post, request } = await setup();
    for (const body of [
      {},
      { skipL2Book: "DOGEUSD" },
      { skipL2Book: 1 },
      { skipL2Book: "BTCUSD", count: 0 },
      { skipL2Book: "BTCUSD", count: 1.5 },
      { count: 2 },
      { dropConnections: "yes" },
      { dropConnections: true, why: "testing" },
      [],
    ]) {
      const answer = await post(STREAM_FAULTS_PATH, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    expect((await request("POST", STREAM_FAULTS_PATH, "{oops")).status).toBe(400);
    expect((await request("DELETE", STREAM_FAULTS_PATH)).status).toBe(405);
  });

  it("is not served when the control endpoints are off; the API still works", async () => {
    const { sandbox, post } = await setup({ control: false });
    expect((await post(STREAM_FAULTS_PATH, { dropConnections: true })).status).toBe(404);
    const raw = await rawConnection(sandbox.wsUrl);
    expect(sandbox.faults.stream.dropConnections()).toBe(1);
    expect((await raw.closed).code).toBe(1006);
  });
});

describe("stream faults from the sandbox object", () => {
  it("refuses a symbol that names no product and a count below one", async () => {
    const { sandbox } = await setup();
    expect(() => sandbox.faults.stream.skipL2BookMessage("DOGEUSD")).toThrow(ValidationError);
    expect(() => sandbox.faults.stream.skipL2BookMessage("BTCUSD", 0)).toThrow(ValidationError);
    sandbox.faults.stream.skipL2BookMessage("BTCUSD");
    sandbox.faults.stream.skipL2BookMessage("BTCUSD", 2);
    expect(sandbox.faults.stream.state().skipL2Book).toEqual({ BTCUSD: 3 });
  });

  it("a client whose connection is dropped reconnects and gets its subscriptions back", async () => {
    const { sandbox, deposit, place } = await setup();
    const sub = await deposit(alice);
    const client = streamClient(sandbox.wsUrl);
    const orders = client.subscribe({ type: "OrderUpdate", subaccountId: sub.id });
    const statuses: string[] = [];
    orders.on("status", (s) => statuses.push(s));
    await orders.ready;
    sandbox.faults.stream.dropConnections();
    await waitFor(() => statuses.at(-1) === "active" && statuses.includes("reconnecting"), "back");
    const received: string[] = [];
    orders.on("message", (m) => received.push(...m.d.map((o) => o.st)));
    await place(alice, { price: "100" });
    await waitFor(() => received.includes("NEW"), "the order over the new connection");
  });
});
