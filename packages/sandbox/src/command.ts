import { availableParallelism } from "node:os";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { limits, networks } from "@perpkit/core";
import { getCurveBackend } from "@perpkit/signing";
import { FlagError, feeLine, marketLine, marketOption } from "./cli-markets.js";
import { createClock } from "./engine/index.js";
import { CONTROL_PREFIX } from "./http/control-endpoints.js";
import { defaultOraclePrices } from "./oracle/feed.js";
import { startSandbox } from "./sandbox.js";
import type { Sandbox, StartSandboxOptions } from "./sandbox-options.js";

// perpkit-sandbox's command line: its options read into startSandbox's, the banner, and the stop
// on a signal. A program that starts the sandbox its own way (a backtest's replay) runs the same
// command line with options of its own (`SandboxCommand`).

// One core stays with the exchange itself; the others check signatures.
/** Signature-checking threads when none are asked for: one per core but one, at most 4. Read when
 * the command runs, not when the module loads, so the entry point loads in a browser. */
function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * A program built on perpkit-sandbox's command line: its name, its own options, and how it
 * starts the sandbox. `perpkit-replay` of `@perpkit/backtest` is one.
 *
 * @example
 * await runSandboxCommand(process.argv.slice(2), { program: "my-sandbox", summary: "my-sandbox: ...", options: {}, usage: "", start: (_, options) => startSandbox(options).then((sandbox) => ({ sandbox })) })
 */
export interface SandboxCommand {
  /** The program's name, first in each of its messages. */
  readonly program: string;
  /** The first line of its usage text: what it is. */
  readonly summary: string;
  /** Its own options, as `parseArgs` of `node:util` reads them. */
  readonly options: ParseArgsOptionsConfig;
  /** Its own options' lines of the usage text. */
  readonly usage: string;
  /**
   * Starts the sandbox: `values` are every option's (perpkit-sandbox's and its own), `options`
   * what perpkit-sandbox makes of its own. An error it throws is printed as one line after the
   * program's name, and the program exits with 2.
   */
  start(
    values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>,
    options: StartSandboxOptions,
  ): Promise<StartedCommand>;
}

/**
 * A sandbox a {@link SandboxCommand} started: what its banner says otherwise than
 * perpkit-sandbox's, and what runs once the banner is out.
 *
 * @example
 * const started: StartedCommand = { sandbox, banner: { market: "replay of market.ndjson" } }
 */
export interface StartedCommand {
  readonly sandbox: Sandbox;
  /** The banner's Oracle, Market and Funding lines, where they differ. */
  readonly banner?: {
    readonly oracle?: string;
    readonly market?: string;
    readonly funding?: string;
  };
  /**
   * Runs once the banner is out; `exit(code, message)` prints the message (on stderr, after the
   * program's name), closes the sandbox and exits with the code. A signal stops it first.
   */
  started?(exit: (code: number, message: string) => void): void;
}

const usageOf = (
  command: SandboxCommand | undefined,
): string => `${command?.summary ?? "perpkit-sandbox: a local exchange for offline bots and tests"}

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
  --verify-threads <n>        signature-checking threads (default ${defaultThreads()})
  --data-dir <dir>            keep the exchange's state in <dir> across restarts (default: memory only)
  --retention-records <n>     finished orders, fills, closed positions kept per subaccount, trades per market (default 1000)
  --retention-age <ms>        also let finished records older than this leave memory
  --market                    a simulated market: seeded makers and takers on every product
  --market-depth <n>          price levels a side the makers keep (default 10)
  --market-spread <x>         best bid to best ask, as a fraction of the oracle price (default 0.0005)
  --market-taker-rate <x>     taker orders a second in each market, on average (default 1)
  --market-taker-size <usd>   USD of a taker order, on average (default 2000)
${command?.usage ?? ""}  --maker-fee <rate>          maker fee of every market, a fraction of the notional (default each product's${command ? ", or the recording's" : ""});
                              a negative one is a rebate, of at most the taker fee
  --taker-fee <rate>          taker fee of every market (default each product's${command ? ", or the recording's" : ""})
  --funding-rate <rate>       hourly funding rate of every market, charged on the hour; positive, longs
                              pay shorts (default ${command ? "the recording's rates" : "0"})
  -h, --help                  this text
`;

/** perpkit-sandbox's own options. */
const SANDBOX_OPTIONS: ParseArgsOptionsConfig = {
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
  "maker-fee": { type: "string" },
  "taker-fee": { type: "string" },
  "funding-rate": { type: "string" },
  help: { type: "boolean", short: "h" },
};

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

/** Prints a usage error, one line after the program's name, and exits with 2. */
function usageError(program: string, message: string): never {
  console.error(`${program}: ${message}`);
  process.exit(2);
}

/** The command line read, or the usage error it makes (an unknown option, a stray argument). */
function readArguments(args: readonly string[], command: SandboxCommand | undefined) {
  const program = command?.program ?? "perpkit-sandbox";
  // The replay left this program for the backtest's: say where it went.
  if (!command && args.some((arg) => arg.startsWith("--replay"))) {
    usageError(
      program,
      "--replay is perpkit-replay's now, of @perpkit/backtest (perpkit backtest replay runs it), with the same options",
    );
  }
  try {
    return parseArgs({
      args: signedValuesJoined(args),
      options: { ...SANDBOX_OPTIONS, ...command?.options },
    }).values;
  } catch (error) {
    const message = (error as Error).message.replace(/\. (To specify|This command).*$/s, "");
    return usageError(program, `${message} (${program} --help lists the options)`);
  }
}

function wholeNumber(program: string, value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || !Number.isSafeInteger(n) || n < 0) {
    usageError(program, `--${name} must be a whole number, got ${String(value)}`);
  }
  return n;
}

/** An object without its undefined values, so that an option not given is left out. */
function defined<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** What perpkit-sandbox's own options make of the sandbox's options. */
function sandboxOptions(
  program: string,
  values: Record<string, string | boolean | (string | boolean)[] | undefined>,
): StartSandboxOptions {
  const number = (name: string) => wholeNumber(program, values[name], name);
  const local = new URL(networks.local.restUrl);
  const volatilityText = values["oracle-volatility"] as string | undefined;
  const oracleVolatility = volatilityText === undefined ? undefined : Number(volatilityText);
  if (oracleVolatility !== undefined && !(oracleVolatility >= 0 && oracleVolatility <= 1)) {
    usageError(program, `--oracle-volatility must be from 0 to 1, got ${volatilityText}`);
  }
  let market: ReturnType<typeof marketOption>;
  try {
    market = marketOption(values);
  } catch (error) {
    if (!(error instanceof FlagError)) throw error;
    usageError(program, error.message);
  }
  const text = (name: string) => values[name] as string | undefined;
  const intervalMs = number("oracle-interval");
  const retention = { records: number("retention-records"), maxAgeMs: number("retention-age") };
  const stream = {
    l2BookIntervalMs: number("l2book-interval"),
    tickerIntervalMs: number("ticker-interval"),
    connectionLifetimeMs: number("stream-lifetime"),
  };
  return defined({
    port: number("port") ?? Number(local.port),
    host: text("host") ?? local.hostname,
    clock: createClock({ frozen: values.frozen === true }),
    market,
    verifyThreads: number("verify-threads") ?? defaultThreads(),
    fees: defined({ maker: text("maker-fee"), taker: text("taker-fee") }),
    fundingRates: text("funding-rate"),
    seed: text("seed"),
    rateLimits: values["no-rate-limits"] ? (false as const) : undefined,
    withdrawalLockoutMs: number("withdrawal-lockout"),
    depositConfirmationMs: number("deposit-delay"),
    dataDir: text("data-dir"),
    retention: defined(retention),
    stream: defined(stream),
    oracle: values["no-oracle"]
      ? false
      : defined({ prices: defaultOraclePrices, intervalMs, volatility: oracleVolatility }),
  });
}

/** The banner: where everything is, and what runs. */
function bannerOf(
  sandbox: Sandbox,
  values: Record<string, unknown>,
  threads: number,
  given: StartedCommand["banner"] = {},
): string {
  const { domain } = sandbox.signingConfig;
  const curve = getCurveBackend();
  const threadsText = `${threads} worker thread${threads === 1 ? "" : "s"}`;
  const checkedOn =
    threads === 0
      ? "on the main thread"
      : curve.name === "native"
        ? `on the main thread, and on ${threadsText} when it is busy`
        : `on ${threadsText}`;
  const oracleLine =
    given.oracle ??
    (sandbox.oracle.automatic
      ? `random walk, an update every ${sandbox.oracle.intervalMs} ms (${sandbox.oracle
          .markets()
          .map((m) => `${m.symbol} ${m.price}`)
          .join(", ")})`
      : `still; POST ${CONTROL_PREFIX}/oracle-price sets it`);
  const fundingLine =
    values["funding-rate"] !== undefined
      ? `${values["funding-rate"]} an hour in every market (--funding-rate), charged on the hour`
      : (given.funding ?? "none; --funding-rate sets an hourly rate");
  const dataDir = values["data-dir"];
  return `perpkit sandbox is running
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
  Market     ${given.market ?? marketLine(sandbox)}
  Fees       ${feeLine(sandbox)}
  Funding    ${fundingLine}
  State      ${dataDir === undefined ? "in memory" : `kept in ${dataDir}`}
  Faucet     POST ${sandbox.baseUrl}${CONTROL_PREFIX}/deposit {"account":"0x...","amount":"10000"}
Press Ctrl-C to stop.`;
}

/**
 * Runs perpkit-sandbox's command line over `args` (`process.argv.slice(2)`): reads the options,
 * starts the sandbox, prints its banner, and serves until SIGINT or SIGTERM closes it. With
 * `command`, a program of its own: its options too, and its way to start the sandbox. A usage
 * error is one line on stderr and exit code 2.
 *
 * @example
 * await runSandboxCommand(["--port", "0", "--market"])
 */
export async function runSandboxCommand(
  args: readonly string[],
  command?: SandboxCommand,
): Promise<void> {
  const program = command?.program ?? "perpkit-sandbox";
  // A closed stdout (the reader went away) must not crash a running exchange.
  process.stdout.on("error", () => undefined);
  const values = readArguments(args, command);
  if (values.help) {
    console.log(usageOf(command));
    process.exit(0);
  }
  const options = sandboxOptions(program, values);
  const started = await (command
    ? command.start(values, options)
    : startSandbox(options).then((sandbox) => ({ sandbox }) as StartedCommand)
  ).catch((error: unknown) =>
    // A data directory in use or written with other settings: one line, no stack.
    usageError(program, error instanceof Error ? error.message : String(error)),
  );
  const { sandbox } = started;
  console.log(bannerOf(sandbox, values, options.verifyThreads ?? 0, started.banner));
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
  started.started?.((code, message) => {
    if (stopping) return;
    stopping = true;
    console.error(`${program}: ${message}`);
    sandbox.close().finally(() => process.exit(code));
  });
}
