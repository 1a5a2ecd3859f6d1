import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { connect, createServer } from "node:net";
import { performance } from "node:perf_hooks";
import { expect, test } from "vitest";
import { keepLoopSpinning } from "./keep-spinning.js";

/** How busy the event loop was while `wait` ran: 0 when it slept throughout, 1 when it never slept. */
async function busyWhile(wait: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await wait();
  return performance.eventLoopUtilization(before).utilization;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("keeps the loop from sleeping while it waits, and lets it sleep again once stopped", async () => {
  const stop = keepLoopSpinning();
  const spinning = await busyWhile(() => pause(60));
  stop();
  const stopped = await busyWhile(() => pause(60));
  expect(spinning).toBeGreaterThan(0.8);
  expect(stopped).toBeLessThan(0.5);
});

test("timers and sockets go on while it spins", async () => {
  const server = createServer((socket) => socket.pipe(socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  const stop = keepLoopSpinning();
  try {
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write("ping");
    const [echo] = (await once(socket, "data")) as [Buffer];
    expect(echo.toString()).toBe("ping");
    socket.destroy();
    let fired = false;
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        fired = true;
        resolve();
      }, 5),
    );
    expect(fired).toBe(true);
  } finally {
    stop();
    server.close();
  }
});

test("a process whose spinning is stopped exits once nothing else keeps it", () => {
  const script = [
    `const { keepLoopSpinning } = await import(${JSON.stringify(new URL("./keep-spinning.ts", import.meta.url).href)});`,
    "const stop = keepLoopSpinning();",
    "setTimeout(() => { stop(); console.log('stopped'); }, 20);",
  ].join("\n");
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  expect(run.stderr).toBe("");
  expect(run.stdout.trim()).toBe("stopped");
  expect(run.status).toBe(0);
});
