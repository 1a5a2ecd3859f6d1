import { type ActionEntry, collectActionCommands } from "../../commands/actions.js";
import { type CommandEntry, collectReadCommands } from "../../commands/collect.js";
import { emitText, type GeneratedFile, literal } from "../../emit.js";
import { deriveRestSpec, EXCLUSIONS, LAYER, UPSTREAM } from "../../rest/derive.js";
import { hasBindings, readBindings } from "../../signing/defaults.js";
import type { SpecFile, SpecSource } from "../../spec.js";
import type { Target } from "../../target.js";

const OUT = "packages/cli/src/generated";

const typeDeclarations = `
/**
 * What a value is beyond its JSON type: how the command line reads it and how a table shows it.
 *
 * @example
 * const kind: ValueKind = "decimal"
 */
export type ValueKind = "text" | "integer" | "number" | "boolean" | "decimal" | "uuid" | "address" | "bytes32" | "timestamp-ms" | "unix-seconds" | "side" | "json";

/**
 * One parameter of a read command: a positional argument (path parameters) or an option (query
 * parameters), with the rules the spec gives it.
 *
 * @example
 * const limit: ReadParameter = { name: "limit", option: "limit", in: "query", kind: "integer", list: false, required: false, minimum: 1, maximum: 200 }
 */
export interface ReadParameter {
  /** The parameter's name in the spec. */
  readonly name: string;
  /** The option's name on the command line, without the dashes. */
  readonly option: string;
  readonly in: "path" | "query";
  readonly kind: ValueKind;
  /** Takes several values, comma-separated or repeated. */
  readonly list: boolean;
  readonly required: boolean;
  readonly description?: string;
  /** The only values allowed. */
  readonly values?: readonly (string | number | boolean)[];
  readonly default?: string | number | boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  /** Filled by the command line when left out: from the subaccount, or the account. */
  readonly fill?: "subaccount" | "account";
  /** A product id, which may also be given as the product's symbol. */
  readonly product?: true;
  readonly deprecated?: true;
}

/**
 * One field of the records a read command prints: a column of its table.
 *
 * @example
 * const price: ReadColumn = { name: "price", kind: "decimal" }
 */
export interface ReadColumn {
  readonly name: string;
  readonly kind: ValueKind;
}

/**
 * One read command: the operation it calls and how its answer is shown.
 *
 * @example
 * const products = readCommands.find((c) => c.name === "products")
 */
export interface ReadCommand {
  /** The command's name: the operationId without its verb, in kebab case. */
  readonly name: string;
  readonly operation: ReadOperationName;
  readonly method: "GET";
  readonly path: string;
  /** The spec tag the command is listed under in the help. */
  readonly group: string;
  readonly summary: string;
  readonly description?: string;
  /** A page of records (with a cursor), a list of records, or one record. */
  readonly result: "page" | "list" | "record";
  /** The schema of one record. */
  readonly record: string;
  readonly parameters: readonly ReadParameter[];
  /**
   * Every field of the record, the spec's \`x-columns\` first; \`symbol\` too where the record
   * names its product by id (the readable records of @perpkit/rest add it).
   */
  readonly columns: readonly ReadColumn[];
  /** The columns a table shows unless \`--columns\` chooses: the spec's \`x-columns\`. */
  readonly table: readonly string[];
  /** Why the command is deprecated, when the spec marks its operation so; its help says it. */
  readonly deprecated?: string;
}
`;

function jsdoc(text: string): string {
  return `/**\n${text
    .split("\n")
    .map((line) => (line ? ` * ${line}` : " *"))
    .join("\n")}\n */\n`;
}

function commandsFile(
  sources: readonly SpecFile[],
  commands: CommandEntry[],
  groups: Map<string, string>,
) {
  const examples = JSON.stringify(commands.slice(0, 3).map((c) => c.name));
  const text = [
    'import type { ReadOperationName } from "@perpkit/rest";\n',
    typeDeclarations.trim(),
    "",
    `${jsdoc("The help's groups of read commands, in order: each spec tag and its description.\n\n@example\nfor (const { name, title } of readGroups) console.log(name, title)")}export const readGroups: readonly { readonly name: string; readonly title: string }[] = ${literal([...groups].map(([name, title]) => ({ name, title })))};`,
    "",
    `${jsdoc(`One command per read operation of the REST API (${commands.length}), by name.\n\n@example\nreadCommands.map((c) => c.name) // ${examples}, ...`)}export const readCommands: readonly ReadCommand[] = ${literal(commands)};`,
  ].join("\n");
  return emitText(`${OUT}/read-commands.ts`, sources, text);
}

const actionDeclarations = `
/**
 * One option of an action command: a field of the action's signed \`data\` the client does not
 * fill itself, and the kind of value it checks.
 *
 * @example
 * const field: ActionField = { name: "productId", option: "product-id", kind: "uuid", required: true, description: "The product." }
 */
export interface ActionField {
  readonly name: string;
  readonly option: string;
  readonly kind: string;
  readonly required: boolean;
  readonly description: string;
}

/**
 * One command per signed action of the live contract that no hand-written command knows yet.
 *
 * @example
 * const first: ActionCommand | undefined = actionCommands[0]
 */
export interface ActionCommand {
  /** The command's name: the operationId in kebab case. */
  readonly name: string;
  readonly operation: SignedActionName;
  readonly method: string;
  readonly path: string;
  readonly group: string;
  readonly summary: string;
  /** The message type the request is signed as. */
  readonly message: string;
  /** Positional arguments, in the path's order. */
  readonly pathParameters: readonly string[];
  readonly fields: readonly ActionField[];
  /** Why the command is deprecated, when the spec marks its operation so; its help says it. */
  readonly deprecated?: string;
}
`;

function actionsFile(sources: readonly SpecFile[], actions: readonly ActionEntry[]): GeneratedFile {
  const text = [
    'import type { SignedActionName } from "@perpkit/rest";\n',
    actionDeclarations.trim(),
    "",
    `${jsdoc(`One command per signed action of the live contract that no hand-written command knows yet (${actions.length}): each signs its request with the client's signer and sends it.\n\n@example\nactionCommands.map((c) => c.name) // ${JSON.stringify(actions.map((a) => a.name))}`)}export const actionCommands: readonly ActionCommand[] = ${literal(actions)};`,
  ].join("\n");
  return emitText(`${OUT}/action-commands.ts`, sources, text);
}

export const cliTarget: Target = {
  name: "cli",
  outDir: OUT,
  inputs: [UPSTREAM, LAYER, EXCLUSIONS],
  async generate(specSource: SpecSource): Promise<GeneratedFile[]> {
    const { commands, groups } = collectReadCommands(specSource);
    const { sources } = deriveRestSpec(specSource);
    const actions = collectActionCommands(specSource);
    const bindings = hasBindings(specSource) ? readBindings(specSource).sources : [];
    return [
      actionsFile([...sources, ...bindings], actions),
      commandsFile(sources, commands, groups),
    ];
  },
};
