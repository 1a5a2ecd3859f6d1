import { isUuid } from "@perpkit/core";
import { describe, expect, it } from "vitest";
import { createRandom, stableUuid } from "./random.js";

describe("createRandom", () => {
  it("repeats the same ids for the same seed", () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect([a.uuid(), a.hex(32), a.float()]).toEqual([b.uuid(), b.hex(32), b.float()]);
  });

  it("gives different ids for different seeds", () => {
    expect(createRandom(1).uuid()).not.toBe(createRandom(2).uuid());
  });

  it("makes version-4 UUIDs and hex of the asked length", () => {
    for (const random of [createRandom(), createRandom("seed")]) {
      const id = random.uuid();
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe("4");
      expect(random.hex(32)).toMatch(/^0x[0-9a-f]{64}$/);
      const f = random.float();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });
});

describe("stableUuid", () => {
  it("depends only on the name", () => {
    expect(stableUuid("product:BTCUSD")).toBe(stableUuid("product:BTCUSD"));
    expect(stableUuid("product:BTCUSD")).not.toBe(stableUuid("product:ETHUSD"));
    expect(isUuid(stableUuid("x"))).toBe(true);
  });
});
