// What the stream gateway costs the exchange, and how fast its frames reach clients: matched
// orders per second through the engine with no subscriber, then with CONNECTIONS WebSocket
// clients subscribed to every channel of both traders and of the market; frames delivered per
// second; and the time from an order's placement to its OrderUpdate frame at a client.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { encodeSubaccountName, limits, parseDecimal } from "@perpkit/core";
import { type BenchResult, measure, percentile, printResults } from "@perpkit/harness/bench";
import WebSocket from "ws";
import { startSandbox } from "../src/sandbox.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 2000);

const sandbox = await startSandbox({ rateLimits: false, oracle: false });
const { exchange } = sandbox;
const product = exchange.productByTicker("BTCUSD");
if (!product) throw new Error("no BTCUSD");
const traders = [
  "0x00000000000000000000000000000000000000a1",
  "0x00000000000000000000000000000000000000b2",
].map(
  (account) =>
    exchange.deposit({
      account: account as `0x${string}`,
      subaccount: encodeSubaccountName("primary"),
      amount: parseDecimal("100000000", "amount"),
      token: exchange.collateral,
    }).subaccount,
);

let nonce = 0n;
const placed = new Map<string, number>();
const latencies: number[] = [];
let recording = false;

/** One order: the traders take turns at one price, so every other order matches the one before. */
async function order(i: number): Promise<void> {
  const subaccount = traders[i % 2];
  if (!subaccount) throw new Error("no trader");
  const t0 = performance.now();
  const { order } = exchange.placeOrder({
    subaccount,
    sender: subaccount.account,
    product: product as NonNullable<typeof product>,
    side: i % 2 === 0 ? limits.order.sides.buy : limits.order.sides.sell,
    type: "LIMIT",
    quantity: parseDecimal("0.001", "quantity"),
    price: parseDecimal("100", "price"),
    timeInForce: "GTD",
    postOnly: false,
    reduceOnly: false,
    nonce: ++nonce,
    signedAt: Math.floor(Date.now() / 1000),
  });
  if (recording) placed.set(order.id, t0);
  // Let the sockets write and read, as a server between requests would.
  await setImmediate();
}

const results: BenchResult[] = [];
results.push(await measure("engine, no subscribers", order, { timeMs: TIME_MS, batch: 32 }));

// Load: CONNECTIONS clients in another process (so their work is not measured here), each on
// every channel of both traders and of the market. Latency: one client here, on OrderUpdate.
const topics = [
  ...["L2Book", "Ticker", "TradeFill"].map((type) => ({ type, symbol: "BTCUSD" })),
  ...traders.flatMap((s) =>
    ["OrderUpdate", "OrderFill", "PositionUpdate", "TokenTransfer", "SubaccountLiquidation"].map(
      (type) => ({ type, subaccountId: s.id }),
    ),
  ),
];
const loadScript = `
import WebSocket from "ws";
const [url, count, topics] = [process.argv[1], Number(process.argv[2]), JSON.parse(process.argv[3])];
let frames = 0;
let replies = 0;
for (let c = 0; c < count; c++) {
  const socket = new WebSocket(url);
  socket.on("open", () => { for (const data of topics) socket.send(JSON.stringify({ event: "subscribe", data })); });
  socket.on("message", (raw) => {
    frames++;
    if (raw[0] === 0x7b && raw[2] === 0x6f && raw[3] === 0x6b && ++replies === count * topics.length) console.log("ready");
  });
}
process.stdin.on("data", () => console.log(String(frames)));
`;
const load = spawn(
  process.execPath,
  [
    "--input-type=module",
    "-e",
    loadScript,
    sandbox.wsUrl,
    String(CONNECTIONS),
    JSON.stringify(topics),
  ],
  { cwd: fileURLToPath(new URL("..", import.meta.url)), stdio: ["pipe", "pipe", "inherit"] },
);
const lines: string[] = [];
const nextLine = () =>
  new Promise<string>((resolve) => {
    const check = () => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else setTimeout(check, 5);
    };
    check();
  });
load.stdout.on("data", (chunk: Buffer) => lines.push(...chunk.toString().trim().split("\n")));
await nextLine();

const latencyClient = new WebSocket(sandbox.wsUrl);
await new Promise((resolve, reject) => {
  latencyClient.once("open", resolve);
  latencyClient.once("error", reject);
});
latencyClient.on("message", (raw) => {
  if (!recording) return;
  const message = JSON.parse(raw.toString()) as { e?: string; data?: { d?: { id: string }[] } };
  const id = message.e === "OrderUpdate" ? message.data?.d?.[0]?.id : undefined;
  const t0 = id === undefined ? undefined : placed.get(id);
  if (id !== undefined && t0 !== undefined) {
    latencies.push(performance.now() - t0);
    placed.delete(id);
  }
});
for (const s of traders) {
  latencyClient.send(
    JSON.stringify({ event: "subscribe", data: { type: "OrderUpdate", subaccountId: s.id } }),
  );
}

load.stdin.write("\n");
const before = Number(await nextLine());
recording = true;
const start = performance.now();
results.push(
  await measure(`engine, ${CONNECTIONS} subscribed connections`, order, {
    timeMs: TIME_MS,
    batch: 32,
  }),
);
const elapsed = (performance.now() - start) / 1000;
recording = false;
load.stdin.write("\n");
const frames = Number(await nextLine()) - before;
load.kill();

printResults("Stream gateway: orders through the engine, with and without subscribers", results);
console.log(
  `frames sent: ${Math.round(frames / elapsed).toLocaleString("en-US")} per second to ${CONNECTIONS} connections (${(frames / elapsed / (results[1]?.hz ?? 1)).toFixed(1)} an order)`,
);
latencies.sort((a, b) => a - b);
console.log(
  `order placed to its OrderUpdate frame at a client: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms (${latencies.length} orders)`,
);
latencyClient.terminate();
await sandbox.close();
