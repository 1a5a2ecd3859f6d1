import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeSubaccountName, ServerError, ValidationError } from "@perpkit/core";
import { afterEach, describe, expect, test } from "vitest";
import { ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient } from "../client.js";
import { lookupSubaccountId } from "./subaccounts.js";

// The lookup against a REST server written here from the interface's Subaccount resource and
// GET /v1/subaccount?sender=, with pages of `{ data, hasNext, nextCursor }`.

const OWNER = "0x00000000000000000000000000000000000000aa";
const OTHER = "0x00000000000000000000000000000000000000bb";
const ids = {
  primary: "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50",
  alt: "0b3c6a10-2f5e-4c1d-8a9b-7e6d5c4b3a21",
  third: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
};

interface RestServer {
  readonly url: string;
  readonly requests: URL[];
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Serves OWNER's subaccounts one to a page; `status` answers every request with it instead. */
async function startRest(status?: number): Promise<RestServer> {
  const owned = Object.entries(ids).map(([name, id]) => ({
    id,
    name: encodeSubaccountName(name),
    account: OWNER,
    createdAt: 1,
  }));
  const requests: URL[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    response.setHeader("content-type", "application/json");
    if (status !== undefined) {
      response.writeHead(status).end(JSON.stringify({ statusCode: status, message: "down" }));
      return;
    }
    if (url.pathname !== "/v1/subaccount") {
      response.writeHead(404).end(JSON.stringify({ statusCode: 404, message: "no route" }));
      return;
    }
    const mine = url.searchParams.get("sender") === OWNER ? owned : [];
    const at = Number(url.searchParams.get("cursor") ?? "0");
    const hasNext = at + 1 < mine.length;
    response.end(
      JSON.stringify({
        data: mine.slice(at, at + 1),
        hasNext,
        ...(hasNext ? { nextCursor: String(at + 1) } : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const rest = {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  cleanups.push(rest.close);
  return rest;
}

describe("lookupSubaccountId", () => {
  test("finds a subaccount's id by its owner and name, page by page", async () => {
    const rest = await startRest();
    expect(await lookupSubaccountId(OWNER, "third", { restUrl: rest.url })).toBe(ids.third);
    expect(rest.requests.map((r) => r.search)).toEqual([
      `?sender=${OWNER}`,
      `?sender=${OWNER}&cursor=1`,
      `?sender=${OWNER}&cursor=2`,
    ]);
  });

  test("remembers an id: asking again sends nothing", async () => {
    const rest = await startRest();
    expect(await lookupSubaccountId(OWNER, "primary", { restUrl: rest.url })).toBe(ids.primary);
    const sent = rest.requests.length;
    const bytes32 = encodeSubaccountName("primary");
    expect(await lookupSubaccountId(OWNER, bytes32, { restUrl: rest.url })).toBe(ids.primary);
    expect(rest.requests).toHaveLength(sent);
  });

  test("a name the owner does not have is a ValidationError naming the ones it has", async () => {
    const rest = await startRest();
    const lookup = lookupSubaccountId(OWNER, "savings", { restUrl: rest.url });
    await expect(lookup).rejects.toBeInstanceOf(ValidationError);
    await expect(lookup).rejects.toMatchObject({
      field: "subaccount",
      message: expect.stringContaining('"savings" (it owns "primary", "alt", "third")'),
    });
  });

  test("a malformed owner or name throws before any request", async () => {
    const rest = await startRest();
    expect(() => lookupSubaccountId("0x12", "primary", { restUrl: rest.url })).toThrow(
      expect.objectContaining({ name: "ValidationError", field: "account" }),
    );
    expect(() => lookupSubaccountId(OWNER, "x".repeat(33), { restUrl: rest.url })).toThrow(
      expect.objectContaining({ name: "ValidationError", field: "subaccount" }),
    );
    expect(rest.requests).toEqual([]);
  });

  test("a server error reaches the caller as the transport's typed error", async () => {
    const rest = await startRest(500);
    await expect(
      lookupSubaccountId(OTHER, "primary", { restUrl: rest.url }),
    ).rejects.toBeInstanceOf(ServerError);
  });

  test("with a gateway URL alone it asks the REST API on the gateway's host", async () => {
    const rest = await startRest();
    const url = `${rest.url.replace("http:", "ws:")}/v1/stream`;
    expect(await lookupSubaccountId(OWNER, "alt", { url })).toBe(ids.alt);
    expect(rest.requests.length).toBeGreaterThan(0);
  });
});

describe("account channels by subaccount name", () => {
  async function setup() {
    const rest = await startRest();
    const gateway = await ScriptedServer.start();
    cleanups.push(() => gateway.close());
    const client = createStreamClient({
      url: gateway.url,
      restUrl: rest.url,
      subaccounts: lookupSubaccountId,
      reconnect: { initialDelayMs: 5 },
    });
    cleanups.push(() => client.close());
    return { rest, gateway, client };
  }

  test("subscribe by the id the lookup finds, and route the account's messages to it", async () => {
    const { gateway, client } = await setup();
    const orders = client.subscribe({ type: "OrderUpdate", account: OWNER, subaccount: "alt" });
    expect(orders.topic).toEqual({ type: "OrderUpdate" });
    await orders.ready;
    expect(orders.topic).toEqual({ type: "OrderUpdate", subaccountId: ids.alt });
    const conn = await gateway.connection(0);
    expect(conn.requests).toEqual([
      { event: "subscribe", data: { type: "OrderUpdate", subaccountId: ids.alt } },
    ]);
    const heard = new Promise((resolve) => orders.on("message", resolve));
    conn.push("OrderUpdate", { t: 1, d: [] });
    expect(await heard).toEqual({ t: 1, d: [] });
  });

  test("by name and by id, one subaccount is one gateway subscription", async () => {
    const { gateway, client } = await setup();
    const byId = client.subscribe({ type: "OrderFill", subaccountId: ids.primary });
    await byId.ready;
    const byName = client.subscribe({ type: "OrderFill", account: OWNER, subaccount: "primary" });
    await byName.ready;
    expect(byName.shared).toBe(true);
    expect((await gateway.connection(0)).count("subscribe")).toBe(1);
  });

  test("a name the owner does not have fails the subscription, and nothing is sent", async () => {
    const { gateway, client } = await setup();
    const sub = client.subscribe({ type: "PositionUpdate", account: OWNER, subaccount: "savings" });
    await expect(sub.ready).rejects.toMatchObject({ name: "ValidationError", field: "subaccount" });
    expect(sub.status).toBe("failed");
    expect(gateway.connections).toHaveLength(0);
  });

  test("a malformed owner throws at subscribe", async () => {
    const { client } = await setup();
    expect(() =>
      client.subscribe({ type: "OrderUpdate", account: "0x12", subaccount: "primary" }),
    ).toThrow(expect.objectContaining({ name: "ValidationError", field: "account" }));
    expect(client.status).toBe("idle");
  });

  test("without the subaccounts option a name is a ValidationError before anything is sent", async () => {
    const gateway = await ScriptedServer.start();
    cleanups.push(() => gateway.close());
    const client = createStreamClient({ url: gateway.url });
    cleanups.push(() => client.close());
    expect(() =>
      client.subscribe({ type: "OrderUpdate", account: OWNER, subaccount: "primary" }),
    ).toThrow(expect.objectContaining({ name: "ValidationError", field: "subaccount" }));
    expect(client.status).toBe("idle");
  });

  test("unsubscribed before the id is found, it never reaches the gateway", async () => {
    let found: (id: string) => void = () => {};
    const gateway = await ScriptedServer.start();
    cleanups.push(() => gateway.close());
    const client = createStreamClient({
      url: gateway.url,
      subaccounts: () => new Promise((resolve) => (found = resolve)),
    });
    cleanups.push(() => client.close());
    const sub = client.subscribe({ type: "OrderUpdate", account: OWNER, subaccount: "primary" });
    await sub.unsubscribe();
    found(ids.primary);
    await client.connect();
    await client.ping();
    expect(sub.status).toBe("closed");
    expect((await gateway.connection(0)).count("subscribe")).toBe(0);
  });
});
