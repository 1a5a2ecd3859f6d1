import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findTmux } from "@perpkit/harness/tmux";
import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, expect, test } from "vitest";
import { perpkitBin, sandbox, type Trader, trader } from "../../test/helpers.js";

// `perpkit book` in a real terminal: tmux runs it in a 100x30 pane, and the test reads the pane
// the way a person reads the screen.

const found = findTmux();
if (!found.found) {
  throw new Error(
    `tmux is needed to drive perpkit book in a terminal (${found.reason}): run pnpm setup:machine`,
  );
}
const tmuxPath = found.path;
const dir = mkdtempSync(join(tmpdir(), "perpkit-tmux-"));
// A tmux server of this test's own, whose socket goes away with the test's folder.
const socket = join(dir, "tmux.sock");
const log = join(dir, "pane.log");
// The program's exit status, written by the shell that runs it in the pane.
const exitFile = join(dir, "exit");

let exchange: Sandbox;
let maker: Trader;

function tmux(...args: string[]): string {
  return execFileSync(tmuxPath, ["-S", socket, ...args], { encoding: "utf8" });
}

/** The pane as a person sees it: the visible lines, trailing blanks dropped. */
function screen(): string {
  return tmux("capture-pane", "-p", "-t", "book").trimEnd();
}

/** Reads the screen until `check` holds; fails with the last screen after `ms`. */
async function waitForScreen(check: (text: string) => boolean, ms = 15_000): Promise<string> {
  const deadline = Date.now() + ms;
  let text = screen();
  while (!check(text)) {
    if (Date.now() > deadline)
      throw new Error(`the screen never showed what was expected:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    text = screen();
  }
  return text;
}

async function streamFault(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${exchange.baseUrl}/sandbox/faults/stream`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

function limit(side: "buy" | "sell", price: string, quantity: string) {
  return maker.client.placeOrder({
    symbol: "BTCUSD",
    side,
    type: "LIMIT",
    quantity,
    price,
    timeInForce: "GTD",
  });
}

beforeAll(async () => {
  exchange = await sandbox();
  maker = await trader(exchange);
  await limit("buy", "59990", "0.5");
  await limit("buy", "59980", "1.25");
  await limit("sell", "60010", "0.25");
  await limit("sell", "60020", "2");
  tmux(
    "new-session",
    "-d",
    "-s",
    "book",
    "-x",
    "100",
    "-y",
    "30",
    "-e",
    `PERPKIT_BASE_URL=${exchange.baseUrl}`,
    // tmux may be slow to reap a finished program, so its status goes through a file.
    `"${process.execPath}" "${perpkitBin}" book BTCUSD --depth 5; echo $? > "${exitFile}"`,
  );
  tmux("set-option", "-t", "book", "remain-on-exit", "on");
  // Everything the program writes to the terminal, frame by frame, for what flashes by.
  tmux("pipe-pane", "-t", "book", "-o", `cat >> ${log}`);
});

afterAll(async () => {
  try {
    tmux("kill-server");
  } catch {
    // The server is gone already.
  }
  rmSync(dir, { recursive: true, force: true });
  await exchange.close();
});

test("perpkit book shows the live book: levels, spread, state and time since the last update", async () => {
  const text = await waitForScreen((t) => /^live/m.test(t) && t.includes("59980"));
  const lines = text.split("\n");
  expect(lines[0]).toMatch(/^BTCUSD order book {2}updated \d+\.\d s ago$/);
  expect(lines[1]).toBe("live");
  expect(lines[2]).toMatch(/^gaps 0 {2}reconnects 0 {2}book time \d\d:\d\d:\d\d\.\d{3}$/);
  expect(lines[3]).toBe("spread 20 (3.33 bps)");
  expect(lines.slice(5)).toEqual([
    "side  price  quantity",
    "ask   60020         2",
    "ask   60010      0.25",
    "---------------------",
    "bid   59990       0.5",
    "bid   59980      1.25",
  ]);
});

test("a new order shows up on screen from the stream's diffs", async () => {
  await limit("buy", "59995", "0.75");
  const text = await waitForScreen((t) => t.includes("59995"));
  expect(text).toMatch(/^spread 15 \(2\.50 bps\)$/m);
  expect(text.split("\n").slice(9, 12)).toEqual([
    "bid   59995      0.75",
    "bid   59990       0.5",
    "bid   59980      1.25",
  ]);
});

test("after a gap the screen says the book was resynced, and shows the rebuilt levels", async () => {
  await streamFault({ skipL2Book: "BTCUSD" });
  // The rebuild takes one round trip; the screen may or may not be read while it lasts.
  const text = await waitForScreen((t) => /^live {2}resynced after a gap/m.test(t));
  expect(text.split("\n")[1]).toMatch(/^live {2}resynced after a gap \d+\.\d s ago$/);
  expect(text).toMatch(/^gaps 1 {2}reconnects 0/m);
  expect(text).toMatch(/^spread 15 \(2\.50 bps\)$/m);
  expect(text).toMatch(/^bid +59995 +0\.75$/m);
  // While it was being rebuilt, the terminal was told so.
  expect(readFileSync(log, "utf8")).toContain("RESYNCING: a message was missed (gap)");
});

test("while the stream is down the screen shows the resync state over the last levels, then recovers", async () => {
  await streamFault({ dropConnections: true });
  // The client waits before reconnecting, so the state stays on screen long enough to read.
  const resyncing = await waitForScreen((t) => t.includes("RESYNCING"));
  expect(resyncing.split("\n")[1]).toBe("RESYNCING: the connection was lost");
  expect(resyncing).toContain(
    "waiting for a fresh snapshot; the levels above are from before the resync",
  );
  expect(resyncing).toMatch(/^bid +59995 +0\.75$/m);
  const live = await waitForScreen((t) =>
    /^live {2}resynced after the connection was lost/m.test(t),
  );
  expect(live).toMatch(/^gaps 1 {2}reconnects 1/m);
  expect(live).toMatch(/^ask +60010 +0\.25$/m);
});

test("the time since the last update keeps counting between updates", async () => {
  const ages = new Set<string>();
  await waitForScreen((text) => {
    const match = /updated (\d+\.\d) s ago/.exec(text);
    if (match?.[1]) ages.add(match[1]);
    return ages.size >= 2;
  });
  expect(ages.size).toBeGreaterThanOrEqual(2);
});

test("Ctrl-C stops it cleanly: exit 0, and the terminal's own screen comes back", async () => {
  tmux("send-keys", "-t", "book", "C-c");
  // The shell writes the program's exit status once it has ended (the file exists a moment
  // before its line does); tmux redraws the pane after that.
  const status = () => (existsSync(exitFile) ? readFileSync(exitFile, "utf8").trim() : "");
  await waitForScreen(() => status() !== "");
  expect(status()).toBe("0");
  await waitForScreen((text) => !text.includes("order book"));
});
