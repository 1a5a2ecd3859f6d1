import type { LineElement, LineKind, RecordingModel } from "./model.js";
import { typeOf, type Values } from "./values.js";

/** A JSDoc block of one sentence (or more) and an example, as text. */
export function docText(description: string, example: string): string {
  const lines = description
    .trim()
    .split("\n")
    .map((l) => ` * ${l}`.trimEnd());
  return `/**\n${lines.join("\n")}\n *\n * @example\n * ${example}\n */\n`;
}

/** A one-line JSDoc comment, or nothing. */
function shortDoc(text: string | undefined): string {
  return text ? `/** ${text.replace(/\*\//g, "*\\/")} */\n` : "";
}

/** `const value: T = <the schema's first example>`, for a named type's JSDoc. */
function exampleOf(typeName: string, example: unknown): string {
  return `const value: ${typeName} = ${JSON.stringify(example)}`;
}

/** The exported types and constants of the values `$defs` names with `x-type`. */
export function valueTypes(model: RecordingModel, values: Values): string {
  const out: string[] = [];
  for (const value of model.values) {
    if (value.typeName === undefined) continue;
    const { node, typeName } = value;
    const description = value.description ?? typeName;
    if (node.kind === "enum") {
      const list = `${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}s`;
      out.push(
        `${docText(`The values of {@link ${typeName}}, in the schema's order.`, `${list}.includes(${JSON.stringify(node.values[0])})`)}export const ${list} = ${JSON.stringify(node.values)} as const;`,
        `${docText(description, exampleOf(typeName, value.example))}export type ${typeName} = (typeof ${list})[number];`,
      );
    } else if (node.kind === "fields") {
      const properties = node.properties
        .map((p) => `${shortDoc(p.description)}readonly ${p.name}: ${typeOf(p.node, values)};`)
        .join("\n");
      out.push(
        `${docText(description, exampleOf(typeName, value.example))}export interface ${typeName} {\n${properties}\n}`,
      );
    } else {
      out.push(
        `${docText(description, exampleOf(typeName, value.example))}export type ${typeName} = ${typeOf(node, values)};`,
      );
    }
  }
  return out.join("\n\n");
}

/** The properties of one kind of entry: those of every kind of line that reads into it. */
function entryProperties(kinds: readonly LineKind[], values: Values): string {
  const seen = new Map<string, { element: LineElement; optional: boolean }>();
  for (const kind of kinds) {
    for (const element of kind.elements) {
      const inAll = kinds.every((k) => k.elements.some((e) => e.property === element.property));
      const optional = element.optional || !inAll;
      const known = seen.get(element.property);
      if (!known) seen.set(element.property, { element, optional });
    }
  }
  return [...seen.values()]
    .map(({ element, optional }) => {
      const doc =
        element.description ??
        (kinds.length > 1 && optional
          ? `Only on ${kinds
              .filter((k) => k.elements.includes(element))
              .map((k) => k.tag)
              .join(" and ")} lines.`
          : undefined);
      return `${shortDoc(doc)}readonly ${element.property}${optional ? "?" : ""}: ${typeOf(element.node, values)};`;
    })
    .join("\n");
}

/** The kinds of line, grouped by the kind of entry they read into, in the schema's order. */
export function entryKinds(model: RecordingModel): Map<string, LineKind[]> {
  const byEntry = new Map<string, LineKind[]>();
  for (const kind of model.kinds) {
    const group = byEntry.get(kind.entry) ?? [];
    group.push(kind);
    byEntry.set(kind.entry, group);
  }
  return byEntry;
}

/** `RecordingHeader` and `RecordingEntry`. */
export function recordTypes(model: RecordingModel, values: Values): string {
  const header = model.header
    .map(
      (p) =>
        `${shortDoc(p.description)}readonly ${p.name}${p.required ? "" : "?"}: ${typeOf(p.node, values)};`,
    )
    .join("\n");
  const members = [...entryKinds(model)].map(
    ([entry, kinds]) =>
      `| {\n/** ${kinds.map((k) => `${k.tag}: ${k.title}`).join("; ")}. */\nreadonly kind: ${JSON.stringify(entry)};\n${entryProperties(kinds, values)}\n}`,
  );
  return `${docText(
    "The first line of a market recording: what the file is, its version, the markets recorded.",
    `const header: RecordingHeader = { format: RECORDING_FORMAT, version: RECORDING_VERSION, symbols: ["BTCUSD"] }`,
  )}export interface RecordingHeader {
/** What the file is. */
readonly format: typeof RECORDING_FORMAT;
/** The version of the format the file was written in. */
readonly version: number;
${header}
}

${docText(
  `One line of a market recording after the header, read: ${model.kinds.map((k) => `${k.title} (${k.tag})`).join(", ")}.`,
  "const entry: RecordingEntry = decodeRecordingEntry(text, 2)",
)}export type RecordingEntry =
${members.join("\n")};`;
}
