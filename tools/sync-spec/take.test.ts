import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { targets } from "@perpkit/generators";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { checkGenerated } from "../check-generated/check.js";
import { at, snapshotContract, writeContract } from "../live-changes/contract.js";
import { makeScratch } from "../live-changes/scratch.js";
import { takeLiveChange } from "./take.js";

// spec:take is what the daily job runs before it opens its pull request; here it takes changes
// from a folder, as the job would from the networks, in a scratch copy of the workspace.

const repo = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);
let tmp: string;
let root: string;
let folder: string;

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "perpkit-take-"));
  root = join(tmp, "repo");
  folder = join(tmp, "live");
  makeScratch(repo, root);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** The live contract as committed, with one change, in the folder. */
function liveWith(change: (schemas: ReturnType<typeof at>) => void): void {
  const contract = snapshotContract(repo);
  change(at(contract.openapi, "components", "schemas"));
  writeContract(folder, contract);
}

const DAY = "2026-01-02";

describe("spec:take", () => {
  test("a breaking change: snapshots, regenerated packages, a minor changeset (0.x), the report as body", async () => {
    liveWith((schemas) => {
      at(schemas, "FundingDto", "properties", "fundingRate1h").nullable = true;
    });
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.title).toBe(`Live contract ${DAY}: 1 change, 1 breaking`);
    expect(taken.releases).toEqual({ "@perpkit/rest": "minor", "@perpkit/sandbox": "minor" });
    expect(taken.packages).toEqual(["@perpkit/rest", "@perpkit/sandbox"]);
    const changeset = readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8");
    expect(changeset).toMatch(/^---\n"@perpkit\/rest": minor\n"@perpkit\/sandbox": minor\n---\n/);
    expect(changeset).toContain("BREAKING  response 200 data[].fundingRate1h: may now be null");
    expect(taken.body).toContain("BREAKING  response 200 data[].fundingRate1h: may now be null");
    expect(taken.body).toContain("@perpkit/rest: decoders.ts, openapi.ts");
    expect(readFileSync(join(root, "packages/rest/src/generated/decoders.ts"), "utf8")).toContain(
      "v0 === null",
    );
    expect(await checkGenerated(root, targets)).toMatchObject({ ok: true });
  });

  test("an additive change: a patch changeset (0.x) for the packages whose code changed", async () => {
    liveWith((schemas) => {
      at(schemas, "OrderDto", "properties").note = { type: "string" };
    });
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.changes.some((c) => c.breaking)).toBe(false);
    expect(new Set(Object.values(taken.releases))).toEqual(new Set(["patch"]));
    expect(readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8")).toMatch(
      /^---\n"@perpkit\/cli": patch\n"@perpkit\/rest": patch\n"@perpkit\/sandbox": patch\n"@perpkit\/stream": patch\n---\n/,
    );
  });

  test("a change generation stops on takes the snapshots and says where it stops, with no changeset", async () => {
    const contract = snapshotContract(repo);
    at(contract.rpc.testnet, "signatureTypes").Ping = "uint7 size";
    writeContract(folder, contract);
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.title).toBe(`Live contract ${DAY}: 1 change; pnpm generate stops`);
    expect(taken.stopped).toMatch(
      /^spec\/signing\/rpc-config\.testnet\.json: signatureTypes\.Ping/,
    );
    expect(taken.changeset).toBeUndefined();
    expect(taken.body).toContain("no pull request is opened");
    expect(taken.body).toContain(
      'pnpm generate stops: spec/signing/rpc-config.testnet.json: signatureTypes.Ping: cannot read the entry "uint7 size"',
    );
    expect(readFileSync(join(root, "spec/signing/rpc-config.testnet.json"), "utf8")).toContain(
      "uint7 size",
    );
  });

  test("a second change taken the same day leaves the first one's changeset as it is", async () => {
    liveWith((schemas) => {
      at(schemas, "OrderDto", "properties").note = { type: "string" };
    });
    await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    const first = readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8");
    liveWith((schemas) => {
      at(schemas, "OrderDto", "properties").note = { type: "string" };
      at(schemas, "FundingDto", "properties", "fundingRate1h").nullable = true;
    });
    const second = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(second.changeset).toBe(`.changeset/live-contract-${DAY}-2.md`);
    expect(readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8")).toBe(first);
    expect(readFileSync(join(root, second.changeset as string), "utf8")).toContain(
      '"@perpkit/rest": minor',
    );
  });

  test("no change: nothing is written", async () => {
    writeContract(folder, snapshotContract(repo));
    const manifest = readFileSync(join(root, "spec/upstream/manifest.json"), "utf8");
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.differs).toBe(false);
    expect(taken.changeset).toBeUndefined();
    expect(readFileSync(join(root, "spec/upstream/manifest.json"), "utf8")).toBe(manifest);
    expect(existsSync(join(root, `.changeset/live-contract-${DAY}.md`))).toBe(false);
  });

  test("as the job runs it: the body in a file, and the step's outputs", async () => {
    liveWith((schemas) => {
      at(schemas, "OrderDto", "properties").note = { type: "string" };
    });
    const body = join(tmp, "body.md");
    const outputs = join(tmp, "outputs");
    writeFileSync(outputs, "");
    const args = ["tools/sync-spec/take-main.ts", "--root", root, "--network", "testnet"];
    await run(
      join(repo, "node_modules/.bin/tsx"),
      [...args, "--from", folder, "--body", body, "--date", DAY],
      {
        cwd: repo,
        env: { ...process.env, GITHUB_OUTPUT: outputs },
      },
    );
    expect(readFileSync(outputs, "utf8")).toBe(
      `changed=true\ntitle=Live contract ${DAY}: 3 changes\nbody-path=${body}\n`,
    );
    expect(readFileSync(body, "utf8")).toContain("response 200 note: added (string, optional)");
  });

  test("as the job runs it, a change generation stops on fails the step with the report as its summary", async () => {
    const contract = snapshotContract(repo);
    at(contract.rpc.testnet, "signatureTypes").Ping = "uint7 size";
    writeContract(folder, contract);
    const body = join(tmp, "body.md");
    const outputs = join(tmp, "outputs");
    const summary = join(tmp, "summary.md");
    writeFileSync(outputs, "");
    const args = ["tools/sync-spec/take-main.ts", "--root", root, "--network", "testnet"];
    const failure = await run(
      join(repo, "node_modules/.bin/tsx"),
      [...args, "--from", folder, "--body", body, "--date", DAY],
      {
        cwd: repo,
        env: { ...process.env, GITHUB_OUTPUT: outputs, GITHUB_STEP_SUMMARY: summary },
      },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("pnpm generate stops, so no pull request");
    expect(readFileSync(outputs, "utf8")).toMatch(/^changed=false\n/);
    expect(readFileSync(summary, "utf8")).toContain(
      'pnpm generate stops: spec/signing/rpc-config.testnet.json: signatureTypes.Ping: cannot read the entry "uint7 size"',
    );
    expect(existsSync(join(root, `.changeset/live-contract-${DAY}.md`))).toBe(false);
  });
});
