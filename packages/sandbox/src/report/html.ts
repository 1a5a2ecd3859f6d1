import type { SessionReport } from "./report-types.js";

const WIDTH = 760;
const HEIGHT = 220;
const PAD = 44;

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A line chart of `[time, value]` points as inline SVG, with its range on the axis. Values are
 * decimal strings; the drawing alone turns them into numbers, the figures stay exact in the tables.
 */
function chart(id: string, title: string, points: readonly (readonly [number, string])[]): string {
  const values = points.map(([, v]) => Number(v));
  const times = points.map(([t]) => t);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = Math.max(...values, low + 1e-9);
  const t0 = times[0] ?? 0;
  const t1 = Math.max(times[times.length - 1] ?? 1, t0 + 1);
  const x = (t: number) => PAD + ((t - t0) / (t1 - t0)) * (WIDTH - 2 * PAD);
  const y = (v: number) => HEIGHT - PAD / 2 - ((v - low) / (high - low)) * (HEIGHT - PAD);
  const path = points
    .map(([t, v], i) => `${i === 0 ? "M" : "L"}${x(t).toFixed(1)},${y(Number(v)).toFixed(1)}`)
    .join(" ");
  return `<figure>
<figcaption>${html(title)}</figcaption>
<svg id="${id}" role="img" aria-label="${html(title)}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<line x1="${PAD}" y1="${HEIGHT - PAD / 2}" x2="${WIDTH - PAD}" y2="${HEIGHT - PAD / 2}" stroke="#999"/>
<text x="2" y="${PAD / 2}" font-size="11">${html(String(high))}</text>
<text x="2" y="${HEIGHT - PAD / 2}" font-size="11">${html(String(low))}</text>
<path d="${path}" fill="none" stroke="#1f6feb" stroke-width="1.5"/>
</svg>
</figure>`;
}

function table(rows: readonly (readonly [string, string | number])[]): string {
  const body = rows
    .map(([k, v]) => `<tr><th>${html(k)}</th><td>${html(String(v))}</td></tr>`)
    .join("\n");
  return `<table>\n${body}\n</table>`;
}

function fillRows(report: SessionReport): string {
  const head =
    "<tr><th>time</th><th>market</th><th>side</th><th>price</th><th>quantity</th><th>fee</th><th>maker</th><th>cause</th><th>queue ahead</th><th>1 s</th><th>10 s</th><th>60 s</th></tr>";
  const rows = report.fills.list.map((f) => {
    const cells = [
      new Date(f.time).toISOString(),
      f.symbol,
      f.side,
      f.price,
      f.quantity,
      f.fee,
      f.maker ? "yes" : "no",
      f.cause,
      f.queueAhead ?? "",
      f.markouts["1000"] ?? "",
      f.markouts["10000"] ?? "",
      f.markouts["60000"] ?? "",
    ];
    return `<tr>${cells.map((c) => `<td>${html(c)}</td>`).join("")}</tr>`;
  });
  return `<table class="fills">\n${head}\n${rows.join("\n")}\n</table>`;
}

/**
 * A session report as one self-contained HTML page (no script, no outside resource): the
 * figures, the equity and position charts, fills by cause, markouts, the models and every fill.
 *
 * @example
 * writeFileSync("report.html", reportHtml(recorder.finish()))
 */
export function reportHtml(report: SessionReport): string {
  const { pnl, equity, fills, orders, timeInMarket } = report;
  const span = report.to - report.from;
  const share = (ms: number) => (span > 0 ? `${((100 * ms) / span).toFixed(1)} %` : "0 %");
  const positions = Object.entries(report.positions)
    .filter(([, points]) => points.some(([, size]) => size !== "0"))
    .map(([symbol, points], i) => chart(`position-${i}`, `Position, ${symbol}`, points));
  const latency = report.models.latency
    ? Object.entries(report.models.latency).map(
        ([way, values]) => [`latency, ${way} (ms)`, values.join(", ")] as const,
      )
    : [];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Session report, ${html(report.subaccountId)}</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 2rem; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #ddd; padding: 2px 8px; text-align: right; }
th { text-align: left; background: #f6f8fa; }
figure { margin: 0 0 1rem; }
</style>
</head>
<body>
<h1>Session report</h1>
<p>Subaccount ${html(report.subaccountId)}, ${html(new Date(report.from).toISOString())} to ${html(new Date(report.to).toISOString())}.</p>
<h2>PnL</h2>
${table([
  ["net (equity change)", pnl.net],
  ["realized", pnl.realized],
  ["unrealized", pnl.unrealized],
  ["fees", pnl.fees],
  ["equity at start", equity.start],
  ["equity at end", equity.end],
  ["max drawdown", equity.maxDrawdown],
])}
${chart("equity", "Equity (USD)", equity.curve)}
${positions.join("\n")}
<h2>Fills</h2>
${table([
  ["fills", fills.count],
  ["maker", fills.maker],
  ["taker", fills.taker],
  ["volume (USD)", fills.volume],
  ...Object.entries(fills.byCause).map(([cause, n]) => [`cause: ${cause}`, n] as const),
  ...Object.entries(fills.markouts).map(
    ([h, m]) => [`markout at ${Number(h) / 1000} s (USD, ${m.fills} fills)`, m.usd] as const,
  ),
])}
<h2>Orders and time in the market</h2>
${table([
  ["placed", orders.placed],
  ["cancelled", orders.cancelled],
  ["filled", orders.filled],
  ["refused", orders.refused],
  ["with resting orders", share(timeInMarket.withOrders)],
  ["with a position", share(timeInMarket.withPosition)],
])}
<h2>Models</h2>
${table([
  ...report.models.fees.map(
    (f) =>
      [
        `fees, ${f.symbol}`,
        `maker ${f.maker} (${f.source.maker}), taker ${f.taker} (${f.source.taker})`,
      ] as const,
  ),
  ...latency,
])}
<p>${html(report.models.queue)}</p>
<h2>Every fill</h2>
${fillRows(report)}
</body>
</html>
`;
}
