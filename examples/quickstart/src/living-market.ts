import type { StreamClient } from "@perpkit/stream";
import type { Report } from "./report.js";
import type { Target } from "./targets.js";

const WATCH_MS = 2_000;

/**
 * The last step: a market that moves without the demo, watched over the stream for two
 * seconds. On the sandbox it is the simulated market's (`startSandbox({ market })`, or
 * `perpkit sandbox --market`); on testnet, the live market.
 *
 * @example
 * await watchLivingMarket(target, report, stream)
 */
export async function watchLivingMarket(
  target: Target,
  report: Report,
  stream: StreamClient,
): Promise<void> {
  const symbol = target.livingSymbol;
  report.step(`Watch a living market: ${symbol} for ${WATCH_MS / 1000} s`);
  const book = stream.watchOrderBook(symbol);
  const trades = stream.subscribe({ type: "TradeFill", symbol });
  let updates = 0;
  let traded = 0;
  book.on("update", () => {
    updates++;
  });
  trades.on("message", (message) => {
    traded += message.d.length;
  });
  await Promise.all([book.ready, trades.ready]);
  await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  const bid = book.bestBid();
  const ask = book.bestAsk();
  report.line(`${symbol} book (stream)`, `${updates} updates in ${WATCH_MS / 1000} s`);
  report.line(
    `${symbol} best bid, ask`,
    `${bid ? `${bid.quantity} @ ${bid.price}` : "none"}, ${ask ? `${ask.quantity} @ ${ask.price}` : "none"}`,
  );
  report.line("trades (stream)", `${traded} in ${WATCH_MS / 1000} s`);
  if (target.name === "sandbox") {
    report.note(
      "the sandbox's simulated makers and takers: startSandbox({ market: {} }), or perpkit sandbox --market",
    );
  }
  await book.close();
  await trades.unsubscribe();
}
