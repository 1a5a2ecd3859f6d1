import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ValidationError } from "@perpkit/core";
import { describe, expect, test } from "vitest";
import * as operations from "./generated/operations.js";
import { type OperationName, operationTable } from "./generated/operations.js";

// Every rule the live OpenAPI document (spec/upstream/openapi.json) states for a query or path
// parameter is checked by the request builder before anything is sent, and the error names the
// parameter; a parameter the document gives no rule (`limit`) gets none.

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  components: { schemas: Record<string, Schema> };
}

const UPSTREAM = fileURLToPath(new URL("../../../spec/upstream/openapi.json", import.meta.url));
const upstream = JSON.parse(readFileSync(UPSTREAM, "utf8")) as Document;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return resolve(upstream.components.schemas[schema.$ref.split("/").pop() as string] as Schema);
}

/** The live document's regex literals (`/^[A-Z0-9]+$/`) as patterns. */
function patternOf(schema: Schema): RegExp | undefined {
  if (schema.pattern === undefined) return undefined;
  const literal = /^\/(.*)\/$/.exec(schema.pattern);
  return new RegExp(literal ? (literal[1] as string) : schema.pattern);
}

const UUIDS = Array.from(
  { length: 60 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
);

/** A value the schema allows; `i` makes list items differ. */
function validValue(raw: Schema, i = 0): unknown {
  const schema = resolve(raw);
  if (schema.enum) return schema.enum[0];
  if (schema.type === "array") {
    const count = Math.max(schema.minItems ?? 1, 1);
    return Array.from({ length: count }, (_, k) => validValue(schema.items as Schema, k));
  }
  if (schema.type === "integer" || schema.type === "number") return schema.minimum ?? 1;
  if (schema.type === "boolean") return true;
  if (schema.format === "uuid") return UUIDS[i];
  if (schema.format === "hex") return schema.example ?? `0x${"ab".repeat(20)}`;
  if (typeof schema.example === "string") return schema.example;
  return "text";
}

/** Values that break one stated rule each, with what they break. */
function violations(raw: Schema): [string, unknown][] {
  const schema = resolve(raw);
  const out: [string, unknown][] = [];
  if (schema.type === "array") {
    const item = schema.items as Schema;
    const minItems = schema.minItems ?? 0;
    if (minItems > 0) out.push([`fewer than ${minItems} items`, []]);
    if (schema.maxItems !== undefined) {
      out.push([
        `more than ${schema.maxItems} items`,
        Array.from({ length: schema.maxItems + 1 }, (_, k) => validValue(item, k)),
      ]);
    }
    if (schema.uniqueItems) {
      const one = validValue(item);
      out.push(["a repeated item", Array.from({ length: Math.max(minItems, 2) }, () => one)]);
    }
    for (const [rule, value] of violations(item)) {
      out.push([`an item with ${rule}`, [value]]);
    }
    return out;
  }
  if (schema.enum) {
    const other =
      schema.type === "boolean" ? !schema.enum[0] : schema.type === "string" ? "NOPE" : 99;
    out.push([`a value outside ${schema.enum.join(", ")}`, other]);
  }
  if (schema.minimum !== undefined) out.push([`less than ${schema.minimum}`, schema.minimum - 1]);
  if (schema.maximum !== undefined) out.push([`more than ${schema.maximum}`, schema.maximum + 1]);
  const pattern = patternOf(schema);
  if (pattern) out.push([`text off ${pattern}`, "!!"]);
  if (schema.minLength !== undefined && schema.minLength > 0) {
    out.push([`fewer than ${schema.minLength} characters`, "A".repeat(schema.minLength - 1)]);
  }
  if (schema.maxLength !== undefined) {
    out.push([`more than ${schema.maxLength} characters`, "A".repeat(schema.maxLength + 1)]);
  }
  if (schema.format === "uuid") out.push(["a malformed UUID", "nope"]);
  if (schema.format === "hex") out.push(["text that is not hex", "xyz"]);
  return out;
}

const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
const names = Object.keys(operationTable) as OperationName[];

/** Each of our operations with the live document's parameters, path ones under our names. */
const cases = names.flatMap((name) => {
  const { method, path, pathParameters } = operationTable[name];
  const template = Object.keys(upstream.paths).find((p) => shape(p) === shape(path));
  const operation = template ? upstream.paths[template]?.[method.toLowerCase()] : undefined;
  if (!operation) return [];
  const ours = pathParameters as readonly string[];
  const upstreamPath: readonly string[] = (template as string).match(/\{[^}]+\}/g) ?? [];
  const parameters = (operation.parameters ?? []).map((p) => {
    const at = upstreamPath.indexOf(`{${p.name}}`);
    if (p.in !== "path" || at < 0) return p;
    // Ids the upstream leaves as bare strings are UUIDs in our layer (spec/rest/layer.yaml).
    const name = ours[at] as string;
    return { ...p, name, schema: name.endsWith("Id") ? { ...p.schema, format: "uuid" } : p.schema };
  });
  return [{ name, parameters }];
});

type Builder = (parameters: Record<string, unknown>) => { query?: Record<string, unknown> };

function builderOf(name: OperationName): Builder {
  const key = `build${name.charAt(0).toUpperCase()}${name.slice(1)}Request`;
  const builder = (operations as unknown as Record<string, Builder>)[key];
  if (typeof builder !== "function") throw new Error(`no ${key}`);
  return builder;
}

/** Parameters that pass: every required one, valid, and the headers the operation needs. */
function baseOf(parameters: readonly Parameter[]): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  for (const p of parameters) {
    if (p.in === "header") {
      if (p.required) headers[p.name] = validValue(p.schema);
    } else if (p.required) {
      base[p.name] = validValue(p.schema);
    }
  }
  if (Object.keys(headers).length > 0) base.headers = headers;
  return base;
}

const checked = cases.flatMap(({ name, parameters }) =>
  parameters
    .filter((p) => p.in === "query" || p.in === "path")
    .flatMap((p) =>
      violations(p.schema).map(
        ([rule, value]) =>
          [`${name}: ${p.name} with ${rule}`, name, parameters, p.name, value] as const,
      ),
    ),
);

describe("query and path parameters against the live document's rules", () => {
  test("every operation of the live document is here, and some rules are", () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(checked.length).toBeGreaterThan(60);
  });

  test.each(checked)(
    "%s is refused before sending, naming it",
    (_, name, parameters, field, value) => {
      const build = builderOf(name);
      const base = baseOf(parameters);
      expect(() => build(base)).not.toThrow();
      let error: unknown;
      try {
        build({ ...base, [field]: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field.split(".")[0]).toBe(field);
    },
  );

  const unbounded = cases.flatMap(({ name, parameters }) =>
    parameters
      .filter((p) => p.in === "query" && p.name === "limit")
      .map((p) => [name, parameters, resolve(p.schema)] as const),
  );

  test("limit has no bound in the live document", () => {
    expect(unbounded.length).toBeGreaterThan(15);
    for (const [, , schema] of unbounded) {
      expect(schema).toEqual({ type: "integer", format: "int64" });
    }
  });

  test.each(unbounded.map(([name, parameters]) => [name, parameters] as const))(
    "%s sends any whole limit as given: none is invented",
    (name, parameters) => {
      const build = builderOf(name);
      for (const limit of [0, -1, 500, 1_000_000]) {
        expect(build({ ...baseOf(parameters), limit }).query?.limit).toBe(limit);
      }
      expect(() => build({ ...baseOf(parameters), limit: 1.5 })).toThrow(
        "limit must be a whole number",
      );
    },
  );
});

describe("what the README says about parameter checks", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8").replace(
    /\n\s*/g,
    " ",
  );

  test("the rules it names are refused, and limit is sent as given", () => {
    expect(readme).toContain("a `season` past 10, `isWorking: false` where only `true` is listed");
    expect(() => operations.buildGetTotalPointsRequest({ season: 11 } as never)).toThrow(
      "season must be at most 10, got 11",
    );
    expect(() =>
      operations.buildListOrdersRequest({ subaccountId: UUIDS[0], isWorking: false } as never),
    ).toThrow("isWorking must be true, got false");
    expect(readme).toContain("it gives `limit` neither a minimum nor a maximum");
    for (const limit of [0, 5000]) {
      const request = operations.buildListOrdersRequest({
        subaccountId: UUIDS[0] as string,
        limit,
      });
      expect(request.query?.limit).toBe(limit);
    }
  });
});
