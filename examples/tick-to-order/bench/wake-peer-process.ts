// The peer of `bench/wake.ts` in a process of its own: prints `listening <port>` once it is up.
// GAP_MS, ORDER_BYTES and FRAME_BYTES are its options (bench/wake-probe.ts); with POLLING=1 its
// event loop never sleeps: a chain of setImmediate keeps it turning between ticks.
import { startWakePeer } from "./wake-probe.js";

const peer = await startWakePeer({
  gapMs: Number(process.env.GAP_MS ?? 2),
  orderBytes: Number(process.env.ORDER_BYTES ?? 650),
  frameBytes: Number(process.env.FRAME_BYTES ?? 454),
});
if (process.env.POLLING === "1") {
  const turn = () => setImmediate(turn);
  turn();
}
console.log(`listening ${peer.port}`);
const stop = () => void peer.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
