import { execFileSync } from "node:child_process";

// The paths a Markdown document names in its code (inline code and fenced blocks), and which of
// them name nothing in the repository, so a guide that cites a file that moved or never existed
// fails a test instead of sending a reader looking.

/** A path a document names, and the line it is on (1-based). */
export interface NamedPath {
  readonly path: string;
  readonly line: number;
}

/** Extensions of source modules: a bare name with one (`dispatch.ts`) must name a file. */
const MODULE = /^[\w.<>*-]+\.(ts|mts|cts|js|mjs|cjs)$/;
/** Characters no path of ours holds: a token with one is code or prose, not a path. */
const NOT_A_PATH = /[:=@{}[\]|\\$`,;!?()]/;

/** The code of each line: the whole line in a fenced block, else its inline code spans. */
function codeOf(markdown: string): { readonly code: string; readonly line: number }[] {
  const out: { code: string; line: number }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) out.push({ code: text, line: index + 1 });
    else
      for (const span of text.matchAll(/`([^`]+)`/g))
        out.push({ code: span[1] ?? "", line: index + 1 });
  });
  return out;
}

/** A token as a path: quotes and trailing punctuation off; undefined when it is none. */
function asPath(token: string): string | undefined {
  const path = token.replace(/^["'(]+/, "").replace(/["'),.:;]+$/, "");
  if (path.length === 0 || NOT_A_PATH.test(path) || /^[/#~-]/.test(path)) return undefined;
  if (/^\d/.test(path) || path.startsWith("<!")) return undefined;
  if (path.includes("/")) return path.replace(/^\.\//, "");
  return MODULE.test(path) ? path : undefined;
}

/**
 * Every path the code of a Markdown text names: tokens with a slash (`spec/limits.yaml`,
 * `packages/<package>/src/`, `src/engine/`) and bare module names (`dispatch.ts`). A placeholder
 * (`<package>`, even with spaces) stands for one path segment, `*` for any part of one.
 *
 * @example
 * namedPaths("Edit `spec/limits.yaml`.") // [{ path: "spec/limits.yaml", line: 1 }]
 */
export function namedPaths(markdown: string): NamedPath[] {
  const out: NamedPath[] = [];
  for (const { code, line } of codeOf(markdown)) {
    const joined = code.replace(/<[^<>]+>/g, (p) => p.replace(/\s+/g, "-"));
    for (const token of joined.split(/\s+/)) {
      const path = asPath(token);
      if (path !== undefined) out.push({ path, line });
    }
  }
  return out;
}

/** A named path as a pattern over repository paths: placeholders one segment, `*` any part. */
function patternOf(path: string): string {
  return path
    .replace(/\/+$/, "")
    .split(/(<[^<>]+>|\*)/)
    .map((part) => {
      if (part === "*") return "[^/]*";
      if (/^<[^<>]+>$/.test(part)) return "[^/]+";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
}

/**
 * Whether a named path names something in `files` (repository paths, forward slashes): a path
 * that starts at a top-level entry is read from the root, any other (`src/engine/`,
 * `traces/order.ts`) as the end of some path, a bare module name as some file's name. A folder
 * exists when a file is inside it.
 *
 * @example
 * resolves("tools/routes", ["tools/routes/main.ts"]) // true
 */
export function resolves(path: string, files: readonly string[]): boolean {
  const pattern = patternOf(path);
  const first = path.split("/")[0] ?? "";
  const fromRoot =
    path.includes("/") && !/[<*]/.test(first) && files.some((f) => f.startsWith(`${first}/`));
  const anchor = fromRoot ? "^" : "(^|/)";
  const tail = path.includes("/") ? "(/|$)" : "$";
  const regex = new RegExp(`${anchor}${pattern}${tail}`);
  return files.some((file) => regex.test(file));
}

/**
 * The repository's files, tracked or not yet added (git's ignored files left out), relative to
 * `root`.
 *
 * @example
 * repositoryFiles(repoRoot).includes("CONTRIBUTING.md") // true
 */
export function repositoryFiles(root: string): string[] {
  const text = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return text.split("\n").filter((line) => line.length > 0);
}

/**
 * True when git ignores the path, or a path of its shape (a placeholder or `*` taken as one
 * name): an output the tools write (`packed/*.tgz`, `docs/api/`).
 */
function ignored(root: string, path: string): boolean {
  const example = path.replace(/<[^<>]+>|\*/g, "x");
  try {
    execFileSync("git", ["check-ignore", "-q", example], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * The paths a Markdown document names that name nothing in the repository, each as
 * `line N: path`; an output the tools write, which git ignores, counts as named.
 *
 * @example
 * missingPaths(readFileSync("CONTRIBUTING.md", "utf8"), repoRoot) // []
 */
export function missingPaths(markdown: string, root: string): string[] {
  const files = repositoryFiles(root);
  return namedPaths(markdown)
    .filter(({ path }) => !resolves(path, files) && !ignored(root, path))
    .map(({ path, line }) => `line ${line}: ${path}`);
}
