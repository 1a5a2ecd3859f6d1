import { join } from "node:path";
import { build } from "esbuild";
import { repoRoot } from "./workspace.js";

// The route of a stream frame, counted from a bundle: the hand-written files that reach the
// output of a one-line entry (`import { createStreamClient, watchOrderBook } from
// "@perpkit/stream"`, resolved to the sources through the "@perpkit/source" condition,
// tree-shaken and minified by esbuild for a browser, as the size budgets bundle it) are the
// frame's closure; FRAME_ROUTE names the ones a frame runs through, socket to book, and which of
// them decide something about it. `pnpm exec tsx tools/packages/frame-route.ts` prints both.

/** The one-line entry whose bundle is the frame's closure. */
export const FRAME_ENTRY = 'import { createStreamClient, watchOrderBook } from "@perpkit/stream";';

/** One file of the route, in the order a frame reaches it. */
export interface RouteStep {
  /** From the repository's root. */
  readonly file: string;
  /** What happens to the frame there. */
  readonly does: string;
  /** Something about the frame is decided there (read, routed, applied, refused), not only passed on. */
  readonly decides: boolean;
  /** Only on this platform's route (the file is not in the other's bundle). */
  readonly only?: "node";
}

/**
 * A frame from the socket to the order book. Each file's part is named by its function; the
 * decoders it calls are generated and counted apart.
 */
export const FRAME_ROUTE: readonly RouteStep[] = [
  {
    file: "packages/stream/src/ws-socket.node.ts",
    does: "`wsFrames` hands each frame of a `ws` socket over as `ws` reads it, a text frame as its text",
    decides: false,
    only: "node",
  },
  {
    file: "packages/stream/src/connection.ts",
    does: "`#attach` listens to the socket; a frame of a link that is no longer current is dropped, one dispatch could not read leaves the link unclean (or drops it)",
    decides: true,
  },
  {
    file: "packages/stream/src/dispatch.ts",
    does: "`routeFrame` reads the frame's text, parses it, decodes it (the generated `decodeServerMessage`) and `deliver`s the payload to the subscriptions of the topic its key names",
    decides: true,
  },
  {
    file: "packages/stream/src/read-json.node.ts",
    does: "`readJson` parses it in Node (browsers use JSON.parse)",
    decides: true,
    only: "node",
  },
  {
    file: "packages/stream/src/subscription.ts",
    does: "`StreamSubscription.deliver` emits `message` (through `Emitter`) and feeds its iterators",
    decides: false,
  },
  {
    file: "packages/stream/src/watch-order-book.ts",
    does: "`WatchedOrderBook`'s `#receive` applies the payload, and resubscribes on a gap or a level it cannot read",
    decides: true,
  },
  {
    file: "packages/stream/src/order-book.ts",
    does: "`OrderBook.apply` replaces the book (snapshot) or applies the diff level by level, or finds the gap",
    decides: true,
  },
  {
    file: "packages/core/src/decimal.ts",
    does: "`isZeroDecimal` and `canonicalDecimal` check each level's quantity and (for a new level) price",
    decides: true,
  },
];

/** The hand-written files in the bundle of {@link FRAME_ENTRY}, with the bytes each adds. */
export async function frameClosure(
  platform: "browser" | "node" = "browser",
): Promise<{ file: string; bytes: number }[]> {
  const result = await build({
    stdin: {
      contents: `${FRAME_ENTRY}\nglobalThis.__used = [createStreamClient, watchOrderBook];`,
      // Where an app that depends on the stream package resolves it from.
      resolveDir: join(repoRoot, "packages", "stream"),
    },
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: "esm",
    platform,
    target: "es2022",
    conditions: ["@perpkit/source"],
    external: ["ws"],
    minify: true,
    treeShaking: true,
    metafile: true,
    outfile: "frame-route.js",
    logLevel: "silent",
  });
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  return Object.entries(inputs)
    .filter(
      ([file, input]) =>
        input.bytesInOutput > 0 &&
        file.startsWith("packages/") &&
        !file.includes("/generated/") &&
        !file.includes("node_modules"),
    )
    .map(([file, input]) => ({ file, bytes: input.bytesInOutput }));
}

async function main(): Promise<void> {
  for (const platform of ["browser", "node"] as const) {
    const closure = await frameClosure(platform);
    console.log(`The frame's closure for ${platform}: ${closure.length} hand-written files`);
    for (const { file, bytes } of closure) {
      const step = FRAME_ROUTE.find((s) => s.file === file);
      const role = step ? (step.decides ? "route, decides" : "route") : "beside the route";
      console.log(`  ${file.padEnd(44)} ${String(bytes).padStart(6)} bytes  ${role}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
