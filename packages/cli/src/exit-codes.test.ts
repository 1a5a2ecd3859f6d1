import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Sandbox } from "@perpkit/sandbox";
import type { Command } from "commander";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandbox, type Trader, trader } from "../test/helpers.js";
import { exitCodes } from "./errors.js";
import type { CliIo } from "./io.js";
import { buildProgram, runCli } from "./run.js";

// Every command of the program, run four ways that must fail: with a required argument left
// out, with a bad value, without a key, and without an exchange to talk to. Each failure exits
// with the code the README's table gives its kind; a command a way does not apply to says why.

const UUID = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
const ADDRESS = "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045";

/** The four ways, and for each command the arguments of one, or why it does not apply. */
interface Ways {
  readonly missing: readonly string[] | string;
  readonly bad: readonly string[] | string;
  readonly noKey: readonly string[] | string;
  readonly noExchange: readonly string[] | string;
}

const PUBLIC = "a public read: it needs no key";
const NO_ARGUMENTS = "it takes no argument or required option";
const LOCAL = "it talks to no exchange";
const GROUP = "a group of commands: it takes nothing but a subcommand";

const dir = mkdtempSync(join(tmpdir(), "perpkit-exit-"));
const files = {
  batch: join(dir, "batch.json"),
  notJson: join(dir, "not.json"),
  unwritable: join(dir, "no-such-folder", "key.json"),
  recording: join(dir, "market.jsonl"),
  trades: join(dir, "trades.csv"),
  converted: join(dir, "converted.ndjson"),
};

/** Every command path and its four runs. */
const matrix = (): Record<string, Ways> => ({
  place: { missing: ["place"], bad: GROUP, noKey: GROUP, noExchange: GROUP },
  "place limit": {
    missing: ["place", "limit", "buy", "BTCUSD", "0.01"],
    bad: ["place", "limit", "buy", "BTCUSD", "0.01", "59000.5"],
    noKey: ["place", "limit", "buy", "BTCUSD", "0.01", "59000"],
    noExchange: ["place", "limit", "buy", "BTCUSD", "0.01", "59000"],
  },
  "place market": {
    missing: ["place", "market", "buy", "BTCUSD"],
    bad: ["place", "market", "long", "BTCUSD", "0.01"],
    noKey: ["place", "market", "buy", "BTCUSD", "0.01"],
    noExchange: ["place", "market", "buy", "BTCUSD", "0.01"],
  },
  "place close": {
    missing: ["place", "close"],
    bad: ["place", "close", "DOGEUSD"],
    noKey: ["place", "close", "BTCUSD"],
    noExchange: ["place", "close", "BTCUSD"],
  },
  cancel: {
    missing: ["cancel"],
    bad: ["cancel", "12"],
    noKey: ["cancel", "--all"],
    noExchange: ["cancel", "--all"],
  },
  batch: {
    missing: ["batch"],
    bad: ["batch", files.notJson],
    noKey: ["batch", files.batch],
    noExchange: ["batch", files.batch],
  },
  withdraw: {
    missing: ["withdraw"],
    bad: ["withdraw", "1.0000000001"],
    noKey: ["withdraw", "1"],
    noExchange: ["withdraw", "1"],
  },
  signer: { missing: ["signer"], bad: GROUP, noKey: GROUP, noExchange: GROUP },
  "signer link": {
    missing: NO_ARGUMENTS,
    bad: ["signer", "link", "--name", "x".repeat(40)],
    noKey: ["signer", "link"],
    noExchange: ["signer", "link"],
  },
  "signer revoke": {
    missing: ["signer", "revoke"],
    bad: ["signer", "revoke", "nothex"],
    noKey: ["signer", "revoke", ADDRESS],
    noExchange: ["signer", "revoke", ADDRESS],
  },
  "signer refresh": {
    missing: ["signer", "refresh"],
    bad: ["signer", "refresh", "nothex"],
    noKey: ["signer", "refresh", ADDRESS],
    noExchange: ["signer", "refresh", ADDRESS],
  },
  "signer extend": {
    missing: NO_ARGUMENTS,
    bad: ["signer", "extend", "--account", "nothex"],
    noKey: ["signer", "extend"],
    noExchange: ["signer", "extend"],
  },
  book: {
    missing: ["book"],
    bad: ["book", "BTCUSD", "--depth", "0"],
    noKey: PUBLIC,
    noExchange: ["book", "BTCUSD", "--count", "1"],
  },
  watch: {
    missing: ["watch"],
    bad: ["watch", "fills", "--count", "0"],
    noKey: ["watch", "fills", "--count", "1"],
    noExchange: ["watch", "fills", "--count", "1"],
  },
  candles: {
    missing: ["candles", "BTCUSD", "1m"],
    bad: ["candles", "BTCUSD", "7m", "--from", "2026-01-01"],
    noKey: PUBLIC,
    noExchange: ["candles", "BTCUSD", "1m", "--from", "2026-01-01"],
  },
  record: {
    missing: ["record", "BTCUSD"],
    bad: ["record", "BTCUSD", "--out", files.recording, "--channels", "Candles"],
    noKey: PUBLIC,
    noExchange: ["record", "BTCUSD", "--out", files.recording, "--duration", "1"],
  },
  convert: {
    missing: ["convert", "--trades", files.trades],
    bad: ["convert", "--trades", files.trades, "--out", files.converted, "--depth", "101"],
    noKey: LOCAL,
    noExchange: LOCAL,
  },
  backtest: { missing: ["backtest"], bad: GROUP, noKey: GROUP, noExchange: GROUP },
  "backtest sweep": {
    missing: ["backtest", "sweep"],
    bad: ["backtest", "sweep", files.notJson, "--out", join(dir, "sweep-out")],
    noKey: "its runs trade with keys of their own",
    noExchange: "its runs start exchanges of their own",
  },
  "backtest sweep merge": {
    missing: ["backtest", "sweep", "merge"],
    bad: ["backtest", "sweep", "merge", files.notJson, "--out", join(dir, "merged")],
    noKey: LOCAL,
    noExchange: LOCAL,
  },
  key: { missing: ["key"], bad: GROUP, noKey: GROUP, noExchange: GROUP },
  "key new": {
    missing: ["key", "new"],
    bad: ["key", "new", files.unwritable],
    noKey: "it makes a key",
    noExchange: LOCAL,
  },
  "key address": {
    missing: NO_ARGUMENTS,
    bad: NO_ARGUMENTS,
    noKey: ["key", "address"],
    noExchange: LOCAL,
  },
  sandbox: {
    missing: "its default subcommand starts a sandbox",
    bad: GROUP,
    noKey: GROUP,
    noExchange: GROUP,
  },
  "sandbox fund": {
    missing: ["sandbox", "fund", ADDRESS],
    bad: ["sandbox", "fund", "nothex", "10"],
    noKey: "the faucet needs no key",
    noExchange: ["sandbox", "fund", ADDRESS, "10"],
  },
  ...readMatrix(),
});

/** The generated read commands: public ones, and those that read the account's records. */
function readMatrix(): Record<string, Ways> {
  const read = (
    command: string,
    missing: readonly string[] | string,
    bad: readonly string[],
    given: readonly string[],
    account = false,
  ): [string, Ways] => [
    command,
    { missing, bad, noKey: account ? given : PUBLIC, noExchange: given },
  ];
  return Object.fromEntries([
    read("token", ["token"], ["token", "12"], ["token", UUID]),
    read("tokens", NO_ARGUMENTS, ["tokens", "--order", "up"], ["tokens"]),
    read("transfers", NO_ARGUMENTS, ["transfers", "--statuses", "DONE"], ["transfers"], true),
    read("withdrawals", NO_ARGUMENTS, ["withdrawals", "--order-by", "x"], ["withdrawals"], true),
    read(
      "all-subaccounts",
      NO_ARGUMENTS,
      ["all-subaccounts", "--order", "asc"],
      ["all-subaccounts"],
    ),
    read("balances", NO_ARGUMENTS, ["balances", "--order-by", "x"], ["balances"], true),
    read("subaccount", NO_ARGUMENTS, ["subaccount", "12"], ["subaccount"], true),
    read("subaccounts", NO_ARGUMENTS, ["subaccounts", "--order-by", "x"], ["subaccounts"], true),
    read("linked-signer", ["linked-signer"], ["linked-signer", "12"], ["linked-signer", UUID]),
    read(
      "signer-quota",
      NO_ARGUMENTS,
      ["signer-quota", "--subaccount-id", "12"],
      ["signer-quota"],
      true,
    ),
    read(
      "signer-status",
      ["signer-status"],
      ["signer-status", "nothex"],
      ["signer-status", ADDRESS],
    ),
    read("signers", NO_ARGUMENTS, ["signers", "--statuses", "GONE"], ["signers"], true),
    read("rpc-config", NO_ARGUMENTS, ["rpc-config", "--base-url", "notaurl"], ["rpc-config"]),
    read(
      "rate-limit-config",
      NO_ARGUMENTS,
      ["rate-limit-config", "--columns", "nope"],
      ["rate-limit-config"],
    ),
    read("time", NO_ARGUMENTS, ["time", "--network", "moon"], ["time"]),
    read("maintenance", NO_ARGUMENTS, ["maintenance", "--base-url", "ftp://x"], ["maintenance"]),
    read(
      "whitelist",
      ["whitelist"],
      ["whitelist", "--address", "nothex"],
      ["whitelist", "--address", ADDRESS],
    ),
    read(
      "market-liquidity",
      ["market-liquidity"],
      ["market-liquidity", "--product-id", "DOGEUSD"],
      ["market-liquidity", "--product-id", "BTCUSD"],
    ),
    read(
      "market-prices",
      ["market-prices"],
      ["market-prices", "--product-ids", "BTCUSD,"],
      ["market-prices", "--product-ids", "BTCUSD"],
    ),
    read("product", ["product"], ["product", "DOGEUSD"], ["product", "BTCUSD"]),
    read("products", NO_ARGUMENTS, ["products", "--order", "up"], ["products"]),
    read(
      "funding",
      ["funding", "--product-id", "BTCUSD"],
      ["funding", "--product-id", "BTCUSD", "--range", "YEAR"],
      ["funding", "--product-id", "BTCUSD", "--range", "DAY"],
    ),
    read(
      "projected-funding-rates",
      ["projected-funding-rates"],
      ["projected-funding-rates", "--product-ids", "DOGEUSD"],
      ["projected-funding-rates", "--product-ids", "BTCUSD"],
    ),
    read("fills", NO_ARGUMENTS, ["fills", "--side", "up"], ["fills"], true),
    read("order", ["order"], ["order", "12"], ["order", UUID]),
    read("order-group", ["order-group"], ["order-group", "12"], ["order-group", UUID]),
    read("orders", NO_ARGUMENTS, ["orders", "--order-by", "price"], ["orders"], true),
    read(
      "trades",
      ["trades"],
      ["trades", "--product-id", "DOGEUSD"],
      ["trades", "--product-id", "BTCUSD"],
    ),
    read(
      "active-position",
      ["active-position"],
      ["active-position", "--product-id", "DOGEUSD"],
      ["active-position", "--product-id", "BTCUSD"],
      true,
    ),
    read("liquidations", NO_ARGUMENTS, ["liquidations", "--order", "asc"], ["liquidations"]),
    read("position", ["position"], ["position", "12"], ["position", UUID]),
    read(
      "position-fills",
      ["position-fills"],
      ["position-fills", "--position-id", "12"],
      ["position-fills", "--position-id", UUID],
    ),
    read("positions", NO_ARGUMENTS, ["positions", "--side", "up"], ["positions"], true),
    read(
      "referral-code-usage",
      ["referral-code-usage"],
      ["referral-code-usage", "abc"],
      ["referral-code-usage", "XYZ123456789"],
    ),
    read(
      "points-periods",
      ["points-periods", "--address", ADDRESS],
      ["points-periods", "--address", ADDRESS, "--season", "11", "--epoch", "1"],
      ["points-periods", "--address", ADDRESS, "--season", "1", "--epoch", "1"],
    ),
    read(
      "points-season-summaries",
      ["points-season-summaries"],
      ["points-season-summaries", "--address", "nothex"],
      ["points-season-summaries", "--address", ADDRESS],
    ),
    read("total-points", NO_ARGUMENTS, ["total-points", "--season", "11"], ["total-points"]),
  ]);
}

/** Every command path of the program, as `perpkit --help` and its subcommands list them. */
function commandPaths(): string[] {
  const program = buildProgram(
    { ...io({}).io },
    {
      session: () => {
        throw new Error("no command runs here");
      },
      describeFields: () => undefined,
    },
  );
  const paths: string[] = [];
  const walk = (command: Command, prefix: string[]) => {
    for (const sub of command.commands) {
      paths.push([...prefix, sub.name()].join(" "));
      walk(sub, [...prefix, sub.name()]);
    }
  };
  walk(program, []);
  return paths;
}

/** An in-process run's streams, environment and what it printed. */
function io(env: Record<string, string>): {
  io: CliIo;
  stdout: () => string;
  stderr: () => string;
} {
  let stdout = "";
  let stderr = "";
  return {
    io: {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      stdin: Readable.from([]),
      env,
      stop: new AbortController().signal,
    },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

let exchange: Sandbox;
let alice: Trader;
let closedUrl: string;

beforeAll(async () => {
  exchange = await sandbox();
  alice = await trader(exchange);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  closedUrl = `http://127.0.0.1:${port}`;
  writeFileSync(files.batch, JSON.stringify([{ type: "CANCEL", clientOrderId: "b1" }]));
  writeFileSync(files.notJson, "{ instructions: [");
  writeFileSync(files.trades, "timestamp,symbol,side,price,amount\n1,BTCUSD,buy,1,1\n");
});

afterAll(async () => {
  await exchange.close();
});

const WAYS = [
  ["missing", "a required argument left out", "usage"],
  ["bad", "a bad value", "validation"],
  ["noKey", "no key", "auth"],
  ["noExchange", "no exchange to talk to", "network"],
] as const;

describe("exit codes, command by command", () => {
  test("the matrix names every command of the program", () => {
    expect(Object.keys(matrix()).sort()).toEqual(
      commandPaths()
        // Their arguments are perpkit-sandbox's and perpkit-replay's, which check them.
        .filter((p) => p !== "sandbox start" && p !== "backtest replay")
        .sort(),
    );
  });

  const names = Object.keys(matrix());
  for (const [way, label, kind] of WAYS) {
    test.each(names)(`%s with ${label} exits ${exitCodes[kind]} (${kind})`, async (name) => {
      const args = matrix()[name]?.[way];
      if (typeof args === "string") {
        expect(args.length).toBeGreaterThan(0);
        return;
      }
      const env: Record<string, string> = {
        PERPKIT_BASE_URL: way === "noExchange" ? closedUrl : exchange.baseUrl,
        PERPKIT_KEYSTORE_PASSWORD: "a password",
        PERPKIT_SIGNER_PRIVATE_KEY: `0x${"22".repeat(32)}`,
      };
      if (way !== "noKey") env.PERPKIT_PRIVATE_KEY = alice.key;
      const run = io(env);
      const code = await runCli(args as string[], run.io);
      expect({ code, stderr: run.stderr() }).toEqual({
        code: exitCodes[kind],
        stderr: expect.stringMatching(/^(perpkit: |Usage: )/),
      });
    });
  }
});
