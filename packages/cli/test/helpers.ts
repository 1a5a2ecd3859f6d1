import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { type Sandbox, startSandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";
import { generatePrivateKey } from "../src/keystore.js";

/** The installed command: bin/perpkit.js, which runs dist/cli.js. */
export const perpkitBin = fileURLToPath(new URL("../bin/perpkit.js", import.meta.url));

/** What a run of perpkit printed and how it exited. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link perpkit}. */
export interface RunOptions {
  /** Environment variables besides PATH and NO_COLOR; nothing else of this process's leaks in. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
}

/**
 * Runs the built `perpkit` as a child process, without a terminal, and waits for it. The sandbox
 * runs in this process, so the run must not block it: spawn, not spawnSync.
 */
export function perpkit(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? "", NO_COLOR: "1" };
    for (const [k, v] of Object.entries(options.env ?? {})) if (v !== undefined) env[k] = v;
    const child = spawn(process.execPath, [perpkitBin, ...args], {
      env,
      cwd: options.cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A local exchange for one test file; `rateLimits: false` for tests that place hundreds of orders. */
export async function sandbox(options: { rateLimits?: false } = {}): Promise<Sandbox> {
  return startSandbox({ port: 0, host: "127.0.0.1", oracle: false, ...options });
}

/** A trader: a fresh key funded on the sandbox, its environment for perpkit, and a REST client. */
export interface Trader {
  readonly key: `0x${string}`;
  readonly address: `0x${string}`;
  readonly env: Record<string, string>;
  readonly client: RestClient;
}

/** A fresh key, funded through the sandbox's faucet (which creates its primary subaccount). */
export async function trader(exchange: Sandbox, amount = "100000"): Promise<Trader> {
  const key = generatePrivateKey();
  const signer = privateKeySigner(key);
  const response = await fetch(`${exchange.baseUrl}/sandbox/deposit`, {
    method: "POST",
    body: JSON.stringify({ account: signer.address, amount }),
  });
  if (!response.ok) throw new Error(`the faucet answered ${response.status}`);
  return {
    key,
    address: signer.address,
    env: { PERPKIT_BASE_URL: exchange.baseUrl, PERPKIT_PRIVATE_KEY: key },
    client: createRestClient({ baseUrl: exchange.baseUrl, signer }),
  };
}

/** The one JSON document a --json run printed. */
export function json<T = Record<string, unknown>>(run: Run): T {
  return JSON.parse(run.stdout) as T;
}

/** The lines of a run's stderr. */
export function errorLines(run: Run): string[] {
  return run.stderr.trim().split("\n");
}
