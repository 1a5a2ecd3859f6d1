import { collectReadCommands } from "./commands/collect.js";
import { deriveRestSpec } from "./rest/derive.js";
import { networkNotes } from "./signing/configs.js";
import { hasBindings, signingNotes } from "./signing/defaults.js";
import type { SpecSource } from "./spec.js";
import { deriveStreamSpec } from "./stream/derive.js";

/**
 * What the generators chose where spec/'s layers say nothing: one line each, for the sync report.
 * The layers refine the upstream and never have to exist first, so generation goes on; each line
 * says what a layer could add. (A layer entry the upstream no longer matches is no line here: it
 * stops generation, naming it, until it is removed.) A layer that covers the upstream leaves this
 * empty.
 *
 * @example
 * for (const line of layerNotes(specFromDirectory(root))) console.log(line)
 */
export function layerNotes(spec: SpecSource): string[] {
  const lines = [
    ...deriveRestSpec(spec).notes,
    ...collectReadCommands(spec).notes,
    ...deriveStreamSpec(spec).notes,
    ...signingNotes(spec),
    ...(hasBindings(spec) ? networkNotes(spec) : []),
  ];
  return [...new Set(lines)];
}
