import type { SweepMismatchError } from "@perpkit/backtest";
import type { CandlesError } from "@perpkit/candles";
import {
  type AbortError,
  type ConfigDriftError,
  type DecodeError,
  HttpError,
  type HttpStatusErrorName,
  PerpkitError,
  type PerpkitErrorOptions,
  redactKeys,
  type SignatureError,
  TimeoutError,
  TransportError,
  ValidationError,
} from "@perpkit/core";
import type { OrderRejectedError } from "@perpkit/rest";
import type {
  knownValues,
  RecordingLineError,
  StreamClosedError,
  StreamError,
} from "@perpkit/stream";
import type { CsvRowError } from "@perpkit/stream/recording";

/**
 * The exit codes of `perpkit`, by kind of failure. Scripts may rely on them: they never change
 * meaning.
 *
 * @example
 * if (await runCli(["orders"]) === exitCodes.network) console.error("is the exchange reachable?")
 */
export const exitCodes = {
  /** Done. */
  ok: 0,
  /** A fault of the program itself. */
  internal: 1,
  /**
   * The command line is wrong: an unknown command or option, a missing argument, a required
   * option left out.
   */
  usage: 2,
  /** A value breaks a rule, found before sending or by the exchange (400, 404). */
  validation: 3,
  /**
   * No key (to sign, or to name the account a read is about, when `--account` is not given), a
   * key that cannot be read, or a signature the exchange refused (401, 403).
   */
  auth: 4,
  /** The exchange's rate limit is exhausted (429). */
  rateLimit: 5,
  /** The exchange could not be reached, or did not answer in time. */
  network: 6,
  /** The exchange failed (5xx), or answered something the spec does not allow. */
  server: 7,
  /**
   * The exchange answered, but an order (a result such as `InsufficientBalance`), a cancellation
   * or a batch instruction did not succeed.
   */
  rejected: 8,
} as const;

/**
 * The kind of failure an exit code stands for.
 *
 * @example
 * const kind: ExitKind = "network"
 */
export type ExitKind = keyof typeof exitCodes;

/**
 * The command line is wrong: an unknown command or option, a missing or malformed argument.
 *
 * @example
 * throw new UsageError("book needs a symbol, for example perpkit book BTCUSD")
 */
export class UsageError extends PerpkitError {
  override readonly name = "UsageError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("USAGE", shortMessage, options);
  }
}

/**
 * There is no key to sign with, or the key cannot be read: a missing PERPKIT_PRIVATE_KEY, an
 * unreadable keystore, a wrong password, or a key given on the command line.
 *
 * @example
 * throw new KeyError("set PERPKIT_PRIVATE_KEY or give --key-file to sign")
 */
export class KeyError extends PerpkitError {
  override readonly name = "KeyError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("KEY", shortMessage, options);
  }
}

/**
 * The exchange answered, but what was asked did not succeed: an order placed with a result other
 * than `Ok`, a cancellation or batch instruction that failed. The output says which.
 *
 * @example
 * throw new RejectedError("2 of 5 orders were not cancelled")
 */
export class RejectedError extends PerpkitError {
  override readonly name = "RejectedError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("REJECTED", shortMessage, options);
  }
}

/**
 * The kind of each error class an HTTP error status becomes, over core's generated table
 * (spec/errors.yaml): a status given a class of its own there must be given a kind here.
 */
const httpExitKinds = {
  BadRequestError: "validation",
  NotFoundError: "validation",
  UnprocessableError: "validation",
  UnauthorizedError: "auth",
  ForbiddenError: "auth",
  RateLimitError: "rateLimit",
  ServerError: "server",
  // A status the table names no class for; any 5xx has one (ServerError), checked below anyway.
  HttpError: "validation",
} as const satisfies Record<HttpStatusErrorName, ExitKind>;

/** Errors other than an HTTP status's that the command line meets, each told by its name. */
type NamedError =
  | UsageError
  | KeyError
  | RejectedError
  | ValidationError
  | SignatureError
  | DecodeError
  | ConfigDriftError
  | TransportError
  | TimeoutError
  | AbortError
  | OrderRejectedError
  | StreamClosedError
  | CandlesError
  | RecordingLineError
  | CsvRowError
  | SweepMismatchError;

/** The kind of failure of each error, by its name; an error not named here is internal. */
const exitKinds: Readonly<Record<string, ExitKind>> = {
  ...httpExitKinds,
  UsageError: "usage",
  KeyError: "auth",
  SignatureError: "auth",
  RejectedError: "rejected",
  OrderRejectedError: "rejected",
  ValidationError: "validation",
  RecordingLineError: "validation",
  CsvRowError: "validation",
  DecodeError: "server",
  ConfigDriftError: "server",
  CandlesError: "server",
  TransportError: "network",
  TimeoutError: "network",
  AbortError: "network",
  StreamClosedError: "network",
  SweepMismatchError: "validation",
} as const satisfies Record<NamedError["name"] | HttpStatusErrorName, ExitKind>;

const STREAM_ERROR: StreamError["name"] = "StreamError";

/** The codes the stream gateway refuses a subscription with, from the stream's generated list. */
type StreamErrorCode = (typeof knownValues.StreamErrorCode)[number];

/** The kind of each refusal of the stream gateway; a code this version does not know: network. */
const streamExitKinds: Readonly<Record<string, ExitKind>> = {
  UNKNOWN_PRODUCT: "validation",
  VALIDATION_ERROR: "validation",
  RATE_LIMIT: "rateLimit",
  SUBSCRIPTION_LIMIT_EXCEEDED: "rateLimit",
  INTERNAL_ERROR: "server",
  SUBSCRIPTION_FAILED: "network",
  UNSUBSCRIBE_FAILED: "network",
} as const satisfies Record<StreamErrorCode, ExitKind>;

/**
 * The kind of failure an error is, told by its name (so that this module loads neither the
 * stream nor the candle package): a stream refusal by its code, an HTTP error by its class.
 */
export function exitKindOf(error: unknown): ExitKind {
  if (!(error instanceof PerpkitError)) return "internal";
  if (error.name === STREAM_ERROR) return streamExitKinds[error.code] ?? "network";
  if (error instanceof HttpError && error.name === "HttpError" && error.status >= 500) {
    return "server";
  }
  return exitKinds[error.name] ?? "internal";
}

/**
 * Text safe to print: anything that could be a private key is hidden (`redactKeys` of
 * `@perpkit/core`, the rule error messages and debug lines follow too).
 */
export const redact: (text: string) => string = redactKeys;

/** The error at the bottom of a cause chain (a socket's ECONNREFUSED under fetch's TypeError). */
function deepest(error: unknown): unknown {
  let current = error;
  const seen = new Set<unknown>();
  while (current instanceof Error && current.cause !== undefined && !seen.has(current)) {
    seen.add(current);
    current = current.cause;
  }
  return current;
}

/** The one line an error prints: what was wrong, naming the field or option, and the rule. */
export function errorLine(error: unknown, optionOf: (field: string) => string): string {
  if (error instanceof ValidationError) {
    const rule = error.shortMessage.startsWith(error.field)
      ? error.shortMessage.slice(error.field.length).trim()
      : error.shortMessage;
    return redact(`${optionOf(error.field)} ${rule}`);
  }
  if (error instanceof HttpError) {
    const said = error.serverMessage ? `: ${error.serverMessage}` : "";
    return redact(`${error.shortMessage.replace(/\.$/, "")}${said} (${error.method} ${error.url})`);
  }
  if (error instanceof TransportError || error instanceof TimeoutError) {
    const root = deepest(error);
    const why = root instanceof Error && root !== error ? `: ${root.message}` : "";
    return redact(`${error.shortMessage.replace(/\.$/, "")}${why}`);
  }
  if (error instanceof PerpkitError) {
    const detail =
      error.details && !error.shortMessage.includes(error.details) ? `: ${error.details}` : "";
    return redact(`${error.shortMessage.replace(/\.$/, "")}${detail}`);
  }
  if (error instanceof Error) return redact(`${error.name}: ${error.message.split("\n")[0]}`);
  return redact(String(error));
}
