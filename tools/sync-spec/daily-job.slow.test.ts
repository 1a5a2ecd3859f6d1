import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { targets } from "@perpkit/generators";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { checkGenerated } from "../check-generated/check.js";
import {
  at,
  type LiveContract,
  snapshotContract,
  writeContract,
} from "../live-changes/contract.js";
import { makeScratch } from "../live-changes/scratch.js";
import { typecheck } from "../live-changes/typecheck.js";
import { refusedBumps } from "../release/bump.js";
import { readChangesets } from "../release/changesets.js";
import { publishedUrl, readManifest } from "./sync.js";

// The daily job run locally: its take step, verbatim from .github/workflows/live-contract.yml,
// in a scratch copy of the repository, with the live service answered from a folder by a server
// on 127.0.0.1 (answered-from.mjs sends the step's every fetch there). For an additive change
// and a breaking one: the pull request's body, a changeset the release check accepts, and a tree
// whose check:generated and type check pass; for a change generation stops on, no pull request.

const repo = fileURLToPath(new URL("../../", import.meta.url));
const workflow = parseYaml(readFileSync(join(repo, ".github/workflows/live-contract.yml"), "utf8"));
const takeStep = (workflow.jobs.take.steps as { id?: string; run?: string }[]).find(
  (s) => s.id === "take",
)?.run as string;
const preload = fileURLToPath(new URL("./answered-from.mjs", import.meta.url));

let tmp: string;
let folder: string;
let server: Server;
let origin: string;
/** The file of the folder that answers each URL of the live contract. */
let routes = new Map<string, string>();
let buildInfo: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "perpkit-daily-job-"));
  folder = join(tmp, "live");
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("url") ?? "";
    const file = routes.get(url);
    if (request.method === "GET" && file !== undefined && existsSync(join(folder, file))) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(readFileSync(join(folder, file)));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The workspace as committed, checked once: each tree's check starts from its build info.
  const base = join(tmp, "base");
  makeScratch(repo, base);
  expect(await typecheck(base)).toEqual([]);
  buildInfo = join(base, "live-changes.tsbuildinfo");
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A scratch copy of the repository the step runs in: the workspace, its scripts and changesets. */
function checkout(name: string): string {
  const root = join(tmp, name);
  makeScratch(repo, root);
  for (const entry of ["generators", "package.json", "pnpm-workspace.yaml", ".changeset"]) {
    cpSync(join(repo, entry), join(root, entry), { recursive: true, verbatimSymlinks: true });
  }
  return root;
}

/** Where the manifest says each document is published, for each network: the folder's file. */
function routesOf(root: string): Map<string, string> {
  const { published } = readManifest(root);
  const { networks } = parseYaml(readFileSync(join(root, "spec/networks.yaml"), "utf8")) as {
    networks: Record<string, { restUrl: string }>;
  };
  const out = new Map<string, string>();
  for (const [network, { restUrl }] of Object.entries(networks)) {
    out.set(publishedUrl(restUrl, published.openapi), "openapi.json");
    out.set(publishedUrl(restUrl, published["ws-messages"]), "ws_messages.json");
    out.set(publishedUrl(restUrl, published["rpc-config"]), `rpc_config.${network}.json`);
  }
  return out;
}

interface StepRun {
  /** The changesets the tree held before the step ran, by file name. */
  readonly before: ReadonlySet<string>;
  readonly code: number | null;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly body: string | undefined;
}

/** The take step, verbatim, in a shell as the runner runs it, with the live contract given. */
async function runTakeStep(root: string, contract: LiveContract): Promise<StepRun> {
  rmSync(folder, { recursive: true, force: true });
  writeContract(folder, contract);
  routes = routesOf(root);
  const before = new Set(readdirSync(join(root, ".changeset")));
  const runnerTemp = join(root, ".runner");
  mkdirSync(runnerTemp, { recursive: true });
  const outputs = join(runnerTemp, "outputs");
  const summary = join(runnerTemp, "summary.md");
  writeFileSync(outputs, "");
  writeFileSync(summary, "");
  const child = spawn("bash", ["-e", "-c", takeStep], {
    cwd: root,
    env: {
      ...process.env,
      RUNNER_TEMP: runnerTemp,
      GITHUB_OUTPUT: outputs,
      GITHUB_STEP_SUMMARY: summary,
      NODE_OPTIONS: `--import ${preload}`,
      LIVE_CONTRACT_ANSWERED_BY: origin,
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const values = Object.fromEntries(
    readFileSync(outputs, "utf8")
      .split("\n")
      .filter((line) => line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  const body = join(runnerTemp, "live-contract.md");
  return {
    before,
    code,
    stderr,
    outputs: values,
    summary: readFileSync(summary, "utf8"),
    body: existsSync(body) ? readFileSync(body, "utf8") : undefined,
  };
}

/** The public packages' versions of a tree, by name. */
function versionsOf(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const folderName of readdirSync(join(root, "packages"))) {
    const manifest = join(root, "packages", folderName, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, version, private: hidden } = JSON.parse(readFileSync(manifest, "utf8"));
    if (hidden !== true) out.set(name, version);
  }
  return out;
}

/** The changesets of the tree, read as the release check reads them, and the step's own. */
function liveChangeset(root: string, run: StepRun) {
  const all = readChangesets(join(root, ".changeset"));
  return { all, own: all.filter((c) => !run.before.has(c.file)) };
}

describe("the daily job's take step, run as the workflow runs it", () => {
  test("an additive change of the message schemas: fetched where published, a patch changeset, a tree that checks", async () => {
    const root = checkout("additive");
    const contract = snapshotContract(repo);
    const ticker = at(contract.ws, "components", "schemas", "TickerMessage", "properties", "data");
    at(ticker, "properties").oi24h = {
      type: "string",
      format: "decimal",
      description: "Open interest 24 hours ago.",
    };
    const run = await runTakeStep(root, contract);
    expect(run.code, run.stderr).toBe(0);
    expect(run.outputs.changed).toBe("true");
    expect(run.outputs.title).toMatch(/^Live contract \d{4}-\d{2}-\d{2}: 1 change$/);
    expect(run.outputs["body-path"]).toBe(join(root, ".runner/live-contract.md"));
    const manifest = readManifest(root);
    expect(run.body).toContain(
      `differs  spec/upstream/ws_messages.json  <- ${manifest.published["ws-messages"]}`,
    );
    expect(run.body).toContain('message data.oi24h: added (string, format "decimal", optional)');
    const { all, own } = liveChangeset(root, run);
    expect(own.map((c) => c.releases)).toEqual([{ "@perpkit/stream": "patch" }]);
    expect(refusedBumps(all, versionsOf(root))).toEqual([]);
    expect(await checkGenerated(root, targets)).toMatchObject({ ok: true });
    expect(await typecheck(root, buildInfo)).toEqual([]);
  });

  test("a breaking change: a minor changeset (0.x) the release check accepts, a tree that checks", async () => {
    const root = checkout("breaking");
    const contract = snapshotContract(repo);
    at(
      contract.openapi,
      "components",
      "schemas",
      "FundingDto",
      "properties",
      "fundingRate1h",
    ).nullable = true;
    const run = await runTakeStep(root, contract);
    expect(run.code, run.stderr).toBe(0);
    expect(run.outputs.changed).toBe("true");
    expect(run.outputs.title).toMatch(/: 1 change, 1 breaking$/);
    expect(run.body).toContain("BREAKING  response 200 data[].fundingRate1h: may now be null");
    expect(run.body).toContain("a changeset (@perpkit/rest minor, @perpkit/sandbox minor)");
    const { all, own } = liveChangeset(root, run);
    expect(own.map((c) => c.releases)).toEqual([
      { "@perpkit/rest": "minor", "@perpkit/sandbox": "minor" },
    ]);
    expect(refusedBumps(all, versionsOf(root))).toEqual([]);
    expect(await checkGenerated(root, targets)).toMatchObject({ ok: true });
    expect(await typecheck(root, buildInfo)).toEqual([]);
  });

  test("a change generation stops on: the step fails with the report as its summary, and no pull request", async () => {
    const root = checkout("stopped");
    const contract = snapshotContract(repo);
    const ticker = at(contract.ws, "components", "schemas", "TickerMessage", "properties", "data");
    delete at(ticker, "properties").markPx24h;
    const run = await runTakeStep(root, contract);
    expect(run.code).toBe(1);
    expect(run.outputs.changed).toBe("false");
    expect(run.summary).toContain(
      "pnpm generate stops: spec/stream/layer.yaml: components.schemas.Ticker.properties.markPx24h names a field",
    );
    expect(run.summary).toContain("no pull request is opened");
    expect(liveChangeset(root, run).own).toEqual([]);
  });
});
