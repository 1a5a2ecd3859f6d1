#!/usr/bin/env node
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { limits, networks } from "@perpkit/core";
import { getCurveBackend } from "@perpkit/signing";
import { FlagError, feeLine, marketLine, marketOption, replayOption } from "./cli-markets.js";
import { createClock } from "./engine/index.js";
import { CONTROL_PREFIX } from "./http/control-endpoints.js";
import { defaultOraclePrices } from "./oracle/feed.js";
import { showProgress } from "./report/progress.js";
import { startSandbox } from "./sandbox.js";

// One core stays with the exchange itself; the others check signatures.
const defaultThreads = Math.max(1, Math.min(4, availableParallelism() - 1));

const usage = `perpkit-sandbox: a local exchange for offline bots and tests

Options:
  --port <n>                  port (default ${new URL(networks.local.restUrl).port})
  --host <addr>               interface (default ${new URL(networks.local.restUrl).hostname})
  --seed <s>                  repeatable ids and hashes
  --withdrawal-lockout <ms>   withdrawal finalisation delay (default 60000)
  --deposit-delay <ms>        deposit confirmation delay (default 0)
  --no-rate-limits            turn the point pools off
  --frozen                    keep the clock still; move it with POST ${CONTROL_PREFIX}/time
  --oracle-interval <ms>      oracle price updates, sandbox-clock ms apart (default 1000)
  --oracle-volatility <x>     standard deviation of each update's log change (default 0.0002)
  --no-oracle                 no oracle random walk; set prices with POST ${CONTROL_PREFIX}/oracle-price
  --l2book-interval <ms>      L2Book diffs on the stream, ms apart (default ${limits.websocket.l2BookIntervalMs})
  --ticker-interval <ms>      Ticker messages on the stream, ms apart (default ${limits.websocket.tickerIntervalMs})
  --stream-lifetime <ms>      stream connections close with 1000 after this (default ${limits.websocket.connectionLifetimeSeconds * 1000})
  --verify-threads <n>        signature-checking threads (default ${defaultThreads})
  --data-dir <dir>            keep the exchange's state in <dir> across restarts (default: memory only)
  --retention-records <n>     finished orders, fills, closed positions kept per subaccount, trades per market (default 1000)
  --retention-age <ms>        also let finished records older than this leave memory
  --market                    a simulated market: seeded makers and takers on every product
  --market-depth <n>          price levels a side the makers keep (default 10)
  --market-spread <x>         best bid to best ask, as a fraction of the oracle price (default 0.0005)
  --market-taker-rate <x>     taker orders a second in each market, on average (default 1)
  --market-taker-size <usd>   USD of a taker order, on average (default 2000)
  --replay <file>             play a market recording (perpkit record writes one)
  --replay-speed <x|max|step> times real time, as fast as lock-step clients go, or step: POST ${CONTROL_PREFIX}/replay/advance moves it (default 1)
  --replay-paused             start the replay paused: POST ${CONTROL_PREFIX}/replay/resume (or advance) plays it
  --replay-stall <ms>         real ms a lock-step client may stall the replay before it is dropped (default 10000)
  --feed-latency <ms|list|file>    a replay's market channels reach subscribers this much later: 25, 18,22,31, or a file of values
  --order-latency <ms|list|file>   a replay's order and batch requests reach the exchange this much later
  --cancel-latency <ms|list|file>  a replay's cancels reach the exchange this much later
  --feed-delay <ms>           the same as --feed-latency <ms>
  --order-delay <ms>          the same as --order-latency <ms> and --cancel-latency <ms>
  --maker-fee <rate>          maker fee of every market, a fraction of the notional (default the recording's, else each product's);
                              a negative one is a rebate, of at most the taker fee
  --taker-fee <rate>          taker fee of every market (default the recording's, else each product's)
  --funding-rate <rate>       hourly funding rate of every market, charged on the hour; positive, longs
                              pay shorts (default a replay's recorded rates, else 0)
  -h, --help                  this text
`;

function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`perpkit-sandbox: --${name} must be a whole number, got ${value}`);
    process.exit(2);
  }
  return n;
}

// A closed stdout (the reader went away) must not crash a running exchange.
process.stdout.on("error", () => undefined);

/** Options whose value may be negative, so `--maker-fee -0.0001` reads as the rate it is. */
const SIGNED = new Set(["--maker-fee", "--funding-rate"]);

/** The arguments, with a signed option's negative value joined to it (`--maker-fee=-0.0001`). */
function signedValuesJoined(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (SIGNED.has(arg) && next !== undefined && /^-[0-9.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** The command line read, or the usage error it makes (an unknown option, a stray argument). */
function readArguments() {
  try {
    return parseArgs({
      args: signedValuesJoined(process.argv.slice(2)),
      options: {
        port: { type: "string" },
        host: { type: "string" },
        seed: { type: "string" },
        "withdrawal-lockout": { type: "string" },
        "deposit-delay": { type: "string" },
        "no-rate-limits": { type: "boolean" },
        frozen: { type: "boolean" },
        "oracle-interval": { type: "string" },
        "oracle-volatility": { type: "string" },
        "no-oracle": { type: "boolean" },
        "verify-threads": { type: "string" },
        "l2book-interval": { type: "string" },
        "ticker-interval": { type: "string" },
        "stream-lifetime": { type: "string" },
        "data-dir": { type: "string" },
        "retention-records": { type: "string" },
        "retention-age": { type: "string" },
        market: { type: "boolean" },
        "market-depth": { type: "string" },
        "market-spread": { type: "string" },
        "market-taker-rate": { type: "string" },
        "market-taker-size": { type: "string" },
        replay: { type: "string" },
        "replay-speed": { type: "string" },
        "feed-delay": { type: "string" },
        "order-delay": { type: "string" },
        "replay-paused": { type: "boolean" },
        "replay-stall": { type: "string" },
        "feed-latency": { type: "string" },
        "order-latency": { type: "string" },
        "cancel-latency": { type: "string" },
        "maker-fee": { type: "string" },
        "taker-fee": { type: "string" },
        "funding-rate": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    const message = (error as Error).message.replace(/\. (To specify|This command).*$/s, "");
    console.error(`perpkit-sandbox: ${message} (perpkit-sandbox --help lists the options)`);
    process.exit(2);
  }
}
const values = readArguments();
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const local = new URL(networks.local.restUrl);
const withdrawalLockoutMs = number(values["withdrawal-lockout"], "withdrawal-lockout");
const depositConfirmationMs = number(values["deposit-delay"], "deposit-delay");
const oracleIntervalMs = number(values["oracle-interval"], "oracle-interval");
const l2BookIntervalMs = number(values["l2book-interval"], "l2book-interval");
const tickerIntervalMs = number(values["ticker-interval"], "ticker-interval");
const connectionLifetimeMs = number(values["stream-lifetime"], "stream-lifetime");
const retentionRecords = number(values["retention-records"], "retention-records");
const retentionAge = number(values["retention-age"], "retention-age");
const volatilityText = values["oracle-volatility"];
const oracleVolatility = volatilityText === undefined ? undefined : Number(volatilityText);
if (oracleVolatility !== undefined && !(oracleVolatility >= 0 && oracleVolatility <= 1)) {
  console.error(`perpkit-sandbox: --oracle-volatility must be from 0 to 1, got ${volatilityText}`);
  process.exit(2);
}
const verifyThreads = number(values["verify-threads"], "verify-threads") ?? defaultThreads;
let market: ReturnType<typeof marketOption>;
let replay: ReturnType<typeof replayOption>;
try {
  market = marketOption(values);
  replay = replayOption(values);
} catch (error) {
  if (!(error instanceof FlagError)) throw error;
  console.error(`perpkit-sandbox: ${error.message}`);
  process.exit(2);
}
if (replay && (values.frozen || values["data-dir"] !== undefined || market)) {
  console.error(
    "perpkit-sandbox: --replay runs on the recording's clock, alone: drop --frozen, --data-dir and --market",
  );
  process.exit(2);
}
const sandbox = await startSandbox({
  port: number(values.port, "port") ?? Number(local.port),
  host: values.host ?? local.hostname,
  ...(replay ? { replay } : { clock: createClock({ frozen: values.frozen === true }) }),
  ...(market ? { market } : {}),
  verifyThreads,
  fees: {
    ...(values["maker-fee"] === undefined ? {} : { maker: values["maker-fee"] }),
    ...(values["taker-fee"] === undefined ? {} : { taker: values["taker-fee"] }),
  },
  ...(values["funding-rate"] === undefined ? {} : { fundingRates: values["funding-rate"] }),
  ...(values.seed === undefined ? {} : { seed: values.seed }),
  ...(values["no-rate-limits"] ? { rateLimits: false as const } : {}),
  ...(withdrawalLockoutMs === undefined ? {} : { withdrawalLockoutMs }),
  ...(depositConfirmationMs === undefined ? {} : { depositConfirmationMs }),
  ...(values["data-dir"] === undefined ? {} : { dataDir: values["data-dir"] }),
  retention: {
    ...(retentionRecords === undefined ? {} : { records: retentionRecords }),
    ...(retentionAge === undefined ? {} : { maxAgeMs: retentionAge }),
  },
  stream: {
    ...(l2BookIntervalMs === undefined ? {} : { l2BookIntervalMs }),
    ...(tickerIntervalMs === undefined ? {} : { tickerIntervalMs }),
    ...(connectionLifetimeMs === undefined ? {} : { connectionLifetimeMs }),
  },
  oracle:
    values["no-oracle"] || replay
      ? false
      : {
          prices: defaultOraclePrices,
          ...(oracleIntervalMs === undefined ? {} : { intervalMs: oracleIntervalMs }),
          ...(oracleVolatility === undefined ? {} : { volatility: oracleVolatility }),
        },
}).catch((error: unknown) => {
  // A data directory in use or written with other settings: one line, no stack.
  console.error(`perpkit-sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});

const { domain } = sandbox.signingConfig;
const curve = getCurveBackend();
const threadsText = `${verifyThreads} worker thread${verifyThreads === 1 ? "" : "s"}`;
const checkedOn =
  verifyThreads === 0
    ? "on the main thread"
    : curve.name === "native"
      ? `on the main thread, and on ${threadsText} when it is busy`
      : `on ${threadsText}`;
const oracleLine = sandbox.replay
  ? "follows the recording's mark prices"
  : sandbox.oracle.automatic
    ? `random walk, an update every ${sandbox.oracle.intervalMs} ms (${sandbox.oracle
        .markets()
        .map((m) => `${m.symbol} ${m.price}`)
        .join(", ")})`
    : `still; POST ${CONTROL_PREFIX}/oracle-price sets it`;
const fundingLine =
  values["funding-rate"] !== undefined
    ? `${values["funding-rate"]} an hour in every market (--funding-rate), charged on the hour`
    : sandbox.replay
      ? "the recording's rates (fr1h), charged on the hour"
      : "none; --funding-rate sets an hourly rate";
console.log(`perpkit sandbox is running
  REST       ${sandbox.baseUrl}
  WebSocket  ${sandbox.wsUrl}
  Candles    ${sandbox.candlesUrl}
  Signing    ${domain.name} v${domain.version}, chainId ${domain.chainId}, contract ${domain.verifyingContract}
  Markets    ${sandbox.exchange
    .products()
    .map((p) => `${p.ticker} (onchainId ${p.onchainId})`)
    .join(", ")}
  Signatures ${curve.detail ?? curve.name}, checked ${checkedOn}
  Oracle     ${oracleLine}
  Market     ${marketLine(sandbox)}
  Fees       ${feeLine(sandbox)}
  Funding    ${fundingLine}
  State      ${values["data-dir"] === undefined ? "in memory" : `kept in ${values["data-dir"]}`}
  Faucet     POST ${sandbox.baseUrl}${CONTROL_PREFIX}/deposit {"account":"0x...","amount":"10000"}
Press Ctrl-C to stop.`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

// On a terminal, the replay's progress on one line of stderr until it ends; nothing otherwise.
if (sandbox.replay) {
  const hideProgress = showProgress(sandbox.replay, process.stderr);
  void sandbox.replay.finished.then(hideProgress);
}

// A replay that cannot read its recording on leaves a market that is not the recorded one: the
// sandbox says where it stopped and exits, rather than serve it as if the replay had ended.
void sandbox.replay?.finished.then(({ stopped }) => {
  if (!stopped || stopping) return;
  stopping = true;
  console.error(`perpkit-sandbox: the replay stopped at ${stopped.error}`);
  sandbox.close().finally(() => process.exit(1));
});
