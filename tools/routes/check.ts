import { type Closure, closureOf } from "./closure.js";
import { type TraceResult, traceOf } from "./measure.js";
import type { Route } from "./routes.js";

// The one check of a route, shared by `pnpm routes` and its test: what the route is (its bundle,
// its trace), what docs/routes.md says it is (its block), and every way the two disagree or the
// route passes its limits.

/**
 * What a route's block in docs/routes.md lists, sorted.
 *
 * @example
 * const { files, deciding }: Listed = listedRoute(markdown, "frame")
 */
export interface Listed {
  readonly files: readonly string[];
  readonly deciding: readonly string[];
}

/**
 * The modules a route's block in docs/routes.md lists (each list item starts with its path in
 * backticks), and those it marks `(decides)`.
 *
 * @example
 * const { files, deciding } = listedRoute(readFileSync("docs/routes.md", "utf8"), "order")
 */
export function listedRoute(markdown: string, name: string): Listed {
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

/**
 * The hand-written modules a route is made of: its bundle's, or, for a route that lists what ran
 * (`closure: "ran"`), those its trace ran.
 *
 * @example
 * routeFiles(route, await closureOf(route), await traceOf(route)).length // 13
 */
export function routeFiles(route: Route, bundle: Closure, trace: TraceResult): readonly string[] {
  return route.closure === "ran" ? trace.ran : bundle.handWritten;
}

/**
 * Every way a route and its block disagree, or the route passes its limits, as sentences; none
 * when the block lists the route as it is.
 *
 * @example
 * problemsOf(route, files, trace, listedRoute(markdown, route.name)) // []
 */
export function problemsOf(
  route: Route,
  files: readonly string[],
  trace: TraceResult,
  listed: Listed,
): string[] {
  const problems: string[] = [];
  const { limits } = route;
  if (listed.files.length === 0) {
    problems.push(`docs/routes.md has no <!-- route:${route.name} --> block`);
  }
  if (files.length > limits.files) {
    problems.push(`${files.length} hand-written modules, over the limit of ${limits.files}`);
  }
  if (trace.deciding.length > limits.deciding) {
    problems.push(`${trace.deciding.length} modules decide, over the limit of ${limits.deciding}`);
  }
  const unlisted = files.filter((f) => !listed.files.includes(f));
  const gone = listed.files.filter((f) => !files.includes(f));
  if (unlisted.length > 0) problems.push(`docs/routes.md does not list ${unlisted.join(", ")}`);
  if (gone.length > 0) {
    problems.push(`docs/routes.md lists what the route no longer holds: ${gone.join(", ")}`);
  }
  if (trace.deciding.join() !== listed.deciding.join()) {
    const marked = listed.deciding.join(", ") || "none";
    problems.push(`docs/routes.md marks as deciding ${marked}; ${trace.deciding.join(", ")} do`);
  }
  // A module that decides outside the bundle: the trace ran what the bundle does not hold.
  const outside = trace.deciding.filter((f) => !files.includes(f));
  if (outside.length > 0) problems.push(`decides outside the route: ${outside.join(", ")}`);
  return problems;
}

/**
 * One route as it is and as docs/routes.md lists it.
 *
 * @example
 * const { files, trace, problems }: RouteReport = await checkRoute(route, markdown)
 */
export interface RouteReport {
  readonly route: Route;
  /** The hand-written modules of the route's list (`routeFiles`). */
  readonly files: readonly string[];
  /** The bundle of the route's line, whatever its list holds. */
  readonly bundle: Closure;
  readonly trace: TraceResult;
  readonly listed: Listed;
  /** Empty when the route is as listed and within its limits. */
  readonly problems: readonly string[];
}

/**
 * Bundles a route's line, runs its trace, reads its block in `markdown`, and compares them.
 *
 * @example
 * const report = await checkRoute(routes[1], readFileSync("docs/routes.md", "utf8"))
 * report.problems // []
 */
export async function checkRoute(route: Route, markdown: string): Promise<RouteReport> {
  const [bundle, trace] = [await closureOf(route), await traceOf(route)];
  const files = routeFiles(route, bundle, trace);
  const listed = listedRoute(markdown, route.name);
  return { route, files, bundle, trace, listed, problems: problemsOf(route, files, trace, listed) };
}
