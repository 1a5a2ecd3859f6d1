import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { cancelLimits } from "@perpkit/core";
import { readableRecords } from "@perpkit/rest";
import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, expect, test } from "vitest";
import { perpkit, perpkitBin, sandbox, trader } from "../test/helpers.js";
import { readCommands } from "./generated/read-commands.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The shell lines of the README's walkthrough (the sh block after `<!-- walkthrough -->`). */
function walkthrough(): string[] {
  const block = /<!-- walkthrough -->\s*```sh\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error("the README has no walkthrough block");
  return block.split("\n").filter((line) => line.trim().length > 0);
}

let exchange: Sandbox;

beforeAll(async () => {
  exchange = await sandbox();
});

afterAll(async () => {
  await exchange.close();
});

test("the README's sandbox walkthrough runs as written, with perpkit commands only", async () => {
  const lines = walkthrough();
  for (const line of lines) expect(line).toMatch(/^(export PERPKIT_\w+=|perpkit )/);
  // The live book would run until Ctrl-C; here it stops after two updates.
  const script = lines.map((line) =>
    line.replace(/^perpkit book (\S+)/, "perpkit book $1 --count 2"),
  );
  const bash = [
    "set -euo pipefail",
    `perpkit() { "${process.execPath}" "${perpkitBin}" "$@"; }`,
    ...script.map((line) => `echo "$ ${line.replace(/["$`\\]/g, "\\$&")}"; ${line}`),
  ].join("\n");
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    // The sandbox of this test stands for the one `perpkit sandbox` starts on 127.0.0.1:7420.
    const child = spawn("bash", ["-c", bash], {
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1", PERPKIT_BASE_URL: exchange.baseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on("close", (exit) => resolve({ code: exit, output: text }));
  });
  expect(output).not.toMatch(/^perpkit: /m);
  expect(code).toBe(0);
  expect(output).toMatch(/^Deposited 10000 into primary of 0x[0-9a-fA-F]{40} /m);
  expect(output).toMatch(/^ask +61000 +0\.01$/m);
  expect(output).toMatch(/^bid +59000 +0\.01$/m);
  expect(output).toMatch(/ ask1 +Ok$/m);
  expect(output).toContain("1 of 1 cancelled in subaccount primary.");
  expect(output.trimEnd().endsWith("No Order records.")).toBe(true);
});

/** The runs that print each error the README shows, and the key they need, if any. */
const documentedErrors: Readonly<Record<string, { args: string[]; key?: true }>> = {
  'perpkit: --range must be one of DAY, WEEK, MONTH, got "YEAR"': {
    args: ["funding", "--product-id", "BTCUSD", "--range", "YEAR"],
  },
  "perpkit: <price> 59000.5 is not a multiple of tickSize 1": {
    args: ["place", "limit", "buy", "BTCUSD", "0.01", "59000.5"],
    key: true,
  },
  'perpkit: <symbol> names no product: "DOGEUSD" (known: BTCUSD, ETHUSD, SOLUSD)': {
    args: ["candles", "DOGEUSD", "1m", "--from", "2026-01-01"],
  },
  "perpkit: --to must be after from: the range is [from, to), and 2026-01-01T00:00:00.000Z is not after 2026-01-02T00:00:00.000Z":
    { args: ["candles", "BTCUSD", "1m", "--from", "2026-01-02", "--to", "2026-01-01"] },
};

test("every error message the README shows is what perpkit prints", async () => {
  const shown = [...readme.matchAll(/`(perpkit: [^`]+)`/g)].map((m) => m[1] as string);
  expect(shown.sort()).toEqual(Object.keys(documentedErrors).sort());
  const funded = await trader(exchange);
  for (const [line, { args, key }] of Object.entries(documentedErrors)) {
    const run = await perpkit(args, {
      env: key ? funded.env : { PERPKIT_BASE_URL: exchange.baseUrl },
    });
    expect(run.stderr.trim().split("\n"), args.join(" ")).toEqual([line]);
  }
});

test("every bound the README gives an option is the spec's, and --limit has none", () => {
  const text = readme.replace(/\n\s*/g, " ");
  const parameters = readCommands.flatMap((c) => c.parameters);
  const stated = [...text.matchAll(/`--([a-z-]+)` takes (\d+) to (\d+)/g)];
  expect(stated.map((m) => m[1])).toEqual(["season"]);
  for (const [, option, minimum, maximum] of stated) {
    const found = parameters.filter((p) => p.option === option);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found)
      expect([p.minimum, p.maximum]).toEqual([Number(minimum), Number(maximum)]);
  }
  expect(text).toContain(
    "`--limit` takes any whole number: the live document bounds it neither way",
  );
  const limits = parameters.filter((p) => p.option === "limit");
  expect(limits.length).toBeGreaterThan(15);
  for (const p of limits) expect([p.minimum, p.maximum]).toEqual([undefined, undefined]);
  expect(text).toContain(`${cancelLimits.maxIdsPerRequest} ids per signed request`);
});

test("the README's --json example has the readable fields of an order", () => {
  const example = /```json\n(\{\n\s*"id"[\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
  const record = JSON.parse(example.replace(/"\.\.\."|"7833fd16-\.\.\."/g, '"x"')) as {
    readable: Record<string, unknown>;
  };
  expect(Object.keys(record.readable)).toEqual([...readableRecords.Order.fields]);
});
