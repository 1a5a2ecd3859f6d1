import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startReplay, writeSyntheticRecording } from "@perpkit/backtest";
const seconds = Number(process.env.S ?? 600);
const file = join(mkdtempSync(join(tmpdir(), "bare-")), "m.ndjson");
await writeSyntheticRecording(file, { seconds });
for (let i = 0; i < 2; i++) {
const sandbox = await startReplay({ replay: { file, speed: "step" } });
const cpu = process.cpuUsage(); const t = performance.now();
await sandbox.replay.advance(seconds * 1000 + 1);
const c = process.cpuUsage(cpu);
console.log("bare replay", seconds, "s:", ((performance.now() - t)/1000).toFixed(2), "wall", ((c.user + c.system) / 1e6).toFixed(2), "cpu", JSON.stringify(sandbox.replay.status()).slice(0, 150));
await sandbox.close();
}
