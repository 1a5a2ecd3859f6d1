import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  maxWindowSeconds,
  type PriceSource,
  priceSources,
  type Resolution,
} from "../src/generated/constants.js";

/** A bar as the test server stores it: Unix seconds and the exact JSON number text of each value. */
export interface ServedBar {
  readonly t: number;
  readonly o: string;
  readonly h: string;
  readonly l: string;
  readonly c: string;
  readonly v: string;
}

/** One request the server received. */
export interface SeenRequest {
  readonly source: PriceSource | undefined;
  readonly route: string;
  readonly query: Readonly<Record<string, string>>;
}

/** A scripted answer that replaces the server's own. */
export interface ScriptedAnswer {
  readonly status?: number;
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface UdfServerOptions {
  /** Windows the server enforces (`to - from` may not exceed them); default the spec's. */
  readonly windows?: Partial<Record<Resolution, number>>;
  /** Also send the latest bar before `from`, as services do for the bar that holds `from`. */
  readonly includeBarBeforeFrom?: boolean;
  /** Return to the client the answer this gives, when it gives one. */
  readonly script?: (request: SeenRequest) => ScriptedAnswer | undefined;
  readonly serverTimeSeconds?: number;
  /** Holds the answer to a request until the promise this returns settles. */
  readonly hold?: (request: SeenRequest) => Promise<void> | undefined;
  /** Told of each request once its answer is written. */
  readonly onAnswered?: (request: SeenRequest) => void;
}

export interface UdfServer {
  readonly url: string;
  readonly requests: SeenRequest[];
  /** Replaces the bars of one series. */
  setBars(source: PriceSource, symbol: string, resolution: Resolution, bars: ServedBar[]): void;
  /** Adds or replaces one bar of a series, keeping it sorted. */
  putBar(source: PriceSource, symbol: string, resolution: Resolution, bar: ServedBar): void;
  historyRequests(): SeenRequest[];
  close(): Promise<void>;
}

export const knownSymbols = ["BTCUSD-Perp", "ETHUSD-Perp"];

function symbolInfo(symbol: string) {
  return {
    name: symbol,
    ticker: symbol,
    description: `${symbol.split("-")[0]} perpetual`,
    type: "crypto",
    session: "24x7",
    exchange: "Sandbox",
    listed_exchange: "Sandbox",
    timezone: "Etc/UTC",
    minmov: 1,
    pricescale: 100,
    has_intraday: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: ["1", "5", "60", "1D"],
    volume_precision: 4,
    data_status: "streaming",
  };
}

/** A bar whose four prices are `price` and whose volume is `volume`. */
export function flatBar(t: number, price: string, volume = "1"): ServedBar {
  return { t, o: price, h: price, l: price, c: price, v: volume };
}

/**
 * A small candle API on 127.0.0.1 for tests: serves both price sources from bars the test sets,
 * enforces the history windows, records every request, and lets a test script any answer.
 */
export async function startUdfServer(options: UdfServerOptions = {}): Promise<UdfServer> {
  const windows = { ...maxWindowSeconds, ...options.windows } as Record<Resolution, number>;
  const series = new Map<string, ServedBar[]>();
  const requests: SeenRequest[] = [];
  const key = (source: PriceSource, symbol: string, resolution: string) =>
    `${source}|${symbol}|${resolution}`;

  const history = (source: PriceSource, query: Record<string, string>): string => {
    const { symbol = "", resolution = "" } = query;
    if (!knownSymbols.includes(symbol)) return '{"s":"error","errmsg":"unknown_symbol"}';
    const from = Number(query.from);
    const to = Number(query.to);
    const window = windows[resolution as Resolution];
    if (window === undefined) return '{"s":"error","errmsg":"unsupported resolution"}';
    if (to - from > window)
      return `{"s":"error","errmsg":"range of ${to - from} s exceeds ${window} s"}`;
    const all = series.get(key(source, symbol, resolution)) ?? [];
    let first = all.findIndex((b) => b.t >= from);
    if (first < 0) first = all.length;
    if (options.includeBarBeforeFrom && first > 0) first--;
    let bars = all.slice(first).filter((b) => b.t <= to);
    if (query.countback !== undefined) bars = bars.slice(-Number(query.countback));
    if (bars.length === 0) {
      const before = all.filter((b) => b.t < from).at(-1);
      return before ? `{"s":"no_data","nextTime":${before.t}}` : '{"s":"no_data"}';
    }
    const column = (k: keyof ServedBar) => `[${bars.map((b) => b[k]).join(",")}]`;
    return `{"s":"ok","t":${column("t")},"o":${column("o")},"h":${column("h")},"l":${column("l")},"c":${column("c")},"v":${column("v")}}`;
  };

  const answer = (
    source: PriceSource,
    route: string,
    query: Record<string, string>,
  ): ScriptedAnswer => {
    switch (route) {
      case "/config":
        return {
          body: JSON.stringify({
            supported_resolutions: ["1", "5", "60", "1D"],
            supports_group_request: false,
            supports_marks: false,
            supports_search: true,
            supports_timescale_marks: false,
            supports_time: true,
            exchanges: [{ value: "Sandbox", name: "Sandbox", desc: "perpkit sandbox" }],
            symbols_types: [{ name: "Perpetual", value: "Perp" }],
          }),
        };
      case "/symbols":
        return {
          body: knownSymbols.includes(query.symbol ?? "")
            ? JSON.stringify(symbolInfo(query.symbol as string))
            : '{"s":"error","errmsg":"unknown_symbol"}',
        };
      case "/search": {
        const text = (query.query ?? "").toUpperCase();
        const hits = knownSymbols
          .filter((s) => s.toUpperCase().includes(text))
          .slice(0, query.limit ? Number(query.limit) : undefined)
          .map((s) => ({
            symbol: s,
            full_name: `Sandbox:${s}`,
            description: `${s.split("-")[0]} perpetual`,
            exchange: "Sandbox",
            ticker: s,
            type: "crypto",
          }));
        return { body: JSON.stringify(hits) };
      }
      case "/history":
        return { body: history(source, query) };
      case "/time":
        return { body: String(options.serverTimeSeconds ?? Math.floor(Date.now() / 1000)) };
      default:
        return { status: 404, body: '{"statusCode":404,"error":"Not Found","message":"no route"}' };
    }
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const entry = Object.entries(priceSources).find(([, s]) =>
      url.pathname.startsWith(`${s.prefix}/`),
    );
    const source = entry?.[0] as PriceSource | undefined;
    const route = entry ? url.pathname.slice(entry[1].prefix.length) : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const seen: SeenRequest = { source, route, query };
    requests.push(seen);
    const scripted = options.script?.(seen);
    const reply =
      scripted ??
      (source ? answer(source, route, query) : { status: 404, body: '{"message":"no route"}' });
    const send = () => {
      res.writeHead(reply.status ?? 200, {
        "content-type": "application/json",
        "access-control-allow-origin": "*",
        ...reply.headers,
      });
      res.end(reply.body, () => options.onAnswered?.(seen));
    };
    const held = options.hold?.(seen);
    if (held) void held.then(send, send);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setBars(source, symbol, resolution, bars) {
      series.set(
        key(source, symbol, resolution),
        [...bars].sort((a, b) => a.t - b.t),
      );
    },
    putBar(source, symbol, resolution, bar) {
      const k = key(source, symbol, resolution);
      const bars = (series.get(k) ?? []).filter((b) => b.t !== bar.t);
      bars.push(bar);
      series.set(
        k,
        bars.sort((a, b) => a.t - b.t),
      );
    },
    historyRequests() {
      return requests.filter((r) => r.route === "/history");
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
