import {
  decodeSubaccountName,
  describeValue,
  isUuid,
  orderLimits,
  ValidationError,
} from "@perpkit/core";
import type { ReadParameter, ValueKind } from "./generated/read-commands.js";

const sideNames = new Map<unknown, string>(
  Object.entries(orderLimits.sides).map(([name, value]) => [value, name]),
);

/** A side as the exchange's number, from `buy`/`sell` or the number itself. */
export function parseSide(text: string, field: string): number {
  const sides = orderLimits.sides as Readonly<Record<string, number>>;
  const named = sides[text.toLowerCase()];
  if (named !== undefined) return named;
  if (/^\d+$/.test(text) && sideNames.has(Number(text))) return Number(text);
  throw new ValidationError(
    field,
    `must be ${Object.keys(sides).join(" or ")}, got ${describeValue(text)}`,
  );
}

/** A side number in words: `buy`, `sell`; an unknown number stays a number. */
export function sideName(value: unknown): string {
  return sideNames.get(value) ?? String(value);
}

/**
 * A time from the command line: ISO 8601 (`2026-01-02`, `2026-01-02T12:00:00Z`), Unix seconds
 * (10 digits or fewer) or milliseconds (13 digits). Answers milliseconds.
 */
export function parseTimeMs(text: string, field: string): number {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (!Number.isSafeInteger(n)) throw new ValidationError(field, "is too large");
    return text.length >= 12 ? n : n * 1000;
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
    throw new ValidationError(
      field,
      `must be a date (2026-01-02 or 2026-01-02T12:00:00Z), Unix seconds or milliseconds, got ${describeValue(text)}`,
    );
  }
  return ms;
}

/** The items of a list option: repeated, and comma-separated within each. */
export function listItems(raw: string | readonly string[]): string[] {
  const all = typeof raw === "string" ? [raw] : raw;
  return all.flatMap((text) => text.split(",")).map((item) => item.trim());
}

function integer(text: string, field: string): number {
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ValidationError(field, `must be a whole number, got ${describeValue(text)}`);
  }
  return Number(text);
}

/**
 * One value of a read command's parameter, read from its text and checked against the spec's
 * rules (enum, bounds, lengths, pattern) so that a bad value names the option before any request.
 */
export function parseScalar(parameter: ReadParameter, text: string, field: string): unknown {
  let value: unknown;
  switch (parameter.kind) {
    case "integer":
    case "timestamp-ms":
      value =
        parameter.kind === "timestamp-ms" && !/^-?\d+$/.test(text)
          ? parseTimeMs(text, field)
          : integer(text, field);
      break;
    case "unix-seconds":
      value = /^\d+$/.test(text)
        ? integer(text, field)
        : Math.floor(parseTimeMs(text, field) / 1000);
      break;
    case "number": {
      const n = Number(text);
      if (text.trim() === "" || !Number.isFinite(n)) {
        throw new ValidationError(field, `must be a number, got ${describeValue(text)}`);
      }
      value = n;
      break;
    }
    case "boolean":
      if (text !== "true" && text !== "false") {
        throw new ValidationError(field, `must be true or false, got ${describeValue(text)}`);
      }
      value = text === "true";
      break;
    case "side":
      value = parseSide(text, field);
      break;
    default:
      value = text;
  }
  const values = parameter.values;
  if (values && !values.includes(value as string | number | boolean)) {
    const shown = parameter.kind === "side" ? values.map(sideName) : values;
    throw new ValidationError(
      field,
      `must be one of ${shown.join(", ")}, got ${describeValue(text)}`,
    );
  }
  if (typeof value === "number") {
    if (parameter.minimum !== undefined && value < parameter.minimum) {
      throw new ValidationError(field, `must be at least ${parameter.minimum}, got ${text}`);
    }
    if (parameter.maximum !== undefined && value > parameter.maximum) {
      throw new ValidationError(field, `must be at most ${parameter.maximum}, got ${text}`);
    }
  }
  if (typeof value === "string") {
    if (parameter.minLength !== undefined && value.length < parameter.minLength) {
      throw new ValidationError(field, `must be at least ${parameter.minLength} characters long`);
    }
    if (parameter.maxLength !== undefined && value.length > parameter.maxLength) {
      throw new ValidationError(field, `must be at most ${parameter.maxLength} characters long`);
    }
    if (parameter.kind === "uuid" && !isUuid(value)) {
      throw new ValidationError(field, `must be a UUID, got ${describeValue(value)}`);
    }
    if (parameter.pattern !== undefined && !new RegExp(parameter.pattern).test(value)) {
      throw new ValidationError(
        field,
        `${parameter.description ? `must be ${describeRule(parameter)}` : "has the wrong form"}, got ${describeValue(value)}`,
      );
    }
  }
  return value;
}

function describeRule(parameter: ReadParameter): string {
  switch (parameter.kind) {
    case "address":
      return "an address (0x and 40 hex digits)";
    case "bytes32":
      return "a bytes32 (0x and 64 hex digits)";
    default:
      return `in the spec's form (${parameter.pattern})`;
  }
}

/** How a value of a kind reads in a table; JSON output never goes through this. */
export function formatValue(value: unknown, kind: ValueKind): string {
  if (value === undefined || value === null) return "";
  switch (kind) {
    case "timestamp-ms":
      return typeof value === "number" && Number.isFinite(value)
        ? new Date(value).toISOString()
        : String(value);
    case "unix-seconds":
      return typeof value === "number" && Number.isFinite(value)
        ? new Date(value * 1000).toISOString()
        : String(value);
    case "side":
      return sideName(value);
    case "bytes32":
      return typeof value === "string"
        ? (decodeSubaccountName(value as `0x${string}`) ?? value)
        : String(value);
    case "json":
      return typeof value === "object" ? JSON.stringify(value) : String(value);
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}
