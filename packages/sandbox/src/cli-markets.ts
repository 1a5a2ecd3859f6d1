import { formatDecimal } from "@perpkit/core";
import { CONTROL_PREFIX } from "./http/control-endpoints.js";
import type { Latency } from "./lockstep/latency.js";
import type { MarketOptions } from "./market/market-settings.js";
import type { ReplaySpeed } from "./replay/pace.js";
import type { ReplayOptions } from "./replay/replay-settings.js";
import type { Sandbox } from "./sandbox-options.js";

// perpkit-sandbox's options for a simulated market and a replay, and the banner lines that say
// what runs (or how to start it).

/** The command line's values this part reads. */
export interface MarketFlags {
  readonly market?: boolean | undefined;
  readonly "market-depth"?: string | undefined;
  readonly "market-spread"?: string | undefined;
  readonly "market-taker-rate"?: string | undefined;
  readonly "market-taker-size"?: string | undefined;
  readonly replay?: string | undefined;
  readonly "replay-speed"?: string | undefined;
  readonly "feed-delay"?: string | undefined;
  readonly "order-delay"?: string | undefined;
  readonly "replay-paused"?: boolean | undefined;
  readonly "replay-stall"?: string | undefined;
  readonly "feed-latency"?: string | undefined;
  readonly "order-latency"?: string | undefined;
  readonly "cancel-latency"?: string | undefined;
}

/** The replay flags that mean nothing without --replay. */
const REPLAY_FLAGS = [
  "replay-speed",
  "feed-delay",
  "order-delay",
  "replay-paused",
  "replay-stall",
  "feed-latency",
  "order-latency",
  "cancel-latency",
] as const;

/**
 * A latency flag: milliseconds (`25`), a list of them (`18,22,25,31`), or a file of them (one a
 * line, or a JSON array). The replay checks the numbers' range, naming the option.
 */
function latencyFlag(value: string | undefined, flag: string): Latency | undefined {
  if (value === undefined) return undefined;
  const number = /^[0-9]+(\.[0-9]+)?$/;
  if (number.test(value)) return Number(value);
  if (!value.includes(",")) return { file: value };
  const list = value.split(",");
  if (!list.every((v) => number.test(v))) {
    throw new FlagError(`--${flag} must be ms, a list of them (18,22,25) or a file, got ${value}`);
  }
  return list.map(Number);
}

/** A flag's value that cannot be used: what to print before exiting with 2. */
export class FlagError extends Error {}

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new FlagError(`--${flag} must be a whole number, got ${value}`);
  }
  return n;
}

function rate(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new FlagError(`--${flag} must be a number, 0 or more, got ${value}`);
  return n;
}

/**
 * The `market` option from `--market` and its settings; undefined without `--market`. The
 * decimals stay strings (the sandbox checks them and names the option).
 *
 * @example
 * marketOption({ market: true, "market-depth": "20" }) // { depth: 20 }
 */
export function marketOption(flags: MarketFlags): MarketOptions | undefined {
  const given = Object.entries(flags).some(([k, v]) => k.startsWith("market-") && v !== undefined);
  if (!flags.market) {
    if (given) throw new FlagError("the --market-* options need --market");
    return undefined;
  }
  const depth = count(flags["market-depth"], "market-depth");
  const takerRate = rate(flags["market-taker-rate"], "market-taker-rate");
  return {
    ...(depth === undefined ? {} : { depth }),
    ...(flags["market-spread"] === undefined ? {} : { spread: flags["market-spread"] }),
    ...(takerRate === undefined ? {} : { takerRate }),
    ...(flags["market-taker-size"] === undefined ? {} : { takerSize: flags["market-taker-size"] }),
  };
}

/**
 * The `replay` option from `--replay FILE` and its settings; undefined without `--replay`.
 *
 * @example
 * replayOption({ replay: "market.ndjson", "replay-speed": "20" }) // { file, speed: 20 }
 */
export function replayOption(flags: MarketFlags): ReplayOptions | undefined {
  const file = flags.replay;
  if (file === undefined) {
    for (const flag of REPLAY_FLAGS) {
      if (flags[flag] !== undefined) throw new FlagError(`--${flag} needs --replay`);
    }
    return undefined;
  }
  const speedText = flags["replay-speed"];
  let speed: ReplaySpeed | undefined;
  if (speedText === "step" || speedText === "max") speed = speedText;
  else if (speedText !== undefined) {
    speed = Number(speedText);
    if (!(speed > 0))
      throw new FlagError(`--replay-speed must be a number above 0, max or step, got ${speedText}`);
  }
  const feedDelayMs = count(flags["feed-delay"], "feed-delay");
  const orderDelayMs = count(flags["order-delay"], "order-delay");
  const stallRealMs = count(flags["replay-stall"], "replay-stall");
  const latency = {
    feed: latencyFlag(flags["feed-latency"], "feed-latency"),
    order: latencyFlag(flags["order-latency"], "order-latency"),
    cancel: latencyFlag(flags["cancel-latency"], "cancel-latency"),
  };
  const given = Object.fromEntries(Object.entries(latency).filter(([, v]) => v !== undefined));
  return {
    file,
    ...(speed === undefined ? {} : { speed }),
    ...(flags["replay-paused"] ? { paused: true } : {}),
    ...(stallRealMs === undefined ? {} : { stallRealMs }),
    ...(feedDelayMs === undefined ? {} : { feedDelayMs }),
    ...(orderDelayMs === undefined ? {} : { orderDelayMs }),
    ...(Object.keys(given).length > 0 ? { latency: given } : {}),
  };
}

/**
 * The banner's line about other traders: the simulated market or the replay that runs, or how
 * to start one.
 *
 * @example
 * console.log(`  Market     ${marketLine(sandbox)}`)
 */
export function marketLine(sandbox: Sandbox): string {
  const { market, replay } = sandbox;
  if (replay) {
    const pace =
      replay.speed === "step"
        ? `stepped by POST ${CONTROL_PREFIX}/replay/advance`
        : replay.speed === "max"
          ? "as fast as its lock-step clients go"
          : `at ${replay.speed}x real time`;
    const paused =
      replay.paused && replay.speed !== "step"
        ? ` (paused: POST ${CONTROL_PREFIX}/replay/resume plays it)`
        : "";
    return `replay of ${[replay.file].flat().join(", ")} (${replay.symbols.join(", ")}), ${pace}${paused}, from ${new Date(replay.startTime + 1).toISOString()}; GET ${CONTROL_PREFIX}/replay`;
  }
  if (market) {
    const idle = sandbox.oracle.markets().some((m) => m.price === null)
      ? " (a market waits for its first oracle price)"
      : "";
    return `simulated makers and takers on ${market.symbols.join(", ")}${idle}; GET ${CONTROL_PREFIX}/market`;
  }
  return "quiet: nobody else trades; --market starts simulated makers and takers, --replay FILE plays a recording";
}

/**
 * The start banner's fees: each market's maker and taker rates, and where they came from (a
 * replay's recording, --maker-fee/--taker-fee, the sandbox's products).
 *
 * @example
 * console.log(`  Fees       ${feeLine(sandbox)}`) // maker/taker BTCUSD 0.001/0.004 (recording), ...
 */
export function feeLine(sandbox: Sandbox): string {
  const markets = sandbox.exchange.products().map((p) => {
    const source = sandbox.feeSources[p.ticker];
    const maker = formatDecimal(p.makerFee);
    const taker = formatDecimal(p.takerFee);
    if (!source) return `${p.ticker} ${maker}/${taker}`;
    if (source.maker === source.taker) return `${p.ticker} ${maker}/${taker} (${source.maker})`;
    return `${p.ticker} ${maker} (${source.maker})/${taker} (${source.taker})`;
  });
  return `maker/taker ${markets.join(", ")}`;
}
