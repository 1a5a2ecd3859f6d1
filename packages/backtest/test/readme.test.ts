import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, describe, expect, it } from "vitest";
import { resultTables } from "../src/sweep/results/tables.js";
import { handMadeResults } from "./hand-made.js";

// The README as written: its path (recordings, bot module, sweep, page, query) runs, its queries
// run against the database that path wrote, and its schema tables name every column.

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const readme = readFileSync(join(packageDir, "README.md"), "utf8");
const work = join(packageDir, ".tmp", "readme-run");
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The code block after `<!-- readme: name -->`. */
function block(name: string): string {
  const match = new RegExp(
    `<!-- readme: ${name.replace(".", "\\.")} -->\\s*\`\`\`js\\n([\\s\\S]*?)\\n\`\`\``,
  ).exec(readme);
  if (!match?.[1]) throw new Error(`the README has no block ${name}`);
  return match[1];
}

function node(
  args: readonly string[],
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=@perpkit/source", ...args],
      { cwd },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("the README", { timeout: 180_000 }, () => {
  it("runs its path as written, and its queries against the database it wrote", async () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    writeFileSync(join(work, "bot.mjs"), block("bot.mjs"));
    writeFileSync(join(work, "sweep.mjs"), block("sweep.mjs"));
    const ran = await node(["sweep.mjs"], work);
    expect(ran.output).toContain("12 runs; the page: sweep-out/sweep.html");
    expect(ran.code).toBe(0);
    const queries = [...readme.matchAll(/<!-- query -->\s*```sql\n([\s\S]*?)\n```/g)].map(
      (m) => m[1] as string,
    );
    expect(queries.length).toBeGreaterThanOrEqual(4);
    const db = await DuckDBInstance.create(join(work, "sweep-out", "sweep.duckdb"), {
      access_mode: "READ_ONLY",
    });
    const connection = await db.connect();
    try {
      for (const query of queries) {
        const rows = (await connection.runAndReadAll(query)).getRowObjectsJson();
        expect(rows.length, query).toBeGreaterThan(0);
      }
    } finally {
      connection.closeSync();
      db.closeSync();
    }
  });

  it("names every column of every table in its schema", () => {
    for (const table of resultTables(handMadeResults())) {
      const section =
        new RegExp(
          `<!-- schema: ${table.name} -->([\\s\\S]*?)<!-- /schema: ${table.name} -->`,
        ).exec(readme)?.[1] ?? "";
      const documented = [...section.matchAll(/`([a-z_0-9<>*]+)`/g)].map((m) => m[1] as string);
      for (const column of table.columns.map((c) => c.name)) {
        const named = documented.some(
          (d) =>
            d === column ||
            (d.endsWith("*") && column.startsWith(d.slice(0, -1))) ||
            (d === "param_<name>" && column.startsWith("param_")),
        );
        expect(named, `${table.name}.${column}`).toBe(true);
      }
    }
  });
});
