// The routes through the code a reader follows (docs/routes.md), and
// how they are counted. A route is a one-line import, as an app writes it:
// - its closure is every hand-written module that reaches the bundle of that line (closure.ts:
//   esbuild, from the TypeScript sources through the "@perpkit/source" condition, tree-shaken and
//   minified, for the route's platform, third-party packages left out); generated modules are
//   counted apart. A route whose line starts a whole program (the sandbox) lists instead the
//   modules that ran for its input (`closure: "ran"`): the bundle of such a line is the program,
//   and most of it never meets the input;
// - a module decides something about the route's input when running the route with inputs that
//   differ in content runs different code of it: a branch taken for one input and not for
//   another, a function called for one and not for another (V8's block coverage, per call, in a
//   process of its own: measure.ts, trace-runner.ts). A module that runs differently for the same
//   input twice is unsteady (a timer, a clock) and is reported, not counted.
// A route is added with an entry in `routes`, a trace (trace.ts) and a block in docs/routes.md;
// check.ts holds the three together, and its test fails when they disagree.

/**
 * Most hand-written modules in a route's list, and most of them that decide.
 *
 * @example
 * const limits: RouteLimits = { files: 12, deciding: 6 }
 */
export interface RouteLimits {
  readonly files: number;
  readonly deciding: number;
}

/**
 * One route: the line that imports it, its limits, and the trace that runs it.
 *
 * @example
 * const route: Route = { name: "order", title: "An order", entry: "@perpkit/rest", imports: ["createTradingContext", "placeOrder"], limits: { files: 20, deciding: 8 } }
 */
export interface Route {
  /** The name its block in docs/routes.md carries: `<!-- route:order -->`. */
  readonly name: string;
  /** What the route carries, for reports. */
  readonly title: string;
  /** The package the line imports from. */
  readonly entry: string;
  readonly imports: readonly string[];
  /**
   * What the line is bundled for, and which side of the packages' platform switches (`#read-json`,
   * `#debug`, ...) the trace runs. Default `browser`.
   */
  readonly platform?: "browser" | "node";
  /**
   * What the route's list holds: the hand-written modules of the bundle (`bundle`, the default),
   * or those that ran in the trace's measured spans (`ran`).
   */
  readonly closure?: "bundle" | "ran";
  /** The limits the test holds the route to. */
  readonly limits: RouteLimits;
  /** Where the route's trace is (its default export is a RouteTrace), from the repository root. */
  readonly trace?: string;
  /**
   * What the trace talks to: a sandbox started in a process of its own (`sandbox`, the default;
   * its URL is `TraceTools.baseUrl`), or what the trace starts itself (`own`).
   */
  readonly exchange?: "sandbox" | "own";
}

/**
 * The routes counted (why each is counted as it is: docs/routes.md). An order reaches at most 20
 * hand-written modules (the clock every timer of a client reads, and the server clock and the
 * nonces apart, among them), at most 8 deciding.
 *
 * The frame route is bundled for the browser, and its trace runs the browser's side of the
 * platform switches (browser-imports.ts), so that the list and the measure are of one platform.
 * Node's side adds Node's reader of L2Book frames (book-frame.node.ts), Node's reader of the
 * gateway's JSON (read-json.node.ts) and the DEBUG log's modules, and its JSON reader cannot be
 * measured steadily: after a frame it cannot read it hands the
 * next 64 to JSON.parse untried, so what it does to a frame depends on the frames before. The
 * browser's list is the smaller one, and the one the size budgets ship. It reaches at most 13
 * modules (the clock among them), at most 7 of them deciding.
 *
 * The sandbox route lists the modules that ran for the orders (`closure: "ran"`), not its bundle:
 * `startSandbox` bundles the whole sandbox (every endpoint, the candle API, the oracle, the
 * simulated market, the durable store: `pnpm routes` prints the count), and most of it
 * never meets an order. 52 run and 29 decide, and `limits` holds both there, so that the way of an
 * order through the sandbox cannot grow unnoticed.
 *
 * @example
 * routes.map((r) => r.name) // ["order", "frame", "sandbox"]
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
  {
    name: "frame",
    title: "A stream frame from the socket to the order book",
    entry: "@perpkit/stream",
    imports: ["createStreamClient", "watchOrderBook"],
    limits: { files: 13, deciding: 7 },
    trace: "tools/routes/traces/frame.ts",
    exchange: "own",
  },
  {
    name: "sandbox",
    title: "A signed order through the sandbox to the engine and back",
    entry: "@perpkit/sandbox",
    imports: ["startSandbox"],
    platform: "node",
    closure: "ran",
    limits: { files: 52, deciding: 29 },
    trace: "tools/routes/traces/sandbox.ts",
    exchange: "own",
  },
];
