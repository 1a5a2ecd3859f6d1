import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import type { PatternFormat } from "../../formats.js";
import type { SpecFile } from "../../spec.js";
import { compare, type Operation, OUT, type Resolver, type Schema, typesOf } from "./model.js";

// samples.ts: for every unsigned read, a call its parameters' schemas accept and an answer its
// response schema allows, so that a read no hand-written test names yet (one the live contract
// has just added) still makes a checked round trip through the client.

/** A value no schema rule allows us to build. */
const NONE = Symbol("none");
type Sampled = unknown | typeof NONE;

/**
 * Strings tried in order, after the schema's own examples, against a string schema's pattern (its
 * own, else its format's) and length: plain text first, then a value of each kind of format.
 */
const STRINGS = [
  "text",
  "TEXT",
  "1",
  "00000000-0000-4000-8000-000000000001",
  "0x01",
  "0x00000000000000000000000000000000000000a1",
  "0x00000000000000000000000000000000000000000000000000000000000000a1",
  "2026-11-27",
  "2026-11-27T23:45:00Z",
  "2026-11-27T23:45:00",
  "23:45:00",
  "P1D",
  "Sun, 06 Nov 1994 08:49:37 GMT",
  "trader@example.com",
  "api.example.com",
  "127.0.0.1",
  "::1",
  "https://example.com/a?b=c",
  "/v1/order/{id}",
  "application/json",
  "AAEC",
  ":AAEC:",
  '"hello"',
  "a",
  "",
];

/** Depth past which an object carries its required properties only, so recursion ends. */
const FULL_DEPTH = 4;
const MAX_DEPTH = 12;

class Sampler {
  constructor(
    private readonly resolver: Resolver,
    private readonly formats: Readonly<Record<string, PatternFormat>>,
  ) {}

  sample(schema: Schema, depth = 0): Sampled {
    if (depth > MAX_DEPTH) return NONE;
    const s = this.resolver.schema(schema);
    if (s.const !== undefined) return s.const;
    const listed = [...(s.enum ?? []), ...(s["x-extensible-enum"] ?? [])].find((v) => v !== null);
    if (listed !== undefined) return listed;
    if (s.allOf) return this.all(s.allOf, depth);
    for (const branch of s.oneOf ?? s.anyOf ?? []) {
      const value = this.sample(branch, depth + 1);
      if (value !== NONE) return value;
    }
    const [type] = typesOf(s).filter((t) => t !== "null");
    if (type === "string") return this.string(s);
    if (type === "integer" || type === "number") return this.number(s);
    if (type === "boolean") return true;
    if (type === "array") return this.array(s, depth);
    if (type === "object" || s.properties || s.additionalProperties) return this.object(s, depth);
    return NONE;
  }

  private all(parts: readonly Schema[], depth: number): Sampled {
    const merged: Record<string, unknown> = {};
    for (const part of parts) {
      const value = this.sample(part, depth + 1);
      if (value === NONE || typeof value !== "object" || value === null) return value;
      Object.assign(merged, value);
    }
    return merged;
  }

  private string(s: Schema): Sampled {
    const format = (s as { format?: string }).format;
    const source = s.pattern ?? (format ? this.formats[format]?.pattern : undefined);
    const pattern = source === undefined ? undefined : new RegExp(source, "u");
    const fits = (text: string) =>
      (pattern === undefined || pattern.test(text)) &&
      text.length >= (s.minLength ?? 0) &&
      text.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
    const own = [(s as { example?: unknown }).example, ...(s.examples ?? [])].filter(
      (v): v is string => typeof v === "string",
    );
    // A candidate too short for the schema is tried again repeated to the shortest length.
    const tried = [...own, ...STRINGS].flatMap((text) =>
      text.length > 0 && text.length < (s.minLength ?? 0)
        ? [text, text.repeat(Math.ceil((s.minLength ?? 0) / text.length)).slice(0, s.minLength)]
        : [text],
    );
    return tried.find(fits) ?? NONE;
  }

  private number(s: Schema): Sampled {
    const low = s.minimum ?? 1;
    const value = s.maximum !== undefined && low > s.maximum ? s.maximum : low;
    return typesOf(s).includes("integer") && !Number.isInteger(value) ? Math.ceil(value) : value;
  }

  private array(s: Schema, depth: number): Sampled {
    const count = Math.max(1, s.minItems ?? 0);
    if (!s.items) return count === 1 && (s.minItems ?? 0) === 0 ? [] : NONE;
    const item = this.sample(s.items, depth + 1);
    if (item === NONE) return (s.minItems ?? 0) === 0 ? [] : NONE;
    if (count > 1 && (s as { uniqueItems?: boolean }).uniqueItems) return NONE;
    return Array.from({ length: count }, () => structuredClone(item));
  }

  private object(s: Schema, depth: number): Sampled {
    const out: Record<string, unknown> = {};
    const required = new Set(s.required ?? []);
    for (const [key, property] of Object.entries(s.properties ?? {})) {
      if (depth >= FULL_DEPTH && !required.has(key)) continue;
      const value = this.sample(property, depth + 1);
      if (value !== NONE) out[key] = value;
      else if (required.has(key)) return NONE;
    }
    const extra = s.additionalProperties;
    if (!s.properties && typeof extra === "object") {
      const value = this.sample(extra, depth + 1);
      if (value !== NONE) out.key = value;
    }
    return out;
  }
}

/** One read's call and answer, or undefined when a required part has no value the spec allows. */
function sampleOf(sampler: Sampler, resolver: Resolver, op: Operation) {
  const parameters: Record<string, unknown> = {};
  for (const p of [...op.pathParameters, ...op.queryParameters]) {
    const value = sampler.sample(p.schema);
    if (value !== NONE) parameters[p.name] = value;
    else if (p.required) return undefined;
  }
  const answer = sampler.sample(resolver.schema({ $ref: `#/components/schemas/${op.result}` }));
  return answer === NONE ? undefined : { parameters, answer };
}

/**
 * samples.ts of @perpkit/rest: `readSamples`, a call and an answer of every unsigned read whose
 * schemas allow one.
 */
export function samplesFile(
  resolver: Resolver,
  operations: readonly Operation[],
  sources: readonly SpecFile[],
  formats: Readonly<Record<string, PatternFormat>>,
): GeneratedFile {
  const sampler = new Sampler(resolver, formats);
  const table: Record<string, unknown> = {};
  const reads = operations.filter((op) => !op.body && op.signedMessages.length === 0);
  for (const op of [...reads].sort((a, b) => compare(a.name, b.name))) {
    const sample = sampleOf(sampler, resolver, op);
    if (sample) table[op.name] = sample;
  }
  return emitTypeScript(`${OUT}/samples.ts`, sources, (file) => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "For each unsigned read whose schemas allow one, parameters its checks accept (every path and query parameter a value can be built for) and an answer its decoder accepts unchanged (every property, none null), built from the spec alone: a read no hand-written test names yet still makes a checked round trip.\n\n@example\nconst { parameters, answer } = readSamples.getTime ?? { parameters: {}, answer: {} }",
      ],
      declarations: [
        {
          name: "readSamples",
          type: "{ readonly [name: string]: { readonly parameters: Readonly<Record<string, unknown>>; readonly answer: unknown } | undefined }",
          initializer: literal(table),
        },
      ],
    });
  });
}
