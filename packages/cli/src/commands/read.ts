import { ValidationError } from "@perpkit/core";
import { type Command, Option } from "commander";
import { UsageError } from "../errors.js";
import {
  type ReadColumn,
  type ReadCommand,
  type ReadParameter,
  readCommands,
  readGroups,
} from "../generated/read-commands.js";
import type { Column } from "../output.js";
import type { Session } from "../session.js";
import { listItems, parseScalar, sideName } from "../values.js";
import type { CommandContext } from "./context.js";

/** Options every read command takes besides its parameters. */
const OWN_OPTIONS = new Set(["all", "columns", "help"]);

/** What a parameter accepts and how it is filled, for its help line. */
function helpOf(parameter: ReadParameter): string {
  const parts: string[] = [];
  if (parameter.description) parts.push(parameter.description.replace(/\.$/, ""));
  const rules: string[] = [];
  if (parameter.values) {
    const shown = parameter.kind === "side" ? parameter.values.map(sideName) : parameter.values;
    rules.push(`one of ${shown.join(", ")}`);
  } else if (parameter.kind === "side") {
    rules.push("buy or sell");
  }
  if (parameter.minimum !== undefined && parameter.maximum !== undefined) {
    rules.push(`${parameter.minimum} to ${parameter.maximum}`);
  } else if (parameter.minimum !== undefined && parameter.kind !== "timestamp-ms") {
    rules.push(`at least ${parameter.minimum}`);
  } else if (parameter.maximum !== undefined) {
    rules.push(`at most ${parameter.maximum}`);
  }
  if (parameter.kind === "timestamp-ms")
    rules.push("milliseconds, or a date like 2026-01-02T00:00Z");
  if (parameter.product) rules.push("a symbol such as BTCUSD, or a product id");
  else if (parameter.kind === "uuid") rules.push("a UUID");
  if (parameter.kind === "address") rules.push("an address");
  if (parameter.list) {
    rules.push(
      `comma-separated or repeated${parameter.minItems !== undefined ? `, at least ${parameter.minItems}` : ""}${parameter.maxItems !== undefined ? `, at most ${parameter.maxItems}` : ""}`,
    );
  }
  if (parameter.kind === "boolean" && !parameter.list && parameter.in === "query") {
    rules.push(`--no-${parameter.option} for false`);
  }
  if (parameter.default !== undefined) rules.push(`default ${String(parameter.default)}`);
  if (parameter.fill === "subaccount") rules.push("default: the id of --subaccount");
  else if (parameter.fill === "account") rules.push("default: the key's address, or --account");
  else if (parameter.required && parameter.in === "query") rules.push("required");
  if (parameter.deprecated) rules.push("deprecated");
  const text = parts.join(" ");
  return rules.length > 0 ? `${text}${text ? " " : ""}(${rules.join("; ")})` : text;
}

/** The placeholder of an option's value in the help: what to type there. */
function placeholder(parameter: ReadParameter): string {
  const values = parameter.kind === "side" ? ["buy", "sell"] : parameter.values?.map(String);
  if (values && values.length <= 4 && values.join("|").length <= 24) {
    return parameter.list ? `${values.join("|")},...` : values.join("|");
  }
  const one = parameter.product
    ? "symbol"
    : ((
        {
          uuid: "id",
          integer: "n",
          number: "n",
          "timestamp-ms": "time",
          "unix-seconds": "time",
          address: "address",
          bytes32: "bytes32",
          decimal: "decimal",
        } as Readonly<Record<string, string>>
      )[parameter.kind] ?? "value");
  return parameter.list ? `${one}s` : one;
}

/** The option or argument a parameter is given with, as a person would type it. */
export function parameterLabel(parameter: ReadParameter): string {
  return parameter.in === "path" ? `<${parameter.option}>` : `--${parameter.option}`;
}

/** The option's property name as commander stores it (`product-ids` → `productIds`). */
function camel(option: string): string {
  return option.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

async function productIds(session: Session, items: readonly string[], field: string) {
  return Promise.all(
    items.map(
      async (item, i) =>
        (await session.product(item, items.length > 1 ? `${field} item ${i + 1}` : field)).id,
    ),
  );
}

/** The parameters of a call, read from the command line and checked, then filled. */
async function parametersOf(
  command: ReadCommand,
  session: Session,
  args: readonly (string | undefined)[],
  options: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parameters: Record<string, unknown> = {};
  const paths = command.parameters.filter((p) => p.in === "path");
  const given = (parameter: ReadParameter) =>
    parameter.in === "path" ? args[paths.indexOf(parameter)] : options[camel(parameter.option)];
  // Every value given is checked before anything is looked up or sent.
  for (const parameter of command.parameters) {
    const raw = given(parameter);
    const label = parameterLabel(parameter);
    if (raw === undefined || typeof raw === "boolean") continue;
    if (parameter.list) {
      const items = listItems(raw as string | string[]);
      if (items.some((i) => i === "")) throw new ValidationError(label, "has an empty item");
      if (parameter.minItems !== undefined && items.length < parameter.minItems) {
        throw new ValidationError(label, `needs at least ${parameter.minItems} values`);
      }
      if (parameter.maxItems !== undefined && items.length > parameter.maxItems) {
        throw new ValidationError(
          label,
          `takes at most ${parameter.maxItems} values, got ${items.length}`,
        );
      }
      if (!parameter.product) for (const item of items) parseScalar(parameter, item, label);
    } else if (!parameter.product) {
      parseScalar(parameter, String(raw), label);
    }
  }
  for (const parameter of command.parameters) {
    const raw = given(parameter);
    const label = parameterLabel(parameter);
    let value: unknown;
    if (raw === undefined) {
      value = undefined;
    } else if (typeof raw === "boolean") {
      value = raw;
    } else if (parameter.list) {
      const items = listItems(raw as string | string[]);
      value = parameter.product
        ? await productIds(session, items, label)
        : items.map((item) => parseScalar(parameter, item, label));
    } else if (parameter.product) {
      value = (await session.product(String(raw), label)).id;
    } else {
      value = parseScalar(parameter, String(raw), label);
    }
    if (value === undefined && parameter.required && parameter.fill === undefined) {
      throw new UsageError(
        `${command.name} needs ${label}${parameter.values ? ` (one of ${parameter.values.join(", ")})` : ""}.`,
      );
    }
    if (value !== undefined) parameters[parameter.name] = value;
  }
  for (const parameter of command.parameters) {
    if (parameters[parameter.name] !== undefined) continue;
    if (parameter.fill === "subaccount") {
      parameters[parameter.name] = (await session.subaccount(command.name)).id;
    } else if (parameter.fill === "account") {
      parameters[parameter.name] = await session.requireAccount(command.name);
    }
  }
  return parameters;
}

/** The columns to show: those asked for, else every field some row has a value in. */
function columnsFor(
  command: ReadCommand,
  rows: readonly Record<string, unknown>[],
  asked: string | undefined,
): Column[] {
  const known: ReadColumn[] = [...command.columns];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!known.some((c) => c.name === key)) known.push({ name: key, kind: "json" });
    }
  }
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
  return known.filter((c) => rows.some((row) => row[c.name] !== undefined && row[c.name] !== null));
}

/** Prints records as a table, leaving out trailing columns that would not fit the terminal. */
function printRows(
  session: Session,
  command: ReadCommand,
  rows: readonly Record<string, unknown>[],
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

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

type ReadCall = (parameters: Record<string, unknown>) => Promise<unknown>;

async function runRead(
  command: ReadCommand,
  session: Session,
  args: readonly (string | undefined)[],
  options: Record<string, unknown>,
): Promise<void> {
  const parameters = await parametersOf(command, session, args, options);
  const rest = session.rest;
  const call = (rest as unknown as Record<string, ReadCall>)[command.operation];
  if (typeof call !== "function") {
    throw new UsageError(`${command.name}: this @perpkit/rest has no ${command.operation}.`);
  }
  const { out } = session;
  if (command.result === "page" && options.all === true) {
    const records = await out.spin(`${command.name}: reading every page`, async () => {
      const all: unknown[] = [];
      const paginate = rest.paginate as unknown as (
        name: string,
        parameters: Record<string, unknown>,
      ) => AsyncIterable<unknown>;
      for await (const record of paginate(command.operation, parameters)) all.push(record);
      return all;
    });
    if (out.json) out.document({ data: records });
    else
      printRows(
        session,
        command,
        records as Record<string, unknown>[],
        options.columns as string | undefined,
      );
    return;
  }
  const result = await out.spin(`${command.name}: ${command.method} ${command.path}`, () =>
    call.call(rest, parameters),
  );
  if (out.json) {
    out.document(result);
    return;
  }
  if (command.result === "record") {
    out.record(result as Record<string, unknown>, command.columns);
    return;
  }
  const page = result as {
    data: Record<string, unknown>[];
    hasNext?: boolean;
    nextCursor?: string | null;
  };
  printRows(session, command, page.data, options.columns as string | undefined);
  if (page.hasNext && page.nextCursor) {
    out.note(`More records: add --cursor ${page.nextCursor}, or --all for every page.`);
  }
}

/** Where each option a read command takes came from, to name it in errors. */
function fieldNames(command: ReadCommand): Map<string, string> {
  return new Map(command.parameters.map((p) => [p.name, parameterLabel(p)]));
}

/**
 * Adds one command per read operation of the spec (the generated table), each listed under its
 * spec tag in the help.
 */
export function addReadCommands(program: Command, context: CommandContext): void {
  const titles = new Map(readGroups.map((g) => [g.name, g.title]));
  const order = readGroups.map((g) => g.name);
  const sorted = [...readCommands].sort(
    (a, b) => order.indexOf(a.group) - order.indexOf(b.group) || (a.name < b.name ? -1 : 1),
  );
  for (const spec of sorted) {
    const command = program
      .command(spec.name)
      .summary(spec.summary)
      .description(
        [spec.summary, spec.description, `${spec.method} ${spec.path}`]
          .filter((line) => line !== undefined)
          .join("\n\n"),
      )
      .helpGroup(`${(titles.get(spec.group) ?? spec.group).replace(/\.$/, "")}:`);
    for (const parameter of spec.parameters) {
      if (parameter.in === "path") {
        const optional = parameter.fill !== undefined;
        command.argument(
          optional ? `[${parameter.option}]` : `<${parameter.option}>`,
          helpOf(parameter),
        );
        continue;
      }
      if (OWN_OPTIONS.has(parameter.option)) {
        throw new Error(
          `${spec.name}: the spec's ${parameter.name} clashes with --${parameter.option}`,
        );
      }
      if (parameter.kind === "boolean" && !parameter.list) {
        command.addOption(new Option(`--${parameter.option}`, helpOf(parameter)));
        command.addOption(new Option(`--no-${parameter.option}`).hideHelp());
      } else {
        const option = new Option(
          `--${parameter.option} <${placeholder(parameter)}>`,
          helpOf(parameter),
        );
        if (parameter.list) {
          option.argParser((value: string, previous: string[] | undefined) => [
            ...(previous ?? []),
            value,
          ]);
        }
        command.addOption(option);
      }
    }
    if (spec.result === "page") {
      command.option("--all", "read every page, following the cursor");
    }
    if (spec.result !== "record") {
      command.option(
        "--columns <names>",
        `the fields to show, comma-separated (of ${spec.record})`,
      );
    }
    context.describeFields(spec.name, fieldNames(spec));
    command.action(async (...received: unknown[]) => {
      const cmd = received.at(-1) as Command;
      const args = received.slice(0, spec.parameters.filter((p) => p.in === "path").length) as (
        | string
        | undefined
      )[];
      await runRead(spec, context.session(cmd), args, cmd.opts());
    });
  }
}
