import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readCommands } from "../src/generated/read-commands.js";
import { errorLines, json, perpkit, sandbox, type Trader, trader } from "./helpers.js";

let exchange: Sandbox;
let alice: Trader;
let local: Record<string, string>;

beforeAll(async () => {
  exchange = await sandbox();
  alice = await trader(exchange);
  local = { PERPKIT_BASE_URL: exchange.baseUrl };
  // A resting order of each side, and a trade against a second trader.
  const bob = await trader(exchange);
  await alice.client.placeOrder({
    symbol: "ETHUSD",
    side: "buy",
    type: "LIMIT",
    quantity: "1.5",
    price: "2999.9",
    timeInForce: "GTD",
    clientOrderId: "aliceBid",
  });
  await alice.client.placeOrder({
    symbol: "ETHUSD",
    side: "sell",
    type: "LIMIT",
    quantity: "0.25",
    price: "3100.5",
    timeInForce: "GTD",
  });
  await bob.client.placeOrder({ symbol: "ETHUSD", side: "sell", type: "MARKET", quantity: "0.5" });
});

afterAll(async () => {
  await exchange.close();
});

describe("generated read commands", () => {
  test("perpkit products prints every product as a table", async () => {
    const run = await perpkit(["products"], { env: local });
    expect(run.code).toBe(0);
    const [header, ...rows] = run.stdout.trim().split("\n");
    expect(header).toMatch(/^id\s+ticker\s+displayTicker\s+.*lotSize\s+tickSize/);
    expect(rows.map((r) => r.split(/\s+/)[1])).toEqual(["BTCUSD", "ETHUSD", "SOLUSD"]);
    expect(rows[1]).toMatch(/\b0\.001\s+0\.1\b/);
  });

  test("perpkit products --json prints the service's answer as it is", async () => {
    const run = await perpkit(["products", "--json"], { env: local });
    const raw = await (await fetch(`${exchange.baseUrl}/v1/product`)).json();
    expect(run.code).toBe(0);
    expect(json(run)).toEqual(raw);
  });

  test("decimals are printed digit for digit, never through a JS number", async () => {
    // 17 significant digits: a JS number would print 12345678.12345679.
    const price = "12345678.123456789";
    await fetch(`${exchange.baseUrl}/sandbox/oracle-price`, {
      method: "POST",
      body: JSON.stringify({ symbol: "SOLUSD", price }),
    });
    const table = await perpkit(["market-prices", "--product-ids", "SOLUSD"], { env: local });
    const document = await perpkit(["market-prices", "--product-ids", "SOLUSD", "--json"], {
      env: local,
    });
    expect(table.stdout).toMatch(new RegExp(`(^|\\s)${price.replace(".", "\\.")}(\\s|$)`, "m"));
    expect(document.stdout).toContain(`"oraclePrice": "${price}"`);
    expect(json<{ data: { oraclePrice: string }[] }>(document).data[0]?.oraclePrice).toBe(price);
  });

  test("perpkit orders --limit 20 lists the key's orders in its primary subaccount", async () => {
    const run = await perpkit(["orders", "--limit", "20", "--json"], { env: alice.env });
    expect(run.code).toBe(0);
    const page = json<{ data: { price: string; quantity: string; status: string }[] }>(run);
    expect(page.data.map((o) => [o.price, o.quantity]).sort()).toEqual([
      ["2999.9", "1.5"],
      ["3100.5", "0.25"],
    ]);
  });

  test("an option of the spec's enum reads sides in words", async () => {
    const run = await perpkit(["orders", "--side", "sell", "--columns", "side,price"], {
      env: alice.env,
    });
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^side\s+price$/),
      expect.stringMatching(/^sell\s+3100\.5$/),
    ]);
  });

  test("perpkit fills --limit 20 shows the fill of the trade, its price exact", async () => {
    const run = await perpkit(
      ["fills", "--limit", "20", "--columns", "side,price,filled,isMaker"],
      {
        env: alice.env,
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")[1]).toMatch(/^buy\s+2999\.9\s+0\.5\s+true$/);
  });

  test("a list option takes comma-separated values: perpkit transfers --statuses COMPLETED", async () => {
    const run = await perpkit(["transfers", "--statuses", "COMPLETED,PENDING", "--json"], {
      env: alice.env,
    });
    expect(run.code).toBe(0);
    const page = json<{ data: { type: string; amount: string; status: string }[] }>(run);
    expect(page.data).toEqual([
      expect.objectContaining({ type: "DEPOSIT", amount: "100000", status: "COMPLETED" }),
    ]);
  });

  test("a page with more records says how to read on, and --all reads every page", async () => {
    const first = await perpkit(["orders", "--limit", "1", "--columns", "price"], {
      env: alice.env,
    });
    expect(first.stdout.trim().split("\n")).toHaveLength(2);
    expect(first.stderr).toMatch(/^More records: add --cursor \S+, or --all for every page\.$/m);
    const all = await perpkit(["orders", "--limit", "1", "--all", "--json"], { env: alice.env });
    expect(json<{ data: unknown[] }>(all).data).toHaveLength(2);
  });

  test("a path parameter is an argument, and a product may be named by its symbol", async () => {
    const run = await perpkit(["product", "ethusd"], { env: local });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ticker\s+ETHUSD$/m);
    expect(run.stdout).toMatch(/^tickSize\s+0\.1$/m);
  });

  test("perpkit order <id> shows one order", async () => {
    const orders = json<{ data: { id: string; clientOrderId?: string }[] }>(
      await perpkit(["orders", "--json"], { env: alice.env }),
    );
    const bid = orders.data.find((o) => o.clientOrderId === "aliceBid");
    const run = await perpkit(["order", bid?.id ?? "", "--json"], { env: local });
    expect(json(run)).toMatchObject({ id: bid?.id, price: "2999.9", clientOrderId: "aliceBid" });
  });

  test("perpkit subaccounts fills the owner from the key; --account reads without a key", async () => {
    const withKey = await perpkit(["subaccounts"], { env: alice.env });
    expect(withKey.stdout).toMatch(/\bprimary\b/);
    const readOnly = await perpkit(["balances", "--account", alice.address, "--json"], {
      env: local,
    });
    expect(readOnly.code).toBe(0);
    expect(json<{ data: { tokenName: string }[] }>(readOnly).data[0]?.tokenName).toBe("USD");
  });

  test("perpkit time prints one record", async () => {
    const run = await perpkit(["time", "--json"], { env: local });
    expect(json<{ time: number }>(run).time).toBeGreaterThan(1_700_000_000_000);
  });

  test("every read operation of the spec is a command", async () => {
    const help = await perpkit(["--help"], { env: local });
    for (const command of readCommands) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command.name} `, "m"));
    }
  });
});

describe("read errors: one line, and the exit code of their kind", () => {
  test("a value out of the spec's bounds names the option and the rule (exit 3)", async () => {
    const ids = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const run = await perpkit(["market-prices", "--product-ids", ids.join(",")], { env: local });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual(["perpkit: --product-ids takes at most 50 values, got 51"]);
    expect(run.stdout).toBe("");
  });

  test("a value outside the spec's enum names the option and the values (exit 3)", async () => {
    const run = await perpkit(["funding", "--product-id", "BTCUSD", "--range", "YEAR"], {
      env: local,
    });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      'perpkit: --range must be one of DAY, WEEK, MONTH, got "YEAR"',
    ]);
  });

  test("a malformed id names the argument (exit 3)", async () => {
    const run = await perpkit(["order", "12"], { env: local });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual(['perpkit: <order-id> must be a UUID, got "12"']);
  });

  test("an id the exchange does not know is a one-line 404 (exit 3)", async () => {
    const run = await perpkit(["order", "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50"], { env: local });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([expect.stringMatching(/^perpkit: Not found \(404\)/)]);
  });

  test("a required option left out is a usage error (exit 2)", async () => {
    const run = await perpkit(["funding", "--product-id", "BTCUSD"], { env: local });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual(["perpkit: funding needs --range (one of DAY, WEEK, MONTH)"]);
  });

  test("an unknown option is a usage error (exit 2)", async () => {
    const run = await perpkit(["orders", "--statusez", "NEW"], { env: alice.env });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual(["perpkit: unknown option '--statusez'"]);
  });

  test("an account read without a key or --account says how to name the account (exit 2)", async () => {
    const run = await perpkit(["orders"], { env: local });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual([
      "perpkit: orders needs the account: set PERPKIT_PRIVATE_KEY, give --key-file, or give --account <address>",
    ]);
  });

  test("a key whose account has no subaccount yet is told how one is made (exit 3)", async () => {
    const key = `0x${"11".repeat(32)}`;
    const run = await perpkit(["orders"], { env: { ...local, PERPKIT_PRIVATE_KEY: key } });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      expect.stringMatching(
        /^perpkit: --subaccount is not given, and 0x[0-9a-fA-F]{40} has no subaccount yet: a deposit creates one \(on the sandbox: perpkit sandbox fund 0x[0-9a-fA-F]{40} 10000\)$/,
      ),
    ]);
  });

  test("--columns naming no field is refused (exit 3)", async () => {
    const run = await perpkit(["products", "--columns", "ticker,nope"], { env: local });
    expect(run.code).toBe(3);
    expect(errorLines(run)[0]).toMatch(/^perpkit: --columns names no field of Product: "nope"/);
  });

  test("with --json the error line is a JSON object with its kind and exit code", async () => {
    const run = await perpkit(["orders", "--order-by", "price", "--json"], { env: alice.env });
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stderr)).toEqual({
      error: {
        kind: "validation",
        exitCode: 3,
        code: "VALIDATION",
        field: "--order-by",
        message: '--order-by must be one of createdAt, got "price"',
      },
    });
  });
});
