import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchHeadlessChromium } from "@perpkit/harness/chromium";
import { describe, expect, it } from "vitest";
import { reportHtml } from "../../src/report/html.js";
import { handWorkedSession } from "./hand-worked.js";
import { rebateAndFundingSession } from "./rebate-funding.js";

// The report's HTML page opened in Chromium from a file: it must draw its charts and show its
// figures with nothing but itself (no script, no request), whatever the session.

describe("the session report page", { timeout: 60_000 }, () => {
  it("draws the equity and position charts and shows the figures, self-contained", async () => {
    const { report } = await handWorkedSession();
    const { report: second } = await rebateAndFundingSession();
    const dir = mkdtempSync(join(tmpdir(), "perpkit-report-"));
    const file = join(dir, "report.html");
    const secondFile = join(dir, "rebate-funding.html");
    writeFileSync(file, reportHtml(report));
    writeFileSync(secondFile, reportHtml(second));
    const browser = await launchHeadlessChromium({ viewport: { width: 900, height: 1200 } });
    try {
      const page = await browser.context.newPage();
      const requests: string[] = [];
      const errors: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(pathToFileURL(file).href);
      const drawn = await page.evaluate(() => {
        const path = (id: string) => document.querySelector(`#${id} path`)?.getAttribute("d");
        const box = (id: string) => document.querySelector(`#${id}`)?.getBoundingClientRect();
        const count = (selector: string) => document.querySelectorAll(selector).length;
        return {
          equity: path("equity"),
          position: path("position-0"),
          price: path("price-0"),
          times: count("#equity text.time"),
          extremes: count("#equity text.max") + count("#equity text.min"),
          zero: count("#position-0 line.zero"),
          marks: count("#price-0 circle.mark"),
          charts: [...document.querySelectorAll("svg")].map((svg) => svg.id),
          width: box("equity")?.width ?? 0,
          text: document.body.textContent ?? "",
          scripts: document.scripts.length,
        };
      });
      // One point a sample: M then an L for each later one.
      expect(drawn.equity?.match(/[ML]/g)?.length).toBe(report.equity.curve.length);
      expect(drawn.position?.match(/[ML]/g)?.length).toBe(report.positions.BTCUSD?.length);
      expect(drawn.width).toBeGreaterThan(700);
      // A time axis, the curve's highest and lowest points, a zero line under the position.
      expect(drawn.times).toBe(3);
      expect(drawn.extremes).toBe(2);
      expect(drawn.zero).toBe(1);
      // The price chart: the mid a sample, the bot's quotes, every fill of the market marked.
      expect(drawn.price?.match(/M/g)?.length).toBeGreaterThanOrEqual(1);
      expect(drawn.marks).toBe(report.fills.list.filter((f) => f.symbol === "BTCUSD").length);
      // Prices are drawn for the markets the bot was in alone.
      expect(drawn.charts).toEqual(["equity", "position-0", "price-0"]);
      for (const figure of ["4.8596", "0.1404", "recorded trade", "other account", "99994.9606"]) {
        expect(drawn.text).toContain(figure);
      }
      expect(drawn.scripts).toBe(0);
      expect(requests).toEqual([pathToFileURL(file).href]);
      expect(errors).toEqual([]);

      // The figures a market maker reads, by their rows: the PnL split, rebates and funding, the
      // ratios, turnover and fill ratio, time quoting both sides, and each funding charge.
      await page.goto(pathToFileURL(secondFile).href);
      const rows = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll("tr")].flatMap((tr) => {
            const cells = [...tr.children].map((c) => c.textContent ?? "");
            return cells.length === 2 ? [cells as [string, string]] : [];
          }),
        ),
      );
      expect(rows).toMatchObject({
        "net (equity change)": "4.0196",
        "spread capture": "6",
        inventory: "-2",
        "fees (paid, less rebates)": "-0.04",
        "maker rebates received": "0.04",
        "funding (received, negative paid)": "-0.0204",
        "Sharpe (62 one-minute returns, annualised)": "75.219314",
        "Sortino (62 one-minute returns, annualised)": "185.042578",
        "turnover (volume over starting equity)": "0.004",
        "fill ratio (fills per order placed)": "1",
        "quoting both sides, BTCUSD": "1.6 %",
      });
      const funding = await page.evaluate(() =>
        [...document.querySelectorAll("table.funding td")].map((td) => td.textContent),
      );
      expect(funding).toEqual([
        "2026-06-01T13:00:00.000Z",
        "BTCUSD",
        "2",
        "102",
        "0.0001",
        "-0.0204",
      ]);
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
