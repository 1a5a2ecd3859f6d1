// The "#read-json" module outside Node: there is no reader here, browsers read the gateway's
// frames with JSON.parse itself (dispatch.ts), and their bundles carry nothing of this module.
// read-json.node.ts is Node's reader.

/**
 * The JSON reader of this runtime: none outside Node, where frames are read with JSON.parse.
 *
 * @example
 * const value = readJson ? readJson(text) : JSON.parse(text)
 */
export const readJson: ((source: string) => unknown) | undefined = undefined;
