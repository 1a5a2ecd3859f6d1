/**
 * A route's trace: how to run the route with inputs that differ in content, so that the files
 * whose code runs differently for different inputs (the ones that decide something about them)
 * can be told from those that only carry them along.
 *
 * @example
 * const trace: RouteTrace<Context> = { setup, inputs: { limitBuy, marketSell }, run }
 */
export interface RouteTrace<C> {
  /**
   * Builds what the route runs in, against the exchange at `baseUrl` (a sandbox of its own). The
   * route must send its requests with `fetch`: the route is measured up to each call of it.
   */
  setup(exchange: {
    readonly baseUrl: string;
    readonly fetch: typeof globalThis.fetch;
  }): Promise<C>;
  /** Inputs of different contents, by name. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** Runs the route once with one input. */
  run(context: C, input: unknown): Promise<unknown>;
}
