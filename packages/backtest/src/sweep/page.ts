import { formatDecimal, parseDecimal } from "@perpkit/core";
import { rankParameterSets, type SetFigure, walkForward } from "./analysis.js";
import { lowerIsBetter, reportFigures } from "./results/figures.js";
import type { RunResult, SweepResults } from "./results/types.js";

/** The figures the page offers to rank by, of those the reports have, beside the sweep's own. */
const PAGE_METRICS = [
  "pnl.net",
  "pnl.realized",
  "pnl.unrealized",
  "pnl.fees",
  "equity.maxDrawdown",
  "fills.count",
  "fills.volume",
  "orders.placed",
  "fills.markouts.1000.usd",
  "fills.markouts.60000.usd",
];
/** How many of the best parameter sets the equity chart overlays. */
const OVERLAID = 5;
const COLOURS = ["#1f6feb", "#d1242f", "#1a7f37", "#9a6700", "#8250df"];
const WIDTH = 760;
const HEIGHT = 260;
const PAD = 44;

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const time = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

function varied(results: SweepResults, params: SetFigure["params"]): string {
  return results.plan.parameters.map((p) => `${p} ${String(params[p])}`).join(", ");
}

function ranking(results: SweepResults, sets: readonly SetFigure[]): string {
  const head = `<tr><th>rank</th>${results.plan.parameters.map((p) => `<th>${html(p)}</th>`).join("")}<th>figure</th><th>runs</th></tr>`;
  const rows = sets.map((s, i) => {
    const cells = results.plan.parameters
      .map((p) => `<td>${html(String(s.params[p]))}</td>`)
      .join("");
    return `<tr><td>${i + 1}</td>${cells}<td>${html(formatDecimal(s.value))}</td><td>${s.runs.length}</td></tr>`;
  });
  return `<table class="ranking">\n${head}\n${rows.join("\n")}\n</table>`;
}

/** A set's PnL over its runs one after another: `[elapsed ms, PnL]`, in exact decimals until drawn. */
function pnlCurve(runs: readonly RunResult[]): [number, bigint][] {
  const ordered = [...runs].sort(
    (a, b) => a.window.from - b.window.from || (a.symbols.join() < b.symbols.join() ? -1 : 1),
  );
  const points: [number, bigint][] = [];
  let elapsed = 0;
  let carried = 0n;
  for (const run of ordered) {
    const curve = run.report?.equity.curve ?? [];
    const [first] = curve;
    if (!first) continue;
    const start = parseDecimal(first[1], "equity", { signed: true });
    let last = carried;
    for (const [t, equity] of curve) {
      last = carried + parseDecimal(equity, "equity", { signed: true }) - start;
      points.push([elapsed + t - first[0], last]);
    }
    elapsed += (curve[curve.length - 1]?.[0] ?? first[0]) - first[0];
    carried = last;
  }
  return points;
}

function overlay(id: string, sets: readonly SetFigure[], results: SweepResults): string {
  const curves = sets.slice(0, OVERLAID).map((s) => ({ set: s, points: pnlCurve(s.runs) }));
  const values = curves.flatMap((c) => c.points.map(([, v]) => Number(formatDecimal(v))));
  const low = Math.min(0, ...values);
  const high = Math.max(low + 1e-9, ...values);
  const end = Math.max(1, ...curves.flatMap((c) => c.points.map(([t]) => t)));
  const x = (t: number) => PAD + (t / end) * (WIDTH - 2 * PAD);
  const y = (v: number) => HEIGHT - PAD / 2 - ((v - low) / (high - low)) * (HEIGHT - PAD);
  const paths = curves.map(({ points }, i) => {
    const d = points
      .map(
        ([t, v], k) =>
          `${k === 0 ? "M" : "L"}${x(t).toFixed(1)},${y(Number(formatDecimal(v))).toFixed(1)}`,
      )
      .join(" ");
    return `<path d="${d}" fill="none" stroke="${COLOURS[i]}" stroke-width="1.5"/>`;
  });
  const legend = curves.map(
    ({ set }, i) => `<li style="color:${COLOURS[i]}">${html(varied(results, set.params))}</li>`,
  );
  return `<figure>
<figcaption>PnL (USD) of the ${curves.length} best parameter sets over their runs one after another</figcaption>
<svg id="${id}" class="overlay" role="img" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<line x1="${PAD}" y1="${y(0).toFixed(1)}" x2="${WIDTH - PAD}" y2="${y(0).toFixed(1)}" stroke="#999"/>
<text x="2" y="${PAD / 2}" font-size="11">${html(String(high))}</text>
<text x="2" y="${HEIGHT - PAD / 2}" font-size="11">${html(String(low))}</text>
${paths.join("\n")}
</svg>
<ol class="legend">${legend.join("")}</ol>
</figure>`;
}

function walkForwardTable(results: SweepResults, metric: string): string {
  const folds = walkForward(results, metric);
  if (folds.length === 0) return "<p>No walk-forward was asked for.</p>";
  const rows = folds.map(
    (f) =>
      `<tr><td>${f.fold}</td><td>${time(f.train.from)} to ${time(f.train.to)}</td><td>${time(f.test.from)} to ${time(f.test.to)}</td><td>${f.params ? html(varied(results, f.params)) : "none ran whole"}</td><td>${f.inSample ?? ""}</td><td>${f.outOfSample ?? ""}</td></tr>`,
  );
  return `<table class="walk-forward">
<tr><th>fold</th><th>trained on</th><th>tested on</th><th>parameters chosen</th><th>in sample</th><th>out of sample</th></tr>
${rows.join("\n")}
</table>`;
}

/** A parameter's value, from its JSON, as the page shows it. */
const label = (json: string): string => String(JSON.parse(json));

/** Parameter values (as JSON) in their natural order: numbers and decimals by size. */
function byValue(a: string, b: string): number {
  const [x, y] = [JSON.parse(a) as unknown, JSON.parse(b) as unknown];
  const decimal = (v: unknown) => typeof v === "string" && /^-?\d+(\.\d{1,9})?$/.test(v);
  if (typeof x === "number" && typeof y === "number") return x - y;
  if (decimal(x) && decimal(y)) {
    const [p, q] = [
      parseDecimal(x as string, "x", { signed: true }),
      parseDecimal(y as string, "y", { signed: true }),
    ];
    return p < q ? -1 : p > q ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A cell's colour: from red (worst) through white to green (best), by its place in the range. */
function shade(value: number, low: number, high: number, lowerBetter: boolean): string {
  const share = high > low ? (value - low) / (high - low) : 0.5;
  const good = lowerBetter ? 1 - share : share;
  const red = Math.round(good < 0.5 ? 230 : 230 - (good - 0.5) * 2 * 150);
  const green = Math.round(good < 0.5 ? 80 + good * 2 * 150 : 230);
  return `rgb(${red},${green},${Math.round(Math.min(red, green) * 0.8)})`;
}

function heatmap(
  metric: string,
  xName: string,
  yName: string,
  sets: readonly SetFigure[],
  shown: boolean,
): string {
  const values = (name: string) =>
    [...new Set(sets.map((s) => JSON.stringify(s.params[name])))].sort(byValue);
  const xs = values(xName);
  const ys = values(yName);
  // The best set of each cell: the other parameters take the values that did best there.
  const best = new Map<string, SetFigure>();
  for (const s of sets) {
    const key = `${JSON.stringify(s.params[xName])} ${JSON.stringify(s.params[yName])}`;
    if (!best.has(key)) best.set(key, s);
  }
  const numbers = [...best.values()].map((s) => Number(formatDecimal(s.value)));
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const lowerBetter = lowerIsBetter(metric);
  const rows = ys.map((yv) => {
    const cells = xs.map((xv) => {
      const s = best.get(`${xv} ${yv}`);
      if (!s) return `<td class="cell"></td>`;
      const colour = shade(Number(formatDecimal(s.value)), low, high, lowerBetter);
      return `<td class="cell" style="background:${colour}">${html(formatDecimal(s.value))}</td>`;
    });
    return `<tr><th>${html(label(yv))}</th>${cells.join("")}</tr>`;
  });
  return `<figure class="heatmap" data-metric="${html(metric)}" data-x="${html(xName)}" data-y="${html(yName)}"${shown ? "" : " hidden"}>
<figcaption>${html(metric)} by ${html(xName)} (across) and ${html(yName)} (down), each cell its best set</figcaption>
<table><tr><th></th>${xs.map((v) => `<th>${html(label(v))}</th>`).join("")}</tr>
${rows.join("\n")}
</table>
</figure>`;
}

/** The metrics the page offers: the sweep's, then the usual ones the reports have. */
function pageMetrics(results: SweepResults): string[] {
  const done = results.runs.find((r) => r.report);
  const known = done?.report ? [...reportFigures(done.report).keys()] : [];
  return [...new Set([results.plan.metric, ...PAGE_METRICS])].filter((m) => known.includes(m));
}

const SCRIPT = `const pick = (id) => document.getElementById(id).value;
function show() {
  const metric = pick("metric"), x = pick("heat-x"), y = pick("heat-y");
  for (const el of document.querySelectorAll("[data-view]")) el.hidden = el.dataset.view !== metric;
  for (const el of document.querySelectorAll(".heatmap"))
    el.hidden = !(el.dataset.metric === metric && el.dataset.x === x && el.dataset.y === y);
}
for (const id of ["metric", "heat-x", "heat-y"]) document.getElementById(id)?.addEventListener("change", show);`;

function select(
  id: string,
  label: string,
  options: readonly string[],
  chosen: string | undefined,
): string {
  const items = options
    .map((o) => `<option${o === chosen ? " selected" : ""}>${html(o)}</option>`)
    .join("");
  return `<label>${label} <select id="${id}">${items}</select></label>`;
}

function failures(results: SweepResults): string {
  const failed = results.runs.filter((r) => r.status === "failed");
  if (failed.length === 0) return "";
  const rows = failed.map(
    (r) =>
      `<tr><td>${r.id}</td><td>${html(JSON.stringify(r.params))}</td><td>${html(r.symbols.join(", "))}</td><td>${time(r.window.from)}</td><td>${html(`${r.error?.name}: ${r.error?.message}`)}</td></tr>`,
  );
  return `<h2>Failed runs</h2>\n<table class="failed"><tr><th>run</th><th>parameters</th><th>markets</th><th>window</th><th>error</th></tr>\n${rows.join("\n")}\n</table>`;
}

/**
 * A sweep's results as one self-contained HTML page (no outside script or request): parameter
 * sets ranked by a metric chosen on the page, a heatmap of the metric over two chosen
 * parameters, the equity of the best sets overlaid, walk-forward beside the in-sample figure,
 * and the failed runs. The same results give the same page, byte for byte.
 *
 * @example
 * writeFileSync("sweep.html", sweepPageHtml(results))
 */
export function sweepPageHtml(results: SweepResults): string {
  const { plan } = results;
  const metrics = pageMetrics(results);
  const views = metrics.map((metric) => {
    const sets = rankParameterSets(results.runs, metric);
    const id = `overlay-${metrics.indexOf(metric)}`;
    return `<section data-view="${html(metric)}"${metric === plan.metric ? "" : " hidden"}>
<h2>Parameter sets ranked by ${html(metric)}</h2>
${ranking(results, sets)}
<h2>Equity of the best</h2>
${overlay(id, sets, results)}
<h2>Walk-forward by ${html(metric)}</h2>
${walkForwardTable(results, metric)}
</section>`;
  });
  const [x, y] = plan.heatmap ?? [];
  const pairs = plan.parameters.flatMap((a) =>
    plan.parameters.filter((b) => b !== a).map((b) => [a, b] as const),
  );
  const heatmaps = metrics.flatMap((metric) => {
    const sets = rankParameterSets(results.runs, metric);
    return pairs.map(([a, b]) =>
      heatmap(metric, a, b, sets, metric === plan.metric && a === x && b === y),
    );
  });
  const done = results.runs.filter((r) => r.status === "done").length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sweep ${html(plan.bot.name)}, ${html(results.sweepId)}</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 2rem; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #ddd; padding: 2px 8px; text-align: right; }
th { background: #f6f8fa; }
td.cell { min-width: 5rem; }
label { margin-right: 1rem; }
</style>
</head>
<body>
<h1>Sweep of ${html(plan.bot.name)}</h1>
<p>Sweep ${html(results.sweepId)}: ${results.runs.length} runs (${done} done, ${results.runs.length - done} failed) of ${plan.runCount}, ${plan.windows.length} windows from ${time(plan.windows[0]?.from ?? 0)}, seed ${html(String(plan.seed))}. A parameter set's figure is its runs' together: summed, or the largest for a drawdown.</p>
<p>${select("metric", "Metric", metrics, plan.metric)}</p>
${views.join("\n")}
<h2>Heatmap</h2>
${pairs.length > 0 ? `<p>${select("heat-x", "Across", plan.parameters, x)}${select("heat-y", "Down", plan.parameters, y)}</p>\n${heatmaps.join("\n")}` : "<p>The grid varies one parameter: no heatmap.</p>"}
${failures(results)}
<script>
${SCRIPT}
</script>
</body>
</html>
`;
}
