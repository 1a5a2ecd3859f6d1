import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";

// The daily job (live-contract.yml) and the pull requests' CI (ci.yml), read as GitHub reads
// them: what starts them, what they run, and how the live contract's pull request gets its CI.

const repo = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(repo, path), "utf8");

interface Step {
  readonly id?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly if?: string;
  readonly with?: Record<string, unknown>;
}
interface Job {
  readonly needs?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
  readonly outputs?: Record<string, string>;
  readonly steps?: readonly Step[];
}
interface Workflow {
  readonly on: Record<string, unknown>;
  readonly jobs: Record<string, Job>;
}

const daily = parseYaml(read(".github/workflows/live-contract.yml")) as Workflow;
const ci = parseYaml(read(".github/workflows/ci.yml")) as Workflow;
const guide = read("docs/live-changes.md");
const readme = read("README.md");

/** The one command of the `sh` block after a marker of a Markdown text. */
function commandAfter(text: string, marker: string): string {
  const match = new RegExp(`<!-- ${marker} -->\\s*\`\`\`sh\\n([^\\n]+)\\n\`\`\``).exec(text);
  if (!match?.[1]) throw new Error(`no command after <!-- ${marker} -->`);
  return match[1];
}

/** A GitHub expression as a workflow writes it: `${{ <expression> }}`. */
const gh = (expression: string) => `$\{{ ${expression} }}`;

const steps = daily.jobs.take?.steps ?? [];
const step = (id: string) => steps.find((s) => s.id === id);

const takeStep = step("take")?.run;

describe("the daily job", () => {
  test("runs every day and by hand", () => {
    expect(Object.keys(daily.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
  });

  test("runs the take step docs/live-changes.md gives, verbatim", () => {
    expect(takeStep).toBe(commandAfter(guide, "live-change: daily"));
    expect(takeStep).toBe(
      'pnpm spec:take --network testnet --network mainnet --body "$RUNNER_TEMP/live-contract.md"',
    );
  });

  test("pins every action to a release, and sets up the workspace's Node", () => {
    for (const s of [...steps, ...(ci.jobs.verify?.steps ?? [])].filter((x) => x.uses)) {
      expect(s.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+\.\d+\.\d+$/);
    }
    expect(steps.find((s) => s.uses?.startsWith("actions/setup-node@"))?.with).toEqual({
      "node-version-file": ".nvmrc",
    });
  });

  test("opens the pull request only when the contract changed and generation did not stop", () => {
    // spec:take says `changed=true` only then; a stop fails the take step, which ends the job.
    const pr = step("pr");
    expect(pr?.uses).toMatch(/^peter-evans\/create-pull-request@/);
    expect(pr?.if).toBe("steps.take.outputs.changed == 'true'");
    expect(pr?.with?.["body-path"]).toBe(gh("steps.take.outputs.body-path"));
  });

  test("opens it with the GitHub App's token when the App is set up, so that GitHub runs its CI", () => {
    const app = step("app");
    expect(app?.uses).toMatch(/^actions\/create-github-app-token@/);
    expect(app?.if).toBe(
      "steps.take.outputs.changed == 'true' && vars.LIVE_CONTRACT_APP_CLIENT_ID != ''",
    );
    expect(app?.with).toEqual({
      "client-id": gh("vars.LIVE_CONTRACT_APP_CLIENT_ID"),
      "private-key": gh("secrets.LIVE_CONTRACT_APP_PRIVATE_KEY"),
    });
    expect(step("pr")?.with?.token).toBe(gh("steps.app.outputs.token || github.token"));
  });

  test("without the App, calls the CI workflow on the pull request's head", () => {
    const job = daily.jobs.ci;
    expect(job?.needs).toBe("take");
    expect(job?.uses).toBe("./.github/workflows/ci.yml");
    expect(job?.with).toEqual({ ref: gh("needs.take.outputs.head") });
    expect(job?.if).toContain("vars.LIVE_CONTRACT_APP_CLIENT_ID == ''");
    expect(daily.jobs.take?.outputs?.head).toBe(gh("steps.pr.outputs.pull-request-head-sha"));
  });

  test("docs/live-changes.md says what is set up once for it", () => {
    expect(guide).toContain("`LIVE_CONTRACT_APP_CLIENT_ID`");
    expect(guide).toContain("`LIVE_CONTRACT_APP_PRIVATE_KEY`");
  });
});

describe("the pull requests' CI", () => {
  test("runs on every pull request, and when another workflow calls it with a commit", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "workflow_call"]);
    const call = ci.on.workflow_call as { inputs: Record<string, { type: string }> };
    expect(call.inputs.ref?.type).toBe("string");
    const checkout = ci.jobs.verify?.steps?.find((s) => s.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.ref).toBe(gh("inputs.ref"));
  });

  test("runs the README's test command", () => {
    const runs = (ci.jobs.verify?.steps ?? []).flatMap((s) => (s.run ? [s.run] : []));
    expect(runs.at(-1)).toBe(commandAfter(readme, "test-command"));
  });
});
