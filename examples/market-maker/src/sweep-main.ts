import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DuckDBInstance } from "@duckdb/node-api";
import {
  mergeSweep,
  parseShard,
  RESULT_FILES,
  runSweep,
  type SweepDefinition,
  writeSyntheticRecording,
} from "@perpkit/backtest";

// `pnpm --filter @perpkit/example-market-maker sweep [--seconds 60] [--out sweep-out]`: the
// market maker (src/bot.ts) over two synthetic days of three markets, spreadTicks 1, 2, 3 by
// requoteTicks 1, 3, 5, with walk-forward (trained on day 1, tested on day 2): the sweep whole,
// then as two shards, each a process of its own, merged; the two results compared byte for byte,
// and the best parameter sets read from the DuckDB database.

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    out: { type: "string", default: "sweep-out" },
    workers: { type: "string" },
    shard: { type: "string" },
  },
});
const out = resolve(values.out);
const workers = values.workers === undefined ? {} : { workers: Number(values.workers) };
const DAYS = [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 2)];
const SYMBOLS = ["BTCUSD", "ETHUSD", "SOLUSD"];

const definition: SweepDefinition = {
  bot: fileURLToPath(new URL("./bot.ts", import.meta.url)),
  grid: { spreadTicks: [1, 2, 3], requoteTicks: [1, 3, 5] },
  recordings: { folder: join(out, "recordings") },
  replay: { fees: { maker: "0.0001", taker: "0.0005" } },
  walkForward: { train: 1, test: 1 },
  heatmap: ["spreadTicks", "requoteTicks"],
};

if (values.shard !== undefined) {
  // A shard, started by the whole run below as a process of its own.
  const shard = parseShard(values.shard);
  await runSweep(definition, { out: join(out, `shard-${shard.index}`), shard, ...workers });
  process.exit(0);
}

/** Runs this script again for one shard, as a process of its own. */
function shardProcess(shard: string): Promise<void> {
  const script = fileURLToPath(import.meta.url);
  const args = [...process.execArgv, script, "--out", out, "--shard", shard];
  if (values.workers !== undefined) args.push("--workers", values.workers);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`shard ${shard} exited ${code}`)),
    );
  });
}

const seconds = Number(values.seconds);
for (const [d, start] of DAYS.entries()) {
  for (const [m, symbol] of SYMBOLS.entries()) {
    const file = join(
      out,
      "recordings",
      symbol,
      `${new Date(start).toISOString().slice(0, 10)}.ndjson`,
    );
    mkdirSync(join(file, ".."), { recursive: true });
    await writeSyntheticRecording(file, {
      seconds,
      symbols: [symbol],
      start: start + 1_000,
      seed: 10 * d + m + 1,
    });
  }
}
console.log(`wrote 2 days x 3 markets of ${seconds} s each to ${join(out, "recordings")}`);

let started = Date.now();
const whole = await runSweep(definition, { out: join(out, "whole"), ...workers });
console.log(
  `whole: ${whole.results.runs.length} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
started = Date.now();
await Promise.all(["1/2", "2/2"].map(shardProcess));
await mergeSweep({
  shards: [1, 2].map((i) => join(out, `shard-${i}`, RESULT_FILES.results)),
  out: join(out, "merged"),
});
console.log(`two shards, merged: ${((Date.now() - started) / 1000).toFixed(1)} s`);

const compared = whole.files.filter((f) => f !== RESULT_FILES.database);
const differ = compared.filter(
  (f) => !readFileSync(join(out, "whole", f)).equals(readFileSync(join(out, "merged", f))),
);
console.log(
  differ.length === 0
    ? `whole and merged are equal, byte for byte: ${compared.join(", ")}`
    : `whole and merged differ: ${differ.join(", ")}`,
);

const instance = await DuckDBInstance.create(join(out, "merged", RESULT_FILES.database));
const connection = await instance.connect();
const best = await connection.runAndReadAll(
  `SELECT param_spread_ticks AS spread, param_requote_ticks AS requote, sum(pnl_net) AS net,
          sum(pnl_fees) AS fees, sum(fills_count) AS fills
   FROM runs GROUP BY ALL ORDER BY net DESC LIMIT 3`,
);
console.table(best.getRowObjectsJson());
const folds = await connection.runAndReadAll(
  "SELECT fold, parameters, in_sample, out_of_sample FROM walk_forward",
);
console.table(folds.getRowObjectsJson());
connection.closeSync();
instance.closeSync();
console.log(`page: ${join(out, "merged", RESULT_FILES.page)}`);
writeFileSync(join(out, "sweep.json"), `${JSON.stringify(definition, null, 2)}\n`);
process.exitCode = differ.length === 0 ? 0 : 1;
