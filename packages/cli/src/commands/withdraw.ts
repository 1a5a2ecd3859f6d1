import { describeValue, ValidationError } from "@perpkit/core";
import type { Token } from "@perpkit/rest";
import type { Command } from "commander";
import { recordColumns } from "../records.js";
import type { Session } from "../session.js";
import type { CommandContext } from "./context.js";
import { dryRunOption, fields, signed } from "./trading.js";

/** The token `--token` names (id, address, name or symbol), or the only withdrawable one. */
async function tokenOf(session: Session, given: string | undefined): Promise<Token> {
  const tokens: Token[] = [];
  for await (const token of session.rest.paginate("listTokens", {})) tokens.push(token);
  if (given === undefined) {
    const withdrawable = tokens.filter((t) => t.withdrawEnabled);
    if (withdrawable.length === 1) return withdrawable[0] as Token;
    throw new ValidationError(
      "--token",
      `is needed: the exchange has ${withdrawable.length} withdrawable tokens (${withdrawable.map((t) => t.name).join(", ")})`,
    );
  }
  const key = given.toLowerCase();
  const found = tokens.find((t) =>
    [t.id, t.address, t.name, t.erc20Symbol].some((v) => v?.toLowerCase() === key),
  );
  if (!found) {
    throw new ValidationError(
      "--token",
      `names no token: ${describeValue(given)} (known: ${tokens.map((t) => t.name).join(", ")})`,
    );
  }
  return found;
}

/** `perpkit withdraw <amount>`. */
export function addWithdrawCommand(program: Command, context: CommandContext): void {
  const command = dryRunOption(
    program
      .command("withdraw")
      .summary("withdraw a token from the subaccount")
      .description(
        "Requests a withdrawal, signed by the owner's key (a linked signer can never withdraw). The amount leaves the subaccount at once and is finalized onchain after the lockout period.",
      )
      .argument("<amount>", "a decimal in the token's units")
      .option(
        "--token <token>",
        "the token: its name, symbol, address or id (default: the only withdrawable token)",
      )
      .option("--to <address>", "a bridge destination address (with --to-endpoint)")
      .option("--to-endpoint <eid>", "the bridge destination's endpoint id (with --to)"),
  );
  command.action(async (amount: string, _o, cmd: Command) => {
    const options = cmd.opts();
    fields(context, "withdraw", {
      amount: "<amount>",
      token: "--token",
      lzDestinationAddress: "--to",
      lzDestinationEid: "--to-endpoint",
    });
    await signed(context, cmd, "withdraw", async (run) => {
      const token = await tokenOf(run.session, options.token);
      let eid: number | undefined;
      if (options.toEndpoint !== undefined) {
        if (!/^\d+$/.test(options.toEndpoint)) {
          throw new ValidationError(
            "--to-endpoint",
            `must be a whole number, got ${describeValue(options.toEndpoint)}`,
          );
        }
        eid = Number(options.toEndpoint);
      }
      const withdrawal = await run.session.out.spin("requesting the withdrawal", () =>
        run.client.withdraw({
          token: token.address,
          amount,
          ...(options.to === undefined ? {} : { lzDestinationAddress: options.to }),
          ...(eid === undefined ? {} : { lzDestinationEid: eid }),
        }),
      );
      const { out } = run.session;
      if (out.json) out.document(withdrawal);
      else
        out.record(withdrawal as unknown as Record<string, unknown>, recordColumns("Withdrawal"));
    });
  });
}
