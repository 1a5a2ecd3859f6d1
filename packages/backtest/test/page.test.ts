import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchHeadlessChromium } from "@perpkit/harness/chromium";
import { describe, expect, it } from "vitest";
import { sweepPageHtml } from "../src/sweep/page.js";
import { handMadeResults } from "./hand-made.js";

// The sweep page opened in Chromium from a file: the ranking, the heatmap and the overlaid
// equity of the metric chosen on the page, and walk-forward beside the in-sample figure, with
// nothing but itself (its one inline script, no request).

describe("the sweep page", { timeout: 60_000 }, () => {
  it("ranks, maps and overlays by the metric chosen on it, and shows walk-forward, self-contained", async () => {
    const results = handMadeResults();
    const dir = mkdtempSync(join(tmpdir(), "perpkit-sweep-page-"));
    const file = join(dir, "sweep.html");
    writeFileSync(file, sweepPageHtml(results));
    const browser = await launchHeadlessChromium({ viewport: { width: 1000, height: 1400 } });
    try {
      const page = await browser.context.newPage();
      const requests: string[] = [];
      const errors: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(pathToFileURL(file).href);
      const read = () =>
        page.evaluate(() => {
          const shown = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)].filter(
              (el) => el.offsetParent !== null,
            );
          const view = shown("[data-view]");
          const rows = (table: Element | null | undefined) =>
            [...(table?.querySelectorAll("tr") ?? [])]
              .slice(1)
              .map((tr) => [...tr.children].map((td) => td.textContent));
          const heatmaps = shown(".heatmap");
          return {
            views: view.map((v) => v.dataset.view),
            ranking: rows(view[0]?.querySelector(".ranking")),
            folds: rows(view[0]?.querySelector(".walk-forward")),
            curves: view[0]?.querySelectorAll(".overlay path").length ?? 0,
            heatmaps: heatmaps.map((h) => `${h.dataset.metric} ${h.dataset.x} ${h.dataset.y}`),
            cells: rows(heatmaps[0]?.querySelector("table")),
          };
        });
      const first = await read();
      expect(first.views).toEqual(["pnl.net"]);
      expect(first.ranking.slice(0, 3)).toEqual([
        ["1", "1", "0.01", "10", "3"],
        ["2", "1", "0.02", "10", "3"],
        ["3", "3", "0.01", "2", "3"],
      ]);
      expect(first.curves).toBe(5);
      expect(first.folds).toEqual([
        [
          "1",
          "2026-01-01T00:00:00Z to 2026-01-02T00:00:00Z",
          "2026-01-02T00:00:00Z to 2026-01-03T00:00:00Z",
          "spreadTicks 3, size 0.01",
          "7",
          "-2",
        ],
        [
          "2",
          "2026-01-02T00:00:00Z to 2026-01-03T00:00:00Z",
          "2026-01-03T00:00:00Z to 2026-01-04T00:00:00Z",
          "spreadTicks 1, size 0.01",
          "5",
          "4",
        ],
      ]);
      // Across: spreadTicks 1, 2, 3; down: size 0.01, 0.02.
      expect(first.heatmaps).toEqual(["pnl.net spreadTicks size"]);
      expect(first.cells).toEqual([
        ["0.01", "10", "1.5", "2"],
        ["0.02", "10", "1.5", "2"],
      ]);
      // Another metric, and the heatmap's axes the other way round.
      await page.selectOption("#metric", "pnl.fees");
      await page.selectOption("#heat-x", "size");
      await page.selectOption("#heat-y", "spreadTicks");
      const second = await read();
      expect(second.views).toEqual(["pnl.fees"]);
      expect(second.ranking[0]?.slice(-2)).toEqual(["3", "3"]);
      expect(second.heatmaps).toEqual(["pnl.fees size spreadTicks"]);
      expect(second.cells).toHaveLength(3);
      expect(requests).toEqual([pathToFileURL(file).href]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
