import { DecodeError, numberLexemeToDecimal } from "@perpkit/core";
import { type HistoryStatus, historyStatusValues } from "../generated/constants.js";
import type { ErrorStatus, HistoryBars, HistoryNoData } from "../generated/requests.js";

/**
 * One OHLCV bar. `time` is the bar's open time in milliseconds; prices and volume are decimal
 * strings, digit for digit as the candle API sent them.
 *
 * @example
 * const bar: CandleBar = { time: 1700000000000, open: "42000.5", high: "42010", low: "41990.25", close: "42001", volume: "12.5" }
 */
export interface CandleBar {
  readonly time: number;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

/**
 * A decoded history answer: bars, no data (with the time of the closest earlier bar, in
 * milliseconds, when the service gave it), or an error with the service's message.
 *
 * @example
 * const answer = parseHistoryBody('{"s":"no_data"}') // { status: "no_data", nextTime: undefined }
 */
export type HistoryAnswer =
  | { readonly status: "ok"; readonly bars: CandleBar[] }
  | { readonly status: "no_data"; readonly nextTime: number | undefined }
  | { readonly status: "error"; readonly message: string | undefined };

/** Every key a history answer may carry; the switch below is checked against the spec's types. */
type HistoryKey = keyof HistoryBars | keyof HistoryNoData | keyof ErrorStatus;
type DecimalKey = "o" | "h" | "l" | "c" | "v";

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/**
 * A single-pass reader of the history body. It reads the numbers of `o`, `h`, `l`, `c`, `v` as
 * text, so a price never becomes a binary float, and skips keys it does not know.
 */
class HistoryScanner {
  private i = 0;
  /** Whether the latest number read had an exponent. */
  private exponent = false;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  private fail(path: string, problem: string): never {
    throw new DecodeError(path, problem, { details: `at character ${this.i} of the history body` });
  }

  private ws(): void {
    const t = this.text;
    let i = this.i;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
    this.i = i;
  }

  private expect(code: number, path: string): void {
    this.ws();
    if (this.text.charCodeAt(this.i) !== code) {
      this.fail(path, `expected ${JSON.stringify(String.fromCharCode(code))}`);
    }
    this.i++;
  }

  /** Reads a JSON string; the common case has no escapes and is a plain slice. */
  string(path: string): string {
    this.ws();
    const t = this.text;
    if (t.charCodeAt(this.i) !== QUOTE) this.fail(path, "is not a string");
    const start = this.i + 1;
    let i = start;
    let escaped = false;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === QUOTE) break;
      if (Number.isNaN(c) || c < 32) {
        this.i = i;
        this.fail(path, "is an unterminated or malformed string");
      }
      if (c === BACKSLASH) {
        escaped = true;
        i++;
      }
      i++;
    }
    this.i = i + 1;
    if (!escaped) return t.slice(start, i);
    try {
      return JSON.parse(t.slice(start - 1, i + 1)) as string;
    } catch {
      return this.fail(path, "has a malformed escape");
    }
  }

  /**
   * The end of the JSON number that starts at `i`, or -1 when no valid number starts there.
   * Sets `exponent` when the number has one.
   */
  private numberEnd(start: number): number {
    const t = this.text;
    let i = start;
    let c = t.charCodeAt(i);
    if (c === MINUS) c = t.charCodeAt(++i);
    if (c === ZERO) {
      c = t.charCodeAt(++i);
    } else if (c > ZERO && c <= NINE) {
      do c = t.charCodeAt(++i);
      while (c >= ZERO && c <= NINE);
    } else {
      return -1;
    }
    if (c === DOT) {
      c = t.charCodeAt(++i);
      if (!(c >= ZERO && c <= NINE)) return -1;
      do c = t.charCodeAt(++i);
      while (c >= ZERO && c <= NINE);
    }
    this.exponent = c === LOWER_E || c === UPPER_E;
    if (this.exponent) {
      c = t.charCodeAt(++i);
      if (c === PLUS || c === MINUS) c = t.charCodeAt(++i);
      if (!(c >= ZERO && c <= NINE)) return -1;
      do c = t.charCodeAt(++i);
      while (c >= ZERO && c <= NINE);
    }
    return i;
  }

  /** Reads a JSON number and returns its lexeme. */
  numberLexeme(field: string): string {
    this.ws();
    const start = this.i;
    const end = this.numberEnd(start);
    if (end < 0) this.fail(field, "is not a number");
    this.i = end;
    return this.text.slice(start, end);
  }

  /**
   * Reads an array of numbers, handing each lexeme's bounds to `take`. The loop is written out
   * because it runs once per value of a body that may hold tens of thousands.
   */
  private numbers(field: string, take: (start: number, end: number, index: number) => void): void {
    const t = this.text;
    this.ws();
    if (t.charCodeAt(this.i) !== OPEN_BRACKET) this.fail(field, "is not an array");
    this.i++;
    this.ws();
    if (t.charCodeAt(this.i) === CLOSE_BRACKET) {
      this.i++;
      return;
    }
    let i = this.i;
    for (let index = 0; ; index++) {
      const end = this.numberEnd(i);
      if (end < 0) {
        this.i = i;
        this.fail(`${field}.${index}`, "is not a number");
      }
      take(i, end, index);
      i = end;
      let c = t.charCodeAt(i);
      while (c === 32 || c === 10 || c === 13 || c === 9) c = t.charCodeAt(++i);
      if (c === CLOSE_BRACKET) {
        this.i = i + 1;
        return;
      }
      if (c !== COMMA) {
        this.i = i;
        this.fail(`${field}.${index + 1}`, 'expected "," or "]"');
      }
      c = t.charCodeAt(++i);
      while (c === 32 || c === 10 || c === 13 || c === 9) c = t.charCodeAt(++i);
    }
  }

  /** Bar times: whole Unix seconds, returned in milliseconds. */
  times(field: string): number[] {
    const t = this.text;
    const out: number[] = [];
    this.numbers(field, (start, end, index) => {
      const seconds = Number(t.slice(start, end));
      if (!Number.isSafeInteger(seconds) || seconds < 0) {
        this.fail(`${field}.${index}`, `is not a whole number of seconds (${t.slice(start, end)})`);
      }
      out.push(seconds * 1000);
    });
    return out;
  }

  /** Prices or volumes: each number's lexeme as a plain decimal string. */
  decimals(field: string): string[] {
    const t = this.text;
    const out: string[] = [];
    this.numbers(field, (start, end) => {
      const lexeme = t.slice(start, end);
      out.push(this.exponent ? numberLexemeToDecimal(lexeme) : lexeme);
    });
    return out;
  }

  /** Skips any JSON value. */
  skip(path: string): void {
    this.ws();
    const t = this.text;
    const c = t.charCodeAt(this.i);
    if (c === QUOTE) {
      this.string(path);
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const close = c === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      this.i++;
      this.ws();
      if (t.charCodeAt(this.i) === close) {
        this.i++;
        return;
      }
      for (;;) {
        if (close === CLOSE_BRACE) {
          this.string(path);
          this.expect(COLON, path);
        }
        this.skip(path);
        this.ws();
        const next = t.charCodeAt(this.i++);
        if (next === close) return;
        if (next !== COMMA) {
          this.i--;
          this.fail(path, "is malformed");
        }
      }
    } else if (t.startsWith("true", this.i)) {
      this.i += 4;
    } else if (t.startsWith("false", this.i)) {
      this.i += 5;
    } else if (t.startsWith("null", this.i)) {
      this.i += 4;
    } else {
      this.numberLexeme(path);
    }
  }

  parse(): HistoryAnswer {
    const t = this.text;
    let status: string | undefined;
    let times: number[] | undefined;
    const values: Partial<Record<DecimalKey, string[]>> = {};
    let nextTime: number | undefined;
    let message: string | undefined;

    this.expect(OPEN_BRACE, "");
    this.ws();
    if (t.charCodeAt(this.i) === CLOSE_BRACE) {
      this.i++;
    } else {
      for (;;) {
        const key = this.string("") as HistoryKey;
        this.expect(COLON, key);
        switch (key) {
          case "s":
            status = this.string("s");
            break;
          case "t":
            times = this.times("t");
            break;
          case "o":
          case "h":
          case "l":
          case "c":
          case "v":
            values[key] = this.decimals(key);
            break;
          case "nextTime": {
            this.ws();
            if (t.startsWith("null", this.i)) {
              this.i += 4;
              break;
            }
            const lexeme = this.numberLexeme("nextTime");
            const seconds = Number(lexeme);
            if (!Number.isSafeInteger(seconds)) this.fail("nextTime", "is not whole seconds");
            nextTime = seconds * 1000;
            break;
          }
          case "errmsg":
            this.ws();
            if (t.charCodeAt(this.i) === QUOTE) message = this.string("errmsg");
            else this.skip("errmsg");
            break;
          default:
            this.skip(key);
        }
        this.ws();
        const c = t.charCodeAt(this.i++);
        if (c === CLOSE_BRACE) break;
        if (c !== COMMA) {
          this.i--;
          this.fail("", 'expected "," or "}" between fields');
        }
      }
    }
    this.ws();
    if (this.i !== t.length) this.fail("", "has text after the closing brace");
    return answer(status, times, values, nextTime, message);
  }
}

function answer(
  status: string | undefined,
  times: number[] | undefined,
  values: Partial<Record<DecimalKey, string[]>>,
  nextTime: number | undefined,
  message: string | undefined,
): HistoryAnswer {
  if (status === undefined) throw new DecodeError("s", "is missing");
  if (!(historyStatusValues as readonly string[]).includes(status)) {
    throw new DecodeError(
      "s",
      `is ${JSON.stringify(status)}, not one of ${historyStatusValues.join(", ")}`,
    );
  }
  switch (status as HistoryStatus) {
    case "no_data":
      return { status: "no_data", nextTime };
    case "error":
      return { status: "error", message };
    case "ok":
      break;
  }
  if (!times) throw new DecodeError("t", "is missing");
  const { o, h, l, c, v } = values;
  const columns: [DecimalKey, string[] | undefined][] = [
    ["o", o],
    ["h", h],
    ["l", l],
    ["c", c],
    ["v", v],
  ];
  for (const [key, column] of columns) {
    if (!column) throw new DecodeError(key, "is missing");
    if (column.length !== times.length) {
      throw new DecodeError(key, `has ${column.length} entries where t has ${times.length}`);
    }
  }
  const open = o as string[];
  const high = h as string[];
  const low = l as string[];
  const close = c as string[];
  const volume = v as string[];
  const bars: CandleBar[] = new Array(times.length);
  for (let k = 0; k < times.length; k++) {
    bars[k] = {
      time: times[k] as number,
      open: open[k] as string,
      high: high[k] as string,
      low: low[k] as string,
      close: close[k] as string,
      volume: volume[k] as string,
    };
  }
  return { status: "ok", bars };
}

/**
 * Decodes the text of a history answer. Prices and volumes stay decimal strings of the numbers
 * as sent; times become milliseconds. Throws a DecodeError naming the field when the shape is
 * wrong or the arrays differ in length.
 *
 * @example
 * parseHistoryBody('{"s":"ok","t":[1700000000],"o":[42000.5],"h":[42010],"l":[41990.25],"c":[42001],"v":[12.5]}')
 * // { status: "ok", bars: [{ time: 1700000000000, open: "42000.5", high: "42010", low: "41990.25", close: "42001", volume: "12.5" }] }
 */
export function parseHistoryBody(text: string): HistoryAnswer {
  return new HistoryScanner(text).parse();
}
