// Signed orders per second the sandbox accepts from concurrent clients, with p50 and p99 latency,
// with each secp256k1 backend in the same run: libsecp256k1 (`native`, when the optional
// secp256k1 package is installed) and the pure-JS one (`js`, the baseline). The sandbox runs in
// its own process, as `pnpm sandbox` runs it, started afresh for every run of a case so the
// orders signed beforehand (not measured) can be sent again. Each client is one kept-alive
// connection that sends its next order as soon as the last is answered (bench/load.ts), so the
// load generator takes as little as it can of the CPU it shares with the server.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createNonceSource, type Hex, limits } from "@perpkit/core";
import { compare, killWithThisProcess, percentile, recordGroup } from "@perpkit/harness/bench";
import {
  getCurveBackend,
  privateKeySigner,
  setCurveBackend,
  signingConfigs,
  signOrder,
} from "@perpkit/signing";
import { CandleStore } from "../src/candles/candle-store.js";
import { openDurableState } from "../src/durable/durable-state.js";
import { createClock, createExchange } from "../src/engine/index.js";
import { postRequest, runLoad } from "./load.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
/** Concurrent clients of each case, e.g. "8,16". */
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? "8,16").split(",").map(Number);
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? (quick ? 500 : 3000));
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? (quick ? 200 : 1000));
/** Runs of each case; the cases take turns, so a change in the machine's load falls on all. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 3));
/** The highest rate the prepared orders allow for. */
const MAX_RATE = Number(process.env.BENCH_MAX_RATE ?? 12_000);
type Backend = "native" | "js";
/** The backends to run, e.g. "native" alone while profiling; the report wants both. */
const BACKENDS = (process.env.BENCH_BACKENDS ?? "native,js").split(",") as Backend[];
const LABEL: Record<Backend, string> = {
  native: "native backend (libsecp256k1)",
  js: "js backend (@noble/curves)",
};
const PRIMARY = `0x${Buffer.from("primary").toString("hex").padEnd(64, "0")}` as Hex;

/** Starts `perpkit-sandbox` on a free port with `backend` for its signature checks. */
async function startSandboxProcess(backend: Backend): Promise<{
  host: string;
  port: number;
  pid: number;
  curve: string;
  stop: () => Promise<void>;
}> {
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
        : ["--data-dir", mkdtempSync(join(process.env.BENCH_DATA_DIR, "orders-"))]),
      // BENCH_THREADS sets the sandbox's signature threads (default: the CLI's choice).
      ...(process.env.BENCH_THREADS === undefined
        ? []
        : ["--verify-threads", process.env.BENCH_THREADS]),
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, PERPKIT_CURVE: backend },
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let text = "";
  const url = await new Promise<URL>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const rest = /REST\s+(\S+)/.exec(text)?.[1];
      if (rest && text.includes("Ctrl-C")) resolve(new URL(rest));
    });
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}:\n${text}`)));
  });
  // Never leave a sandbox behind, whatever ends this process.
  killWithThisProcess(child, "SIGINT");
  return {
    host: url.hostname,
    port: Number(url.port),
    pid: child.pid as number,
    curve: /Signatures\s+(.+)/.exec(text)?.[1]?.trim() ?? "",
    stop: async () => {
      child.kill("SIGINT");
      await exited;
    },
  };
}

// Clients: one wallet each. Orders alternate buy and sell at one price, so they cross each other
// and the book stays shallow, like a busy market.
const maxClients = Math.max(...CLIENT_COUNTS);
const perClient = Math.ceil((MAX_RATE * (TIME_MS + WARMUP_MS)) / 1000 / Math.min(...CLIENT_COUNTS));
const domain = signingConfigs.local.domain;
const wallets = Array.from({ length: maxClients }, (_, c) => ({
  signer: privateKeySigner(`0x${(c + 1).toString(16).padStart(64, "0")}` as Hex),
  nonces: createNonceSource({ scope: false }),
}));
// Signatures are the same bytes on either backend; the faster one signs them.
setCurveBackend("auto");
const signStart = performance.now();
const bodies: string[][] = [];
for (const [c, wallet] of wallets.entries()) {
  const list: string[] = [];
  for (let i = 0; i < perClient; i++) {
    const body = await signOrder({
      domain,
      signer: wallet.signer,
      data: {
        sender: wallet.signer.address,
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
        nonce: wallet.nonces.next(),
        signedAt: Math.floor(Date.now() / 1000),
      },
    });
    list.push(JSON.stringify(body));
  }
  bodies.push(list);
}
console.log(
  `pre-signed ${maxClients * perClient} orders with the ${getCurveBackend().name} backend in ${((performance.now() - signStart) / 1000).toFixed(1)} s (not measured)`,
);

/**
 * CPU time (user and system) of a process's main thread and of its other threads, in
 * microseconds, from Linux's /proc; undefined elsewhere.
 */
function threadTimes(
  pid: number,
): { main: number; mainSystem: number; others: number } | undefined {
  try {
    let main = 0;
    let mainSystem = 0;
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (Number(tid) === pid) {
        main += ticks;
        mainSystem += Number(fields[12]);
      } else others += ticks;
    }
    // Clock ticks are 1/100 s on Linux.
    return { main: main * 10_000, mainSystem: mainSystem * 10_000, others: others * 10_000 };
  } catch {
    return undefined;
  }
}

interface CaseTotals {
  answered: number;
  timeMs: number;
  latencies: number[];
  statuses: Map<number, number>;
  /** CPU microseconds in the timed windows: the sandbox's main thread, its others, this process. */
  cpu: { main: number; others: number; client: number };
}
const totals = new Map<string, CaseTotals>();
const keyOf = (backend: Backend, clients: number) => `${backend} ${clients}`;

async function runCase(backend: Backend, clients: number): Promise<void> {
  const sandbox = await startSandboxProcess(backend);
  try {
    const authority = `${sandbox.host}:${sandbox.port}`;
    await Promise.all(
      wallets.slice(0, clients).map(async ({ signer }) => {
        const res = await fetch(`http://${authority}/sandbox/deposit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ account: signer.address, amount: "100000000" }),
        });
        if (!res.ok) throw new Error(`the faucet answered ${res.status}: ${await res.text()}`);
      }),
    );
    /** Sampled when the timed window opens and closes. */
    const samples: { server: ReturnType<typeof threadTimes>; client: NodeJS.CpuUsage }[] = [];
    const result = await runLoad({
      host: sandbox.host,
      port: sandbox.port,
      requests: bodies
        .slice(0, clients)
        .map((list) => list.map((body) => postRequest(authority, "/v1/order", body))),
      warmupMs: WARMUP_MS,
      timeMs: TIME_MS,
      expectStatus: 201,
      onWindow: () =>
        samples.push({ server: threadTimes(sandbox.pid), client: process.cpuUsage() }),
    });
    if (result.firstUnexpected !== undefined) {
      throw new Error(`an order was not accepted: ${result.firstUnexpected}`);
    }
    const total: CaseTotals = totals.get(keyOf(backend, clients)) ?? {
      answered: 0,
      timeMs: 0,
      latencies: [],
      statuses: new Map(),
      cpu: { main: 0, others: 0, client: 0 },
    };
    const [opened, closed] = samples;
    const used = {
      main: (closed?.server?.main ?? Number.NaN) - (opened?.server?.main ?? Number.NaN),
      mainSystem:
        (closed?.server?.mainSystem ?? Number.NaN) - (opened?.server?.mainSystem ?? Number.NaN),
      others: (closed?.server?.others ?? Number.NaN) - (opened?.server?.others ?? Number.NaN),
      client:
        (closed?.client.user ?? Number.NaN) +
        (closed?.client.system ?? Number.NaN) -
        (opened?.client.user ?? Number.NaN) -
        (opened?.client.system ?? Number.NaN),
    };
    total.cpu.main += used.main;
    total.cpu.others += used.others;
    total.cpu.client += used.client;
    total.answered += result.answered;
    total.timeMs += TIME_MS;
    for (const latency of result.latenciesMs) total.latencies.push(latency);
    for (const [status, n] of result.statuses) {
      total.statuses.set(status, (total.statuses.get(status) ?? 0) + n);
    }
    totals.set(keyOf(backend, clients), total);
    const per = (us: number) => `${Math.round(us / Math.max(1, result.answered))} µs`;
    console.log(
      `  ${LABEL[backend]}, ${clients} clients: ${Math.round(result.perSecond).toLocaleString("en-US")} orders/s, p99 ${percentile([...result.latenciesMs], 99).toFixed(2)} ms; CPU per order: sandbox main thread ${per(used.main)} (${per(used.mainSystem)} in the kernel), its other threads ${per(used.others)}, load generator ${per(used.client)}`,
    );
    console.log(`    (${sandbox.curve})`);
  } finally {
    await sandbox.stop();
  }
}

for (let round = 0; round < ROUNDS; round++) {
  for (const clients of CLIENT_COUNTS) {
    const order = round % 2 === 0 ? BACKENDS : [...BACKENDS].reverse();
    for (const backend of order) await runCase(backend, clients);
  }
}

const name = (backend: Backend, clients: number) => `${LABEL[backend]}, ${clients} clients`;
const baseline = name("js", CLIENT_COUNTS[0] as number);
const figures = (value: (t: CaseTotals) => number, unit: string, better: "higher" | "lower") =>
  CLIENT_COUNTS.flatMap((clients) =>
    BACKENDS.map((backend) => {
      const t = totals.get(keyOf(backend, clients)) as CaseTotals;
      return { name: name(backend, clients), value: value(t), unit, better };
    }),
  );
const method = `${ROUNDS} run${ROUNDS === 1 ? "" : "s"} of each case, taking turns, each a fresh sandbox process measured for ${TIME_MS} ms after ${WARMUP_MS} ms of warm-up`;
recordGroup(
  "Signed orders accepted per second over HTTP (POST /v1/order)",
  figures((t) => (t.answered * 1000) / t.timeMs, "orders/s", "higher"),
  {
    baseline,
    method,
    goals: [
      ...CLIENT_COUNTS.map((clients) => ({ figure: name("native", clients), value: 5000 })),
      // What the sandbox reached before libsecp256k1, on the same machine: about 1,400 a second.
      ...(CLIENT_COUNTS.includes(8) ? [{ figure: name("js", 8), value: 1400 }] : []),
    ],
  },
);
recordGroup(
  "p99 latency of a signed order",
  figures((t) => percentile(t.latencies, 99), "ms", "lower"),
  {
    baseline,
    method: "from writing the request to reading the whole answer",
    goals: CLIENT_COUNTS.map((clients) => ({ figure: name("native", clients), value: 10 })),
  },
);
recordGroup(
  "p50 latency of a signed order",
  figures((t) => percentile(t.latencies, 50), "ms", "lower"),
  { baseline, method: "from writing the request to reading the whole answer" },
);
const share = (part: keyof CaseTotals["cpu"]) =>
  CLIENT_COUNTS.flatMap((clients) =>
    BACKENDS.map((backend) => {
      const t = totals.get(keyOf(backend, clients)) as CaseTotals;
      return `${backend} ${clients}: ${Math.round(t.cpu[part] / t.answered)}`;
    }),
  ).join(", ");
recordGroup(
  "CPU time of the sandbox per accepted order (all its threads)",
  figures((t) => (t.cpu.main + t.cpu.others) / t.answered, "µs", "lower"),
  {
    baseline,
    method: `user and system time of the sandbox process in the timed windows (Linux /proc), per order; of it, µs on the main thread: ${share("main")}; the load generator's own: ${share("client")}`,
  },
);

// For comparison in the same run: the matching engine alone, without HTTP or signatures, and the
// same with every change journaled to a data directory, as `--data-dir` does.
async function engineCase(dataDir?: string) {
  const base = createClock();
  const durable = dataDir === undefined ? undefined : openDurableState(dataDir, {}, base);
  const exchange = createExchange({ seed: 1, clock: durable?.clock ?? base });
  durable?.restore(exchange, new CandleStore(), () => undefined);
  const product = exchange.productByTicker("BTCUSD");
  if (!product) throw new Error("no BTCUSD");
  const owners = [1, 2].map(
    (n) =>
      exchange.deposit({
        account: `0x${n.toString(16).padStart(40, "0")}` as Hex,
        subaccount: PRIMARY,
        amount: 100_000_000_000_000_000n,
      }).subaccount,
  );
  let nonce = 0n;
  return {
    fn: (i: number) => {
      const owner = owners[i % 2];
      if (!owner) return;
      nonce++;
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
    },
    close: () => {
      exchange.dispose();
      durable?.close();
    },
  };
}
const journalDir = mkdtempSync(join(tmpdir(), "perpkit-bench-"));
const inMemory = await engineCase();
const journaled = await engineCase(journalDir);
try {
  await compare(
    "The matching engine alone (no HTTP, no signature), in the bench's process",
    [
      { name: "in memory", fn: inMemory.fn },
      { name: "journaled to a data directory", fn: journaled.fn },
    ],
    { baseline: "in memory", rounds: quick ? 1 : 3 },
  );
} finally {
  inMemory.close();
  journaled.close();
  rmSync(journalDir, { recursive: true, force: true });
}
