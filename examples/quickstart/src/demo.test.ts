import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `pnpm demo` runs src/demo.ts with tsx; these tests run it the same way, as a child process.

const here = fileURLToPath(new URL("..", import.meta.url));

function runDemo(env: Record<string, string | undefined> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=@perpkit/source", "src/demo.ts"],
      { cwd: here, env: { ...process.env, PERPKIT_NETWORK: undefined, ...env } },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

// A child process compiles the workspace sources first; on a busy CI machine that takes a while.
describe("pnpm demo", { timeout: 60_000 }, () => {
  it("runs the whole flow against a sandbox and exits 0", async () => {
    const { code, stdout, stderr } = await runDemo();
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const expected = [
      /on the sandbox, a local exchange at http:\/\/127\.0\.0\.1:\d+/,
      /1\. Fund two wallets/,
      /maker 0x\S+\s+100000 USD/,
      /2\. Link a signer/,
      /bot 0x\S+\s+ACTIVE/,
      /book\s+live/,
      /sell 0\.01 @ \d+\s+Ok/,
      /best bid 0\.01 @ \d+, best ask 0\.01 @ \d+/,
      /market buy 0\.015\s+Ok/,
      /fill \(stream\), taker\s+bought 0\.01 @ \d+, taker/,
      /fill \(stream\), maker\s+sold 0\.005 @ \d+, maker/,
      /AlreadyFilled/,
      /sell @ \d+\s+Ok/,
      /best bid none, best ask none/,
      /REVOKED/,
      /maker position\s+short 0\.015 BTCUSD/,
      /taker position\s+long 0\.015 BTCUSD/,
      /last price, \d\d:\d\d UTC\s+O \d+ H \d+ L \d+ C \d+, V 0\.015/,
      /oracle price, \d\d:\d\d UTC\s+O \d+/,
      /withdraw 1000 USD\s+PENDING/,
      /PENDING -> COMPLETED after the lockout/,
      /maker balance\s+99000 USD/,
      /10\. Watch a living market: ETHUSD for 2 s/,
      /ETHUSD book \(stream\)\s+[1-9]\d* updates in 2 s/,
      /ETHUSD best bid, ask\s+\S+ @ \d+(\.\d+)?, \S+ @ \d+(\.\d+)?/,
      /trades \(stream\)\s+\d+ in 2 s/,
      /perpkit sandbox --market/,
      /Done in \d+\.\d s\./,
    ];
    let at = 0;
    for (const pattern of expected) {
      const match = pattern.exec(stdout.slice(at));
      expect(match, `${pattern} after character ${at} of:\n${stdout}`).not.toBeNull();
      at += (match?.index ?? 0) + (match?.[0].length ?? 0);
    }
  });

  it("explains what testnet needs when no private key is given", async () => {
    const { code, stdout, stderr } = await runDemo({
      PERPKIT_NETWORK: "testnet",
      PERPKIT_PRIVATE_KEY: "",
    });
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/needs PERPKIT_PRIVATE_KEY/);
    expect(stderr).toMatch(/deposit/);
  });

  it("refuses a network it does not run on, and a malformed key", async () => {
    const mainnet = await runDemo({ PERPKIT_NETWORK: "mainnet" });
    expect(mainnet.code).toBe(2);
    expect(mainnet.stderr).toMatch(/sandbox \(the default\) or testnet only/);
    const badKey = await runDemo({ PERPKIT_NETWORK: "testnet", PERPKIT_PRIVATE_KEY: "0x12" });
    expect(badKey.code).toBe(2);
    expect(badKey.stderr).toMatch(/PERPKIT_PRIVATE_KEY must be a 0x-prefixed 32-byte hex/);
  });
});
