import { redactKeys } from "./errors.js";
import { type Clock, systemClock } from "./time/clock.js";

/**
 * A debug logger for one namespace (`perpkit:rest`): call it with one line of text. It writes
 * only while the `DEBUG` environment variable names the namespace, and reads `DEBUG` at each call,
 * so a test or a REPL can switch it on and off.
 *
 * @example
 * const debug: DebugLogger = createDebugLogger("perpkit:rest")
 * if (debug.enabled) debug(`GET /v1/time 200 in 3 ms`)
 */
export interface DebugLogger {
  (line: string): void;
  /** The namespace it writes under. */
  readonly namespace: string;
  /** True while `DEBUG` names the namespace. */
  readonly enabled: boolean;
}

/**
 * Options of {@link createDebugLogger}; tests pass their own.
 *
 * @example
 * createDebugLogger("perpkit:rest", { env: () => "perpkit", write: (line) => lines.push(line) })
 */
export interface DebugLoggerOptions {
  /** The switch; default the `DEBUG` environment variable (Node), undefined elsewhere. */
  readonly env?: (() => string | undefined) | undefined;
  /** Where a line goes; default standard error (Node) or `console.debug`. */
  readonly write?: ((line: string) => void) | undefined;
  /** The clock of the timestamp each line starts with. Default {@link systemClock}. */
  readonly clock?: Clock | undefined;
}

interface NodeLike {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly stderr?: { write(text: string): unknown };
}

function nodeProcess(): NodeLike | undefined {
  return (globalThis as { process?: NodeLike }).process;
}

function environmentSwitch(): string | undefined {
  return nodeProcess()?.env?.DEBUG;
}

function standardError(line: string): void {
  const stderr = nodeProcess()?.stderr;
  if (stderr) stderr.write(`${line}\n`);
  else console.debug(line);
}

/** True when one name of a DEBUG list covers the namespace. */
function covers(name: string, namespace: string): boolean {
  if (name.endsWith("*")) return namespace.startsWith(name.slice(0, -1));
  return namespace === name || namespace.startsWith(`${name}:`);
}

/**
 * True when a `DEBUG` value switches `namespace` on. The value is a list of names separated by
 * commas or spaces; a trailing `*` matches anything after it, a leading `-` switches a name off,
 * and a bare name covers its sub-namespaces (`perpkit` is `perpkit:rest`, `perpkit:stream`, ...).
 *
 * @example
 * debugEnabled("perpkit:rest", "perpkit:*,-perpkit:candles") // true
 */
export function debugEnabled(namespace: string, value: string | undefined): boolean {
  let on = false;
  for (const name of (value ?? "").split(/[\s,]+/)) {
    if (name.startsWith("-")) {
      if (covers(name.slice(1), namespace)) return false;
    } else if (name !== "" && covers(name, namespace)) on = true;
  }
  return on;
}

/**
 * Creates a debug logger for one namespace. A line is written as `<ISO time> <namespace> <text>`,
 * one line each (newlines in the text become spaces), and anything that could be a private key is
 * hidden (`redactKeys`). Switch it on in Node with
 * `DEBUG=perpkit` (every perpkit namespace) or `DEBUG=perpkit:rest`.
 *
 * @example
 * const debug = createDebugLogger("perpkit:stream")
 * debug("reconnecting in 500 ms (attempt 1)")
 */
export function createDebugLogger(
  namespace: string,
  options: DebugLoggerOptions = {},
): DebugLogger {
  const env = options.env ?? environmentSwitch;
  const write = options.write ?? standardError;
  const clock = options.clock ?? systemClock;
  const logger = (line: string): void => {
    if (!debugEnabled(namespace, env())) return;
    const text = redactKeys(line.replace(/\s*\n\s*/g, " "));
    write(`${new Date(clock.now()).toISOString()} ${namespace} ${text}`);
  };
  return Object.defineProperties(logger, {
    namespace: { value: namespace },
    enabled: { get: () => debugEnabled(namespace, env()) },
  }) as DebugLogger;
}
