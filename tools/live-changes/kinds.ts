import { expect } from "vitest";
import { at, type Json, type LiveContract } from "./contract.js";
import { messageProbe, nullableProbe, shapesProbe, signedActionProbe } from "./probes.js";

// The kinds of change the live contract can make, each as the service could deploy it tomorrow,
// and what taking it must give: the report's lines, the generated files whose content changes,
// and where the type check stops, if anywhere.

/** Code a user would write with what a change added: it must compile against the scratch. */
export interface Usage {
  /** Its path in the workspace, among a package's sources (so the type check reads it). */
  readonly file: string;
  readonly text: string;
  /** What it prints when run (one JSON line), for code that is also run. */
  readonly prints?: unknown;
}

/** What taking a change must give. */
export interface Expected {
  /** Whether the report marks any change BREAKING. */
  readonly breaking: boolean;
  /** Lines (or patterns) the report's changes and notes must hold. */
  readonly report: readonly (string | RegExp)[];
  /** Every generated file whose content changes (` (new)` for a file that appears). */
  readonly files: readonly string[];
  /**
   * The hand-written files (sources, tests, benchmarks) the type check points at; none for a
   * change that compiles. A new read is not among them: rest's read-client test takes a read it
   * has no case of through the client with the call and answer its schemas allow.
   */
  readonly typeErrorsIn: readonly string[];
}

/** One kind of live change. */
export interface ChangeKind {
  readonly name: string;
  readonly apply: (contract: LiveContract) => void;
  readonly usage?: Usage;
  readonly expected: Expected;
}

const schemas = (c: LiveContract) => at(c.openapi, "components", "schemas");
const paths = (c: LiveContract) => at(c.openapi, "paths");
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ content: { "application/json": { schema } } });
const errors = {
  "400": { description: "Bad Request", ...json(ref("BadRequestDto")) },
  "429": { description: "Too Many Requests", ...json(ref("TooManyRequestsDto")) },
};
const query = (name: string, required: boolean, schema: Json): Json => ({
  name,
  in: "query",
  required,
  schema,
});
const pagination = [
  query("order", false, { type: "string", enum: ["asc", "desc"] }),
  query("limit", false, { type: "integer", format: "int64" }),
  query("cursor", false, { type: "string" }),
];
const page = (item: string): Json => ({
  type: "object",
  required: ["hasNext", "data"],
  properties: {
    data: { type: "array", items: ref(item) },
    hasNext: { type: "boolean" },
    nextCursor: { type: "string" },
  },
});
const uuid = { type: "string", format: "uuid" };
const decimal = { type: "string", format: "decimal" };
const int64 = { type: "integer", format: "int64" };

/** A GET of the live document's kind: tags, summary, operationId, responses. */
function get(
  tag: string,
  operationId: string,
  summary: string,
  parameters: Json[],
  answer: Json,
): Json {
  return {
    get: {
      tags: [tag],
      summary,
      operationId,
      parameters,
      responses: { "200": { description: "", ...json(answer) }, ...errors },
    },
  };
}

/** Every kind the suite takes, each applied alone to the live contract. */
export const kinds: readonly ChangeKind[] = [
  {
    name: "a new GET whose records are inline objects with a date",
    apply(c) {
      paths(c)["/v1/funding/daily"] = get(
        "Funding",
        "FundingController_listDaily",
        "Returns the daily funding rates of a product",
        [query("productId", true, uuid)],
        {
          type: "object",
          required: ["data"],
          properties: {
            data: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "fundingRate"],
                properties: { day: { type: "string", format: "date" }, fundingRate: decimal },
              },
            },
          },
        },
      );
    },
    expected: {
      breaking: false,
      report: [
        "operation added (FundingController_listDaily)",
        "GET /v1/funding/daily: spec/rest/layer.yaml does not name it; operationId listDaily",
        "ListDailyResponse: spec/rest/layer.yaml gives no x-columns; a table shows day, fundingRate",
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
    },
  },
  {
    name: "a new paginated GET of a new record type",
    apply(c) {
      schemas(c).FundingPaymentDto = {
        type: "object",
        required: ["id", "subaccountId", "productId", "amount", "createdAt"],
        properties: {
          id: uuid,
          subaccountId: uuid,
          productId: uuid,
          amount: decimal,
          positionSize: decimal,
          createdAt: int64,
        },
      };
      schemas(c).PageOfFundingPaymentDtos = page("FundingPaymentDto");
      paths(c)["/v1/funding/payment"] = get(
        "Funding",
        "FundingController_listPayments",
        "Returns the funding payments of a subaccount",
        [...pagination, query("subaccountId", true, uuid)],
        ref("PageOfFundingPaymentDtos"),
      );
    },
    expected: {
      breaking: false,
      report: [
        "operation added (FundingController_listPayments)",
        "FundingPaymentDto: spec/rest/layer.yaml gives no x-columns; a table shows id, subaccountId, productId, amount, positionSize, createdAt",
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
    },
  },
  {
    name: "a new signed action that testnet signs and mainnet does not yet",
    apply(c) {
      at(c.rpc.testnet, "signatureTypes").CloseAllPositions =
        "address sender,bytes32 subaccount,uint64 nonce,uint64 signedAt";
      schemas(c).CloseAllPositionsDtoData = {
        type: "object",
        required: ["sender", "subaccount", "nonce", "signedAt"],
        properties: {
          sender: { type: "string", format: "hex" },
          subaccount: { type: "string", format: "hex" },
          nonce: { type: "string" },
          signedAt: int64,
        },
      };
      schemas(c).CloseAllPositionsDto = {
        type: "object",
        required: ["data", "signature"],
        properties: {
          data: ref("CloseAllPositionsDtoData"),
          signature: { type: "string", format: "hex" },
        },
      };
      paths(c)["/v1/position/close-all"] = {
        post: {
          tags: ["Position"],
          summary: "Closes every open position of a subaccount at market",
          operationId: "PositionController_closeAll",
          requestBody: { required: true, ...json(ref("CloseAllPositionsDto")) },
          responses: {
            "201": {
              description: "",
              ...json({
                type: "object",
                required: ["closed"],
                properties: { closed: { type: "integer" } },
              }),
            },
            ...errors,
          },
        },
      };
    },
    usage: {
      file: "packages/cli/src/live-usage.ts",
      text: signedActionProbe,
      prints: {
        rest: {
          name: "ServerError",
          status: 501,
          message:
            "closeAll (POST /v1/position/close-all) is not implemented by the sandbox yet; its CloseAllPositions signature checked out",
        },
        restMainnet: {
          name: "UnsupportedMessageTypeError",
          messageType: "CloseAllPositions",
          network: "mainnet",
          asked: false,
          posted: [],
        },
        testnet: "string",
        mainnet: {
          name: "UnsupportedMessageTypeError",
          messageType: "CloseAllPositions",
          network: "mainnet",
        },
        cli: {
          code: 7,
          stderr: expect.stringContaining(
            "closeAll (POST /v1/position/close-all) is not implemented by the sandbox yet",
          ),
        },
      },
    },
    expected: {
      breaking: false,
      report: [
        "operation added (PositionController_closeAll)",
        "message type added: address sender,bytes32 subaccount,uint64 nonce,uint64 signedAt (not yet signed on mainnet: refused there, before anything is signed)",
        "POST /v1/position/close-all: signed as CloseAllPositions, inferred from its body",
      ],
      files: [
        "packages/cli/src/generated/action-commands.ts",
        "packages/rest/src/generated/actions.ts",
        "packages/rest/src/generated/decoders.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/rest/src/generated/types.ts",
        "packages/sandbox/src/generated/routes.ts",
        "packages/sandbox/src/generated/schemas.ts",
        "packages/signing/src/generated/bindings.ts",
        "packages/signing/src/generated/configs.ts",
        "packages/signing/src/generated/requests.ts",
        "packages/signing/src/generated/struct-hash.ts",
        "packages/signing/src/generated/typed-data.ts",
      ],
      typeErrorsIn: [],
    },
  },
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
    },
  },
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
        "packages/sandbox/src/engine/matching.ts",
        "packages/sandbox/test/engine/differential.test.ts",
        "packages/sandbox/test/engine/exchange.test.ts",
        "packages/sandbox/test/engine/matching.test.ts",
        "packages/signing/src/checked-order.test.ts",
      ],
    },
  },
  {
    name: "a removed operation",
    apply(c) {
      delete paths(c)["/v1/order/{id}/group"];
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  operation removed (OrderController_listGroupByOrderId)",
        "spec/rest/layer.yaml operations.patch names GET /v1/order/{id}/group, which the upstream no longer has: remove it",
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/sandbox/src/generated/routes.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [
        "packages/rest/src/read-client.test.ts",
        "packages/rest/test/exchange.ts",
        "packages/sandbox/src/rest/handlers/reads.ts",
        "packages/sandbox/src/rest/handlers/trading-reads.ts",
      ],
    },
  },
  {
    name: "a new operation with a path parameter",
    apply(c) {
      paths(c)["/v1/position/{id}/funding"] = get(
        "Position",
        "PositionController_listFundingByPositionId",
        "Returns the funding charged to a position",
        [{ name: "id", in: "path", required: true, schema: uuid }, ...pagination],
        ref("PageOfFundingDtos"),
      );
    },
    expected: {
      breaking: false,
      report: [
        "operation added (PositionController_listFundingByPositionId)",
        "operationId listFundingByPositionId",
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/sandbox/src/generated/routes.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
    },
  },
  {
    name: "a renamed response field",
    apply(c) {
      const trade = at(schemas(c), "TradeDto");
      const properties = at(trade, "properties");
      properties.side = properties.takerSide as Json;
      delete properties.takerSide;
      trade.required = (trade.required as string[]).map((n) => (n === "takerSide" ? "side" : n));
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  response 200 data[].takerSide: removed (was integer)",
        "response 200 data[].side: added (integer, required)",
        "spec/rest/layer.yaml x-columns of Trade names takerSide, which the record no longer has: the table leaves it out",
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
    },
  },
  {
    name: "a new required query parameter",
    apply(c) {
      const list = at(paths(c), "/v1/order/trade", "get");
      (list.parameters as Json[]).push(
        query("range", true, { type: "string", enum: ["DAY", "WEEK", "MONTH"] }),
      );
    },
    expected: {
      breaking: true,
      report: ["BREAKING  parameter query:range: added (string, required)"],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/rest/src/generated/samples.ts",
        "packages/rest/src/generated/types.ts",
        "packages/sandbox/src/generated/routes.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
    },
  },
  {
    name: "a changed pattern of a query parameter",
    apply(c) {
      const list = at(paths(c), "/v1/product", "get");
      const ticker = (list.parameters as Json[]).find((p) => p.name === "ticker") as Json;
      at(ticker, "schema").pattern = "^[A-Z0-9]{1,20}$";
    },
    expected: {
      breaking: true,
      report: [
        'BREAKING  parameter query:ticker: rules pattern "^[a-zA-Z0-9]{1,16}$" -> pattern "^[A-Z0-9]{1,20}$"',
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
    },
  },
  {
    name: "a new error status",
    apply(c) {
      at(paths(c), "/v1/order", "post", "responses")["409"] = {
        description: "Conflict",
        ...json(ref("BadRequestDto")),
      };
    },
    expected: {
      breaking: false,
      report: ["error status 409 added"],
      files: [
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
      ],
      typeErrorsIn: [],
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
    },
  },
];
