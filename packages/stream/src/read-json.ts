// The "#read-json" module outside Node: browsers read the gateway's frames with JSON.parse, and
// their bundles stay without the reader Node uses (read-json.node.ts).

/**
 * Parses JSON text: JSON.parse.
 *
 * @example
 * readJson('{"e":"L2Book","t":1}') // { e: "L2Book", t: 1 }
 */
export function readJson(source: string): unknown {
  return JSON.parse(source);
}
