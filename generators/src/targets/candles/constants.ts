import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import { readYaml, type SpecFile } from "../../spec.js";
import {
  type CandlesSpec,
  enumOf,
  fail,
  NETWORKS,
  OUT,
  type PriceSourceSpec,
  positiveIntegerMap,
  type Schema,
  schemaNamed,
  type WindowSpec,
} from "./model.js";

// constants.ts of @perpkit/candles: price sources, resolutions and their windows, symbol forms,
// history statuses and servers, each read from the candle spec and checked there.

/** What constants.ts says, read from the spec. */
interface CandleConstants {
  readonly sources: Readonly<Record<string, PriceSourceSpec>>;
  readonly resolutions: readonly string[];
  readonly barSeconds: Readonly<Record<string, number>>;
  readonly maxWindowSeconds: Readonly<Record<string, number>>;
  readonly maxWindowOrigin: Readonly<Record<string, string>>;
  readonly symbolTypes: readonly string[];
  readonly announced: readonly string[];
  readonly symbol: Schema;
  readonly symbolPattern: string;
  readonly tickerPattern: string;
  readonly statuses: readonly string[];
  readonly servers: Readonly<Record<string, string>>;
}

/** Adds an exported constant or type alias, each with its sentence and example. */
interface Emit {
  constant(name: string, initializer: string, docs: string, example: string): void;
  alias(name: string, type: string, docs: string, example: string): void;
}

const q = JSON.stringify;

/** The resolutions, the length of a bar at each, and the longest window one request may span. */
function readResolutions(
  doc: CandlesSpec,
): Pick<CandleConstants, "resolutions" | "barSeconds" | "maxWindowSeconds" | "maxWindowOrigin"> {
  const resolution = schemaNamed(doc, "Resolution");
  const resolutions = enumOf(resolution, "Resolution");
  const barSeconds = positiveIntegerMap(
    resolutions,
    resolution["x-bar-seconds"],
    "x-bar-seconds",
    (e) => e,
  );
  const windows = resolution["x-max-window-seconds"] as Record<string, WindowSpec> | undefined;
  const maxWindowSeconds = positiveIntegerMap(
    resolutions,
    windows,
    "x-max-window-seconds",
    (e) => (e as WindowSpec | undefined)?.seconds,
  );
  const maxWindowOrigin: Record<string, string> = {};
  for (const r of resolutions) {
    const origin = windows?.[r]?.origin;
    if (origin !== "interface" && origin !== "default") {
      fail(`Resolution.x-max-window-seconds.${r}.origin must be interface or default`);
    }
    maxWindowOrigin[r] = origin;
  }
  return { resolutions, barSeconds, maxWindowSeconds, maxWindowOrigin };
}

/** The candle servers by network, each the URL spec/networks.yaml gives that network. */
function readServers(doc: CandlesSpec, networks: SpecFile): Record<string, string> {
  const presets = readYaml<{ networks: Record<string, { candlesUrl: string }> }>(networks).networks;
  const servers: Record<string, string> = {};
  for (const server of doc.servers ?? []) {
    const network = server["x-network"];
    if (!network) continue;
    const preset =
      presets[network] ?? fail(`server ${server.url} names unknown network ${network}`);
    if (preset.candlesUrl !== server.url) {
      fail(
        `server ${server.url} differs from ${NETWORKS} ${network}.candlesUrl ${preset.candlesUrl}`,
      );
    }
    servers[network] = server.url;
  }
  return servers;
}

function readConstants(doc: CandlesSpec, networks: SpecFile): CandleConstants {
  const symbolType = schemaNamed(doc, "SymbolType");
  const symbol = schemaNamed(doc, "Symbol");
  return {
    sources: doc["x-price-sources"] ?? fail("x-price-sources is missing"),
    ...readResolutions(doc),
    symbolTypes: enumOf(symbolType, "SymbolType"),
    announced: (symbolType["x-announced"] ?? []) as string[],
    symbol,
    symbolPattern: symbol.pattern ?? fail("Symbol.pattern is missing"),
    tickerPattern:
      (symbol["x-ticker-pattern"] as string | undefined) ??
      fail("Symbol.x-ticker-pattern is missing"),
    statuses: enumOf(schemaNamed(doc, "HistoryStatus"), "HistoryStatus"),
    servers: readServers(doc, networks),
  };
}

function addPriceSources({ constant, alias }: Emit, { sources }: CandleConstants): void {
  const source0 = JSON.stringify(Object.keys(sources)[0] ?? "");
  constant(
    "priceSources",
    `${literal(sources)} as const`,
    "The price sources of the candle API: route prefix, meaning, and the stream channel a live bar is built from.",
    `priceSources[${source0}].prefix`,
  );
  alias(
    "PriceSource",
    "keyof typeof priceSources",
    "A price source: `last` (trade price) or `oracle` (the mark price reference).",
    `const source: PriceSource = ${source0}`,
  );
  constant(
    "priceSourceNames",
    `${literal(Object.keys(sources))} as const`,
    "Names of the price sources.",
    `priceSourceNames[0] // ${source0}`,
  );
}

function addResolutions({ constant, alias }: Emit, values: CandleConstants): void {
  const { resolutions, barSeconds, maxWindowSeconds, maxWindowOrigin } = values;
  const r0 = resolutions[0] ?? "";
  const perResolution = (type: string) => ` as const satisfies Record<Resolution, ${type}>`;
  constant(
    "resolutions",
    `${literal(resolutions)} as const`,
    "Every bar size the candle API serves.",
    `resolutions[0] // ${q(r0)}`,
  );
  alias(
    "Resolution",
    "(typeof resolutions)[number]",
    "A bar size: minutes as a number string, or `1D`, `3D`, `1W`, `1M`.",
    `const resolution: Resolution = ${q(r0)}`,
  );
  constant(
    "barSeconds",
    `${literal(barSeconds)}${perResolution("number")}`,
    "The length of one bar in seconds; the `1M` value is nominal, its bars are calendar months.",
    `barSeconds[${q(r0)}] // ${barSeconds[r0]}`,
  );
  constant(
    "maxWindowSeconds",
    `${literal(maxWindowSeconds)}${perResolution("number")}`,
    "The longest `to - from`, in seconds, that one history request may span at each resolution.",
    `maxWindowSeconds[${q(r0)}] // ${maxWindowSeconds[r0]}`,
  );
  constant(
    "maxWindowOrigin",
    `${literal(maxWindowOrigin)}${perResolution('"interface" | "default"')}`,
    "Where each window comes from: `interface` (given by the interface) or `default` (a safe default, worth overriding).",
    `maxWindowOrigin[${q(r0)}] // ${q(maxWindowOrigin[r0])}`,
  );
}

function addSymbols({ constant, alias }: Emit, values: CandleConstants): void {
  const { symbolTypes, announced, symbol, symbolPattern, tickerPattern } = values;
  const symbolExample = (symbol as { examples?: unknown[] }).examples?.[0];
  const separator = separatorOf(symbolPattern);
  constant(
    "symbolTypes",
    `${literal(symbolTypes)} as const`,
    "Market types served now: the suffix of a symbol.",
    `symbolTypes[0] // ${q(symbolTypes[0])}`,
  );
  alias(
    "SymbolType",
    "(typeof symbolTypes)[number]",
    "A market type served now.",
    `const type: SymbolType = ${q(symbolTypes[0])}`,
  );
  constant(
    "announcedSymbolTypes",
    `${literal(announced)} as const`,
    "Market types the interface announces but does not serve yet.",
    `announcedSymbolTypes.length // ${announced.length}`,
  );
  constant(
    "symbolPattern",
    `new RegExp(${JSON.stringify(symbolPattern)})`,
    `The form of a symbol the candle API serves, for example \`${String((symbol as { examples?: unknown[] }).examples?.[0] ?? symbolPattern)}\`.`,
    typeof symbolExample === "string"
      ? `symbolPattern.test(${q(symbolExample)}) // true`
      : "symbolPattern.test(symbol)",
  );
  constant(
    "tickerPattern",
    `new RegExp(${JSON.stringify(tickerPattern)})`,
    "The form of the ticker, the part of a symbol before the market type.",
    typeof symbolExample === "string"
      ? `tickerPattern.test(${q(symbolExample.split(separator)[0])}) // true`
      : "tickerPattern.test(ticker)",
  );
  constant(
    "symbolSeparator",
    JSON.stringify(separatorOf(symbolPattern)),
    "What stands between the ticker and the market type in a symbol.",
    typeof symbolExample === "string"
      ? `${q(symbolExample)}.split(symbolSeparator) // ${q(symbolExample.split(separator))}`
      : "symbol.split(symbolSeparator)",
  );
}

function addStatusesAndServers({ constant, alias }: Emit, values: CandleConstants): void {
  const { statuses, servers } = values;
  const [serverNetwork, serverUrl] = Object.entries(servers)[0] ?? ["", ""];
  constant(
    "historyStatusValues",
    `${literal(statuses)} as const`,
    "The statuses of a history answer.",
    `historyStatusValues[0] // ${q(statuses[0])}`,
  );
  alias(
    "HistoryStatus",
    "(typeof historyStatusValues)[number]",
    "A history answer's status.",
    `const status: HistoryStatus = ${q(statuses[0])}`,
  );
  constant(
    "candleServers",
    `${literal(servers)} as const`,
    "The candle API's base URL on each network.",
    `candleServers[${q(serverNetwork)}] // ${q(serverUrl)}`,
  );
}

/** constants.ts: every constant of the candle spec, with its type where it has one. */
export function constantsFile(doc: CandlesSpec, spec: SpecFile, networks: SpecFile): GeneratedFile {
  const values = readConstants(doc, networks);
  return emitTypeScript(`${OUT}/constants.ts`, [spec, networks], (file) => {
    const withExample = (description: string, example: string) => [
      { description, tags: [{ tagName: "example", text: example }] },
    ];
    const emit: Emit = {
      constant: (name, initializer, docs, example) => {
        file.addVariableStatement({
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: withExample(docs, example),
          declarations: [{ name, initializer }],
        });
      },
      alias: (name, type, docs, example) => {
        file.addTypeAlias({ isExported: true, name, type, docs: withExample(docs, example) });
      },
    };
    addPriceSources(emit, values);
    addResolutions(emit, values);
    addSymbols(emit, values);
    addStatusesAndServers(emit, values);
  });
}

/** The literal text between the ticker group and the type in `^[A-Z0-9]+-Perp$`. */
function separatorOf(pattern: string): string {
  const match = /^\^\[[^\]]+\]\+(.)/.exec(pattern);
  if (!match?.[1] || /[\\[\]()|+*?.^$]/.test(match[1])) {
    fail(`Symbol.pattern ${pattern} does not start with a ticker class and a literal separator`);
  }
  return match[1];
}
