import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { waitFor } from "../test/stream-helpers.js";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));

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

  it("refuses market options without --market", async () => {
    const alone = start(["--market-depth", "3"]);
    const code = await new Promise<number | null>((resolve) => alone.child.on("exit", resolve));
    expect(code).toBe(2);
    expect(alone.output()).toMatch(/the --market-\* options need --market/);
  });

  it("says where a replay went: perpkit-replay, of the backtest", async () => {
    const { child, output } = start(["--replay", "x.ndjson"]);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(2);
    expect(output()).toMatch(
      /^perpkit-sandbox: --replay is perpkit-replay's now, of @perpkit\/backtest/m,
    );
  });
});
