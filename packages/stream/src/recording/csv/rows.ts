import { open } from "node:fs/promises";
import { describeValue, PerpkitError, ValidationError } from "@perpkit/core";
import { type FileLines, fileLines } from "../file/lines.js";

/**
 * A row of a CSV file a conversion refuses: `file`, its `line` (the column names are line 1,
 * blank lines counted) and the `column` whose value is wrong, and what is wrong with it.
 *
 * @example
 * try { await convertCsvToRecording(options) } catch (e) { if (e instanceof CsvRowError) console.log(e.file, e.line, e.column) }
 */
export class CsvRowError extends PerpkitError {
  override readonly name = "CsvRowError";
  declare readonly file: string;
  declare readonly line: number;
  declare readonly column: string;
  declare readonly problem: string;
  constructor(file: string, line: number, column: string, problem: string) {
    super("CSV_ROW", `${file}: line ${line}: ${column} ${problem}`);
    this.file = file;
    this.line = line;
    this.column = column;
    this.problem = problem;
  }
}

/** One row of a CSV file: its line, and its values by column. */
export interface CsvRow {
  readonly line: number;
  readonly values: Readonly<Record<string, string>>;
}

/** The fields of one line of CSV (RFC 4180: a quoted field may hold commas and `""`). */
export function csvFields(text: string, file: string, line: number): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      let value = "";
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) {
          throw new CsvRowError(
            file,
            line,
            `column ${fields.length + 1}`,
            "opens a quote it never closes (a field may not span lines)",
          );
        }
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      fields.push(value);
      if (i < text.length && text[i] !== ",") {
        throw new CsvRowError(
          file,
          line,
          `column ${fields.length}`,
          "has text after its closing quote",
        );
      }
    } else {
      const comma = text.indexOf(",", i);
      fields.push((comma === -1 ? text.slice(i) : text.slice(i, comma)).trim());
      i = comma === -1 ? text.length : comma;
    }
    if (i >= text.length) return fields;
    i++;
  }
}

/**
 * A column a kind of CSV file reads: its name, the other names it may have, and whether a
 * file must have it.
 *
 * @example
 * const amount: CsvColumn = { name: "amount", aliases: ["quantity", "size"], required: true }
 */
export interface CsvColumn {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly required: boolean;
}

/** The rows of a CSV file (`.csv`, or `.csv.gz`), each with its values by the columns' names. */
export interface CsvRows {
  readonly file: string;
  next(): Promise<CsvRow | undefined>;
  close(): void;
}

/**
 * Opens a CSV file whose first line names its columns, and finds `columns` among them by name or
 * alias (case aside). A missing required column is a CsvRowError of line 1; a file that cannot
 * be read a ValidationError naming `field`.
 */
export async function openCsv(
  file: string,
  columns: readonly CsvColumn[],
  field: string,
): Promise<CsvRows> {
  let lines: FileLines;
  try {
    lines = fileLines(await open(file, "r"));
  } catch (cause) {
    throw new ValidationError(field, `cannot be read: ${(cause as Error).message}`, { cause });
  }
  const read = async () => {
    try {
      return await lines.next();
    } catch (error) {
      lines.close();
      throw new ValidationError(field, (error as Error).message, { cause: error });
    }
  };
  const head = await read();
  if (head?.text === undefined) {
    lines.close();
    throw new ValidationError(
      field,
      `has no first line naming its columns, got ${describeValue(head)}`,
    );
  }
  const names = csvFields(head.text, file, head.number).map((n) => n.toLowerCase());
  const at = new Map<string, number>();
  for (const column of columns) {
    const index = [column.name, ...column.aliases]
      .map((n) => names.indexOf(n))
      .find((i) => i !== -1);
    if (index !== undefined) at.set(column.name, index);
    else if (column.required) {
      lines.close();
      throw new CsvRowError(
        file,
        head.number,
        column.name,
        `is missing: the columns are ${names.join(", ")}${column.aliases.length > 0 ? `; ${column.name} may also be called ${column.aliases.join(" or ")}` : ""}`,
      );
    }
  }
  return {
    file,
    async next() {
      const line = await read();
      if (line === undefined) return undefined;
      if (line.text === undefined) {
        throw new CsvRowError(
          file,
          line.number,
          "line",
          `is ${line.bytes} bytes long: a row holds a few fields`,
        );
      }
      const fields = csvFields(line.text, file, line.number);
      const values: Record<string, string> = {};
      for (const [name, index] of at) {
        const value = fields[index];
        if (value === undefined) {
          throw new CsvRowError(
            file,
            line.number,
            name,
            `is missing: the row has ${fields.length} fields`,
          );
        }
        values[name] = value;
      }
      return { line: line.number, values };
    },
    close: () => lines.close(),
  };
}
