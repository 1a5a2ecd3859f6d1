// What the socket's write alone costs in a tick on the machine it runs on, with no library in the
// way (bench/wake-probe.ts): a peer in another process sends a frame, this process holds for HOLD_US
// (the time a tick spends before it writes), writes an order's bytes to the peer's other socket,
// and the peer answers and sends the next frame GAP_MS later. Measured with the peer idle between
// ticks and with it polling, for each hold. Prints a Markdown table. Not part of `pnpm bench`:
//   pnpm --filter @perpkit/example-tick-to-order bench:wake
// TICKS (per measurement, 1,000), ROUNDS (2), GAP_MS (2), HOLD_US ("0,300,800") and ORDER_BYTES
// (650: the benchmark's order request, 130 bytes of headers and 488 of body, with its length)
// change the run.
import { percentile } from "@perpkit/harness/bench";
import { measureWrites, startWakePeerProcess } from "./wake-probe.js";

const TICKS = Number(process.env.TICKS ?? 1_000);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const GAP_MS = Number(process.env.GAP_MS ?? 2);
const HOLDS = (process.env.HOLD_US ?? "0,300,800").split(",").map(Number);
const ORDER_BYTES = Number(process.env.ORDER_BYTES ?? 650);
const peer = { gapMs: GAP_MS, orderBytes: ORDER_BYTES, frameBytes: 454 };

const cases = HOLDS.flatMap((holdUs) => [
  { holdUs, polling: false },
  { holdUs, polling: true },
]);
const writes = new Map(cases.map((c) => [c, [] as number[]]));
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    const { child, port } = await startWakePeerProcess(peer, c.polling);
    try {
      const times = await measureWrites(port, {
        ticks: TICKS,
        holdUs: c.holdUs,
        orderBytes: ORDER_BYTES,
      });
      writes.get(c)?.push(...times.writes);
    } finally {
      child.kill();
    }
  }
}

const us = (n: number) => Math.round(n).toLocaleString("en-US");
console.log(
  `${ROUNDS} rounds of ${TICKS} ticks per case, a frame every ${GAP_MS} ms after the answer, orders of ${ORDER_BYTES} bytes; microseconds of one socket.write:\n`,
);
console.log("| Held before writing (us) | The peer between ticks | write, p50 | write, p99 |");
console.log("| ---: | --- | ---: | ---: |");
for (const c of cases) {
  const times = writes.get(c) ?? [];
  console.log(
    `| ${c.holdUs} | ${c.polling ? "polling" : "idle"} | ${us(percentile(times, 50))} | ${us(percentile(times, 99))} |`,
  );
}
