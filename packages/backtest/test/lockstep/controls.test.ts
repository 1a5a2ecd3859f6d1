import { ValidationError } from "@perpkit/core";
import { LATEST_TIME_MS } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { describe, expect, test } from "vitest";
import { type ReplaySandbox, startReplay } from "../../src/replay/start.js";
import { closedAfterTest, diff, snapshot, trade, writeRecording } from "../replay/recordings.js";
import { BOT_KEY, startQuotingBot } from "./quoting-bot.js";

// Hostile control values, over the library and over HTTP alike: each is a ValidationError (a 400)
// naming its field, and the clock never takes a time it cannot stand for.

const T = Date.UTC(2026, 4, 2, 10);

function recording(): string {
  return writeRecording(
    ["BTCUSD"],
    [
      snapshot("BTCUSD", T, [["59990", "1"]], [["60010", "1"]]),
      trade("BTCUSD", T + 400, "60010", "0.1", 0),
      diff("BTCUSD", T + 1_000, T, [["59995", "2"]], []),
      diff("BTCUSD", T + 60_000, T + 1_000, [["59995", "1"]], []),
    ],
  );
}

async function replay(speed: "step" | "max", paused = false): Promise<ReplaySandbox> {
  return closedAfterTest(
    await startReplay({
      seed: 1,
      rateLimits: false,
      replay: { file: recording(), speed, paused },
      onError: () => undefined,
    }),
  );
}

async function post(sandbox: ReplaySandbox, path: string, body: unknown) {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe("a replay's controls", { timeout: 60_000 }, () => {
  test.each([
    ["ms", 0.5],
    ["ms", -1],
    ["ms", Number.NaN],
    ["ms", Number.POSITIVE_INFINITY],
    ["ms", "5"],
    ["time", T + 0.5],
    ["time", -3],
    ["time", LATEST_TIME_MS + 1],
  ] as const)(
    "refuse %s %s, naming the field, in the library and over HTTP",
    async (field, value) => {
      const sandbox = await replay("step");
      const replayed = sandbox.replay as ReplaySandbox["replay"];
      const call =
        field === "ms"
          ? () => replayed.advance(value as number)
          : () => replayed.advanceTo(value as number);
      const refused = await Promise.resolve()
        .then(call)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).field).toBe(field);
      // JSON has no NaN or infinity: they travel as null, which is refused as well.
      const answer = await post(sandbox, "/sandbox/replay/advance", { [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^${field} `));
      expect(Number.isSafeInteger(sandbox.clock.now())).toBe(true);
      const time = (await (await fetch(`${sandbox.baseUrl}/v1/time`)).json()) as unknown;
      expect(JSON.stringify(time)).not.toMatch(/\.\d/);
    },
  );

  test("the sandbox clock refuses a time that is not a whole number of ms, naming the field", async () => {
    const sandbox = await replay("step");
    expect(() => sandbox.clock.advance(0.5)).toThrow(ValidationError);
    expect(() => sandbox.clock.setTime(T + 0.25)).toThrow(/^time must be a whole number/);
    expect((await post(sandbox, "/sandbox/time", { advanceMs: 0.5 })).status).toBe(400);
  });

  test("refuses a bad stall bound, naming it", async () => {
    for (const stallRealMs of [0, 0.5, -1, 3_600_001]) {
      await expect(startReplay({ replay: { file: recording(), stallRealMs } })).rejects.toThrow(
        /^replay\.stallRealMs must be a whole number/,
      );
    }
  });

  test("an advance to the last time a nonce can carry stops at the recording's end, with a bot attached", async () => {
    const sandbox = await replay("step");
    await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const replayed = sandbox.replay as ReplaySandbox["replay"];
    await replayed.advance(10);
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock, 5_000);
    const status = await replayed.advanceTo(LATEST_TIME_MS);
    expect(status).toMatchObject({ ended: true, endTime: T + 60_000, time: T + 60_000 });
    // Once over, nothing is left to play: another advance answers at once, the clock unmoved.
    expect(await replayed.advance(1_000_000)).toMatchObject({ time: T + 60_000 });
    await bot.stop();
  });

  test("closing the sandbox during a long advance returns, and the advance settles", async () => {
    const sandbox = await replay("step");
    await sandbox.fund(privateKeySigner(BOT_KEY).address, "100000");
    const replayed = sandbox.replay as ReplaySandbox["replay"];
    await replayed.advance(10);
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock, 1);
    const advancing = replayed.advanceTo(LATEST_TIME_MS);
    await sandbox.close();
    await advancing;
    await bot.stop().catch(() => undefined);
  });

  test("a replay paused after it played still answers requests, bad ones at once", async () => {
    const sandbox = await replay("max", true);
    const replayed = sandbox.replay as ReplaySandbox["replay"];
    await replayed.advance(500);
    replayed.resume();
    replayed.pause();
    const bad = await post(sandbox, "/v1/order", {});
    expect(bad.status).toBe(400);
    const time = await fetch(`${sandbox.baseUrl}/v1/time`);
    expect(time.status).toBe(200);
  });
});
