import { readFormats } from "../../formats.js";
import { failIn, isObject, type Json } from "../../json.js";
import { readJson, type SpecFile, type SpecSource } from "../../spec.js";

/** The recording format's schema: the one description of a market recording file. */
export const RECORDING_SCHEMA = "spec/recording/recording.schema.json";

/** Where the generated reader and writer go: beside the stream's recorder. */
export const OUT = "packages/stream/src/generated/recording";

const fail: (problem: string) => never = failIn(RECORDING_SCHEMA);
const DEFS = "#/$defs/";

/**
 * A value of a line, as the reader checks it: each kind is one a check of the generated code
 * knows how to make. `title` is what a refusal says the value must be.
 */
export type ValueNode =
  | { readonly kind: "ref"; readonly name: string }
  | { readonly kind: "string"; readonly title: string; readonly minLength: number }
  | {
      readonly kind: "pattern";
      readonly title: string;
      readonly format: string;
      readonly pattern: string;
    }
  | {
      readonly kind: "integer";
      readonly title: string;
      readonly minimum: number;
      readonly maximum: number;
    }
  | { readonly kind: "enum"; readonly values: readonly (string | number)[] }
  | {
      readonly kind: "list";
      readonly title: string;
      readonly items: ValueNode;
      readonly minItems: number;
      readonly unique: boolean;
    }
  | {
      readonly kind: "tuple";
      readonly title: string;
      readonly items: readonly { readonly field: string; readonly node: ValueNode }[];
    }
  | { readonly kind: "record"; readonly title: string; readonly values: ValueNode }
  | {
      readonly kind: "fields";
      readonly title: string;
      readonly properties: readonly {
        readonly name: string;
        readonly node: ValueNode;
        readonly description: string | undefined;
      }[];
    };

/** A value of `$defs`: its node, and the exported type it is given when the schema names one. */
export interface NamedValue {
  readonly name: string;
  readonly node: ValueNode;
  readonly typeName: string | undefined;
  readonly description: string | undefined;
  /** The schema's first example of it: a named type must have one, for its JSDoc. */
  readonly example: unknown;
}

/** One element of a line after its kind: where it stands, what it is called, what it holds. */
export interface LineElement {
  /** The name a refusal gives it (`pt`). */
  readonly field: string;
  /** The entry's property that holds it (`previousTime`). */
  readonly property: string;
  readonly node: ValueNode;
  /** Elements past the line's `minItems` may be left out. */
  readonly optional: boolean;
  readonly description: string | undefined;
}

/** One kind of line after the header. */
export interface LineKind {
  /** The line's first element (`S`). */
  readonly tag: string;
  /** The kind of entry it reads into (`book`); several kinds of line may share one. */
  readonly entry: string;
  readonly title: string;
  readonly description: string;
  /** The version of the format the kind came with. */
  readonly since: number;
  /** Lines of this kind come right after the header, before any other line. */
  readonly afterHeader: boolean;
  readonly elements: readonly LineElement[];
}

/** One property of the header. */
export interface HeaderProperty {
  readonly name: string;
  readonly node: ValueNode;
  readonly required: boolean;
  readonly description: string | undefined;
}

/** The recording format, as the generated code needs it. */
export interface RecordingModel {
  readonly sources: readonly SpecFile[];
  /** The header's `format`. */
  readonly format: string;
  /** The newest version: the header's `version` maximum. */
  readonly version: number;
  /** The oldest version a reader reads: the header's `version` minimum. */
  readonly oldest: number;
  readonly versions: Readonly<Record<string, string>>;
  readonly header: readonly HeaderProperty[];
  readonly values: readonly NamedValue[];
  readonly kinds: readonly LineKind[];
}

function text(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") fail(`${where} must be a non-empty string`);
  return value;
}

function whole(value: unknown, where: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    fail(`${where} must be a whole number`);
  }
  return value;
}

/** A schema node read into a ValueNode; `patterns` are the formats of spec/formats.yaml. */
function valueNode(
  schema: unknown,
  where: string,
  patterns: Readonly<Record<string, { readonly pattern: string }>>,
): ValueNode {
  if (!isObject(schema)) fail(`${where} must be a schema object`);
  if (typeof schema.$ref === "string") {
    if (!schema.$ref.startsWith(DEFS)) fail(`${where}: $ref ${schema.$ref} is not into $defs`);
    return { kind: "ref", name: schema.$ref.slice(DEFS.length) };
  }
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    if (values.length === 0 || !values.every((v) => typeof v === "string" || typeof v === "number"))
      fail(`${where}.enum must list strings or numbers`);
    return { kind: "enum", values: values as (string | number)[] };
  }
  const title = () => text(schema.title, `${where}.title`);
  switch (schema.type) {
    case "string": {
      if (typeof schema.format === "string") {
        const format = patterns[schema.format];
        if (!format) fail(`${where}: format ${schema.format} has no pattern in spec/formats.yaml`);
        return { kind: "pattern", title: title(), format: schema.format, pattern: format.pattern };
      }
      const minLength = schema.minLength === undefined ? 0 : whole(schema.minLength, where);
      return { kind: "string", title: title(), minLength };
    }
    case "integer":
      return {
        kind: "integer",
        title: title(),
        minimum: whole(schema.minimum, `${where}.minimum`),
        maximum: whole(schema.maximum, `${where}.maximum`),
      };
    case "array":
      return arrayNode(schema, where, title(), patterns);
    case "object":
      return objectNode(schema, where, title(), patterns);
    default:
      return fail(`${where}: type ${String(schema.type)} is not one a recording holds`);
  }
}

function arrayNode(
  schema: Json,
  where: string,
  title: string,
  patterns: Readonly<Record<string, { readonly pattern: string }>>,
): ValueNode {
  if (Array.isArray(schema.prefixItems)) {
    if (schema.items !== false) fail(`${where}: a tuple must say items: false`);
    const items = schema.prefixItems.map((item, i) => ({
      field: text((item as Json)["x-field"], `${where}.prefixItems.${i}.x-field`),
      node: valueNode(item, `${where}.prefixItems.${i}`, patterns),
    }));
    if (schema.minItems !== items.length) fail(`${where}: a tuple's minItems is its length`);
    return { kind: "tuple", title, items };
  }
  return {
    kind: "list",
    title,
    items: valueNode(schema.items, `${where}.items`, patterns),
    minItems: schema.minItems === undefined ? 0 : whole(schema.minItems, `${where}.minItems`),
    unique: schema.uniqueItems === true,
  };
}

function objectNode(
  schema: Json,
  where: string,
  title: string,
  patterns: Readonly<Record<string, { readonly pattern: string }>>,
): ValueNode {
  if (isObject(schema.additionalProperties)) {
    return {
      kind: "record",
      title,
      values: valueNode(schema.additionalProperties, `${where}.additionalProperties`, patterns),
    };
  }
  if (!isObject(schema.properties)) fail(`${where} must have properties or additionalProperties`);
  const required = Array.isArray(schema.required) ? schema.required : [];
  const properties = Object.entries(schema.properties).map(([name, property]) => {
    if (!required.includes(name)) fail(`${where}.properties.${name} must be required`);
    return {
      name,
      node: valueNode(property, `${where}.properties.${name}`, patterns),
      description: (property as Json).description as string | undefined,
    };
  });
  return { kind: "fields", title, properties };
}

/** One kind of line of `$defs`: a tuple whose first element is its tag. */
function lineKind(
  name: string,
  schema: Json,
  patterns: Readonly<Record<string, { readonly pattern: string }>>,
): LineKind {
  const where = `$defs.${name}`;
  const prefix = schema.prefixItems;
  if (schema.type !== "array" || !Array.isArray(prefix) || schema.items !== false) {
    fail(`${where} must be an array of prefixItems with items: false`);
  }
  const [tag, ...rest] = prefix as Json[];
  if (!isObject(tag) || typeof tag.const !== "string")
    fail(`${where}.prefixItems.0 must be a const`);
  const minItems = whole(schema.minItems, `${where}.minItems`);
  const elements = rest.map((item, i): LineElement => {
    const at = `${where}.prefixItems.${i + 1}`;
    const field = text(item["x-field"], `${at}.x-field`);
    return {
      field,
      property: item["x-property"] === undefined ? field : text(item["x-property"], at),
      node: valueNode(item, at, patterns),
      optional: i + 1 >= minItems,
      description: item.description as string | undefined,
    };
  });
  return {
    tag: tag.const,
    entry: text(schema["x-entry"], `${where}.x-entry`),
    title: text(schema.title, `${where}.title`),
    description: text(schema.description, `${where}.description`),
    since: schema["x-since"] === undefined ? 1 : whole(schema["x-since"], `${where}.x-since`),
    afterHeader: schema["x-after-header"] === true,
    elements,
  };
}

/** The header's properties: `format` a const, `version` a range of whole numbers. */
function readHeader(
  header: unknown,
  patterns: Readonly<Record<string, { readonly pattern: string }>>,
): Pick<RecordingModel, "format" | "version" | "oldest" | "header"> {
  if (!isObject(header) || !isObject(header.properties)) fail("$defs.header needs properties");
  const { format, version, ...others } = header.properties;
  if (!isObject(format) || typeof format.const !== "string") {
    fail("$defs.header.properties.format must be a const string");
  }
  const range = valueNode(version, "$defs.header.properties.version", patterns);
  if (range.kind !== "integer") fail("$defs.header.properties.version must be an integer");
  const required = Array.isArray(header.required) ? header.required : [];
  return {
    format: format.const,
    version: range.maximum,
    oldest: range.minimum,
    header: Object.entries(others).map(([name, schema]) => ({
      name,
      node: valueNode(schema, `$defs.header.properties.${name}`, patterns),
      required: required.includes(name),
      description: (schema as Json).description as string | undefined,
    })),
  };
}

/** A value of `$defs`; one that names its type (`x-type`) must show an example. */
function namedValue(
  name: string,
  schema: unknown,
  patterns: Readonly<Record<string, { readonly pattern: string }>>,
): NamedValue {
  const node = valueNode(schema, `$defs.${name}`, patterns);
  const { "x-type": typeName, description, examples } = schema as Json;
  if (typeName !== undefined && (typeof typeName !== "string" || !/^[A-Z]\w*$/.test(typeName))) {
    fail(`$defs.${name}.x-type must be a type name`);
  }
  if (typeName !== undefined && (!Array.isArray(examples) || examples.length === 0)) {
    fail(`$defs.${name} names its type ${typeName}, so it needs examples`);
  }
  return {
    name,
    node,
    typeName: typeName as string | undefined,
    description: description as string | undefined,
    example: Array.isArray(examples) ? examples[0] : undefined,
  };
}

/**
 * Reads the recording schema: the header, every kind of line (`$defs.line`'s `oneOf`), and the
 * values they hold. Fails, naming where, on anything the generated reader could not check.
 */
export function readRecordingModel(spec: SpecSource): RecordingModel {
  const file = spec.read(RECORDING_SCHEMA);
  const formats = readFormats(spec);
  const schema = readJson<Json>(file);
  const defs = schema.$defs;
  if (!isObject(defs)) fail("needs $defs");
  const line = defs.line;
  if (!isObject(line) || !Array.isArray(line.oneOf)) fail("$defs.line must be a oneOf of kinds");
  const kindNames = line.oneOf.map((ref, i) => {
    const target = (ref as Json).$ref;
    if (typeof target !== "string" || !target.startsWith(DEFS)) {
      fail(`$defs.line.oneOf.${i} must be a $ref into $defs`);
    }
    return target.slice(DEFS.length);
  });
  const kinds = kindNames.map((name) => lineKind(name, defs[name] as Json, formats.patterns));
  const tags = new Set<string>();
  for (const kind of kinds) {
    if (tags.has(kind.tag)) fail(`two kinds of line have the tag ${kind.tag}`);
    tags.add(kind.tag);
  }
  const values = Object.entries(defs)
    .filter(([name]) => name !== "header" && name !== "line" && !kindNames.includes(name))
    .map(([name, value]) => namedValue(name, value, formats.patterns));
  const versions = schema["x-versions"];
  if (!isObject(versions)) fail("x-versions must say what each version holds");
  const header = readHeader(defs.header, formats.patterns);
  for (let v = header.oldest; v <= header.version; v++) {
    if (typeof versions[String(v)] !== "string") fail(`x-versions does not say what ${v} holds`);
  }
  return {
    sources: [file, formats.file],
    ...header,
    versions: versions as Record<string, string>,
    values,
    kinds,
  };
}
