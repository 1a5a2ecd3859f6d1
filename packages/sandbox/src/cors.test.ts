import { limits } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { setup, wallet } from "../test/helpers.js";
import { rawConnection } from "../test/stream-helpers.js";

// A page served from another origin (a Vite dev server on localhost, a built app) calls the
// sandbox from the browser: every answer must allow that origin, and preflights must pass.
const pageOrigin = "http://127.0.0.1:5173";
const fromPage = { origin: pageOrigin };

describe("browser pages on another origin", () => {
  it("pass the preflight of a JSON POST to the order endpoint", async () => {
    const { request, sandbox } = await setup();
    const answer = await fetch(`${sandbox.baseUrl}/v1/order`, {
      method: "OPTIONS",
      headers: {
        ...fromPage,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
    expect(answer.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(answer.headers.get("access-control-allow-headers")).toContain("content-type");
    // A preflight is not a request of the API: it costs no rate-limit points.
    const read = await request("GET", "/v1/time", undefined, { headers: fromPage });
    const limit = Number(read.headers.get(limits.rateLimit.headers.limit));
    const remaining = Number(read.headers.get(limits.rateLimit.headers.remaining));
    const { costs, endpointCosts } = limits.rateLimit;
    expect(limit - remaining).toBe(costs[endpointCosts.default]);
  });

  it("may read REST answers and their rate-limit headers", async () => {
    const { request } = await setup();
    const answer = await request("GET", "/v1/product", undefined, { headers: fromPage });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = answer.headers.get("access-control-expose-headers") ?? "";
    for (const header of [limits.rateLimit.headers.limit, limits.rateLimit.headers.remaining]) {
      expect(exposed).toContain(header);
    }
  });

  it("may read error answers, so the page can show why a request failed", async () => {
    const { request } = await setup();
    const refused = await request("POST", "/v1/order", "{}", {
      headers: { ...fromPage, "content-type": "application/json" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    const missing = await request("GET", "/v1/nothing-here", undefined, { headers: fromPage });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("may call the faucet", async () => {
    const { request } = await setup();
    const answer = await request(
      "POST",
      "/sandbox/deposit",
      { account: wallet(2).address, amount: "10" },
      { headers: { ...fromPage, "content-type": "application/json" } },
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("may open the stream gateway", async () => {
    const { sandbox } = await setup();
    const connection = await rawConnection(sandbox.wsUrl, { origin: pageOrigin });
    connection.send({ event: "ping" });
    expect(await connection.next((frame) => frame.e === "pong", "a pong")).toMatchObject({
      e: "pong",
    });
  });
});
