import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { privateKeySigner } from "@perpkit/signing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { StalledClientError } from "../../src/index.js";
import { startReplay } from "../../src/replay/start.js";
import { writeSyntheticRecording } from "../../src/replay/synthetic-recording.js";
import { waitFor } from "../stream-helpers.js";
import { BOT_KEY, startQuotingBot } from "./quoting-bot.js";
import { joinLockstep } from "./remote-lockstep.js";

// A bot in another process than the sandbox, in lock-step through the README's protocol: the
// sandbox runs as `perpkit-replay --replay ... --replay-speed max --replay-paused` with latency
// lists, the bot runs its clients on the protocol's clock, and its fills, as GET /v1/order/fill
// answers them, are the same bytes as those of the same bot on the same replay in one process.

const cli = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
const folder = mkdtempSync(join(tmpdir(), "perpkit-other-process-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let file: string;
beforeAll(async () => {
  file = join(folder, "other-process.ndjson");
  await writeSyntheticRecording(file, {
    seconds: 10,
    symbols: ["BTCUSD"],
    diffsPerSecond: 20,
    tradesPerSecond: 4,
    seed: 3,
  });
});

const LATENCY = { feed: 2, order: [3, 8, 15, 40], cancel: [5, 9] };

/** The bot's fills as the REST API lists them, as text. */
async function fillsOf(baseUrl: string, subaccountId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/order/fill?subaccountId=${subaccountId}&limit=500`);
  return JSON.stringify(await response.json());
}

async function faucet(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sandbox/deposit`, {
    method: "POST",
    body: JSON.stringify({ account: privateKeySigner(BOT_KEY).address, amount: "100000" }),
  });
  return ((await response.json()) as { subaccount: { id: string } }).subaccount.id;
}

async function inProcess(): Promise<string> {
  const sandbox = await startReplay({
    seed: 11,
    onError: () => undefined,
    replay: { file, speed: "max", paused: true, latency: LATENCY },
  });
  try {
    const subaccount = await faucet(sandbox.baseUrl);
    const bot = await startQuotingBot(sandbox.baseUrl, sandbox.wsUrl, sandbox.clock);
    sandbox.replay?.resume();
    await sandbox.replay?.finished;
    const fills = await fillsOf(sandbox.baseUrl, subaccount);
    await bot.stop();
    return fills;
  } finally {
    await sandbox.close();
  }
}

function startCli(args: string[]): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@perpkit/source", cli, ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
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
  return { child, ready };
}

async function otherProcess(): Promise<string> {
  const { child, ready } = startCli([
    "--port",
    "0",
    "--seed",
    "11",
    "--replay",
    file,
    "--replay-speed",
    "max",
    "--replay-paused",
    "--feed-latency",
    String(LATENCY.feed),
    "--order-latency",
    LATENCY.order.join(","),
    "--cancel-latency",
    LATENCY.cancel.join(","),
  ]);
  try {
    const banner = await ready;
    expect(banner).toMatch(/as fast as its lock-step clients go \(paused: POST/);
    const baseUrl = /REST\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1] as string;
    const wsUrl = /WebSocket\s+(ws:\/\/127\.0\.0\.1:\d+\/v1\/stream)/.exec(banner)?.[1] as string;
    const subaccount = await faucet(baseUrl);
    const remote = await joinLockstep(wsUrl);
    const bot = await startQuotingBot(
      baseUrl,
      wsUrl,
      remote.clock,
      400,
      BOT_KEY,
      { WebSocket: remote.WebSocket },
      remote.fetch,
    );
    const shown = (await (await fetch(`${baseUrl}/sandbox/replay`)).json()) as {
      status: { ended: boolean };
    };
    expect(shown.status.ended).toBe(false);
    const resumed = await fetch(`${baseUrl}/sandbox/replay/resume`, { method: "POST" });
    expect(resumed.status).toBe(200);
    const status = await waitFor(
      async () => {
        const now = (await (await fetch(`${baseUrl}/sandbox/replay`)).json()) as {
          status: { ended: boolean; dropped: number; played: number };
        };
        return now.status.ended && now.status;
      },
      "the replay to end",
      60_000,
    );
    expect(status.dropped).toBe(0);
    const fills = await fillsOf(baseUrl, subaccount);
    await bot.stop().catch(() => undefined);
    remote.close();
    return fills;
  } finally {
    child.kill("SIGINT");
  }
}

describe("a bot in another process, in lock-step", { timeout: 120_000 }, () => {
  test("gets the fills of the same bot in the sandbox's process, byte for byte", async () => {
    const here = await inProcess();
    const there = await otherProcess();
    const fills = JSON.parse(here) as { data: unknown[] };
    expect(fills.data.length).toBeGreaterThan(10);
    expect(there).toBe(here);
  });
});

describe("the lock-step protocol of bots in other processes", { timeout: 60_000 }, () => {
  test("drops a bot that stops acknowledging, by name, and refuses a bad ack naming its field", async () => {
    const reported: unknown[] = [];
    const sandbox = await startReplay({
      seed: 1,
      onError: (error) => reported.push(error),
      replay: { file, speed: "max", paused: true, stallRealMs: 300 },
    });
    try {
      const socket = new WebSocket(`${sandbox.wsUrl}?perpkit-lockstep=new`);
      const frames: Record<string, unknown>[] = [];
      socket.on("message", (data) => frames.push(JSON.parse(data.toString())));
      const hello = await waitFor(() => frames.find((f) => f.bot !== undefined), "the bot's id");
      expect(hello).toMatchObject({ e: "lockstep", t: sandbox.clock.now() });
      socket.send(JSON.stringify({ event: "lockstep", sent: -1, handled: 2 }));
      const refused = await waitFor(() => frames.find((f) => f.ok === false), "the refusal");
      expect(refused).toMatchObject({ code: "VALIDATION_ERROR", event: "lockstep" });
      expect(refused.message).toMatch(/^sent must be a whole number/);
      // It never acknowledges what it was given: the replay waits for it, then drops it.
      sandbox.replay?.resume();
      const status = await sandbox.replay?.finished;
      expect(status).toMatchObject({ ended: true, dropped: 1 });
      expect(status?.lastDropped).toMatch(/^bot .*handled 0 of 4 given/);
      expect(reported.some((e) => e instanceof StalledClientError)).toBe(true);
      socket.close();
    } finally {
      await sandbox.close();
    }
  });
});
