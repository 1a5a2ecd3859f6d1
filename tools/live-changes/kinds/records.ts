import { at, type Json } from "../contract.js";
import { columnsProbe, unknownShapeProbe } from "../contract-probes.js";
import { nullableProbe, shapesProbe } from "../probes.js";
import { type ChangeKind, decimal, get, int64, paths, ref, schemas, uuid } from "./model.js";

/** Kinds of change to records. */
export const recordsKinds: readonly ChangeKind[] = [
  {
    name: "a response field that becomes nullable",
    apply(c) {
      at(schemas(c), "FundingDto", "properties", "fundingRate1h").nullable = true;
    },
    usage: {
      file: "packages/rest/src/live-usage.ts",
      text: nullableProbe,
      prints: { data: [{ createdAt: 1712019600000, fundingRate1h: null }], hasNext: false },
    },
    expected: {
      breaking: true,
      report: ["BREAKING  response 200 data[].fundingRate1h: may now be null"],
      files: [
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
    },
  },
  {
    name: "a nested inline object field",
    apply(c) {
      at(schemas(c), "OrderDto", "properties").fees = {
        type: "object",
        properties: {
          maker: decimal,
          rebate: {
            type: "object",
            required: ["amount"],
            properties: { amount: decimal, token: { type: "string" } },
          },
        },
      };
    },
    expected: {
      breaking: false,
      report: [
        'response 200 data[].fees.rebate.amount: added (string, format "decimal", required)',
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/sandbox/src/generated/schemas.ts",
        "packages/stream/src/generated/account-rest.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
        "@perpkit/stream": "patch",
      },
    },
  },
  {
    name: "a removed enum value",
    apply(c) {
      at(schemas(c), "OrderTimeInForce").enum = ["GTD", "IOC"];
    },
    expected: {
      breaking: true,
      report: [
        'BREAKING  response 200 data[].timeInForce: enum value "FOK" removed',
        'BREAKING  request data<SubmitOrderLimitDtoData>.timeInForce: enum value "FOK" removed',
      ],
      files: [
        "packages/core/src/generated/limits.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/sandbox/src/generated/schemas.ts",
        "packages/stream/src/generated/account-rest.ts",
        "packages/stream/src/generated/channels.ts",
        "packages/stream/src/generated/types.ts",
      ],
      typeErrorsIn: [
        "packages/sandbox/src/engine/differential.test.ts",
        "packages/sandbox/src/engine/exchange.test.ts",
        "packages/sandbox/src/engine/matching.test.ts",
        "packages/sandbox/src/engine/matching.ts",
        "packages/signing/src/checked-order.test.ts",
      ],
      changeset: {
        "@perpkit/core": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
        "@perpkit/stream": "minor",
      },
    },
  },
  {
    name: "a renamed response field",
    apply(c) {
      const trade = at(schemas(c), "TradeDto");
      const properties = at(trade, "properties");
      properties.side = properties.makerSide as Json;
      delete properties.makerSide;
      trade.required = (trade.required as string[]).map((n) => (n === "makerSide" ? "side" : n));
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  response 200 data[].makerSide: removed (was integer)",
        "response 200 data[].side: added (integer, required)",
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [
        "packages/rest/src/readable.test.ts",
        "packages/rest/src/readable.ts",
        "packages/sandbox/src/wire/rest-records.ts",
      ],
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
    },
  },
  {
    name: "a custom format no table knows",
    apply(c) {
      at(schemas(c), "ProductDto", "properties", "displayTicker").format = "display-ticker";
    },
    expected: {
      breaking: false,
      report: [
        'response 200 data[].displayTicker: rules none -> format "display-ticker"',
        "format display-ticker (spec/upstream/openapi.json #/components/schemas/ProductDto/properties/displayTicker) has no meaning in spec/formats.yaml: its values are read as their base type",
      ],
      files: [],
      typeErrorsIn: [],
      changeset: {},
    },
  },
  {
    name: "a new record of every JSON Schema shape and standard format",
    apply(c) {
      schemas(c).ProductStatsDto = {
        type: "object",
        required: ["productId", "asOf", "ranges", "labels"],
        properties: {
          productId: uuid,
          asOf: { type: "string", format: "date-time" },
          day: { type: "string", format: "date" },
          window: { type: "string", format: "duration" },
          docs: { type: "string", format: "uri" },
          contact: { type: "string", format: "email" },
          host: { type: "string", format: "hostname" },
          ip: { type: "string", format: "ipv4" },
          checksum: { type: "string", format: "byte" },
          count: { type: "integer", format: "int32" },
          ratio: { type: "number", format: "double" },
          weight: { type: "number", format: "float" },
          note: { type: ["string", "null"] },
          last: { anyOf: [ref("TradeDto"), { type: "null" }] },
          value: { oneOf: [{ type: "string" }, { type: "integer" }] },
          labels: { type: "object", additionalProperties: { type: "string" } },
          ranges: {
            type: "array",
            items: {
              type: "object",
              required: ["from", "to"],
              properties: {
                from: decimal,
                to: decimal,
                buckets: {
                  type: "array",
                  items: {
                    allOf: [
                      { type: "object", properties: { n: { type: "integer" } } },
                      { type: "object", properties: { volume: decimal } },
                    ],
                  },
                },
              },
            },
          },
        },
      };
      paths(c)["/v1/product/{id}/stats"] = get(
        "Product",
        "ProductController_getStatsById",
        "Returns statistics of a product",
        [{ name: "id", in: "path", required: true, schema: uuid }],
        ref("ProductStatsDto"),
      );
    },
    usage: {
      file: "packages/rest/src/live-usage.ts",
      text: shapesProbe,
      prints: {
        note: "removed",
        value: 7,
        label: "gold",
        badLabel: { name: "DecodeError", path: "labels.tier" },
        badValue: { name: "DecodeError", path: "value" },
        badBucket: { name: "DecodeError", path: "ranges.0.buckets.0.n" },
      },
    },
    expected: {
      breaking: false,
      report: [
        "operation added (ProductController_getStatsById)",
        "ProductStatsDto: spec/rest/layer.yaml gives no x-columns; a table shows productId, asOf, day, window, docs, contact",
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/rest/src/generated/types.ts",
        "packages/sandbox/src/generated/routes.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
      },
    },
  },
  {
    name: "an enum value added to a record",
    apply(c) {
      (at(schemas(c), "OrderStatus").enum as string[]).push("PARTIALLY_CANCELED");
    },
    expected: {
      breaking: false,
      report: [
        'response 200 data[].status: enum value "PARTIALLY_CANCELED" added',
        'message data.d[].st: enum value "PARTIALLY_CANCELED" added',
      ],
      files: [
        "packages/core/src/generated/limits.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/sandbox/src/generated/schemas.ts",
        "packages/stream/src/generated/account-rest.ts",
        "packages/stream/src/generated/channels.ts",
        "packages/stream/src/generated/types.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/core": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
        "@perpkit/stream": "patch",
      },
    },
  },
  {
    name: "a field that is one of several records, told apart by a discriminator",
    apply(c) {
      const kind = (value: string) => ({ type: "string", enum: [value] });
      schemas(c).PriceTriggerDto = {
        type: "object",
        required: ["kind", "price"],
        properties: { kind: kind("PRICE"), price: decimal },
      };
      schemas(c).TimeTriggerDto = {
        type: "object",
        required: ["kind", "at"],
        properties: { kind: kind("TIME"), at: int64 },
      };
      at(schemas(c), "OrderDto", "properties").trigger = {
        oneOf: [ref("PriceTriggerDto"), ref("TimeTriggerDto")],
        discriminator: { propertyName: "kind" },
      };
    },
    usage: {
      file: "packages/rest/src/live-usage.ts",
      text: unknownShapeProbe,
      // A shape the service adds later is kept, as an unknown enumeration value is.
      prints: {
        known: { kind: "PRICE", price: "3000" },
        unknown: { kind: "VOLUME", volume: "12.5" },
        knownMissing: { name: "DecodeError", path: "trigger.at" },
        noTag: { name: "DecodeError", path: "trigger.kind" },
      },
    },
    expected: {
      breaking: false,
      report: [
        "response 200 data[].trigger: added (oneOf, optional)",
        'response 200 data[].trigger<TimeTriggerDto>.at: added (integer, format "int64", required)',
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/rest/src/generated/types.ts",
        "packages/sandbox/src/generated/schemas.ts",
        "packages/stream/src/generated/account-rest.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
        "@perpkit/stream": "patch",
      },
    },
  },
  {
    name: "a response field that becomes nullable as a 3.1 list of types",
    apply(c) {
      at(schemas(c), "FundingDto", "properties", "fundingRate1h").type = ["string", "null"];
    },
    expected: {
      breaking: true,
      report: ["BREAKING  response 200 data[].fundingRate1h: may now be null"],
      files: [
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
      changeset: { "@perpkit/rest": "minor", "@perpkit/sandbox": "minor" },
    },
  },
  {
    name: "a response field that becomes nullable as anyOf with null",
    apply(c) {
      const product = at(schemas(c), "ProductDto", "properties");
      product.fundingRate1h = { anyOf: [product.fundingRate1h as Json, { type: "null" }] };
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  response 200 data[].fundingRate1h: may now be null",
        "BREAKING  response 200 fundingRate1h: may now be null",
      ],
      files: [
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
      changeset: { "@perpkit/rest": "minor", "@perpkit/sandbox": "minor" },
    },
  },
  {
    name: "a decimal field that becomes an integer",
    apply(c) {
      at(schemas(c), "TokenDto", "properties").minDeposit = {
        type: "integer",
        format: "int64",
        description: "Min deposit amount in native units",
      };
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  response 200 data[].minDeposit: type string -> integer",
        'response 200 data[].minDeposit: rules format "decimal" -> format "int64"',
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: ["packages/rest/test/exchange.ts", "packages/sandbox/src/wire/rest-records.ts"],
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
    },
  },
  {
    name: "a string field that becomes a list",
    apply(c) {
      at(schemas(c), "TokenDto", "properties").name = {
        type: "array",
        items: { type: "string" },
        description: "The token's names",
      };
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  response 200 data[].name: type string -> array",
        "response 200 data[].name[]: added (string, required)",
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [
        "packages/cli/src/commands/withdraw.ts",
        "packages/rest/test/exchange.ts",
        "packages/sandbox/src/wire/rest-records.ts",
      ],
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
    },
  },
  {
    name: "a record rebuilt with allOf from a shared base, the same on the wire",
    apply(c) {
      const product = at(schemas(c), "ProductDto");
      const shared = ["id", "ticker", "displayTicker", "lotSize", "tickSize"];
      const part = (keep: boolean): Json => ({
        type: "object",
        required: (product.required as string[]).filter((k) => shared.includes(k) === keep),
        properties: Object.fromEntries(
          Object.entries(at(product, "properties")).filter(([k]) => shared.includes(k) === keep),
        ),
      });
      schemas(c).ProductBaseDto = part(true);
      schemas(c).ProductDto = { allOf: [ref("ProductBaseDto"), part(false)] };
    },
    usage: {
      file: "packages/cli/src/live-usage.ts",
      text: columnsProbe,
      // The table the layer's x-columns give, and every field of the record.
      prints: {
        table: [
          "ticker",
          "status",
          "tickSize",
          "lotSize",
          "minPrice",
          "maxPrice",
          "maxQuantity",
          "maxLeverage",
          "makerFee",
          "takerFee",
          "openInterest",
        ],
        columns: 32,
      },
    },
    expected: {
      breaking: false,
      report: [
        "no change to what is sent or read",
        "schema ProductDto: now allOf of ProductBaseDto, its own fields; no change to what is sent or read",
        "0 changes, 0 breaking",
      ],
      // The record's fields come in another order; the base is a type of its own.
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/rest/src/generated/types.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
      },
    },
  },
];
