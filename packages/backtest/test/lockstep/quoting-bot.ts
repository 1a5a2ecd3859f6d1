import type { Clock, Hex } from "@perpkit/core";
import { formatDecimal, parseDecimal } from "@perpkit/core";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { privateKeySigner } from "@perpkit/signing";
import {
  createStreamClient,
  type StreamClient,
  type StreamClientOptions,
  type WatchedOrderBook,
} from "@perpkit/stream";

// A small quoting bot, written as a bot is written for the live service: it reads the book over
// the stream, rests a post-only bid and ask at the best prices every `everyMs` of its clock,
// cancelling the last ones first, and takes now and then. Given the sandbox's clock, its timers,
// rate budget, nonces and keep-alives follow the replay's time.

/** The bot's one key, the same every run. */
export const BOT_KEY: Hex = `0x${"5e".repeat(32)}`;

/**
 * A running bot: its clients, and how to stop it.
 *
 * @example
 * const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock)
 */
export interface QuotingBot {
  readonly rest: RestClient;
  readonly stream: StreamClient;
  readonly book: WatchedOrderBook;
  /** Stops quoting, cancels what rests, and closes the clients. */
  stop(): Promise<void>;
}

/** Starts the bot on BTCUSD once its book is live. */
export async function startQuotingBot(
  baseUrl: string,
  wsUrl: string,
  clock: Clock,
  everyMs = 400,
  key: Hex = BOT_KEY,
  streamOptions: Omit<StreamClientOptions, "url" | "clock"> = {},
  restFetch?: typeof fetch,
): Promise<QuotingBot> {
  const signer = privateKeySigner(key);
  const rest = createRestClient({
    baseUrl,
    signer,
    clock,
    name: "bot",
    ...(restFetch ? { fetch: restFetch } : {}),
  });
  const stream = createStreamClient({ url: wsUrl, clock, name: "bot", ...streamOptions });
  const product = await rest.resolveProduct({ symbol: "BTCUSD" });
  const tick = parseDecimal(product.tickSize, "tickSize");
  const book = stream.watchOrderBook("BTCUSD");
  await book.ready;
  let resting: string[] = [];
  let turn = 0;
  let queue: Promise<void> = Promise.resolve();
  const quote = async () => {
    if (resting.length > 0) {
      await rest.cancelOrders({ orderIds: resting, throwOnReject: false });
      resting = [];
    }
    if (book.status !== "live") return;
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (!bid || !ask) return;
    const size = formatDecimal(parseDecimal(product.lotSize, "lotSize") * BigInt(1 + (turn % 5)));
    const quotes = [
      { side: "buy" as const, price: bid.price },
      { side: "sell" as const, price: ask.price },
    ];
    // Every fifth turn it takes one tick through the best ask instead of resting a bid.
    const take = ++turn % 5 === 0;
    if (take) {
      quotes[0] = { side: "buy", price: formatDecimal(parseDecimal(ask.price, "ask") + tick) };
    }
    const placed = await Promise.all(
      quotes.map((q, i) =>
        rest.placeOrder({
          symbol: "BTCUSD",
          side: q.side,
          type: "LIMIT",
          quantity: size,
          price: q.price,
          ...(take && i === 0
            ? { timeInForce: "IOC" as const }
            : { timeInForce: "GTD" as const, postOnly: true }),
          throwOnReject: false,
        }),
      ),
    );
    resting = placed.flatMap((p, i) => (p.accepted && !(take && i === 0) ? [p.id] : []));
  };
  // A turn that failed (a refused or unanswered request) is over: the next turn starts afresh.
  const turnOnce = () => quote().catch(() => undefined);
  const timer = clock.setInterval(() => {
    queue = queue.then(turnOnce);
  }, everyMs);
  return {
    rest,
    stream,
    book,
    async stop() {
      clock.clearTimer(timer);
      await queue;
      await rest.cancelAll({ symbol: "BTCUSD", throwOnReject: false });
      await book.close();
      await stream.close();
    },
  };
}
