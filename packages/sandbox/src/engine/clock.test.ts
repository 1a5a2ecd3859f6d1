import { createManualClock, systemClock, ValidationError } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { createClock, followClock } from "./clock.js";
import { LATEST_TIME_MS } from "./time-limit.js";

describe("createClock", () => {
  it("stands still when frozen until advanced", () => {
    const clock = createClock({ frozen: true, start: 1_000 });
    expect(clock.now()).toBe(1_000);
    expect(clock.advance(250)).toBe(1_250);
    expect(clock.now()).toBe(1_250);
  });

  it("follows the real time source plus any jumps", () => {
    const real = createManualClock({ start: 5_000 });
    const clock = createClock({ realClock: real, start: 100 });
    real.advance(40);
    expect(clock.now()).toBe(140);
    clock.advance(1_000);
    real.advance(10);
    expect(clock.now()).toBe(1_150);
  });

  it("never goes backwards when the real clock steps back", () => {
    let real = 5_000;
    const clock = createClock({ realClock: { ...systemClock, now: () => real } });
    const before = clock.now();
    real -= 3_000;
    expect(clock.now()).toBe(before);
  });

  it("refuses to move into the past", () => {
    const clock = createClock({ frozen: true, start: 1_000 });
    expect(() => clock.setTime(999)).toThrow(ValidationError);
    expect(() => clock.advance(-1)).toThrow(ValidationError);
    expect(clock.setTime(2_000)).toBe(2_000);
  });

  it("stops at the latest millisecond whose nonce still fits a uint64 of nanoseconds", () => {
    const fits = (ms: number) => BigInt(ms) * 1_000_000n + 999_999n < 1n << 64n;
    expect(fits(LATEST_TIME_MS)).toBe(true);
    expect(fits(LATEST_TIME_MS + 1)).toBe(false);
    const clock = createClock({ frozen: true, start: 1_000 });
    expect(() => clock.setTime(LATEST_TIME_MS + 1)).toThrow(/stops at 18446744073708/);
    expect(() => clock.advance(Number.MAX_SAFE_INTEGER)).toThrow(ValidationError);
    expect(clock.setTime(LATEST_TIME_MS)).toBe(LATEST_TIME_MS);
  });

  it("tells listeners about every jump until they unsubscribe", () => {
    const clock = createClock({ frozen: true, start: 0 });
    const seen: number[] = [];
    const stop = clock.onJump((t) => seen.push(t));
    clock.advance(5);
    clock.setTime(10);
    stop();
    clock.advance(1);
    expect(seen).toEqual([5, 10]);
  });
});

describe("followClock", () => {
  it("catches up once per jump of a frozen clock, however long, and never in between", () => {
    const real = createManualClock({ start: 0 });
    const clock = createClock({ frozen: true, start: 1_000, realClock: real });
    const seen: number[] = [];
    const stop = followClock(clock, 50, (now) => seen.push(now));
    real.advance(10_000);
    expect(seen).toEqual([]);
    clock.advance(86_400_000);
    clock.advance(1);
    expect(seen).toEqual([86_401_000, 86_401_001]);
    stop();
    clock.advance(1);
    expect(seen).toHaveLength(2);
  });

  it("on a running clock also catches up every everyRealMs of its real clock, until stopped", () => {
    const real = createManualClock({ start: 0 });
    const clock = createClock({ start: 1_000, realClock: real });
    const seen: number[] = [];
    const stop = followClock(clock, 50, (now) => seen.push(now));
    real.advance(120);
    expect(seen).toEqual([1_050, 1_100]);
    clock.advance(5_000);
    expect(seen).toEqual([1_050, 1_100, 6_120]);
    stop();
    real.advance(1_000);
    clock.advance(1);
    expect(seen).toHaveLength(3);
  });
});
