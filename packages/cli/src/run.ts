import { PerpkitError } from "@perpkit/core";
import { Command, CommanderError, Option } from "commander";
import { addActionCommands } from "./commands/action.js";
import { addBacktestCommands } from "./commands/backtest.js";
import { addBatchCommand } from "./commands/batch.js";
import { addBookCommand } from "./commands/book.js";
import { addCancelCommand } from "./commands/cancel.js";
import { addCandlesCommand } from "./commands/candles.js";
import type { CommandContext } from "./commands/context.js";
import { addConvertCommand } from "./commands/convert.js";
import { addKeyCommands } from "./commands/key.js";
import { addPlaceCommands } from "./commands/place.js";
import { addReadCommands } from "./commands/read.js";
import { addRecordCommand } from "./commands/record.js";
import { addSandboxCommands, SandboxExit } from "./commands/sandbox.js";
import { addSignerCommands } from "./commands/signer.js";
import { addWatchCommand } from "./commands/watch.js";
import { addWithdrawCommand } from "./commands/withdraw.js";
import { errorLine, exitCodes, exitKindOf, redact, UsageError } from "./errors.js";
import { type CliIo, processIo } from "./io.js";
import { refuseKeyArguments } from "./keys.js";
import { type GlobalOptions, networkChoices, Session } from "./session.js";
import { version } from "./version.js";

/** Global options and the environment variables that stand in for them. */
const ENVIRONMENT: readonly [keyof GlobalOptions, string][] = [
  ["network", "PERPKIT_NETWORK"],
  ["baseUrl", "PERPKIT_BASE_URL"],
  ["wsUrl", "PERPKIT_WS_URL"],
  ["candlesUrl", "PERPKIT_CANDLES_URL"],
  ["keyFile", "PERPKIT_KEY_FILE"],
  ["account", "PERPKIT_ACCOUNT"],
  ["subaccount", "PERPKIT_SUBACCOUNT"],
];

const HELP_AFTER = `
Environment:
  PERPKIT_NETWORK, PERPKIT_BASE_URL, PERPKIT_WS_URL, PERPKIT_CANDLES_URL, PERPKIT_KEY_FILE,
  PERPKIT_ACCOUNT, PERPKIT_SUBACCOUNT   stand in for the options of the same names
  PERPKIT_PRIVATE_KEY                   the key to sign with (never an option: it would stay in
                                        shell history and the process list)
  PERPKIT_KEYSTORE_PASSWORD             the password of --key-file; asked for when unset
  NO_COLOR                              no colours

Exit codes:
  0 done, 1 internal error, 2 usage, 3 validation, 4 auth, 5 rate limit, 6 network,
  7 server, 8 rejected (an order, cancellation or instruction did not succeed)`;

/** Builds the program: global options, every command, and the help layout. */
export function buildProgram(io: CliIo, context: CommandContext): Command {
  const program = new Command("perpkit")
    .description(
      "The perpkit command line: every read endpoint of the exchange, trading, live order books and account streams, candles, and a local sandbox exchange.",
    )
    .version(version, "-V, --version", "the version of @perpkit/cli")
    .helpOption("-h, --help", "help for a command")
    .addHelpCommand(false)
    .showSuggestionAfterError(true)
    .configureHelp({
      sortSubcommands: false,
      showGlobalOptions: true,
      // A fixed width off a terminal, so that the help reads the same in every pipe and file.
      helpWidth: io.stdout.isTTY === true ? (io.stdout.columns ?? 100) : 100,
    })
    .addHelpText("after", HELP_AFTER)
    .optionsGroup("Global options:")
    .addOption(
      new Option(
        "--network <name>",
        `a preset network: ${networkChoices.join(", ")} (default local, the sandbox)`,
      ),
    )
    .addOption(
      new Option(
        "--base-url <url>",
        "the REST base URL; alone, the stream and candle URLs follow it (the sandbox's layout)",
      ),
    )
    .addOption(new Option("--ws-url <url>", "the stream (WebSocket) URL"))
    .addOption(new Option("--candles-url <url>", "the candle API's base URL"))
    .addOption(
      new Option(
        "--key-file <path>",
        "an Ethereum V3 keystore to sign with (password: PERPKIT_KEYSTORE_PASSWORD, or asked)",
      ),
    )
    .addOption(
      new Option(
        "--account <address>",
        "the owner wallet of the subaccounts (default: the key's address)",
      ),
    )
    .addOption(
      new Option(
        "--subaccount <name|id>",
        "the subaccount, by name, bytes32 or id (default: primary, else the account's first)",
      ),
    )
    .addOption(
      new Option("--json", "print JSON: one document, or one line per event for live views"),
    )
    .addOption(new Option("--no-color", "no colours"))
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: () => undefined,
    });

  program.commandsGroup("Trading:");
  addPlaceCommands(program, context);
  addCancelCommand(program, context);
  addBatchCommand(program, context);
  addWithdrawCommand(program, context);
  addSignerCommands(program, context);
  addActionCommands(program, context);
  program.commandsGroup("Live views:");
  addBookCommand(program, context);
  addWatchCommand(program, context);
  addCandlesCommand(program, context);
  addRecordCommand(program, context);
  addConvertCommand(program, context);
  addBacktestCommands(program, context);
  program.commandsGroup("Keys and the sandbox:");
  addKeyCommands(program, context);
  addSandboxCommands(program, context);
  addReadCommands(program, context);
  program.exitOverride(withCommand(program));
  applyToAll(program, (command) => {
    command.exitOverride(withCommand(command));
    command.helpCommand(false);
    command.configureOutput(program.configureOutput());
    command.showSuggestionAfterError(true);
  });
  return program;
}

/** The command a commander error came from, kept on the error to name what it knows. */
const COMMAND = Symbol("command");

function withCommand(command: Command): (error: CommanderError) => never {
  return (error) => {
    (error as CommanderError & { [COMMAND]?: Command })[COMMAND] = command;
    throw error;
  };
}

/**
 * What an unknown command or option is told with when commander found no close name: the
 * subcommands or the options the command knows.
 */
function knownNames(error: CommanderError): string | undefined {
  const command = (error as CommanderError & { [COMMAND]?: Command })[COMMAND];
  if (!command || /Did you mean/.test(error.message)) return undefined;
  if (error.code === "commander.unknownCommand") {
    const names = command.commands.map((c) => c.name());
    return names.length > 0 ? `(commands: ${names.join(", ")})` : undefined;
  }
  if (error.code === "commander.unknownOption") {
    const help = command.createHelp();
    const own = help.visibleOptions(command).map((o) => o.long ?? o.short);
    const list = own.filter((n) => n !== undefined).join(", ");
    return command.parent
      ? `(options of ${command.name()}: ${list}; the global ones: perpkit --help)`
      : `(options: ${list})`;
  }
  return undefined;
}

function applyToAll(command: Command, apply: (command: Command) => void): void {
  for (const sub of command.commands) {
    apply(sub);
    applyToAll(sub, apply);
  }
}

/** The global options of a command's run, with the environment filling what was not given. */
function globalOptions(command: Command, io: CliIo): GlobalOptions {
  const options = { ...(command.optsWithGlobals() as Record<string, unknown>) };
  for (const [key, variable] of ENVIRONMENT) {
    const value = io.env[variable];
    if (options[key] === undefined && value !== undefined && value !== "") options[key] = value;
  }
  return options as GlobalOptions;
}

/** The one line a commander error prints, without its "error:" prefix and on one line. */
function commanderLine(error: CommanderError): string {
  return error.message
    .replace(/^error: /, "")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join(" ");
}

/**
 * Runs the `perpkit` command line with `argv` (the arguments after the program's name) and
 * answers the exit code: 0 done, 2 usage, 3 validation, 4 auth, 5 rate limit, 6 network,
 * 7 server, 8 rejected, 1 an internal error. Errors print one line on stderr; with `--json`,
 * that line is a JSON object.
 *
 * @example
 * process.exitCode = await runCli(["orders", "--limit", "20", "--json"])
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const fields = new Map<string, ReadonlyMap<string, string>>();
  let current = "perpkit";
  let json = argv.includes("--json");
  const context: CommandContext = {
    session: (command) => {
      const options = globalOptions(command, io);
      json = options.json === true;
      return new Session(options, io);
    },
    describeFields: (command, map) => fields.set(command, map),
  };
  const report = (error: unknown, kind: ReturnType<typeof exitKindOf>, line: string) => {
    const text = redact(line);
    if (json) {
      io.stderr.write(
        `${JSON.stringify({
          error: {
            kind,
            exitCode: exitCodes[kind],
            ...(error instanceof PerpkitError ? { code: error.code } : {}),
            ...(error instanceof PerpkitError && "field" in error
              ? { field: optionOf((error as { field: string }).field) }
              : {}),
            message: text,
          },
        })}\n`,
      );
    } else {
      io.stderr.write(`perpkit: ${text}\n`);
    }
    return exitCodes[kind];
  };
  const optionOf = (field: string) => {
    const known = fields.get(current);
    const exact = known?.get(field);
    if (exact !== undefined) return exact;
    const [head, ...rest] = field.split(".");
    const prefix = head === undefined ? undefined : known?.get(head);
    return prefix === undefined ? field : `${prefix}.${rest.join(".")}`;
  };
  try {
    refuseKeyArguments(argv);
    const program = buildProgram(io, context);
    program.hook("preAction", (_root, action) => {
      current = action.name();
    });
    await program.parseAsync([...argv], { from: "user" });
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version") {
        return exitCodes.ok;
      }
      // A command that needs a subcommand, run without one: its help went to stderr.
      if (error.code === "commander.help") return exitCodes.usage;
      const known = knownNames(error);
      const line = known ? `${commanderLine(error)} ${known}` : commanderLine(error);
      return report(new UsageError(line), "usage", line);
    }
    if (error instanceof SandboxExit) return error.code;
    const kind = exitKindOf(error);
    return report(error, kind, errorLine(error, optionOf));
  }
}
