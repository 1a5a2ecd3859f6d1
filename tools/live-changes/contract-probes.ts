// What a user meets of the kinds of change that reach behaviour and documentation rather than new
// code: put among a package's sources in the scratch workspace (it must compile there) and run,
// printing one JSON line. See probes.ts for the probes of new code.

/** A record of a oneOf shape whose tag this version does not know, decoded; in rest. */
export const unknownShapeProbe = `// Run inside a scratch workspace that took a oneOf field with a discriminator (copied to
// packages/rest/src): the service sends an order whose trigger has a tag added since.
import { decodeOrder } from "./index.js";
import { readSamples } from "./generated/samples.js";

const order = readSamples.getOrder?.answer as Record<string, unknown>;
const read = (trigger: unknown) => {
  try {
    const decoded = decodeOrder({ ...order, trigger });
    return decoded.trigger;
  } catch (error) {
    const e = error as { name?: string; path?: string };
    return { name: e.name, path: e.path };
  }
};
console.log(
  JSON.stringify({
    known: read({ kind: "PRICE", price: "3000" }),
    unknown: read({ kind: "VOLUME", volume: "12.5" }),
    knownMissing: read({ kind: "TIME" }),
    noTag: read({ kind: 7 }),
  }),
);
`;

/** The presets and the signing configuration after a network's chain id moved; in signing. */
export const chainIdProbe = `// Run inside a scratch workspace that took testnet's new chain id (copied to
// packages/signing/src): what a client on the testnet preset signs for.
import { getNetwork } from "@perpkit/core";
import { signingConfigs } from "./generated/configs.js";

console.log(
  JSON.stringify({
    preset: getNetwork("testnet").chainId,
    signing: signingConfigs.testnet.domain.chainId,
  }),
);
`;

/** The command table's columns of a record rebuilt with allOf; in cli. */
export const columnsProbe = `// Run inside a scratch workspace that took a record rebuilt with allOf (copied to
// packages/cli/src): the products table shows the columns it showed before.
import { readCommands } from "./generated/read-commands.js";

const products = readCommands.find((c) => c.name === "products");
console.log(JSON.stringify({ table: products?.table, columns: products?.columns.length }));
`;

/**
 * What a deprecated operation's JSDoc and help say: the generated function's and the client
 * method's JSDoc as an editor reads them (the TypeScript language's own reading of the sources),
 * and the command's help; in cli.
 */
export const deprecationProbe = `// Run inside a scratch workspace that took a deprecated operation (copied to packages/cli/src).
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { processIo } from "./io.js";
import { runCli } from "./run.js";

// The package's two entries: the client (index.ts), the free functions (operations.ts).
const entries = ["index", "operations"].map((name) =>
  fileURLToPath(new URL(\`../../rest/src/\${name}.ts\`, import.meta.url)),
);
const program = ts.createProgram(entries, {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  customConditions: ["@perpkit/source"],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();
const exported = (name: string) => {
  for (const file of entries) {
    const entry = checker.getSymbolAtLocation(program.getSourceFile(file) as ts.SourceFile);
    const symbol = checker.getExportsOfModule(entry as ts.Symbol).find((s) => s.name === name);
    if (symbol) return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  }
  throw new Error(\`@perpkit/rest exports no \${name}\`);
};
const deprecated = (symbol: ts.Symbol | undefined) =>
  symbol
    ?.getJsDocTags(checker)
    .filter((tag) => tag.name === "deprecated")
    .map((tag) => ts.displayPartsToString(tag.text));
const client = checker.getDeclaredTypeOfSymbol(exported("ReadClient"));
let help = "";
const io = { ...processIo(), stdout: { write: (text: string) => ((help += text), true) } };
await runCli(["order", "--help"], io).catch(() => undefined);
let list = "";
const listIo = { ...processIo(), stdout: { write: (text: string) => ((list += text), true) } };
await runCli(["--help"], listIo).catch(() => undefined);
console.log(
  JSON.stringify({
    fn: deprecated(exported("getOrder")),
    method: deprecated(client.getProperty("getOrder")),
    help: help.split("\\n").filter((line) => /deprecated/i.test(line)).map((line) => line.trim()),
    listed: list.split("\\n").filter((line) => /^\\s+order </.test(line)).map((line) => line.trim()),
  }),
);
`;

/** The help of a read whose parameter's default changed, and the parameter's JSDoc; in cli. */
export const defaultProbe = `// Run inside a scratch workspace that took a parameter's new default (copied to
// packages/cli/src): what the help and the parameter's type say a call that leaves it out gets.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { processIo } from "./io.js";
import { runCli } from "./run.js";

const operations = fileURLToPath(new URL("../../rest/src/operations.ts", import.meta.url));
const program = ts.createProgram([operations], {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  customConditions: ["@perpkit/source"],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();
const entry = checker.getSymbolAtLocation(program.getSourceFile(operations) as ts.SourceFile);
const alias = checker.getExportsOfModule(entry as ts.Symbol).find((s) => s.name === "ListFillsParameters");
if (!alias) throw new Error("@perpkit/rest/operations exports no ListFillsParameters");
const type = checker.getDeclaredTypeOfSymbol(
  alias.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(alias) : alias,
);
const tags = type.getProperty("includeSelfTrades")?.getJsDocTags(checker) ?? [];
let help = "";
const io = { ...processIo(), stdout: { write: (text: string) => ((help += text), true) } };
await runCli(["fills", "--help"], io).catch(() => undefined);
console.log(
  JSON.stringify({
    jsdoc: tags.filter((t) => t.name === "default").map((t) => ts.displayPartsToString(t.text)),
    // The help wraps at its width: read as one line, the option's own default.
    help: /--include-self-trades [^]*?default (\\w+)\\)/.exec(help.replace(/\\s+/g, " "))?.[1],
  }),
);
`;

/** Cancels of more ids than one request holds, sent to a sandbox: the size of each request; in cli. */
export const cancelChunksProbe = `// Run inside a scratch workspace that took a tightened maxItems of cancel's lists (copied to
// packages/cli/src, which may import the sandbox): a client cancels 250 ids of a sandbox that
// checks the live schema.
import { cancelLimits } from "@perpkit/core";
import { createRestClient } from "@perpkit/rest";
import { startSandbox } from "@perpkit/sandbox";
import { privateKeySigner } from "@perpkit/signing";

const signer = privateKeySigner(\`0x\${"22".repeat(32)}\`);
const sandbox = await startSandbox();
const sizes: number[] = [];
try {
  await sandbox.fund(signer.address, "1000");
  const client = createRestClient({
    baseUrl: sandbox.baseUrl,
    signer,
    fetch: (input, init) => {
      if (String(input).endsWith("/v1/order/cancel")) {
        sizes.push((JSON.parse(String(init?.body)).data.orderIds as string[]).length);
      }
      return fetch(input, init);
    },
  });
  const ids = Array.from({ length: 250 }, (_, i) => \`00000000-0000-4000-8000-\${String(i + 1).padStart(12, "0")}\`);
  const outcomes = await client.cancelOrders({ orderIds: ids, throwOnReject: false });
  console.log(
    JSON.stringify({
      limit: cancelLimits.maxIdsPerRequest,
      sizes,
      answered: outcomes.length,
      results: [...new Set(outcomes.map((o) => o.result))],
    }),
  );
} finally {
  await sandbox.close();
}
`;
