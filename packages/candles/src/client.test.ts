import {
  AbortError,
  DecodeError,
  RateLimitError,
  ServerError,
  ValidationError,
} from "@perpkit/core";
import { afterEach, describe, expect, test } from "vitest";
import {
  flatBar,
  type SeenRequest,
  type ServedBar,
  startUdfServer,
  type UdfServer,
  type UdfServerOptions,
} from "../test/udf-server.js";
import { createCandlesClient, type HistoryParameters } from "./client.js";
import { CandlesError } from "./errors.js";
import { maxWindowSeconds } from "./generated/constants.js";

/** 2026-01-01T00:00:00Z in Unix seconds. */
const T0 = 1_767_225_600;
const ms = (seconds: number) => seconds * 1000;

/** One bar a minute from `start` for `count` minutes, priced by index. */
function minuteBars(start: number, count: number): ServedBar[] {
  return Array.from({ length: count }, (_, i) => ({
    t: start + i * 60,
    o: `${100 + i}.5`,
    h: `${101 + i}`,
    l: `${99 + i}.25`,
    c: `${100 + i}.75`,
    v: `${i}.125`,
  }));
}

let server: UdfServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(options: UdfServerOptions = {}) {
  server = await startUdfServer(options);
  return server;
}

const threeHours = {
  symbol: "BTCUSD-Perp",
  resolution: "1",
  source: "last",
  from: ms(T0),
  to: ms(T0 + 3 * 3600),
} as const satisfies HistoryParameters;

const windowsAsked = (s: UdfServer) =>
  s
    .historyRequests()
    .map((r) => [Number(r.query.from), Number(r.query.to)] as const)
    .sort((a, b) => a[0] - b[0]);

describe("history", () => {
  test("keeps every OHLCV value as the decimal text the service sent", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", [
      {
        t: T0,
        o: "97000.10",
        h: "97012.123456789012",
        l: "64.30000000000001",
        c: "1e-7",
        v: "2.5E+3",
      },
    ]);
    const candles = createCandlesClient({ url: s.url });
    const { bars } = await candles.history({ ...threeHours, to: ms(T0 + 59) });
    expect(bars).toEqual([
      {
        time: ms(T0),
        open: "97000.10",
        high: "97012.123456789012",
        low: "64.30000000000001",
        close: "0.0000001",
        volume: "2500",
      },
    ]);
  });

  test("splits a range longer than the window into requests the service accepts", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 180));
    const { bars } = await createCandlesClient({ url: s.url }).history(threeHours);
    expect(bars.map((b) => b.time)).toEqual(minuteBars(T0, 180).map((b) => ms(b.t)));
    expect(windowsAsked(s)).toEqual([
      [T0, T0 + 3599],
      [T0 + 3600, T0 + 7199],
      [T0 + 7200, T0 + 10799],
    ]);
    for (const [from, to] of windowsAsked(s)) {
      expect(to - from).toBeLessThanOrEqual(maxWindowSeconds["1"]);
    }
  });

  test("without splitting, the same range is refused by the service", async () => {
    const s = await serve();
    const candles = createCandlesClient({ url: s.url, maxWindowSeconds: { "1": 3 * 3600 } });
    const error = await candles.history(threeHours).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CandlesError);
    expect((error as CandlesError).serverMessage).toBe("range of 10799 s exceeds 3600 s");
  });

  test("merges windows in time order when later windows answer first", async () => {
    // Each window's answer waits until the window after it has been answered.
    const answered = new Map<number, () => void>();
    const waits = new Map<number, Promise<void>>();
    for (const from of [T0, T0 + 3600, T0 + 7200]) {
      waits.set(from, new Promise<void>((resolve) => answered.set(from, resolve)));
    }
    const order: number[] = [];
    const s = await serve({
      hold: (r) => (r.route === "/history" ? waits.get(Number(r.query.from) + 3600) : undefined),
      onAnswered: (r) => {
        order.push(Number(r.query.from));
        answered.get(Number(r.query.from))?.();
      },
    });
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 180));
    const candles = createCandlesClient({ url: s.url, concurrency: 3 });
    const { bars } = await candles.history(threeHours);
    expect(order).toEqual([T0 + 7200, T0 + 3600, T0]);
    expect(bars.map((b) => b.time)).toEqual(minuteBars(T0, 180).map((b) => ms(b.t)));
  });

  test("drops bars a window sends from before its start, so no bar appears twice", async () => {
    const s = await serve({ includeBarBeforeFrom: true });
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0 - 60, 181));
    const { bars } = await createCandlesClient({ url: s.url }).history(threeHours);
    const times = bars.map((b) => b.time);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual(minuteBars(T0, 180).map((b) => ms(b.t)));
  });

  test("sorts and de-duplicates an answer that repeats or reorders bars", async () => {
    const s = await serve({
      script: (r) =>
        r.route === "/history"
          ? {
              body: `{"s":"ok","t":[${T0 + 60},${T0},${T0 + 60}],"o":[2,1,3],"h":[2,1,3],"l":[2,1,3],"c":[2,1,3],"v":[2,1,3]}`,
            }
          : undefined,
    });
    const { bars } = await createCandlesClient({ url: s.url }).history({
      ...threeHours,
      to: ms(T0 + 119),
    });
    expect(bars.map((b) => [b.time, b.close])).toEqual([
      [ms(T0), "1"],
      [ms(T0 + 60), "2"],
    ]);
  });

  test("no_data is an empty result that names the closest earlier bar", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", [flatBar(T0 - 86_400, "90")]);
    const result = await createCandlesClient({ url: s.url }).history(threeHours);
    expect(result).toEqual({ bars: [], nextTime: ms(T0 - 86_400) });
  });

  test("gaps in some windows leave the bars of the others", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", [flatBar(T0 + 60, "1"), flatBar(T0 + 7260, "3")]);
    const result = await createCandlesClient({ url: s.url }).history(threeHours);
    expect(result.bars.map((b) => b.close)).toEqual(["1", "3"]);
    expect(result.nextTime).toBeUndefined();
  });

  test("an error answer is a CandlesError carrying the service's message", async () => {
    const s = await serve({
      script: (r) =>
        r.route === "/history"
          ? { body: '{"s":"error","errmsg":"series unavailable"}' }
          : undefined,
    });
    const error = await createCandlesClient({ url: s.url })
      .history(threeHours)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CandlesError);
    expect(error).toMatchObject({ route: "history", serverMessage: "series unavailable" });
  });

  test("an error in one window fails the whole call", async () => {
    const s = await serve({
      script: (r) =>
        r.route === "/history" && Number(r.query.from) === T0 + 3600
          ? { body: '{"s":"error","errmsg":"boom"}' }
          : undefined,
    });
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 180));
    await expect(createCandlesClient({ url: s.url }).history(threeHours)).rejects.toThrow(
      CandlesError,
    );
  });

  test("a malformed answer is a DecodeError naming the field", async () => {
    const s = await serve({
      script: (r) =>
        r.route === "/history"
          ? { body: `{"s":"ok","t":[${T0}],"o":[1],"h":[1],"l":[1],"c":[1,2],"v":[1]}` }
          : undefined,
    });
    const error = await createCandlesClient({ url: s.url })
      .history(threeHours)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).path).toBe("c");
  });

  test("HTTP errors keep their typed errors from the transport", async () => {
    const s = await serve({
      script: (r) =>
        r.route === "/history"
          ? { status: 503, body: '{"statusCode":503,"error":"Service Unavailable"}' }
          : undefined,
    });
    await expect(createCandlesClient({ url: s.url }).history(threeHours)).rejects.toThrow(
      ServerError,
    );
  });

  test("a 429 with Retry-After is retried when retries are on", async () => {
    let refused = 0;
    const s = await serve({
      script: (r) => {
        if (r.route !== "/history" || refused > 0) return undefined;
        refused++;
        return {
          status: 429,
          headers: { "retry-after": "0" },
          body: '{"statusCode":429,"type":"RATE_LIMIT_IP"}',
        };
      },
    });
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 3));
    const withRetry = createCandlesClient({ url: s.url, retry: { retries: 1, baseDelayMs: 1 } });
    expect((await withRetry.history({ ...threeHours, to: ms(T0 + 3599) })).bars).toHaveLength(3);
    refused = 0;
    const without = createCandlesClient({ url: s.url });
    await expect(without.history({ ...threeHours, to: ms(T0 + 3599) })).rejects.toThrow(
      RateLimitError,
    );
  });

  test("countback keeps the latest bars and asks only the windows it needs", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 180));
    const candles = createCandlesClient({ url: s.url, concurrency: 1 });
    const { bars } = await candles.history({ ...threeHours, countback: 70 });
    expect(bars.map((b) => b.time)).toEqual(minuteBars(T0 + 110 * 60, 70).map((b) => ms(b.t)));
    expect(windowsAsked(s)).toEqual([
      [T0 + 3600, T0 + 7199],
      [T0 + 7200, T0 + 10799],
    ]);
  });

  test("countback is passed on when one request covers the range", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 60));
    const { bars } = await createCandlesClient({ url: s.url }).history({
      ...threeHours,
      to: ms(T0 + 3599),
      countback: 5,
    });
    expect(bars).toHaveLength(5);
    expect(s.historyRequests()[0]?.query.countback).toBe("5");
  });

  test("the oracle source asks the oracle-price routes", async () => {
    const s = await serve();
    s.setBars("oracle", "BTCUSD-Perp", "1", [flatBar(T0, "97000.123456789")]);
    s.setBars("last", "BTCUSD-Perp", "1", [flatBar(T0, "1")]);
    const { bars } = await createCandlesClient({ url: s.url }).history({
      ...threeHours,
      source: "oracle",
    });
    expect(bars[0]?.close).toBe("97000.123456789");
    expect(s.historyRequests().map((r) => r.source)).toEqual(["oracle", "oracle", "oracle"]);
  });

  test("a range within one second of nothing asks nothing", async () => {
    const s = await serve();
    const result = await createCandlesClient({ url: s.url }).history({
      ...threeHours,
      from: ms(T0) + 1,
      to: ms(T0) + 999,
    });
    expect(result).toEqual({ bars: [], nextTime: undefined });
    expect(s.requests).toEqual([]);
  });

  test("an aborted call stops with an AbortError", async () => {
    const s = await serve({ hold: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = createCandlesClient({ url: s.url }).history({
      ...threeHours,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toThrow(AbortError);
  });
});

describe("one vocabulary: symbols, resolutions and [from, to)", () => {
  test("a product's symbol and a common resolution ask the API's own names", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "60", [flatBar(T0, "97000.5"), flatBar(T0 + 3600, "97001")]);
    const candles = createCandlesClient({ url: s.url });
    const range = { source: "last", from: ms(T0), to: ms(T0 + 7200) } as const;
    const common = await candles.history({ ...range, symbol: "BTCUSD", resolution: "1h" });
    const own = await candles.history({ ...range, symbol: "BTCUSD-Perp", resolution: "60" });
    expect(common.bars.map((b) => b.close)).toEqual(["97000.5", "97001"]);
    expect(common).toEqual(own);
    for (const request of s.historyRequests()) {
      expect(request.query).toMatchObject({ symbol: "BTCUSD-Perp", resolution: "60" });
    }
  });

  test.each([
    ["1m", "1"],
    ["15m", "15"],
    ["4h", "240"],
    ["1d", "1D"],
    ["1D", "1D"],
    ["1w", "1W"],
    ["1M", "1M"],
  ] as const)("resolution %s asks the API for %s", async (given, asked) => {
    const s = await serve();
    await createCandlesClient({ url: s.url }).history({
      ...threeHours,
      resolution: given,
      to: ms(T0 + 60),
    });
    expect(s.historyRequests()[0]?.query.resolution).toBe(asked);
  });

  test("the range is [from, to): a bar opening at from is in it, one opening at to is not", async () => {
    const s = await serve();
    s.setBars("last", "BTCUSD-Perp", "1", minuteBars(T0, 3));
    const candles = createCandlesClient({ url: s.url });
    const { bars } = await candles.history({ ...threeHours, from: ms(T0), to: ms(T0 + 120) });
    expect(bars.map((b) => b.time)).toEqual([ms(T0), ms(T0 + 60)]);
    expect(windowsAsked(s)).toEqual([[T0, T0 + 119]]);
    // A `to` between whole seconds keeps the bar of the second before it.
    const between = await candles.history({ ...threeHours, from: ms(T0), to: ms(T0 + 120) + 1 });
    expect(between.bars).toHaveLength(3);
  });

  test("resolveSymbol takes the product's symbol too", async () => {
    const s = await serve();
    const info = await createCandlesClient({ url: s.url }).resolveSymbol({ symbol: "BTCUSD" });
    expect(info.name).toBe("BTCUSD-Perp");
    expect(s.requests[0]?.query.symbol).toBe("BTCUSD-Perp");
  });
});

describe("history refuses bad input before any request", () => {
  const cases: [string, Partial<Record<keyof HistoryParameters, unknown>>, string][] = [
    ["an unknown resolution", { resolution: "7m" }, "resolution"],
    ["a bar size in no form the client reads", { resolution: "2D" }, "resolution"],
    ["a symbol split in two", { symbol: "BTC-USD" }, "symbol"],
    ["a lower-case symbol", { symbol: "btcusd-perp" }, "symbol"],
    ["an announced but unserved market type", { symbol: "BTCUSD-Spot" }, "symbol"],
    ["an unknown source", { source: "mid" }, "source"],
    ["an inverted range", { from: ms(T0 + 60), to: ms(T0) }, "to"],
    ["an empty range", { from: ms(T0), to: ms(T0) }, "to"],
    ["seconds where milliseconds belong", { from: T0 }, "from"],
    ["a fractional time", { to: ms(T0) + 0.5 }, "to"],
    ["an invalid Date", { from: new Date(Number.NaN) }, "from"],
    ["a zero countback", { countback: 0 }, "countback"],
  ];
  test.each(cases)("%s", async (_, change, field) => {
    const s = await serve();
    const error = await createCandlesClient({ url: s.url })
      .history({ ...threeHours, ...change } as HistoryParameters)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect(s.requests).toEqual([]);
  });

  test("an inverted range names both ends in ISO 8601", async () => {
    const s = await serve();
    await expect(
      createCandlesClient({ url: s.url }).history({ ...threeHours, from: ms(T0 + 86_400) }),
    ).rejects.toThrow(
      "to must be after from: the range is [from, to), and 2026-01-01T03:00:00.000Z is not after 2026-01-02T00:00:00.000Z",
    );
  });

  test("seconds where milliseconds belong are shown as the date they would be", async () => {
    const s = await serve();
    await expect(
      createCandlesClient({ url: s.url }).history({ ...threeHours, from: T0 }),
    ).rejects.toThrow(`${T0} is 1970-01-21T10:53:45.600Z, before 1973: it looks like seconds`);
  });

  test("a range needing more requests than maxRequests", async () => {
    const s = await serve();
    const candles = createCandlesClient({ url: s.url, maxRequests: 2 });
    await expect(candles.history(threeHours)).rejects.toThrow(
      "spans 3 requests at resolution 1 (3600 s each), more than maxRequests 2",
    );
    expect(s.requests).toEqual([]);
  });
});

describe("the other routes", () => {
  test("config has readable names", async () => {
    const s = await serve();
    const config = await createCandlesClient({ url: s.url }).config();
    expect(config).toEqual({
      supportedResolutions: ["1", "5", "60", "1D"],
      supportsSearch: true,
      supportsGroupRequest: false,
      supportsMarks: false,
      supportsTimescaleMarks: false,
      supportsTime: true,
      exchanges: [{ value: "Sandbox", name: "Sandbox", description: "perpkit sandbox" }],
      symbolTypes: [{ name: "Perpetual", value: "Perp" }],
    });
    expect(s.requests.map((r) => [r.source, r.route])).toEqual([["last", "/config"]]);
  });

  test("resolveSymbol decodes the metadata of a symbol", async () => {
    const s = await serve();
    const info = await createCandlesClient({ url: s.url }).resolveSymbol({
      symbol: "ETHUSD-Perp",
      source: "oracle",
    });
    expect(info).toMatchObject({
      name: "ETHUSD-Perp",
      ticker: "ETHUSD-Perp",
      session: "24x7",
      listedExchange: "Sandbox",
      minmov: 1,
      pricescale: 100,
      hasIntraday: true,
      supportedResolutions: ["1", "5", "60", "1D"],
      volumePrecision: 4,
    });
    expect(s.requests.map((r) => r.source)).toEqual(["oracle"]);
  });

  test("an unknown symbol is a CandlesError", async () => {
    const s = await serve();
    const error = await createCandlesClient({ url: s.url })
      .resolveSymbol({ symbol: "DOGEUSD-Perp" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CandlesError);
    expect(error).toMatchObject({ route: "symbols", serverMessage: "unknown_symbol" });
  });

  test("searchSymbols lists matching markets", async () => {
    const s = await serve();
    const results = await createCandlesClient({ url: s.url }).searchSymbols({
      query: "eth",
      limit: 5,
    });
    expect(results).toEqual([
      {
        symbol: "ETHUSD-Perp",
        fullName: "Sandbox:ETHUSD-Perp",
        description: "ETHUSD perpetual",
        exchange: "Sandbox",
        ticker: "ETHUSD-Perp",
        type: "crypto",
      },
    ]);
    expect(s.requests[0]?.query).toEqual({ query: "eth", limit: "5" });
  });

  test("serverTime turns the service's seconds into milliseconds", async () => {
    const s = await serve({ serverTimeSeconds: T0 });
    expect(await createCandlesClient({ url: s.url }).serverTime()).toBe(ms(T0));
  });

  test("a config missing a field is a DecodeError naming it", async () => {
    const s = await serve({
      script: (r: SeenRequest) =>
        r.route === "/config"
          ? {
              body: JSON.stringify({
                supported_resolutions: ["1"],
                supports_group_request: false,
                supports_marks: false,
                supports_timescale_marks: false,
              }),
            }
          : undefined,
    });
    const error = await createCandlesClient({ url: s.url })
      .config()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).path).toBe("supports_search");
  });
});

describe("createCandlesClient", () => {
  test("takes the candle URL of a preset network", () => {
    expect(createCandlesClient({ network: "testnet" }).url).toBe(
      "https://tradingview.etherealtest.net",
    );
    expect(createCandlesClient({ network: "local" }).url).toBe("http://127.0.0.1:7420");
  });

  test("prefers an explicit url and trims its trailing slash", () => {
    expect(createCandlesClient({ network: "mainnet", url: "http://127.0.0.1:9/" }).url).toBe(
      "http://127.0.0.1:9",
    );
  });

  test("refuses a missing or malformed location", () => {
    expect(() => createCandlesClient({})).toThrow(ValidationError);
    expect(() => createCandlesClient({ url: "ftp://example" })).toThrow("url must be an http");
    expect(() => createCandlesClient({ network: "moon" })).toThrow("network must be one of");
  });

  test("lets windows be overridden and refuses bad ones", () => {
    const candles = createCandlesClient({ network: "local", maxWindowSeconds: { "60": 7200 } });
    expect(candles.maxWindowSeconds["60"]).toBe(7200);
    expect(candles.maxWindowSeconds["1"]).toBe(maxWindowSeconds["1"]);
    expect(() => createCandlesClient({ network: "local", maxWindowSeconds: { "60": 0 } })).toThrow(
      "maxWindowSeconds.60",
    );
  });
});

describe("hooks", () => {
  test("onRequest, onResponse and onRetry observe every candle request", async () => {
    let refusedOnce = false;
    const s = await serve({
      script: (r) => {
        if (r.route !== "/config" || refusedOnce) return undefined;
        refusedOnce = true;
        return { status: 503, body: '{"statusCode":503,"message":"busy"}' };
      },
    });
    const seen: string[] = [];
    const candles = createCandlesClient({
      url: s.url,
      retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2 },
      onRequest: (e) => seen.push(`request ${e.attempt} ${e.method} ${e.path}`),
      onResponse: (e) => seen.push(`response ${e.attempt} ${e.status}`),
      onRetry: (e) => seen.push(`retry ${e.attempt}`),
    });
    await candles.config({ source: "last" });
    expect(seen).toEqual([
      expect.stringMatching(/^request 1 GET \/.*\/config$/),
      "response 1 503",
      "retry 1",
      expect.stringMatching(/^request 2 GET \/.*\/config$/),
      "response 2 200",
    ]);
  });
});
