// Runs one route's trace in a process of its own and prints, for each input it tries, the blocks
// of code each hand-written module ran in the spans the trace marks as the route's (by default
// from the call up to each request leaving through fetch; what happens to the answer is not the
// route's deciding about its input): V8's precise block coverage, taken through the inspector
// (after warm-up calls, so caches and lazy setup are out of the way). Run by measure.ts with the
// sources loaded through tsx and the "@perpkit/source" condition.
import { Session } from "node:inspector/promises";
import { pathToFileURL } from "node:url";
import type { RouteTrace } from "./trace.js";

/** The ranges of one function as V8 reports them: the first is the whole function. */
interface Range {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly count: number;
}
interface ScriptCoverage {
  readonly url: string;
  readonly functions: readonly { readonly ranges: readonly Range[] }[];
}

/** Adds each file's blocks that ran, as `start-end` keys, for the files under `root`, to `out`. */
function ranBlocks(
  result: readonly ScriptCoverage[],
  root: string,
  out: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const script of result) {
    if (!script.url.startsWith(root) || script.url.includes("/node_modules/")) continue;
    const ran: string[] = [];
    for (const fn of script.functions) {
      const [whole, ...blocks] = fn.ranges;
      if (!whole || whole.count === 0) continue;
      ran.push(`${whole.startOffset}-${whole.endOffset}`);
      // A block with no count inside a function that ran is a branch not taken.
      for (const b of blocks) ran.push(`${b.startOffset}-${b.endOffset}:${b.count > 0 ? 1 : 0}`);
    }
    const file = script.url.slice(root.length);
    if (ran.length > 0) out[file] = [...new Set([...(out[file] ?? []), ...ran])].sort();
  }
  return out;
}

const [modulePath, root, baseUrl = ""] = process.argv.slice(2) as [string, string, string?];
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
const trace = (await import(pathToFileURL(modulePath).href)).default as RouteTrace<unknown>;
/** What ran in the current run's marked spans, merged; undefined while warming up. */
let measured: Record<string, string[]> | undefined;
/** Ends a span: its blocks go to the run's when `keep`, nowhere otherwise. */
async function span(keep: boolean): Promise<void> {
  if (!measured) return;
  const { result } = await session.post("Profiler.takePreciseCoverage");
  if (keep) ranBlocks(result as ScriptCoverage[], root, measured);
}
const mark = () => span(true);
const skip = () => span(false);
const measuringFetch: typeof globalThis.fetch = async (input, init) => {
  await mark();
  return globalThis.fetch(input, init);
};
const context = await trace.setup({ baseUrl, fetch: measuringFetch, mark, skip });
const inputs = Object.entries(trace.inputs);
// Twice each before measuring: whatever the first calls fetch or build is in place.
for (let i = 0; i < 2; i++) for (const [, input] of inputs) await trace.run(context, input);
await session.post("Profiler.takePreciseCoverage");
const runs: { input: string; files: Record<string, string[]> }[] = [];
// Each input twice: a file that runs differently for the same input is unsteady, not deciding.
for (let round = 0; round < 2; round++) {
  for (const [name, input] of inputs) {
    measured = {};
    await trace.run(context, input);
    runs.push({ input: name, files: measured });
    measured = undefined;
    // What ran after the run's last mark (its answer read, its state put back) is not the route's.
    await session.post("Profiler.takePreciseCoverage");
  }
}
await session.post("Profiler.stopPreciseCoverage");
session.disconnect();
process.stdout.write(JSON.stringify(runs));
process.exit(0);
