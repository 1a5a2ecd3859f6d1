import { at } from "../contract.js";
import { messageProbe } from "../probes.js";
import { type ChangeKind, decimal, int64, uuid } from "./model.js";

/** Kinds of change to messages. */
export const messagesKinds: readonly ChangeKind[] = [
  {
    name: "a new WebSocket message",
    apply(c) {
      at(c.ws, "components", "schemas").FundingRateMessage = {
        type: "object",
        description: "Server-to-client FundingRate event message.",
        properties: {
          e: { type: "string", enum: ["FundingRate"] },
          t: int64,
          data: {
            type: "object",
            properties: { s: { type: "string" }, t: int64, fr: decimal },
            required: ["s", "t", "fr"],
          },
        },
        required: ["e", "t", "data"],
      };
    },
    usage: {
      file: "packages/stream/src/live-usage.ts",
      text: messageProbe,
      prints: {
        subscribed: [{ type: "FundingRate", symbol: "BTCUSD" }],
        rate: "0.0001",
        symbol: "BTCUSD",
        refused: { name: "DecodeError", path: "FundingRateMessage.data.fr" },
      },
    },
    expected: {
      breaking: false,
      report: [
        "message FundingRateMessage",
        "message added",
        "channel FundingRate, keyed by symbol (from s)",
      ],
      files: [
        "packages/stream/src/generated/channels.ts",
        "packages/stream/src/generated/decoders.ts",
        "packages/stream/src/generated/encoders.ts",
        "packages/stream/src/generated/readable.ts",
        "packages/stream/src/generated/types.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/stream": "patch",
      },
    },
  },
  {
    name: "a new stream channel keyed by what the layer does not know",
    apply(c) {
      at(c.ws, "components", "schemas").ProductStatusMessage = {
        type: "object",
        properties: {
          e: { type: "string", enum: ["ProductStatus"] },
          t: int64,
          data: {
            type: "object",
            properties: { pid: uuid, st: { type: "string" }, t: int64 },
            required: ["pid", "st", "t"],
          },
        },
        required: ["e", "t", "data"],
      };
    },
    expected: {
      breaking: false,
      report: [
        "message ProductStatusMessage",
        "its payload has no key the generator knows",
        "it can be subscribed to once the layer gives channel ProductStatus an x-key and an x-route",
      ],
      files: [
        "packages/stream/src/generated/decoders.ts",
        "packages/stream/src/generated/encoders.ts",
        "packages/stream/src/generated/types.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/stream": "patch",
      },
    },
  },
  {
    name: "a renamed stream channel",
    apply(c) {
      at(c.ws, "components", "schemas", "TradeFillMessage", "properties", "e").enum = [
        "PublicTrade",
      ];
    },
    expected: {
      breaking: true,
      report: [
        'message e: enum value "PublicTrade" added',
        'BREAKING  message e: enum value "TradeFill" removed',
      ],
      stops:
        "spec/stream/layer.yaml: channels.TradeFill pushes TradeFillMessage whose e is PublicTrade, not TradeFill",
      files: [],
      typeErrorsIn: [],
      changeset: {},
    },
  },
  {
    name: "a field removed from a stream message the layer documents",
    apply(c) {
      const data = at(c.ws, "components", "schemas", "TickerMessage", "properties", "data");
      delete at(data, "properties").markPx24h;
    },
    expected: {
      breaking: true,
      report: ["BREAKING  message data.markPx24h: removed (was string)"],
      // Left in the layer, the field would be typed `unknown` and decoded whatever it held.
      stops:
        "spec/stream/layer.yaml: components.schemas.Ticker.properties.markPx24h names a field spec/upstream/ws_messages.json no longer has (TickerMessage/data): remove it",
      files: [],
      typeErrorsIn: [],
      changeset: {},
    },
  },
];
