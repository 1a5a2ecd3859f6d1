import { assertClientOrderId, assertUuid, cancelLimits } from "@perpkit/core";
import type { CancelOutcome } from "@perpkit/rest";
import type { Command } from "commander";
import { RejectedError, UsageError } from "../errors.js";
import { listItems } from "../values.js";
import type { CommandContext } from "./context.js";
import { dryRunOption, fields, isDryRunStop, type SignedRun, signed } from "./trading.js";

interface Target {
  readonly orderId?: string;
  readonly clientOrderId?: string;
}

/** One row of the outcome table: an order and what became of it. */
type Row = {
  readonly orderId: string | null;
  readonly clientOrderId: string | null;
  readonly result: string;
  readonly cancelled: boolean;
};

function row(outcome: CancelOutcome): Row {
  return {
    orderId: outcome.orderId ?? null,
    clientOrderId: outcome.clientOrderId ?? null,
    result: outcome.result,
    cancelled: outcome.cancelled,
  };
}

/**
 * Cancels the targets a chunk at a time, each chunk within the exchange's limit of ids per
 * request; the outcome of every order is kept. A chunk whose request fails stops the run: its
 * orders and the ones after it are reported as not sent, then the error is raised.
 */
async function cancelInChunks(run: SignedRun, targets: readonly Target[]): Promise<Row[]> {
  const size = cancelLimits.maxIdsPerRequest;
  const rows: Row[] = [];
  for (let start = 0; start < targets.length; start += size) {
    const chunk = targets.slice(start, start + size);
    const orderIds = chunk.flatMap((t) => (t.orderId ? [t.orderId] : []));
    const clientOrderIds = chunk.flatMap((t) => (t.clientOrderId ? [t.clientOrderId] : []));
    try {
      const outcomes = await run.session.out.spin(
        `cancelling ${start + 1}-${start + chunk.length} of ${targets.length}`,
        () =>
          run.client.cancelOrders({
            ...(orderIds.length > 0 ? { orderIds } : {}),
            ...(clientOrderIds.length > 0 ? { clientOrderIds } : {}),
            // Every outcome is printed, the failed ones too.
            throwOnReject: false,
          }),
      );
      rows.push(...outcomes.map(row));
    } catch (error) {
      if (run.dryRun && isDryRunStop(error)) continue;
      const notSent = targets.slice(start).map((t) => ({
        orderId: t.orderId ?? null,
        clientOrderId: t.clientOrderId ?? null,
        result: "NotSent",
        cancelled: false,
      }));
      if (!run.dryRun) print(run, [...rows, ...notSent]);
      throw error;
    }
  }
  return rows;
}

function print(run: SignedRun, rows: readonly Row[]): void {
  const { out } = run.session;
  const cancelled = rows.filter((r) => r.cancelled).length;
  if (out.json) {
    out.document({ cancelled, notCancelled: rows.length - cancelled, outcomes: rows });
    return;
  }
  out.table(rows, [
    { name: "orderId", kind: "uuid" },
    { name: "clientOrderId", kind: "text" },
    { name: "result", kind: "text" },
  ]);
  out.note(
    `${cancelled} of ${rows.length} cancelled in subaccount ${run.subaccount.label}${cancelled < rows.length ? "; only result Ok means cancelled" : ""}.`,
  );
}

/** Prints the rows and fails (exit 8) when an order was not cancelled. */
function report(run: SignedRun, rows: readonly Row[]): void {
  print(run, rows);
  const failed = rows.filter((r) => !r.cancelled);
  if (failed.length > 0) {
    throw new RejectedError(
      `${failed.length} of ${rows.length} orders were not cancelled (${[...new Set(failed.map((f) => f.result))].join(", ")}).`,
    );
  }
}

/**
 * `cancel --all`: the library's cancelAll lists every open order (working and pending, of one
 * product with --product) and cancels them, 200 ids per signed request, one outcome each.
 */
async function cancelEverything(run: SignedRun, product: string | undefined): Promise<void> {
  const { out } = run.session;
  const productId =
    product === undefined ? undefined : (await run.session.product(product, "--product")).id;
  let outcomes: readonly CancelOutcome[];
  try {
    outcomes = await out.spin("cancelling every open order", () =>
      run.client.cancelAll({
        subaccountId: run.subaccount.id,
        ...(productId === undefined ? {} : { productId }),
        // Every outcome is printed, the failed ones too.
        throwOnReject: false,
      }),
    );
  } catch (error) {
    if (run.dryRun && isDryRunStop(error)) return;
    throw error;
  }
  if (outcomes.length === 0) {
    if (out.json) out.document({ cancelled: 0, notCancelled: 0, outcomes: [] });
    else out.note(`No open orders in subaccount ${run.subaccount.label}.`);
    return;
  }
  report(run, outcomes.map(row));
}

/** `perpkit cancel`. */
export function addCancelCommand(program: Command, context: CommandContext): void {
  const command = dryRunOption(
    program
      .command("cancel")
      .summary("cancel orders: by id, by client order id, or every open order")
      .description(
        `Cancels orders of the subaccount and prints the outcome of each: only result Ok means cancelled. --all cancels every open order (working and pending), ${cancelLimits.maxIdsPerRequest} ids per signed request.`,
      )
      .argument("[order-ids...]", "ids of the orders to cancel")
      .option(
        "--client-order-id <ids>",
        "client order ids to cancel, comma-separated or repeated",
        (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
      )
      .option("--all", "cancel every open order of the subaccount")
      .option("--product <symbol>", "with --all: only the open orders of this product"),
  );
  command.action(async (orderIds: string[], _o, cmd: Command) => {
    const options = cmd.opts();
    const clientOrderIds = options.clientOrderId ? listItems(options.clientOrderId) : [];
    const ids = orderIds.flatMap((id) => listItems(id));
    if (options.all === true && ids.length + clientOrderIds.length > 0) {
      throw new UsageError("cancel takes either --all or the orders to cancel, not both.");
    }
    if (options.all !== true && ids.length + clientOrderIds.length === 0) {
      throw new UsageError("cancel needs the orders to cancel (ids, --client-order-id) or --all.");
    }
    if (options.product !== undefined && options.all !== true) {
      throw new UsageError("--product goes with --all.");
    }
    // Every id is checked before anything is signed, so a typo cancels nothing.
    for (const id of ids) assertUuid(id, "<order-ids>");
    for (const id of clientOrderIds) assertClientOrderId(id, "--client-order-id");
    fields(context, "cancel", {
      orderIds: "<order-ids>",
      clientOrderIds: "--client-order-id",
      product: "--product",
    });
    await signed(context, cmd, "cancel", async (run) => {
      if (options.all === true) {
        await cancelEverything(run, options.product);
        return;
      }
      const targets: Target[] = [
        ...ids.map((orderId) => ({ orderId })),
        ...clientOrderIds.map((clientOrderId) => ({ clientOrderId })),
      ];
      const rows = await cancelInChunks(run, targets);
      if (run.dryRun) return;
      report(run, rows);
    });
  });
}
