import { PerpkitError } from "@perpkit/core";
import type { RestClient } from "@perpkit/rest";
import type { Command } from "commander";
import { type CapturedRequest, type DryRunFetch, DryRunStop } from "../dry-run.js";
import type { ResolvedSubaccount, Session } from "../session.js";
import type { CommandContext } from "./context.js";

/** The `--dry-run` option every signed command takes. */
export function dryRunOption(command: Command): Command {
  return command.option("--dry-run", "sign and print the request body, but do not send it");
}

/** Prints what `--dry-run` kept back. */
export function printCaptured(session: Session, requests: readonly CapturedRequest[]): void {
  const { out } = session;
  if (out.json) {
    out.document({ dryRun: true, requests });
    return;
  }
  for (const request of requests) {
    out.note(`Not sent (--dry-run): ${request.method} ${request.url}`);
    out.line(JSON.stringify(request.body, null, 2));
  }
}

/** Whether an error is the dry-run fetch stopping a signed request. */
export function isDryRunStop(error: unknown): boolean {
  return (
    error instanceof DryRunStop ||
    (error instanceof PerpkitError && error.walk((e) => e instanceof DryRunStop) !== undefined)
  );
}

/** What a signed command gets: its session, client and subaccount, and the dry-run fetch if any. */
export interface SignedRun {
  readonly session: Session;
  readonly client: RestClient;
  readonly subaccount: ResolvedSubaccount;
  readonly dryRun: DryRunFetch | undefined;
}

/**
 * Runs a signed command: a session and a signing client for the command's options, with a
 * dry-run fetch when `--dry-run` was given. With `--dry-run`, the requests the command would have
 * sent are printed instead of its result.
 */
export async function signed(
  context: CommandContext,
  command: Command,
  what: string,
  work: (run: SignedRun) => Promise<void>,
): Promise<void> {
  const session = context.session(command);
  const dryRun = command.opts().dryRun === true ? session.dryRunFetch() : undefined;
  const { client, subaccount } = await session.tradingClient(what, dryRun);
  try {
    await work({ session, client, subaccount, dryRun });
  } catch (error) {
    if (dryRun && isDryRunStop(error)) {
      printCaptured(session, dryRun.captured);
      return;
    }
    throw error;
  }
  if (dryRun && dryRun.captured.length > 0) printCaptured(session, dryRun.captured);
}

/** Registers how a command's fields are typed on its command line. */
export function fields(
  context: CommandContext,
  command: string,
  map: Readonly<Record<string, string>>,
): void {
  context.describeFields(command, new Map(Object.entries(map)));
}
