import { SpecError } from "../../json.js";
import { type LineKind, RECORDING_SCHEMA, type RecordingModel } from "./model.js";
import { docText, entryKinds } from "./types.js";
import { childRead, readerBody, readerName, typeOf, type Values } from "./values.js";

/** The constants of the format, the error every refused line throws, and the kinds of line. */
export function constants(model: RecordingModel): string {
  const tags = model.kinds.map((k) => k.tag);
  const table = model.kinds
    .map((k) => `${k.tag}: { entry: ${JSON.stringify(k.entry)}, since: ${k.since} },`)
    .join("\n");
  const leading = [...new Set(model.kinds.filter((k) => k.afterHeader).map((k) => k.entry))];
  return `${docText("The `format` of a market recording's header line.", "JSON.parse(firstLine).format === RECORDING_FORMAT")}export const RECORDING_FORMAT = ${JSON.stringify(model.format)};

${docText("The version of the market recording format this package writes, and the newest it reads.", 'if (header.version > RECORDING_VERSION) console.log("a newer perpkit wrote this")')}export const RECORDING_VERSION = ${model.version};

${docText("The oldest version of the market recording format this package reads.", "const readable = version >= RECORDING_OLDEST_VERSION && version <= RECORDING_VERSION")}export const RECORDING_OLDEST_VERSION = ${model.oldest};

${docText("What each version of the market recording format holds, by version.", "console.log(recordingVersions[RECORDING_VERSION])")}export const recordingVersions = ${JSON.stringify(model.versions, null, 2)} as const;

${docText("Every kind of line after the header, by its first element: the kind of entry it reads into,\nand the version it came with.", `recordingLineKinds.${model.kinds[0]?.tag}.since // the version its lines came with`)}export const recordingLineKinds = {
${table}
} as const;

${docText("The kinds of entry whose lines come right after the header, before any other line.", "leadingEntryKinds.includes(entry.kind)")}export const leadingEntryKinds: readonly RecordingEntry["kind"][] = ${JSON.stringify(leading)};

${docText(
  "A line of a recording that cannot be read or played: `line` is its number in the file (blank lines\ncounted, the header is line 1), `field` what in it is wrong (`time`, `bids.3.price`, `version`),\n`problem` what is wrong with it, and `file` the file, when the reader was given several.",
  "try { decodeRecordingEntry(text, 8) } catch (e) { if (e instanceof RecordingLineError) console.log(e.line, e.field) }",
)}export class RecordingLineError extends PerpkitError {
  override readonly name = "RecordingLineError";
  declare readonly line: number;
  declare readonly field: string;
  declare readonly problem: string;
  declare readonly file: string | undefined;
  constructor(line: number, field: string, problem: string, file?: string) {
    super("RECORDING_LINE", \`\${file === undefined ? "" : \`\${file}: \`}line \${line}: \${field} \${problem}\`);
    this.line = line;
    this.field = field;
    this.problem = problem;
    this.file = file;
  }
}

function fail(line: number, field: string, problem: string): never {
  throw new RecordingLineError(line, field, problem);
}

/** A kind of line the file's version does not have yet. */
function since(line: number, tag: string, came: number, version: number): void {
  if (version < came) {
    fail(line, "kind", \`is \${tag}, which version \${version} files do not have: it came with version \${came}\`);
  }
}

/** A line holding more elements than its kind has. */
function most(row: readonly unknown[], line: number, tag: string, elements: number): void {
  if (row.length > elements) {
    fail(line, "line", \`holds \${row.length} elements; a \${tag} line holds at most \${elements}\`);
  }
}

/** The tags of every kind of line, for a refusal. */
const TAGS = ${JSON.stringify(tags.slice(0, -1).join(", ") + (tags.length > 1 ? ` or ${tags.at(-1)}` : ""))};`;
}

/** One reader function of each value of `$defs`. */
export function readers(values: Values): string {
  return [...values.values()]
    .map((value) => {
      const type = value.typeName ?? typeOf(value.node, values);
      return `/** ${value.description ?? value.name} */
function ${readerName(value.name)}(value: unknown, line: number, field: string): ${type} {
${readerBody(value.node, values, `$defs.${value.name}`)}
}`;
    })
    .join("\n\n");
}

/** The decoder's case of one kind of line: checks each element and builds the entry. */
function decodeCase(kind: LineKind, values: Values): string {
  const reads = kind.elements.map((element, i) =>
    childRead(
      element.node,
      `row[${i + 1}]`,
      JSON.stringify(element.field),
      values,
      `$defs.${kind.entry}.${element.field}`,
    ),
  );
  const lines: string[] = [];
  const fields: string[] = [];
  kind.elements.forEach((element, i) => {
    const read = reads[i] as { check: string; result: string };
    const name = `e${i + 1}`;
    const type = typeOf(element.node, values);
    if (element.optional) {
      lines.push(
        `let ${name}: ${type} | undefined;\nif (row[${i + 1}] !== undefined) {\n${read.check}${name} = ${read.result};\n}`,
      );
      fields.push(`...(${name} === undefined ? {} : { ${element.property}: ${name} })`);
    } else {
      lines.push(`${read.check}const ${name} = ${read.result};`);
      fields.push(`${element.property}: ${name}`);
    }
  });
  const came =
    kind.since > 1 ? `since(line, ${JSON.stringify(kind.tag)}, ${kind.since}, version);\n` : "";
  return `case ${JSON.stringify(kind.tag)}: {
${came}most(row, line, ${JSON.stringify(kind.tag)}, ${kind.elements.length + 1});
${lines.join("\n")}
return { kind: ${JSON.stringify(kind.entry)}, ${fields.join(", ")} };
}`;
}

/** The elements of a line of `kind` built from `entry`; a value of fixed fields is copied. */
function rowOf(kind: LineKind, values: Values): string {
  const required = kind.elements.filter((e) => !e.optional);
  const parts = required.map((element) => {
    const node = element.node.kind === "ref" ? values.get(element.node.name)?.node : element.node;
    if (node?.kind === "fields") {
      return `{ ${node.properties.map((p) => `${p.name}: entry.${element.property}.${p.name}`).join(", ")} }`;
    }
    return `entry.${element.property}`;
  });
  return `[${[JSON.stringify(kind.tag), ...parts].join(", ")}]`;
}

/** The encoder's case of one kind of entry, choosing among the kinds of line that read into it. */
function encodeCase(entry: string, kinds: readonly LineKind[], values: Values): string {
  const [first, second, ...more] = kinds;
  if (!first || more.length > 0) {
    throw new SpecError(RECORDING_SCHEMA, `${entry}: at most two kinds of line may share an entry`);
  }
  let choose = `row = ${rowOf(first, values)};`;
  if (second) {
    // The kind with a property the other lacks is written when the entry has it.
    const extra = second.elements.find(
      (e) => !e.optional && !first.elements.some((f) => f.property === e.property),
    );
    const other = first.elements.find(
      (e) => !e.optional && !second.elements.some((f) => f.property === e.property),
    );
    if (!extra || other) {
      throw new SpecError(
        RECORDING_SCHEMA,
        `${entry}: of two kinds of line that share it, one must have all the other's elements and one more`,
      );
    }
    choose = `row = entry.${extra.property} === undefined ? ${rowOf(first, values)} : ${rowOf(second, values)};`;
  }
  const optional = [first, second]
    .flatMap((k) => k?.elements.filter((e) => e.optional) ?? [])
    .map((e) => `if (entry.${e.property} !== undefined) row.push(entry.${e.property});`);
  return [`case ${JSON.stringify(entry)}:`, choose, ...optional, "break;"].join("\n");
}

/** One reader function of each property of the header but its format and version. */
export function headerReaders(model: RecordingModel, values: Values): string {
  return model.header
    .map(
      (p) => `/** The header's ${p.name}. */
function ${readerName(`header-${p.name}`)}(value: unknown, line: number, field: string): ${typeOf(p.node, values)} {
${readerBody(p.node, values, `$defs.header.properties.${p.name}`)}
}`,
    )
    .join("\n\n");
}

/** The encoders and decoders of the header and of every kind of line. */
export function codecFunctions(model: RecordingModel, values: Values): string {
  const headerReads = model.header.map((p) => ({
    property: p,
    read: {
      check: "",
      result: `${readerName(`header-${p.name}`)}(object.${p.name}, line, ${JSON.stringify(p.name)})`,
    },
  }));
  const optionalHeader = model.header.filter((p) => !p.required);
  const encodeCases = [...entryKinds(model)].map(([entry, kinds]) =>
    encodeCase(entry, kinds, values),
  );
  return `${docText("The header line of a recording, with its line break.", 'write(encodeRecordingHeader(["BTCUSD", "ETHUSD"]))')}export function encodeRecordingHeader(symbols: readonly string[], ${optionalHeader.map((p) => `${p.name}?: ${typeOf(p.node, values)}`).join(", ")}): string {
  const header: RecordingHeader = {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    symbols,
    ${optionalHeader.map((p) => `...(${p.name} === undefined ? {} : { ${p.name} }),`).join("\n")}
  };
  return \`\${JSON.stringify(header)}\\n\`;
}

${docText("One entry as its line of the file, with its line break. It writes the entry as given;\n{@link decodeRecordingEntry} is what checks a line.", 'write(encodeRecordingEntry({ kind: "gap", symbol: "BTCUSD", time: 1767225600000, reason: "reconnect" }))')}export function encodeRecordingEntry(entry: RecordingEntry): string {
  let row: unknown[];
  switch (entry.kind) {
    ${encodeCases.join("\n")}
  }
  return \`\${JSON.stringify(row)}\\n\`;
}

/** A header's version: a whole number from the oldest to the newest this package reads. */
function readVersion(value: unknown, line: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < RECORDING_OLDEST_VERSION) {
    const shown = typeof value === "string" ? \`\${describeValue(value)}, a string\` : describeValue(value);
    fail(line, "version", \`must be a whole number from \${RECORDING_OLDEST_VERSION}, got \${shown}\`);
  }
  if (value > RECORDING_VERSION) {
    fail(line, "version", \`is \${value}; this perpkit reads \${RECORDING_VERSION} and older\`);
  }
  return value;
}

${docText("Reads a recording's header line. Throws a RecordingLineError naming the field for anything\nelse, or a version this package does not read; `line` is the header's number in the file (1\nunless blank lines come first).", "const { symbols, version } = decodeRecordingHeader(firstLine)")}export function decodeRecordingHeader(text: string, line = 1): RecordingHeader {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(line, "header", "is not JSON: a recording starts with its header");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || (value as Record<string, unknown>).format !== RECORDING_FORMAT) {
    fail(line, "format", \`is not the header of a \${RECORDING_FORMAT} file\`);
  }
  const object = value as Record<string, unknown>;
  const version = readVersion(object.version, line);
  ${headerReads
    .map(({ property, read }) =>
      property.required
        ? `${read.check}const ${property.name} = ${read.result};`
        : `let ${property.name}: ${typeOf(property.node, values)} | undefined;\nif (object.${property.name} !== undefined) {\n${read.check}${property.name} = ${read.result};\n}`,
    )
    .join("\n")}
  return {
    format: RECORDING_FORMAT,
    version,
    ${model.header.map((p) => (p.required ? `${p.name},` : `...(${p.name} === undefined ? {} : { ${p.name} }),`)).join("\n")}
  };
}

${docText("Reads one line of a recording after the header; `line` is its number in the file and\n`version` the file's (its header's), for the RecordingLineError a line that cannot be read\nthrows, naming the field (`time`, `bids.3.price`, ...).", 'const entry = decodeRecordingEntry(\'["T","BTCUSD",1767225600000,"60000","0.5",0]\', 2)')}export function decodeRecordingEntry(source: string, line: number, version: number = RECORDING_VERSION): RecordingEntry {
  let row: unknown;
  try {
    row = JSON.parse(source);
  } catch {
    fail(line, "line", "is not JSON");
  }
  if (!Array.isArray(row)) fail(line, "line", \`must be a JSON array, got \${describeValue(row)}\`);
  switch (row[0]) {
    ${model.kinds.map((k) => decodeCase(k, values)).join("\n")}
    default:
      return fail(line, "kind", \`is \${describeValue(row[0])}, not \${TAGS}\`);
  }
}`;
}
