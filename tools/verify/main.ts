import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../packages/workspace.js";
import { passNode, workspaceNode } from "../toolchains/toolchains.js";
import { type Group, groups, madeOnce, type Part, type PassNodes, verifyParts } from "./parts.js";
import {
  failureExcerpt,
  formatTimings,
  overBudget,
  type Timings,
  timingsFile,
  totalBudget,
} from "./report.js";
import { schedule } from "./schedule.js";

// `pnpm verify`: every check, test and pass of the project, three parts at a time on the CI
// machine's two cores, each part's lines behind its name. It ends with the time each part took
// against its budget, written to .tmp/verify-timings.json for `pnpm verify:timings`, then the
// lines that say what failed in each part that did.
// `--group <name>` runs the parts of one group only (`pnpm verify:packages`, `pnpm verify --group
// node22`), taking for done what they need from outside it.

/** The groups named with --group, or every group. */
export function chosenGroups(argv: readonly string[]): Group[] {
  const named = argv.flatMap((a, i) => (argv[i - 1] === "--group" ? [a] : []));
  for (const name of named) {
    if (!(name in groups)) throw new Error(`no group ${name} (${Object.keys(groups).join(", ")})`);
  }
  return named.length > 0 ? (named as Group[]) : (Object.keys(groups) as Group[]);
}

/**
 * How many parts run at once: 3 unless `--parts-at-once <n>` says. The CI machine has two cores,
 * and a part spends some of its time waiting on its servers, browsers and processes; a third part
 * takes that time.
 */
export function partsAtOnce(argv: readonly string[]): number {
  const at = argv.indexOf("--parts-at-once");
  const value = at >= 0 ? Number(argv[at + 1]) : 3;
  if (!Number.isInteger(value) || value < 1) throw new Error("--parts-at-once takes a count");
  return value;
}

/** The parts of the chosen groups, their needs outside them taken for done. */
export function partsOf(parts: readonly Part[], chosen: readonly Group[]): Part[] {
  const kept = parts.filter((p) => chosen.includes(p.group));
  const names = new Set(kept.map((p) => p.name));
  return kept.map((p) => ({ ...p, needs: (p.needs ?? []).filter((n) => names.has(n)) }));
}

const cpuMeter = fileURLToPath(new URL("./cpu.ts", import.meta.url));

/**
 * Runs one part, its output line by line behind its name, through the processor-time meter
 * (cpu.ts, run by this Node, which strips its types). Answers whether it passed and the
 * processor seconds it used.
 */
function runPart(
  part: Part,
  width: number,
  meter: string,
): Promise<{ ok: boolean; cpu: number | null; output: string[] }> {
  const [program, ...args] = part.argv as [string, ...string[]];
  const label = `${part.name.padEnd(width)} │ `;
  const cpuFile = join(meter, `${part.name.replace(/[^\w.-]+/g, "_")}.json`);
  const output: string[] = [];
  const print = (line: string) => {
    output.push(line);
    process.stdout.write(`${label}${line}\n`);
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cpuMeter, cpuFile, program, ...args], {
      cwd: part.cwd,
      env: { ...process.env, ...part.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) print(line);
      });
      stream.on("end", () => {
        if (rest !== "") print(rest);
      });
    }
    const cpu = (): number | null => {
      try {
        return JSON.parse(readFileSync(cpuFile, "utf8")) as number | null;
      } catch {
        return null;
      }
    };
    child.on("error", (error) => {
      print(error.message);
      resolve({ ok: false, cpu: null, output });
    });
    child.on("close", (code) => resolve({ ok: code === 0, cpu: cpu(), output }));
  });
}

/** Refuses to run on another Node than the workspace's own, where the registry has one. */
function checkNode(): boolean {
  const node = workspaceNode();
  if (node === undefined || process.versions.node === node.version) return true;
  console.error(
    `verify: this is Node ${process.versions.node}; the workspace runs on Node ${node.version} (package.json's optional node-linux-${process.arch}, linked into node_modules/.bin): run pnpm install, then pnpm verify`,
  );
  return false;
}

/**
 * The other Nodes' passes: their Node is installed on Linux x64 (toolchains/); elsewhere the
 * registry has no package of it, and the passes are left out, with a line saying so.
 */
function installedPassNodes(): PassNodes {
  const found = { node22: passNode(22), node24: passNode(24) };
  for (const node of Object.values(found)) {
    if (node.installed) continue;
    if (process.platform === "linux" && process.arch === "x64") {
      throw new Error(`verify: Node ${node.version} is missing from toolchains/: run pnpm install`);
    }
    console.log(`verify: the Node ${node.major} pass runs on Linux x64 only; left out here`);
  }
  return {
    node22: found.node22.installed ? found.node22 : undefined,
    node24: found.node24.installed ? found.node24 : undefined,
  };
}

async function main(): Promise<void> {
  if (!checkNode()) {
    process.exitCode = 1;
    return;
  }
  const parts = madeOnce(
    partsOf(verifyParts(undefined, installedPassNodes()), chosenGroups(process.argv.slice(2))),
  );
  const width = Math.max(...parts.map((p) => p.name.length));
  const meter = mkdtempSync(join(tmpdir(), "perpkit-verify-"));
  // Node's compile cache, for this run: the many processes the parts start (vitest's workers,
  // tsc, tsx, every perpkit a CLI test runs) compile the same modules, and each reads what the
  // first one compiled. It changes what a program does in nothing, and is left alone when set.
  process.env.NODE_COMPILE_CACHE ??= join(meter, "compile-cache");
  const cpu = new Map<string, number | null>();
  const failures = new Map<string, string[]>();
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const ran = await schedule(
    parts,
    async (part) => {
      const result = await runPart(part, width, meter);
      cpu.set(part.name, result.cpu);
      if (!result.ok) failures.set(part.name, failureExcerpt(result.output));
      return result.ok;
    },
    partsAtOnce(process.argv.slice(2)),
  );
  rmSync(meter, { recursive: true, force: true });
  const timings: Timings = {
    startedAt,
    wall: (performance.now() - started) / 1000,
    node: process.versions.node,
    cores: availableParallelism(),
    load: [loadBefore, loadavg()[0] ?? 0],
    parts: ran.map((r, i) => ({
      ...r,
      group: parts[i]?.group as Group,
      budget: parts[i]?.budget ?? 0,
      cpu: cpu.get(r.name) ?? null,
    })),
  };
  const file = join(repoRoot, timingsFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(timings, null, 2)}\n`);
  console.log(`\n${formatTimings(timings)}`);
  const failed = ran.filter((r) => r.outcome !== "passed");
  const over = overBudget(timings);
  if (over.length > 0 || timings.wall > totalBudget) {
    console.log(`over budget: ${over.map((p) => p.name).join(", ") || "the whole"}`);
  }
  for (const r of failed) {
    console.log(`${r.outcome.toUpperCase()} ${r.name}`);
    for (const line of failures.get(r.name) ?? []) console.log(`  ${line}`);
  }
  console.log(failed.length === 0 ? "verify passed" : `verify FAILED (${failed.length} parts)`);
  if (failed.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
