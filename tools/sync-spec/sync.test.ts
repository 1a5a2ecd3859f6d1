import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type GeneratedFile, generateAll, layerNotes, targets } from "@perpkit/generators";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  type ContractChange,
  diffContract,
  diffSigningConfig,
  reshapedSchemas,
} from "./contract-diff.js";
import { specWith } from "./impact.js";
import { MANIFEST, OPENAPI_SNAPSHOT, readManifest, sha256, syncUpstream } from "./sync.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const upstreamText = readFileSync(join(repo, OPENAPI_SNAPSHOT), "utf8");
const wsText = readFileSync(join(repo, "spec/upstream/ws_messages.json"), "utf8");
const testnetConfigText = readFileSync(join(repo, "spec/signing/rpc-config.testnet.json"), "utf8");

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
const upstream = () => JSON.parse(upstreamText) as Doc;
const props = (doc: Doc, schema: string) =>
  doc.components.schemas[schema]?.properties as Record<string, Record<string, unknown>>;

/** The live contract with one change made, as a fixture upstream. */
const fixtures: Record<string, (doc: Doc) => void> = {
  "a new operation": (doc) => {
    doc.paths["/v1/order/{id}/history"] = {
      get: {
        operationId: "OrderController_history",
        summary: "Order history",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "",
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/PageOfOrderDtos" } },
            },
          },
        },
      },
    };
  },
  "a new operation with its schemas in place": (doc) => {
    doc.paths["/v1/order/{id}/note"] = {
      post: {
        operationId: "OrderController_note",
        summary: "Notes an order",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["text"],
                properties: { text: { type: "string", maxLength: 200 } },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "notedAt"],
                  properties: {
                    id: { type: "string", format: "uuid" },
                    notedAt: { type: "integer" },
                  },
                },
              },
            },
          },
        },
      },
    };
  },
  "a new required request field": (doc) => {
    const data = doc.components.schemas.CancelOrderDtoData as { required: string[] };
    (props(doc, "CancelOrderDtoData") as Record<string, unknown>).reason = { type: "string" };
    data.required.push("reason");
  },
  "a removed response field": (doc) => {
    delete props(doc, "TokenDto").minDeposit;
    const token = doc.components.schemas.TokenDto as { required: string[] };
    token.required = token.required.filter((k) => k !== "minDeposit");
  },
  "a renamed enum value": (doc) => {
    const status = doc.components.schemas.TransferDtoOrderStatus as { enum: string[] };
    status.enum = status.enum.map((v) => (v === "PENDING" ? "IN_PROGRESS" : v));
  },
  "a type change": (doc) => {
    (props(doc, "ProductDto").maxLeverage as Record<string, unknown>).type = "string";
  },
};

function changesFor(name: string): ContractChange[] {
  const after = upstream();
  fixtures[name]?.(after);
  return diffContract(
    { openapi: upstream(), ws: JSON.parse(wsText) },
    { openapi: after, ws: JSON.parse(wsText) },
  );
}

describe("the change report", () => {
  test("names a new operation, not breaking", () => {
    expect(changesFor("a new operation")).toEqual([
      {
        subject: "GET /v1/order/{id}/history",
        area: "operation",
        path: "",
        kind: "added",
        detail: "operation added (OrderController_history)",
        breaking: false,
      },
    ]);
  });

  test("names a new operation whose schemas are given in place, not breaking", () => {
    expect(changesFor("a new operation with its schemas in place")).toEqual([
      expect.objectContaining({
        subject: "POST /v1/order/{id}/note",
        area: "operation",
        kind: "added",
        breaking: false,
      }),
    ]);
  });

  test("names a new required request field as breaking", () => {
    expect(changesFor("a new required request field")).toEqual([
      expect.objectContaining({
        subject: "POST /v1/order/cancel",
        area: "request",
        path: "data.reason",
        kind: "added",
        breaking: true,
      }),
    ]);
  });

  test("names a removed response field as breaking, on every operation that answers it", () => {
    const changes = changesFor("a removed response field");
    expect(changes.map((c) => `${c.subject} ${c.path} ${c.kind} ${c.breaking}`)).toEqual([
      "GET /v1/token data[].minDeposit removed true",
      "GET /v1/token/{id} minDeposit removed true",
    ]);
  });

  test("names a renamed enum value as one value added and one removed, the removal breaking", () => {
    const transfers = changesFor("a renamed enum value").filter(
      (c) => c.subject === "GET /v1/token/transfer",
    );
    expect(transfers).toEqual([
      expect.objectContaining({
        area: "response 200",
        path: "data[].status",
        kind: "enum-added",
        detail: 'enum value "IN_PROGRESS" added',
        breaking: false,
      }),
      expect.objectContaining({
        area: "response 200",
        path: "data[].status",
        kind: "enum-removed",
        detail: 'enum value "PENDING" removed',
        breaking: true,
      }),
    ]);
  });

  test("names a type change as breaking", () => {
    const changes = changesFor("a type change");
    expect(changes.map((c) => `${c.subject} ${c.path} ${c.detail} ${c.breaking}`)).toEqual([
      "GET /v1/product data[].maxLeverage type number -> string true",
      "GET /v1/product/{id} maxLeverage type number -> string true",
    ]);
  });

  test("sees a new optional request field as not breaking and a field made optional in a record as breaking", () => {
    const after = upstream();
    (props(after, "CancelOrderDtoData") as Record<string, unknown>).memo = { type: "string" };
    const order = after.components.schemas.OrderDto as { required: string[] };
    order.required = order.required.filter((k) => k !== "filled");
    const changes = diffContract({ openapi: upstream() }, { openapi: after });
    expect(changes.find((c) => c.path === "data.memo")?.breaking).toBe(false);
    expect(changes.find((c) => c.path === "filled" && c.subject === "GET /v1/order/{id}")).toEqual(
      expect.objectContaining({ kind: "optional", breaking: true }),
    );
  });

  test("a field that may now be null is breaking for readers, not for senders", () => {
    const after = upstream();
    (props(after, "FundingDto").fundingRate1h as Record<string, unknown>).nullable = true;
    (props(after, "LinkSignerDtoData").name as Record<string, unknown>).type = ["string", "null"];
    const changes = diffContract({ openapi: upstream() }, { openapi: after });
    expect(changes).toContainEqual(
      expect.objectContaining({
        subject: "GET /v1/funding",
        path: "data[].fundingRate1h",
        kind: "nullable",
        detail: "may now be null",
        breaking: true,
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        subject: "POST /v1/linked-signer/link",
        path: "data.name",
        kind: "nullable",
        breaking: false,
      }),
    );
    expect(changes.filter((c) => c.kind === "type")).toEqual([]);
  });

  test("a changed pattern of a parameter is breaking; a new error status is not", () => {
    const after = upstream();
    const list = after.paths["/v1/product"]?.get as { parameters: Record<string, unknown>[] };
    const ticker = list.parameters.find((p) => p.name === "ticker") as {
      schema: Record<string, unknown>;
    };
    ticker.schema.pattern = "^[A-Z0-9]{1,20}$";
    const place = after.paths["/v1/order"]?.post as { responses: Record<string, unknown> };
    place.responses["409"] = { description: "Conflict" };
    const changes = diffContract({ openapi: upstream() }, { openapi: after });
    expect(changes).toEqual([
      {
        subject: "POST /v1/order",
        area: "response",
        path: "",
        kind: "added",
        detail: "error status 409 added",
        breaking: false,
      },
      {
        subject: "GET /v1/product",
        area: "parameter",
        path: "query:ticker",
        kind: "rules",
        detail: 'rules pattern "^[a-zA-Z0-9]{1,16}$" -> pattern "^[A-Z0-9]{1,20}$"',
        breaking: true,
      },
    ]);
  });

  test("a renamed path parameter, a renamed header and a parameter moved are each one breaking change", () => {
    const after = upstream();
    const item = after.paths["/v1/order/{id}"] as Record<string, Record<string, unknown>>;
    delete after.paths["/v1/order/{id}"];
    after.paths["/v1/order/{orderId}"] = JSON.parse(
      JSON.stringify(item).replaceAll('"name":"id"', '"name":"orderId"'),
    );
    const referral = after.paths["/v1/referral"]?.get as { parameters: Record<string, unknown>[] };
    const auth = referral.parameters.find((p) => p.name === "X-Ethereal-Auth") as { name: string };
    auth.name = "X-Ethereal-Authorization";
    const fills = after.paths["/v1/order/fill"]?.get as { parameters: Record<string, unknown>[] };
    const side = fills.parameters.find((p) => p.name === "side") as { in: string };
    side.in = "header";
    const changes = diffContract({ openapi: upstream() }, { openapi: after });
    expect(changes.map((c) => [c.subject, c.path, c.detail, c.breaking]).sort()).toEqual([
      ["GET /v1/order/fill", "side", "moved from query to header", true],
      ["GET /v1/order/{orderId}", "path:id", "renamed id -> orderId", true],
      [
        "GET /v1/referral",
        "header:X-Ethereal-Auth",
        "renamed X-Ethereal-Auth -> X-Ethereal-Authorization",
        true,
      ],
    ]);
  });

  test("a deprecation is reported and breaks nothing; a changed default of an input breaks callers", () => {
    const after = upstream();
    const getOrder = after.paths["/v1/order/{id}"]?.get as Record<string, unknown>;
    getOrder.deprecated = true;
    const fills = after.paths["/v1/order/fill"]?.get as { parameters: Record<string, unknown>[] };
    const self = fills.parameters.find((p) => p.name === "includeSelfTrades") as {
      schema: Record<string, unknown>;
    };
    self.schema.default = true;
    (props(after, "ProductDto").lotSize as Record<string, unknown>).deprecated = true;
    const changes = diffContract({ openapi: upstream() }, { openapi: after });
    expect(changes).toContainEqual({
      subject: "GET /v1/order/{id}",
      area: "operation",
      path: "",
      kind: "deprecated",
      detail: "operation deprecated: still served, on its way out",
      breaking: false,
    });
    expect(changes).toContainEqual(
      expect.objectContaining({
        subject: "GET /v1/order/fill",
        path: "query:includeSelfTrades",
        detail: "default false -> true",
        breaking: true,
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        subject: "GET /v1/product",
        path: "data[].lotSize",
        detail: "deprecated",
        breaking: false,
      }),
    );
  });

  test("a record rebuilt with allOf from a new base is no change, and the report names the base", () => {
    const after = upstream();
    const product = after.components.schemas.ProductDto as {
      required: string[];
      properties: Record<string, unknown>;
    };
    const shared = ["id", "ticker", "lotSize"];
    const pick = (keep: boolean) => ({
      type: "object",
      required: product.required.filter((k) => shared.includes(k) === keep),
      properties: Object.fromEntries(
        Object.entries(product.properties).filter(([k]) => shared.includes(k) === keep),
      ),
    });
    after.components.schemas.ProductBaseDto = pick(true);
    after.components.schemas.ProductDto = {
      allOf: [{ $ref: "#/components/schemas/ProductBaseDto" }, pick(false)],
    };
    expect(diffContract({ openapi: upstream() }, { openapi: after })).toEqual([]);
    expect(reshapedSchemas({ openapi: upstream() }, { openapi: after })).toEqual([
      "schema ProductDto: now allOf of ProductBaseDto, its own fields; no change to what is sent or read",
    ]);
  });

  test("a network the repository does not know is one change, not breaking", () => {
    const config = JSON.parse(testnetConfigText);
    config.domain.chainId = 13374299;
    expect(diffSigningConfig("devnet", undefined, config)).toEqual([
      {
        subject: "signing config devnet",
        area: "signing",
        path: "",
        kind: "added",
        detail:
          "network added (chain id 13374299, contract 0x1F0327A80e43FEF1Cd872DC5d38dCe4A165c0643, 8 message types)",
        breaking: false,
      },
    ]);
  });

  test("reads the WebSocket messages' references into the OpenAPI document", () => {
    const after = upstream();
    const side = after.components.schemas.OrderSide as { enum: number[] };
    side.enum = [0, 1, 2];
    const changes = diffContract(
      { openapi: upstream(), ws: JSON.parse(wsText) },
      { openapi: after, ws: JSON.parse(wsText) },
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        subject: "message OrderFillMessage",
        path: "data.d[].sd",
        detail: "enum value 2 added",
      }),
    );
  });
});

/** The generated files after a sync of one fixture change (and of other spec files), by path. */
async function regenerated(
  name: string,
  alsoReplaced: Readonly<Record<string, string>> = {},
): Promise<Map<string, string>> {
  const after = upstream();
  fixtures[name]?.(after);
  const files: GeneratedFile[] = await generateAll(
    specWith(repo, { [OPENAPI_SNAPSHOT]: JSON.stringify(after, null, 2), ...alsoReplaced }),
    targets,
  );
  return new Map(files.map((f) => [f.path, f.contents]));
}

/** The text of one generated file as committed. */
const committed = (path: string) => readFileSync(join(repo, path), "utf8");
const REST = "packages/rest/src/generated";
const BINDINGS = "spec/signing/bindings.yaml";

/** The declarations of one component in generated openapi-typescript text. */
function componentOf(text: string, name: string): string {
  const start = text.indexOf(`        ${name}: {`);
  return start < 0 ? "" : text.slice(start, text.indexOf("\n        };", start));
}

describe("the regenerated code after a sync", () => {
  test("a new operation becomes a generated function and a sandbox route", async () => {
    const files = await regenerated("a new operation");
    expect(committed(`${REST}/operations.ts`)).not.toContain(
      "export async function getOrderHistory(",
    );
    expect(files.get(`${REST}/operations.ts`)).toContain("export async function getOrderHistory(");
    expect(files.get("packages/sandbox/src/generated/routes.ts")).toContain(
      'path: "/v1/order/{id}/history"',
    );
  });

  test("a new operation whose request and answer are given in place generates, named after it", async () => {
    const files = await regenerated("a new operation with its schemas in place");
    const operations = files.get(`${REST}/operations.ts`) ?? "";
    expect(operations).toContain("export async function postOrderNoteOperation(");
    expect(operations).toContain(
      "export type PostOrderNoteOperationReturnType = PostOrderNoteResponse;",
    );
    expect(operations).toMatch(/body: PostOrderNoteRequest/);
    const types = files.get(`${REST}/types.ts`) ?? "";
    expect(types).toContain(
      'export type PostOrderNoteRequest = components["schemas"]["PostOrderNoteRequest"];',
    );
    expect(types).toContain(
      'export type PostOrderNoteResponse = components["schemas"]["PostOrderNoteResponse"];',
    );
    expect(files.get(`${REST}/decoders.ts`)).toContain(
      "export function decodePostOrderNoteResponse(",
    );
    expect(files.get("packages/sandbox/src/generated/routes.ts")).toMatch(
      /path: "\/v1\/order\/\{id\}\/note",[^}]*body: "PostOrderNoteRequest"/,
    );
    expect(committed(`${REST}/types.ts`)).not.toContain("PostOrderNote");
  });

  test("a new required field of a signed body is checked by its kind until the bindings name it", async () => {
    const files = await regenerated("a new required request field");
    expect(files.get("packages/signing/src/generated/bindings.ts")).toMatch(
      /export interface CancelOrderData \{[^}]*readonly reason: string;/,
    );
    const after = upstream();
    fixtures["a new required request field"]?.(after);
    const notes = layerNotes(specWith(repo, { [OPENAPI_SNAPSHOT]: JSON.stringify(after) }));
    expect(notes).toContain(
      "POST /v1/order/cancel: its data has reason, which spec/signing/bindings.yaml bodies.CancelOrderData lacks; checked as string, not signed (the bindings could describe it)",
    );
  });

  test("a new required request field is required in the request type once the bindings name it", async () => {
    const bindings = committed(BINDINGS).replace(
      "  CancelOrderData:\n    description: The `data` object of a cancel request. One signature covers every id.\n    fields:\n",
      '$&      reason: { kind: string, minLength: 1, maxLength: 64, required: true, description: "Why." }\n',
    );
    expect(bindings).toContain("reason: { kind: string");
    const files = await regenerated("a new required request field", { [BINDINGS]: bindings });
    const cancel = componentOf(files.get(`${REST}/openapi.ts`) ?? "", "CancelOrdersData");
    expect(cancel).toMatch(/\breason: string;/);
    expect(componentOf(committed(`${REST}/openapi.ts`), "CancelOrdersData")).not.toContain(
      "reason",
    );
    expect(files.get("packages/signing/src/generated/bindings.ts")).toContain("reason");
  });

  test("a removed response field is no longer checked or typed", async () => {
    const files = await regenerated("a removed response field");
    const token = (text: string) =>
      text.slice(
        text.indexOf("export function decodeToken("),
        text.indexOf("return value as Token;"),
      );
    expect(token(committed(`${REST}/decoders.ts`))).toContain('"minDeposit"');
    expect(token(files.get(`${REST}/decoders.ts`) ?? "")).not.toContain('"minDeposit"');
  });

  test("a renamed enum value reaches the record types of REST and the stream", async () => {
    const files = await regenerated("a renamed enum value");
    const status = (text: string) => /TransferRecordStatus: ([^;]*);/.exec(text)?.[1] ?? "";
    expect(status(files.get(`${REST}/openapi.ts`) ?? "")).toContain('"IN_PROGRESS"');
    expect(status(files.get(`${REST}/openapi.ts`) ?? "")).not.toContain('"PENDING"');
    expect(status(committed(`${REST}/openapi.ts`))).toContain('"PENDING"');
    const stream = files.get("packages/stream/src/generated/types.ts") ?? "";
    expect(/export type TransferStatus = ([^;]*);/.exec(stream)?.[1]).toContain('"IN_PROGRESS"');
  });

  test("a type change changes the type and the decoder's check", async () => {
    const files = await regenerated("a type change");
    const product = componentOf(files.get(`${REST}/openapi.ts`) ?? "", "Product");
    expect(product).toMatch(/\bmaxLeverage: string;/);
    expect(files.get(`${REST}/decoders.ts`)).toContain('str(o, path, "maxLeverage");');
    expect(committed(`${REST}/decoders.ts`)).toContain('num(o, path, "maxLeverage");');
  });
});

let root: string;
let folder: string;

function freshRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), "perpkit-sync-"));
  for (const path of [
    "spec/networks.yaml",
    MANIFEST,
    OPENAPI_SNAPSHOT,
    "spec/upstream/ws_messages.json",
    "spec/signing/rpc-config.mainnet.json",
    "spec/signing/rpc-config.testnet.json",
  ]) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    cpSync(join(repo, path), join(dir, path));
  }
  return dir;
}

beforeEach(() => {
  root = freshRoot();
  folder = mkdtempSync(join(tmpdir(), "perpkit-upstream-"));
});

describe("spec:sync --from a folder", () => {
  test("writes a changed document as given and records its source, day and sha256", async () => {
    const after = upstream();
    fixtures["a new operation"]?.(after);
    const text = `${JSON.stringify(after, null, 2)}\n`;
    writeFileSync(join(folder, "openapi.json"), text);
    const result = await syncUpstream({
      root,
      from: folder,
      source: "fixture",
      date: "2026-08-01",
    });
    expect(result.differs).toBe(true);
    expect(result.written).toEqual([OPENAPI_SNAPSHOT, MANIFEST]);
    expect(result.kept).toEqual([
      { file: "spec/upstream/ws_messages.json", why: "the folder has no ws_messages.json" },
    ]);
    expect(readFileSync(join(root, OPENAPI_SNAPSHOT), "utf8")).toBe(text);
    expect(readManifest(root).snapshots.find((s) => s.file === OPENAPI_SNAPSHOT)).toEqual({
      file: OPENAPI_SNAPSHOT,
      kind: "openapi",
      network: "mainnet",
      source: "fixture/openapi.json",
      retrieved: "2026-08-01",
      sha256: sha256(text),
    });
  });

  test("--check writes nothing and says the contract differs", async () => {
    const after = upstream();
    fixtures["a type change"]?.(after);
    writeFileSync(join(folder, "openapi.json"), JSON.stringify(after));
    const result = await syncUpstream({ root, from: folder, check: true });
    expect(result.differs).toBe(true);
    expect(result.written).toEqual([]);
    expect(readFileSync(join(root, OPENAPI_SNAPSHOT), "utf8")).toBe(upstreamText);
  });

  test("a document that differs only in spacing and key order is the same contract", async () => {
    writeFileSync(join(folder, "openapi.json"), JSON.stringify(upstream()));
    writeFileSync(join(folder, "ws_messages.json"), wsText);
    const result = await syncUpstream({ root, from: folder, check: true });
    expect(result.differs).toBe(false);
    expect(result.changes).toEqual([]);
  });

  test("a folder without openapi.json is refused", async () => {
    await expect(syncUpstream({ root, from: folder })).rejects.toThrow(/has no openapi.json/);
  });
});

describe("spec:sync from a served network", () => {
  let server: Server;
  let base: string;
  let openapiBody = upstreamText;
  let configBody = testnetConfigText;
  let wsBody = wsText;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body =
        request.url === "/openapi.json"
          ? openapiBody
          : request.url === "/v1/rpc/config"
            ? configBody
            : request.url === "/public-client/ws_messages.json"
              ? wsBody
              : undefined;
      if (request.method === "GET" && body !== undefined) {
        response.writeHead(200, { "content-type": "application/json" }).end(body);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  // The message schemas are published at a whole URL (a public client's copy): here, this server.
  beforeEach(() => {
    const manifest = readManifest(root);
    const published = {
      ...manifest.published,
      "ws-messages": `${base}/public-client/ws_messages.json`,
    };
    writeFileSync(join(root, MANIFEST), JSON.stringify({ ...manifest, published }, null, 2));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  test("fetches the OpenAPI document and the signing configuration, naming the network by chain id", async () => {
    const config = JSON.parse(testnetConfigText);
    config.signatureTypes.CancelOrder =
      "address sender,bytes32 subaccount,uint64 nonce,uint64 signedAt";
    configBody = JSON.stringify(config, null, 2);
    const result = await syncUpstream({ root, url: base, date: "2026-08-02" });
    expect(result.network).toBe("testnet");
    expect(result.documents.map((d) => [d.file, d.changed])).toEqual([
      [OPENAPI_SNAPSHOT, false],
      ["spec/upstream/ws_messages.json", false],
      ["spec/signing/rpc-config.testnet.json", true],
    ]);
    expect(result.changes).toEqual([
      expect.objectContaining({
        subject: "signing config testnet",
        path: "signatureTypes.CancelOrder",
        breaking: true,
      }),
    ]);
    expect(readFileSync(join(root, "spec/signing/rpc-config.testnet.json"), "utf8")).toBe(
      configBody,
    );
    configBody = testnetConfigText;
  });

  test("fetches the message schemas where the manifest says they are published", async () => {
    const messages = JSON.parse(wsText);
    delete messages.components.schemas.TickerMessage.properties.data.properties.markPx24h;
    wsBody = JSON.stringify(messages, null, 2);
    const result = await syncUpstream({ root, network: "testnet", url: base, date: "2026-08-03" });
    const ws = result.documents.find((d) => d.file === "spec/upstream/ws_messages.json");
    expect(ws).toMatchObject({ changed: true, source: `${base}/public-client/ws_messages.json` });
    expect(result.changes).toEqual([
      expect.objectContaining({
        subject: "message TickerMessage",
        path: "data.markPx24h",
        kind: "removed",
        breaking: true,
      }),
    ]);
    expect(readFileSync(join(root, "spec/upstream/ws_messages.json"), "utf8")).toBe(wsBody);
    wsBody = wsText;
  });

  test("the command line prints the report and --check exits 1 on a difference", async () => {
    const after = upstream();
    fixtures["a removed response field"]?.(after);
    openapiBody = JSON.stringify(after);
    const run = promisify(execFile);
    const args = [
      "--import",
      "tsx",
      fileURLToPath(new URL("./main.ts", import.meta.url)),
      "--url",
      base,
      "--check",
      "--root",
      root,
    ];
    const failure = await run(process.execPath, args, { cwd: repo }).catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stdout).toContain("BREAKING  response 200 data[].minDeposit: removed");
    expect(failure.stderr).toContain("differs from the snapshots");
    openapiBody = upstreamText;
  });
});
