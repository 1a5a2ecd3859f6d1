import type { Clock } from "@perpkit/core";
import { describeValue, ValidationError } from "@perpkit/core";
import type { RestClient } from "@perpkit/rest";
import type { StreamClient } from "@perpkit/stream";

/**
 * A value a bot's parameter takes: a whole number, a decimal string (`"0.01"`, a price or a
 * quantity, never a JS number), another string, or a flag.
 *
 * @example
 * const value: ParameterValue = "0.01"
 */
export type ParameterValue = number | string | boolean;

/**
 * A bot's parameters, by name.
 *
 * @example
 * const params: BotParameters = { spreadTicks: 1, size: "0.01" }
 */
export type BotParameters = Readonly<Record<string, ParameterValue>>;

/**
 * What a bot is started with in a backtest: clients on the run's clock, its parameters, the
 * markets of the run's recording and the subaccount it trades in.
 *
 * @example
 * start: async ({ rest, stream, clock, params, symbols, subaccountId }) => ({ stop: async () => {} })
 */
export interface BotContext<P extends BotParameters = BotParameters> {
  /** A REST client with the run's signer, on the run's clock. */
  readonly rest: RestClient;
  /** A stream client on the run's clock. */
  readonly stream: StreamClient;
  /** The run's clock: every timer of the bot's own runs on it, never on the machine's. */
  readonly clock: Clock;
  /** The run's parameters: the bot's defaults, with the grid's values of this run over them. */
  readonly params: P;
  /** The markets of the run's recording. */
  readonly symbols: readonly string[];
  /** The subaccount the bot trades in, funded before it starts. */
  readonly subaccountId: string;
}

/**
 * A started bot: the runner calls `stop()` once the recording has played, and takes the report
 * once it resolves (its orders cancelled, its clients' work done).
 *
 * @example
 * const running: RunningBot = { stop: async () => { await bot.stop() } }
 */
export interface RunningBot {
  stop(): Promise<void> | void;
}

/**
 * A bot as a sweep runs it: its name, its parameters with their defaults (every parameter a grid
 * may vary is named here, so an unknown one is refused before any run), and how it starts.
 * `start` resolves once the bot is ready to trade (its book and account live); the recording
 * plays after that.
 *
 * @example
 * export default defineBot({ name: "quoter", params: { spreadTicks: 1 }, start: async (context) => ({ stop() {} }) })
 */
export interface BotDefinition<P extends BotParameters = BotParameters> {
  readonly name: string;
  readonly params: P;
  start(context: BotContext<P>): Promise<RunningBot>;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkDefault(name: string, value: unknown): void {
  const ok =
    (typeof value === "number" && Number.isSafeInteger(value)) ||
    typeof value === "string" ||
    typeof value === "boolean";
  if (!ok) {
    throw new ValidationError(
      `params.${name}`,
      `must be a whole number, a string (a decimal one for prices and quantities) or true/false, got ${describeValue(value)}`,
    );
  }
}

/**
 * Checks a bot's definition and answers it, typed: the module a sweep runs default-exports it.
 * A parameter's name is a plain identifier (it becomes a column of the results); its default a
 * whole number, a string or a flag. Throws a ValidationError naming what is wrong.
 *
 * @example
 * export default defineBot({
 *   name: "market-maker",
 *   params: { spreadTicks: 1, requoteTicks: 10 },
 *   start: async ({ rest, stream, params, symbols }) => ({ stop: async () => {} }),
 * })
 */
export function defineBot<P extends BotParameters>(definition: BotDefinition<P>): BotDefinition<P> {
  if (typeof definition !== "object" || definition === null) {
    throw new ValidationError("bot", `must be an object, got ${describeValue(definition)}`);
  }
  if (typeof definition.name !== "string" || definition.name === "") {
    throw new ValidationError("bot.name", "must be a name, a non-empty string");
  }
  if (typeof definition.start !== "function") {
    throw new ValidationError(
      "bot.start",
      "must be a function of the clients, clock and parameters",
    );
  }
  if (typeof definition.params !== "object" || definition.params === null) {
    throw new ValidationError(
      "bot.params",
      "must be an object of the parameters and their defaults",
    );
  }
  for (const [name, value] of Object.entries(definition.params)) {
    if (!NAME.test(name)) {
      throw new ValidationError(`params.${name}`, "must be named by letters, digits and _");
    }
    checkDefault(name, value);
  }
  return definition;
}

/** Whether a path names a TypeScript module. */
const TYPESCRIPT = /\.[cm]?tsx?$/;

/**
 * Imports a module by path. A TypeScript module that the running Node cannot load by itself (its
 * imports name `.js` files, as compiled TypeScript does) is loaded again through tsx, when it is
 * installed.
 */
async function importModule(path: string): Promise<Record<string, unknown>> {
  const { pathToFileURL } = await import("node:url");
  const { resolve } = await import("node:path");
  const url = pathToFileURL(resolve(path)).href;
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    if (!TYPESCRIPT.test(path)) throw error;
    let tsx: { tsImport(specifier: string, parent: string): Promise<unknown> };
    try {
      tsx = (await import("tsx/esm/api")) as typeof tsx;
    } catch {
      throw error;
    }
    return (await tsx.tsImport(url, import.meta.url)) as Record<string, unknown>;
  }
}

/**
 * Loads a bot module (a file whose default export is a {@link defineBot} definition) and answers
 * its definition; a file that cannot be loaded or exports something else is a ValidationError
 * naming `field`. A TypeScript module loads through tsx when Node cannot load it alone.
 *
 * @example
 * const bot = await loadBot("./bot.ts")
 */
export async function loadBot(path: string, field = "bot"): Promise<BotDefinition> {
  let loaded: Record<string, unknown>;
  try {
    loaded = await importModule(path);
  } catch (cause) {
    throw new ValidationError(field, `cannot be loaded from ${path}: ${(cause as Error).message}`, {
      cause,
    });
  }
  const bot = loaded.default;
  if (typeof bot !== "object" || bot === null || !("start" in bot)) {
    throw new ValidationError(
      field,
      `${path} must default-export a bot made with defineBot, got ${describeValue(bot)}`,
    );
  }
  return defineBot(bot as BotDefinition);
}
