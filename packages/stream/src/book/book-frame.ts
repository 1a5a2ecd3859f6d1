// The "#book-frame" module outside Node: there is no reader of frame text here. Browsers read
// every frame with JSON.parse (dispatch.ts), and their bundles carry nothing of this module;
// book-frame.node.ts is Node's reader.
import type { DispatchTargets } from "../dispatch.js";

/**
 * The reader of L2Book frames straight into an order book in this runtime: none outside Node.
 *
 * @example
 * if (readBookFrame?.(targets.topics, text)) return
 */
export const readBookFrame:
  | ((topics: DispatchTargets["topics"], text: string) => boolean)
  | undefined = undefined;
