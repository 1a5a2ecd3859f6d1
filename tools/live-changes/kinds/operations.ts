import { expect } from "vitest";
import { at } from "../contract.js";
import { deprecationProbe } from "../contract-probes.js";
import { signedActionProbe } from "../probes.js";
import {
  type ChangeKind,
  decimal,
  errors,
  get,
  int64,
  json,
  page,
  pagination,
  paths,
  query,
  ref,
  schemas,
  uuid,
} from "./model.js";

/** What a deprecated operation's JSDoc says, where the layer gives no reason. */
const DEPRECATED = "the service marks it deprecated: it may go in a later version";

/** Kinds of change to operations. */
export const operationsKinds: readonly ChangeKind[] = [
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
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
      },
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
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
      },
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
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
        "@perpkit/signing": "patch",
      },
    },
  },
  {
    name: "a removed operation the layer names",
    apply(c) {
      delete paths(c)["/v1/order/{id}/group"];
    },
    expected: {
      breaking: true,
      report: ["BREAKING  operation removed (OrderController_listGroupByOrderId)"],
      // The layer's patch of it is left dangling: it goes first, then the code regenerates.
      stops:
        "spec/rest/layer.yaml: operations.patch names GET /v1/order/{id}/group, which the upstream no longer has: remove it",
      files: [],
      typeErrorsIn: [],
      changeset: {},
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
      changeset: {
        "@perpkit/cli": "patch",
        "@perpkit/rest": "patch",
        "@perpkit/sandbox": "patch",
      },
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
      changeset: {
        "@perpkit/rest": "patch",
      },
    },
  },
  {
    name: "an operation marked deprecated",
    apply(c) {
      at(paths(c), "/v1/order/{id}", "get").deprecated = true;
    },
    usage: {
      file: "packages/cli/src/live-usage.ts",
      text: deprecationProbe,
      prints: {
        fn: [DEPRECATED],
        method: [DEPRECATED],
        help: ["Deprecated: the service marks it deprecated: it may go in a later version."],
        listed: [expect.stringMatching(/^order +.*\(deprecated\)$/)],
      },
    },
    expected: {
      breaking: false,
      report: ["operation deprecated: still served, on its way out"],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
      ],
      typeErrorsIn: [],
      changeset: { "@perpkit/cli": "patch", "@perpkit/rest": "patch" },
    },
  },
];
