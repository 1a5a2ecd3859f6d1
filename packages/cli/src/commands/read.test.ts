import { readableRecords } from "@perpkit/rest";
import type { Sandbox } from "@perpkit/sandbox";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorLines, json, perpkit, sandbox, type Trader, trader } from "../../test/helpers.js";
import { readCommands } from "../generated/read-commands.js";
import { formatValue } from "../values.js";

let exchange: Sandbox;
let alice: Trader;
let local: Record<string, string>;
let alicePosition: string | undefined;
const positionId = () => alicePosition;

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
  alicePosition = (await alice.client.listPositions({})).data[0]?.id;
});

afterAll(async () => {
  await exchange.close();
});

describe("generated read commands", () => {
  test("perpkit products prints every product with the spec's columns, not all 30-odd fields", async () => {
    const run = await perpkit(["products"], { env: local });
    expect(run.code).toBe(0);
    const [header, ...rows] = run.stdout.trim().split("\n");
    const products = readCommands.find((c) => c.name === "products");
    expect(header?.split(/\s+/)).toEqual(products?.table);
    expect(products?.table.length).toBeLessThanOrEqual(12);
    expect(products?.columns.length).toBeGreaterThan(30);
    expect(rows.map((r) => r.split(/\s+/)[0])).toEqual(["BTCUSD", "ETHUSD", "SOLUSD"]);
    expect(rows[1]).toMatch(/^ETHUSD\s+ACTIVE\s+0\.1\s+0\.001\b/);
  });

  test("--columns shows any field of the record, those the table leaves out too", async () => {
    const run = await perpkit(["products", "--columns", "id,ticker,pythFeedId"], { env: local });
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[0]).toMatch(/^id\s+ticker\s+pythFeedId$/);
  });

  test("orders read in words: symbol and side, and times in ISO 8601", async () => {
    const run = await perpkit(["orders"], { env: alice.env });
    expect(run.code).toBe(0);
    const [header, ...rows] = run.stdout.trim().split("\n");
    expect(header).toMatch(/^id\s+createdAt\s+symbol\s+side\s+type\s+price\s+quantity\b/);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatch(
        /^[0-9a-f-]{36}\s+\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\s+ETHUSD\s+(buy|sell)\s+LIMIT\s/,
      );
    }
    expect(run.stdout).not.toMatch(/\b\d{13}\b/);
  });

  test("--columns takes the readable fields: perpkit positions --columns symbol,side,size", async () => {
    const run = await perpkit(["positions", "--columns", "symbol,side,size"], { env: alice.env });
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^symbol\s+side\s+size$/),
      expect.stringMatching(/^ETHUSD\s+buy\s+0\.5$/),
    ]);
  });

  test("trades and fills show the symbol, and each side in words", async () => {
    const trades = await perpkit(["trades", "--product-id", "ETHUSD"], { env: local });
    expect(trades.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^createdAt\s+symbol\s+takerSide\s+price\s+filled\s+id$/),
      expect.stringMatching(/Z\s+ETHUSD\s+sell\s+2999\.9\s+0\.5\s+[0-9a-f-]{36}$/),
    ]);
    const fills = await perpkit(["fills"], { env: alice.env });
    expect(fills.stdout.trim().split("\n")[1]).toMatch(/Z\s+ETHUSD\s+buy\s+2999\.9\s+0\.5\s/);
  });

  test("--json keeps the service's values and adds the readable ones beside them", async () => {
    const run = await perpkit(["orders", "--json"], { env: alice.env });
    const raw = await alice.client.listOrders({});
    const page = json<{ data: Record<string, unknown>[] }>(run);
    expect(page.data).toHaveLength(raw.data.length);
    for (const [i, order] of raw.data.entries()) {
      expect(page.data[i]).toEqual({
        ...order,
        readable: { symbol: "ETHUSD", side: order.side === 0 ? "buy" : "sell" },
      });
    }
    const one = await perpkit(["position", String(positionId()), "--json"], { env: local });
    expect(json(one)).toMatchObject({ side: 0, readable: { symbol: "ETHUSD", side: "buy" } });
  });

  test("a record without a product id or a side prints as the service sent it", async () => {
    const run = await perpkit(["balances", "--json"], { env: alice.env });
    const raw = await alice.client.listBalances({});
    expect(json(run)).toEqual(JSON.parse(JSON.stringify(raw)));
  });

  test("every field that holds a time reads as ISO 8601 in a table", () => {
    const times = readCommands.flatMap((c) =>
      c.columns
        .filter((col) => /(At|^time|[tT]imestamp)$/.test(col.name))
        .map((col) => [`${c.record}.${col.name}`, col.kind] as const),
    );
    expect(times.length).toBeGreaterThan(40);
    for (const [field, kind] of times)
      expect([field, kind]).toEqual([
        field,
        expect.stringMatching(/^(timestamp-ms|unix-seconds)$/),
      ]);
    expect(formatValue(1_767_225_600_000, "timestamp-ms")).toBe("2026-01-01T00:00:00.000Z");
    expect(formatValue(1_767_225_600, "unix-seconds")).toBe("2026-01-01T00:00:00.000Z");
  });

  test("every record with a product id or a numeric side has a readable form in @perpkit/rest", () => {
    for (const command of readCommands) {
      const names = command.columns.map((c) => c.name);
      const sides = command.columns.filter((c) => c.kind === "side").map((c) => c.name);
      if (!names.includes("productId") && sides.length === 0) continue;
      const entry = readableRecords[command.record as keyof typeof readableRecords];
      expect(entry, command.record).toBeDefined();
      if (names.includes("productId")) expect(entry.fields).toContain("symbol");
      for (const side of sides) expect(entry.fields).toContain(side);
      for (const field of entry.fields)
        expect(names, command.record).toContain(field === "quantity" ? "filled" : field);
    }
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

  test("time filters take dates as every time option does: --created-after 2026-01-01", async () => {
    const since = await perpkit(["orders", "--created-after", "2020-01-01", "--json"], {
      env: alice.env,
    });
    expect(since.code).toBe(0);
    expect(json<{ data: unknown[] }>(since).data).toHaveLength(2);
    const later = await perpkit(["orders", "--created-after", "2099-01-01T00:00Z", "--json"], {
      env: alice.env,
    });
    expect(json<{ data: unknown[] }>(later).data).toHaveLength(0);
    const bad = await perpkit(["orders", "--created-after", "yesterday"], { env: alice.env });
    expect(bad.code).toBe(3);
    expect(errorLines(bad)[0]).toMatch(/^perpkit: --created-after must be a date/);
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

  test("--limit has no bound of its own: the live document states none, so 500 is sent", async () => {
    const run = await perpkit(["orders", "--limit", "500", "--json"], { env: alice.env });
    expect(run.code).toBe(0);
    expect(json<{ data: unknown[] }>(run).data).toHaveLength(2);
  });

  test("--limit 0 reaches the exchange, whose refusal and reason are printed (exit 3)", async () => {
    const run = await perpkit(["orders", "--limit", "0"], { env: alice.env });
    expect(run.code).toBe(3);
    expect(errorLines(run)).toEqual([
      expect.stringMatching(
        /^perpkit: The exchange rejected the request as invalid \(400\): query\.limit must be at least 1 \(GET http:\/\/127\.0\.0\.1:\d+\/v1\/order\?limit=0&/,
      ),
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
    expect(errorLines(run)).toEqual([
      expect.stringMatching(
        /^perpkit: unknown option '--statusez' \(options of orders: --order, --limit, .*--is-working, .*--columns, --help; the global ones: perpkit --help\)$/,
      ),
    ]);
  });

  test("an unknown option close to a known one is told the known one (exit 2)", async () => {
    const run = await perpkit(["orders", "--is-workin"], { env: alice.env });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual([
      "perpkit: unknown option '--is-workin' (Did you mean --is-working?)",
    ]);
  });

  test("an unknown command lists the commands there are (exit 2)", async () => {
    const run = await perpkit(["place", "stop"], { env: alice.env });
    expect(run.code).toBe(2);
    expect(errorLines(run)).toEqual([
      "perpkit: unknown command 'stop' (commands: limit, market, close)",
    ]);
  });

  test("an account read without a key or --account says how to name the account (exit 4)", async () => {
    const run = await perpkit(["orders"], { env: local });
    expect(run.code).toBe(4);
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
