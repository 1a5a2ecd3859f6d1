import { type ReadColumn, readCommands } from "./generated/read-commands.js";

/**
 * The columns of a record the spec names (`Withdrawal`, `LinkedSigner`), as the read commands
 * that list it show them; fields the table does not know are shown after them.
 */
export function recordColumns(record: string): readonly ReadColumn[] {
  return readCommands.find((c) => c.record === record)?.columns ?? [];
}
