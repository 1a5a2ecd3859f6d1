import { describeValue, ValidationError } from "@perpkit/core";
import type { SignedActionName, SignedActionParameters } from "@perpkit/rest";
import type { Command } from "commander";
import {
  type ActionCommand,
  type ActionField,
  actionCommands,
} from "../generated/action-commands.js";
import { listItems } from "../values.js";
import type { CommandContext } from "./context.js";
import { dryRunOption, fields, signed } from "./trading.js";

/** The option's property name as commander stores it (`product-id` → `productId`). */
function camel(option: string): string {
  return option.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * A field's value from its option's text, by the kind of value its signed body checks; the body
 * checks then hold it to the rest of its rules before anything is signed.
 */
function fieldValue(field: ActionField, text: string | readonly string[]): unknown {
  const label = `--${field.option}`;
  if (field.kind === "uuidList" || field.kind === "clientOrderIdList") return listItems(text);
  const one = typeof text === "string" ? text : text.join(",");
  if (field.kind === "integer" || field.kind === "unixSeconds") {
    if (!/^\d+$/.test(one) || !Number.isSafeInteger(Number(one))) {
      throw new ValidationError(label, `must be a whole number, got ${describeValue(one)}`);
    }
    return Number(one);
  }
  if (field.kind === "boolean") {
    if (one !== "true" && one !== "false") {
      throw new ValidationError(label, `must be true or false, got ${describeValue(one)}`);
    }
    return one === "true";
  }
  return one;
}

/** The action's parameters from its arguments and options. */
function parametersOf(
  action: ActionCommand,
  args: readonly string[],
  options: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  action.pathParameters.forEach((name, i) => {
    out[name] = args[i];
  });
  for (const field of action.fields) {
    const raw = options[camel(field.option)];
    if (raw === undefined) continue;
    out[field.name] = fieldValue(field, raw as string | string[]);
  }
  return out;
}

/** One action command: its arguments, options and run. */
function addActionCommand(program: Command, context: CommandContext, action: ActionCommand): void {
  const command = program
    .command(action.name)
    .summary(action.deprecated ? `${action.summary} (deprecated)` : action.summary)
    .description(
      `${action.summary} ${action.method} ${action.path}, signed as ${action.message} by the key; the live contract's newest action, read as its fields say until perpkit gives it a command of its own.${action.deprecated ? `\n\nDeprecated: ${action.deprecated}.` : ""}`,
    );
  for (const name of action.pathParameters) command.argument(`<${name}>`);
  for (const field of action.fields) {
    const flag = `--${field.option} <value>`;
    if (field.required) command.requiredOption(flag, field.description);
    else command.option(flag, field.description);
  }
  dryRunOption(command);
  command.action(async (...received: unknown[]) => {
    const cmd = received[received.length - 1] as Command;
    const args = received.slice(0, action.pathParameters.length) as string[];
    fields(
      context,
      action.name,
      Object.fromEntries(action.fields.map((f) => [f.name, `--${f.option}`])),
    );
    await signed(context, cmd, action.name, async (run) => {
      const parameters = parametersOf(action, args, cmd.opts());
      const answer = await run.session.out.spin(`sending ${action.name}`, () =>
        run.client.signedAction(
          action.operation,
          parameters as SignedActionParameters<SignedActionName>,
        ),
      );
      run.session.out.document(answer);
    });
  });
}

/**
 * `perpkit <action>`: one command per signed action of the live contract that no hand-written
 * command knows yet (`actionCommands`), its fields as options. A name another command has is left
 * to that command.
 */
export function addActionCommands(program: Command, context: CommandContext): void {
  const taken = new Set(program.commands.map((c) => c.name()));
  for (const action of actionCommands) {
    if (!taken.has(action.name)) addActionCommand(program, context, action);
  }
}
