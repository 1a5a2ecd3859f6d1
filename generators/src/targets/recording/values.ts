import { SpecError } from "../../json.js";
import { type NamedValue, RECORDING_SCHEMA, type ValueNode } from "./model.js";

/** The values of `$defs` by name, for following a `ref`. */
export type Values = ReadonlyMap<string, NamedValue>;

function named(values: Values, name: string): NamedValue {
  const value = values.get(name);
  if (!value) throw new SpecError(RECORDING_SCHEMA, `$ref to $defs.${name}, which is not there`);
  return value;
}

/** `readLevels` for `$defs.levels`. */
export function readerName(name: string): string {
  const words = name.split("-").map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`);
  return `read${words.join("")}`;
}

/** The TypeScript type of a node: a named value by its `x-type` where it has one. */
export function typeOf(node: ValueNode, values: Values): string {
  switch (node.kind) {
    case "ref": {
      const value = named(values, node.name);
      return value.typeName ?? typeOf(value.node, values);
    }
    case "string":
    case "pattern":
      return "string";
    case "integer":
      return "number";
    case "enum":
      return node.values.map((v) => JSON.stringify(v)).join(" | ");
    case "list": {
      const item = typeOf(node.items, values);
      return `readonly ${item.includes(" ") ? `(${item})` : item}[]`;
    }
    case "tuple":
      return `readonly [${node.items.map((i) => `${i.field}: ${typeOf(i.node, values)}`).join(", ")}]`;
    case "record":
      return `Readonly<Record<string, ${typeOf(node.values, values)}>>`;
    case "fields":
      return `{ ${node.properties.map((p) => `readonly ${p.name}: ${typeOf(p.node, values)}`).join("; ")} }`;
  }
}

/** How a refusal says what an enumeration's value must be: `0 or 1`, `one of A, B, C`. */
function enumText(values: readonly (string | number)[]): string {
  const shown = values.map(String);
  return shown.length === 2 ? `${shown[0]} or ${shown[1]}` : `one of ${shown.join(", ")}`;
}

/** `fail(line, field, ...)` saying what the value must be. */
function refuse(what: string, value: string, field: string): string {
  return `fail(line, ${field}, \`must be ${what.replace(/`/g, "\\`")}, got \${describeValue(${value})}\`);`;
}

/** The test a scalar value passes, as an expression. */
function scalarTest(node: ValueNode, value: string, patternName: string): string | undefined {
  switch (node.kind) {
    case "string":
      return node.minLength > 0
        ? `typeof ${value} === "string" && ${value}.length >= ${node.minLength}`
        : `typeof ${value} === "string"`;
    case "pattern":
      return `typeof ${value} === "string" && ${patternName}.test(${value})`;
    case "integer":
      return `typeof ${value} === "number" && Number.isSafeInteger(${value}) && ${value} >= ${node.minimum} && ${value} <= ${node.maximum}`;
    case "enum":
      return node.values.map((v) => `${value} === ${JSON.stringify(v)}`).join(" || ");
    default:
      return undefined;
  }
}

/** The constant holding a format's pattern: `DECIMAL_PATTERN`. */
export function patternName(format: string): string {
  return `${format.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_PATTERN`;
}

/**
 * Statements that check `value` (named `field`, an expression) and an expression of its value
 * as read: a `ref` is its reader's call, a scalar is checked in place; anything else must be a
 * named value of `$defs`.
 */
export function childRead(
  node: ValueNode,
  value: string,
  field: string,
  values: Values,
  where: string,
): { readonly check: string; readonly result: string } {
  if (node.kind === "ref") {
    return { check: "", result: `${readerName(node.name)}(${value}, line, ${field})` };
  }
  const pattern = node.kind === "pattern" ? patternName(node.format) : "";
  const test = scalarTest(node, value, pattern);
  if (test === undefined) {
    throw new SpecError(RECORDING_SCHEMA, `${where}: give this ${node.kind} a name in $defs`);
  }
  const what = node.kind === "enum" ? enumText(node.values) : node.title;
  return {
    check: `if (!(${test})) ${refuse(what, value, field)}\n`,
    result: `${value} as ${typeOf(node, values)}`,
  };
}

/** The body of the reader of a node: checks `value`, named `field`, and returns it as read. */
export function readerBody(node: ValueNode, values: Values, where: string): string {
  const type = typeOf(node, values);
  switch (node.kind) {
    case "ref":
    case "string":
    case "pattern":
    case "integer":
    case "enum": {
      const { check, result } = childRead(node, "value", "field", values, where);
      return `${check}return ${result};`;
    }
    case "list": {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the emitted code is a template literal
      const item = childRead(node.items, "value[i]", "`${field}.${i}`", values, where);
      const empty = node.minItems > 0 ? ` || value.length < ${node.minItems}` : "";
      const unique = node.unique
        ? `if (value.indexOf(value[i]) !== i) fail(line, field, \`lists \${describeValue(value[i])} twice\`);\n`
        : "";
      return `if (!Array.isArray(value)${empty}) ${refuse(node.title, "value", "field")}
for (let i = 0; i < value.length; i++) {
${item.check || `${item.result};\n`}${unique}}
return value as ${type};`;
    }
    case "tuple": {
      const items = node.items.map((item, i) =>
        childRead(item.node, `value[${i}]`, `\`\${field}.${item.field}\``, values, where),
      );
      return `if (!Array.isArray(value) || value.length !== ${node.items.length}) ${refuse(node.title, "value", "field")}
${items.map((i) => i.check || `${i.result};\n`).join("")}return value as unknown as ${type};`;
    }
    case "record": {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the emitted code is a template literal
      const each = childRead(node.values, "entry", "`${field}.${key}`", values, where);
      return `if (typeof value !== "object" || value === null || Array.isArray(value)) ${refuse(node.title, "value", "field")}
for (const [key, entry] of Object.entries(value)) {
${each.check || `${each.result};\n`}}
return value as ${type};`;
    }
    case "fields": {
      const reads = node.properties.map((p) =>
        childRead(p.node, `object.${p.name}`, `\`\${field}.${p.name}\``, values, where),
      );
      return `if (typeof value !== "object" || value === null || Array.isArray(value)) ${refuse(node.title, "value", "field")}
const object = value as Record<string, unknown>;
${reads.map((r) => r.check).join("")}return {
${node.properties.map((p, i) => `${p.name}: ${reads[i]?.result},`).join("\n")}
};`;
    }
  }
}

/** The nodes a node holds, itself first. */
function nodesIn(node: ValueNode): ValueNode[] {
  switch (node.kind) {
    case "list":
      return [node, ...nodesIn(node.items)];
    case "tuple":
      return [node, ...node.items.flatMap((i) => nodesIn(i.node))];
    case "record":
      return [node, ...nodesIn(node.values)];
    case "fields":
      return [node, ...node.properties.flatMap((p) => nodesIn(p.node))];
    default:
      return [node];
  }
}

/** Every format pattern the nodes use, once each: `const DECIMAL_PATTERN = /.../;`. */
export function patternConstants(nodes: readonly ValueNode[]): string {
  const seen = new Map<string, string>();
  for (const node of nodes.flatMap(nodesIn)) {
    if (node.kind === "pattern") seen.set(node.format, node.pattern);
  }
  return [...seen]
    .map(
      ([format, pattern]) =>
        `/** A ${format} as spec/formats.yaml defines it. */\nconst ${patternName(format)} = /${pattern.replace(/\//g, "\\/")}/;`,
    )
    .join("\n");
}
