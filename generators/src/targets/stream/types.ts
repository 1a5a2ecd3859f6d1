import { emitTypeScript, type FileBuilder, type GeneratedFile } from "../../emit.js";
import type { SpecFile } from "../../spec.js";
import { fail, type Model, type Named, type Node, OUT, type ReadableWith } from "./model.js";

// types.ts of @perpkit/stream: one type per schema, with the short keys the gateway sends, and a
// readable twin of each payload record, with the names the layer gives them.

/** A schema's type name in one vocabulary: its own, or its readable twin's. */
type Rename = (name: string) => string;

function knownType(named: Named): string {
  const values = named.known ?? [];
  const open =
    named.node.kind === "primitive" && named.node.types[0] === "string"
      ? "(string & {})"
      : "(number & {})";
  return [...values.map((v) => JSON.stringify(v)), open].join(" | ");
}

function docOf(description: string | undefined, readable?: string): string | undefined {
  const lines = [description, readable].filter((l): l is string => Boolean(l));
  return lines.length > 0 ? lines.join("\n\n") : undefined;
}

/** The readable variant's name of a schema, when it has one. */
function readableName(model: Model, readable: ReadonlySet<string>, name: string): string {
  const words = model.schemas.get(name)?.readableWith;
  if (words) return words.type;
  return readable.has(name) ? `Readable${name}` : name;
}

/** What a property's documentation adds: its name in the other vocabulary, when it differs. */
function propertyDoc(p: Extract<Node, { kind: "object" }>["props"][number], readable: boolean) {
  const hint =
    p.key === p.name
      ? undefined
      : readable
        ? `Short key \`${p.key}\`.`
        : `Readable name \`${p.name}\`.`;
  return docOf(p.description, hint);
}

/** A TypeScript type expression for a node; `rename` gives each referenced schema's name. */
export function typeExpression(node: Node, rename?: Rename): string {
  switch (node.kind) {
    case "ref":
      return rename ? rename(node.name) : node.name;
    case "primitive":
      return node.types.map((t) => (t === "integer" ? "number" : t)).join(" | ");
    case "const":
      return JSON.stringify(node.value);
    case "any":
      return "unknown";
    case "array": {
      const items = typeExpression(node.items, rename);
      return /[|&]/.test(items) ? `(${items})[]` : `${items}[]`;
    }
    case "tuple":
      return `[${node.items.map((i) => typeExpression(i, rename)).join(", ")}]`;
    case "object": {
      const readable = rename !== undefined;
      const members = node.props.map((p) => {
        const key = readable ? p.name : p.key;
        return `${key}${p.required ? "" : "?"}: ${typeExpression(p.node, rename)}`;
      });
      return `{ ${members.join("; ")} }`;
    }
    case "nullable":
      return `${typeExpression(node.node, rename)} | null`;
    case "union":
      // The readable mappers pass a choice on as it is: its options keep their own keys.
      return node.options.map((o) => typeExpression(o)).join(" | ");
    case "map":
      return `Record<string, ${typeExpression(node.values)}>`;
  }
}

/** Schemas reachable from the channel payloads that have short keys: they get readable twins. */
export function readableSchemas(model: Model): Set<string> {
  const out = new Set<string>();
  const walk = (node: Node): void => {
    if (node.kind === "ref") {
      const named = model.schemas.get(node.name);
      if (named?.node.kind === "object" && !out.has(node.name)) {
        out.add(node.name);
        walk(named.node);
      }
    } else if (node.kind === "array") walk(node.items);
    else if (node.kind === "nullable") walk(node.node);
    else if (node.kind === "tuple") node.items.forEach(walk);
    else if (node.kind === "object") for (const p of node.props) walk(p.node);
  };
  for (const channel of model.channels) walk({ kind: "ref", name: channel.payload });
  return out;
}

/** The `x-readable` primitives that properties of readable schemas refer to. */
export function readableWordsUsed(model: Model, readable: ReadonlySet<string>): ReadableWith[] {
  const used = new Map<string, ReadableWith>();
  const visit = (node: Node): void => {
    if (node.kind === "ref") {
      const words = model.schemas.get(node.name)?.readableWith;
      if (words) used.set(words.function, words);
    } else if (node.kind === "array") visit(node.items);
    else if (node.kind === "nullable") visit(node.node);
    else if (node.kind === "tuple") node.items.forEach(visit);
  };
  for (const name of readable) {
    const node = model.schemas.get(name)?.node;
    if (node?.kind === "object") for (const p of node.props) visit(p.node);
  }
  return [...used.values()].sort((a, b) => a.function.localeCompare(b.function));
}

/** An interface for a record, a type alias for anything else, each with its documentation. */
function addType(
  file: FileBuilder,
  name: string,
  node: Node | string,
  docs: string | undefined,
  rename?: Rename,
): void {
  const withDocs = docs ? { docs: [docs] } : {};
  if (typeof node === "string" || node.kind !== "object") {
    const type = typeof node === "string" ? node : typeExpression(node, rename);
    file.addTypeAlias({ isExported: true, name, type, ...withDocs });
    return;
  }
  const readable = rename !== undefined;
  file.addInterface({
    isExported: true,
    name,
    ...withDocs,
    properties: node.props.map((p) => {
      const doc = propertyDoc(p, readable);
      return {
        name: readable ? p.name : p.key,
        hasQuestionToken: !p.required,
        type: typeExpression(p.node, rename),
        ...(doc ? { docs: [doc] } : {}),
      };
    }),
  });
}

/** One schema's type: an open enumeration, a record, or a value with its example. */
function addSchemaType(file: FileBuilder, named: Named): void {
  const example = (code: string) => `@example\n${code}`;
  if (named.known) {
    const values = named.knownDescriptions
      ? Object.entries(named.knownDescriptions)
          .map(([v, d]) => `- \`${v}\`: ${d}`)
          .join("\n")
      : undefined;
    const open = "Open: the service may send values this version does not know.";
    const usage = example(`const value: ${named.name} = ${JSON.stringify(named.known[0])};`);
    const docs = docOf(named.description, [values, open, usage].filter(Boolean).join("\n\n"));
    addType(file, named.name, knownType(named), docs);
  } else if (named.node.kind === "object") {
    const usage = example(`const value: ${named.name} = decode${named.name}(JSON.parse(text));`);
    addType(file, named.name, named.node, docOf(named.description, usage));
  } else {
    if (named.example === undefined) {
      fail(`components.schemas.${named.name}`, "needs an examples entry for its documentation");
    }
    const usage = example(`const value: ${named.name} = ${JSON.stringify(named.example)};`);
    addType(file, named.name, named.node, docOf(named.description, usage));
  }
}

/** types.ts: every schema's type, then the readable twin of each payload record. */
export function typesFile(sources: readonly SpecFile[], model: Model): GeneratedFile {
  const readable = readableSchemas(model);
  return emitTypeScript(`${OUT}/types.ts`, sources, (file) => {
    const wordTypes = [...new Set(readableWordsUsed(model, readable).map((w) => w.type))];
    if (wordTypes.length > 0) {
      file.addImportDeclaration({
        isTypeOnly: true,
        moduleSpecifier: "@perpkit/core",
        namedImports: wordTypes.sort(),
      });
    }
    for (const named of model.schemas.values()) addSchemaType(file, named);
    for (const name of readable) {
      const named = model.schemas.get(name) as Named;
      const usage = `@example\nconst value: Readable${name} = toReadable${name}(decode${name}(JSON.parse(text)));`;
      const docs = docOf(named.description, `${name} with readable property names.\n\n${usage}`);
      addType(file, `Readable${name}`, named.node, docs, (ref) =>
        readableName(model, readable, ref),
      );
    }
  });
}
