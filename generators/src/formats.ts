import { fail, isObject, type Json } from "./json.js";
import { perSpec, readYaml, type SpecFile, type SpecSource } from "./spec.js";

/** The one table of formats the live documents use. */
export const FORMATS = "spec/formats.yaml";

/** A format with a pattern every value of it has, and the word error messages call it by. */
export interface PatternFormat {
  readonly name: string;
  readonly pattern: string;
}

/** A format that says only how the service stores a number: nothing to check a value against. */
export interface StorageFormat {
  readonly storage: true;
}

/** spec/formats.yaml, read. */
export interface Formats {
  readonly file: SpecFile;
  readonly formats: Readonly<Record<string, PatternFormat | StorageFormat>>;
  /** The pattern formats only, by format. */
  readonly patterns: Readonly<Record<string, PatternFormat>>;
}

/** Reads spec/formats.yaml; every pattern must compile. */
function readFormatsOnce(spec: SpecSource): Formats {
  const file = spec.read(FORMATS);
  const raw = readYaml<{ formats?: unknown }>(file)?.formats;
  if (!isObject(raw)) fail(FORMATS, "needs formats");
  const formats: Record<string, PatternFormat | StorageFormat> = {};
  const patterns: Record<string, PatternFormat> = {};
  for (const [format, entry] of Object.entries(raw)) {
    if (isObject(entry) && entry.storage === true) {
      formats[format] = { storage: true };
    } else if (
      isObject(entry) &&
      typeof entry.name === "string" &&
      typeof entry.pattern === "string"
    ) {
      try {
        new RegExp(entry.pattern);
      } catch (error) {
        fail(FORMATS, `formats.${format}.pattern does not compile: ${(error as Error).message}`);
      }
      patterns[format] = formats[format] = { name: entry.name, pattern: entry.pattern };
    } else {
      fail(FORMATS, `formats.${format} needs a name and a pattern, or storage: true`);
    }
  }
  return { file, formats, patterns };
}

/** Every `format` a JSON document states, with where it first does. */
function formatsUsed(value: unknown, path: string, out: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) formatsUsed(item, `${path}/${i}`, out);
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.format === "string" && !out.has(value.format)) out.set(value.format, path);
  for (const [key, child] of Object.entries(value)) formatsUsed(child, `${path}/${key}`, out);
}

/**
 * The report's line on each format a live document uses that spec/formats.yaml does not say the
 * meaning of: its values are read as their base type, and the table could give it its meaning.
 */
export function unknownFormatNotes(
  formats: Formats,
  document: SpecFile,
  parsed: unknown,
): string[] {
  const used = new Map<string, string>();
  formatsUsed(parsed, "#", used);
  return [...used]
    .filter(([format]) => !(format in formats.formats))
    .map(
      ([format, where]) =>
        `format ${format} (${document.path} ${where}) has no meaning in ${FORMATS}: its values are read as their base type; ${FORMATS} could say what it means`,
    );
}

/**
 * A schema tree with each format spec/formats.yaml does not know left out, so that every reader
 * (types, decoders, checks, the sandbox's validator) takes the value as its base type.
 */
export function withKnownFormats(value: unknown, formats: Formats): unknown {
  if (Array.isArray(value)) return value.map((item) => withKnownFormats(item, formats));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "format" && typeof child === "string" && !(child in formats.formats)) continue;
    out[key] = withKnownFormats(child, formats);
  }
  return out;
}

/**
 * spec/formats.yaml, read (once per spec).
 *
 * @example
 * const { patterns } = readFormats(spec)
 */
export const readFormats: (spec: SpecSource) => Formats = perSpec(readFormatsOnce);
