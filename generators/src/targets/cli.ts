import { emitText, type GeneratedFile, literal } from "../emit.js";
import { deriveRestSpec, EXCLUSIONS, LAYER, UPSTREAM } from "../rest/derive.js";
import type { SpecFile, SpecSource } from "../spec.js";
import type { Target } from "../target.js";

const OUT = "packages/cli/src/generated";
const SPEC = `${LAYER} over the upstream`;

/** The parts of a JSON Schema (OpenAPI 3.1 dialect) the command table needs. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  "x-extensible-enum"?: unknown[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: unknown;
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}

interface Document {
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

/** What a value is beyond its JSON type: how the command line reads it and a table shows it. */
type ValueKind =
  | "text"
  | "integer"
  | "number"
  | "boolean"
  | "decimal"
  | "uuid"
  | "address"
  | "bytes32"
  | "timestamp-ms"
  | "unix-seconds"
  | "side"
  | "json";

/**
 * Named schemas whose values the command line reads or shows in their own way. Reached through
 * `$ref`, so a field or parameter that refers to one of them has its kind.
 */
const kindsBySchema: Readonly<Record<string, ValueKind>> = {
  OrderSide: "side",
};

/** Kinds of the string formats the live document uses; `hex` is told apart by its length. */
const kindsByFormat: Readonly<Record<string, ValueKind>> = {
  uuid: "uuid",
  decimal: "decimal",
};

/**
 * The kind of a `hex` string: the live document gives its length only through its examples (an
 * address has 40 digits, a bytes32 64).
 */
function hexKind(schema: Schema): ValueKind {
  const example = schema.examples?.[0];
  if (typeof example === "string" && /^0x[0-9a-fA-F]{40}$/.test(example)) return "address";
  if (typeof example === "string" && /^0x[0-9a-fA-F]{64}$/.test(example)) return "bytes32";
  return "text";
}

/** The kind of an integer time, from the unit its description gives (the live document's way). */
function timeKind(schema: Schema): ValueKind | undefined {
  const text = schema.description ?? "";
  if (/\bms since\b|milliseconds/i.test(text)) return "timestamp-ms";
  if (/seconds since/i.test(text)) return "unix-seconds";
  return undefined;
}

/**
 * Parameters the command line fills itself when they are left out: the subaccount's id from
 * `--subaccount`, the owner's address from the key or `--account`. Product ids also accept a
 * product's symbol.
 */
const filledParameters: Readonly<Record<string, string>> = {
  subaccountId: "subaccount",
  sender: "account",
};
const productParameters = new Set(["productId", "productIds"]);

/**
 * Options every command of the CLI has already (its global options, and the ones read commands
 * add). A parameter that would take one of these names gets `param-` in front instead.
 */
const reservedOptions = new Set([
  "network",
  "base-url",
  "ws-url",
  "candles-url",
  "key-file",
  "account",
  "subaccount",
  "json",
  "color",
  "no-color",
  "version",
  "help",
  "all",
  "columns",
]);

/** One parameter of a read command, as the generated table holds it. */
export interface ParameterEntry {
  name: string;
  option: string;
  in: "path" | "query";
  kind: ValueKind;
  list: boolean;
  required: boolean;
  description?: string;
  values?: readonly (string | number | boolean)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  fill?: string;
  product?: true;
  deprecated?: true;
}

export interface ColumnEntry {
  name: string;
  kind: ValueKind;
}

export interface CommandEntry {
  name: string;
  operation: string;
  method: "GET";
  path: string;
  group: string;
  summary: string;
  description?: string;
  result: "page" | "list" | "record";
  record: string;
  parameters: ParameterEntry[];
  columns: ColumnEntry[];
}

function fail(problem: string): never {
  throw new Error(`${SPEC}: ${problem}`);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `order-group` from `getOrderGroup`, `products` from `listProducts`: the verb goes. */
export function commandName(operationId: string): string {
  const stem = operationId.replace(/^(list|get)(?=[A-Z])/, "");
  return kebab(stem);
}

/** `product-ids` from `productIds`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();
}

class Resolver {
  constructor(readonly doc: Document) {}

  target<T>(ref: string): T {
    if (!ref.startsWith("#/")) fail(`only local references are supported, got ${ref}`);
    let node: unknown = this.doc;
    for (const token of ref.slice(2).split("/")) {
      node = (node as Record<string, unknown> | undefined)?.[
        token.replace(/~1/g, "/").replace(/~0/g, "~")
      ];
    }
    if (node === undefined) fail(`dangling reference ${ref}`);
    return node as T;
  }

  parameter(value: Parameter | { $ref: string }): Parameter {
    return "$ref" in value ? this.parameter(this.target(value.$ref)) : value;
  }

  /** The schema a `$ref` chain ends at, and the kind the first named schema on the way gives. */
  resolve(schema: Schema): {
    schema: Schema;
    kind: ValueKind | undefined;
    name: string | undefined;
  } {
    let current = schema;
    let kind: ValueKind | undefined;
    let name: string | undefined;
    const seen = new Set<string>();
    while (current.$ref) {
      const ref = current.$ref;
      if (seen.has(ref)) fail(`reference cycle at ${ref}`);
      seen.add(ref);
      const refName = ref.split("/").pop() as string;
      name ??= refName;
      kind ??= kindsBySchema[refName];
      current = this.target<Schema>(ref);
    }
    return { schema: current, kind, name };
  }
}

function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== "null");
}

/** The kind of a scalar value, or undefined for objects, arrays and anything-goes schemas. */
function scalarKind(resolver: Resolver, schema: Schema): ValueKind | undefined {
  const { schema: resolved, kind } = resolver.resolve(schema);
  if (kind) return kind;
  if (resolved.oneOf || resolved.anyOf) {
    const options = (resolved.oneOf ?? resolved.anyOf ?? []).filter(
      (o) => !(typesOf(o).length === 0 && o.type === "null"),
    );
    const kinds = new Set(options.map((o) => scalarKind(resolver, o)));
    kinds.delete(undefined);
    return kinds.size === 1 ? [...kinds][0] : undefined;
  }
  const types = typesOf(resolved);
  if (types.length !== 1) return types.length > 1 && !types.includes("object") ? "text" : undefined;
  const byFormat = resolved.format ? kindsByFormat[resolved.format] : undefined;
  if (byFormat) return byFormat;
  if (resolved.format === "hex") return hexKind(resolved);
  switch (types[0]) {
    case "string":
      return "text";
    case "integer":
      return timeKind(schema) ?? timeKind(resolved) ?? "integer";
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    default:
      return undefined;
  }
}

function firstLine(text: string | undefined): string | undefined {
  const line = text?.trim().split("\n")[0]?.trim();
  return line ? line : undefined;
}

function parameterEntry(resolver: Resolver, parameter: Parameter, where: string): ParameterEntry {
  if (parameter.in !== "path" && parameter.in !== "query") {
    fail(`${where}: ${parameter.in} parameter ${parameter.name} cannot be a command-line option`);
  }
  const raw = parameter.schema ?? fail(`${where}: parameter ${parameter.name} has no schema`);
  const { schema } = resolver.resolve(raw);
  const list = typesOf(schema).includes("array");
  const itemSchema = list
    ? (schema.items ?? fail(`${where}: ${parameter.name} has no items`))
    : raw;
  const item = resolver.resolve(itemSchema).schema;
  const kind =
    scalarKind(resolver, itemSchema) ??
    fail(`${where}: parameter ${parameter.name} is not a scalar or a list of scalars`);
  const values = item.enum ?? (item.const === undefined ? undefined : [item.const]);
  const description =
    parameter.description ?? raw.description ?? resolver.resolve(itemSchema).schema.description;
  const option = kebab(parameter.name);
  const entry: ParameterEntry = {
    name: parameter.name,
    option: reservedOptions.has(option) ? `param-${option}` : option,
    in: parameter.in,
    kind,
    list,
    required: parameter.required === true,
  };
  if (description) entry.description = description.trim();
  if (values) {
    if (values.some((v) => !["string", "number", "boolean"].includes(typeof v))) {
      fail(`${where}: parameter ${parameter.name} has an enum of non-scalar values`);
    }
    entry.values = values as (string | number | boolean)[];
  }
  const defaultValue = raw.default ?? schema.default;
  if (defaultValue !== undefined) entry.default = defaultValue;
  for (const key of ["minimum", "maximum", "minLength", "maxLength", "pattern"] as const) {
    const value = item[key];
    if (value !== undefined) (entry as unknown as Record<string, unknown>)[key] = value;
  }
  if (list) {
    if (schema.minItems !== undefined) entry.minItems = schema.minItems;
    if (schema.maxItems !== undefined) entry.maxItems = schema.maxItems;
  }
  const fill = filledParameters[parameter.name];
  if (fill) entry.fill = fill;
  if (productParameters.has(parameter.name) && kind === "uuid") entry.product = true;
  if (parameter.deprecated) entry.deprecated = true;
  return entry;
}

/** The schema of the success answer, by its component name. */
function successSchema(resolver: Resolver, op: Operation, where: string): string {
  const responses = op.responses ?? fail(`${where} has no responses`);
  const success = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
  if (success.length !== 1) fail(`${where} must have exactly one 2xx response`);
  let response = responses[success[0] as string] as NonNullable<(typeof responses)[string]>;
  if (response.$ref) response = resolver.target(response.$ref);
  const schema = response.content?.["application/json"]?.schema;
  const name = schema?.$ref?.split("/").pop();
  if (!schema?.$ref || !name) fail(`${where}: the success answer must reference a component`);
  return name;
}

/** What the answer is: a page of records, a list of them, or one record; and the record's schema. */
function resultShape(
  resolver: Resolver,
  name: string,
): { result: CommandEntry["result"]; record: string; schema: Schema } {
  const { schema } = resolver.resolve({ $ref: `#/components/schemas/${name}` });
  const props = schema.properties ?? {};
  const data = props.data && resolver.resolve(props.data).schema;
  if (data && typesOf(data).includes("array") && data.items) {
    const item = resolver.resolve(data.items);
    const result = props.hasNext || props.nextCursor ? "page" : "list";
    if (item.name) return { result, record: item.name, schema: item.schema };
    // Records of several shapes (the rate-limit entries): the columns of them all.
    const shapes = item.schema.oneOf ?? item.schema.anyOf;
    if (!shapes) fail(`${name}.data must hold component records`);
    const properties: Record<string, Schema> = {};
    for (const shape of shapes)
      Object.assign(properties, resolver.resolve(shape).schema.properties);
    return { result, record: name, schema: { type: "object", properties } };
  }
  return { result: "record", record: name, schema };
}

/**
 * A record's columns: those its schema's `x-columns` lists first, in that order (the live
 * document lists fields alphabetically), then the rest in the schema's order.
 */
function columnsOf(resolver: Resolver, record: Schema): ColumnEntry[] {
  const properties = record.properties ?? {};
  const first = ((record as Record<string, unknown>)["x-columns"] ?? []) as string[];
  for (const name of first) {
    if (!(name in properties)) fail(`x-columns names ${name}, which the record does not have`);
  }
  const names = [...first, ...Object.keys(properties).filter((n) => !first.includes(n))];
  return names.map((name) => ({
    name,
    kind: scalarKind(resolver, properties[name] as Schema) ?? "json",
  }));
}

/**
 * The command table of a spec: one command per GET operation without a body, sorted by name, and
 * the help groups (spec tags) they use. Fails when two operations would share a command name or
 * two parameters an option.
 */
export function collectReadCommands(specSource: SpecSource): {
  commands: CommandEntry[];
  groups: Map<string, string>;
} {
  const doc = deriveRestSpec(specSource).doc as Document;
  if (!doc?.paths) fail("needs paths");
  return collect(doc);
}

function collect(doc: Document): { commands: CommandEntry[]; groups: Map<string, string> } {
  const resolver = new Resolver(doc);
  const commands: CommandEntry[] = [];
  const names = new Map<string, string>();
  const groups = new Map<string, string>();
  for (const tag of doc.tags ?? []) groups.set(tag.name, firstLine(tag.description) ?? tag.name);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const op = item.get;
    if (!op || op.requestBody !== undefined) continue;
    const where = `GET ${path}`;
    const operation = op.operationId ?? fail(`${where} has no operationId`);
    const declared = (op.parameters ?? []).map((p) => resolver.parameter(p));
    // Headers and cookies are not options: an operation that needs one (an authentication
    // header) has no command, and optional ones are left out.
    if (declared.some((p) => (p.in === "header" || p.in === "cookie") && p.required)) continue;
    const name = commandName(operation);
    const clash = names.get(name);
    if (clash) fail(`${operation} and ${clash} would both be the command ${name}`);
    names.set(name, operation);
    const parameters = declared
      .filter((p) => p.in !== "header" && p.in !== "cookie")
      .map((p) => parameterEntry(resolver, p, where));
    const options = new Map<string, string>();
    for (const p of parameters) {
      const other = options.get(p.option);
      if (other) fail(`${where}: ${p.name} and ${other} would both be --${p.option}`);
      options.set(p.option, p.name);
    }
    const shape = resultShape(resolver, successSchema(resolver, op, where));
    const group = op.tags?.[0] ?? "other";
    if (!groups.has(group)) groups.set(group, group);
    const entry: CommandEntry = {
      name,
      operation,
      method: "GET",
      path,
      group,
      summary: firstLine(op.summary) ?? fail(`${where} has no summary`),
      result: shape.result,
      record: shape.record,
      parameters,
      columns: columnsOf(resolver, shape.schema),
    };
    if (op.description) entry.description = op.description.trim();
    commands.push(entry);
  }
  commands.sort((a, b) => compare(a.name, b.name));
  const used = new Set(commands.map((c) => c.group));
  for (const group of [...groups.keys()]) if (!used.has(group)) groups.delete(group);
  return { commands, groups };
}

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
  readonly columns: readonly ReadColumn[];
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

export const cliTarget: Target = {
  name: "cli",
  outDir: OUT,
  inputs: [UPSTREAM, LAYER, EXCLUSIONS],
  async generate(specSource: SpecSource): Promise<GeneratedFile[]> {
    const { commands, groups } = collectReadCommands(specSource);
    return [commandsFile(deriveRestSpec(specSource).sources, commands, groups)];
  },
};
