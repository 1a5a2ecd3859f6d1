import { afterEach, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../test/http-server.js";
import { ValidationError } from "../errors.js";
import { createHttpTransport } from "../transport.js";
import { type Clock, systemClock } from "./clock.js";
import { createManualClock } from "./manual-clock.js";
import { assertNonceWindow } from "./nonces.js";
import { assertSignedAtWindow, createServerClock } from "./server-clock.js";

/** A clock whose time is what `now` says. */
const readingAt = (now: () => number): Clock => ({ ...systemClock, now });

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("server clock", () => {
  test("learns the server's offset from GET /v1/time over a real socket", async () => {
    const skewMs = 7_500;
    server = await startTestServer(() => ({ json: { time: Date.now() + skewMs } }));
    const http = createHttpTransport({ baseUrl: server.url });
    const clock = createServerClock({
      fetchTime: async () =>
        ((await http.request({ method: "GET", path: "/v1/time" })).body as { time: number }).time,
    });
    await clock.sync(3);
    expect(server.requests).toHaveLength(3);
    const rtt = clock.roundTripMs ?? Number.POSITIVE_INFINITY;
    // The true offset lies within half a round trip (plus rounding) of the estimate.
    expect(Math.abs(clock.offsetMs - skewMs)).toBeLessThanOrEqual(rtt / 2 + 1);
  });

  test("builds nonce and signedAt from server time", async () => {
    const local = createManualClock({ start: 1_000_000 });
    const clock = createServerClock({ clock: local, fetchTime: async () => 1_764_897_077_655 });
    await clock.sync();
    expect(clock.offsetMs).toBe(1_764_897_077_655 - 1_000_000);
    expect(clock.now()).toBe(1_764_897_077_655);
    expect(clock.signedAt()).toBe(1_764_897_077);
    const nonce = BigInt(clock.nonce());
    expect(nonce >= 1_764_897_077_655_000_000n).toBe(true);
    local.advance(2_000);
    expect(clock.signedAt()).toBe(1_764_897_079);
  });

  test("keeps the sample with the shortest round trip", async () => {
    let local = 0;
    // First sample: 100 ms round trip; second: 10 ms. Server time is local + 500.
    const trips = [100, 10];
    let k = 0;
    const clock = createServerClock({
      clock: readingAt(() => local),
      fetchTime: async () => {
        const rtt = trips[k++] as number;
        local += rtt / 2;
        const server = local + 500 + (rtt === 100 ? 30 : 0);
        local += rtt / 2;
        return server;
      },
    });
    await clock.sync(2);
    expect(clock.roundTripMs).toBe(10);
    expect(clock.offsetMs).toBe(500);
  });

  test("without a time source the offset stays zero", async () => {
    const clock = createServerClock({ clock: createManualClock({ start: 42_000 }) });
    await clock.sync();
    expect(clock.offsetMs).toBe(0);
    expect(clock.signedAt()).toBe(42);
  });
});

describe("timing windows", () => {
  const now = 1_764_897_077_000;

  test("signedAt may be up to 1 hour old and 10 seconds ahead", () => {
    expect(() => assertSignedAtWindow(now / 1000 - 3_600, now)).not.toThrow();
    expect(() => assertSignedAtWindow(now / 1000 + 10, now)).not.toThrow();
    expect(() => assertSignedAtWindow(now / 1000 - 3_601, now)).toThrow(
      "signedAt is 3601 s in the past",
    );
    expect(() => assertSignedAtWindow(now / 1000 + 11, now)).toThrow(
      "signedAt is 11 s in the future",
    );
  });

  test("signedAt must be whole seconds", () => {
    expect(() => assertSignedAtWindow(now, now)).toThrow(ValidationError);
    expect(() => assertSignedAtWindow(1.5, now)).toThrow(
      "signedAt must be a whole number of Unix seconds",
    );
    expect(() => assertSignedAtWindow("1764897077", now)).toThrow(ValidationError);
  });

  test("nonce must be within 1 hour of server time", () => {
    const ns = (ms: number) => `${BigInt(ms) * 1_000_000n}`;
    expect(assertNonceWindow(ns(now - 3_600_000), now)).toBe(BigInt(ns(now - 3_600_000)));
    expect(() => assertNonceWindow(ns(now + 3_600_000), now)).not.toThrow();
    expect(() => assertNonceWindow(ns(now - 3_601_000), now)).toThrow(
      "nonce is 3601 s away from server time",
    );
    expect(() => assertNonceWindow(ns(now + 3_601_000), now)).toThrow(ValidationError);
  });

  test("nonce must be a decimal string that fits a uint64", () => {
    expect(() => assertNonceWindow(Number("1764897077655477722"), now)).toThrow(
      "nonce must be a decimal string",
    );
    expect(() => assertNonceWindow("1.5", now)).toThrow(ValidationError);
    expect(() => assertNonceWindow("18446744073709551616", now)).toThrow(
      "nonce does not fit in a uint64",
    );
  });
});
