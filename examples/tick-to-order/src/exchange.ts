import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";

// A small exchange for the tick-to-order benchmark, written from the interface: a stream gateway
// that sends an L2Book snapshot on subscribe and then one diff per tick, and an HTTP endpoint that
// answers what a REST client asks before trading (the server time, the products, the owner's
// subaccounts) and accepts orders. It ticks in a closed loop: the next diff goes out `gapMs` after
// the order that answered the last message (the snapshot first) was received, so exactly one tick
// is in flight and the client is idle when it arrives. It checks nothing: what is measured is the
// client.

/** The one market: BTCUSD, ticks of 0.5, lots of 0.001, around 65,000. */
export const SYMBOL = "BTCUSD";
export const PRODUCT_ID = "22222222-2222-4222-8222-222222222222";
export const SUBACCOUNT_ID = "11111111-1111-4111-8111-111111111111";
/** "primary" as bytes32. */
export const PRIMARY = "0x7072696d61727900000000000000000000000000000000000000000000000000";

/** Options of {@link startExchange}. */
export interface ExchangeOptions {
  /** Diffs per subscription; 0 for none. */
  readonly ticks: number;
  /** Idle time between an order's arrival and the next diff, in ms. */
  readonly gapMs: number;
  /** The address whose subaccount `primary` exists. */
  readonly owner: string;
}

/** A running exchange. */
export interface Exchange {
  readonly baseUrl: string;
  readonly wsUrl: string;
  /** Order bodies received, as sent. */
  readonly orders: string[];
  close(): Promise<void>;
}

/** 9 places, as the live service writes its decimals: `"65000.500000000"`. */
function padded(units: bigint): string {
  const text = units.toString().padStart(10, "0");
  return `${text.slice(0, -9)}.${text.slice(-9)}`;
}

const TICK = 500_000_000n;
const BEST_BID = 64_999_500_000_000n;
const BEST_ASK = 65_000_500_000_000n;
const LOT = 1_000_000n;

/** 100 levels a side. */
function snapshot(t: number): unknown {
  const side = (best: bigint, step: bigint) =>
    Array.from({ length: 100 }, (_, d) => [
      padded(best + step * BigInt(d)),
      padded(LOT * BigInt(1 + ((d * 37) % 500))),
    ]);
  return {
    e: "L2Book",
    t,
    data: { s: SYMBOL, t, a: side(BEST_ASK, TICK), b: side(BEST_BID, -TICK) },
  };
}

/**
 * Diff k moves the best bid: odd ones add a level one tick above it, even ones take that level
 * away again, and each changes eight more levels below. The best bid after the diff is its first
 * bid, so a client that keeps no book can read its quote from the frame.
 */
function diff(k: number, t: number): unknown {
  const above = BEST_BID + TICK;
  const quantity = (i: number) => padded(LOT * BigInt(1 + ((k * 13 + i * 7) % 900)));
  const first =
    k % 2 === 1
      ? [[padded(above), quantity(0)]]
      : [
          [padded(BEST_BID), quantity(0)],
          [padded(above), padded(0n)],
        ];
  const b = [...first];
  while (b.length < 5) b.push([padded(BEST_BID - TICK * BigInt(b.length)), quantity(b.length)]);
  const a = Array.from({ length: 5 }, (_, i) => [
    padded(BEST_ASK + TICK * BigInt(i)),
    quantity(i + 5),
  ]);
  return { e: "L2Book", t, data: { s: SYMBOL, t, pt: t - 1, a, b } };
}

const product = {
  id: PRODUCT_ID,
  ticker: SYMBOL,
  displayTicker: "BTC-USD",
  baseTokenName: "BTC",
  quoteTokenName: "USD",
  baseTokenAddress: "0x00000000000000000000000000000000000000b1",
  quoteTokenAddress: "0x00000000000000000000000000000000000000aa",
  onchainId: 1,
  engineType: 0,
  status: "ACTIVE",
  lotSize: "0.001",
  minQuantity: "0.001",
  tickSize: "0.5",
  minPrice: "1",
  maxPrice: "1000000",
  maxQuantity: "100",
  makerFee: "0.0001",
  takerFee: "0.0003",
  maxLeverage: 20,
  blockNumber: "1",
  createdAt: 1_700_000_000_000,
  cumulativeFundingUsd: "0",
  fundingBaselineApr: "0",
  fundingClampApr: "0",
  fundingMaxApr: "0",
  fundingRate1h: "0",
  maxOpenInterestUsd: "100000000",
  maxPositionNotionalUsd: "10000000",
  openInterest: "0",
  pythFeedId: 1,
  volume24h: "0",
};

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
    req.on("error", reject);
  });
}

/**
 * Starts the exchange on 127.0.0.1 (free ports).
 *
 * @example
 * const exchange = await startExchange({ ticks: 100, gapMs: 2, owner: account.address })
 */
export async function startExchange(options: ExchangeOptions): Promise<Exchange> {
  const orders: string[] = [];
  /**
   * The subscription that ticks (one at a time), and whether its last message still waits for
   * the order that answers it.
   */
  let ticking: { socket: WebSocket; sent: number; t: number; awaiting: boolean } | undefined;
  const tick = (current: typeof ticking) => {
    if (!current || current !== ticking || current.sent >= options.ticks) return;
    current.sent++;
    current.t++;
    current.awaiting = true;
    current.socket.send(JSON.stringify(diff(current.sent, current.t)));
  };

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://exchange");
    if (req.method === "POST" && url.pathname === "/v1/order") {
      void readBody(req).then((body) => {
        orders.push(body);
        json(res, 201, { id: randomUUID(), filled: "0", result: "Ok" });
        // One tick in flight: only the first order after a message sends the next diff, so the
        // last order of a session read after the next one subscribed does not start a second.
        const current = ticking;
        if (!current?.awaiting) return;
        current.awaiting = false;
        setTimeout(() => tick(current), options.gapMs);
      });
      return;
    }
    req.resume();
    if (url.pathname === "/v1/time") json(res, 200, { time: Date.now() });
    else if (url.pathname === "/v1/product") json(res, 200, { data: [product], hasNext: false });
    else if (url.pathname === "/v1/subaccount") {
      const subaccount = {
        id: SUBACCOUNT_ID,
        name: PRIMARY,
        account: options.owner,
        createdBlockNumber: "1",
        createdAt: 1_700_000_000_000,
      };
      json(res, 200, { data: [subaccount], hasNext: false });
    } else json(res, 404, { statusCode: 404, error: "Not Found", message: url.pathname });
  });
  const gateway = new WebSocketServer({ server: http, path: "/v1/stream" });
  gateway.on("connection", (socket) => {
    socket.on("message", (data) => {
      const request = JSON.parse(String(data)) as { event?: string; data?: { type?: string } };
      if (request.event === "subscribe" && request.data?.type === "L2Book") {
        socket.send(JSON.stringify({ ok: true, event: "subscribe", data: request.data }));
        const t = 1_700_000_000_000;
        socket.send(JSON.stringify(snapshot(t)));
        ticking = { socket, sent: 0, t, awaiting: true };
      } else if (request.event === "unsubscribe") {
        socket.send(JSON.stringify({ ok: true, event: "unsubscribe", data: request.data }));
      }
    });
    socket.on("close", () => {
      if (ticking?.socket === socket) ticking = undefined;
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/v1/stream`,
    orders,
    async close() {
      for (const client of gateway.clients) client.terminate();
      gateway.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
