import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../packages/workspace.js";
import { SOURCE } from "./closure.js";
import type { Route } from "./routes.js";

/**
 * What running a route's trace found: the hand-written modules that ran in its spans, those that
 * decide something about the input, and those that ran differently for the same input.
 *
 * @example
 * const { deciding }: TraceResult = await traceOf(route)
 */
export interface TraceResult {
  readonly ran: readonly string[];
  readonly deciding: readonly string[];
  readonly unsteady: readonly string[];
}

/**
 * One measured run of a trace: the input's name and, per file, the blocks it ran.
 *
 * @example
 * const run: Run = { input: "limitBuy", files: { "packages/x/src/rules.ts": ["0-9", "2-4:1"] } }
 */
export interface Run {
  readonly input: string;
  readonly files: Readonly<Record<string, readonly string[]>>;
}

const tsx = ["--import", "tsx", "--conditions=@perpkit/source"];

/** Output of a child process until it exits (or, with `until`, until its output matches). */
function output(child: ChildProcess, until?: RegExp): Promise<string> {
  let out = "";
  let err = "";
  return new Promise((resolve, reject) => {
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      if (until?.test(out)) resolve(out);
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`exited ${code}: ${err.slice(-2_000)}`));
    });
  });
}

/** Starts a sandbox in a process of its own, so its code never mixes with the route's. */
async function startSandbox(): Promise<{ baseUrl: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      ...tsx,
      join(repoRoot, "packages/sandbox/src/cli.ts"),
      "--port",
      "0",
      "--host",
      "127.0.0.1",
      "--no-oracle",
      "--verify-threads",
      "0",
    ],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
  );
  const text = await output(child, /REST\s+(http:\/\/\S+)/);
  const baseUrl = /REST\s+(http:\/\/\S+)/.exec(text)?.[1] as string;
  return { baseUrl, stop: () => child.kill("SIGTERM") };
}

/**
 * Runs a route's trace in a process of its own (against a sandbox in another when the route's
 * exchange is one) and compares what each hand-written module ran for each input. A route bundled
 * for the browser is traced with the browser's side of the packages' platform switches
 * (browser-imports.ts), so that the trace runs the modules its bundle holds.
 *
 * @example
 * const { deciding } = await traceOf(routes[0]) // ["packages/rest/src/order-rules.ts", ...]
 */
export async function traceOf(route: Route): Promise<TraceResult> {
  if (!route.trace) return { ran: [], deciding: [], unsteady: [] };
  const sandbox = (route.exchange ?? "sandbox") === "sandbox" ? await startSandbox() : undefined;
  const platform =
    (route.platform ?? "browser") === "browser"
      ? ["--import", pathToFileURL(join(repoRoot, "tools/routes/browser-imports.ts")).href]
      : [];
  try {
    const child = spawn(
      process.execPath,
      [
        ...tsx,
        ...platform,
        join(repoRoot, "tools/routes/trace-runner.ts"),
        join(repoRoot, route.trace),
        pathToFileURL(repoRoot).href,
        sandbox?.baseUrl ?? "",
      ],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    return compareRuns(JSON.parse(await output(child)) as Run[]);
  } finally {
    sandbox?.stop();
  }
}

/** The blocks of each repeat that ran in all of them, and those that ran in some only. */
function split(repeats: readonly Run[], file: string): { steady: string[]; unsteady: string[] } {
  const sets = repeats.map((r) => new Set(r.files[file] ?? []));
  const all = [...new Set(sets.flatMap((s) => [...s]))];
  return {
    steady: all.filter((b) => sets.every((s) => s.has(b))),
    unsteady: all.filter((b) => !sets.every((s) => s.has(b))),
  };
}

/**
 * Compares the blocks each file ran. A block that runs in one repeat of an input and not in
 * another is unsteady (a timer, a clock, bytes of a signature that differ each time): it is left
 * out of every comparison, and its file is reported. A file ran when some input runs a block of it
 * in every repeat, and decides when the steady blocks it runs differ between inputs.
 *
 * @example
 * compareRuns(runs).deciding // ["packages/x/src/rules.ts"]
 */
export function compareRuns(runs: readonly Run[]): TraceResult {
  const files = [...new Set(runs.flatMap((r) => Object.keys(r.files)))]
    .filter((f) => SOURCE.test(f) && !f.includes("/generated/"))
    .sort();
  const byInput = new Map<string, Run[]>();
  for (const run of runs) byInput.set(run.input, [...(byInput.get(run.input) ?? []), run]);
  const ran: string[] = [];
  const deciding: string[] = [];
  const unsteady: string[] = [];
  for (const file of files) {
    const perInput = [...byInput.values()].map((repeats) => split(repeats, file));
    const noise = new Set(perInput.flatMap((p) => p.unsteady));
    const signatures = perInput.map((p) =>
      p.steady
        .filter((b) => !noise.has(b))
        .sort()
        .join(" "),
    );
    if (noise.size > 0) unsteady.push(file);
    if (perInput.some((p) => p.steady.length > 0)) ran.push(file);
    if (new Set(signatures).size > 1) deciding.push(file);
  }
  return { ran, deciding, unsteady };
}
