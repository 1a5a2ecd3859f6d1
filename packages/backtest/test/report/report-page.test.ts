import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchHeadlessChromium } from "@perpkit/tools/chromium";
import { describe, expect, it } from "vitest";
import { reportHtml } from "../../src/report/html.js";
import { handWorkedSession } from "./hand-worked.js";

// The report's HTML page opened in Chromium from a file: it must draw its charts and show its
// figures with nothing but itself (no script, no request), whatever the session.

describe("the session report page", { timeout: 60_000 }, () => {
  it("draws the equity and position charts and shows the figures, self-contained", async () => {
    const { report } = await handWorkedSession();
    const dir = mkdtempSync(join(tmpdir(), "perpkit-report-"));
    const file = join(dir, "report.html");
    writeFileSync(file, reportHtml(report));
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
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
