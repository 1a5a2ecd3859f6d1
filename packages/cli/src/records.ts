import { type ReadColumn, readCommands } from "./generated/read-commands.js";
import { formatValue } from "./values.js";

/**
 * The columns of a record the spec names (`Withdrawal`, `LinkedSigner`), as the read commands
 * that list it show them; fields the table does not know are shown after them.
 */
export function recordColumns(record: string): readonly ReadColumn[] {
  return readCommands.find((c) => c.record === record)?.columns ?? [];
}

/**
 * How a field of a record the spec names reads in words, for records that reach the command line
 * by another road (the stream's orders, fills and positions share the REST records' fields):
 * times as ISO 8601, sides in words. A field the record does not have is shown as it is.
 */
export function formatField(record: string, field: string, value: unknown): string {
  const kind = recordColumns(record).find((c) => c.name === field)?.kind ?? "json";
  return formatValue(value, kind);
}
