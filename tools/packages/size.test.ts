import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  allWithinBudget,
  formatTable,
  measureBudget,
  readBudgets,
  type SizeBudget,
} from "./size.js";
import { entryPoints, type Manifest, type PublicPackage } from "./workspace.js";

// A built package of our scope in a temp folder: an entry that re-exports two modules, one of
// them large, and imports viem (which must not count).
const dir = mkdtempSync(join(tmpdir(), "perpkit-size-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, "dist"));
writeFileSync(
  join(dir, "dist", "index.js"),
  'export { small } from "./small.js";\nexport { large } from "./large.js";\n',
);
writeFileSync(join(dir, "dist", "small.js"), "export function small() { return 1; }\n");
const words = Array.from({ length: 4000 }, (_, i) => `w${(i * 7919) % 100_003}`);
writeFileSync(
  join(dir, "dist", "large.js"),
  `import { keccak256 } from "viem";\nexport function large(x) { return keccak256(${JSON.stringify(words)}[x]); }\n`,
);
const manifest: Manifest = {
  name: "@perpkit/fixture",
  version: "0.0.0",
  exports: { ".": { import: { types: "./dist/index.d.ts", default: "./dist/index.js" } } },
};
const packages: PublicPackage[] = [
  { name: manifest.name, dir, folder: "fixture", manifest, entries: entryPoints(dir, manifest) },
];

function budget(change: Partial<SizeBudget>): SizeBudget {
  return {
    name: "fixture",
    entry: "@perpkit/fixture",
    imports: ["small"],
    maxGzipKb: 1,
    ...change,
  };
}

describe("size budgets", () => {
  test("a line within its budget passes, with its figures", async () => {
    const result = await measureBudget(budget({}), packages);
    expect(result.status).toBe("ok");
    expect(result.gzipBytes).toBeGreaterThan(0);
    expect(result.minifiedBytes).toBeGreaterThan(0);
  });

  test("a line over its budget fails", async () => {
    const result = await measureBudget(budget({ imports: ["large"], maxGzipKb: 0.1 }), packages);
    expect(result.status).toBe("over");
    expect(allWithinBudget([result])).toBe(false);
    expect(formatTable([result])).toContain("OVER BUDGET");
  });

  test("only the imports are measured: the unused module is shaken away", async () => {
    const small = await measureBudget(budget({ imports: ["small"] }), packages);
    const both = await measureBudget(budget({ imports: ["small", "large"] }), packages);
    expect(small.gzipBytes).toBeLessThan((both.gzipBytes ?? 0) / 4);
  });

  test("viem does not count: it stays an import of the bundle", async () => {
    const result = await measureBudget(budget({ imports: ["large"], maxGzipKb: 100 }), packages);
    expect(result.status).toBe("ok");
    expect(result.largest?.map((m) => m.path).join(" ")).not.toContain("viem");
  });

  test("a line waiting for an export is skipped, and says why", async () => {
    const result = await measureBudget(
      budget({ imports: ["placeOrder"], skipWhileMissing: true }),
      packages,
    );
    expect(result).toMatchObject({
      status: "skipped",
      message: expect.stringContaining("placeOrder"),
    });
    expect(allWithinBudget([result])).toBe(true);
  });

  test("a missing export on a line that does not wait is an error", async () => {
    const result = await measureBudget(budget({ imports: ["placeOrder"] }), packages);
    expect(result.status).toBe("error");
    expect(allWithinBudget([result])).toBe(false);
  });

  // The order path's budget was 15 KB until placeOrder learned to find the client's own
  // subaccount, to report refusals as OrderRejectedError, and to call hooks and the debug log
  // (18 KB); it was 17 KB once the DEBUG logger left browser bundles and signing no longer checked
  // the order rules again, 17.5 KB once the transport capped the size of an answer, 16.75 KB once
  // what only Node uses left the path, and is 16.25 KB since the subaccount lookup and the ethers
  // and EIP-1193 adapters became opt-ins. The stream's went from 10 to 11 KB with the debug log, to
  // 10.5 KB, to 11.5 KB when the client learned to always bring a book back and its parts kept
  // their state in records, back to 10.5 KB once its decoders became tables and its bundle left
  // core's limit tables out, and to 11 KB once every timer of the client followed the clock it is
  // given.
  test("the budgets file holds the order path's and the stream's budgets", () => {
    const budgets = readBudgets();
    expect(budgets.find((b) => b.entry === "@perpkit/rest")?.maxGzipKb).toBe(16.25);
    expect(budgets.find((b) => b.entry === "@perpkit/stream")?.maxGzipKb).toBe(11);
  });
});
