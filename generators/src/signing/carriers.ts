import { isObject, type Json } from "../json.js";
import { COMPONENT_SCHEMAS } from "../schema/document.js";
import type { Field } from "./grammar.js";

// Which upstream operation carries a message type spec/signing/bindings.yaml does not bind yet:
// the live document says which bodies are signed (a `data` object and a `signature`), not which
// type signs them.

const METHODS = ["post", "put", "patch", "delete"] as const;

/** An upstream operation whose JSON body is a signed request: `{ data, signature }`. */
export interface Carrier {
  /** `POST /v1/position/close-all`, as the upstream writes the path. */
  readonly key: string;
  readonly method: string;
  readonly path: string;
  /** The component schema of the body, when it is one. */
  readonly bodyName: string | undefined;
  /** The `data` schema, references followed; its component name when it is one. */
  readonly data: Json;
  readonly dataName: string | undefined;
}

function componentName(schema: unknown): string | undefined {
  return isObject(schema) &&
    typeof schema.$ref === "string" &&
    schema.$ref.startsWith(COMPONENT_SCHEMAS)
    ? schema.$ref.slice(COMPONENT_SCHEMAS.length)
    : undefined;
}

function resolve(doc: Json, schema: unknown): Json | undefined {
  let node = schema;
  for (let depth = 0; depth < 8; depth++) {
    const name = componentName(node);
    if (name === undefined) return isObject(node) ? node : undefined;
    node = ((doc.components as Json | undefined)?.schemas as Json | undefined)?.[name];
  }
  return undefined;
}

/** Every upstream operation whose body is `{ data, signature }`, by its key. */
export function signedBodies(doc: Json): Carrier[] {
  const out: Carrier[] = [];
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || !isObject(op.requestBody)) continue;
      const content = op.requestBody.content;
      const raw = isObject(content)
        ? (content["application/json"] as Json | undefined)?.schema
        : undefined;
      const body = resolve(doc, raw);
      const properties = isObject(body?.properties) ? body.properties : {};
      const data = resolve(doc, properties.data);
      if (!data || !("signature" in properties)) continue;
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        bodyName: componentName(raw),
        data,
        dataName: componentName(properties.data),
      });
    }
  }
  return out;
}

/** `/v1/token/{}/withdraw` for `/v1/token/{id}/withdraw` and `/v1/token/{tokenId}/withdraw`. */
export function pathShape(key: string): string {
  return key.replace(/\{[^}]+\}/g, "{}");
}

function stem(name: string | undefined, suffixes: readonly string[]): string | undefined {
  if (name === undefined) return undefined;
  const suffix = suffixes.find((s) => name.endsWith(s));
  return suffix ? name.slice(0, -suffix.length) : name;
}

/**
 * The operation that carries each unbound message type, among the signed bodies no binding or
 * layer entry claims: the one named after the type (`CloseAllPositionsDto`,
 * `CloseAllPositionsDtoData`), else the only one whose `data` has every field the type signs.
 */
export function findCarriers(
  bodies: readonly Carrier[],
  unbound: ReadonlyMap<string, readonly Field[]>,
  claimed: ReadonlySet<string>,
): Map<string, Carrier> {
  const free = bodies.filter((b) => !claimed.has(pathShape(b.key)));
  const found = new Map<string, Carrier>();
  const used = new Set<string>();
  for (const [type, fields] of unbound) {
    const named = free.filter(
      (b) =>
        !used.has(b.key) &&
        (stem(b.bodyName, ["Dto", "Request", "Body"]) === type ||
          stem(b.dataName, ["DtoData", "Data"]) === type),
    );
    const byFields = free.filter((b) => {
      const properties = isObject(b.data.properties) ? b.data.properties : {};
      return !used.has(b.key) && fields.every((f) => f.name in properties);
    });
    const carrier = named.length === 1 ? named[0] : byFields.length === 1 ? byFields[0] : undefined;
    if (carrier) {
      found.set(type, carrier);
      used.add(carrier.key);
    }
  }
  return found;
}
