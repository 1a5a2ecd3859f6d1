import {
  AbortError,
  BadRequestError,
  ConfigDriftError,
  DecodeError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PerpkitError,
  type PerpkitErrorOptions,
  RateLimitError,
  ServerError,
  SignatureError,
  TimeoutError,
  TransportError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from "@perpkit/core";

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
  override name = "UsageError";
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
  override name = "KeyError";
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
  override name = "RejectedError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("REJECTED", shortMessage, options);
  }
}

/** The kind of failure an error is. */
export function exitKindOf(error: unknown): ExitKind {
  if (error instanceof UsageError) return "usage";
  if (error instanceof KeyError || error instanceof SignatureError) return "auth";
  if (error instanceof RejectedError) return "rejected";
  if (error instanceof ValidationError) return "validation";
  if (error instanceof RateLimitError) return "rateLimit";
  if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return "auth";
  if (
    error instanceof BadRequestError ||
    error instanceof NotFoundError ||
    error instanceof UnprocessableError
  ) {
    return "validation";
  }
  if (error instanceof ServerError || error instanceof DecodeError) return "server";
  if (error instanceof ConfigDriftError) return "server";
  if (error instanceof HttpError) return error.status >= 500 ? "server" : "validation";
  if (error instanceof TransportError || error instanceof TimeoutError) return "network";
  if (error instanceof AbortError) return "network";
  if (error instanceof PerpkitError) return streamKind(error) ?? "internal";
  return "internal";
}

/**
 * The kind of a stream or candle API failure, told by name so that this module loads neither
 * package: the gateway's refusal codes, a closed stream, an error answer of the candle API.
 */
function streamKind(error: PerpkitError): ExitKind | undefined {
  if (error.name === "StreamError") {
    switch (error.code) {
      case "UNKNOWN_PRODUCT":
      case "VALIDATION_ERROR":
        return "validation";
      case "RATE_LIMIT":
      case "SUBSCRIPTION_LIMIT_EXCEEDED":
        return "rateLimit";
      case "INTERNAL_ERROR":
        return "server";
      default:
        return "network";
    }
  }
  if (error.name === "StreamClosedError") return "network";
  if (error.name === "CandlesError") return "server";
  if (error.name === "OrderRejectedError") return "rejected";
  return undefined;
}

const LONG_HEX = /(0x)?[0-9a-fA-F]{64,}/g;

/**
 * Text safe to print: anything that could be a private key (32 or more bytes of hex, with or
 * without 0x) is replaced by its length, so a key typed in the wrong place is never echoed.
 */
export function redact(text: string): string {
  return text.replace(
    LONG_HEX,
    (m) => `<${(m.length - (m.startsWith("0x") ? 2 : 0)) / 2}-byte hex>`,
  );
}

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
