import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  type ReplaySpeed,
  type ReplayTransport,
  reportHtml,
  showProgress,
  writeSyntheticRecording,
} from "@perpkit/backtest";
import { backtest } from "./backtest.js";

// `pnpm --filter @perpkit/example-market-maker backtest <recording> [options]`: the market maker
// over a recording (`perpkit record` writes one), in lock-step with the replay, then its report
// as <out>.json and <out>.html. `--synthetic <seconds>` first writes a made-up recording of that
// length to <recording>, for a try without a live one. The bot's clients reach the sandbox in
// process unless `--transport socket` says otherwise. Progress shows on a terminal only.

const usage = `backtest <recording> [--out backtest-report] [--speed max|step|<x>] [--symbol BTCUSD]
         [--size 0.01] [--maker-fee <rate>] [--taker-fee <rate>] [--order-latency <ms,ms,...>]
         [--spread-ticks 5] [--requote-ticks 3] [--seed 1] [--synthetic <seconds>]
         [--transport in-process|in-process-verify|socket]`;

function fail(message: string): never {
  console.error(`backtest: ${message}\nusage: ${usage}`);
  process.exit(2);
}

function read() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        out: { type: "string", default: "backtest-report" },
        speed: { type: "string", default: "max" },
        symbol: { type: "string", default: "BTCUSD" },
        size: { type: "string", default: "0.01" },
        "maker-fee": { type: "string" },
        "taker-fee": { type: "string" },
        "order-latency": { type: "string" },
        seed: { type: "string", default: "1" },
        "spread-ticks": { type: "string" },
        "requote-ticks": { type: "string" },
        synthetic: { type: "string" },
        transport: { type: "string", default: "in-process" },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

const { values, positionals } = read();
const file = positionals[0];
if (file === undefined || positionals.length > 1) fail("give one recording");
const speedText = values.speed;
const speed: ReplaySpeed =
  speedText === "max" || speedText === "step" ? speedText : Number(speedText);
const latencies = values["order-latency"]?.split(",").map(Number);
const transports: readonly ReplayTransport[] = ["in-process", "in-process-verify", "socket"];
const transport = transports.find((t) => t === values.transport);
if (transport === undefined) fail(`--transport takes ${transports.join(", ")}`);
if (values.synthetic !== undefined) {
  const seconds = Number(values.synthetic);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) fail("--synthetic takes whole seconds");
  const written = await writeSyntheticRecording(file, { seconds });
  console.log(`wrote ${written.lines} lines (${seconds} s of 3 markets) to ${file}`);
}

let hideProgress: () => void = () => undefined;
const { stats, report, sandbox } = await backtest({
  replay: { file, speed, ...(latencies ? { latency: { order: latencies } } : {}) },
  symbol: values.symbol,
  size: values.size,
  seed: values.seed,
  transport,
  ...(values["spread-ticks"] ? { spreadTicks: Number(values["spread-ticks"]) } : {}),
  ...(values["requote-ticks"] ? { requoteTicks: Number(values["requote-ticks"]) } : {}),
  fees: {
    ...(values["maker-fee"] === undefined ? {} : { maker: values["maker-fee"] }),
    ...(values["taker-fee"] === undefined ? {} : { taker: values["taker-fee"] }),
  },
  onReady: (started) => {
    hideProgress = showProgress(started.replay, process.stderr);
  },
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
hideProgress();
await sandbox.close();

writeFileSync(`${values.out}.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${values.out}.html`, reportHtml(report));
const { pnl, fills, orders, equity, timeInMarket } = report;
const causes = Object.entries(fills.byCause)
  .filter(([, n]) => n > 0)
  .map(([cause, n]) => `${cause} ${n}`)
  .join(", ");
const span = report.to - report.from;
const bothSides = timeInMarket.bothSides[values.symbol] ?? 0;
console.log(`${values.symbol}, ${(span / 1000).toFixed(0)} s of the recording
  quotes ${stats.quotes}, re-quotes ${stats.requotes}, orders placed ${orders.placed}, cancelled ${orders.cancelled}; quoting both sides ${span > 0 ? ((100 * bothSides) / span).toFixed(1) : "0"} % of the time
  fills ${fills.count} (maker ${fills.maker}, taker ${fills.taker}; ${causes || "none"}), fill ratio ${fills.fillRatio ?? "n/a"}
  volume ${fills.volume} USD, turnover ${fills.turnover ?? "n/a"} of the starting equity
  PnL ${pnl.net} USD = spread capture ${pnl.spreadCapture} + inventory ${pnl.inventory} - fees ${pnl.fees} (rebates ${pnl.rebates} in them) + funding ${pnl.funding}
  realized ${pnl.realized}, unrealized ${pnl.unrealized}; max drawdown ${equity.maxDrawdown}
  Sharpe ${equity.sharpe ?? "n/a"}, Sortino ${equity.sortino ?? "n/a"} (${equity.minuteReturns} one-minute returns, annualised)
  markouts (USD): 1 s ${fills.markouts["1000"]?.usd}, 10 s ${fills.markouts["10000"]?.usd}, 60 s ${fills.markouts["60000"]?.usd}
report: ${values.out}.json, ${values.out}.html`);
