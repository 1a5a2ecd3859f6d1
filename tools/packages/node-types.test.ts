import { describe, expect, test } from "vitest";
import { namesNodeTypes, nodeTypesProblems, nodeTypesReference } from "./node-types.js";

const http = "import { Server } from 'node:http';\nexport declare function start(): Server;\n";

describe("declarations that name Node's types", () => {
  test("are found by a node: import, a bare core module, NodeJS.* or Buffer", () => {
    expect(namesNodeTypes(http)).toBe(true);
    expect(namesNodeTypes('import { Duplex } from "stream";')).toBe(true);
    expect(namesNodeTypes("export declare const io: NodeJS.ReadableStream;")).toBe(true);
    expect(namesNodeTypes("export declare function read(b: Buffer): void;")).toBe(true);
  });

  test("are not found in comments, nor in ArrayBuffer", () => {
    const text =
      "/**\n * @example\n * runCli(process.argv, Buffer.from('x'))\n */\nexport declare function f(b: ArrayBuffer): void;\n// import 'node:fs'\n";
    expect(namesNodeTypes(text)).toBe(false);
  });

  test("must start with the reference to Node's types", () => {
    const problems = nodeTypesProblems([{ file: "index.d.ts", text: http }], {
      peerDependencies: { "@types/node": ">=20" },
    });
    expect(problems).toEqual([
      `dist/index.d.ts names Node's types but does not start with ${nodeTypesReference} (a consumer on TypeScript 6 or later would not load them)`,
    ]);
  });

  test("need @types/node among the peer dependencies", () => {
    const problems = nodeTypesProblems(
      [{ file: "index.d.cts", text: `${nodeTypesReference}\n${http}` }],
      {},
    );
    expect(problems).toEqual([
      `the declarations name Node's types (index.d.cts) but peerDependencies has no "@types/node"`,
    ]);
  });

  test("with the reference and the peer dependency, or without Node's types, pass", () => {
    const manifest = { peerDependencies: { "@types/node": ">=20" } };
    expect(
      nodeTypesProblems([{ file: "a.d.ts", text: `${nodeTypesReference}\n${http}` }], manifest),
    ).toEqual([]);
    expect(nodeTypesProblems([{ file: "b.d.ts", text: "export declare const x: 1;" }], {})).toEqual(
      [],
    );
  });
});
