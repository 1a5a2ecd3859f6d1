// The exchange of the tick-to-order benchmark in a process of its own: prints `listening <base URL>
// <stream URL>` once it is up. TICKS, GAP_MS and OWNER are its options (src/exchange.ts); with
// POLLING=1 its event loop never sleeps: a chain of setImmediate keeps it turning between ticks.
import { startExchange } from "../src/exchange.js";

const exchange = await startExchange({
  ticks: Number(process.env.TICKS ?? 500),
  gapMs: Number(process.env.GAP_MS ?? 2),
  owner: process.env.OWNER ?? "0x0000000000000000000000000000000000000000",
});
if (process.env.POLLING === "1") {
  const turn = () => setImmediate(turn);
  turn();
}
console.log(`listening ${exchange.baseUrl} ${exchange.wsUrl}`);
const stop = () => void exchange.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
