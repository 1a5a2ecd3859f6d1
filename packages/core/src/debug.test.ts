import { describe, expect, test } from "vitest";
import { createDebugLogger, debugEnabled } from "./debug.js";
import { createManualClock } from "./time/manual-clock.js";

describe("DEBUG switch", () => {
  test.each([
    ["perpkit", "perpkit:rest", true],
    ["perpkit:*", "perpkit:stream", true],
    ["*", "perpkit:candles", true],
    ["perpkit:rest", "perpkit:rest", true],
    ["perpkit:rest", "perpkit:stream", false],
    ["express,perpkit:stream", "perpkit:stream", true],
    ["perpkit:* -perpkit:candles", "perpkit:candles", false],
    ["perpkitx", "perpkit:rest", false],
    ["", "perpkit:rest", false],
    [undefined, "perpkit:rest", false],
  ])("DEBUG=%s switches %s: %s", (value, namespace, expected) => {
    expect(debugEnabled(namespace, value)).toBe(expected);
  });
});

describe("debug logger", () => {
  const clock = createManualClock({ start: Date.UTC(2026, 0, 1) });

  test("writes a timestamped line under its namespace while switched on", () => {
    const lines: string[] = [];
    let env: string | undefined = "perpkit";
    const debug = createDebugLogger("perpkit:stream", {
      env: () => env,
      write: (line) => lines.push(line),
      clock,
    });
    debug("reconnecting in 500 ms");
    env = undefined;
    debug("not written");
    expect(lines).toEqual(["2026-01-01T00:00:00.000Z perpkit:stream reconnecting in 500 ms"]);
    expect(debug.enabled).toBe(false);
  });

  test("keeps each entry on one line and never writes what could be a private key", () => {
    const lines: string[] = [];
    const debug = createDebugLogger("perpkit:rest", {
      env: () => "perpkit:*",
      write: (line) => lines.push(line),
      clock,
    });
    debug(`failed:\n  key 0x${"ab".repeat(32)}\n  end`);
    expect(lines).toEqual(["2026-01-01T00:00:00.000Z perpkit:rest failed: key <32-byte hex> end"]);
  });
});
