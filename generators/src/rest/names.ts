import { isObject, type Json } from "../json.js";

// What an upstream operation the layer does not name is called, and said to do.

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/**
 * The names of the upstream operations the layer does not name: the method part of the upstream's
 * own operationId (`closeAll` of `PositionController_closeAll`) when it is a name of several
 * words no other operation has, else one from the method and path (`getOrderHistory` for
 * `OrderController_history` on GET /v1/order/{id}/history).
 */
export function defaultOperationIds(
  paths: Record<string, Json>,
  patches: Readonly<Record<string, { readonly operationId?: string | undefined } | null>>,
): Map<string, string> {
  const taken = new Set(Object.values(patches).flatMap((p) => p?.operationId ?? []));
  const out = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = isObject(item) ? item[method] : undefined;
      const key = `${method.toUpperCase()} ${path}`;
      if (!isObject(op) || patches[key]?.operationId !== undefined) continue;
      const own = typeof op.operationId === "string" ? op.operationId.split("_").pop() : undefined;
      const base =
        own && /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(own) && !taken.has(own)
          ? own
          : defaultOperationId(method, path);
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
      taken.add(name);
      out.set(key, name);
    }
  }
  return out;
}

/** A camelCase name for an upstream operation from its method and path: `getPositionLiquidation`. */
export function defaultOperationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((s) => s !== "" && s !== "v1" && !s.startsWith("{"))
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const verb = method === "get" ? "get" : method;
  return [verb, ...words].map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join("");
}

/** A summary for an operation nobody documents, from its name: `Get funding payment.` */
export function defaultSummary(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}
