import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ConsumerTypeScript } from "../toolchains/toolchains.js";

// A smoke app's consumer compiles: a file that imports every entry point the app installed,
// type-checked by each consumer TypeScript in the app's own module system, under `strict` and
// with `types: []` (what TypeScript 6 and later assume), so a declaration that uses Node's types
// without saying so fails here as it would for a user.

/** How one kind of consumer resolves the packages. */
export interface TypeCheckMode {
  /** The file that imports every entry point: `.mts` (ESM), `.cts` (CommonJS) or `.ts`. */
  readonly file: string;
  /** What the mode sets beyond the shared options. */
  readonly compilerOptions: Readonly<Record<string, string>>;
}

/** The mode of each smoke app: Node ESM and CommonJS under NodeNext, the bundler app under Bundler. */
export const typeCheckModes = {
  "node-esm": { file: "consumer.mts", compilerOptions: { module: "NodeNext" } },
  "node-cjs": { file: "consumer.cts", compilerOptions: { module: "NodeNext" } },
  browser: {
    file: "consumer.ts",
    compilerOptions: { module: "Preserve", moduleResolution: "Bundler" },
  },
} as const satisfies Record<string, TypeCheckMode>;

/** The entry points a consumer imports together: one package's, or every installed one. */
export interface EntryGroup {
  /** `all`, or the package's folder (`sandbox`). */
  readonly name: string;
  readonly specifiers: readonly string[];
}

/** The file importing a group's entry points, so that the compiler reads their declarations. */
export function consumerSource(specifiers: readonly string[]): string {
  const imports = specifiers.map((s, i) => `import * as entry${i} from ${JSON.stringify(s)};`);
  const names = specifiers.map((_, i) => `entry${i}`);
  return [
    "// Written by tools/packages/consumer-types.ts: the entry points a consumer imports.",
    ...imports,
    "",
    `export const entries = [${names.join(", ")}] as const;`,
    "",
  ].join("\n");
}

/** The tsconfig of one compile: the README's options, no emit, no implicit `@types`. */
export function consumerTsconfig(mode: TypeCheckMode, file: string): string {
  const config = {
    compilerOptions: {
      target: "ES2022",
      strict: true,
      noEmit: true,
      types: [],
      ...mode.compilerOptions,
    },
    files: [file],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

function runTsc(
  tsc: string,
  dir: string,
  config: string,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsc, ["-p", config], { cwd: dir });
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", (error) => resolve({ ok: false, output: error.message }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** One compile: a group's file, its tsconfig, and the TypeScript that compiles them. */
interface Compile {
  readonly group: EntryGroup;
  readonly typescript: ConsumerTypeScript;
}

/**
 * Type-checks what the app installed as consumers do: every entry point together with each
 * TypeScript, and each package's entry points alone with the newest one (a single declaration file
 * that loads `@types/node` makes Node's types visible to every other file of the program, so only
 * a package compiled alone shows that its own declarations say what they need). Runs two compiles
 * at a time. Answers the problems, each naming its TypeScript and group.
 */
export async function typeCheckConsumer(
  dir: string,
  mode: TypeCheckMode,
  groups: readonly EntryGroup[],
  typescripts: readonly ConsumerTypeScript[],
): Promise<string[]> {
  const newest = typescripts.at(-1);
  const all: EntryGroup = { name: "all", specifiers: groups.flatMap((g) => g.specifiers) };
  const compiles: Compile[] = [
    ...typescripts.map((typescript) => ({ group: all, typescript })),
    ...(newest ? groups.map((group) => ({ group, typescript: newest })) : []),
  ];
  const extension = mode.file.slice(mode.file.lastIndexOf("."));
  const base = mode.file.slice(0, mode.file.lastIndexOf("."));
  for (const group of [all, ...groups]) {
    const file = `${base}-${group.name}${extension}`;
    writeFileSync(join(dir, file), consumerSource(group.specifiers));
    writeFileSync(join(dir, `tsconfig.${base}-${group.name}.json`), consumerTsconfig(mode, file));
  }
  // In the order of `compiles`, whichever finishes first.
  const found: string[][] = compiles.map(() => []);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < compiles.length; i = next++) {
      const { group, typescript } = compiles[i] as Compile;
      const run = await runTsc(typescript.tsc, dir, `tsconfig.${base}-${group.name}.json`);
      if (run.ok) continue;
      const errors = run.output.trim().split("\n").slice(0, 15).join("\n    ");
      const what = group.name === "all" ? "every entry point" : `${group.name} alone`;
      found[i] = [
        `TypeScript ${typescript.version} (${mode.file}, ${what}) does not compile the declarations:\n    ${errors}`,
      ];
    }
  };
  await Promise.all([worker(), worker()]);
  return found.flat();
}
