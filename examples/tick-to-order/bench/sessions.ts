import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { killWithThisProcess } from "@perpkit/harness/bench";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { signingConfigs, tradeOrderTypes } from "@perpkit/signing";
import { createStreamClient } from "@perpkit/stream";
import type { PrivateKeyAccount } from "viem";
import { type ExchangeOptions, PRIMARY } from "../src/exchange.js";
import { quoteBestBid } from "../src/quote.js";
import { onBodySent, timedWebSocket } from "../src/timing.js";

// One session of the benchmark: a client subscribes to the exchange's book and answers every
// message (the snapshot, then each diff) with a signed post-only order at the best bid; the
// exchange sends the next diff once that order has arrived. Each diff's tick to order is the time
// from its bytes arriving at the socket to the order's last byte written; the snapshot's is not
// counted.

/** Where the exchange is. */
export interface Endpoints {
  readonly baseUrl: string;
  readonly wsUrl: string;
}

/** Options of {@link startExchangeProcess}: the exchange's, and how its process waits. */
export interface ExchangeProcessOptions extends ExchangeOptions {
  /**
   * Keep the exchange's event loop turning between ticks instead of sleeping, so that its core
   * never idles (the README's "Where a tick goes" measures what that changes).
   */
  readonly polling?: boolean;
}

/**
 * Starts the exchange (`src/exchange.ts`) in a process of its own on 127.0.0.1; kills it when this
 * process exits.
 *
 * @example
 * const { child, endpoints } = await startExchangeProcess({ ticks: 500, gapMs: 2, owner })
 */
export function startExchangeProcess(
  options: ExchangeProcessOptions,
): Promise<{ child: ChildProcess; endpoints: Endpoints }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=@perpkit/source",
      fileURLToPath(new URL("./exchange-process.ts", import.meta.url)),
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        TICKS: String(options.ticks),
        GAP_MS: String(options.gapMs),
        OWNER: options.owner,
        POLLING: options.polling ? "1" : "0",
      },
    },
  );
  killWithThisProcess(child);
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening (\S+) (\S+)/.exec(text);
      if (match) resolve({ child, endpoints: { baseUrl: match[1] ?? "", wsUrl: match[2] ?? "" } });
    });
    child.once("exit", (code) => reject(new Error(`the exchange exited with ${code}: ${text}`)));
  });
}

/** Microseconds from each diff's arrival to its order's last byte written. */
type Latencies = number[];

/**
 * `session`, failed with a message that names it once `deadlineMs` passes without its end: a
 * session whose exchange or client stalls (a diff never answered, an answer never read) would
 * otherwise keep the benchmark waiting forever.
 *
 * @example
 * const latencies = await withinDeadline("perpkit, round 3", perpkitSession(endpoints, rest, 500), 60_000)
 */
export function withinDeadline<T>(
  what: string,
  session: Promise<T>,
  deadlineMs: number,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the session of ${what} did not end within ${deadlineMs} ms: a diff or an order stalled (a tick never answered, or an answer never read), so the benchmark stops here`,
          ),
        ),
      deadlineMs,
    );
  });
  return Promise.race([session, expired]).finally(() => clearTimeout(timer));
}

/**
 * Collects one latency per order: from the arrival before its decision to its body sent. Orders
 * and their `bodySent` are paired first in, first out: with Node 24's fetch, an order's `bodySent`
 * can come after the next diff has arrived and been decided (the exchange sends it 2 ms after the
 * order's bytes reached it), and a single "last decision" would then lose a measurement and the
 * session its end. Every decision must be answered with an order, as both clients here do: the
 * exchange's book always has bids.
 *
 * @example
 * const timing = tickMeter(500, resolve)
 * const socket = new timing.WebSocket(url) // its arrivals are timed
 * book.on("update", timing.decide)
 */
export function tickMeter(ticks: number, done: (latencies: Latencies) => void) {
  const latencies: Latencies = [];
  let lastArrival = 0;
  /** The arrival before each decision whose order's body is not sent yet, oldest first. */
  const decided: number[] = [];
  let first = true;
  const stop = onBodySent((at) => {
    const arrival = decided.shift();
    if (arrival === undefined) return;
    if (first) first = false;
    else latencies.push((at - arrival) * 1000);
    if (latencies.length === ticks) {
      stop();
      done(latencies);
    }
  });
  const arrived = (at: number) => {
    lastArrival = at;
  };
  return {
    WebSocket: timedWebSocket(arrived),
    /** Bytes arrived at `at` (performance.now()); what the WebSocket class calls. */
    arrived,
    /** A message is being answered: the bytes that brought it arrived last. */
    decide() {
      decided.push(lastArrival);
    },
  };
}

/**
 * A REST client of the exchange, its caches warm (products, clock, own subaccount), as a running
 * bot has it, without a rate budget; sending with `fetch` when given (a pinned connection's).
 *
 * @example
 * const rest = await warmRestClient(endpoints, privateKeySigner(key))
 */
export async function warmRestClient(
  endpoints: Endpoints,
  signer: Parameters<typeof createRestClient>[0]["signer"],
  fetch?: typeof globalThis.fetch,
): Promise<RestClient> {
  const rest = createRestClient({
    baseUrl: endpoints.baseUrl,
    signer,
    fetch,
    signingConfig: signingConfigs.local,
    // The exchange's rate limit would hold orders past its points per minute (a real bot's
    // budget waits for room); what is measured here is the path of one order, not that wait.
    budget: false,
  });
  await rest.context.products.list();
  await rest.syncServerClock();
  await rest.getOwnSubaccount();
  return rest;
}

/**
 * perpkit: `watchOrderBook` over the stream client, and `placeOrder` through the REST client, or
 * through `orders` when given (an order template's, say).
 *
 * @example
 * const latencies = await perpkitSession(endpoints, rest, 500)
 */
export function perpkitSession(
  endpoints: Endpoints,
  rest: RestClient,
  ticks: number,
  orders: Parameters<typeof quoteBestBid>[1] = rest,
): Promise<Latencies> {
  return new Promise((resolve, reject) => {
    const timing = tickMeter(ticks, (latencies) => {
      void stream.close();
      resolve(latencies);
    });
    const stream = createStreamClient({
      url: endpoints.wsUrl,
      WebSocket: timing.WebSocket,
      budget: false,
      pingIntervalMs: 0,
    });
    const book = stream.watchOrderBook("BTCUSD", { staleAfterMs: 0 });
    book.on("update", timing.decide);
    book.on("resync", ({ reason }) => reject(new Error(`the book resynced: ${reason}`)));
    quoteBestBid(book, orders, {
      quantity: "0.001",
      settled: (outcome) => {
        if (outcome instanceof Error) reject(outcome);
      },
    });
  });
}

/** A decimal with 9 places, as the exchange writes them, in units of 10^-9. */
const units = (padded: string) => BigInt(padded.replace(".", ""));

/**
 * The same orders without perpkit: a bare `ws` socket and JSON.parse, the best bid read from the
 * message, viem's signTypedData, and fetch.
 *
 * @example
 * const latencies = await rawSession(endpoints, privateKeyToAccount(key), 500)
 */
export function rawSession(
  endpoints: Endpoints,
  account: PrivateKeyAccount,
  ticks: number,
): Promise<Latencies> {
  const domain = signingConfigs.local.domain;
  const orderUrl = `${endpoints.baseUrl}/v1/order`;
  let sequence = 0n;
  return new Promise((resolve, reject) => {
    const timing = tickMeter(ticks, (latencies) => {
      socket.terminate();
      resolve(latencies);
    });
    const socket = new timing.WebSocket(endpoints.wsUrl);
    socket.on("open", () =>
      socket.send(
        JSON.stringify({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } }),
      ),
    );
    socket.on("error", reject);
    const answer = async (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        e?: string;
        data?: { b: [string, string][] };
      };
      if (message.e !== "L2Book" || !message.data) return;
      timing.decide();
      const price = (message.data.b[0] as [string, string])[0];
      const now = Date.now();
      const nonce = BigInt(now) * 1_000_000n + (sequence++ % 1_000_000n);
      const signedAt = Math.floor(now / 1000);
      const signature = await account.signTypedData({
        domain,
        types: { TradeOrder: tradeOrderTypes },
        primaryType: "TradeOrder",
        message: {
          sender: account.address,
          subaccount: PRIMARY,
          quantity: 1_000_000n,
          price: units(price),
          reduceOnly: false,
          side: 0,
          engineType: 0,
          productId: 1,
          nonce,
          signedAt: BigInt(signedAt),
        },
      });
      const body = JSON.stringify({
        data: {
          sender: account.address,
          subaccount: PRIMARY,
          onchainId: 1,
          engineType: 0,
          side: 0,
          quantity: "0.001",
          price,
          type: "LIMIT",
          timeInForce: "GTD",
          postOnly: true,
          reduceOnly: false,
          nonce: nonce.toString(),
          signedAt,
        },
        signature,
      });
      const response = await fetch(orderUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      if (response.status !== 201) reject(new Error(`the order got ${response.status}`));
      await response.text();
    };
    // Once the session has its latencies, what still fails (the last order's answer, when the
    // exchange is gone) changes nothing: rejecting a settled promise does nothing.
    socket.on("message", (data: Buffer) => void answer(data).catch(reject));
  });
}
