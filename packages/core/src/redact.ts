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
