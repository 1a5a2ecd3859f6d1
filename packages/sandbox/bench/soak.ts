// A long load at the sandbox's full rate, to show that its memory stays bounded: 8 clients send
// signed limit orders as fast as it answers them (buys and sells at one price, so nearly every
// order fills), and every minute the sandbox's heap after a full GC is sampled. The orders are
// signed before the load starts (in worker threads, not measured), as in orders.bench.ts. Not
// part of `pnpm bench`: run `pnpm --filter @perpkit/sandbox soak` (10 minutes of load; SOAK_MS
// changes it, SOAK_RATE the orders a second signed for it).
import { fork } from "node:child_process";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Hex } from "@perpkit/core";
import { privateKeySigner } from "@perpkit/signing";

const SOAK_MS = Number(process.env.SOAK_MS ?? 600_000);
const SAMPLE_MS = Number(process.env.SOAK_SAMPLE_MS ?? 60_000);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8);
const RATE = Number(process.env.SOAK_RATE ?? 1_500);
const SIGNERS = Number(process.env.SOAK_SIGNERS ?? 2);
const TSX = ["--import", "tsx", "--conditions=@perpkit/source"];
const MB = 1024 * 1024;

const server = fork(fileURLToPath(new URL("./soak-server.ts", import.meta.url)), [], {
  execArgv: ["--expose-gc", ...TSX],
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
process.on("exit", () => server.kill("SIGKILL"));
const baseUrl = await new Promise<string>((resolve, reject) => {
  server.once("message", (m) => resolve((m as { url: string }).url));
  server.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}`)));
});
const heap = () =>
  new Promise<{ heapUsed: number; rss: number }>((resolve) => {
    server.once("message", (m) => resolve(m as { heapUsed: number; rss: number }));
    server.send("heap");
  });

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
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

await Promise.all(
  Array.from({ length: CLIENTS }, async (_, c) => {
    const signer = privateKeySigner(`0x${(c + 101).toString(16).padStart(64, "0")}` as Hex);
    await post(
      "/sandbox/deposit",
      JSON.stringify({ account: signer.address, amount: "1000000000" }),
    );
  }),
);

const perClient = Math.ceil((RATE * SOAK_MS) / 1000 / CLIENTS);
const signStarted = performance.now();
const shares = Array.from({ length: SIGNERS }, (_, s) =>
  Array.from({ length: CLIENTS }, (_, c) => c).filter((c) => c % SIGNERS === s),
);
const signed = await Promise.all(
  shares.map(
    (clients) =>
      new Promise<string[][]>((resolve, reject) => {
        // A worker runs TypeScript through tsx's loader, registered in the worker itself.
        const entry = JSON.stringify(new URL("./soak-signer.ts", import.meta.url).href);
        const worker = new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${entry}); })`,
          { eval: true, workerData: { clients, count: perClient }, execArgv: [TSX[2] as string] },
        );
        worker.once("message", resolve);
        worker.once("error", reject);
      }),
  ),
);
const bodies: string[][] = [];
for (const [s, clients] of shares.entries()) {
  for (const [k, c] of clients.entries()) bodies[c] = signed[s]?.[k] ?? [];
}
console.log(
  `signed ${perClient * CLIENTS} orders in ${((performance.now() - signStarted) / 1000).toFixed(0)} s (not measured)`,
);

const start = await heap();
console.log(`sandbox heap after GC at the start: ${(start.heapUsed / MB).toFixed(1)} MB`);
const started = performance.now();
const deadline = started + SOAK_MS;
let accepted = 0;
let refused = 0;
const samples: { minute: number; orders: number; heapMb: number; rssMb: number }[] = [];

const workers = bodies.map(async (list) => {
  for (const body of list) {
    if (performance.now() >= deadline) return;
    if ((await post("/v1/order", body)) === 201) accepted++;
    else refused++;
  }
});

const sampler = setInterval(async () => {
  const { heapUsed, rss } = await heap();
  const minute = Math.round((performance.now() - started) / 60_000);
  samples.push({ minute, orders: accepted, heapMb: heapUsed / MB, rssMb: rss / MB });
  console.log(
    `${minute} min: ${accepted} orders accepted, heap after GC ${(heapUsed / MB).toFixed(1)} MB, rss ${(rss / MB).toFixed(0)} MB`,
  );
}, SAMPLE_MS);
await Promise.all(workers);
clearInterval(sampler);
const end = await heap();
const seconds = (performance.now() - started) / 1000;
console.log(
  `\n${accepted} orders accepted (${refused} refused) in ${seconds.toFixed(0)} s: ${(accepted / seconds).toFixed(0)} a second`,
);
console.log(
  `sandbox heap after GC: ${(start.heapUsed / MB).toFixed(1)} MB at the start, ${(end.heapUsed / MB).toFixed(1)} MB at the end (peak sample ${Math.max(...samples.map((s) => s.heapMb), end.heapUsed / MB).toFixed(1)} MB)`,
);
agent.destroy();
server.disconnect();
