import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { deriveRestSpec, deriveStreamSpec, specFromDirectory } from "@perpkit/generators";
import { validate as validateOpenApi } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020.js";
import { parse as parseYaml } from "yaml";

/** How one kind of spec file is checked. */
export interface SpecRule {
  /** Matches paths relative to the repository root. */
  readonly pattern: RegExp;
  readonly validator:
    | "openapi"
    | "json-schema"
    | "upstream"
    | "rest-layer"
    | "stream-layer"
    | "recording";
  /** For json-schema: the schema file, relative to the repository root. */
  readonly schema?: string;
}

/**
 * Every spec file matches exactly one rule; a file no rule covers fails the spec test, so a new
 * kind of spec file cannot land unchecked.
 */
export const specRules: readonly SpecRule[] = [
  {
    pattern: /^spec\/limits\.yaml$/,
    validator: "json-schema",
    schema: "spec/schemas/limits.schema.json",
  },
  {
    pattern: /^spec\/networks\.yaml$/,
    validator: "json-schema",
    schema: "spec/schemas/networks.schema.json",
  },
  {
    pattern: /^spec\/errors\.yaml$/,
    validator: "json-schema",
    schema: "spec/schemas/errors.schema.json",
  },
  {
    pattern: /^spec\/formats\.yaml$/,
    validator: "json-schema",
    schema: "spec/schemas/formats.schema.json",
  },
  // The layer is checked for its own shape, and the REST spec it makes with the upstream
  // document (generators/src/rest/derive.ts) as OpenAPI 3.1.
  {
    pattern: /^spec\/rest\/layer\.yaml$/,
    validator: "rest-layer",
    schema: "spec/schemas/rest-layer.schema.json",
  },
  {
    pattern: /^spec\/rest\/exclusions\.yaml$/,
    validator: "json-schema",
    schema: "spec/schemas/rest-exclusions.schema.json",
  },
  { pattern: /^spec\/candles\/openapi\.yaml$/, validator: "openapi" },
  // The stream layer is checked as the AsyncAPI 3.0 document it makes with the upstream message
  // schemas (generators/src/stream/derive.ts).
  { pattern: /^spec\/stream\/layer\.yaml$/, validator: "stream-layer" },
  {
    pattern: /^spec\/signing\/rpc-config\.[a-z0-9]+\.json$/,
    validator: "json-schema",
    schema: "spec/schemas/rpc-config.schema.json",
  },
  {
    pattern: /^spec\/signing\/bindings\.yaml$/,
    validator: "json-schema",
    schema: "spec/schemas/bindings.schema.json",
  },
  {
    pattern: /^spec\/contracts\/[a-z0-9-]+\.abi\.json$/,
    validator: "json-schema",
    schema: "spec/schemas/abi.schema.json",
  },
  {
    pattern: /^spec\/upstream\/manifest\.json$/,
    validator: "json-schema",
    schema: "spec/schemas/upstream-manifest.schema.json",
  },
  // The recording format is itself a JSON Schema: it must compile, and every example it shows
  // must be valid against it.
  { pattern: /^spec\/recording\/recording\.schema\.json$/, validator: "recording" },
  // Upstream snapshots are the service's own documents, as published: they are not ours to
  // validate, only to keep exactly as spec:sync wrote them.
  { pattern: /^spec\/upstream\/[a-z_]+\.json$/, validator: "upstream" },
  // The schemas themselves are checked by Ajv's meta-schema when they compile.
  {
    pattern: /^spec\/schemas\/[a-z0-9-]+\.schema\.json$/,
    validator: "json-schema",
    schema: "meta",
  },
];

export function listSpecFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.push(relative(root, abs).split("\\").join("/"));
    }
  };
  walk(join(root, "spec"));
  return out.sort();
}

function parseDocument(path: string, text: string): unknown {
  return path.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
}

/**
 * A snapshot is JSON, listed in spec/upstream/manifest.json, and still holds the bytes whose
 * sha256 the manifest records; rpc-config snapshots are checked the same way besides their schema.
 */
function checkSnapshot(root: string, path: string, text: string): string[] {
  try {
    JSON.parse(text);
  } catch (error) {
    return [`${path} is not JSON: ${(error as Error).message}`];
  }
  const manifest = JSON.parse(readFileSync(join(root, "spec/upstream/manifest.json"), "utf8")) as {
    snapshots: { file: string; sha256: string }[];
  };
  const entry = manifest.snapshots.find((s) => s.file === path);
  if (!entry) return [`${path} is not listed in spec/upstream/manifest.json`];
  const actual = createHash("sha256").update(text, "utf8").digest("hex");
  return actual === entry.sha256
    ? []
    : [
        `${path} was changed by hand (sha256 ${actual}, manifest ${entry.sha256}); run pnpm spec:sync`,
      ];
}

/** Problems of an AsyncAPI document, from @asyncapi/parser in a process of its own. */
async function checkAsyncApi(file: string): Promise<string[]> {
  const script = new URL("./asyncapi-check.cjs", import.meta.url);
  const out = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [script.pathname, file], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  return JSON.parse(out) as string[];
}

/** The annotations the recording schema carries for its generator (generators/src/targets/recording/). */
const RECORDING_KEYWORDS = [
  "x-versions",
  "x-entry",
  "x-since",
  "x-after-header",
  "x-field",
  "x-property",
  "x-type",
];

/** Every `examples` list of a schema, with the pointer of the schema that holds it. */
function examplesIn(value: unknown, pointer: string): { pointer: string; examples: unknown[] }[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const node = value as Record<string, unknown>;
  const own = Array.isArray(node.examples) ? [{ pointer, examples: node.examples }] : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([key]) => key !== "examples")
      .flatMap(([key, child]) => examplesIn(child, `${pointer}/${key}`)),
  ];
}

/**
 * The recording schema compiles (its formats those of spec/formats.yaml), and each example it
 * shows is valid against the schema that shows it.
 */
function checkRecordingSchema(root: string, document: unknown): string[] {
  // A gap line's channel is an optional last element: a tuple shorter than its prefixItems.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTuples: false });
  ajv.addVocabulary(RECORDING_KEYWORDS);
  const formats = parseYaml(readFileSync(join(root, "spec/formats.yaml"), "utf8")) as {
    formats: Record<string, { pattern?: string }>;
  };
  for (const [name, format] of Object.entries(formats.formats)) {
    if (format.pattern) ajv.addFormat(name, new RegExp(format.pattern));
  }
  try {
    ajv.addSchema(document as object, "recording");
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  for (const { pointer, examples } of examplesIn(document, "#")) {
    const check = ajv.getSchema(`recording${pointer}`);
    if (!check) {
      problems.push(`${pointer}: no schema to check its examples against`);
      continue;
    }
    for (const [i, example] of examples.entries()) {
      if (check(example)) continue;
      for (const e of check.errors ?? []) {
        problems.push(`${pointer}/examples/${i}${e.instancePath} ${e.message ?? "is invalid"}`);
      }
    }
  }
  return problems;
}

/** Problems found in one spec file; an empty list means it is valid. */
export async function validateSpecFile(root: string, path: string): Promise<string[]> {
  const rule = specRules.find((r) => r.pattern.test(path));
  if (!rule) return [`no rule in tools/spec/validate.ts checks ${path}`];
  const text = readFileSync(join(root, path), "utf8");
  if (rule.validator === "upstream") return checkSnapshot(root, path, text);
  const document = parseDocument(path, text);
  if (rule.validator === "openapi") {
    const result = await validateOpenApi(structuredClone(document) as never);
    return result.valid ? [] : result.errors.map((e) => e.message);
  }
  if (rule.validator === "stream-layer") {
    let derived: unknown;
    try {
      derived = deriveStreamSpec(specFromDirectory(root)).doc;
    } catch (error) {
      return [(error as Error).message];
    }
    const dir = mkdtempSync(join(tmpdir(), "perpkit-stream-"));
    try {
      const file = join(dir, "asyncapi.json");
      writeFileSync(file, JSON.stringify(derived));
      return (await checkAsyncApi(file)).map((p) => `derived stream spec: ${p}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (rule.validator === "recording") return checkRecordingSchema(root, document);
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  if (rule.schema === "meta") {
    try {
      ajv.compile(document as object);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  }
  const schema = JSON.parse(readFileSync(join(root, rule.schema as string), "utf8")) as object;
  const check = ajv.compile(schema);
  const problems = check(document)
    ? []
    : (check.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  if (rule.validator === "rest-layer" && problems.length === 0) {
    let derived: unknown;
    try {
      derived = deriveRestSpec(specFromDirectory(root)).doc;
    } catch (error) {
      return [(error as Error).message];
    }
    const result = await validateOpenApi(structuredClone(derived) as never);
    if (!result.valid)
      problems.push(...result.errors.map((e) => `derived REST spec: ${e.message}`));
  }
  if (/^spec\/signing\/rpc-config\.(mainnet|testnet)\.json$/.test(path)) {
    problems.push(...checkSnapshot(root, path, text));
  }
  return problems;
}
