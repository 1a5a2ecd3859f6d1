import {
  describeValue,
  NotFoundError,
  orderLimits,
  parseDecimal,
  timeInForceValues,
  ValidationError,
} from "@perpkit/core";
import type { OrderParameters, PlaceOrderResult } from "@perpkit/rest";
import type { Command } from "commander";
import { RejectedError } from "../errors.js";
import type { Session } from "../session.js";
import { parseSide, parseTimeMs } from "../values.js";
import type { CommandContext } from "./context.js";
import { dryRunOption, fields, printCaptured, type SignedRun, signed } from "./trading.js";

const sides = Object.keys(orderLimits.sides).join(" or ");

/** How the order's fields are typed on the command line, to name them in errors. */
const ORDER_FIELDS = {
  side: "<side>",
  symbol: "<symbol>",
  product: "<symbol>",
  productId: "<symbol>",
  quantity: "<quantity>",
  price: "<price>",
  timeInForce: "--tif",
  postOnly: "--post-only",
  reduceOnly: "--reduce-only",
  close: "close",
  clientOrderId: "--client-order-id",
  expiresAt: "--expires-at",
};

function sideWord(text: string): "buy" | "sell" {
  const value = parseSide(text, "side");
  return (Object.entries(orderLimits.sides).find(([, v]) => v === value)?.[0] ?? "buy") as
    | "buy"
    | "sell";
}

function expiresAt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text) && text.length <= 11) return Number(text);
  return Math.floor(parseTimeMs(text, "expiresAt") / 1000);
}

function common(command: Command): Command {
  return dryRunOption(
    command
      .option(
        "--client-order-id <id>",
        "your own id for the order: a UUID, or 1 to 32 letters and digits",
      )
      .option(
        "--expires-at <time>",
        "when the order expires: Unix seconds, or a date like 2026-01-02T00:00Z (default: the longest the exchange allows)",
      ),
  );
}

async function place(run: SignedRun, order: OrderParameters): Promise<void> {
  const { session, client, subaccount } = run;
  if (run.dryRun) {
    const prepared = await client.prepareOrder(order);
    printCaptured(session, [
      {
        method: prepared.http.method,
        url: `${session.network.restUrl}${prepared.http.path}`,
        body: prepared.request,
      },
    ]);
    return;
  }
  // A refused order is an answer to print, not an error to lose: its result says why.
  const placed = await session.out.spin("placing the order", () =>
    client.placeOrder({ ...order, throwOnReject: false }),
  );
  printPlaced(session, placed, subaccount.label);
  if (!placed.accepted) {
    throw new RejectedError(`The order was not placed: ${placed.result}.`);
  }
}

function printPlaced(session: Session, placed: PlaceOrderResult, subaccount: string): void {
  const { out } = session;
  const row = {
    accepted: placed.accepted,
    id: placed.id ?? null,
    clientOrderId: placed.clientOrderId ?? null,
    result: placed.result,
  };
  if (out.json) {
    out.document(row);
    return;
  }
  out.record({ ...row, subaccount }, [
    { name: "id", kind: "uuid" },
    { name: "clientOrderId", kind: "text" },
    { name: "result", kind: "text" },
    { name: "accepted", kind: "boolean" },
    { name: "subaccount", kind: "text" },
  ]);
}

/** `perpkit place limit|market|close`. */
export function addPlaceCommands(program: Command, context: CommandContext): void {
  const group = program
    .command("place")
    .summary("place an order: limit, market, or close a position")
    .description(
      "Places one order for the subaccount, signed with the key. Every rule (tick and lot size, price range, time in force) is checked before anything is signed.",
    );

  const limit = common(
    group
      .command("limit")
      .summary("place a limit order")
      .description(
        "Places a limit order at <price>; it rests on the book until filled, cancelled or expired.",
      )
      .argument("<side>", sides)
      .argument("<symbol>", "the product, for example BTCUSD")
      .argument("<quantity>", "a decimal, a multiple of the product's lot size")
      .argument("<price>", "a decimal, a multiple of the product's tick size")
      .option(
        "--tif <tif>",
        `time in force: ${timeInForceValues.join(", ")} (default ${timeInForceValues[0]})`,
      )
      .option("--post-only", "only rest on the book: refused if it would trade at once (GTD only)")
      .option("--reduce-only", "only reduce the position"),
  );
  limit.action(
    async (side: string, symbol: string, quantity: string, price: string, _o, cmd: Command) => {
      const options = cmd.opts();
      fields(context, "limit", ORDER_FIELDS);
      await signed(context, cmd, "place", (run) =>
        place(run, {
          type: "LIMIT",
          side: sideWord(side),
          symbol,
          quantity,
          price,
          timeInForce: (options.tif ?? timeInForceValues[0]) as (typeof timeInForceValues)[number],
          postOnly: options.postOnly === true,
          reduceOnly: options.reduceOnly === true,
          clientOrderId: options.clientOrderId,
          expiresAt: expiresAt(options.expiresAt),
        }),
      );
    },
  );

  const market = common(
    group
      .command("market")
      .summary("place a market order")
      .description("Places a market order: it trades at once against the book.")
      .argument("<side>", sides)
      .argument("<symbol>", "the product, for example BTCUSD")
      .argument("<quantity>", "a decimal, a multiple of the product's lot size")
      .option("--reduce-only", "only reduce the position"),
  );
  market.action(async (side: string, symbol: string, quantity: string, _o, cmd: Command) => {
    const options = cmd.opts();
    fields(context, "market", ORDER_FIELDS);
    await signed(context, cmd, "place", (run) =>
      place(run, {
        type: "MARKET",
        side: sideWord(side),
        symbol,
        quantity,
        reduceOnly: options.reduceOnly === true,
        clientOrderId: options.clientOrderId,
        expiresAt: expiresAt(options.expiresAt),
      }),
    );
  });

  const close = common(
    group
      .command("close")
      .summary("close the whole position in a product")
      .description(
        "Closes the subaccount's whole position in <symbol> with a reduce-only market order on the opposite side.",
      )
      .argument("<symbol>", "the product, for example BTCUSD"),
  );
  close.action(async (symbol: string, _o, cmd: Command) => {
    const options = cmd.opts();
    fields(context, "close", ORDER_FIELDS);
    await signed(context, cmd, "place", async (run) => {
      const product = await run.session.product(symbol, "<symbol>");
      const position = await run.session.rest
        .getActivePosition({ subaccountId: run.subaccount.id, productId: product.id })
        .catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        });
      if (!position || parseDecimal(position.size, "size") === 0n) {
        throw new ValidationError(
          "<symbol>",
          `${describeValue(product.ticker)} has no open position in subaccount ${run.subaccount.label}`,
        );
      }
      const side = position.side === orderLimits.sides.buy ? "sell" : "buy";
      await place(run, {
        type: "MARKET",
        side,
        symbol: product.ticker,
        quantity: "0",
        reduceOnly: true,
        close: true,
        clientOrderId: options.clientOrderId,
        expiresAt: expiresAt(options.expiresAt),
      });
    });
  });
}
