import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createNonceSource, nonceToMs } from "./nonce.js";

describe("nonces", () => {
  test("are the clock in nanoseconds, as decimal strings", () => {
    const nonces = createNonceSource({ now: () => 1_764_897_077_655, scope: false });
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
    const nonces = createNonceSource({ now: () => 1_000, scope: false });
    expect([nonces.next(), nonces.next(), nonces.next()]).toEqual([
      "1000000000",
      "1000000001",
      "1000000002",
    ]);
  });

  test("keep increasing when the clock steps back", () => {
    let t = 5_000;
    const nonces = createNonceSource({ now: () => t, scope: false });
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
            now: () => times[k++ % times.length] as number,
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
    const a = createNonceSource({ now: () => 1_000 });
    const b = createNonceSource({ now: () => 1_000 });
    const drawn = [a.next(), b.next(), a.next(), b.next()];
    expect(new Set(drawn).size).toBe(4);
  });

  test("scopes keep exchanges with different clocks apart", () => {
    const ahead = createNonceSource({ now: () => 9_000_000, scope: "http://sandbox" });
    const live = createNonceSource({ now: () => 1_000, scope: "https://live" });
    ahead.next();
    expect(live.next()).toBe("1000000000");
  });

  test("an unshared source keeps its own sequence", () => {
    const a = createNonceSource({ now: () => 1, scope: false });
    const b = createNonceSource({ now: () => 1, scope: false });
    expect(a.next()).toBe(b.next());
  });
});
