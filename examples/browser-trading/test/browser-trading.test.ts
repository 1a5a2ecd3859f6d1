import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { formatDecimal, parseDecimal } from "@perpkit/core";
import { type HeadlessChromium, launchHeadlessChromium } from "@perpkit/harness/chromium";
import { createRestClient, type RestClient } from "@perpkit/rest";
import { type Sandbox, startSandbox } from "@perpkit/sandbox";
import type { BrowserContext, Page } from "playwright-core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The page is built once with Vite, served from the built files on 127.0.0.1, and driven in
// Debian's Chromium. Every wait is for a condition on the page, never a fixed time.

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const artifactsDir = join(exampleDir, ".artifacts");
const screenshotPath = join(artifactsDir, "browser-trading.png");
const WAIT_MS = 10_000;

const SYMBOL = "BTCUSD";
/** A price as the stream writes it (canonical decimal), so the page's text compares exactly. */
const canonical = (price: string) => formatDecimal(parseDecimal(price, "price"));
const pageOrder = { side: "buy", price: "59990", quantity: "0.01" } as const;
const traderAsk = { price: "60010", quantity: "0.02" } as const;
/** More levels the trader adds, so the page shows some depth. */
const depth = [
  { side: "sell", price: "60025", quantity: "0.05" },
  { side: "sell", price: "60040", quantity: "0.1" },
  { side: "buy", price: "59975", quantity: "0.03" },
] as const;

/** Builds the page into a fresh folder, in its own process as a production build. */
async function buildPage(outDir: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin");
  await promisify(execFile)(
    process.execPath,
    [join(vite, "vite.js"), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: exampleDir, env: { ...process.env, NODE_ENV: "production" } },
  );
}

async function fund(sandbox: Sandbox, account: string): Promise<void> {
  await sandbox.fund(account, "100000");
}

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:" || protocol === "about:") return true;
  return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
}

let sandbox: Sandbox;
let server: PreviewServer;
let context: BrowserContext;
let page: Page;
let trader: RestClient;
let buildDir: string;
let browser: HeadlessChromium | undefined;
const pageKey = generatePrivateKey();
const pageAccount = privateKeyToAccount(pageKey).address;
const reached: string[] = [];
const outside: string[] = [];
const pageErrors: string[] = [];
const logs: string[] = [];

/** Waits until the element's text is `expected`; a failure shows what the page shows. */
async function waitForText(selector: string, expected: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([s, e]) => document.querySelector(s as string)?.textContent === e,
      [selector, expected],
      { timeout: WAIT_MS },
    );
  } catch (error) {
    const shown = await page.textContent(selector).catch(() => null);
    const message = await page.textContent("#message").catch(() => null);
    throw new Error(
      `${selector} should show ${JSON.stringify(expected)} but shows ${JSON.stringify(shown)}; ` +
        `the page says ${JSON.stringify(message)}\n${logs.join("\n")}`,
      { cause: error },
    );
  }
}

/** The [price, quantity] rows of one side of the page's book, top to bottom as shown. */
function bookRows(side: "bids" | "asks"): Promise<string[][]> {
  return page.$$eval(`#${side} tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")),
  );
}

/** Waits until one side of the page's book shows exactly these rows. */
async function waitForRows(side: "bids" | "asks", expected: string[][]): Promise<void> {
  try {
    await page.waitForFunction(
      ([s, e]) =>
        JSON.stringify(
          [...document.querySelectorAll(`#${s} tr`)].map((row) =>
            [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
          ),
        ) === e,
      [side, JSON.stringify(expected)],
      { timeout: WAIT_MS },
    );
  } catch (error) {
    throw new Error(
      `the ${side} should show ${JSON.stringify(expected)} but show ${JSON.stringify(await bookRows(side))}`,
      { cause: error },
    );
  }
}

const row = (level: { price: string; quantity: string }) => [
  canonical(level.price),
  canonical(level.quantity),
];

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), "perpkit-browser-trading-dist-"));
  const traderKey = generatePrivateKey();
  // The build, the sandbox and Chromium start side by side; each is kept as soon as it is up,
  // so afterAll stops it even when another fails.
  await Promise.all([
    buildPage(buildDir),
    startSandbox({
      host: "127.0.0.1",
      port: 0,
      oracle: false,
      stream: { l2BookIntervalMs: 50 },
    }).then((started) => {
      sandbox = started;
    }),
    launchHeadlessChromium({ viewport: { width: 900, height: 340 } }).then((launched) => {
      browser = launched;
      context = launched.context;
    }),
  ]);
  await Promise.all([
    fund(sandbox, pageAccount),
    fund(sandbox, privateKeyToAccount(traderKey).address),
  ]);
  trader = createRestClient({ baseUrl: sandbox.baseUrl, signer: privateKeyToAccount(traderKey) });
  server = await preview({
    root: exampleDir,
    logLevel: "warn",
    build: { outDir: buildDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
  });

  // Anything beyond loopback is refused and remembered; the page must need none of it.
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (isLoopback(url)) {
      reached.push(url);
      return route.continue();
    }
    outside.push(url);
    return route.abort("blockedbyclient");
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on("websocket", (socket) =>
    (isLoopback(socket.url()) ? reached : outside).push(socket.url()),
  );
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => logs.push(`console.${message.type()}: ${message.text()}`));

  const query = new URLSearchParams({
    rest: sandbox.baseUrl,
    stream: sandbox.wsUrl,
    symbol: SYMBOL,
    ...pageOrder,
  });
  const base = server.resolvedUrls?.local[0];
  if (base === undefined) throw new Error("vite preview gave no local URL");
  await page.goto(`${base}?${query}#key=${pageKey}`);
  // The page connects, signs and places its order by itself; it says when it is done or failed.
  const state = await page
    .waitForFunction(
      () =>
        ["placed", "error"].includes(document.body.dataset.state ?? "") &&
        document.body.dataset.state,
      null,
      { timeout: WAIT_MS },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => "still working",
    );
  if (state !== "placed") {
    const message = await page.textContent("#message");
    throw new Error(`the page did not place its order (${state}): ${message}\n${logs.join("\n")}`);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

describe("the browser trading page on a sandbox", () => {
  it("signs with the viem account and places its order, showing its id and status", async () => {
    const id = (await page.textContent("#order-id")) ?? "";
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await page.textContent("#order-result")).toBe("Ok");
    expect(await page.textContent("#account")).toBe(pageAccount);
    await waitForText("#order-status", "NEW");

    // The exchange holds the order the page shows, sent by the page's wallet.
    const order = await trader.getOrder({ orderId: id });
    expect(order.status).toBe("NEW");
    expect(order.sender?.toLowerCase()).toBe(pageAccount.toLowerCase());
    expect(canonical(order.price ?? "")).toBe(canonical(pageOrder.price));
  });

  it("shows the live book with its order's price as the best bid", async () => {
    await waitForText("#book-status", "live");
    await waitForText("#best-bid", canonical(pageOrder.price));
    expect(await bookRows("bids")).toEqual([row(pageOrder)]);
    expect(await page.textContent("#best-ask")).toBe("none");
  });

  it("shows orders placed from Node in its book as they happen", async () => {
    const placed = await trader.placeOrder({
      symbol: SYMBOL,
      side: "sell",
      type: "LIMIT",
      quantity: traderAsk.quantity,
      price: traderAsk.price,
      timeInForce: "GTD",
      postOnly: true,
    });
    expect(placed.result).toBe("Ok");
    await waitForText("#best-ask", canonical(traderAsk.price));
    expect(await bookRows("asks")).toEqual([row(traderAsk)]);
    expect(await page.textContent("#best-bid")).toBe(canonical(pageOrder.price));

    for (const level of depth) {
      const more = await trader.placeOrder({
        symbol: SYMBOL,
        type: "LIMIT",
        timeInForce: "GTD",
        postOnly: true,
        ...level,
      });
      expect(more.result).toBe("Ok");
    }
    // Asks are shown highest first, so the best bid and ask meet at the spread.
    await waitForRows("asks", [row(depth[1]), row(depth[0]), row(traderAsk)]);
    await waitForRows("bids", [row(pageOrder), row(depth[2])]);
    expect(await page.textContent("#best-ask")).toBe(canonical(traderAsk.price));
    expect(await page.textContent("#best-bid")).toBe(canonical(pageOrder.price));
  });

  it("saves a screenshot of the page with both sides of the book", async () => {
    mkdirSync(artifactsDir, { recursive: true });
    rmSync(screenshotPath, { force: true });
    await page.screenshot({ path: screenshotPath, fullPage: true });
    const png = readFileSync(screenshotPath);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(statSync(screenshotPath).size).toBeGreaterThan(10_000);
  });

  it("shows its order filled when a trader in Node sells into it", async () => {
    const crossing = await trader.placeOrder({
      symbol: SYMBOL,
      side: "sell",
      type: "LIMIT",
      quantity: pageOrder.quantity,
      price: pageOrder.price,
      timeInForce: "IOC",
    });
    expect(crossing.result).toBe("Ok");
    await waitForText("#order-status", "FILLED");
    await waitForRows("bids", [row(depth[2])]);
    expect(await page.textContent("#order-filled")).toBe(
      `${canonical(pageOrder.quantity)} of ${canonical(pageOrder.quantity)}`,
    );
  });

  it("reached nothing beyond 127.0.0.1 and threw no errors", () => {
    expect(reached.some((url) => url.startsWith(sandbox.wsUrl))).toBe(true);
    expect(reached.some((url) => url.startsWith(`${sandbox.baseUrl}/v1/order`))).toBe(true);
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
