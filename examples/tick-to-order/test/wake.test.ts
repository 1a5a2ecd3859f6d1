import { afterEach, describe, expect, test } from "vitest";
import { measureWrites, startWakePeer, startWakePeerProcess } from "../bench/wake-probe.js";

const peer = { gapMs: 1, orderBytes: 650, frameBytes: 454 };
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("the socket write probe", () => {
  test("each frame is answered with one order, whose write is timed once", async () => {
    const server = await startWakePeer(peer);
    cleanups.push(() => server.close());
    const { writes, answers } = await measureWrites(server.port, {
      ticks: 20,
      holdUs: 100,
      orderBytes: peer.orderBytes,
    });
    expect(writes).toHaveLength(20);
    for (const us of writes) expect(us).toBeGreaterThan(0);
    // The peer answers only an order it has read whole.
    expect(answers).toBe(20);
  });

  test("a peer serves one client after another, in its own process too", async () => {
    const server = await startWakePeer(peer);
    cleanups.push(() => server.close());
    for (let i = 0; i < 2; i++) {
      const { answers } = await measureWrites(server.port, {
        ticks: 5,
        holdUs: 0,
        orderBytes: peer.orderBytes,
      });
      expect(answers).toBe(5);
    }
    const { child, port } = await startWakePeerProcess(peer, true);
    cleanups.push(() => child.kill());
    const { writes, answers } = await measureWrites(port, {
      ticks: 5,
      holdUs: 0,
      orderBytes: peer.orderBytes,
    });
    expect([writes.length, answers]).toEqual([5, 5]);
  });
});
