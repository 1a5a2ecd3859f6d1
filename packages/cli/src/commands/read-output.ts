import { ValidationError } from "@perpkit/core";
import type { ReadColumn, ReadCommand } from "../generated/read-commands.js";
import type { Column } from "../output.js";
import { type ReadableRow, readableRows, type ServiceRecord } from "../readable.js";
import type { Session } from "../session.js";
import { listItems } from "../values.js";

/** Every column a record of the command may be shown with: the spec's, then any the rows add. */
function knownColumns(command: ReadCommand, rows: readonly ServiceRecord[]): ReadColumn[] {
  const known: ReadColumn[] = [...command.columns];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!known.some((c) => c.name === key)) known.push({ name: key, kind: "json" });
    }
  }
  return known;
}

/**
 * The columns to show: those asked for (any field of the record, `symbol` included), else the
 * spec's `x-columns` that some row has a value in.
 */
function columnsFor(
  command: ReadCommand,
  rows: readonly ServiceRecord[],
  asked: string | undefined,
): Column[] {
  const known = knownColumns(command, rows);
  if (asked !== undefined) {
    return listItems(asked).map((name) => {
      const found = known.find((c) => c.name === name);
      if (!found) {
        throw new ValidationError(
          "--columns",
          `names no field of ${command.record}: ${JSON.stringify(name)} (fields: ${known.map((c) => c.name).join(", ")})`,
        );
      }
      return found;
    });
  }
  const hasValue = (c: Column) =>
    rows.some((row) => row[c.name] !== undefined && row[c.name] !== null);
  const shown = command.table
    .map((name) => known.find((c) => c.name === name) as Column)
    .filter(hasValue);
  return shown.length > 0 ? shown : known.filter(hasValue);
}

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/** Prints records as a table, leaving out trailing columns that would not fit the terminal. */
function printRows(
  session: Session,
  command: ReadCommand,
  rows: readonly ServiceRecord[],
  asked: string | undefined,
): void {
  const { out, io } = session;
  if (rows.length === 0) {
    out.note(`No ${command.record} records.`);
    return;
  }
  let columns = columnsFor(command, rows, asked);
  const width = io.stdout.isTTY ? io.stdout.columns : undefined;
  const left: string[] = [];
  let text = out.tableText(rows, columns);
  const widest = (t: string) => Math.max(...t.split("\n").map((l) => stripAnsi(l).length));
  while (asked === undefined && width !== undefined && columns.length > 1 && widest(text) > width) {
    left.unshift((columns.at(-1) as Column).name);
    columns = columns.slice(0, -1);
    text = out.tableText(rows, columns);
  }
  io.stdout.write(text);
  if (left.length > 0) {
    out.note(
      `Left out to fit the terminal: ${left.join(", ")} (--columns chooses, --json shows all).`,
    );
  }
}

/** The answer of a read command as a page: its records and, for a page, where more are. */
interface PageLike {
  readonly data: ServiceRecord[];
  readonly hasNext?: boolean;
  readonly nextCursor?: string | null;
}

/**
 * Prints what a read command answered: one record, or a page or list of them. Tables show the
 * readable records (`symbol`, sides in words); `--json` the service's records with the readable
 * fields beside them.
 */
export async function printAnswer(
  session: Session,
  command: ReadCommand,
  answer: unknown,
  asked: string | undefined,
): Promise<void> {
  const { out } = session;
  if (command.result === "record") {
    const [row] = await readableRows(session, command.record, [answer as ServiceRecord]);
    const { table, json } = row as ReadableRow;
    if (out.json) out.document(json);
    else out.record(table, command.columns);
    return;
  }
  const page = answer as PageLike;
  const rows = await readableRows(session, command.record, page.data);
  if (out.json) {
    out.document({ ...page, data: rows.map((r) => r.json) });
    return;
  }
  printRows(
    session,
    command,
    rows.map((r) => r.table),
    asked,
  );
  if (page.hasNext && page.nextCursor) {
    out.note(`More records: add --cursor ${page.nextCursor}, or --all for every page.`);
  }
}
