// Loaded (`--import`) into the trace of a route bundled for the browser, so that the trace runs
// the modules its bundle holds: the packages switch platforms through their "imports" maps
// (`#read-json`, `#debug`, `#runtime`, `#native-curve`), whose "node" branch Node would
// take. A resolve hook takes those from the hand-written sources without the "node" condition,
// as esbuild does for a browser bundle; everything else (ws, Node's own modules) resolves as
// Node resolves it.
import { register } from "node:module";

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier.startsWith("#") && /\\/packages\\/[^/]+\\/src\\//.test(context.parentURL ?? "")) {
    const conditions = context.conditions.filter((c) => c !== "node");
    return next(specifier, { ...context, conditions: [...conditions, "browser"] });
  }
  return next(specifier, context);
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
