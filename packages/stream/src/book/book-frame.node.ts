// The "#book-frame" module in Node: reads an L2Book frame straight from its text into the order
// book that alone reads its subscription, without building the message. JSON.parse would make a
// string of every price and quantity, the decoder would check them, and the book would hash each
// price again to find its level; here each decimal is read in place (what core's readDecimalAt
// reads, which is what parseDecimal reads), a price is found by its shortest form through a table
// of the prices seen before, and a quantity is copied once, in its shortest form, to be kept.
//
// It reads only what it fully checks: an object of `e` ("L2Book"), `t` and `data`; `data` of `s`,
// `t`, `pt` (a diff) or none (a snapshot), `a` and `b`; levels of two decimal strings parseDecimal
// accepts, prices above zero; times of at most 15 digits; JSON whitespace anywhere; keys in any
// order, each once; characters of one byte. Anything else, and any frame whose subscription
// something besides a watched book reads (a listener, an iterator, a second book), takes the
// general way (dispatch.ts), which gives the same book the same levels, and reports what it
// cannot read.
//
// It reads the frame's bytes, not its string: the text is written into a buffer once (about 45 ns
// for 450 characters) and read from there, where a byte costs about 0.8 ns against 2.3 ns for a
// string's `charCodeAt` (Node 26; V8 looks at how the string is laid out on every call). Strings
// (a new price, each quantity) are still cut from the text, at the same places. On padded frames
// (every decimal to 9 places, where JSON.parse is fastest, see bench/watch.bench.ts) that took
// reading 10 padded levels from about 1,450 ns to 900 (JSON.parse 1,610 in the same run).
// bench/book-stages.ts splits a frame now (diffs of 10 padded levels, ns a frame, load 1.5 on 2
// cores): reading 900, looking the prices up and copying the quantities 530 more, a plain map in
// place of the book 30 more, the book instead 370 more, 1,820 in all (JSON.parse 1,630; before:
// 1,450, 570, 80 and 830, 2,930); with 40 levels 2,520 (JSON.parse 4,520), 1,840, 340 and 670.
// The book's share fell when a side stopped moving its levels for each one removed
// (order-book.ts): a splice near the top of 120 levels costs about 140 ns, and most levels a diff
// adds are ones removed a few frames before, which now come back where they were. A side that
// also held its added levels apart and kept its best level as they came was slower (0.73-0.78 of
// JSON.parse against 0.83-0.85, reading into the book with best bid and ask, taking turns) and
// made the stream client's bundle 0.18 KB larger. Smaller gains, taking turns with the reader
// before them: comparing a price with the one kept in its slot as bytes, with not taking the
// value of the message's own `t`, 2 to 4%; comparing the symbol and the event name with the bytes
// (no copy of a symbol seen before) with gathering a time's digits nine at a time, 2 to 4%.
// These gained nothing: finding a price by the text the gateway wrote (`"65000.500000000"`)
// rather than reading it again, whether its hash takes a pass over the text or seven characters
// around the point (either costs as much as reading the price), the sides kept worst first, a
// binary search of one text comparison a step, a level found by its slot in the table of prices
// rather than through the map, the table's text compared a character at a time, a copy of each
// level as read kept until its quantity changes (best bid and ask read every frame), and, once
// removed levels came back in place, ordering by a price's number with the decimals deciding ties
// (new levels are then searched for too rarely to matter).
import { Buffer } from "node:buffer";
import { DECIMAL_PLACES } from "@perpkit/core";
import type { DispatchTargets } from "../dispatch.js";
import type { L2Book } from "../generated/types.js";
import { topicKey } from "../subscription.js";
import type { FrameLevels, LevelTarget } from "./book-types.js";

type Topics = DispatchTargets["topics"];
type Reader = (data: L2Book) => void;

/**
 * Where each level of the frame being read has its price and its quantity in their shortest
 * forms: start and end of the price, start and end of the quantity, four numbers a level.
 */
let spans = new Int32Array(256);
/** Levels read from the frame so far. */
let count = 0;
/** Frames read so far: levels are applied while their frame is the one read last. */
let frames = 0;
/** Where the shortest form of the decimal read last starts and ends. */
let spanStart = 0;
let spanEnd = 0;
/**
 * The frame's characters as bytes, one a character (a frame with any other character takes the
 * general way), then a 0, which ends every loop over them as the end of a string would. Reading a
 * byte costs a third of reading a string's character (V8 looks at how the string is laid out on
 * every `charCodeAt`), and writing the frame here costs a tenth of reading it.
 */
let bytes = Buffer.allocUnsafe(4096);
/** Frames longer than this take the general way, rather than keep a buffer three times as long. */
const LONGEST = 1 << 20;
/** The value of the integer read last, and where the key read last ends. */
let integer = 0;
let keyEnd = 0;
/** The last symbol looked up, and its topic key: a feed repeats one symbol frame after frame. */
let lastSymbol = "";
let lastKey = "";

/** V8 copies a slice shorter than this; a longer one is a view that keeps the whole frame. */
const COPIED = 13;

/** The text from `start` to `end` as a string of its own, which keeps nothing of the frame. */
function copy(text: string, start: number, end: number): string {
  if (end - start < COPIED) return text.slice(start, end);
  let out = "";
  for (let at = start; at < end; at += COPIED - 1) {
    out += text.slice(at, Math.min(at + COPIED - 1, end));
  }
  return out;
}

/**
 * A table of the prices read before, by a hash of their text: one string for one price. Each
 * slot's text is also kept as bytes (up to `PRICE_BYTES` of them), which compare with the frame's
 * faster than a string does.
 */
const PRICES = 4096;
const PRICE_BYTES = 24;
const prices: string[] = new Array<string>(PRICES).fill("");
const priceBytes = new Uint8Array(PRICES * PRICE_BYTES);

/** The price from `start` to `end` (its shortest form), as the string read before for it. */
function price(text: string, start: number, end: number): string {
  // Prices near one another differ in their last digits: those and the length make the hash.
  const length = end - start;
  const b = bytes;
  let hash = length;
  for (let i = end - 1, stop = Math.max(start, end - 4); i >= stop; i--) {
    hash = hash * 31 + (b[i] as number);
  }
  const slot = hash & (PRICES - 1);
  const known = prices[slot] as string;
  if (known.length === length) {
    if (length > PRICE_BYTES) {
      if (text.startsWith(known, start)) return known;
    } else {
      let k = 0;
      const at = slot * PRICE_BYTES;
      while (k < length && priceBytes[at + k] === b[start + k]) k++;
      if (k === length) return known;
    }
  }
  const read = copy(text, start, end);
  prices[slot] = read;
  if (length <= PRICE_BYTES) priceBytes.set(b.subarray(start, end), slot * PRICE_BYTES);
  return read;
}

/** One side's levels of the frame read last, which set themselves on the book's side. */
class Levels implements FrameLevels {
  readonly #text: string;
  readonly #from: number;
  readonly #to: number;
  readonly #frame: number;

  constructor(text: string, from: number, to: number) {
    this.#text = text;
    this.#from = from;
    this.#to = to;
    this.#frame = frames;
  }

  applyTo(side: LevelTarget): void {
    // The spans are the last frame's: a book reads its levels at once, before the next frame.
    if (this.#frame !== frames) throw new Error("The levels of an L2Book frame were read late.");
    const text = this.#text;
    for (let k = this.#from; k < this.#to; k++) {
      const slot = 4 * k;
      const start = spans[slot + 2] as number;
      const end = spans[slot + 3] as number;
      const zero = end - start === 1 && bytes[start] === 48;
      side.set(
        price(text, spans[slot] as number, spans[slot + 1] as number),
        zero ? "0" : copy(text, start, end),
        k - this.#from,
        zero,
      );
    }
  }
}

/** Skips JSON whitespace from `i`; where the next character is. */
function skip(b: Buffer, from: number): number {
  let i = from;
  let c = b[i];
  while (c === 32 || c === 10 || c === 13 || c === 9) c = b[++i];
  return i;
}

/** The keys read, as bits: each at most once. */
const E = 1;
const T = 2;
const DATA = 4;
const S = 8;
const PT = 16;
const A = 32;
const B = 64;

/** Where the string whose text starts at `from` ends (its closing quote), or -1 for one with an escape. */
function stringEnd(b: Buffer, from: number): number {
  let end = from;
  let c = b[end] as number;
  while (c !== 34) {
    // An escape, a control character or the end of the text.
    if (c === 92 || !(c >= 32)) return -1;
    c = b[++end] as number;
  }
  return end;
}

/** The key whose quote is at `i`, as its bit (0 for any other key); `keyEnd` is after it. */
function key(b: Buffer, i: number): number {
  if (i < 0) return 0;
  const start = i + 1;
  const end = stringEnd(b, start);
  if (end < 0) return 0;
  keyEnd = end + 1;
  const first = b[start];
  if (end - start === 1) {
    switch (first) {
      case 101: // e
        return E;
      case 116: // t
        return T;
      case 115: // s
        return S;
      case 97: // a
        return A;
      case 98: // b
        return B;
      default:
        return 0;
    }
  }
  if (end - start === 2) return first === 112 && b[start + 1] === 116 ? PT : 0;
  // d, a, t, a
  return end - start === 4 &&
    first === 100 &&
    b[start + 1] === 97 &&
    b[start + 2] === 116 &&
    b[start + 3] === 97
    ? DATA
    : 0;
}

/**
 * A whole number of at most 15 digits at `i`, its value in `integer` when `kept`; where it ends,
 * or -1.
 */
function whole(b: Buffer, from: number, kept: boolean): number {
  let i = from;
  let c = b[i] as number;
  if (kept) {
    // Nine digits at a time in an int32, which costs less than a number's multiplications.
    let value = 0;
    let part = 0;
    let scale = 1;
    while (c >= 48 && c <= 57) {
      part = part * 10 + (c - 48);
      scale *= 10;
      if (scale === 1e9) {
        value = value * 1e9 + part;
        part = 0;
        scale = 1;
      }
      c = b[++i] as number;
    }
    integer = value * scale + part;
  } else {
    while (c >= 48 && c <= 57) c = b[++i] as number;
  }
  const digits = i - from;
  if (digits === 0 || digits > 15 || (digits > 1 && b[from] === 48)) return -1;
  if (c === 46 || c === 101 || c === 69) return -1;
  return i;
}

/**
 * Reads the decimal at `from` as core's readDecimalAt reads a string (what parseDecimal accepts:
 * digits, then a point and 1 to 9 digits or none), from the frame's bytes; its shortest form in
 * `spanStart` and `spanEnd`. Where it ends, or -1.
 */
function decimalAt(b: Buffer, from: number): number {
  let i = from;
  let c = b[i] as number;
  while (c >= 48 && c <= 57) c = b[++i] as number;
  const intEnd = i;
  if (intEnd === from) return -1;
  // Leading zeros go, but the last digit before the point stays: "007" is "7", "00.5" is "0.5".
  let start = from;
  while (start < intEnd - 1 && b[start] === 48) start++;
  let end = intEnd;
  if (c === 46) {
    const fraction = i + 1;
    c = b[++i] as number;
    while (c >= 48 && c <= 57) {
      // The shortest form ends after the last digit other than zero.
      if (c !== 48) end = i + 1;
      c = b[++i] as number;
    }
    if (i === fraction || i - fraction > DECIMAL_PLACES || c === 46) return -1;
  }
  spanStart = start;
  spanEnd = end;
  return i;
}

/** The decimal string whose quote is at `i`, its span stored at `slot`; where it ends, or -1. */
function decimal(b: Buffer, i: number, slot: number): number {
  if (i < 0 || b[i] !== 34) return -1;
  const end = decimalAt(b, i + 1);
  if (end < 0 || b[end] !== 34) return -1;
  spans[slot] = spanStart;
  spans[slot + 1] = spanEnd;
  return end + 1;
}

/** Where the character `code` is, at `from` or after JSON whitespace; -1 when another is. */
function find(b: Buffer, from: number, code: number): number {
  if (b[from] === code) return from;
  const i = skip(b, from);
  return b[i] === code ? i : -1;
}

/** `[[price, quantity], ...]` at `from`, its levels' spans stored; where it ends, or -1. */
function levels(b: Buffer, from: number): number {
  if (from < 0) return -1;
  let i = find(b, from, 91);
  if (i < 0) return -1;
  const first = skip(b, i + 1);
  if (b[first] === 93) return first + 1;
  for (;;) {
    i = find(b, i + 1, 91);
    if (i < 0) return -1;
    const slot = 4 * count;
    if (slot + 4 > spans.length) {
      const more = new Int32Array(spans.length * 2);
      more.set(spans);
      spans = more;
    }
    i = decimal(b, find(b, i + 1, 34), slot);
    if (i < 0) return -1;
    i = find(b, i, 44);
    if (i < 0) return -1;
    i = decimal(b, find(b, i + 1, 34), slot + 2);
    if (i < 0) return -1;
    // A price of zero: the book refuses it, and the general way says so.
    const priceStart = spans[slot] as number;
    if (spans[slot + 1] === priceStart + 1 && b[priceStart] === 48) return -1;
    i = find(b, i, 93);
    if (i < 0) return -1;
    count++;
    i = skip(b, i + 1);
    const c = b[i];
    if (c === 93) return i + 1;
    if (c !== 44) return -1;
  }
}

/** Whether the bytes from `start` to `end` are the characters of `known`. */
function same(b: Buffer, start: number, end: number, known: string): boolean {
  if (end - start !== known.length) return false;
  for (let k = 0; k < known.length; k++) if (b[start + k] !== known.charCodeAt(k)) return false;
  return true;
}

/** The reader of the one book that alone reads the L2Book subscription of `name`, if any. */
function soleReader(topics: Topics, name: string): Reader | undefined {
  if (name !== lastSymbol) {
    lastSymbol = name;
    lastKey = topicKey({ type: "L2Book", symbol: name });
  }
  const wire = topics.wires.get(lastKey);
  if (wire === undefined) return undefined;
  let found: Reader | undefined;
  for (const handle of wire.handles) {
    if (found !== undefined) return undefined;
    found = handle.soleBookReader?.() as Reader | undefined;
    if (found === undefined) return undefined;
  }
  return found;
}

/** The keys `data` must have; `pt` is there in a diff, not in a snapshot. */
const PAYLOAD = S | T | A | B;

/**
 * Reads an L2Book frame into the order book that alone reads the subscription of its symbol, and
 * returns true; returns false, having changed nothing, for any other frame, which then takes the
 * general way.
 *
 * @example
 * if (readBookFrame(targets.topics, text)) return
 */
export function readBookFrame(topics: Topics, text: string): boolean {
  const length = text.length;
  if (length > LONGEST) return false;
  if (bytes.length <= 3 * length)
    bytes = Buffer.allocUnsafe(Math.max(2 * bytes.length, 3 * length + 1));
  const b = bytes;
  // Three bytes at most for each character: all of it is written, and it has as many bytes as
  // characters only when each is one byte, so that the bytes' places are the characters'.
  if (b.write(text, 0, "utf8") !== length) return false;
  b[length] = 0;
  frames++;
  count = 0;
  let book: Reader | undefined;
  let symbol = "";
  let time = 0;
  let previous = -1;
  let asks: Levels | undefined;
  let bids: Levels | undefined;
  /** The keys read so far in the message, and in its `data`. */
  let seen = 0;
  let payload = 0;
  /** Whether the keys being read are `data`'s. */
  let inPayload = false;
  let i = find(b, 0, 123);
  if (i < 0) return false;
  for (;;) {
    i = find(b, i + 1, 34);
    const name = key(b, i);
    if (inPayload) {
      if ((name & (S | T | PT | A | B)) === 0 || (payload & name) !== 0) return false;
      payload |= name;
    } else {
      if ((name & (E | T | DATA)) === 0 || (seen & name) !== 0) return false;
      seen |= name;
    }
    i = find(b, keyEnd, 58);
    if (i < 0) return false;
    i = skip(b, i + 1);
    if (name === T || name === PT) {
      // The message's own `t` is nothing the book needs.
      i = whole(b, i, inPayload);
      if (name === PT) previous = integer;
      else if (inPayload) time = integer;
    } else if (name === A || name === B) {
      const from = count;
      i = levels(b, i);
      if (name === A) asks = new Levels(text, from, count);
      else bids = new Levels(text, from, count);
    } else if (name === S) {
      const end = b[i] === 34 ? stringEnd(b, i + 1) : -1;
      if (end < 0) return false;
      // The symbol of the frame before, again, is not copied again.
      symbol = same(b, i + 1, end, lastSymbol) ? lastSymbol : text.slice(i + 1, end);
      book = soleReader(topics, symbol);
      // Something besides a watched book reads this symbol: the general way, at once.
      if (book === undefined) return false;
      i = end + 1;
    } else if (name === E) {
      i = same(b, i, i + 8, '"L2Book"') ? i + 8 : -1;
    } else {
      // `data`: its keys come next.
      if (b[i] !== 123) return false;
      inPayload = true;
      continue;
    }
    if (i < 0) return false;
    i = skip(b, i);
    let c = b[i];
    if (c === 44) continue;
    if (c !== 125) return false;
    if (inPayload) {
      if ((payload & PAYLOAD) !== PAYLOAD) return false;
      inPayload = false;
      i = skip(b, i + 1);
      c = b[i];
      if (c === 44) continue;
      if (c !== 125) return false;
    }
    // The message's closing brace, and nothing after it.
    if (seen !== (E | T | DATA) || skip(b, i + 1) !== length) return false;
    break;
  }
  const data: { s: string; t: number; pt?: number; a: FrameLevels; b: FrameLevels } = {
    s: symbol,
    t: time,
    a: asks as Levels,
    b: bids as Levels,
  };
  if (previous >= 0) data.pt = previous;
  try {
    // The book applies the levels through OrderBook.apply, which hands each side its FrameLevels.
    (book as Reader)(data as unknown as L2Book);
  } catch (error) {
    // As the subscription's emitter does with a listener that throws.
    setTimeout(() => {
      throw error;
    }, 0);
  }
  return true;
}
