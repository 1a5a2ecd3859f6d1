import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { targets } from "@perpkit/generators";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
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
  test("a breaking change: snapshots, regenerated packages, a major changeset, the report as body", async () => {
    liveWith((schemas) => {
      at(schemas, "FundingDto", "properties", "fundingRate1h").nullable = true;
    });
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.title).toBe(`Live contract ${DAY}: 1 change, 1 breaking`);
    expect(taken.bump).toBe("major");
    expect(taken.packages).toEqual(["@perpkit/rest", "@perpkit/sandbox"]);
    const changeset = readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8");
    expect(changeset).toMatch(/^---\n"@perpkit\/rest": major\n"@perpkit\/sandbox": major\n---\n/);
    expect(changeset).toContain("BREAKING  response 200 data[].fundingRate1h: may now be null");
    expect(taken.body).toContain("BREAKING  response 200 data[].fundingRate1h: may now be null");
    expect(taken.body).toContain("@perpkit/rest: decoders.ts, openapi.ts");
    expect(readFileSync(join(root, "packages/rest/src/generated/decoders.ts"), "utf8")).toContain(
      "v0 === null",
    );
    expect(await checkGenerated(root, targets)).toMatchObject({ ok: true });
  });

  test("an additive change: a minor changeset for the packages whose code changed", async () => {
    liveWith((schemas) => {
      at(schemas, "OrderDto", "properties").note = { type: "string" };
    });
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.changes.some((c) => c.breaking)).toBe(false);
    expect(taken.bump).toBe("minor");
    expect(readFileSync(join(root, `.changeset/live-contract-${DAY}.md`), "utf8")).toMatch(
      /^---\n"@perpkit\/cli": minor\n"@perpkit\/rest": minor\n"@perpkit\/sandbox": minor\n"@perpkit\/stream": minor\n---\n/,
    );
  });

  test("a change generation stops on still makes the pull request, saying where it stops", async () => {
    const contract = snapshotContract(repo);
    at(contract.rpc.testnet, "signatureTypes").Ping = "uint7 size";
    writeContract(folder, contract);
    const taken = await takeLiveChange({ root, networks: ["testnet"], from: folder, date: DAY });
    expect(taken.title).toBe(`Live contract ${DAY}: 1 change; pnpm generate stops`);
    expect(taken.changeset).toBeUndefined();
    expect(taken.body).toContain(
      'pnpm generate stops: spec/signing/rpc-config.testnet.json: signatureTypes.Ping: cannot read the entry "uint7 size"',
    );
    expect(readFileSync(join(root, "spec/signing/rpc-config.testnet.json"), "utf8")).toContain(
      "uint7 size",
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

  test("the daily job runs it for both networks, with pinned actions on Node 26, and opens the pull request", () => {
    const workflow = parseYaml(
      readFileSync(join(repo, ".github/workflows/live-contract.yml"), "utf8"),
    ) as {
      jobs: {
        take: {
          steps: { uses?: string; run?: string; with?: Record<string, unknown>; if?: string }[];
        };
      };
    };
    const steps = workflow.jobs.take.steps;
    for (const step of steps.filter((s) => s.uses)) {
      expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+\.\d+\.\d+$/);
    }
    expect(steps.find((s) => s.uses?.startsWith("actions/setup-node@"))?.with).toEqual({
      "node-version-file": ".nvmrc",
    });
    expect(steps.find((s) => s.run?.startsWith("pnpm spec:take"))?.run).toBe(
      'pnpm spec:take --network testnet --network mainnet --body "$RUNNER_TEMP/live-contract.md"',
    );
    const pr = steps.find((s) => s.uses?.startsWith("peter-evans/create-pull-request@"));
    expect(pr?.if).toBe("steps.take.outputs.changed == 'true'");
    expect(pr?.with?.["body-path"]).toBe(`$\{{ steps.take.outputs.body-path }}`);
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
});
