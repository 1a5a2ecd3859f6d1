import Table from "cli-table3";
import { createSpinner } from "nanospinner";
import picocolors from "picocolors";
import type { ValueKind } from "./generated/read-commands.js";
import type { CliIo } from "./io.js";
import { formatValue } from "./values.js";

/** A column of a human table: a record field and how its values read. */
export interface Column {
  readonly name: string;
  readonly kind: ValueKind;
  /** The heading; the field's name when left out. */
  readonly title?: string;
}

const NO_BORDERS = {
  top: "",
  "top-mid": "",
  "top-left": "",
  "top-right": "",
  bottom: "",
  "bottom-mid": "",
  "bottom-left": "",
  "bottom-right": "",
  left: "",
  "left-mid": "",
  mid: "",
  "mid-mid": "",
  right: "",
  "right-mid": "",
  middle: "  ",
} as const;

/** Whether output to this terminal may carry colours: a TTY, and no NO_COLOR or --no-color. */
export function colorEnabled(io: CliIo, noColor: boolean): boolean {
  if (noColor || io.env.NO_COLOR !== undefined) return false;
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== "0") return true;
  return io.stdout.isTTY === true;
}

/**
 * What a command prints: tables for people, one JSON document (or NDJSON for live views) for
 * scripts, notes on stderr so that stdout stays data.
 */
export class Output {
  readonly colors: ReturnType<typeof picocolors.createColors>;

  constructor(
    readonly io: CliIo,
    readonly json: boolean,
    color: boolean,
  ) {
    this.colors = picocolors.createColors(color);
  }

  /** One JSON document, as the service's values are: decimal strings stay strings. */
  document(value: unknown): void {
    this.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** One line of NDJSON. */
  jsonLine(value: unknown): void {
    this.io.stdout.write(`${JSON.stringify(value)}\n`);
  }

  /** A line of text on stdout. */
  line(text = ""): void {
    this.io.stdout.write(`${text}\n`);
  }

  /** A note for the person at the terminal, on stderr. */
  note(text: string): void {
    this.io.stderr.write(`${this.colors.dim(text)}\n`);
  }

  /** Rows of records as an aligned table without borders. */
  table(rows: readonly Record<string, unknown>[], columns: readonly Column[]): void {
    this.io.stdout.write(this.tableText(rows, columns));
  }

  tableText(rows: readonly Record<string, unknown>[], columns: readonly Column[]): string {
    const table = new Table({
      head: columns.map((c) => this.colors.bold(c.title ?? c.name)),
      chars: NO_BORDERS,
      style: { "padding-left": 0, "padding-right": 0, head: [], border: [] },
    });
    for (const row of rows) table.push(columns.map((c) => formatValue(row[c.name], c.kind)));
    return `${table
      .toString()
      .split("\n")
      .map((l) => l.trimEnd())
      .join("\n")}\n`;
  }

  /** One record as two columns: field, value. */
  record(record: Record<string, unknown>, columns: readonly Column[]): void {
    const known = new Set(columns.map((c) => c.name));
    const extra = Object.keys(record)
      .filter((k) => !known.has(k))
      .map((name): Column => ({ name, kind: "json" }));
    const table = new Table({
      chars: NO_BORDERS,
      style: { "padding-left": 0, "padding-right": 0, head: [], border: [] },
    });
    for (const c of [...columns, ...extra] as Column[]) {
      if (record[c.name] === undefined) continue;
      table.push([this.colors.bold(c.title ?? c.name), formatValue(record[c.name], c.kind)]);
    }
    this.io.stdout.write(
      `${table
        .toString()
        .split("\n")
        .map((l) => l.trimEnd())
        .join("\n")}\n`,
    );
  }

  /**
   * Runs `work` behind a spinner on stderr when a person is watching (a TTY, not --json);
   * otherwise just runs it.
   */
  async spin<T>(text: string, work: () => Promise<T>): Promise<T> {
    if (this.json || this.io.stderr.isTTY !== true) return work();
    const spinner = createSpinner(text, { stream: this.io.stderr as NodeJS.WriteStream }).start();
    try {
      const result = await work();
      spinner.clear();
      spinner.stop();
      return result;
    } catch (error) {
      spinner.clear();
      spinner.stop();
      throw error;
    }
  }
}
