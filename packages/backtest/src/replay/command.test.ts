import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { replayOption } from "./command.js";

// perpkit-replay's flags read into the replay's options, before any sandbox starts.

describe("replayOption", () => {
  test("reads the markets and the window to play of a folder of recordings", () => {
    expect(
      replayOption({
        replay: "data",
        "replay-symbols": "BTCUSD, ETHUSD",
        "replay-from": "2026-01-05T10:00:00Z",
        "replay-to": "1767614400000",
      }),
    ).toEqual({
      file: "data",
      symbols: ["BTCUSD", "ETHUSD"],
      from: Date.UTC(2026, 0, 5, 10),
      to: 1767614400000,
    });
  });

  test("reads a day as its midnight in UTC, and a time in another zone as that instant", () => {
    const option = replayOption({
      replay: "data",
      "replay-from": "2026-01-05",
      "replay-to": "2026-01-05T12:30:00+02:00",
    });
    expect(option.from).toBe(Date.UTC(2026, 0, 5));
    expect(option.to).toBe(Date.UTC(2026, 0, 5, 10, 30));
  });

  test.each([
    ["replay-from", "2026-01-05T10:00:00", "--replay-from"],
    ["replay-to", "yesterday", "--replay-to"],
    ["replay-from", "2026-02-30", "--replay-from"],
    ["replay-symbols", "BTCUSD,,ETHUSD", "--replay-symbols"],
  ])("refuses --%s %s, naming the flag", (flag, value, field) => {
    let caught: unknown;
    try {
      replayOption({ replay: "data", [flag]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).field).toBe(field);
  });

  test("a window without --replay names the missing recording's flag", () => {
    expect(() => replayOption({ "replay-symbols": "BTCUSD" })).toThrow(
      /--replay-symbols.*--replay/,
    );
  });
});
