/**
 * What a trace is handed to run its route with: the exchange it talks to, and the marks that say
 * which of what runs is the route's.
 *
 * @example
 * const context = await trace.setup({ baseUrl, fetch, mark, skip })
 */
export interface TraceTools {
  /**
   * The base URL of the sandbox started for the route in a process of its own (a route whose
   * `exchange` is `"sandbox"`); empty for a route whose trace starts what it talks to itself.
   */
  readonly baseUrl: string;
  /** `fetch` that ends the measured span as each request leaves: `mark`, then the request. */
  readonly fetch: typeof globalThis.fetch;
  /** Ends a span: what ran since the run began, or since the last `mark` or `skip`, is the route's. */
  mark(): Promise<void>;
  /** Ends a span that is not the route's (the input being made, the state being put back). */
  skip(): Promise<void>;
}

/**
 * A route's trace: how to run the route with inputs that differ in content, so that the files
 * whose code runs differently for different inputs (the ones that decide something about them)
 * can be told from those that only carry them along. Whatever runs after the last `mark` of a run
 * is not the route's; a run that never marks measures nothing.
 *
 * @example
 * const trace: RouteTrace<Context> = { setup, inputs: { limitBuy, marketSell }, run }
 */
export interface RouteTrace<C> {
  /** Builds what the route runs in: an exchange to talk to, a client, a first state. */
  setup(tools: TraceTools): Promise<C>;
  /** Inputs of different contents, by name. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /**
   * Runs the route once with one input, from the same state each time: a module that runs
   * differently for the same input twice is unsteady, and is not counted as deciding.
   */
  run(context: C, input: unknown): Promise<unknown>;
}
