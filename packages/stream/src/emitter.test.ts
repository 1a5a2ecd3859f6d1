import { type ClockLockstep, createManualClock, systemClock } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import { ListenerError, listenerFailure } from "./errors.js";
import { Emitter } from "./subscription.js";

// A listener that throws: the others still hear the event; live, its error is rethrown on a later
// tick; on a simulation's clock, the simulation hears of it by name and the process goes on.

describe("a listener that throws", () => {
  test("on a simulation's clock, ends the simulation with a ListenerError naming it", () => {
    const failures: unknown[] = [];
    const lockstep: ClockLockstep = {
      request: () => ({ id: "r", done: () => undefined }),
      connection: () => {
        throw new Error("no stream here");
      },
      failed: (error) => failures.push(error),
    };
    const clock = { ...createManualClock({ start: 0 }), lockstep };
    const events = new Emitter<{ message: number }>(
      listenerFailure(clock, "the L2Book BTCUSD subscription"),
    );
    const heard: number[] = [];
    events.on("message", () => {
      throw new Error("boom");
    });
    events.on("message", (n) => heard.push(n));
    events.emit("message", 7);
    expect(heard).toEqual([7]);
    expect(failures).toHaveLength(1);
    const failure = failures[0] as ListenerError;
    expect(failure).toBeInstanceOf(ListenerError);
    expect(failure.message).toBe(
      'The "message" listener of the L2Book BTCUSD subscription threw: boom',
    );
    expect((failure.cause as Error).message).toBe("boom");
  });

  test("live, is rethrown on a later tick, the other listeners heard first", async () => {
    const events = new Emitter<{ message: number }>(listenerFailure(systemClock, "the client"));
    const heard: number[] = [];
    const thrown = new Promise<unknown>((resolve) => {
      const listeners = process.listeners("uncaughtException");
      process.removeAllListeners("uncaughtException");
      process.once("uncaughtException", (error) => {
        for (const listener of listeners) process.on("uncaughtException", listener);
        resolve(error);
      });
    });
    events.on("message", () => {
      throw new Error("live boom");
    });
    events.on("message", (n) => heard.push(n));
    events.emit("message", 1);
    expect(heard).toEqual([1]);
    expect(((await thrown) as Error).message).toBe("live boom");
  });
});
