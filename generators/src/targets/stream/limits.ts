import type { GeneratedFile } from "../../emit.js";
import { type LimitFigure, limitConstantsFile } from "../../limit-constants.js";
import type { SpecSource } from "../../spec.js";
import { OUT } from "./model.js";

// limits.ts of @perpkit/stream: the figures its client paces itself by, instead of core's tables
// of every pool, cost and WebSocket figure, which a browser bundle would carry whole.

/** The figures a stream client paces itself by. */
const FIGURES: readonly LimitFigure[] = [
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
  return limitConstantsFile(spec, OUT, FIGURES, { numbers: true });
}
