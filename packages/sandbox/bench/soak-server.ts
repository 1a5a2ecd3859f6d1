// The sandbox under soak: started by soak.ts in its own process with --expose-gc, it answers
// "heap" messages with the heap left after a full garbage collection.
import { startSandbox } from "../src/sandbox.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error("run by soak.ts: node --expose-gc with an IPC channel");

const sandbox = await startSandbox({
  port: 0,
  rateLimits: false,
  oracle: false,
  verifyThreads: Number(process.env.SOAK_THREADS ?? 1),
  ...(process.env.SOAK_DATA_DIR ? { dataDir: process.env.SOAK_DATA_DIR } : {}),
});
process.send({ url: sandbox.baseUrl });
process.on("message", (message) => {
  if (message !== "heap") return;
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss });
});
process.on("disconnect", () => {
  void sandbox.close().then(() => process.exit(0));
});
