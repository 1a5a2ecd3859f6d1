/**
 * What every perpkit error carries besides its message.
 *
 * @example
 * throw new TransportError("The exchange is unreachable.", { cause: error, details: "ECONNREFUSED 127.0.0.1:7420" })
 */
export interface PerpkitErrorOptions {
  /** The lower-level error that caused this one. */
  readonly cause?: unknown;
  /** Technical detail for logs: the server's message, the parser's complaint. */
  readonly details?: string | undefined;
  /** Extra lines that help a reader act on the error. */
  readonly metaMessages?: readonly string[] | undefined;
}

/**
 * The base of every error perpkit throws. `code` is stable and machine-readable; `shortMessage`
 * is one human sentence; `cause` links to the error underneath, which `walk` follows.
 *
 * @example
 * try { await client.placeOrder(params) } catch (e) {
 *   if (e instanceof PerpkitError) console.log(e.code, e.shortMessage)
 * }
 */
export class PerpkitError extends Error {
  override name = "PerpkitError";
  // The fields a constructor assigns are declared only (here and in the subclasses): a field
  // definition would be emitted as code of its own, in every bundle that holds the class.
  declare readonly code: string;
  declare readonly shortMessage: string;
  declare readonly details: string | undefined;
  declare readonly metaMessages: readonly string[];

  constructor(code: string, shortMessage: string, options: PerpkitErrorOptions = {}) {
    const lines = [shortMessage, ...(options.metaMessages ?? [])];
    if (options.details) lines.push(`Details: ${options.details}`);
    super(lines.join("\n"), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.metaMessages = options.metaMessages ?? [];
  }

  /**
   * Follows the `cause` chain. Without a predicate it returns the deepest error; with one, the
   * first error (this one included) it accepts, or `undefined`.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    const seen = new Set<unknown>();
    while (current !== undefined && current !== null && !seen.has(current)) {
      seen.add(current);
      if (predicate?.(current)) return current;
      const next: unknown = (current as { cause?: unknown }).cause;
      if (next === undefined || next === null) return predicate ? undefined : current;
      current = next;
    }
    return predicate ? undefined : current;
  }
}

/**
 * A parameter broke a rule of the interface. Thrown before anything is signed or sent; `field`
 * names the parameter, dotted for nested ones (`instructions.3.price`).
 *
 * @example
 * parseDecimal("1.0000000001", "quantity") // ValidationError: quantity has more than 9 decimal places
 */
export class ValidationError extends PerpkitError {
  override readonly name = "ValidationError";
  declare readonly field: string;

  constructor(field: string, problem: string, options: PerpkitErrorOptions = {}) {
    super("VALIDATION", `${field} ${problem}`, options);
    this.field = field;
  }
}

/**
 * The rate-limit headers of a response (`RateLimit-*`, `Retry-After`), parsed.
 *
 * @example
 * const info: RateLimitInfo | undefined = transport.lastRateLimit
 * if (info?.remaining === 0) await sleep(info.resetMs ?? 1_000)
 */
export interface RateLimitInfo {
  /** Points allowed in the window. */
  readonly limit: number | undefined;
  /** Points left in the window. */
  readonly remaining: number | undefined;
  /** Milliseconds until the window resets. */
  readonly resetMs: number | undefined;
  /** Milliseconds to wait before retrying; only sent with a 429. */
  readonly retryAfterMs: number | undefined;
}

/**
 * A signer failed, or returned something that is not a 65-byte signature.
 *
 * @example
 * if (error instanceof SignatureError) console.error("the wallet did not sign:", error.shortMessage)
 */
export class SignatureError extends PerpkitError {
  override readonly name = "SignatureError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("SIGNATURE", shortMessage, options);
  }
}

/**
 * The request took longer than its timeout and was aborted.
 *
 * @example
 * if (error instanceof TimeoutError) console.error(`no answer within ${error.timeoutMs} ms`)
 */
export class TimeoutError extends PerpkitError {
  override readonly name = "TimeoutError";
  declare readonly timeoutMs: number;
  constructor(timeoutMs: number, what: string, options: PerpkitErrorOptions = {}) {
    super("TIMEOUT", `${what} timed out after ${timeoutMs} ms.`, options);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The caller's AbortSignal fired.
 *
 * @example
 * if (error instanceof AbortError) return // the caller cancelled
 */
export class AbortError extends PerpkitError {
  override readonly name = "AbortError";
  constructor(what: string, options: PerpkitErrorOptions = {}) {
    super("ABORTED", `${what} was aborted.`, options);
  }
}

/**
 * The request never got an answer: connection refused, reset, DNS, TLS.
 *
 * @example
 * if (error instanceof TransportError) console.error("unreachable:", error.details)
 */
export class TransportError extends PerpkitError {
  override readonly name = "TransportError";
  constructor(shortMessage: string, options: PerpkitErrorOptions = {}) {
    super("TRANSPORT", shortMessage, options);
  }
}

/**
 * A response did not have the shape the interface promises.
 *
 * @example
 * if (error instanceof DecodeError) console.error(error.path) // "data.3.price"
 */
export class DecodeError extends PerpkitError {
  override readonly name = "DecodeError";
  /** Where in the payload the problem is, dotted (`data.3.price`). */
  declare readonly path: string;
  constructor(path: string, problem: string, options: PerpkitErrorOptions = {}) {
    super("DECODE", `${path || "response"} ${problem}`, options);
    this.path = path;
  }
}

/**
 * One way the live signing configuration differs from the one this package was generated from.
 *
 * @example
 * const difference: ConfigDifference = { path: "domain.chainId", expected: "7420742", actual: "1" }
 */
export interface ConfigDifference {
  readonly path: string;
  readonly expected: string | undefined;
  readonly actual: string | undefined;
}

/**
 * The live configuration differs from the one the code was generated from, so signing with the
 * generated types would fail verification. `differences` lists each mismatch.
 *
 * @example
 * if (error instanceof ConfigDriftError) for (const d of error.differences) console.error(d.path, d.expected, d.actual)
 */
export class ConfigDriftError extends PerpkitError {
  override readonly name = "ConfigDriftError";
  declare readonly differences: readonly ConfigDifference[];
  constructor(
    what: string,
    differences: readonly ConfigDifference[],
    options: PerpkitErrorOptions = {},
  ) {
    super("CONFIG_DRIFT", `The live ${what} differs from the one perpkit was generated from.`, {
      ...options,
      metaMessages: [
        ...differences.map(
          (d) =>
            `  ${d.path}: expected ${d.expected ?? "(absent)"}, live ${d.actual ?? "(absent)"}`,
        ),
        ...(options.metaMessages ?? []),
      ],
    });
    this.differences = differences;
  }
}

/**
 * The network of a signing domain does not sign this message type (testnet has a new action
 * before mainnet does): refused before anything is signed, naming the type and the network.
 *
 * @example
 * if (error instanceof UnsupportedMessageTypeError) console.error(`${error.network} lacks ${error.messageType}`)
 */
export class UnsupportedMessageTypeError extends PerpkitError {
  override readonly name = "UnsupportedMessageTypeError";
  declare readonly messageType: string;
  declare readonly network: string;
  constructor(messageType: string, network: string) {
    super("UNSUPPORTED_MESSAGE_TYPE", `${network} does not sign ${messageType} messages.`);
    this.messageType = messageType;
    this.network = network;
  }
}

// The one rule for keeping private keys out of what perpkit prints: error messages, debug lines
// and the command line's output. A key is 64 hex digits; an address has 40. A run of more hex
// digits than an address has could be a key (a digit lost or doubled, with or without 0x), so it
// is never shown, only its size; and a word made mostly of hex digits, more than an address
// holds, could be a key with a stray letter in it, so it is hidden too. Transaction hashes,
// bytes32 names and signatures are hidden with them: a reader loses little, a key never leaks.

/** More hex digits in a row than an address has, with or without 0x. */
const LONG_HEX = /(?:0x)?[0-9a-fA-F]{41,}/g;
const HEX_DIGIT = /[0-9a-fA-F]/g;
const WORD = /\S+/g;

/** `<32-byte hex>` for an even number of digits, `<63 hex digits>` for an odd one. */
function hexSize(run: string): string {
  const digits = run.startsWith("0x") ? run.length - 2 : run.length;
  return digits % 2 === 0 ? `<${digits / 2}-byte hex>` : `<${digits} hex digits>`;
}

/**
 * True for text made mostly of hex digits, with more of them than an address has: a private key
 * with a typo (a stray letter, a space, a quote around it) is still a key.
 *
 * @example
 * mostlyHex(`0x${"ab".repeat(15)}g${"cd".repeat(16)}`) // true
 */
export function mostlyHex(text: string): boolean {
  const digits = text.match(HEX_DIGIT)?.length ?? 0;
  return digits > 42 && digits * 4 >= text.length * 3;
}

/**
 * Text safe to print: each run of more hex digits than an address has is replaced by its size,
 * and each word made mostly of hex digits by its length, so a private key, well formed or not,
 * is never echoed. Addresses and shorter hex stay readable.
 *
 * @example
 * redactKeys(`bad key 0x${"ab".repeat(32)}`) // "bad key <32-byte hex>"
 */
export function redactKeys(text: string): string {
  return text
    .replace(LONG_HEX, hexSize)
    .replace(WORD, (word) =>
      mostlyHex(word) ? `<${word.length} characters, mostly hex digits>` : word,
    );
}

/** A clean run of hex digits, with or without 0x: shown by its size rather than hidden. */
const WHOLE_HEX = /^(?:0x)?[0-9a-fA-F]+$/;

/**
 * Renders a user-supplied value for an error message. Anything that could be a private key, well
 * formed or not (a long run of hex digits, or a string made mostly of them), is never echoed, and
 * long values are cut short.
 *
 * @example
 * describeValue(12.5) // "the number 12.5"
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    if (!WHOLE_HEX.test(value) && mostlyHex(value)) {
      return `a string of ${value.length} characters, mostly hex digits (not shown)`;
    }
    const safe = redactKeys(value);
    const shown = safe.length > 48 ? `${safe.slice(0, 45)}...` : safe;
    return JSON.stringify(shown);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || value === undefined || typeof value === "boolean") return String(value);
  if (typeof value === "number") return `the number ${value}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return `a value of type ${typeof value}`;
}

/**
 * An error as `Name: short message`, for one log line.
 *
 * @example
 * debug(`onRetry threw ${describeError(error)}`)
 */
export function describeError(error: unknown): string {
  if (error instanceof PerpkitError) return `${error.name}: ${error.shortMessage}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
