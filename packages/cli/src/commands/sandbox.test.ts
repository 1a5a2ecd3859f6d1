import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { privateKeySigner } from "@perpkit/signing";
import { describe, expect, test } from "vitest";
import { errorLines, json, perpkit, perpkitBin } from "../../test/helpers.js";
import { generatePrivateKey } from "../keystore.js";

/** `perpkit sandbox` with the arguments, until its banner is out. */
function startSandbox(args: string[]) {
  const child = spawn(process.execPath, [perpkitBin, "sandbox", ...args], {
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  const banner = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ctrl-C")) resolve(output);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("close", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  banner.catch(() => undefined);
  return { child, banner, exited, output: () => output };
}

describe("perpkit sandbox", () => {
  test("starts the local exchange as perpkit-sandbox does, funds accounts, and stops on Ctrl-C", async () => {
    const sandbox = startSandbox(["--port", "0", "--no-oracle"]);
    try {
      const banner = await sandbox.banner;
      expect(banner).toMatch(/^perpkit sandbox is running$/m);
      const baseUrl = /REST\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1] ?? "";
      expect(baseUrl).not.toBe("");
      const key = generatePrivateKey();
      const { address } = privateKeySigner(key);
      const env = { PERPKIT_BASE_URL: baseUrl, PERPKIT_PRIVATE_KEY: key };
      const fund = await perpkit(["sandbox", "fund", address, "2500.5"], { env });
      expect(fund.code).toBe(0);
      expect(fund.stdout).toMatch(
        new RegExp(
          `^Deposited 2500\\.5 into primary of ${address} \\(subaccount [0-9a-f-]{36}, COMPLETED\\)\\.$`,
          "m",
        ),
      );
      const balances = await perpkit(["balances", "--json"], { env });
      expect(json<{ data: { amount: string }[] }>(balances).data[0]?.amount).toBe("2500.5");
      const second = await perpkit(
        ["sandbox", "fund", address, "10", "--subaccount", "bot", "--json"],
        {
          env,
        },
      );
      expect(json(second)).toMatchObject({ transfer: { amount: "10" } });
      const subaccounts = await perpkit(["subaccounts", "--columns", "name"], { env });
      expect(subaccounts.stdout.trim().split("\n").slice(1).sort()).toEqual(["bot", "primary"]);
    } finally {
      sandbox.child.kill("SIGINT");
    }
    expect(await sandbox.exited).toBe(0);
    expect(sandbox.output()).toMatch(/SIGINT: stopping the sandbox/);
  });

  test("passes perpkit-sandbox's own checks and exit code through", async () => {
    const run = await perpkit(["sandbox", "--port", "seven"]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe("perpkit-sandbox: --port must be a whole number, got seven");
  });

  test("perpkit backtest replay passes a replay that stops before the end of its file on as an exit code, naming the line", async () => {
    const t = Date.UTC(2026, 0, 5);
    const lines = [
      JSON.stringify({ format: "perpkit-market-recording", version: 1, symbols: ["SOLUSD"] }),
      JSON.stringify(["S", "SOLUSD", t, [["149.5", "2"]], [["150.5", "3"]]]),
    ];
    for (let i = 1; i <= 300; i++) {
      lines.push(JSON.stringify(["T", "SOLUSD", t + i, "150.5", "0.01", 0]));
    }
    const folder = mkdtempSync(join(tmpdir(), "perpkit-cli-replay-"));
    try {
      const file = join(folder, "cut.ndjson.gz");
      const packed = gzipSync(`${lines.join("\n")}\n`);
      // The file was cut as it was copied: its gzip data ends early.
      writeFileSync(file, packed.subarray(0, packed.length - 40));
      const run = await perpkit([
        "backtest",
        "replay",
        "--port",
        "0",
        "--replay",
        file,
        "--replay-speed",
        "1000",
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^perpkit-replay: the replay stopped at line \d+: file cannot be read on: unexpected end of file$/m,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("fund checks the address before anything is sent (exit 3)", async () => {
    const run = await perpkit(["sandbox", "fund", "0x12", "10"]);
    expect(run.code).toBe(3);
    expect(errorLines(run)[0]).toMatch(/^perpkit: <address> must be/);
  });
});
