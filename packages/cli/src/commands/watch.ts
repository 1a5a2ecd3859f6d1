import { describeValue, ValidationError } from "@perpkit/core";
import type { Command } from "commander";
import { UsageError } from "../errors.js";
import { formatField } from "../records.js";
import type { Session } from "../session.js";
import { openStream, stopped } from "./book.js";
import type { CommandContext } from "./context.js";

/**
 * What `watch` can follow: the account channel of each, its records in readable form, and the
 * REST record whose fields they share (how their times and sides read).
 */
const FEEDS = {
  fills: { channel: "OrderFill", record: "fill", schema: "Fill" },
  orders: { channel: "OrderUpdate", record: "order", schema: "Order" },
  positions: { channel: "PositionUpdate", record: "position", schema: "Position" },
} as const;

type Feed = keyof typeof FEEDS;

/** One record as `key=value` pairs, in the record's own order; times in ISO 8601, sides in words. */
function pairs(schema: string, record: Record<string, unknown>): string {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${formatField(schema, k, v)}`)
    .join(" ");
}

async function watch(session: Session, feed: Feed, count: number | undefined): Promise<void> {
  const { out, io } = session;
  const subaccount = await session.subaccount(`watch ${feed}`);
  const stream = await openStream(session);
  const streamModule = await import("@perpkit/stream");
  const { channel, record, schema } = FEEDS[feed];
  const subscription =
    channel === "OrderFill"
      ? stream.subscribe({ type: "OrderFill", subaccountId: subaccount.id })
      : channel === "OrderUpdate"
        ? stream.subscribe({ type: "OrderUpdate", subaccountId: subaccount.id })
        : stream.subscribe({ type: "PositionUpdate", subaccountId: subaccount.id });
  let printed = 0;
  let finish: (error?: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error === undefined ? resolve() : reject(error));
  });
  const print = (time: number, records: readonly Record<string, unknown>[]) => {
    for (const item of records) {
      if (out.json) out.jsonLine({ feed, time, [record]: item });
      else out.line(`${new Date(time).toISOString()}  ${record.padEnd(8)}  ${pairs(schema, item)}`);
      printed++;
      if (count !== undefined && printed >= count) {
        finish();
        return;
      }
    }
  };
  subscription.on("message", (message) => {
    if (channel === "OrderFill") {
      const readable = streamModule.toReadableOrderFill(message as never);
      print(readable.time, readable.fills as unknown as Record<string, unknown>[]);
    } else if (channel === "OrderUpdate") {
      const readable = streamModule.toReadableOrderUpdate(message as never);
      print(readable.time, readable.orders as unknown as Record<string, unknown>[]);
    } else {
      const readable = streamModule.toReadablePositionUpdate(message as never);
      print(readable.time, readable.positions as unknown as Record<string, unknown>[]);
    }
  });
  subscription.on("error", (error) => {
    if (subscription.status === "failed") finish(error);
  });
  try {
    await subscription.ready;
    // Tells a person, or a script reading the lines, that events from now on will arrive.
    if (out.json) {
      out.jsonLine({
        feed,
        status: "subscribed",
        subaccount: subaccount.label,
        subaccountId: subaccount.id,
      });
    } else {
      out.note(
        `Watching ${feed} of subaccount ${subaccount.label} (${subaccount.id}); Ctrl-C stops.`,
      );
    }
    await Promise.race([done, stopped(io.stop)]);
  } finally {
    await subscription.unsubscribe().catch(() => undefined);
    await stream.close().catch(() => undefined);
  }
}

/** `perpkit watch fills|orders|positions`. */
export function addWatchCommand(program: Command, context: CommandContext): void {
  program
    .command("watch")
    .summary("print the subaccount's fills, orders or positions as they happen")
    .description(
      "Follows an account stream of the subaccount and prints each event as it arrives: fills (OrderFill), order updates (OrderUpdate) or position updates (PositionUpdate). With --json, one line per record. Ctrl-C stops it.",
    )
    .argument("<feed>", `what to follow: ${Object.keys(FEEDS).join(", ")}`)
    .option("--count <records>", "stop after this many records (for scripts)")
    .action(async (feed: string, options: { count?: string }, cmd: Command) => {
      if (!(feed in FEEDS)) {
        throw new UsageError(
          `watch follows ${Object.keys(FEEDS).join(", ")}; got ${describeValue(feed)}.`,
        );
      }
      let count: number | undefined;
      if (options.count !== undefined) {
        if (!/^\d+$/.test(options.count) || Number(options.count) < 1) {
          throw new ValidationError(
            "--count",
            `must be a whole number, 1 or more, got ${describeValue(options.count)}`,
          );
        }
        count = Number(options.count);
      }
      await watch(context.session(cmd), feed as Feed, count);
    });
}
