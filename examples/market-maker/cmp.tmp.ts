import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { writeSyntheticRecording } from "@perpkit/backtest";
import { backtest } from "/work/wt/i51inproc/examples/market-maker/src/backtest.js";
const seconds = Number(process.env.S ?? 60);
const file = join(mkdtempSync(join(tmpdir(), "cmp-")), "m.ndjson");
await writeSyntheticRecording(file, { seconds });
const modes = (process.env.MODES ?? "socket,in-process,in-process-verify").split(",") as never[];
const out: string[] = [];
for (const transport of modes) {
  const cpu = process.cpuUsage(); const t = performance.now();
  const { report, sandbox, stats } = await backtest({ replay: { file, speed: "max" }, symbol: "BTCUSD", size: "0.01", transport });
  const wall = performance.now() - t; const c = process.cpuUsage(cpu);
  await sandbox.close();
  const text = JSON.stringify(report);
  out.push(text);
  console.log(transport, (wall/1000).toFixed(2), "s wall", ((c.user+c.system)/1e6).toFixed(2), "s cpu", report.fills.count, "fills", text.length, JSON.stringify(stats).slice(0,200));
}
console.log("equal:", out.every((t) => t === out[0]));
if (process.env.DUMP) for (const [i, t] of out.entries()) (await import("node:fs")).writeFileSync(`/tmp/scratch/r${i}.json`, t);
