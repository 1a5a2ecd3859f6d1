import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile } from "../../emit.js";
import { fail } from "../../json.js";
import { readYaml, type SpecSource } from "../../spec.js";
import { LIMITS, OUT } from "./model.js";

// limits.ts of @perpkit/stream: the few figures of spec/limits.yaml a stream client paces itself
// by, each a constant of its own. @perpkit/core has them too, in its tables of every pool, cost
// and WebSocket figure; a client reading them there carries those whole tables into a browser
// bundle, where a constant is inlined and nothing else is kept. The package does not export them.

/** Each constant: its name, where spec/limits.yaml states it, and what it is. */
const FIGURES: readonly { name: string; path: readonly string[]; doc: string }[] = [
  {
    name: "websocketPoolPoints",
    path: ["rateLimit", "pools", "websocket", "points"],
    doc: "Points of the WebSocket rate-limit pool per window",
  },
  {
    name: "websocketPoolWindowSeconds",
    path: ["rateLimit", "pools", "websocket", "windowSeconds"],
    doc: "The WebSocket rate-limit pool's window",
  },
  {
    name: "websocketConnectionCost",
    path: ["rateLimit", "costs", "websocketConnection"],
    doc: "Points a connection costs",
  },
  {
    name: "websocketSubscriptionCost",
    path: ["rateLimit", "costs", "websocketSubscription"],
    doc: "Points a subscription costs",
  },
  {
    name: "pingIntervalSeconds",
    path: ["websocket", "pingIntervalSeconds"],
    doc: "How often a client sends ping frames, as the interface recommends",
  },
  {
    name: "l2BookIntervalMs",
    path: ["websocket", "l2BookIntervalMs"],
    doc: "How often the gateway pushes an L2Book message",
  },
];

/** The figures a stream client uses, from spec/limits.yaml. */
export function limitsFile(spec: SpecSource): GeneratedFile {
  const source = spec.read(LIMITS);
  const limits = readYaml<unknown>(source);
  return emitTypeScript(`${OUT}/limits.ts`, [source], (file) => {
    for (const { name, path, doc } of FIGURES) {
      let value: unknown = limits;
      for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
      if (typeof value !== "number") fail(LIMITS, `${path.join(".")} is not a number`);
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name, initializer: String(value) }],
        docs: [`${doc} (\`${path.join(".")}\`).\n\n@example\n${name} // ${value}`],
      });
    }
  });
}
