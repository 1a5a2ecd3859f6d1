import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { assertAddress, parseDecimal } from "@perpkit/core";
import type { Command } from "commander";
import { UsageError } from "../errors.js";
import type { Session } from "../session.js";
import type { CommandContext } from "./context.js";

/** The sandbox (or a program built on it) stopped with an exit code other than 0; it said why itself. */
export class SandboxExit extends Error {
  constructor(
    readonly code: number,
    program = "perpkit-sandbox",
  ) {
    super(`${program} exited with ${code}`);
  }
}

/** The path of a program an installed package of ours ships (`perpkit-sandbox` of @perpkit/sandbox). */
function programOf(pkg: string, name: string): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    bin?: Record<string, string>;
  };
  const bin = manifest.bin?.[name];
  if (!bin) throw new UsageError(`The installed ${pkg} has no ${name} program.`);
  return join(dirname(manifestPath), bin);
}

/**
 * Runs a program of an installed package of ours (`perpkit-sandbox`, `perpkit-replay`) with the
 * arguments, in this terminal, until it stops; answers its exit code. A stop request (Ctrl-C,
 * SIGTERM) is passed on, and this process waits for the sandbox to close cleanly.
 *
 * @example
 * const code = await runProgram("@perpkit/sandbox", "perpkit-sandbox", ["--market"], stop)
 */
export function runProgram(
  pkg: string,
  name: string,
  args: readonly string[],
  stop: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [programOf(pkg, name), ...args], { stdio: "inherit" });
    const forward = () => child.kill("SIGINT");
    stop.addEventListener("abort", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      stop.removeEventListener("abort", forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** The sandbox's faucet: a simulated onchain deposit into a subaccount. */
async function fund(session: Session, address: string, amount: string, token: string | undefined) {
  assertAddress(address, "<address>");
  parseDecimal(amount, "<amount>");
  const { CONTROL_PREFIX } = await import("@perpkit/sandbox");
  const url = `${session.network.restUrl}${CONTROL_PREFIX}/deposit`;
  const body = {
    account: address,
    amount,
    ...(session.options.subaccount === undefined ? {} : { subaccount: session.options.subaccount }),
    ...(token === undefined ? {} : { token }),
  };
  const response = await session.rest.transport.request({
    method: "POST",
    path: `${CONTROL_PREFIX}/deposit`,
    body: JSON.stringify(body),
  });
  return { url, answer: response.body as Record<string, unknown> };
}

/** `perpkit sandbox [start] ...` and `perpkit sandbox fund`. */
export function addSandboxCommands(program: Command, context: CommandContext): void {
  const group = program
    .command("sandbox")
    .summary("start the local sandbox exchange, or fund an account on it")
    .description(
      "The sandbox is a local exchange built from the same spec: REST, WebSocket and candles on 127.0.0.1, for trying every command offline. `perpkit sandbox` starts it (the same as perpkit-sandbox); `perpkit sandbox fund` is its faucet.",
    );

  group
    .command("start", { isDefault: true })
    .summary("start the sandbox (the default; options as perpkit-sandbox --help)")
    .description(
      "Starts the sandbox exchange in this terminal; Ctrl-C stops it. Takes the options of perpkit-sandbox, listed by perpkit sandbox start --help.",
    )
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument("[options...]", "perpkit-sandbox's options")
    .action(async (args: string[], _o, cmd: Command) => {
      const code = await runProgram(
        "@perpkit/sandbox",
        "perpkit-sandbox",
        args,
        context.session(cmd).io.stop,
      );
      if (code !== 0) throw new SandboxExit(code);
    });

  group
    .command("fund")
    .summary("deposit into an account on the sandbox (its faucet)")
    .description(
      "Simulates an onchain deposit into <address>'s subaccount (--subaccount names it; default primary). The first deposit creates the subaccount. Only the sandbox has a faucet.",
    )
    .argument("<address>", "the owner wallet")
    .argument("<amount>", "a decimal in the token's units")
    .option("--token <address>", "the token (default: the sandbox's collateral)")
    .action(async (address: string, amount: string, options: { token?: string }, cmd: Command) => {
      const session = context.session(cmd);
      const { answer } = await session.out.spin(`funding ${address}`, () =>
        fund(session, address, amount, options.token),
      );
      if (session.out.json) {
        session.out.document(answer);
        return;
      }
      const subaccount = answer.subaccount as { id?: string } | undefined;
      const transfer = answer.transfer as { amount?: string; status?: string } | undefined;
      session.out.line(
        `Deposited ${transfer?.amount ?? amount} into ${session.options.subaccount ?? "primary"} of ${address} (subaccount ${subaccount?.id ?? "?"}, ${transfer?.status ?? "submitted"}).`,
      );
    });
}
