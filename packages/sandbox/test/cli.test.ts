import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));

function start(args: string[]): {
  child: ChildProcess;
  output: () => string;
  ready: Promise<string>;
} {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@perpkit/source", cli, ...args],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let text = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("Ctrl-C")) resolve(text);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code}: ${text}`)));
  });
  // Tests that expect the process to fail never await `ready`.
  ready.catch(() => undefined);
  return { child, output: () => text, ready };
}

describe("perpkit-sandbox", () => {
  it("prints the REST, WebSocket and candle URLs, serves, and stops cleanly on SIGINT", async () => {
    const { child, output, ready } = start(["--port", "0", "--seed", "1"]);
    const banner = await ready;
    const rest = /REST\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
    expect(rest).toBeDefined();
    expect(banner).toMatch(/WebSocket\s+ws:\/\/127\.0\.0\.1:\d+\/v1\/stream/);
    expect(banner).toMatch(/Candles\s+http:\/\/127\.0\.0\.1:\d+/);
    const time = await fetch(`${rest}/v1/time`);
    expect(time.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(output()).toMatch(/SIGINT: stopping the sandbox/);
  });

  it("refuses a malformed option", async () => {
    const { child, output } = start(["--port", "seven"]);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(2);
    expect(output()).toMatch(/--port must be a whole number/);
  });
});
