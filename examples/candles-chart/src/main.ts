import {
  barSeconds,
  type ChartBar,
  type ChartSymbolInfo,
  createCandlesClient,
  createDatafeed,
  resolutions,
} from "@perpkit/candles";
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type HistogramData,
  HistogramSeries,
  type UTCTimestamp,
} from "lightweight-charts";
import { readSettings, sandboxUrl, settingsQuery } from "./settings.js";

/** How many bars the chart opens with. */
const BARS = 300;

const status = document.querySelector<HTMLDivElement>("#status") as HTMLDivElement;
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
  (fields.namedItem("symbol") as HTMLInputElement).value = settings.symbol;
  select.value = settings.resolution;
  (fields.namedItem("source") as HTMLSelectElement).value = settings.source;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    location.search = settingsQuery(new FormData(form));
  });

  const candles = createCandlesClient(settings.client);
  // The datafeed is the TradingView adapter; its bars are already numbers, which is what a
  // chart library draws, and its subscription keeps the last bar up to date.
  const datafeed = createDatafeed(candles, {
    source: settings.source,
    onError: (error) => say(String(error), true),
  });
  say(`Loading ${settings.symbol} from ${candles.url} ...`);

  const info = await new Promise<ChartSymbolInfo>((resolve, reject) =>
    datafeed.resolveSymbol(settings.symbol, resolve, reject),
  );
  const decimals = Math.max(0, Math.round(Math.log10(info.pricescale)));

  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { color: "#0f1318" }, textColor: "#d7dde4" },
    grid: { vertLines: { color: "#1b2129" }, horzLines: { color: "#1b2129" } },
    timeScale: { timeVisible: true, secondsVisible: false },
  });
  const priceSeries = chart.addSeries(CandlestickSeries, {
    priceFormat: { type: "price", precision: decimals, minMove: info.minmov / info.pricescale },
  });
  const volumeSeries = chart.addSeries(HistogramSeries, {
    priceScaleId: "",
    priceFormat: { type: "volume" },
  });
  volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  const nowSeconds = Math.floor(Date.now() / 1000);
  const bars = await new Promise<ChartBar[]>((resolve, reject) =>
    datafeed.getBars(
      info,
      settings.resolution,
      {
        from: nowSeconds - BARS * barSeconds[settings.resolution],
        to: nowSeconds + 1,
        countBack: BARS,
        firstDataRequest: true,
      },
      (result) => resolve(result),
      reject,
    ),
  );
  priceSeries.setData(bars.map(toCandle));
  volumeSeries.setData(bars.map(toVolume));
  chart.timeScale().fitContent();
  say(
    bars.length > 0
      ? `${settings.symbol} ${settings.source} price, ${settings.resolution} bars: ${bars.length} loaded, following the latest.`
      : `No ${settings.source}-price bars for ${settings.symbol} in the last ${BARS} ${settings.resolution} periods.`,
  );

  datafeed.subscribeBars(
    info,
    settings.resolution,
    (bar) => {
      priceSeries.update(toCandle(bar));
      volumeSeries.update(toVolume(bar));
    },
    "chart",
    () => {},
  );
}

main().catch((error: unknown) => say(error instanceof Error ? error.message : String(error), true));
