import { afterAll, afterEach } from "vitest";

// Loaded before every test file of every package (`setupFiles` in vitest.shared.ts). An exception
// nobody caught or a promise rejection nobody handled would end a user's process; here it fails
// the test it happened in (or the file, when it happened after the last test).

const stray: string[] = [];

function describe(kind: string, error: unknown): string {
  return `${kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

process.on("uncaughtException", (error) => stray.push(describe("uncaught exception", error)));
process.on("unhandledRejection", (reason) => stray.push(describe("unhandled rejection", reason)));

function check(): void {
  if (stray.length === 0) return;
  const found = stray.splice(0);
  throw new Error(`${found.length} stray error(s):\n${found.join("\n")}`);
}

afterEach(async () => {
  // Errors rethrown on a later tick, and rejections noticed at the next turn, land before this.
  await new Promise((resolve) => setTimeout(resolve, 0));
  check();
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  check();
});
