import { readFileSync } from "node:fs";
import { describeValue, ValidationError } from "@perpkit/core";
import type { BatchOrdersParameters } from "@perpkit/rest";
import type { Command } from "commander";
import { RejectedError, UsageError } from "../errors.js";
import type { CommandContext } from "./context.js";
import { dryRunOption, signed } from "./trading.js";

/** The instructions of a batch file: `{ "instructions": [...] }`, or the array alone. */
function readBatchFile(path: string): BatchOrdersParameters["instructions"] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`Cannot read the batch file ${path}${code ? ` (${code})` : ""}.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ValidationError("<file>", `is not JSON: ${(error as Error).message}`);
  }
  const instructions = Array.isArray(parsed)
    ? parsed
    : typeof parsed === "object" && parsed !== null
      ? (parsed as { instructions?: unknown }).instructions
      : undefined;
  if (!Array.isArray(instructions)) {
    throw new ValidationError(
      "<file>",
      `must hold an array of instructions, or { "instructions": [...] }; got ${describeValue(parsed)}`,
    );
  }
  return instructions as BatchOrdersParameters["instructions"];
}

/** `perpkit batch <file>`. */
export function addBatchCommand(program: Command, context: CommandContext): void {
  const command = dryRunOption(
    program
      .command("batch")
      .summary("place and cancel orders in one request, from a JSON file")
      .description(
        'Sends the instructions of a JSON file as one batch (where the network offers batches). Each instruction is { "type": "NEW", "order": { "symbol", "side", "type", "quantity", "price", "timeInForce", ... } } or { "type": "CANCEL", "orderId" | "clientOrderId" }; decimals are strings. Every instruction is signed on its own and the outcome of each is printed.',
      )
      .argument("<file>", "the JSON file: an array of instructions, or { instructions }"),
  );
  command.action(async (file: string, _o, cmd: Command) => {
    const instructions = readBatchFile(file);
    context.describeFields("batch", new Map([["instructions", "<file> instructions"]]));
    await signed(context, cmd, "batch", async (run) => {
      const outcomes = await run.session.out.spin(
        `sending ${instructions.length} instructions`,
        () => run.client.batchOrders({ instructions, throwOnReject: false }),
      );
      const { out } = run.session;
      if (out.json) {
        out.document({ outcomes });
      } else {
        out.table(
          outcomes.map((o) => ({ ...o, succeeded: o.succeeded })),
          [
            { name: "index", kind: "integer" },
            { name: "type", kind: "text" },
            { name: "succeeded", kind: "boolean" },
            { name: "result", kind: "text" },
            { name: "id", kind: "uuid" },
            { name: "clientOrderId", kind: "text" },
            { name: "rejectedReason", kind: "text" },
          ],
        );
      }
      const failed = outcomes.filter((o) => !o.succeeded);
      if (failed.length > 0) {
        throw new RejectedError(
          `${failed.length} of ${outcomes.length} instructions did not succeed (instructions ${failed.map((f) => f.index).join(", ")}).`,
        );
      }
    });
  });
}
