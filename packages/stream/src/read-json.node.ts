// The "#read-json" module in Node: reads the JSON a gateway sends, which is objects, arrays,
// short strings without escapes, integers, true, false and null, with plain JavaScript, which
// Node 20 runs 1.5 to 1.9 times as fast as JSON.parse on an L2Book frame (bench/book.bench.ts). What
// it reads is exactly what JSON.parse gives: the first thing outside that subset (an escape, a
// string value of 13 characters or more, a fraction, an exponent, a 16-digit integer, a
// `__proto__` key, anything JSON.parse would refuse, nesting deep enough to exhaust the stack)
// hands the whole text to JSON.parse instead.

/** What `value` returns for anything outside the subset. */
const OUTSIDE = Symbol();
let text = "";
let at = 0;
/**
 * After a text it could not read, the next this many go to JSON.parse without being tried: a feed
 * that writes what the reader leaves (decimals padded to 9 places, ids) writes it in nearly every
 * frame, and the reader's work up to the first such string would be lost each time. JSON.parse
 * is at its best on those frames anyway: it copies long strings whole, where the short strings
 * the reader is fast on cost it a look-up in V8's table of unique strings each.
 */
const STRAIGHT = 64;
let straight = 0;

/** Skips JSON whitespace; the code unit after it (NaN at the end). */
function skip(): number {
  let c = text.charCodeAt(at);
  while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++at);
  return c;
}

/** The string that starts at `at` (a quote), or OUTSIDE; leaves `at` after it. */
function string(): string | typeof OUTSIDE {
  const start = ++at;
  for (;;) {
    const d = text.charCodeAt(at);
    if (d === 34) return text.slice(start, at++);
    // A backslash, a control character, or the end of the text (NaN, which is not >= 32).
    if (d === 92 || !(d >= 32)) return OUTSIDE;
    at++;
  }
}

function value(): unknown {
  const c = skip();
  if (c === 34) {
    const found = string();
    // V8 makes a slice of 13 characters or more a view into the whole text, which would keep the
    // frame in memory as long as the string is kept (an order id, say); JSON.parse copies it.
    // Keys are safe: a property name is a string of its own.
    return typeof found === "string" && found.length >= 13 ? OUTSIDE : found;
  }
  if (c === 123) {
    at++;
    const object: Record<string, unknown> = {};
    if (skip() === 125) {
      at++;
      return object;
    }
    for (;;) {
      if (skip() !== 34) return OUTSIDE;
      const key = string();
      // An own property named __proto__ is what JSON.parse makes; assigning would set the prototype.
      if (key === OUTSIDE || key === "__proto__" || skip() !== 58) return OUTSIDE;
      at++;
      const item = value();
      if (item === OUTSIDE) return OUTSIDE;
      // A repeated key keeps its first place and takes the last value, as with JSON.parse.
      object[key as string] = item;
      const next = skip();
      at++;
      if (next === 125) return object;
      if (next !== 44) return OUTSIDE;
    }
  }
  if (c === 91) {
    at++;
    const array: unknown[] = [];
    if (skip() === 93) {
      at++;
      return array;
    }
    for (;;) {
      const item = value();
      if (item === OUTSIDE) return OUTSIDE;
      array.push(item);
      const next = skip();
      at++;
      if (next === 93) return array;
      if (next !== 44) return OUTSIDE;
    }
  }
  if (c === 45 || (c >= 48 && c <= 57)) {
    const start = at;
    if (c === 45) at++;
    const first = text.charCodeAt(at);
    let d = first;
    let n = 0;
    while (d >= 48 && d <= 57) {
      n = n * 10 + (d - 48);
      d = text.charCodeAt(++at);
    }
    const digits = at - start - (c === 45 ? 1 : 0);
    // At most 15 digits are exact whatever they are; no leading zero, fraction or exponent.
    if (digits === 0 || digits > 15 || (first === 48 && digits > 1)) return OUTSIDE;
    if (d === 46 || d === 101 || d === 69) return OUTSIDE;
    return c === 45 ? -n : n;
  }
  for (const [word, result] of WORDS) {
    if (text.startsWith(word, at)) {
      at += word.length;
      return result;
    }
  }
  return OUTSIDE;
}
const WORDS = [
  ["true", true],
  ["false", false],
  ["null", null],
] as const;

/**
 * Parses JSON text as JSON.parse does (and throws what it throws), faster on the text gateways
 * send.
 *
 * @example
 * readJson('{"e":"L2Book","t":1}') // { e: "L2Book", t: 1 }
 */
export function readJson(source: string): unknown {
  if (straight > 0) {
    straight--;
    return JSON.parse(source);
  }
  text = source;
  at = 0;
  let result: unknown;
  try {
    result = value();
    skip();
    if (at !== source.length) result = OUTSIDE;
  } catch {
    // Nesting deeper than the stack: JSON.parse has no such limit.
    result = OUTSIDE;
  }
  text = "";
  if (result !== OUTSIDE) return result;
  straight = STRAIGHT;
  return JSON.parse(source);
}
