import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { repoRoot } from "../packages/workspace.js";

// The routes through the code a reader follows (CONTRIBUTING.md, "Routes through the code"), and
// how they are counted. A route is a one-line import, as an app writes it:
// - its closure is every hand-written module that reaches the bundle of that line (esbuild, from
//   the TypeScript sources through the "@perpkit/source" condition, tree-shaken, for the browser
//   with viem left out); generated modules are counted apart;
// - a module decides something about the route's input when running the route with inputs that
//   differ in content runs different code of it: a branch taken for one input and not for
//   another, a function called for one and not for another (V8's block coverage, per call, in a
//   process of its own: trace-runner.ts). A module that runs differently for the same input twice
//   is unsteady (a timer, a clock) and is reported, not counted.
// A route is added with an entry in `routes` and, for the deciding count, a trace (trace.ts).

/**
 * One route: the line that imports it, its limits, and the trace that runs it.
 *
 * @example
 * const route: Route = { name: "order", title: "An order", entry: "@perpkit/rest", imports: ["createTradingContext", "placeOrder"], limits: { files: 20, deciding: 8 } }
 */
export interface Route {
  /** The name its block in CONTRIBUTING.md carries: `<!-- route:order -->`. */
  readonly name: string;
  /** What the route carries, for reports. */
  readonly title: string;
  /** The package the line imports from. */
  readonly entry: string;
  readonly imports: readonly string[];
  /** Most hand-written modules in the closure, and most of them that decide. */
  readonly limits: { readonly files: number; readonly deciding: number };
  /** Where the route's trace is (its default export is a RouteTrace), from the repository root. */
  readonly trace?: string;
}

/**
 * The routes counted, each held to its limits. An order reaches 20 hand-written modules, 6 of
 * which decide something about it (at most 8).
 *
 * @example
 * routes.map((r) => r.name) // ["order"]
 */
export const routes: readonly Route[] = [
  {
    name: "order",
    title: "An order from placeOrder to the HTTP request",
    entry: "@perpkit/rest",
    imports: ["createTradingContext", "placeOrder"],
    limits: { files: 20, deciding: 8 },
    trace: "tools/routes/traces/order.ts",
  },
];

/**
 * What a route's bundle holds: hand-written modules and generated ones, as repository paths.
 *
 * @example
 * const { handWritten, generated }: Closure = await closureOf(routes[0])
 */
export interface Closure {
  readonly handWritten: readonly string[];
  readonly generated: readonly string[];
}

const SOURCE = /^packages\/[^/]+\/src\//;

/**
 * The modules of the route's one-line import that reach the bundle, sorted.
 *
 * @example
 * (await closureOf(route)).handWritten.length // 20
 */
export async function closureOf(route: Route): Promise<Closure> {
  const names = route.imports.join(", ");
  const result = await build({
    stdin: {
      contents: `import { ${names} } from ${JSON.stringify(route.entry)};\nglobalThis.__route = [${names}];`,
      // The entry's own package directory: the package resolves its own name there.
      resolveDir: join(repoRoot, "packages", route.entry.replace(/^@perpkit\//, "")),
    },
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@perpkit/source"],
    external: ["viem", "viem/*"],
    treeShaking: true,
    metafile: true,
    logLevel: "silent",
    outfile: "route.js",
  });
  const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs));
  const reached = inputs
    .filter(([path, input]) => input.bytesInOutput > 0 && SOURCE.test(path))
    .map(([path]) => path)
    .sort();
  return {
    handWritten: reached.filter((p) => !p.includes("/generated/")),
    generated: reached.filter((p) => p.includes("/generated/")),
  };
}

/**
 * What running a route's trace found: the hand-written modules that ran, those that decide
 * something about the input, and those that ran differently for the same input.
 *
 * @example
 * const { deciding }: TraceResult = await traceOf(route)
 */
export interface TraceResult {
  readonly ran: readonly string[];
  readonly deciding: readonly string[];
  readonly unsteady: readonly string[];
}

interface Run {
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
 * Runs a route's trace in a process of its own against a sandbox in another, and compares what
 * each hand-written module ran for each input.
 *
 * @example
 * const { deciding } = await traceOf(routes[0]) // ["packages/rest/src/order-rules.ts", ...]
 */
export async function traceOf(route: Route): Promise<TraceResult> {
  if (!route.trace) return { ran: [], deciding: [], unsteady: [] };
  const sandbox = await startSandbox();
  try {
    const child = spawn(
      process.execPath,
      [
        ...tsx,
        join(repoRoot, "tools/routes/trace-runner.ts"),
        join(repoRoot, route.trace),
        pathToFileURL(repoRoot).href,
        sandbox.baseUrl,
      ],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    return compareRuns(JSON.parse(await output(child)) as Run[]);
  } finally {
    sandbox.stop();
  }
}

/** Which files ran, which ran differently across inputs, and which across repeats of one. */
export function compareRuns(runs: readonly Run[]): TraceResult {
  const signature = (run: Run, file: string) => (run.files[file] ?? []).join(" ");
  const files = [...new Set(runs.flatMap((r) => Object.keys(r.files)))]
    .filter((f) => SOURCE.test(f) && !f.includes("/generated/"))
    .sort();
  const byInput = new Map<string, Run[]>();
  for (const run of runs) byInput.set(run.input, [...(byInput.get(run.input) ?? []), run]);
  const unsteady = files.filter((file) =>
    [...byInput.values()].some((repeats) =>
      repeats.some((r) => signature(r, file) !== signature(repeats[0] as Run, file)),
    ),
  );
  const deciding = files.filter(
    (file) =>
      !unsteady.includes(file) &&
      new Set([...byInput.values()].map((repeats) => signature(repeats[0] as Run, file))).size > 1,
  );
  return { ran: files, deciding, unsteady };
}

/**
 * The modules a route's block in CONTRIBUTING.md lists (each list item starts with its path in
 * backticks), and those it marks `(decides)`.
 *
 * @example
 * const { files, deciding } = listedRoute(readFileSync("CONTRIBUTING.md", "utf8"), "order")
 */
export function listedRoute(
  markdown: string,
  name: string,
): { readonly files: readonly string[]; readonly deciding: readonly string[] } {
  const start = markdown.indexOf(`<!-- route:${name} -->`);
  const end = markdown.indexOf(`<!-- /route:${name} -->`);
  if (start < 0 || end < start) return { files: [], deciding: [] };
  const items = [...markdown.slice(start, end).matchAll(/^\d+\.\s+`([^`]+)`( \(decides\))?/gm)];
  return {
    files: items.map((m) => m[1] as string).sort(),
    deciding: items
      .filter((m) => m[2] !== undefined)
      .map((m) => m[1] as string)
      .sort(),
  };
}
