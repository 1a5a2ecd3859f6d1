import {
  type FunctionDeclarationStructure,
  type ImportDeclarationStructure,
  IndentationText,
  type InterfaceDeclarationStructure,
  NewLineKind,
  Project,
  QuoteKind,
  type StatementStructures,
  StructureKind,
  type TypeAliasDeclarationStructure,
  ts,
  type VariableStatementStructure,
} from "ts-morph";
import { type SpecFile, sha256 } from "./spec.js";

/** A file a generator writes, with its path relative to the repository root. */
export interface GeneratedFile {
  readonly path: string;
  readonly contents: string;
}

/**
 * The first line(s) of every generated file: which spec files its content comes from, and the
 * sha256 of that content (everything after the header). A spec change that leaves a file's
 * content as it was leaves the file as it was, so a live change's diff holds only what it changes.
 */
export function header(sources: readonly SpecFile[], body: string): string {
  const names = [...new Set(sources.map((s) => s.path))];
  const digest = `content sha256 ${sha256(body)}`;
  if (names.length === 1) {
    return `// Generated from ${names[0]} (${digest}). Do not edit; run pnpm generate.\n`;
  }
  return `// Generated from:\n${names.map((n) => `//   ${n}\n`).join("")}// (${digest}) Do not edit; run pnpm generate.\n`;
}

/** What the header of a generated file says: its spec files, and the sha256 of its content. */
export interface ParsedHeader {
  readonly sources: readonly string[];
  readonly sha256: string | undefined;
  /** True when the content after the header still has the sha256 the header records. */
  readonly intact: boolean;
}

/** The header of a generated file, parsed back: used by the drift check to explain a difference. */
export function parseHeader(contents: string): ParsedHeader {
  const end = contents.indexOf("Do not edit; run pnpm generate.\n");
  if (end < 0) return { sources: [], sha256: undefined, intact: false };
  const head = contents.slice(0, end);
  const body = contents.slice(end + "Do not edit; run pnpm generate.\n".length + 1);
  const digest = /content sha256 ([0-9a-f]{64})/.exec(head)?.[1];
  return {
    sources: [...head.matchAll(/(spec\/[^\s()]+)/g)].map((m) => m[1] ?? ""),
    sha256: digest,
    intact: digest !== undefined && digest === sha256(body),
  };
}

/** A generated file: its header, a blank line, and its body ending in one newline. */
function generatedFile(path: string, sources: readonly SpecFile[], body: string): GeneratedFile {
  const text = `${body.trimEnd()}\n`;
  return { path, contents: `${header(sources, text)}\n${text}` };
}

const project = new Project({
  useInMemoryFileSystem: true,
  manipulationSettings: {
    indentationText: IndentationText.TwoSpaces,
    newLineKind: NewLineKind.LineFeed,
    quoteKind: QuoteKind.Double,
    useTrailingCommas: true,
  },
});

type Structure<K extends StructureKind, S> = Omit<S, "kind"> & { readonly kind?: K };

/**
 * What a generator adds a file's statements through: the part of ts-morph's SourceFile the
 * generators use, collected in order and printed in one pass. Adding to a SourceFile one statement
 * at a time reparses the whole file each time, which made generation quadratic in a file's size.
 */
export interface FileBuilder {
  addImportDeclaration(
    structure: Structure<StructureKind.ImportDeclaration, ImportDeclarationStructure>,
  ): void;
  addTypeAlias(structure: Structure<StructureKind.TypeAlias, TypeAliasDeclarationStructure>): void;
  addInterface(structure: Structure<StructureKind.Interface, InterfaceDeclarationStructure>): void;
  addFunction(structure: Structure<StructureKind.Function, FunctionDeclarationStructure>): void;
  addVariableStatement(
    structure: Structure<StructureKind.VariableStatement, VariableStatementStructure>,
  ): void;
  /** Code as text (one or more statements) or as structures, after what is there. */
  addStatements(statements: string | readonly (string | StatementStructures)[]): void;
  /** Variable statements at `index` among the additions so far (see `statementCount`). */
  insertVariableStatements(
    index: number,
    structures: readonly Structure<StructureKind.VariableStatement, VariableStatementStructure>[],
  ): void;
  /** How many additions there are so far: an index for `insertVariableStatements`. */
  statementCount(): number;
}

/** A FileBuilder that keeps the statements, to be added to a SourceFile at once. */
function collector(): FileBuilder & { readonly statements: (string | StatementStructures)[] } {
  const statements: (string | StatementStructures)[] = [];
  const add = <S>(kind: StructureKind, structure: S) =>
    statements.push({ ...structure, kind } as unknown as StatementStructures);
  return {
    statements,
    addImportDeclaration: (s) => add(StructureKind.ImportDeclaration, s),
    addTypeAlias: (s) => add(StructureKind.TypeAlias, s),
    addInterface: (s) => add(StructureKind.Interface, s),
    addFunction: (s) => add(StructureKind.Function, s),
    addVariableStatement: (s) => add(StructureKind.VariableStatement, s),
    addStatements: (added) => {
      if (typeof added === "string") statements.push(added);
      else statements.push(...added);
    },
    insertVariableStatements: (index, structures) => {
      statements.splice(
        index,
        0,
        ...structures.map(
          (s) => ({ ...s, kind: StructureKind.VariableStatement }) as StatementStructures,
        ),
      );
    },
    statementCount: () => statements.length,
  };
}

/**
 * Builds one generated TypeScript file with ts-morph. `build` adds declarations to the file; they
 * are printed in one pass, formatted, prefixed with the header, and end in one newline.
 */
export function emitTypeScript(
  path: string,
  sources: readonly SpecFile[],
  build: (file: FileBuilder) => void,
): GeneratedFile {
  const added = collector();
  build(added);
  const file = project.createSourceFile(`/${path}`, "", { overwrite: true });
  file.addStatements(added.statements);
  file.formatText({
    indentSize: 2,
    convertTabsToSpaces: true,
    ensureNewLineAtEndOfFile: true,
    insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
    semicolons: ts.SemicolonPreference.Insert,
  });
  const body = file
    .getFullText()
    .replace(/([^\n])\n(\/\*\*)/g, "$1\n\n$2")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd();
  project.removeSourceFile(file);
  return generatedFile(path, sources, body);
}

/** A file whose text is already complete (JSON, or TypeScript from another tool). */
export function emitText(path: string, sources: readonly SpecFile[], text: string): GeneratedFile {
  return generatedFile(path, sources, text);
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A key of an object literal: bare when it is an identifier, quoted otherwise. */
export function propertyKey(key: string): string {
  return identifier.test(key) ? key : JSON.stringify(key);
}

/**
 * A TypeScript literal for a JSON-like value, keys in their source order. Integers beyond 2^53
 * are an error: protocol numbers that large belong in strings or bigints.
 */
export function literal(value: unknown, indent = ""): string {
  const next = `${indent}  `;
  if (value === null) return "null";
  if (typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
      throw new Error(`cannot emit ${value} as a number literal`);
    }
    return String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((v) => literal(v, next));
    const flat = `[${items.join(", ")}]`;
    if (flat.length <= 80 && !flat.includes("\n")) return flat;
    return `[\n${items.map((i) => `${next}${i},\n`).join("")}${indent}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([k, v]) => `${next}${propertyKey(k)}: ${literal(v, next)},\n`).join("")}${indent}}`;
  }
  throw new Error(`cannot emit a literal of type ${typeof value}`);
}

/** `orderStatus` from `OrderStatus`, for value names beside a type name. */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Puts a JSDoc block on top-level interfaces of generated text (openapi-typescript's `components`
 * and `operations`), so that exported generated types carry documentation like every export.
 */
export function documentInterfaces(text: string, docs: Readonly<Record<string, string>>): string {
  return text.replace(/^export interface (\w+) \{/gm, (line, name: string) => {
    const doc = docs[name];
    if (doc === undefined) return line;
    const body = doc
      .split("\n")
      .map((l) => (l ? ` * ${l}` : " *"))
      .join("\n");
    return `/**\n${body}\n */\n${line}`;
  });
}
