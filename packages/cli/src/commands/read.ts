import { ValidationError } from "@perpkit/core";
import { type Command, Option } from "commander";
import { UsageError } from "../errors.js";
import {
  type ReadCommand,
  type ReadParameter,
  readCommands,
  readGroups,
} from "../generated/read-commands.js";
import type { Session } from "../session.js";
import { listItems, parseScalar } from "../values.js";
import type { CommandContext } from "./context.js";
import { columnsHelp, helpOf, placeholder, takesFalse } from "./read-help.js";
import { printAnswer } from "./read-output.js";

/** Options every read command takes besides its parameters. */
const OWN_OPTIONS = new Set(["all", "columns", "help"]);

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
  const asked = options.columns as string | undefined;
  if (command.result === "page" && options.all === true) {
    const records = await out.spin(`${command.name}: reading every page`, async () => {
      const all: Record<string, unknown>[] = [];
      const paginate = rest.paginate as unknown as (
        name: string,
        parameters: Record<string, unknown>,
      ) => AsyncIterable<Record<string, unknown>>;
      for await (const record of paginate(command.operation, parameters)) all.push(record);
      return all;
    });
    await printAnswer(session, command, { data: records }, asked);
    return;
  }
  const result = await out.spin(`${command.name}: ${command.method} ${command.path}`, () =>
    call.call(rest, parameters),
  );
  await printAnswer(session, command, result, asked);
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
      .summary(spec.deprecated ? `${spec.summary} (deprecated)` : spec.summary)
      .description(
        [
          spec.summary,
          spec.deprecated && `Deprecated: ${spec.deprecated}.`,
          spec.description,
          `${spec.method} ${spec.path}`,
        ]
          .filter((line) => typeof line === "string" && line !== "")
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
        if (takesFalse(parameter)) {
          command.addOption(new Option(`--no-${parameter.option}`).hideHelp());
        }
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
    if (spec.result !== "record") command.option("--columns <names>", columnsHelp(spec));
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
