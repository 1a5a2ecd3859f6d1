// Signed orders per second the sandbox accepts from concurrent clients, with p50 and p99 latency.
// The sandbox runs in its own process, as `pnpm sandbox` runs it; the orders are signed before
// timing starts so client signing does not share the measured CPU.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createNonceSource, type Hex, limits } from "@perpkit/core";
import { privateKeySigner, signingConfigs, signOrder } from "@perpkit/signing";
import { type BenchResult, measure, percentile, printResults } from "@perpkit/tools/bench";
import { CandleStore } from "../src/candles/store.js";
import { createClock } from "../src/clock.js";
import { openDurableState } from "../src/durable/state.js";
import { createExchange } from "../src/engine/exchange.js";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 2000);
const WARMUP_MS = 500;
// Enough pre-signed orders for 4,000 orders per second over the whole run.
const PER_CLIENT = Number(
  process.env.BENCH_ORDERS ?? Math.ceil((4000 * (TIME_MS + WARMUP_MS)) / 1000 / CLIENTS),
);
const PRIMARY = `0x${Buffer.from("primary").toString("hex").padEnd(64, "0")}` as Hex;

async function startSandboxProcess(): Promise<{ baseUrl: string; stop: () => void }> {
  const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
  const child = spawn(
    process.execPath,
    [
      // BENCH_NODE_FLAGS passes flags to the sandbox's node, e.g. "--cpu-prof" to profile it.
      ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      "--conditions=@perpkit/source",
      cli,
      "--port",
      "0",
      "--no-rate-limits",
      // BENCH_DATA_DIR keeps the sandbox's state in that directory (every order journaled).
      ...(process.env.BENCH_DATA_DIR === undefined
        ? []
        : ["--data-dir", process.env.BENCH_DATA_DIR]),
      // BENCH_THREADS sets the sandbox's signature threads (default: the CLI's choice).
      ...(process.env.BENCH_THREADS === undefined
        ? []
        : ["--verify-threads", process.env.BENCH_THREADS]),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let text = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const url = /REST\s+(\S+)/.exec(text)?.[1];
      if (url && text.includes("Ctrl-C")) resolve(url);
    });
    child.on("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  // Never leave the sandbox behind, whatever ends this process.
  process.on("exit", () => child.kill("SIGINT"));
  return { baseUrl, stop: () => child.kill("SIGINT") };
}

const { baseUrl, stop } = await startSandboxProcess();
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
/** POSTs a JSON body over a kept-alive connection and resolves to the status once read. */
const post = (path: string, body: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });

// Clients: one wallet each. Orders alternate buy and sell at one price, so they cross each other
// and the book stays shallow, like a busy market.
const domain = signingConfigs.local.domain;
const clients = Array.from({ length: CLIENTS }, (_, c) => ({
  signer: privateKeySigner(`0x${(c + 1).toString(16).padStart(64, "0")}` as Hex),
  nonces: createNonceSource({ scope: false }),
}));

const signStart = performance.now();
const bodies: string[][] = [];
for (const [c, client] of clients.entries()) {
  const list: string[] = [];
  for (let i = 0; i < PER_CLIENT; i++) {
    const body = await signOrder({
      domain,
      signer: client.signer,
      data: {
        sender: client.signer.address,
        subaccount: PRIMARY,
        onchainId: 1,
        engineType: limits.order.engineTypes.perpetual,
        side: (i + c) % 2 === 0 ? limits.order.sides.buy : limits.order.sides.sell,
        quantity: "0.001",
        price: "100",
        type: "LIMIT",
        timeInForce: "GTD",
        postOnly: false,
        reduceOnly: false,
        nonce: client.nonces.next(),
        signedAt: Math.floor(Date.now() / 1000),
      },
    });
    list.push(JSON.stringify(body));
  }
  bodies.push(list);
}
const signMs = performance.now() - signStart;
console.log(
  `pre-signed ${CLIENTS * PER_CLIENT} orders in ${(signMs / 1000).toFixed(1)} s (not measured)`,
);

// Funded through the faucet only now: a kept-alive connection left idle while the orders are
// signed would be closed by the server and fail the first order sent on it.
await Promise.all(
  clients.map(({ signer }) =>
    post("/sandbox/deposit", JSON.stringify({ account: signer.address, amount: "100000000" })),
  ),
);

// Every client sends its orders one after another; all clients run at once.
const latencies: number[] = [];
const statuses = new Map<number, number>();
const started = performance.now();
const perClient = await Promise.all(
  clients.map((_, c) =>
    measure(
      `client ${c}`,
      async (i) => {
        const body = bodies[c]?.[i];
        if (body === undefined) throw new Error("ran out of pre-signed orders: raise BENCH_ORDERS");
        const t0 = performance.now();
        const status = await post("/v1/order", body);
        if (performance.now() - started > WARMUP_MS) latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      },
      { warmupMs: WARMUP_MS, timeMs: TIME_MS, batch: 16 },
    ),
  ),
);
stop();
agent.destroy();

const accepted = statuses.get(201) ?? 0;
const total = perClient.reduce((sum, r) => sum + r.hz, 0);
const summary: BenchResult = {
  name: `signed orders, ${CLIENTS} concurrent clients over HTTP`,
  hz: total,
  meanMs: 1000 / total,
  rme: Math.max(...perClient.map((r) => r.rme)),
  samples: perClient.reduce((n, r) => n + r.samples, 0),
};

// For comparison in the same run: the matching engine alone, without HTTP or signatures, and the
// same with every change journaled to a data directory, as `--data-dir` does.
async function engineCase(name: string, dataDir?: string): Promise<BenchResult> {
  const base = createClock();
  const durable = dataDir === undefined ? undefined : openDurableState(dataDir, {}, base);
  const exchange = createExchange({ seed: 1, clock: durable?.clock ?? base });
  durable?.restore(exchange, new CandleStore(), () => undefined);
  const product = exchange.productByTicker("BTCUSD");
  const owners = [1, 2].map(
    (n) =>
      exchange.deposit({
        account: `0x${n.toString(16).padStart(40, "0")}` as Hex,
        subaccount: PRIMARY,
        amount: 100_000_000_000_000_000n,
      }).subaccount,
  );
  if (!product) throw new Error("no BTCUSD");
  try {
    return await measure(name, (i) => {
      const owner = owners[i % 2];
      if (!owner) return;
      const nonce = BigInt(i);
      exchange.placeOrder({
        subaccount: owner,
        sender: owner.account,
        product,
        side: i % 2 === 0 ? 0 : 1,
        type: "LIMIT",
        quantity: 1_000_000n,
        price: 100_000_000_000n,
        timeInForce: "GTD",
        postOnly: false,
        reduceOnly: false,
        nonce,
        signedAt: Math.floor(Date.now() / 1000),
      });
      exchange.useNonce(owner.account, "TradeOrder", nonce);
    });
  } finally {
    exchange.dispose();
    durable?.close();
  }
}
const engine = await engineCase("matching engine alone (no HTTP, no signature)");
const journalDir = mkdtempSync(join(tmpdir(), "perpkit-bench-"));
const journaled = await engineCase("the same, journaled to a data directory", journalDir);
rmSync(journalDir, { recursive: true, force: true });

printResults("sandbox: POST /v1/order", [summary, engine, journaled]);
console.log(
  `  accepted (201): ${accepted} of ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
console.log(
  `  latency per order: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`,
);
console.log(
  `  goal: at least 1,000 signed orders per second: ${total >= 1000 ? "met" : "NOT met"}`,
);
