import openapiTS, { astToString, STRING, tsLiteral, tsUnion } from "openapi-typescript";
import { type SourceFile, VariableDeclarationKind } from "ts-morph";
import ts from "typescript";
import {
  documentInterfaces,
  emitText,
  emitTypeScript,
  type GeneratedFile,
  literal,
} from "../emit.js";
import { failIn, type Json } from "../json.js";
import { readYaml, type SpecFile, type SpecSource } from "../spec.js";
import type { Target } from "../target.js";
import { ERRORS, type ErrorsSpec, errorClassFor } from "./core.js";

const OUT = "packages/rest/src/generated";
const SPEC = "spec/rest/openapi.yaml";
const LIMITS = "spec/limits.yaml";

/** The parts of a JSON Schema (OpenAPI 3.1 dialect) this generator understands. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  deprecated?: boolean;
  "x-extensible-enum"?: string[];
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema: Schema;
}

interface MediaContent {
  content?: Record<string, { schema?: Schema }>;
}

interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: MediaContent & { required?: boolean };
  responses?: Record<string, (MediaContent & { description?: string }) | { $ref: string }>;
  "x-signed-messages"?: string[];
  "x-feature"?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, MediaContent>;
  };
}

interface LimitsSpec {
  enums?: Record<string, unknown[]>;
}

const METHODS = ["get", "post", "put", "delete", "patch"] as const;
const operationIdPattern = /^[a-z][A-Za-z0-9]*$/;

/** One operation of the spec, with everything the emitters need resolved. */
interface Operation {
  readonly name: string;
  readonly typeName: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly description: string | undefined;
  readonly pathParameters: readonly Parameter[];
  readonly queryParameters: readonly Parameter[];
  /** The component schema of the JSON request body. */
  readonly body: string | undefined;
  readonly successStatus: number;
  /** The component schema of the success response. */
  readonly result: string;
  readonly errorStatuses: readonly string[];
  readonly signedMessages: readonly string[];
  readonly feature: string | undefined;
  /** The component schema of one record when the result is a page. */
  readonly pageItem: string | undefined;
}

const fail: (problem: string) => never = failIn(SPEC);

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function constantCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toUpperCase();
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A JSDoc text block safe to embed: no comment terminators. */
function docText(text: string): string {
  return text.trim().replace(/\*\//g, "*\\/");
}

class Resolver {
  constructor(readonly doc: OpenApiDocument) {}

  /** The value a local `$ref` points to. */
  target<T>(ref: string): T {
    if (!ref.startsWith("#/")) fail(`only local references are supported, got ${ref}`);
    let node: unknown = this.doc;
    for (const token of ref.slice(2).split("/")) {
      node = (node as Json | undefined)?.[token.replace(/~1/g, "/").replace(/~0/g, "~")];
    }
    if (node === undefined) fail(`dangling reference ${ref}`);
    return node as T;
  }

  deref<T>(value: T | { $ref: string }): T {
    if (typeof value === "object" && value !== null && "$ref" in value) {
      return this.deref(this.target<T | { $ref: string }>((value as { $ref: string }).$ref));
    }
    return value as T;
  }

  /** `Token` for `#/components/schemas/Token`, or undefined for other references. */
  schemaName(schema: Schema | undefined): string | undefined {
    const ref = schema?.$ref;
    if (!ref) return undefined;
    const prefix = "#/components/schemas/";
    if (!ref.startsWith(prefix)) fail(`schema reference ${ref} is not under ${prefix}`);
    const name = ref.slice(prefix.length);
    if (!this.doc.components.schemas[name]) fail(`dangling reference ${ref}`);
    return name;
  }

  /** A schema with its `$ref` chain followed. */
  schema(schema: Schema): Schema {
    const name = this.schemaName(schema);
    return name ? this.schema(this.doc.components.schemas[name] as Schema) : schema;
  }
}

function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function mediaSchema(media: MediaContent | undefined, where: string): Schema | undefined {
  const content = media?.content;
  if (!content) return undefined;
  const json = content["application/json"];
  if (!json?.schema) fail(`${where} has content but no application/json schema`);
  return json.schema;
}

function collectOperations(resolver: Resolver): Operation[] {
  const operations: Operation[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(resolver.doc.paths)) {
    for (const key of Object.keys(item)) {
      if (!(METHODS as readonly string[]).includes(key) && !key.startsWith("x-")) {
        fail(`${path} has ${key}, which this generator does not support`);
      }
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const name = op.operationId ?? fail(`${where} has no operationId`);
      if (!operationIdPattern.test(name)) fail(`${where}: operationId ${name} is not camelCase`);
      if (seen.has(name)) fail(`operationId ${name} is used twice`);
      seen.add(name);
      const parameters = (op.parameters ?? []).map((p) => resolver.deref<Parameter>(p));
      const pathParameters = parameters.filter((p) => p.in === "path");
      const queryParameters = parameters.filter((p) => p.in === "query");
      for (const p of parameters) {
        if (p.in !== "path" && p.in !== "query")
          fail(`${where}: ${p.in} parameters are not supported`);
        if (!identifierPattern.test(p.name))
          fail(`${where}: parameter ${p.name} is not an identifier`);
        if (p.name === "body") fail(`${where}: a parameter may not be called body`);
      }
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      const declared = pathParameters.map((p) => p.name);
      if (placeholders.join() !== declared.join()) {
        fail(
          `${where}: path placeholders ${placeholders.join(", ")} differ from path parameters ${declared.join(", ")}`,
        );
      }
      for (const p of pathParameters)
        if (!p.required) fail(`${where}: path parameter ${p.name} must be required`);

      let body: string | undefined;
      if (op.requestBody) {
        const schema = mediaSchema(op.requestBody, `${where} request body`);
        body =
          resolver.schemaName(schema) ??
          fail(`${where}: the request body must reference a component schema`);
        if (!op.requestBody.required) fail(`${where}: the request body must be required`);
      }

      const responses = op.responses ?? fail(`${where} has no responses`);
      const success = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
      if (success.length !== 1) fail(`${where} must have exactly one 2xx response`);
      const successStatus = success[0] as string;
      const successResponse = resolver.deref<MediaContent>(
        responses[successStatus] as MediaContent,
      );
      const result =
        resolver.schemaName(mediaSchema(successResponse, `${where} ${successStatus}`)) ??
        fail(`${where}: the ${successStatus} response must reference a component schema`);
      const errorStatuses = Object.keys(responses)
        .filter((s) => s !== successStatus)
        .sort(compare);
      for (const s of errorStatuses) {
        if (!/^([45]\d\d|[45]XX)$/.test(s))
          fail(`${where}: response ${s} is neither 2xx nor an error`);
      }

      const pageItem = pageItemOf(resolver, result);
      if (pageItem && !queryParameters.some((p) => p.name === "cursor")) {
        fail(`${where} answers a page but takes no cursor`);
      }
      operations.push({
        name,
        typeName: upperFirst(name),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? fail(`${where} has no summary`),
        description: op.description,
        pathParameters,
        queryParameters,
        body,
        successStatus: Number(successStatus),
        result,
        errorStatuses,
        signedMessages: op["x-signed-messages"] ?? [],
        feature: op["x-feature"],
        pageItem,
      });
    }
  }
  return operations;
}

const identifierPattern = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A page is an object with a `data` array of records, `hasNext` and `nextCursor`. */
function pageItemOf(resolver: Resolver, name: string): string | undefined {
  const schema = resolver.schema({ $ref: `#/components/schemas/${name}` });
  const props = schema.properties;
  if (!props?.data || !props.hasNext || !props.nextCursor) return undefined;
  const data = resolver.schema(props.data);
  return resolver.schemaName(data.items) ?? fail(`${name}.data must hold component records`);
}

// ---------------------------------------------------------------------------------------------
// Open enumerations agree with spec/limits.yaml
// ---------------------------------------------------------------------------------------------

function checkEnums(doc: OpenApiDocument, limits: LimitsSpec): void {
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const known = schema["x-extensible-enum"];
    if (known === undefined) continue;
    if (!Array.isArray(known) || known.length === 0 || known.some((v) => typeof v !== "string")) {
      fail(`${name}.x-extensible-enum must be a non-empty list of strings`);
    }
    if (schema.type !== "string") fail(`${name} has x-extensible-enum, so its type must be string`);
    const listed = limits.enums?.[name];
    if (listed !== undefined && JSON.stringify(listed) !== JSON.stringify(known)) {
      fail(`${name}.x-extensible-enum differs from enums.${name} in ${LIMITS}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// openapi.ts: types by openapi-typescript
// ---------------------------------------------------------------------------------------------

/** An open enumeration is its known literals or any other string, so autocompletion survives. */
function openEnumType(known: readonly string[]): ts.TypeNode {
  const anyOther = ts.factory.createIntersectionTypeNode([
    STRING,
    ts.factory.createTypeLiteralNode([]),
  ]);
  return tsUnion([...known.map((k) => tsLiteral(k)), anyOther]);
}

async function openapiFile(doc: OpenApiDocument, spec: SpecFile): Promise<GeneratedFile> {
  const ast = await openapiTS(structuredClone(doc) as never, {
    silent: true,
    transform(schema) {
      const known = (schema as Schema)["x-extensible-enum"];
      return Array.isArray(known) ? openEnumType(known) : undefined;
    },
  });
  // The named types in types.ts and operations.ts point into these two interfaces, so the
  // package exports them and they carry documentation like every other export.
  const firstSchema = Object.keys(doc.components.schemas)[0] ?? "Example";
  const firstOperation =
    Object.values(doc.paths)
      .flatMap((item) => METHODS.map((method) => item[method]?.operationId))
      .find((id) => id !== undefined) ?? "example";
  const docs: Record<string, string> = {
    components: `Every component schema of the REST API, as openapi-typescript reads the spec; the named types (\`${firstSchema}\`, ...) are views of it.\n\n@example\ntype Schema = components["schemas"][${JSON.stringify(firstSchema)}]`,
    operations: `The parameters and responses of every operation, as openapi-typescript reads the spec.\n\n@example\ntype Parameters = operations[${JSON.stringify(firstOperation)}]["parameters"]`,
  };
  const text = documentInterfaces(astToString(ast), docs);
  return emitText(`${OUT}/openapi.ts`, [spec], text);
}

// ---------------------------------------------------------------------------------------------
// types.ts: one named type per component schema
// ---------------------------------------------------------------------------------------------

function sentence(text: string | undefined, fallback: string): string {
  const first = (text ?? "").trim().split("\n")[0]?.trim() ?? "";
  return first.length > 0 ? first : fallback;
}

function exampleOf(resolver: Resolver, schema: Schema, depth = 0): unknown {
  const resolved = resolver.schema(schema);
  const own = schema.examples?.[0] ?? resolved.examples?.[0];
  if (own !== undefined) return own;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  const known = resolved["x-extensible-enum"]?.[0];
  if (known !== undefined) return known;
  const types = typesOf(resolved).filter((t) => t !== "null");
  switch (types[0]) {
    case "string":
      return "text";
    case "integer":
    case "number":
      return resolved.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return depth > 2 || !resolved.items ? [] : [exampleOf(resolver, resolved.items, depth + 1)];
    default:
      return undefined;
  }
}

function typesFile(resolver: Resolver, operations: readonly Operation[], spec: SpecFile) {
  const returnedBy = new Map<string, Operation>();
  for (const op of operations) {
    if (!returnedBy.has(op.result)) returnedBy.set(op.result, op);
    if (op.pageItem && !returnedBy.has(op.pageItem)) returnedBy.set(op.pageItem, op);
  }
  return emitTypeScript(`${OUT}/types.ts`, [spec], (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./openapi.js",
      namedImports: ["components"],
    });
    for (const [name, raw] of Object.entries(resolver.doc.components.schemas)) {
      const op = returnedBy.get(name);
      let example: string;
      if (op) {
        const args = exampleArguments(resolver, op);
        const call = op.body
          ? `await ${op.name}(transport, ${args})`
          : `await client.${op.name}(${args})`;
        example =
          op.pageItem === name
            ? `for await (const item of client.paginate("${op.name}", ${args || "{}"})) item satisfies ${name}`
            : `const result: ${name} = ${call}`;
      } else {
        const value = exampleOf(resolver, raw);
        example =
          value === undefined ? `let value: ${name}` : `const value: ${name} = ${literal(value)}`;
      }
      file.addTypeAlias({
        isExported: true,
        name,
        type: `components["schemas"][${JSON.stringify(name)}]`,
        docs: [
          `${docText(sentence(raw.description, `The ${name} schema of the REST API.`))}\n\n@example\n${example}`,
        ],
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// decoders.ts: checks what the client relies on, keeps unknown fields
// ---------------------------------------------------------------------------------------------

class DecoderEmitter {
  readonly patterns = new Map<string, string>();
  readonly needed = new Set<string>();
  readonly emitted = new Set<string>();
  readonly bodies = new Map<string, string>();

  constructor(readonly resolver: Resolver) {}

  patternConstant(pattern: string, hint: string): string {
    const existing = this.patterns.get(pattern);
    if (existing) return existing;
    let name = `${constantCase(hint)}_PATTERN`;
    const taken = new Set(this.patterns.values());
    for (let n = 2; taken.has(name); n++) name = `${constantCase(hint)}_PATTERN_${n}`;
    this.patterns.set(pattern, name);
    return name;
  }

  /** A boolean expression that is true when `v` fits a schema with no nested records. */
  predicate(schema: Schema, v: string, where: string): string | undefined {
    const name = this.resolver.schemaName(schema);
    const s = this.resolver.schema(schema);
    if (s.enum !== undefined || s.const !== undefined) {
      fail(
        `${where}: a response uses a closed enum or const; use x-extensible-enum so new values decode`,
      );
    }
    if (s.allOf) fail(`${where}: allOf is not supported in responses`);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) {
      const parts = alternatives.map((alt, i) => this.predicate(alt, v, `${where}.oneOf.${i}`));
      if (parts.some((p) => p === undefined)) return undefined;
      return parts.includes("true") ? "true" : `(${parts.join(" || ")})`;
    }
    const types = typesOf(s);
    if (types.length === 0) {
      if (s.properties || s.items) fail(`${where} must declare its type`);
      return "true";
    }
    if (types.includes("object")) return undefined;
    const parts: string[] = [];
    for (const type of types) {
      switch (type) {
        case "null":
          parts.push(`${v} === null`);
          break;
        case "boolean":
          parts.push(`typeof ${v} === "boolean"`);
          break;
        case "integer":
          parts.push(`Number.isInteger(${v})`);
          break;
        case "number":
          parts.push(`(typeof ${v} === "number" && Number.isFinite(${v}))`);
          break;
        case "string":
          parts.push(
            s.pattern
              ? `(typeof ${v} === "string" && ${this.patternConstant(s.pattern, name ?? where)}.test(${v}))`
              : `typeof ${v} === "string"`,
          );
          break;
        case "array": {
          const items = s.items ?? fail(`${where} is an array without items`);
          const inner = this.predicate(items, "x", `${where}.items`);
          if (inner === undefined) return undefined;
          parts.push(
            inner === "true"
              ? `Array.isArray(${v})`
              : `(Array.isArray(${v}) && ${v}.every((x) => ${inner}))`,
          );
          break;
        }
        default:
          fail(`${where} has unsupported type ${type}`);
      }
    }
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" || ")})`;
  }

  /** How a schema reads in an error message: `a Uuid string`, `an integer or null`. */
  describe(schema: Schema): string {
    const name = this.resolver.schemaName(schema);
    const s = this.resolver.schema(schema);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) return alternatives.map((a) => this.describe(a)).join(" or ");
    return typesOf(s)
      .map((type) => {
        switch (type) {
          case "null":
            return "null";
          case "string":
            return s.pattern
              ? `${article(name ?? "matching")} ${name ?? "matching"} string`
              : "a string";
          case "integer":
            return "an integer";
          case "number":
            return "a number";
          case "boolean":
            return "a boolean";
          case "array":
            return s.items ? `an array (each ${this.describe(s.items)})` : "an array";
          default:
            return `an ${type}`;
        }
      })
      .join(" or ");
  }

  /** Statements checking `v` (already read) at `at(path, key)`. */
  field(schema: Schema, key: string, required: boolean, where: string): string[] {
    const pathExpr = `at(path, ${JSON.stringify(key)})`;
    const pred = this.predicate(schema, "v", where);
    if (pred === "true") return [];
    if (pred !== undefined) {
      const guard = required ? `!${wrap(pred)}` : `v !== undefined && !${wrap(pred)}`;
      return [`if (${guard}) fail(${pathExpr}, ${JSON.stringify(this.describe(schema))}, v);`];
    }
    const call = this.nested(schema, "v", pathExpr, where);
    return required ? [call] : [`if (v !== undefined) ${call}`];
  }

  /** A statement checking a value that holds records: an object schema, or an array of them. */
  nested(schema: Schema, v: string, pathExpr: string, where: string): string {
    const name = this.resolver.schemaName(schema);
    const s = this.resolver.schema(schema);
    const types = typesOf(s);
    if (types.length !== 1) fail(`${where}: records may not be nullable or mixed with other types`);
    if (types[0] === "object" && !name && !s.properties) {
      // A map: every value fits one simple schema.
      const extra = s.additionalProperties;
      const pred =
        typeof extra === "object"
          ? this.predicate(extra, "x", `${where}.additionalProperties`)
          : "true";
      if (pred === undefined) fail(`${where}: map values must be simple`);
      if (pred === "true") return `object(${v}, ${pathExpr});`;
      const what = JSON.stringify(this.describe(extra as Schema));
      return `{\nconst p = ${pathExpr};\nconst m = object(${v}, p);\nfor (const key of Object.keys(m)) {\nconst x = m[key];\nif (!${wrap(pred)}) fail(at(p, key), ${what}, x);\n}\n}`;
    }
    if (types[0] === "object") {
      if (!name) fail(`${where}: nested objects with properties must be component schemas`);
      this.need(name);
      return `check${name}(${v}, ${pathExpr});`;
    }
    if (types[0] === "array") {
      const items = s.items ?? fail(`${where} is an array without items`);
      const itemName = this.resolver.schemaName(items);
      if (!itemName || typesOf(this.resolver.schema(items))[0] !== "object") {
        fail(`${where}: arrays of records must reference a component object schema`);
      }
      this.need(itemName);
      return `each(${v}, ${pathExpr}, check${itemName});`;
    }
    return fail(`${where} cannot be checked`);
  }

  need(name: string): void {
    if (this.emitted.has(name)) return;
    this.emitted.add(name);
    const schema = this.resolver.doc.components.schemas[name] as Schema;
    const s = this.resolver.schema(schema);
    if (typesOf(s).join() !== "object") fail(`${name} is decoded as a record but is not an object`);
    const lines: string[] = ["const o = object(value, path);"];
    const props = Object.entries(s.properties ?? {});
    const required = new Set(s.required ?? []);
    for (const r of required)
      if (!s.properties?.[r]) fail(`${name} requires ${r} but does not define it`);
    const fieldLines: string[] = [];
    for (const [key, prop] of props) {
      const checks = this.field(prop, key, required.has(key), `${name}.${key}`);
      if (checks.length === 0) continue;
      const read = identifierPattern.test(key) ? `o.${key}` : `o[${JSON.stringify(key)}]`;
      fieldLines.push(`v = ${read};`, ...checks);
    }
    if (fieldLines.length > 0) lines.push("let v: unknown;", ...fieldLines);
    const extra = s.additionalProperties;
    if (typeof extra === "object") {
      const pred = this.predicate(extra, "v", `${name}.additionalProperties`);
      if (pred === undefined) fail(`${name}.additionalProperties must be a simple schema`);
      if (pred !== "true") {
        const known = props.map(([k]) => k);
        const skip = known.length > 0 ? `if (${literal(known)}.includes(key)) continue;\n` : "";
        lines.push(
          `for (const key of Object.keys(o)) {\n${skip}const v = o[key];\nif (!${wrap(pred)}) fail(at(path, key), ${JSON.stringify(this.describe(extra))}, v);\n}`,
        );
      }
    }
    this.bodies.set(name, lines.join("\n"));
  }
}

function article(word: string): string {
  return /^[AEIOUaeiou]/.test(word) && !/^(Uu|Uni|Eu)/i.test(word) ? "an" : "a";
}

function wrap(expression: string): string {
  return /^[A-Za-z_$][\w$.]*\(.*\)$|^\(.*\)$/.test(expression) && balanced(expression)
    ? expression
    : `(${expression})`;
}

/** True when the outer parentheses of `text` enclose all of it (or it has none at its ends). */
function balanced(text: string): boolean {
  if (!text.startsWith("(")) return true;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

function decodersFile(resolver: Resolver, operations: readonly Operation[], spec: SpecFile) {
  const emitter = new DecoderEmitter(resolver);
  const roots = [...new Set(operations.map((op) => op.result))];
  for (const root of roots) emitter.need(root);
  const names = [...emitter.bodies.keys()].sort(compare);
  return emitTypeScript(`${OUT}/decoders.ts`, [spec], (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["DecodeError", "describeValue"],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./types.js",
      namedImports: names,
    });
    for (const [pattern, constant] of [...emitter.patterns].sort((a, b) => compare(a[1], b[1]))) {
      file.addVariableStatement({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: constant, initializer: `/${pattern.replace(/\//g, "\\/")}/` }],
      });
    }
    file.addFunction({
      name: "at",
      docs: ["A dotted path one level down: `data.3.price`."],
      parameters: [
        { name: "path", type: "string" },
        { name: "key", type: "string | number" },
      ],
      returnType: "string",
      statements: 'return path === "" ? String(key) : path + "." + key;',
    });
    file.addFunction({
      name: "fail",
      parameters: [
        { name: "path", type: "string" },
        { name: "expected", type: "string" },
        { name: "value", type: "unknown" },
      ],
      returnType: "never",
      statements:
        'throw new DecodeError(path, "must be " + expected + ", got " + describeValue(value));',
    });
    file.addFunction({
      name: "object",
      parameters: [
        { name: "value", type: "unknown" },
        { name: "path", type: "string" },
      ],
      returnType: "Record<string, unknown>",
      statements: [
        'if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, "an object", value);',
        "return value as Record<string, unknown>;",
      ],
    });
    file.addFunction({
      name: "each",
      parameters: [
        { name: "value", type: "unknown" },
        { name: "path", type: "string" },
        { name: "check", type: "(item: unknown, path: string) => void" },
      ],
      returnType: "void",
      statements: [
        'if (!Array.isArray(value)) fail(path, "an array", value);',
        "for (let i = 0; i < value.length; i++) check(value[i], at(path, i));",
      ],
    });
    for (const name of names) {
      file.addFunction({
        name: `check${name}`,
        parameters: [
          { name: "value", type: "unknown" },
          { name: "path", type: "string" },
        ],
        returnType: "void",
        statements: emitter.bodies.get(name) as string,
      });
    }
    for (const name of names) {
      file.addFunction({
        isExported: true,
        name: `decode${name}`,
        docs: [
          `Checks that a response is ${article(name)} ${name} and returns it as one, unknown fields kept. Throws a DecodeError naming the first field that does not fit.\n\n@example\nconst value = decode${name}(JSON.parse(text))`,
        ],
        parameters: [{ name: "value", type: "unknown" }],
        returnType: name,
        statements: [`check${name}(value, "");`, `return value as ${name};`],
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// operations.ts: request builders, free functions, the operation table
// ---------------------------------------------------------------------------------------------

/** A call that refuses a bad parameter value with a ValidationError naming it. */
function parameterCheck(
  resolver: Resolver,
  schema: Schema,
  expr: string,
  field: string,
  patterns: Map<string, string>,
  where: string,
): string {
  const name = resolver.schemaName(schema);
  const s = resolver.schema(schema);
  const rule: string[] = [];
  const type = typesOf(s);
  if (type.length !== 1) fail(`${where} must have exactly one type`);
  switch (type[0]) {
    case "string": {
      if (s.pattern) {
        let constant = patterns.get(s.pattern);
        if (!constant) {
          constant = `${constantCase(name ?? where)}_PATTERN`;
          patterns.set(s.pattern, constant);
        }
        rule.push(
          `pattern: ${constant}`,
          `what: ${JSON.stringify(`${article(name ?? "matching")} ${name ?? "matching"} string`)}`,
        );
      }
      if (s.enum) rule.push(`values: ${literal(s.enum)}`);
      if (s.minLength !== undefined) rule.push(`minLength: ${s.minLength}`);
      return `checkString(${expr}, ${field}${rule.length > 0 ? `, { ${rule.join(", ")} }` : ""});`;
    }
    case "integer":
      if (s.enum) rule.push(`values: ${literal(s.enum)}`);
      if (s.minimum !== undefined) rule.push(`minimum: ${s.minimum}`);
      if (s.maximum !== undefined) rule.push(`maximum: ${s.maximum}`);
      return `checkInteger(${expr}, ${field}${rule.length > 0 ? `, { ${rule.join(", ")} }` : ""});`;
    case "number":
      return `checkNumber(${expr}, ${field});`;
    case "boolean":
      return `checkBoolean(${expr}, ${field});`;
    case "array": {
      const items = s.items ?? fail(`${where} is an array without items`);
      const inner = parameterCheck(
        resolver,
        items,
        "item",
        "itemField",
        patterns,
        `${where}.items`,
      );
      return `checkArray(${expr}, ${field}, ${s.minItems ?? 0}, (item, itemField) => ${inner.replace(/;$/, "")});`;
    }
    default:
      return fail(`${where} has unsupported type ${String(type[0])}`);
  }
}

const parameterHelpers = `
/** Refuses a parameter that is not a string, or that breaks its pattern, values or length. */
function checkString(value: unknown, field: string, rule: { pattern?: RegExp; what?: string; values?: readonly string[]; minLength?: number } = {}): void {
  if (typeof value !== "string") throw new ValidationError(field, \`must be a string, got \${describeValue(value)}\`);
  if (rule.pattern && !rule.pattern.test(value)) throw new ValidationError(field, \`must be \${rule.what}, got \${describeValue(value)}\`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, \`must be one of \${rule.values.join(", ")}, got \${describeValue(value)}\`);
  if (rule.minLength !== undefined && value.length < rule.minLength) throw new ValidationError(field, \`must not be shorter than \${rule.minLength}\`);
}

/** Refuses a parameter that is not a whole number in range, or not one of its values. */
function checkInteger(value: unknown, field: string, rule: { values?: readonly number[]; minimum?: number; maximum?: number } = {}): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new ValidationError(field, \`must be a whole number, got \${describeValue(value)}\`);
  if (rule.values && !rule.values.includes(value)) throw new ValidationError(field, \`must be one of \${rule.values.join(", ")}, got \${value}\`);
  if (rule.minimum !== undefined && value < rule.minimum) throw new ValidationError(field, \`must be at least \${rule.minimum}, got \${value}\`);
  if (rule.maximum !== undefined && value > rule.maximum) throw new ValidationError(field, \`must be at most \${rule.maximum}, got \${value}\`);
}

/** Refuses a parameter that is not a finite number. */
function checkNumber(value: unknown, field: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new ValidationError(field, \`must be a finite number, got \${describeValue(value)}\`);
}

/** Refuses a parameter that is not true or false. */
function checkBoolean(value: unknown, field: string): void {
  if (typeof value !== "boolean") throw new ValidationError(field, \`must be true or false, got \${describeValue(value)}\`);
}

/** Refuses a parameter that is not an array of at least minItems good values. */
function checkArray(value: unknown, field: string, minItems: number, check: (item: unknown, itemField: string) => void): void {
  if (!Array.isArray(value)) throw new ValidationError(field, \`must be an array, got \${describeValue(value)}\`);
  if (value.length < minItems) throw new ValidationError(field, \`must hold at least \${minItems} value\${minItems === 1 ? "" : "s"}\`);
  for (let i = 0; i < value.length; i++) check(value[i], \`\${field}.\${i}\`);
}
`;

function exampleArguments(resolver: Resolver, op: Operation): string {
  const entries: string[] = [];
  for (const p of [...op.pathParameters, ...op.queryParameters]) {
    if (!p.required) continue;
    entries.push(`${p.name}: ${literal(exampleOf(resolver, p.schema))}`);
  }
  if (op.body) entries.push("body");
  return entries.length === 0 ? "" : `{ ${entries.join(", ")} }`;
}

function operationsFile(
  resolver: Resolver,
  operations: readonly Operation[],
  spec: SpecFile,
  errorsSource: SpecFile,
) {
  const errors = readYaml<ErrorsSpec>(errorsSource);
  const patterns = new Map<string, string>();
  const decoders = [...new Set(operations.map((op) => `decode${op.result}`))].sort(compare);
  const types = [
    ...new Set(
      operations.flatMap((op) => [
        op.result,
        ...(op.pageItem ? [op.pageItem] : []),
        ...(op.body ? [op.body] : []),
      ]),
    ),
  ].sort(compare);
  const usedErrors = new Set<string>();
  for (const op of operations)
    for (const s of op.errorStatuses) usedErrors.add(errorClassFor(errors, s));

  return emitTypeScript(`${OUT}/operations.ts`, [spec, errorsSource], (file) => {
    const coreValues = ["describeValue", "ValidationError"];
    const coreTypes = [
      "AbortError",
      "DecodeError",
      "HttpError",
      "HttpRequest",
      "HttpTransport",
      "RetryMode",
      "TimeoutError",
      "TransportError",
      ...usedErrors,
    ];
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: [
        ...[...new Set(coreTypes)]
          .filter((t) => !coreValues.includes(t))
          .map((name) => ({ name, isTypeOnly: true })),
        ...coreValues.map((name) => ({ name })),
      ].sort((a, b) => compare(a.name, b.name)),
    });
    file.addImportDeclaration({ moduleSpecifier: "./decoders.js", namedImports: decoders });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./openapi.js",
      namedImports: ["operations"],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./types.js",
      namedImports: types,
    });

    const patternAnchor = file.getStatements().length;
    file.addStatements(parameterHelpers);

    file.addInterface({
      isExported: true,
      name: "OperationOptions",
      docs: [
        "Per-call options of every operation.\n\n@example\nawait getTime(transport, {}, { timeoutMs: 2_000, signal: AbortSignal.timeout(5_000) })",
      ],
      properties: [
        {
          name: "signal",
          hasQuestionToken: true,
          type: "AbortSignal | undefined",
          docs: ["Aborts the request."],
        },
        {
          name: "timeoutMs",
          hasQuestionToken: true,
          type: "number | undefined",
          docs: ["Overrides the transport's timeout for this call."],
        },
        {
          name: "retry",
          hasQuestionToken: true,
          type: "RetryMode | undefined",
          docs: [
            "`safe` lets the transport resend the identical request; default: `safe` for GET, `never` otherwise.",
          ],
        },
      ],
    });

    const table: Record<string, unknown> = {};
    for (const op of operations) {
      table[op.name] = {
        method: op.method,
        path: op.path,
        pathParameters: op.pathParameters.map((p) => p.name),
        queryParameters: op.queryParameters.map((p) => p.name),
        body: op.body !== undefined,
        successStatus: op.successStatus,
        errorStatuses: op.errorStatuses,
        signedMessages: op.signedMessages,
        ...(op.feature ? { feature: op.feature } : {}),
        paginated: op.pageItem !== undefined,
      };
    }
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        'What the spec says about each operation: method, path, parameters, statuses, the messages its signatures cover, the network feature it needs, and whether it answers pages.\n\n@example\noperationTable.placeOrder.signedMessages // ["TradeOrder"]',
      ],
      declarations: [{ name: "operationTable", initializer: `${literal(table)} as const` }],
    });
    file.addTypeAlias({
      isExported: true,
      name: "OperationName",
      docs: [
        'The name of an operation, as in the spec\'s operationId.\n\n@example\nconst name: OperationName = "listOrders"',
      ],
      type: "keyof typeof operationTable",
    });

    for (const op of operations) emitOperation(file, resolver, op, patterns, errors);

    file.addInterface({
      isExported: true,
      name: "OperationTypes",
      docs: [
        'The parameters and result of every operation, by name.\n\n@example\ntype Orders = OperationTypes["listOrders"]["returnType"]',
      ],
      properties: operations.map((op) => ({
        name: op.name,
        type: `{ parameters: ${op.typeName}Parameters; returnType: ${op.typeName}ReturnType }`,
      })),
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "The free function of every operation, by name.\n\n@example\nconst time = await operationFunctions.getTime(transport, {})",
      ],
      declarations: [
        {
          name: "operationFunctions",
          type: `{ readonly [K in OperationName]: (transport: HttpTransport, parameters: OperationTypes[K]["parameters"], options?: OperationOptions) => Promise<OperationTypes[K]["returnType"]> }`,
          initializer: `{ ${operations.map((op) => op.name).join(", ")} }`,
        },
      ],
    });

    const paged = operations.filter((op) => op.pageItem);
    file.addInterface({
      isExported: true,
      name: "PaginatedOperations",
      docs: [
        'Each operation that answers pages: its parameters and one record of its pages.\n\n@example\ntype OrderRecord = PaginatedOperations["listOrders"]["item"]',
      ],
      properties: paged.map((op) => ({
        name: op.name,
        type: `{ parameters: ${op.typeName}Parameters; item: ${op.pageItem} }`,
      })),
    });
    file.addTypeAlias({
      isExported: true,
      name: "PaginatedOperationName",
      docs: [
        'The name of an operation that answers pages.\n\n@example\nconst name: PaginatedOperationName = "listFills"',
      ],
      type: "keyof PaginatedOperations",
    });
    file.addTypeAlias({
      isExported: true,
      name: "Page",
      docs: [
        "One page of records: `data`, and `hasNext` / `nextCursor` when there is more.\n\n@example\nconst page: Page<Order> = await listOrders(transport, { subaccountId })",
      ],
      typeParameters: ["T"],
      type: "{ data: T[]; hasNext?: boolean; nextCursor?: string | null }",
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "The free function of each operation that answers pages, by name.\n\n@example\nconst page = await paginatedOperations.listOrders(transport, { subaccountId })",
      ],
      declarations: [
        {
          name: "paginatedOperations",
          type: `{ readonly [K in PaginatedOperationName]: (transport: HttpTransport, parameters: PaginatedOperations[K]["parameters"], options?: OperationOptions) => Promise<Page<PaginatedOperations[K]["item"]>> }`,
          initializer: `{ ${paged.map((op) => op.name).join(", ")} }`,
        },
      ],
    });

    const sorted = [...patterns].sort((a, b) => compare(a[1], b[1]));
    file.insertVariableStatements(
      patternAnchor,
      sorted.map(([pattern, constant]) => ({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: constant, initializer: `/${pattern.replace(/\//g, "\\/")}/` }],
      })),
    );
  });
}

function emitOperation(
  file: SourceFile,
  resolver: Resolver,
  op: Operation,
  patterns: Map<string, string>,
  errors: ErrorsSpec,
): void {
  const T = op.typeName;
  const parts: string[] = [];
  if (op.pathParameters.length > 0)
    parts.push(`operations[${JSON.stringify(op.name)}]["parameters"]["path"]`);
  if (op.queryParameters.length > 0) {
    parts.push(`NonNullable<operations[${JSON.stringify(op.name)}]["parameters"]["query"]>`);
  }
  if (op.body) parts.push(`{ body: ${op.body} }`);
  const hasRequired =
    op.pathParameters.length > 0 ||
    op.body !== undefined ||
    op.queryParameters.some((p) => p.required);

  file.addTypeAlias({
    isExported: true,
    name: `${T}Parameters`,
    docs: [
      `The parameters of {@link ${op.name}}${op.body ? ": path and query parameters, and the JSON `body`" : ""}.\n\n@example\nconst parameters: ${T}Parameters = ${exampleArguments(resolver, op) || "{}"}`,
    ],
    type: parts.length > 0 ? parts.join(" & ") : "Record<string, never>",
  });
  file.addTypeAlias({
    isExported: true,
    name: `${T}ReturnType`,
    docs: [
      `What {@link ${op.name}} resolves to.\n\n@example\nconst result: ${T}ReturnType = await ${op.name}(transport${exampleArguments(resolver, op) ? `, ${exampleArguments(resolver, op)}` : ""})`,
    ],
    type: op.result,
  });
  const errorTypes = [
    ...new Set([
      ...op.errorStatuses.map((s) => errorClassFor(errors, s)),
      "HttpError",
      "ValidationError",
      "TimeoutError",
      "TransportError",
      "AbortError",
      "DecodeError",
    ]),
  ];
  file.addTypeAlias({
    isExported: true,
    name: `${T}ErrorType`,
    docs: [
      `The errors {@link ${op.name}} can throw: one per documented status, and the transport's own.\n\n@example\ntry { await ${op.name}(transport${exampleArguments(resolver, op) ? `, ${exampleArguments(resolver, op)}` : ""}) } catch (e) { const error = e as ${T}ErrorType }`,
    ],
    type: errorTypes.join(" | "),
  });

  // The request builder: validates parameters, fills the path, picks the query, serialises the body.
  const statements: string[] = [];
  for (const p of [...op.pathParameters, ...op.queryParameters]) {
    const expr = `parameters.${p.name}`;
    const field = JSON.stringify(p.name);
    const check = parameterCheck(resolver, p.schema, expr, field, patterns, `${op.name}.${p.name}`);
    statements.push(
      p.required
        ? `if (${expr} === undefined) throw new ValidationError(${field}, "is required");\n${check}`
        : `if (${expr} !== undefined) ${check}`,
    );
  }
  const pathExpr =
    op.pathParameters.length === 0
      ? JSON.stringify(op.path)
      : `\`${op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => `\${encodeURIComponent(parameters.${name})}`)}\``;
  const fields = [`method: ${JSON.stringify(op.method)}`, `path: ${pathExpr}`];
  if (op.queryParameters.length > 0) {
    fields.push(
      `query: { ${op.queryParameters.map((p) => `${p.name}: parameters.${p.name}`).join(", ")} }`,
    );
  }
  if (op.body) fields.push("body: JSON.stringify(parameters.body)");
  statements.push(`return { ${fields.join(", ")} };`);
  const parametersParameter = {
    name: "parameters",
    type: `${T}Parameters`,
    ...(hasRequired ? {} : { initializer: "{}" }),
  };
  file.addFunction({
    isExported: true,
    name: `build${T}Request`,
    docs: [
      `Builds the HTTP request of {@link ${op.name}} (${op.method} ${op.path}) after checking every parameter against the spec.\n\n@example\nconst request = build${T}Request(${exampleArguments(resolver, op)})`,
    ],
    parameters: [parametersParameter],
    returnType: "HttpRequest",
    statements,
  });

  const description = [
    docText(op.summary),
    ...(op.description ? ["", docText(op.description)] : []),
    "",
    `\`${op.method} ${op.path}\`${op.signedMessages.length > 0 ? ` (signed: ${op.signedMessages.join(", ")})` : ""}`,
    "",
    "@example",
    op.body
      ? `const result = await ${op.name}(transport, ${exampleArguments(resolver, op)}) // body: a signed request body`
      : `const result = await ${op.name}(transport${exampleArguments(resolver, op) ? `, ${exampleArguments(resolver, op)}` : ""})`,
  ].join("\n");
  file.addFunction({
    isExported: true,
    isAsync: true,
    name: op.name,
    docs: [description],
    parameters: [
      { name: "transport", type: "HttpTransport" },
      parametersParameter,
      { name: "options", type: "OperationOptions", initializer: "{}" },
    ],
    returnType: `Promise<${T}ReturnType>`,
    statements: [
      `const response = await transport.request({ ...build${T}Request(parameters), ...options });`,
      `return decode${op.result}(response.body);`,
    ],
  });
}

export const restTarget: Target = {
  name: "rest",
  outDir: OUT,
  inputs: [SPEC, LIMITS, ERRORS],
  async generate(specSource: SpecSource) {
    const spec = specSource.read(SPEC);
    const doc = readYaml<OpenApiDocument>(spec);
    if (!doc?.paths || !doc.components?.schemas) fail("needs paths and components.schemas");
    checkEnums(doc, readYaml<LimitsSpec>(specSource.read(LIMITS)));
    const resolver = new Resolver(doc);
    const operations = collectOperations(resolver);
    return [
      decodersFile(resolver, operations, spec),
      await openapiFile(doc, spec),
      operationsFile(resolver, operations, spec, specSource.read(ERRORS)),
      typesFile(resolver, operations, spec),
    ];
  },
};
