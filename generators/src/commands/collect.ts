import { deriveRestSpec, LAYER } from "../rest/derive.js";
import { perSpec, type SpecSource } from "../spec.js";
import {
  compare,
  type Document,
  deprecationOf,
  fail,
  firstLine,
  type Operation,
  type Parameter,
  Resolver,
  type Schema,
  scalarKind,
  timeKind,
  typesOf,
  type ValueKind,
} from "./schema.js";

// The command table of a REST spec: one command per read operation, its options, and the
// columns of the records it prints.

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
  table: string[];
  deprecated?: string;
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

function parameterEntry(
  resolver: Resolver,
  parameter: Parameter,
  where: string,
): ParameterEntry | undefined {
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
  // A parameter that is not a scalar or a list of them is no option a command line reads.
  const scalar = scalarKind(resolver, itemSchema);
  if (scalar === undefined) return undefined;
  // A time filter states its unit on the parameter (createdAfter: "ms since Unix epoch"), so
  // the command line reads dates there as it does everywhere.
  const kind =
    scalar === "integer" && parameter.description
      ? (timeKind({ description: parameter.description }) ?? scalar)
      : scalar;
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

/**
 * What the answer is: a page of records, a list of them, or one record; and the record's schema.
 * `undefined` for an answer that is no record a table could show (a bare value or list).
 */
function resultShape(
  resolver: Resolver,
  name: string,
): { result: CommandEntry["result"]; record: string; schema: Schema } | undefined {
  const { schema } = resolver.resolve<Schema>({ $ref: `#/components/schemas/${name}` });
  const props = schema.properties ?? {};
  const data = props.data && resolver.resolve(props.data).schema;
  if (data && typesOf(data).includes("array") && data.items) {
    const item = resolver.resolve(data.items);
    const result = props.hasNext || props.nextCursor ? "page" : "list";
    if (item.name) return { result, record: item.name, schema: item.schema };
    // Records of several shapes (the rate-limit entries): the columns of them all.
    const shapes = item.schema.oneOf ?? item.schema.anyOf;
    // Records given in place: named after the answer that holds them.
    if (!shapes) {
      return item.schema.properties ? { result, record: name, schema: item.schema } : undefined;
    }
    const properties: Record<string, Schema> = {};
    for (const shape of shapes)
      Object.assign(properties, resolver.resolve(shape).schema.properties);
    // Their table's columns are the list's own x-columns.
    const columns = (schema as Record<string, unknown>)["x-columns"];
    return {
      result,
      record: name,
      schema: { type: "object", properties, "x-columns": columns } as Schema,
    };
  }
  return schema.properties ? { result: "record", record: name, schema } : undefined;
}

/** The readable field of a record that names its product by id: the product's symbol. */
const SYMBOL = "symbol";

/** How many columns a table shows of a record the layer gives no `x-columns`. */
const DEFAULT_COLUMNS = 6;

/**
 * A record's columns and the ones its table shows. `x-columns` (required for every record a
 * command prints) lists what a person reads first, in that order; the live document lists fields
 * alphabetically. It may name `symbol`, the product's symbol a record with a `productId` is shown
 * with (the readable records of @perpkit/rest). The columns are those first, then the rest of the
 * record's fields in the schema's order, `symbol` among them where the record has a product id.
 */
function columnsOf(
  resolver: Resolver,
  record: Schema,
  name: string,
  notes: string[],
): { columns: ColumnEntry[]; table: string[] } {
  const properties = record.properties ?? {};
  const readable = "productId" in properties && !(SYMBOL in properties) ? [SYMBOL] : [];
  const kindOf = (column: string): ColumnEntry["kind"] =>
    readable.includes(column)
      ? "text"
      : (scalarKind(resolver, properties[column] as Schema) ?? "json");
  const listed = (record as Record<string, unknown>)["x-columns"] as string[] | undefined;
  const first = (listed ?? []).filter((column) => {
    if (column in properties || readable.includes(column)) return true;
    return fail(`x-columns of ${name} names ${column}, which the record no longer has: remove it`);
  });
  if (first.length === 0) {
    // The layer refines: until it names the columns, the record's first scalar fields.
    first.push(
      ...Object.keys(properties)
        .filter((column) => kindOf(column) !== "json")
        .slice(0, DEFAULT_COLUMNS),
    );
    notes.push(
      `${name}: ${LAYER} gives no x-columns; a table shows ${first.join(", ")} (schemas.patch.${name}.x-columns could choose)`,
    );
  }
  const rest = [...readable, ...Object.keys(properties)].filter((n) => !first.includes(n));
  const columns = [...first, ...rest].map((column) => ({ name: column, kind: kindOf(column) }));
  return { columns, table: [...first] };
}

/**
 * The command table of a spec: one command per GET operation without a body, sorted by name, and
 * the help groups (spec tags) they use. Fails when two operations would share a command name or
 * two parameters an option.
 */
function collectReadCommandsOnce(specSource: SpecSource): {
  commands: CommandEntry[];
  groups: Map<string, string>;
  notes: string[];
} {
  const doc = deriveRestSpec(specSource).doc as Document;
  if (!doc?.paths) fail("needs paths");
  return collect(doc);
}

function collect(doc: Document): {
  commands: CommandEntry[];
  groups: Map<string, string>;
  notes: string[];
} {
  const notes: string[] = [];
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
    const shape = resultShape(resolver, successSchema(resolver, op, where));
    if (!shape) {
      notes.push(`${where}: its answer is no record a table shows, so it has no read command`);
      continue;
    }
    const parameters = declared
      .filter((p) => p.in !== "header" && p.in !== "cookie")
      .map((p) => parameterEntry(resolver, p, where));
    if (!parameters.every((p) => p !== undefined)) {
      notes.push(
        `${where}: a parameter is no scalar a command line reads, so it has no read command`,
      );
      continue;
    }
    let name = commandName(operation);
    const clash = names.get(name);
    if (clash) {
      notes.push(
        `${where}: ${operation} and ${clash} would both be the command ${name}; it is ${kebab(operation)}`,
      );
      name = kebab(operation);
      if (names.has(name))
        fail(`${operation} and ${names.get(name)} would both be the command ${name}`);
    }
    names.set(name, operation);
    const options = new Map<string, string>();
    for (const p of parameters) {
      const other = options.get(p.option);
      if (other) fail(`${where}: ${p.name} and ${other} would both be --${p.option}`);
      options.set(p.option, p.name);
    }
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
      ...columnsOf(resolver, shape.schema, shape.record, notes),
    };
    if (op.description) entry.description = op.description.trim();
    const deprecated = deprecationOf(op);
    if (deprecated) entry.deprecated = deprecated;
    commands.push(entry);
  }
  commands.sort((a, b) => compare(a.name, b.name));
  const used = new Set(commands.map((c) => c.group));
  for (const group of [...groups.keys()]) if (!used.has(group)) groups.delete(group);
  return { commands, groups, notes: [...new Set(notes)] };
}

/**
 * The command table of a spec (once per spec; see `collectReadCommandsOnce`).
 *
 * @example
 * const { commands } = collectReadCommands(spec)
 */
export const collectReadCommands: (specSource: SpecSource) => {
  commands: CommandEntry[];
  groups: Map<string, string>;
  notes: string[];
} = perSpec(collectReadCommandsOnce);
