import { type ChartBar, resolutions } from "@perpkit/candles";
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type HistogramData,
  HistogramSeries,
  type UTCTimestamp,
} from "lightweight-charts";
import { createChartFeed, openChart } from "./live-chart.js";
import { readSettings, sandboxUrl, settingsQuery } from "./settings.js";

/** How many bars the chart opens with. */
const BARS = 300;

const status = document.querySelector<HTMLDivElement>("#status") as HTMLDivElement;
const live = document.querySelector<HTMLDivElement>("#live") as HTMLDivElement;
const form = document.querySelector<HTMLFormElement>("#controls") as HTMLFormElement;
const container = document.querySelector<HTMLDivElement>("#chart") as HTMLDivElement;

function say(text: string, error = false): void {
  status.textContent = text;
  status.classList.toggle("error", error);
}

const toCandle = (bar: ChartBar): CandlestickData<UTCTimestamp> => ({
  time: (bar.time / 1000) as UTCTimestamp,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

const toVolume = (bar: ChartBar): HistogramData<UTCTimestamp> => ({
  time: (bar.time / 1000) as UTCTimestamp,
  value: bar.volume ?? 0,
  color: bar.close >= bar.open ? "#26a69a66" : "#ef535066",
});

async function main(): Promise<void> {
  const settings = readSettings(location.search);
  const fields = form.elements;
  const select = fields.namedItem("resolution") as HTMLSelectElement;
  for (const resolution of resolutions) select.add(new Option(resolution, resolution));
  (fields.namedItem("url") as HTMLInputElement).value = settings.location;
  (fields.namedItem("url") as HTMLInputElement).placeholder =
    `local, testnet, mainnet or ${sandboxUrl}`;
  (fields.namedItem("stream") as HTMLInputElement).value = settings.streamUrl ?? "off";
  (fields.namedItem("symbol") as HTMLInputElement).value = settings.symbol;
  select.value = settings.resolution;
  (fields.namedItem("source") as HTMLSelectElement).value = settings.source;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    location.search = settingsQuery(new FormData(form));
  });

  // The datafeed is the TradingView adapter; its bars are already numbers, which is what a
  // chart library draws. With a stream client its live bar moves with every trade (or mark
  // price) as the gateway pushes it; without one it polls the candle API.
  const feed = createChartFeed(settings, (error) => say(String(error), true));
  say(`Loading ${settings.symbol} from ${feed.candles.url} ...`);

  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { color: "#0f1318" }, textColor: "#d7dde4" },
    grid: { vertLines: { color: "#1b2129" }, horzLines: { color: "#1b2129" } },
    timeScale: { timeVisible: true, secondsVisible: false },
  });
  const priceSeries = chart.addSeries(CandlestickSeries);
  const volumeSeries = chart.addSeries(HistogramSeries, {
    priceScaleId: "",
    priceFormat: { type: "volume" },
  });
  volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  const { info, bars, follow } = await openChart(feed, settings, BARS);
  const decimals = Math.max(0, Math.round(Math.log10(info.pricescale)));
  priceSeries.applyOptions({
    priceFormat: { type: "price", precision: decimals, minMove: info.minmov / info.pricescale },
  });
  priceSeries.setData(bars.map(toCandle));
  volumeSeries.setData(bars.map(toVolume));
  chart.timeScale().fitContent();

  let updates = 0;
  const origin = feed.stream
    ? `the stream (${settings.source === "last" ? "TradeFill" : "Ticker mark price"})`
    : "polling";
  follow((bar) => {
    priceSeries.update(toCandle(bar));
    volumeSeries.update(toVolume(bar));
    updates++;
    const time = new Date(bar.time).toISOString().slice(0, 16).replace("T", " ");
    live.textContent = `Live bar ${time}: O ${bar.open} H ${bar.high} L ${bar.low} C ${bar.close} V ${bar.volume ?? 0}, ${updates} update${updates === 1 ? "" : "s"} from ${origin}`;
    document.body.dataset.updates = String(updates);
  });
  say(
    bars.length > 0
      ? `${settings.symbol} ${settings.source} price, ${settings.resolution} bars: ${bars.length} loaded, the latest following ${origin}.`
      : `No ${settings.source}-price bars for ${settings.symbol} yet; the latest follows ${origin}.`,
  );
  document.body.dataset.state = "following";
}

main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error), true);
  document.body.dataset.state = "error";
});
