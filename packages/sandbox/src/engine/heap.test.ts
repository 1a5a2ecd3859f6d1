import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MinHeap } from "./heap.js";

describe("MinHeap", () => {
  it("pops values in key order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (keys) => {
        const heap = new MinHeap<number>();
        for (const k of keys) heap.push(k, k);
        const out: number[] = [];
        while (heap.size > 0) out.push(heap.pop() as number);
        expect(out).toEqual([...keys].sort((a, b) => a - b));
      }),
    );
  });

  it("reports the smallest key without removing it", () => {
    const heap = new MinHeap<string>();
    expect(heap.peekKey()).toBeUndefined();
    heap.push(5, "b");
    heap.push(2, "a");
    expect(heap.peekKey()).toBe(2);
    expect(heap.size).toBe(2);
  });
});
