import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type HeadlessChromium, launchHeadlessChromium } from "@perpkit/harness/chromium";
import type { Page } from "playwright-core";
import { type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Market, startMarket } from "./market.js";

// The page is built with Vite, served from the built files on 127.0.0.1 and opened in Debian's
// Chromium against a sandbox: its live bar must move with the stream. Every wait is for a
// condition on the page, never a fixed time.

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const artifactsDir = join(exampleDir, ".artifacts");
const WAIT_MS = 10_000;

let market: Market;
let server: PreviewServer;
let browser: HeadlessChromium | undefined;
let buildDir: string;
const pageErrors: string[] = [];
const outside: string[] = [];

async function buildPage(outDir: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin");
  await promisify(execFile)(
    process.execPath,
    [join(vite, "vite.js"), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: exampleDir, env: { ...process.env, NODE_ENV: "production" } },
  );
}

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (["data:", "blob:", "about:"].includes(protocol)) return true;
  return hostname === "127.0.0.1" || hostname === "localhost";
}

/** Opens the chart page for one price source and waits until it follows the live bar. */
async function openPage(source: "last" | "oracle"): Promise<Page> {
  if (!browser) throw new Error("Chromium did not start");
  const page = await browser.context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const query = new URLSearchParams({
    url: market.sandbox.candlesUrl,
    stream: market.sandbox.wsUrl,
    symbol: "BTCUSD-Perp",
    resolution: "1",
    source,
  });
  await page.goto(`${server.resolvedUrls?.local[0]}?${query}`);
  await page.waitForFunction(() => document.body.dataset.state !== undefined, null, {
    timeout: WAIT_MS,
  });
  const state = await page.evaluate(() => document.body.dataset.state);
  if (state !== "following") throw new Error(`the page says: ${await page.textContent("#status")}`);
  return page;
}

/**
 * Makes something happen until the page's live line shows `text`: the page subscribes after it
 * says it follows, so the first event may come before its subscription is in place.
 */
async function untilShown(page: Page, text: string, happen: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    await happen();
    const shown = await page
      .waitForFunction((t) => document.querySelector("#live")?.textContent?.includes(t), text, {
        timeout: 500,
      })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
    if (Date.now() > deadline) {
      throw new Error(`#live never showed ${text}: ${await page.textContent("#live")}`);
    }
  }
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), "perpkit-candles-chart-dist-"));
  await Promise.all([
    buildPage(buildDir),
    startMarket().then((started) => {
      market = started;
    }),
    launchHeadlessChromium({ viewport: { width: 1000, height: 500 } }).then((launched) => {
      browser = launched;
    }),
  ]);
  server = await preview({
    root: exampleDir,
    logLevel: "warn",
    build: { outDir: buildDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
  });
  await browser?.context.route("**/*", (route) => {
    const url = route.request().url();
    if (isLoopback(url)) return route.continue();
    outside.push(url);
    return route.abort("blockedbyclient");
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await market?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

describe("the candle chart page on a sandbox", () => {
  it("shows a live last-price bar that moves with the trades on the stream", async () => {
    const page = await openPage("last");
    await untilShown(page, "C 60010", () => market.trade("60010", "0.01"));
    await market.trade("60030", "0.01");
    await page.waitForFunction(
      () => document.querySelector("#live")?.textContent?.includes("C 60030"),
      null,
      { timeout: WAIT_MS },
    );
    expect(await page.textContent("#live")).toMatch(/H 60030 .* from the stream \(TradeFill\)/);
    mkdirSync(artifactsDir, { recursive: true });
    const png = await page.screenshot({ path: join(artifactsDir, "candles-chart.png") });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(readFileSync(join(artifactsDir, "candles-chart.png")).length).toBeGreaterThan(10_000);
    await page.close();
  });

  it("shows a live oracle-price bar that moves with the mark price on the stream", async () => {
    await market.quote("59000", "62000");
    const page = await openPage("oracle");
    await untilShown(page, "C 61000", async () => {
      market.sandbox.oracle.set("BTCUSD", "61000");
    });
    market.sandbox.oracle.set("BTCUSD", "61250");
    await page.waitForFunction(
      () => document.querySelector("#live")?.textContent?.includes("C 61250"),
      null,
      { timeout: WAIT_MS },
    );
    expect(await page.textContent("#live")).toContain("from the stream (Ticker mark price)");
    await page.close();
  });

  it("reached nothing beyond 127.0.0.1 and threw no errors", () => {
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
