import type { SessionReport } from "./report-types.js";

const WIDTH = 760;
const HEIGHT = 220;
const PAD = 44;

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A line of a chart: `[time, value]` points, `null` a break in it. */
interface Series {
  readonly points: readonly (readonly [number, string | null])[];
  readonly color: string;
  readonly label: string;
  /** Draw a dot at each point too (a quote may stand for one sample alone). */
  readonly dots?: boolean;
}

/** A mark on a chart: a fill, at its time and price. */
interface Mark {
  readonly time: number;
  readonly value: string;
  readonly color: string;
  readonly title: string;
}

/** The time of day of `t`, to the second (the date stands in the page's heading). */
const clockTime = (t: number): string => new Date(t).toISOString().slice(11, 19);

/** The chart's scales: time across, value up, over every point and mark (and 0 when asked). */
function scales(series: readonly Series[], marks: readonly Mark[], zero: boolean) {
  const values: number[] = [];
  const times: number[] = [];
  for (const { points } of series) {
    for (const [t, v] of points) {
      times.push(t);
      if (v !== null) values.push(Number(v));
    }
  }
  for (const m of marks) values.push(Number(m.value));
  if (zero) values.push(0);
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = Math.max(...values, low + 1e-9);
  const t0 = times.length > 0 ? Math.min(...times) : 0;
  const t1 = Math.max(times.length > 0 ? Math.max(...times) : 1, t0 + 1);
  return {
    low,
    high,
    t0,
    t1,
    x: (t: number) => PAD + ((t - t0) / (t1 - t0)) * (WIDTH - 2 * PAD),
    y: (v: number) => HEIGHT - PAD - ((v - low) / (high - low)) * (HEIGHT - 1.5 * PAD),
  };
}

/** A series as an SVG path: a break where a value is `null`. */
function pathOf(s: Series, scale: ReturnType<typeof scales>): string {
  let pen = "M";
  const parts: string[] = [];
  for (const [t, v] of s.points) {
    if (v === null) {
      pen = "M";
      continue;
    }
    parts.push(`${pen}${scale.x(t).toFixed(1)},${scale.y(Number(v)).toFixed(1)}`);
    pen = "L";
  }
  const dots = s.dots
    ? s.points
        .filter(([, v]) => v !== null)
        .map(
          ([t, v]) =>
            `<circle cx="${scale.x(t).toFixed(1)}" cy="${scale.y(Number(v)).toFixed(1)}" r="1.5" fill="${s.color}"/>`,
        )
    : [];
  return [
    `<path d="${parts.join(" ")}" fill="none" stroke="${s.color}" stroke-width="1.5"><title>${html(s.label)}</title></path>`,
    ...dots,
  ].join("\n");
}

/** The highest and lowest points of the first series, labelled where they are. */
function extremes(s: Series | undefined, scale: ReturnType<typeof scales>): string {
  const known = (s?.points ?? []).filter((p): p is readonly [number, string] => p[1] !== null);
  if (known.length === 0) return "";
  let max = known[0] as readonly [number, string];
  let min = max;
  for (const p of known) {
    if (Number(p[1]) > Number(max[1])) max = p;
    if (Number(p[1]) < Number(min[1])) min = p;
  }
  // Beside its point, toward the middle, and inside the plot however close to an edge it is.
  const label = ([t, v]: readonly [number, string], kind: string) => {
    const x = scale.x(t);
    const y = scale.y(Number(v));
    const left = x < WIDTH / 2;
    const dy = kind === "max" ? (y < PAD / 2 + 10 ? 12 : -4) : y > HEIGHT - PAD - 10 ? -4 : 12;
    return `<text class="${kind}" x="${(x + (left ? 5 : -5)).toFixed(1)}" y="${(y + dy).toFixed(1)}" font-size="10" text-anchor="${left ? "start" : "end"}">${kind} ${html(v)}</text>`;
  };
  return `${label(max, "max")}\n${label(min, "min")}`;
}

/**
 * A line chart of one or more series as inline SVG: a time axis (the start, middle and end times
 * of day), the value range on the left, the highest and lowest point of the first series labelled
 * over it, a zero line when asked, and marks (fills). Values are decimal strings; the drawing alone
 * turns them into numbers, the figures stay exact in the tables.
 */
function chart(
  id: string,
  title: string,
  series: readonly Series[],
  options: { readonly zero?: boolean; readonly marks?: readonly Mark[] } = {},
): string {
  const marks = options.marks ?? [];
  const scale = scales(series, marks, options.zero === true);
  const base = HEIGHT - PAD;
  const ticks = [scale.t0, (scale.t0 + scale.t1) / 2, scale.t1].map(
    (t, i) =>
      `<line x1="${scale.x(t).toFixed(1)}" y1="${base}" x2="${scale.x(t).toFixed(1)}" y2="${base + 4}" stroke="#999"/>
<text class="time" x="${scale.x(t).toFixed(1)}" y="${base + 16}" font-size="10" text-anchor="${["start", "middle", "end"][i]}">${clockTime(t)}</text>`,
  );
  const zero =
    options.zero === true
      ? `<line class="zero" x1="${PAD}" y1="${scale.y(0).toFixed(1)}" x2="${WIDTH - PAD}" y2="${scale.y(0).toFixed(1)}" stroke="#666" stroke-dasharray="4 3"/>`
      : "";
  const dots = marks.map(
    (m) =>
      `<circle class="mark" cx="${scale.x(m.time).toFixed(1)}" cy="${scale.y(Number(m.value)).toFixed(1)}" r="3" fill="${m.color}"><title>${html(m.title)}</title></circle>`,
  );
  const legend = series.length > 1 || marks.length > 0 ? legendOf(series, marks) : "";
  return `<figure>
<figcaption>${html(title)}</figcaption>
<svg id="${id}" role="img" aria-label="${html(title)}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${series.map((s) => pathOf(s, scale)).join("\n")}
<line x1="${PAD}" y1="${base}" x2="${WIDTH - PAD}" y2="${base}" stroke="#999"/>
${ticks.join("\n")}
<text x="2" y="${PAD / 2}" font-size="11">${html(String(scale.high))}</text>
<text x="2" y="${base}" font-size="11">${html(String(scale.low))}</text>
${zero}
${extremes(series[0], scale)}
${dots.join("\n")}
</svg>
${legend}
</figure>`;
}

function legendOf(series: readonly Series[], marks: readonly Mark[]): string {
  const seen = new Map<string, string>();
  for (const s of series) seen.set(s.label, s.color);
  for (const m of marks)
    seen.set(m.title.split(" ")[0] === "buy" ? "fill, buy" : "fill, sell", m.color);
  return `<p class="legend">${[...seen].map(([label, color]) => `<span style="color:${color}">&#9632;</span> ${html(label)}`).join(" &nbsp; ")}</p>`;
}

/** The price chart of each market the bot was in: its mid, the bot's best bid and ask, its fills. */
function priceCharts(report: SessionReport): string[] {
  // The markets the bot was in: a fill, or a quote at some sample.
  const active = Object.entries(report.prices).filter(
    ([symbol, points]) =>
      report.fills.list.some((f) => f.symbol === symbol) ||
      points.some(([, , bid, ask]) => bid !== null || ask !== null),
  );
  return active.map(([symbol, points], i) => {
    const column = (k: 1 | 2 | 3) => points.map((p) => [p[0], p[k]] as const);
    const marks = report.fills.list
      .filter((f) => f.symbol === symbol)
      .map((f) => ({
        time: f.time,
        value: f.price,
        color: f.side === "buy" ? "#1a7f37" : "#cf222e",
        title: `${f.side} ${f.quantity} at ${f.price} (${f.cause})`,
      }));
    return chart(
      `price-${i}`,
      `Prices, ${symbol}: the mid, the bot's quotes and its fills`,
      [
        { points: column(1), color: "#1f6feb", label: "mid" },
        { points: column(2), color: "#56d364", label: "bot's bid", dots: true },
        { points: column(3), color: "#ff7b72", label: "bot's ask", dots: true },
      ],
      { marks },
    );
  });
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

/** The funding charges, a row each; nothing when the session had none. */
function fundingRows(report: SessionReport): string {
  if (report.funding.length === 0) return "<p>No funding was charged in the session.</p>";
  const head =
    "<tr><th>time</th><th>market</th><th>size</th><th>mark</th><th>hourly rate</th><th>USD</th></tr>";
  const rows = report.funding.map((f) => {
    const cells = [new Date(f.time).toISOString(), f.symbol, f.size, f.price, f.rate, f.amount];
    return `<tr>${cells.map((c) => `<td>${html(c)}</td>`).join("")}</tr>`;
  });
  return `<table class="funding">\n${head}\n${rows.join("\n")}\n</table>`;
}

/**
 * A session report as one self-contained HTML page (no script, no outside resource): the
 * figures (the PnL split into spread capture, inventory, fees and funding; the equity's Sharpe
 * and Sortino ratios; turnover, fill ratio, time quoting both sides), the equity and position
 * charts, fills by cause, markouts, funding, the models and every fill.
 *
 * @example
 * writeFileSync("report.html", reportHtml(recorder.finish()))
 */
export function reportHtml(report: SessionReport): string {
  const { pnl, equity, fills, orders, timeInMarket } = report;
  const span = report.to - report.from;
  const share = (ms: number) => (span > 0 ? `${((100 * ms) / span).toFixed(1)} %` : "0 %");
  const ratio = (value: string | null) => value ?? "n/a";
  const positions = Object.entries(report.positions)
    .filter(([, points]) => points.some(([, size]) => size !== "0"))
    .map(([symbol, points], i) =>
      chart(`position-${i}`, `Position, ${symbol}`, [{ points, color: "#1f6feb", label: "size" }], {
        zero: true,
      }),
    );
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
  ["spread capture", pnl.spreadCapture],
  ["inventory", pnl.inventory],
  ["fees (paid, less rebates)", pnl.fees],
  ["maker rebates received", pnl.rebates],
  ["funding (received, negative paid)", pnl.funding],
  ["realized", pnl.realized],
  ["unrealized", pnl.unrealized],
  ["equity at start", equity.start],
  ["equity at end", equity.end],
  ["max drawdown", equity.maxDrawdown],
  [`Sharpe (${equity.minuteReturns} one-minute returns, annualised)`, ratio(equity.sharpe)],
  [`Sortino (${equity.minuteReturns} one-minute returns, annualised)`, ratio(equity.sortino)],
])}
<p>Net is spread capture + inventory − fees + funding: spread capture is what each fill earned
against the mid as it filled, inventory what the position made as the price moved on.</p>
${chart("equity", "Equity (USD)", [{ points: equity.curve, color: "#1f6feb", label: "equity" }])}
${positions.join("\n")}
${priceCharts(report).join("\n")}
<h2>Fills</h2>
${table([
  ["fills", fills.count],
  ["maker", fills.maker],
  ["taker", fills.taker],
  ["volume (USD)", fills.volume],
  ["turnover (volume over starting equity)", ratio(fills.turnover)],
  ["fill ratio (fills per order placed)", ratio(fills.fillRatio)],
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
  ...Object.entries(timeInMarket.bothSides).map(
    ([symbol, ms]) => [`quoting both sides, ${symbol}`, share(ms)] as const,
  ),
])}
<h2>Funding</h2>
${fundingRows(report)}
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
