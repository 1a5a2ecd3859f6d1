import { ValidationError } from "@perpkit/core";
import { CONTROL_PREFIX, type SandboxCommand, type StartedCommand } from "@perpkit/sandbox";
import type { Latency } from "../lockstep/latency.js";
import { showProgress } from "../report/progress.js";
import type { ReplaySpeed } from "./pace.js";
import type { ReplayOptions } from "./replay-settings.js";
import { type ReplaySandbox, startReplay } from "./start.js";

// perpkit-replay: perpkit-sandbox's command line with a recording played into the sandbox, for
// bots in other processes (over HTTP and the stream, in lock-step through the protocol of the
// README's "A bot in another process") and for a look at a recording by hand.

/** The command line's values this part reads. */
interface ReplayFlags {
  readonly [flag: string]: string | boolean | (string | boolean)[] | undefined;
}

/** The replay's options, and their lines of the usage text. */
const REPLAY_OPTIONS = {
  replay: { type: "string" },
  "replay-speed": { type: "string" },
  "replay-paused": { type: "boolean" },
  "replay-stall": { type: "string" },
  "replay-symbols": { type: "string" },
  "replay-from": { type: "string" },
  "replay-to": { type: "string" },
  "feed-latency": { type: "string" },
  "order-latency": { type: "string" },
  "cancel-latency": { type: "string" },
  "feed-delay": { type: "string" },
  "order-delay": { type: "string" },
} as const;

const USAGE = `  --replay <file>             the market recording to play (perpkit record writes one), or a folder of them by market and day
  --replay-speed <x|max|step> times real time, as fast as lock-step clients go, or step: POST ${CONTROL_PREFIX}/replay/advance moves it (default 1)
  --replay-paused             start the replay paused: POST ${CONTROL_PREFIX}/replay/resume (or advance) plays it
  --replay-stall <ms>         real ms a lock-step client may stall the replay before it is dropped (default 10000)
  --replay-symbols <A,B>      the markets to play, of those recorded (default all)
  --replay-from <time>        play from then on: epoch ms, a day (2026-01-05, UTC) or a time with its zone
  --replay-to <time>          play the lines before then, written as --replay-from
  --feed-latency <ms|list|file>    the market channels reach subscribers this much later: 25, 18,22,31, or a file of values
  --order-latency <ms|list|file>   order and batch requests reach the exchange this much later
  --cancel-latency <ms|list|file>  cancels reach the exchange this much later
  --feed-delay <ms>           the same as --feed-latency <ms>
  --order-delay <ms>          the same as --order-latency <ms> and --cancel-latency <ms>
`;

/** The options of perpkit-sandbox a replay cannot be combined with: the recording sets them. */
const ALONE = ["frozen", "data-dir", "market"];

function text(flags: ReplayFlags, flag: string): string | undefined {
  const value = flags[flag];
  return typeof value === "string" ? value : undefined;
}

function count(flags: ReplayFlags, flag: string): number | undefined {
  const value = text(flags, flag);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new ValidationError(`--${flag}`, `must be a whole number, got ${value}`);
  }
  return n;
}

/**
 * A latency flag: milliseconds (`25`), a list of them (`18,22,25,31`), or a file of them (one a
 * line, or a JSON array). The replay checks the numbers' range, naming the option.
 */
function latencyFlag(flags: ReplayFlags, flag: string): Latency | undefined {
  const value = text(flags, flag);
  if (value === undefined) return undefined;
  const number = /^[0-9]+(\.[0-9]+)?$/;
  if (number.test(value)) return Number(value);
  if (!value.includes(",")) return { file: value };
  const list = value.split(",");
  if (!list.every((v) => number.test(v))) {
    throw new ValidationError(
      `--${flag}`,
      `must be ms, a list of them (18,22,25) or a file, got ${value}`,
    );
  }
  return list.map(Number);
}

/**
 * A time flag: epoch ms, an ISO day (UTC midnight, as `Date.parse` reads it), or an ISO time that
 * names its zone (`Z` or `+01:00`): a time without a zone would mean the machine's own.
 */
function timeFlag(flags: ReplayFlags, flag: string): number | undefined {
  const value = text(flags, flag);
  if (value === undefined) return undefined;
  const ms = /^[0-9]+$/.test(value) ? Number(value) : isoTime(value);
  if (!Number.isSafeInteger(ms)) {
    throw new ValidationError(
      `--${flag}`,
      `must be epoch ms, an ISO day or an ISO time with its zone (2026-01-05T10:00:00Z), got ${value}`,
    );
  }
  return ms;
}

/** Epoch ms of an ISO day or zoned time; NaN for anything else, a day past its month's end too. */
function isoTime(value: string): number {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]+(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  if (!iso) return Number.NaN;
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  // Date.parse takes 2026-02-30 for March 2nd; the day must be one of its month's.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return Number.NaN;
  return Date.parse(value);
}

/** The markets flag: symbols apart by commas, none empty. */
function symbolsFlag(flags: ReplayFlags): string[] | undefined {
  const value = text(flags, "replay-symbols");
  if (value === undefined) return undefined;
  const symbols = value.split(",").map((s) => s.trim());
  if (symbols.some((s) => s === "")) {
    throw new ValidationError("--replay-symbols", `must be symbols apart by commas, got ${value}`);
  }
  return symbols;
}

function speedFlag(flags: ReplayFlags): ReplaySpeed | undefined {
  const speedText = text(flags, "replay-speed");
  if (speedText === undefined || speedText === "step" || speedText === "max") return speedText;
  const speed = Number(speedText);
  if (!(speed > 0)) {
    throw new ValidationError(
      "--replay-speed",
      `must be a number above 0, max or step, got ${speedText}`,
    );
  }
  return speed;
}

/**
 * The `replay` option from `--replay FILE` and its settings. Throws a ValidationError naming the
 * flag: a replay flag without `--replay`, a speed or a latency it cannot read, or an option of
 * perpkit-sandbox that the recording sets.
 *
 * @example
 * replayOption({ replay: "market.ndjson", "replay-speed": "20" }) // { file, speed: 20 }
 */
export function replayOption(flags: ReplayFlags): ReplayOptions {
  const file = text(flags, "replay");
  if (file === undefined) {
    for (const flag of Object.keys(REPLAY_OPTIONS)) {
      if (flags[flag] !== undefined) throw new ValidationError(`--${flag}`, "needs --replay");
    }
    throw new ValidationError("--replay", "is missing: the recording to play");
  }
  if (ALONE.some((flag) => flags[flag] !== undefined)) {
    throw new ValidationError(
      "--replay",
      "runs on the recording's clock, alone: drop --frozen, --data-dir and --market",
    );
  }
  const speed = speedFlag(flags);
  const feedDelayMs = count(flags, "feed-delay");
  const orderDelayMs = count(flags, "order-delay");
  const stallRealMs = count(flags, "replay-stall");
  const latency = {
    feed: latencyFlag(flags, "feed-latency"),
    order: latencyFlag(flags, "order-latency"),
    cancel: latencyFlag(flags, "cancel-latency"),
  };
  const given = Object.fromEntries(Object.entries(latency).filter(([, v]) => v !== undefined));
  const symbols = symbolsFlag(flags);
  const from = timeFlag(flags, "replay-from");
  const to = timeFlag(flags, "replay-to");
  return {
    file,
    ...(symbols === undefined ? {} : { symbols }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(speed === undefined ? {} : { speed }),
    ...(flags["replay-paused"] ? { paused: true } : {}),
    ...(stallRealMs === undefined ? {} : { stallRealMs }),
    ...(feedDelayMs === undefined ? {} : { feedDelayMs }),
    ...(orderDelayMs === undefined ? {} : { orderDelayMs }),
    ...(Object.keys(given).length > 0 ? { latency: given } : {}),
  };
}

/**
 * The banner's line about the replay: what it plays, how fast, from when.
 *
 * @example
 * console.log(`  Market     ${replayLine(sandbox.replay)}`)
 */
export function replayLine(replay: ReplaySandbox["replay"]): string {
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

/**
 * perpkit-replay's command line: perpkit-sandbox's (see `runSandboxCommand` of
 * `@perpkit/sandbox`) with `--replay <file>` and the replay's options. On a terminal the replay's
 * progress shows on one line of stderr; a replay that stops before the end of its recording exits
 * with 1, naming the line.
 *
 * @example
 * await runSandboxCommand(process.argv.slice(2), replayCommand)
 */
export const replayCommand: SandboxCommand = {
  program: "perpkit-replay",
  summary:
    "perpkit-replay: a local exchange that plays a market recording, in lock-step with the bots on its clock",
  options: REPLAY_OPTIONS,
  usage: USAGE,
  async start(values, options): Promise<StartedCommand> {
    const replay = replayOption(values);
    const { clock: _clock, oracle: _oracle, market: _market, ...rest } = options;
    const sandbox = await startReplay({ ...rest, replay });
    return {
      sandbox,
      banner: {
        oracle: "follows the recording's mark prices",
        market: replayLine(sandbox.replay),
        funding: "the recording's rates (fr1h), charged on the hour",
      },
      started(exit) {
        const hideProgress = showProgress(sandbox.replay, process.stderr);
        // A replay that cannot read its recording on leaves a market that is not the recorded
        // one: the program says where it stopped and exits, rather than serve it as if it ended.
        void sandbox.replay.finished.then(({ stopped }) => {
          hideProgress();
          if (stopped) exit(1, `the replay stopped at ${stopped.error}`);
        });
      },
    };
  },
};
