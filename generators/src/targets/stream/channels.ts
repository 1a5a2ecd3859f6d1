import { VariableDeclarationKind } from "ts-morph";
import {
  emitTypeScript,
  type FileBuilder,
  type GeneratedFile,
  literal,
  lowerFirst,
} from "../../emit.js";
import type { SpecFile } from "../../spec.js";
import type { SubaccountLookup } from "./lookup.js";
import { type KnownValue, type Model, OUT } from "./model.js";

// channels.ts of @perpkit/stream: the channels, what selects and routes each, how often it
// pushes, the open enumerations' known values, and the gateway's servers.

/** Adds an exported constant with its documentation. */
type Constant = (name: string, value: string, doc: string) => void;

function routeExpression(route: string): string {
  const [array, key] = route.split("[].");
  return key === undefined ? `data.${array}` : `data.${array}[0]?.${key}`;
}

/** The channel tables: names, payload and message types, keys, data keys, push and routes. */
function addChannels(file: FileBuilder, constant: Constant, model: Model): void {
  const names = model.channels.map((c) => c.name);
  const keyGroups = new Map<string, string[]>();
  for (const c of model.channels) keyGroups.set(c.key, [...(keyGroups.get(c.key) ?? []), c.name]);
  constant(
    "streamChannels",
    `${literal(names)} as const`,
    `Every channel of the stream gateway, in the order the spec lists them.\n\n@example\nstreamChannels.includes("L2Book") // true`,
  );
  file.addTypeAlias({
    isExported: true,
    name: "StreamChannel",
    docs: [
      'One channel name: the `type` of a subscription and the `e` of a pushed message.\n\n@example\nconst channel: StreamChannel = "L2Book"',
    ],
    type: "(typeof streamChannels)[number]",
  });
  file.addInterface({
    isExported: true,
    name: "ChannelPayloads",
    docs: [
      'The payload each channel pushes (the `data` of its message).\n\n@example\ntype Book = ChannelPayloads["L2Book"]',
    ],
    properties: model.channels.map((c) => ({ name: c.name, type: c.payload })),
  });
  file.addInterface({
    isExported: true,
    name: "ChannelMessages",
    docs: [
      'The whole message each channel pushes.\n\n@example\ntype BookMessage = ChannelMessages["L2Book"]',
    ],
    properties: model.channels.map((c) => ({ name: c.name, type: c.message })),
  });
  file.addInterface({
    isExported: true,
    name: "ChannelKeys",
    docs: [
      'The subscribe parameter that selects a channel\'s stream: `symbol` or `subaccountId`.\n\n@example\ntype Key = ChannelKeys["OrderUpdate"] // "subaccountId"',
    ],
    properties: model.channels.map((c) => ({ name: c.name, type: JSON.stringify(c.key) })),
  });
  constant(
    "channelKeys",
    `${literal(Object.fromEntries(model.channels.map((c) => [c.name, c.key])))} as const satisfies ChannelKeys`,
    'The subscribe parameter of each channel.\n\n@example\nchannelKeys.L2Book // "symbol"',
  );
  constant(
    "channelsByKey",
    `${literal(Object.fromEntries(keyGroups))} as const`,
    'The channels grouped by their subscribe parameter.\n\n@example\nchannelsByKey.symbol // ["L2Book", "Ticker", "TradeFill"]',
  );
  constant(
    "channelDataKeys",
    `${literal(Object.fromEntries(model.channels.map((c) => [c.name, c.dataKey])))} as const`,
    'The property of each channel\'s message that carries its payload.\n\n@example\nchannelDataKeys.L2Book // "data"',
  );
  constant(
    "channelPush",
    `${literal(Object.fromEntries(model.channels.map((c) => [c.name, c.push])))} as const`,
    "When the gateway pushes each channel: on an interval (`intervalMs`), in real time, or on change.\n\n@example\nchannelPush.L2Book.intervalMs // 200",
  );
  constant(
    "channelRoutes",
    `{\n${model.channels
      .map((c) => `  ${c.name}: (data: ${c.payload}) => ${routeExpression(c.route)},\n`)
      .join(
        "",
      )}} as const satisfies { readonly [C in StreamChannel]: (data: ChannelPayloads[C]) => string | undefined }`,
    'Reads the key (symbol or subaccount id) a pushed payload belongs to, to route it to its subscription; `undefined` when the payload carries none (an empty list).\n\n@example\nchannelRoutes.L2Book(book) // "BTCUSD"',
  );
}

/** The open enumerations' known values and meanings, the servers and the subaccount listing. */
function addValues(constant: Constant, model: Model, lookup: SubaccountLookup | undefined): void {
  const known: Record<string, readonly KnownValue[]> = {};
  const described: Record<string, Readonly<Record<string, string>>> = {};
  for (const named of model.schemas.values()) {
    if (named.known) known[named.name] = named.known;
    if (named.knownDescriptions) described[named.name] = named.knownDescriptions;
  }
  constant(
    "knownValues",
    `${literal(known)} as const`,
    'The values of each open enumeration known to this version; the gateway may send others.\n\n@example\nknownValues.StreamErrorCode.includes("RATE_LIMIT") // true',
  );
  // One constant per enumeration, so a bundle keeps only the descriptions it uses.
  for (const [name, descriptions] of Object.entries(described)) {
    const [first] = Object.entries(descriptions);
    constant(
      `${lowerFirst(name)}Descriptions`,
      `${literal(descriptions)} as const`,
      `What each known ${name} value means.\n\n@example\n${lowerFirst(name)}Descriptions.${first?.[0]} // ${JSON.stringify(first?.[1])}`,
    );
  }
  constant(
    "streamServers",
    `${literal(Object.fromEntries(model.servers.map((s) => [s.network, s.url])))} as const`,
    'The gateway URL of each network.\n\n@example\nstreamServers.testnet // "wss://ws2.etherealtest.net/v1/stream"',
  );
  if (lookup) {
    constant(
      "subaccountLookup",
      `${literal(lookup)} as const`,
      `The REST listing of an account's subaccounts, where a client reads a subaccount's id from its owner and name: its path, the query parameter naming the owner, and the one that pages.\n\n@example\nsubaccountLookup.path // ${JSON.stringify(lookup.path)}`,
    );
  }
}

/** channels.ts: every table of the channels and the gateway. */
export function channelsFile(
  sources: readonly SpecFile[],
  model: Model,
  lookup: SubaccountLookup | undefined,
): GeneratedFile {
  return emitTypeScript(`${OUT}/channels.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: [...new Set(model.channels.flatMap((c) => [c.message, c.payload]))].sort(),
    });
    const constant = (name: string, value: string, doc: string) =>
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [doc],
        declarations: [{ name, initializer: value }],
      });
    addChannels(file, constant, model);
    addValues(constant, model, lookup);
  });
}
