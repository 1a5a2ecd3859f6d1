import { PerpkitError } from "@perpkit/core";
import { createTradingContext, getOwnSubaccount, placeOrder } from "@perpkit/rest";
import {
  type BookLevel,
  createStreamClient,
  type Order,
  type WatchedOrderBook,
} from "@perpkit/stream";
import { privateKeyToAccount } from "viem/accounts";
import { readSettings } from "./settings.js";

/** Price levels shown on each side of the book. */
const LEVELS = 5;

function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as T;
}

const show = (id: string, text: string) => {
  byId(id).textContent = text;
};

function say(text: string, error = false): void {
  const message = byId("message");
  message.textContent = text;
  message.classList.toggle("error", error);
}

function levelRow(level: BookLevel, side: "bid" | "ask", best: boolean): HTMLTableRowElement {
  const row = document.createElement("tr");
  row.className = best ? `${side} best` : side;
  row.dataset.price = level.price;
  for (const text of [level.price, level.quantity]) {
    const cell = document.createElement("td");
    cell.textContent = text;
    row.append(cell);
  }
  return row;
}

function renderBook(book: WatchedOrderBook): void {
  show("book-status", book.status);
  if (book.status !== "live") return;
  const { bids, asks } = book.snapshot(LEVELS);
  // Asks above the spread, highest first, so the best prices meet in the middle.
  byId("asks").replaceChildren(
    ...asks.map((level, i) => levelRow(level, "ask", i === 0)).reverse(),
  );
  byId("bids").replaceChildren(...bids.map((level, i) => levelRow(level, "bid", i === 0)));
  show("best-bid", bids[0]?.price ?? "none");
  show("best-ask", asks[0]?.price ?? "none");
}

function renderOrder(order: Order): void {
  const status = byId("order-status");
  status.textContent = order.st;
  status.dataset.status = order.st;
  show("order-filled", `${order.fill} of ${order.qty}`);
}

async function main(): Promise<void> {
  const settings = readSettings(location.search, location.hash);
  show("connection", `REST ${settings.restUrl} · stream ${settings.streamUrl}`);
  show("book-symbol", settings.symbol);

  const stream = createStreamClient({ url: settings.streamUrl });
  const book = stream.watchOrderBook(settings.symbol);
  const redraw = () => renderBook(book);
  book.on("update", redraw);
  book.on("resync", redraw);
  book.on("close", redraw);

  if (settings.privateKey === undefined) {
    await book.ready;
    say("Watching the book. Add #key=0x… (a sandbox wallet's key) and an order to trade.");
    document.body.dataset.state = "watching";
    return;
  }

  // A viem account signs in the page; the REST functions check the order before it is signed.
  const account = privateKeyToAccount(settings.privateKey);
  show("account", account.address);
  const context = createTradingContext({
    baseUrl: settings.restUrl,
    signer: account,
    // Orders go to the wallet's own subaccount, looked up once.
    subaccountLookup: getOwnSubaccount,
  });
  // The wallet's own subaccount (its first: the sandbox's faucet creates "primary").
  const { id: subaccountId } = await getOwnSubaccount(context);

  // Order updates arrive from the stream, possibly before placeOrder answers: keep the latest.
  const latest = new Map<string, Order>();
  let placedId: string | undefined;
  const updates = stream.subscribe({ type: "OrderUpdate", subaccountId });
  updates.on("message", ({ d }) => {
    for (const order of d) {
      latest.set(order.id, order);
      if (order.id === placedId) renderOrder(order);
    }
  });
  await Promise.all([book.ready, updates.ready]);

  const order = settings.order;
  if (order === undefined) {
    say("Connected. Add ?side=buy&price=…&quantity=… to place an order.");
    document.body.dataset.state = "watching";
    return;
  }
  show(
    "order-summary",
    `${order.side} ${order.quantity} ${settings.symbol} @ ${order.price}, post-only`,
  );
  say("Signing and placing the order…");
  const placed = await placeOrder(context, {
    symbol: settings.symbol,
    side: order.side,
    type: "LIMIT",
    quantity: order.quantity,
    price: order.price,
    timeInForce: "GTD",
    postOnly: true,
  });
  placedId = placed.id;
  show("order-id", placed.id);
  show("order-result", placed.result);
  const seen = latest.get(placed.id);
  if (seen) renderOrder(seen);
  say(`Order placed: ${placed.result}. The book and the status update live.`);
  document.body.dataset.state = "placed";
}

main().catch((error: unknown) => {
  const text = error instanceof PerpkitError ? `${error.name}: ${error.message}` : String(error);
  say(text, true);
  document.body.dataset.state = "error";
  console.error(error);
});
