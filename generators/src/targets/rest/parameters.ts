import { literal } from "../../emit.js";
import type { PatternFormat } from "../../formats.js";
import { article, constantCase, fail, type Resolver, type Schema, typesOf } from "./model.js";

// The checks of request parameters: every rule the upstream states for a parameter (type, enum,
// bounds, length, pattern, item count and uniqueness) becomes a call that refuses a bad value
// with a ValidationError naming the parameter, before a request is built. A rule the upstream
// does not state is never added here.

/**
 * The patterns the parameter checks use, one constant each by pattern, and the formats of
 * spec/formats.yaml a string parameter is checked as when it states one and no pattern.
 */
export class ParameterPatterns {
  readonly constants = new Map<string, string>();
  constructor(readonly formats: Readonly<Record<string, PatternFormat>>) {}
}

/** A call that refuses a bad parameter value with a ValidationError naming it. */
export function parameterCheck(
  resolver: Resolver,
  schema: Schema,
  expr: string,
  field: string,
  patterns: ParameterPatterns,
  where: string,
): string {
  const name = resolver.schemaName(schema);
  const s = resolver.schema(schema);
  const rule: string[] = [];
  const type = typesOf(s);
  if (type.length !== 1) fail(`${where} must have exactly one type`);
  switch (type[0]) {
    case "string": {
      // A format the upstream states is checked as what it names; others are left to the server.
      const format = (s as { format?: string }).format;
      const formatPattern = format ? patterns.formats[format] : undefined;
      if (!s.pattern && formatPattern) {
        return parameterCheck(
          resolver,
          { ...s, pattern: formatPattern.pattern } as Schema,
          expr,
          field,
          patterns,
          formatPattern.name,
        );
      }
      if (s.pattern) {
        let constant = patterns.constants.get(s.pattern);
        if (!constant) {
          constant = `${constantCase(name ?? where)}_PATTERN`;
          patterns.constants.set(s.pattern, constant);
        }
        const label = name ?? (/^[A-Z][A-Za-z]*$/.test(where) ? where : "matching");
        rule.push(
          `pattern: ${constant}`,
          `what: ${JSON.stringify(`${article(label)} ${label} string`)}`,
        );
      }
      if (s.enum) rule.push(`values: ${literal(s.enum)}`);
      if (s.minLength !== undefined) rule.push(`minLength: ${s.minLength}`);
      if (s.maxLength !== undefined) rule.push(`maxLength: ${s.maxLength}`);
      return `checkString(${expr}, ${field}${rule.length > 0 ? `, { ${rule.join(", ")} }` : ""});`;
    }
    case "integer":
      if (s.enum) rule.push(`values: ${literal(s.enum)}`);
      if (s.minimum !== undefined) rule.push(`minimum: ${s.minimum}`);
      if (s.maximum !== undefined) rule.push(`maximum: ${s.maximum}`);
      return `checkInteger(${expr}, ${field}${rule.length > 0 ? `, { ${rule.join(", ")} }` : ""});`;
    case "number":
      if (s.enum) rule.push(`values: ${literal(s.enum)}`);
      if (s.minimum !== undefined) rule.push(`minimum: ${s.minimum}`);
      if (s.maximum !== undefined) rule.push(`maximum: ${s.maximum}`);
      return `checkNumber(${expr}, ${field}${rule.length > 0 ? `, { ${rule.join(", ")} }` : ""});`;
    case "boolean":
      // An enum of booleans (`[true]`: a filter that may only be switched on) is a rule too.
      if (s.enum) rule.push(`values: ${literal(s.enum)}`);
      return `checkBoolean(${expr}, ${field}${rule.length > 0 ? `, { ${rule.join(", ")} }` : ""});`;
    case "array": {
      const items = s.items ?? fail(`${where} is an array without items`);
      // A query carries a list as repeated scalars: a list of lists or of records has no form there.
      if (
        !["string", "integer", "number", "boolean"].includes(
          typesOf(resolver.schema(items))[0] ?? "",
        )
      ) {
        fail(
          `${where} is a list of ${typesOf(resolver.schema(items))[0] ?? "values of no type"}s, which a query cannot carry`,
        );
      }
      const inner = parameterCheck(
        resolver,
        items,
        "item",
        "itemField",
        patterns,
        `${where}.items`,
      );
      const bounds = [`minItems: ${s.minItems ?? 0}`];
      if (s.maxItems !== undefined) bounds.push(`maxItems: ${s.maxItems}`);
      if ((s as { uniqueItems?: boolean }).uniqueItems) bounds.push("unique: true");
      return `checkArray(${expr}, ${field}, { ${bounds.join(", ")} }, (item, itemField) => ${inner.replace(/;$/, "")});`;
    }
    default:
      return fail(`${where} has unsupported type ${String(type[0])}`);
  }
}

/** The check functions the request builders call, emitted once into operations.ts. */
export const parameterHelpers = `
/** Refuses a parameter that is not a string, or that breaks its pattern, values or length. */
function checkString(value: unknown, field: string, rule: { pattern?: RegExp; what?: string; values?: readonly string[]; minLength?: number; maxLength?: number } = {}): void {
  if (typeof value !== "string") throw new ValidationError(field, \`must be a string, got \${describeValue(value)}\`);
  if (rule.pattern && !rule.pattern.test(value)) throw new ValidationError(field, \`must be \${rule.what}, got \${describeValue(value)}\`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, \`must be one of \${rule.values.join(", ")}, got \${describeValue(value)}\`);
  if (rule.minLength !== undefined && value.length < rule.minLength) throw new ValidationError(field, \`must not be shorter than \${rule.minLength}\`);
  if (rule.maxLength !== undefined && value.length > rule.maxLength) throw new ValidationError(field, \`must not be longer than \${rule.maxLength}\`);
}

/** Refuses a parameter that is not a whole number in range, or not one of its values. */
function checkInteger(value: unknown, field: string, rule: { values?: readonly number[]; minimum?: number; maximum?: number } = {}): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new ValidationError(field, \`must be a whole number, got \${describeValue(value)}\`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, \`must be one of \${rule.values.join(", ")}, got \${value}\`);
  if (rule.minimum !== undefined && value < rule.minimum) throw new ValidationError(field, \`must be at least \${rule.minimum}, got \${value}\`);
  if (rule.maximum !== undefined && value > rule.maximum) throw new ValidationError(field, \`must be at most \${rule.maximum}, got \${value}\`);
}

/** Refuses a parameter that is not a finite number, or not one of its values, or out of range. */
function checkNumber(value: unknown, field: string, rule: { values?: readonly number[]; minimum?: number; maximum?: number } = {}): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new ValidationError(field, \`must be a finite number, got \${describeValue(value)}\`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, \`must be one of \${rule.values.join(", ")}, got \${value}\`);
  if (rule.minimum !== undefined && value < rule.minimum) throw new ValidationError(field, \`must be at least \${rule.minimum}, got \${value}\`);
  if (rule.maximum !== undefined && value > rule.maximum) throw new ValidationError(field, \`must be at most \${rule.maximum}, got \${value}\`);
}

/** Refuses a parameter that is not true or false, or not one of its values. */
function checkBoolean(value: unknown, field: string, rule: { values?: readonly boolean[] } = {}): void {
  if (typeof value !== "boolean") throw new ValidationError(field, \`must be true or false, got \${describeValue(value)}\`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, \`must be \${rule.values.join(" or ")}, got \${value}\`);
}

/** Refuses a parameter that is not an array of good values, of an allowed count, without repeats where they are refused. */
function checkArray(value: unknown, field: string, rule: { minItems: number; maxItems?: number; unique?: boolean }, check: (item: unknown, itemField: string) => void): void {
  if (!Array.isArray(value)) throw new ValidationError(field, \`must be an array, got \${describeValue(value)}\`);
  if (value.length < rule.minItems) throw new ValidationError(field, \`must hold at least \${rule.minItems} value\${rule.minItems === 1 ? "" : "s"}\`);
  if (rule.maxItems !== undefined && value.length > rule.maxItems) throw new ValidationError(field, \`must hold at most \${rule.maxItems} values, got \${value.length}\`);
  if (rule.unique && new Set(value).size !== value.length) throw new ValidationError(field, "must not repeat a value");
  for (let i = 0; i < value.length; i++) check(value[i], \`\${field}.\${i}\`);
}
`;
