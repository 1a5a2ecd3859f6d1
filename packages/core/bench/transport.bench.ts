// How long the HTTP transport takes to hand a small signed POST to the socket: from the call to
// the last byte of its body written (undici's `bodySent`, which Node's fetch and undici's request
// both publish), with Node's sender (undici's request, the default in Node) and with Node's own
// fetch passed as the transport's `fetch`, beside bare fetch. The server runs in another process on
// 127.0.0.1; one request is in flight at a time, 1 ms apart, as a bot sends its orders.
import { type ChildProcess, spawn } from "node:child_process";
import { subscribe } from "node:diagnostics_channel";
import { fileURLToPath } from "node:url";
import { killWithThisProcess, percentile, recordGroup } from "@perpkit/harness/bench";
import { createHttpTransport } from "../src/index.js";

const quick = process.env.PERPKIT_BENCH_QUICK === "1";
const REQUESTS = quick ? 200 : 1_000;
const ROUNDS = quick ? 1 : 6;
const body = JSON.stringify({
  data: {
    sender: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    subaccount: `0x${"0".repeat(64)}`,
    onchainId: 1,
    side: 0,
    quantity: "0.001",
    price: "65000.500000000",
    type: "LIMIT",
    timeInForce: "GTD",
    postOnly: true,
    nonce: "1764897077655477722",
    signedAt: 1_764_897_077,
  },
  signature: `0x${"ab".repeat(65)}`,
});

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const script = fileURLToPath(new URL("./answer-server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  killWithThisProcess(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

let bodySentAt = 0;
subscribe("undici:request:bodySent", () => {
  bodySentAt = performance.now();
});
const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

const { child, url } = await startServer();
try {
  const undiciSender = createHttpTransport({ baseUrl: url });
  const fetchSender = createHttpTransport({ baseUrl: url, fetch: globalThis.fetch });
  const order = { method: "POST", path: "/v1/order", body } as const;
  const native = "perpkit transport, Node's sender (undici request, the default in Node)";
  const viaFetch = "perpkit transport given Node's fetch";
  const bare = "bare fetch";
  const cases: Record<string, () => Promise<unknown>> = {
    [native]: () => undiciSender.request(order),
    [viaFetch]: () => fetchSender.request(order),
    [bare]: async () => {
      const response = await fetch(`${url}/v1/order`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      return response.json();
    },
  };
  const names = Object.keys(cases);
  const session = async (name: string, count: number) => {
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await cases[name]?.();
      latencies.push((bodySentAt - start) * 1000);
      await pause();
    }
    return latencies;
  };
  for (const name of names) await session(name, 100);
  const latencies: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let j = 0; j < names.length; j++) {
      const name = names[(round + j) % names.length] as string;
      latencies[name]?.push(...(await session(name, REQUESTS)));
    }
  }
  const method = `${ROUNDS} session${ROUNDS === 1 ? "" : "s"} of ${REQUESTS} requests per sender, taking turns; a ${body.length}-byte signed order, one request at a time, 1 ms apart, to a server in another process on 127.0.0.1; from the call to the body's last byte written (undici's bodySent)`;
  for (const [label, p] of [
    ["p50", 50],
    ["p99", 99],
  ] as const) {
    recordGroup(
      `A signed order handed to the socket, ${label}`,
      names.map((name) => ({
        name,
        value: percentile(latencies[name] ?? [], p),
        unit: "us",
        better: "lower" as const,
      })),
      { baseline: viaFetch, method },
    );
  }
} finally {
  child.kill();
}
