import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Clock, systemClock } from "./clock.js";
import { createNonceSource, NONCE_LANES, nonceToMs } from "./nonces.js";

/** A clock whose time is what `now` says, which may stand still or step back. */
const readingAt = (now: () => number): Clock => ({ ...systemClock, now });

describe("nonces", () => {
  test("are the clock in nanoseconds, as decimal strings", () => {
    const nonces = createNonceSource({
      clock: readingAt(() => 1_764_897_077_655),
      scope: false,
      lane: 0,
    });
    expect(nonces.next()).toBe("1764897077655000000");
    expect(nonceToMs(nonces.nextBigInt())).toBe(1_764_897_077_655);
  });

  test("stay unique and strictly increasing across 100,000 draws by concurrent async callers", async () => {
    const nonces = createNonceSource();
    const drawn: bigint[] = [];
    const caller = async (count: number) => {
      for (let i = 0; i < count; i++) {
        drawn.push(BigInt(nonces.next()));
        // Interleave with the other callers at every step.
        await Promise.resolve();
        if (i % 97 === 0) await new Promise((r) => setImmediate(r));
      }
    };
    await Promise.all(Array.from({ length: 50 }, () => caller(2_000)));
    expect(drawn).toHaveLength(100_000);
    expect(new Set(drawn).size).toBe(100_000);
    const outOfOrder = drawn.filter((n, i) => i > 0 && n <= (drawn[i - 1] as bigint));
    expect(outOfOrder).toEqual([]);
  });

  test("keep increasing while the clock stands still", () => {
    const nonces = createNonceSource({ clock: readingAt(() => 1_000), scope: false, lane: 0 });
    expect([nonces.next(), nonces.next(), nonces.next()]).toEqual([
      "1000000000",
      "1000000001",
      "1000000002",
    ]);
  });

  test("keep increasing when the clock steps back", () => {
    let t = 5_000;
    const nonces = createNonceSource({ clock: readingAt(() => t), scope: false, lane: 0 });
    const first = nonces.nextBigInt();
    t = 4_000;
    expect(nonces.nextBigInt()).toBe(first + 1n);
    t = 6_000;
    expect(nonces.nextBigInt()).toBe(6_000_000_000n);
  });

  test("are strictly increasing whatever the clock does", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000_000_000 }), { minLength: 1, maxLength: 200 }),
        (times) => {
          let k = 0;
          const nonces = createNonceSource({
            clock: readingAt(() => times[k++ % times.length] as number),
            scope: false,
          });
          let previous = -1n;
          for (let i = 0; i < times.length; i++) {
            const n = nonces.nextBigInt();
            expect(n > previous).toBe(true);
            previous = n;
          }
        },
      ),
    );
  });

  test("two sources in one process never hand out the same nonce", () => {
    const a = createNonceSource({ clock: readingAt(() => 1_000) });
    const b = createNonceSource({ clock: readingAt(() => 1_000) });
    const drawn = [a.next(), b.next(), a.next(), b.next()];
    expect(new Set(drawn).size).toBe(4);
  });

  test("scopes keep exchanges with different clocks apart", () => {
    const ahead = createNonceSource({ clock: readingAt(() => 9_000_000), scope: "http://sandbox" });
    const live = createNonceSource({
      clock: readingAt(() => 1_000),
      scope: "https://live",
      lane: 0,
    });
    ahead.next();
    expect(live.next()).toBe("1000000000");
  });

  test("an unshared source keeps its own sequence in a lane of its own", () => {
    const a = createNonceSource({ clock: readingAt(() => 1), scope: false, lane: 7 });
    const b = createNonceSource({ clock: readingAt(() => 1), scope: false, lane: 7 });
    expect(a.next()).toBe(b.next());
    const lanes = new Set(
      Array.from({ length: 20 }, () => createNonceSource({ scope: false }).lane),
    );
    expect(lanes.size).toBeGreaterThan(1);
  });

  test("carry the lane in their sub-millisecond digits, ten to a millisecond", () => {
    const nonces = createNonceSource({
      clock: readingAt(() => 1_700_000_000_000),
      scope: false,
      lane: 48_123,
    });
    const drawn = Array.from({ length: 11 }, () => nonces.next());
    expect(drawn[0]).toBe("1700000000000481230");
    expect(drawn[9]).toBe("1700000000000481239");
    // The eleventh borrows the next millisecond of the same lane.
    expect(drawn[10]).toBe("1700000000001481230");
  });

  test("take the time they are drawn at from the caller when given", () => {
    const nonces = createNonceSource({ clock: readingAt(() => 1), scope: false, lane: 1 });
    expect(nonces.next(2_000)).toBe("2000000010");
  });

  test("refuse a lane outside 0 to 99,999", () => {
    expect(() => createNonceSource({ lane: NONCE_LANES })).toThrow(/lane must be/);
    expect(() => createNonceSource({ lane: -1 })).toThrow(/lane must be/);
  });
});
