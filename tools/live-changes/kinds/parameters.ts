import { at, type Json } from "../contract.js";
import { cancelChunksProbe, defaultProbe } from "../contract-probes.js";
import { type ChangeKind, paths, query, schemas } from "./model.js";

/** A parameter of a GET, by its name. */
function parameter(c: Parameters<ChangeKind["apply"]>[0], path: string, name: string): Json {
  const list = at(paths(c), path, "get").parameters as Json[];
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(`GET ${path} has no parameter ${name}`);
  return found;
}

/** What the parameter's JSDoc and the command's help say of includeSelfTrades once it defaults to true. */
const DEFAULT_SEEN = { jsdoc: ["true"], help: "true" };

/** Kinds of change to parameters. */
export const parametersKinds: readonly ChangeKind[] = [
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
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
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
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
    },
  },
  {
    name: "a renamed header of signed reads",
    apply(c) {
      for (const path of ["/v1/referral", "/v1/referral/summary"]) {
        parameter(c, path, "X-Ethereal-Auth").name = "X-Ethereal-Authorization";
      }
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  parameter header:X-Ethereal-Auth: renamed X-Ethereal-Auth -> X-Ethereal-Authorization",
      ],
      files: [
        "packages/rest/src/generated/openapi.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/sandbox/src/generated/routes.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [
        "packages/rest/src/actions/get-referral-summary.ts",
        "packages/rest/src/actions/list-referrals.ts",
      ],
      changeset: { "@perpkit/rest": "minor", "@perpkit/sandbox": "minor" },
    },
  },
  {
    name: "a tightened maximum of a query parameter",
    apply(c) {
      at(parameter(c, "/v1/points", "epoch"), "schema").maximum = 128;
    },
    expected: {
      breaking: true,
      report: [
        'BREAKING  parameter query:epoch: rules format "int64", minimum 1, maximum 256 -> format "int64", minimum 1, maximum 128',
      ],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/operations.ts",
        "packages/sandbox/src/generated/schemas.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
      },
    },
  },
  {
    name: "a renamed path parameter",
    apply(c) {
      const item = at(paths(c), "/v1/order/{id}");
      delete paths(c)["/v1/order/{id}"];
      paths(c)["/v1/order/{orderId}"] = JSON.parse(
        JSON.stringify(item).replaceAll('"name":"id"', '"name":"orderId"'),
      );
    },
    expected: {
      breaking: true,
      report: ["BREAKING  parameter path:id: renamed id -> orderId"],
      // The layer patches the operation by its old path: that entry goes first.
      stops:
        "spec/rest/layer.yaml: operations.patch names GET /v1/order/{id}, which the upstream no longer has: remove it",
      files: [],
      typeErrorsIn: [],
      changeset: {},
    },
  },
  {
    name: "a changed default of a query parameter",
    apply(c) {
      at(parameter(c, "/v1/order/fill", "includeSelfTrades"), "schema").default = true;
    },
    usage: { file: "packages/cli/src/live-usage.ts", text: defaultProbe, prints: DEFAULT_SEEN },
    expected: {
      breaking: true,
      report: ["BREAKING  parameter query:includeSelfTrades: default false -> true"],
      files: [
        "packages/cli/src/generated/read-commands.ts",
        "packages/rest/src/generated/openapi.ts",
        "packages/sandbox/src/generated/schemas.ts",
        "packages/stream/src/generated/account-rest.ts",
      ],
      typeErrorsIn: [],
      changeset: {
        "@perpkit/cli": "minor",
        "@perpkit/rest": "minor",
        "@perpkit/sandbox": "minor",
        "@perpkit/stream": "minor",
      },
    },
  },
  {
    name: "a tightened maxItems of a request's lists",
    apply(c) {
      for (const list of ["orderIds", "clientOrderIds"]) {
        at(schemas(c), "CancelOrderDtoData", "properties", list).maxItems = 100;
      }
    },
    usage: {
      file: "packages/cli/src/live-usage.ts",
      text: cancelChunksProbe,
      // The client chunks by the live figure; the sandbox, checking the live schema, takes each.
      prints: { limit: 100, sizes: [100, 100, 50], answered: 250, results: ["NotFound"] },
    },
    expected: {
      breaking: true,
      report: [
        "BREAKING  request data.orderIds: rules maxItems 200 -> maxItems 100",
        "BREAKING  request data.clientOrderIds: rules maxItems 200 -> maxItems 100",
      ],
      files: ["packages/core/src/generated/limits.ts", "packages/sandbox/src/generated/schemas.ts"],
      typeErrorsIn: [],
      changeset: { "@perpkit/core": "minor", "@perpkit/sandbox": "minor" },
    },
  },
];
