import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productLine, snapshot, trade, writeLines, writeRecording } from "./recordings.js";

// perpkit-replay: perpkit-sandbox's command line with a recording played into the sandbox.

const cli = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));

function start(args: string[]): {
  child: ChildProcess;
  output: () => string;
  ready: Promise<string>;
} {
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
  // Tests that expect the process to fail never await `ready`.
  ready.catch(() => undefined);
  return { child, output: () => text, ready };
}

describe("perpkit-replay", () => {
  it("plays a recording with --replay, stepped over HTTP", async () => {
    const t = Date.UTC(2026, 0, 5);
    const file = writeRecording(
      ["SOLUSD"],
      [snapshot("SOLUSD", t, [["149.5", "2"]], [["150.5", "3"]])],
    );
    const { child, ready } = start(["--port", "0", "--replay", file, "--replay-speed", "step"]);
    try {
      const banner = await ready;
      expect(banner).toMatch(/Market\s+replay of .*market\.ndjson \(SOLUSD\), stepped by POST/);
      expect(banner).toMatch(/Oracle\s+follows the recording's mark prices/);
      // A recording without product lines: the sandbox's fees, said in the banner and warned of.
      expect(banner).toMatch(/Fees\s+maker\/taker .*SOLUSD 0\/0\.0005 \(sandbox default\)/);
      expect(banner).toMatch(
        /^sandbox: the recording holds no product line .*SOLUSD maker 0 \(sandbox default\), taker 0\.0005 \(sandbox default\)/m,
      );
      const rest = /REST\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
      const advanced = await fetch(`${rest}/sandbox/replay/advance`, {
        method: "POST",
        body: JSON.stringify({ ms: 10 }),
      });
      expect(await advanced.json()).toMatchObject({ books: 1, ended: true });
      const book = await (await fetch(`${rest}/sandbox/book?symbol=SOLUSD`)).json();
      expect(book).toMatchObject({ bids: [["149.5", "2"]], asks: [["150.5", "3"]] });
    } finally {
      child.kill("SIGINT");
    }
  });

  it("plays the markets and window --replay-symbols, --replay-from and --replay-to name", async () => {
    const t = Date.UTC(2026, 0, 5);
    const file = writeRecording(
      ["SOLUSD", "ETHUSD"],
      [
        snapshot("SOLUSD", t, [["149.5", "2"]], [["150.5", "3"]]),
        snapshot("ETHUSD", t, [["2999", "1"]], [["3001", "1"]]),
        trade("ETHUSD", t + 10_000, "3000", "0.5", 0),
        trade("ETHUSD", t + 40_000, "3001", "0.5", 0),
        snapshot("ETHUSD", t + 60_000, [["3010", "1"]], [["3012", "1"]]),
        trade("ETHUSD", t + 90_000, "3011", "0.5", 0),
      ],
    );
    const { child, ready } = start([
      ...["--port", "0", "--replay", file, "--replay-speed", "step", "--replay-symbols", "ETHUSD"],
      ...["--replay-from", new Date(t + 30_000).toISOString(), "--replay-to", String(t + 80_000)],
    ]);
    try {
      const banner = await ready;
      expect(banner).toMatch(/Market\s+replay of .*market\.ndjson \(ETHUSD\), stepped by POST/);
      const rest = /REST\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
      await fetch(`${rest}/sandbox/replay/advance`, { method: "POST", body: '{"ms":120000}' });
      const status = await (await fetch(`${rest}/sandbox/replay`)).json();
      // Of the three trades, only the one within the window played; SOLUSD not at all.
      expect(status).toMatchObject({ symbols: ["ETHUSD"], status: { trades: 1, books: 2 } });
      const book = await (await fetch(`${rest}/sandbox/book?symbol=ETHUSD`)).json();
      expect(book).toMatchObject({ bids: [["3010", "1"]], asks: [["3012", "1"]] });
      const other = await (await fetch(`${rest}/sandbox/book?symbol=SOLUSD`)).json();
      expect(other).toMatchObject({ bids: [], asks: [] });
    } finally {
      child.kill("SIGINT");
    }
  });

  it("charges a recording's fees, under --taker-fee, and says which in its banner", async () => {
    const t = Date.UTC(2026, 0, 5);
    const file = writeLines(
      ["SOLUSD"],
      [
        productLine({
          symbol: "SOLUSD",
          makerFee: "0.001",
          takerFee: "0.004",
          tickSize: "0.01",
          lotSize: "0.01",
        }),
        JSON.stringify(["S", "SOLUSD", t, [["149.5", "2"]], [["150.5", "3"]]]),
      ],
    );
    const { child, ready } = start([
      "--port",
      "0",
      "--replay",
      file,
      "--replay-speed",
      "step",
      "--taker-fee",
      "0.0006",
    ]);
    try {
      const banner = await ready;
      expect(banner).toMatch(/SOLUSD 0\.001 \(recording\)\/0\.0006 \(option\)/);
      expect(banner).not.toMatch(/no product line/);
    } finally {
      child.kill("SIGINT");
    }
  });

  it("exits non-zero naming the line when its replay stops before the end of the file", async () => {
    const t = Date.UTC(2026, 0, 5);
    const lines = [JSON.stringify(["S", "SOLUSD", t, [["149.5", "2"]], [["150.5", "3"]]])];
    for (let i = 1; i <= 300; i++)
      lines.push(JSON.stringify(["T", "SOLUSD", t + i, "150.5", "0.01", 0]));
    const file = writeLines(["SOLUSD"], lines, { gzip: true });
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 40));
    const { child, output } = start(["--port", "0", "--replay", file, "--replay-speed", "1000"]);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output()).toMatch(
      /perpkit-replay: the replay stopped at line \d+: file cannot be read on: unexpected end of file/,
    );
    // What the replay reports is a line of text each, never a stack.
    expect(output()).toMatch(/^sandbox: replay line \d+: file cannot be read on/m);
    expect(output()).not.toMatch(/^\s+at /m);
  });

  it("refuses replay options without a replay, and a speed or latency list it cannot read", async () => {
    const cases: [string[], RegExp][] = [
      [["--replay-paused"], /--replay-paused needs --replay/],
      [["--order-latency", "5"], /--order-latency needs --replay/],
      [
        ["--replay", "x.ndjson", "--replay-speed", "fast"],
        /--replay-speed must be a number above 0, max or step, got fast/,
      ],
      [
        ["--replay", "x.ndjson", "--cancel-latency", "5,x"],
        /--cancel-latency must be ms, a list of them/,
      ],
    ];
    const runs = cases.map(async ([args, message]) => {
      const { child, output } = start(args);
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      return { code, output: output(), message };
    });
    for (const { code, output, message } of await Promise.all(runs)) {
      expect(code).toBe(2);
      expect(output).toMatch(message);
    }
  });

  it("refuses options of perpkit-sandbox that the recording sets", async () => {
    const frozen = start(["--replay", "x.ndjson", "--frozen"]);
    expect(await new Promise((resolve) => frozen.child.on("exit", resolve))).toBe(2);
    expect(frozen.output()).toMatch(/--replay runs on the recording's clock, alone/);
  });
});
