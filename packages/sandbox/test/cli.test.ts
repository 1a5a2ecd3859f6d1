import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productLine, snapshot, writeLines, writeRecording } from "./replay/recordings.js";
import { waitFor } from "./stream-helpers.js";

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

  it("refuses an unknown option or a stray argument in one line, without a stack trace", async () => {
    for (const args of [["fnd"], ["--prot", "0"]]) {
      const { child, output } = start(args);
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code, args.join(" ")).toBe(2);
      expect(output().trim()).toMatch(
        /^perpkit-sandbox: (Unexpected argument 'fnd'|Unknown option '--prot') \(perpkit-sandbox --help lists the options\)$/,
      );
    }
  });

  it("says how to start a market when none runs, and with --market runs one that fills the books", async () => {
    const quiet = start(["--port", "0", "--no-oracle"]);
    try {
      expect(await quiet.ready).toMatch(/Market\s+quiet: nobody else trades; --market starts/);
    } finally {
      quiet.child.kill("SIGINT");
    }
    const { child, ready } = start([
      "--port",
      "0",
      "--seed",
      "4",
      "--market",
      "--market-depth",
      "3",
    ]);
    try {
      const banner = await ready;
      expect(banner).toMatch(
        /Market\s+simulated makers and takers on BTCUSD, ETHUSD, SOLUSD; GET \/sandbox\/market/,
      );
      const rest = /REST\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
      const book = await waitFor(async () => {
        const answer = (await (await fetch(`${rest}/sandbox/book?symbol=ETHUSD`)).json()) as {
          bids: unknown[];
          asks: unknown[];
        };
        return answer.bids.length === 3 && answer.asks.length === 3 && answer;
      }, "the makers' quotes");
      expect(book.bids).toHaveLength(3);
    } finally {
      child.kill("SIGINT");
    }
  });

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

  it("takes a negative --maker-fee as a rebate and --funding-rate, and says so in its banner", async () => {
    const { child, ready } = start([
      "--port",
      "0",
      "--no-oracle",
      "--maker-fee",
      "-0.0001",
      "--funding-rate",
      "-0.00001",
    ]);
    try {
      const banner = await ready;
      expect(banner).toMatch(/BTCUSD -0\.0001 \(option\)\/0\.0003 \(sandbox default\)/);
      expect(banner).toMatch(/Funding\s+-0\.00001 an hour in every market \(--funding-rate\)/);
      const rest = /REST\s+(http:\/\/\S+)/.exec(banner)?.[1];
      const products = await (await fetch(`${rest}/v1/product`)).json();
      expect(products.data[0]).toMatchObject({ ticker: "BTCUSD", makerFee: "-0.0001" });
    } finally {
      child.kill("SIGINT");
    }
  });

  it("refuses a maker rebate above the taker fee, naming the option", async () => {
    const { child, output } = start(["--port", "0", "--maker-fee=-0.0004"]);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(2);
    expect(output()).toMatch(/fees\.maker is -0\.0004, a rebate above BTCUSD's taker fee 0\.0003/);
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
      /perpkit-sandbox: the replay stopped at line \d+: file cannot be read on: unexpected end of file/,
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

  it("refuses market and replay options it cannot use together", async () => {
    const alone = start(["--market-depth", "3"]);
    const code = await new Promise<number | null>((resolve) => alone.child.on("exit", resolve));
    expect(code).toBe(2);
    expect(alone.output()).toMatch(/the --market-\* options need --market/);
    const frozen = start(["--replay", "x.ndjson", "--frozen"]);
    expect(await new Promise((resolve) => frozen.child.on("exit", resolve))).toBe(2);
    expect(frozen.output()).toMatch(/--replay runs on the recording's clock, alone/);
  });
});
