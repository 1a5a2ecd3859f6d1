import { literal } from "../../emit.js";
import { failIn } from "../../json.js";
import { schemaShape } from "../../schema/normalize.js";
import { BINDINGS } from "../../signing/bindings.js";
import { type Operation, type Resolver, responseSchemas, type Schema } from "./model.js";

// Request bodies typed by @perpkit/signing. What a sign helper returns (a body of
// spec/signing/bindings.yaml and its signatures) is what the REST operation takes, so a signed body
// passes from one package to the other as it is, with no second type of the same thing.

const fail: (problem: string) => never = failIn(`${BINDINGS} with the REST spec`);

/** The part of spec/signing/bindings.yaml (with its inferred bindings) this module reads. */
interface BindingsSpec {
  bodies: Record<string, { fields: Record<string, { required?: boolean }> }>;
  messages: Record<
    string,
    {
      body?: string;
      operations: { method: string; path: string }[];
      signatures: { field: string }[];
    }
  >;
}

/** The namespace types.ts imports @perpkit/signing's types under. */
export const SIGNING = "signing";

/** What types.ts writes for the request schemas that carry a signing body. */
export interface SignedBodyTypes {
  /** The TypeScript type of each such schema, by name, in place of its OpenAPI view. */
  readonly types: ReadonlyMap<string, string>;
  /** The signing body each schema is or signs, by schema name; a schema that holds one is not here. */
  readonly bodies: ReadonlyMap<string, string>;
}

/**
 * The signing body `body` as the type of `data`, the schema a REST body gives its `data`: fields
 * the schema does not have are left out, and fields it requires but the signing body leaves
 * optional are required. A field the signing body requires and the schema lacks, or the reverse,
 * means the two specs disagree.
 */
function dataType(
  resolver: Resolver,
  bindings: BindingsSpec,
  body: string,
  data: Schema,
  where: string,
): string {
  const fields =
    bindings.bodies[body]?.fields ?? fail(`messages name the body ${body}, which bodies lacks`);
  const members = (data.oneOf ?? [data]).map((m) => resolver.schema(m));
  const keys = new Set(members.flatMap((m) => Object.keys(m.properties ?? {})));
  const required = [...keys].filter((k) => members.every((m) => m.required?.includes(k)));
  for (const [name, field] of Object.entries(fields)) {
    if (field.required && !keys.has(name)) {
      fail(`bodies.${body}.fields.${name} is required, but ${where} has no field ${name}`);
    }
  }
  for (const name of required) {
    if (!fields[name]) {
      fail(`${where} requires ${name}, which bodies.${body} lacks: no signed body could carry it`);
    }
  }
  const omitted = Object.keys(fields).filter((name) => !keys.has(name));
  const tightened = required.filter((name) => !fields[name]?.required);
  const base = `${SIGNING}.${body}`;
  let type =
    omitted.length > 0 ? `Omit<${base}, ${omitted.map((n) => literal(n)).join(" | ")}>` : base;
  if (tightened.length > 0) {
    type += ` & { ${tightened.map((n) => `readonly ${n}: NonNullable<${base}[${literal(n)}]>`).join("; ")} }`;
  }
  return type;
}

/**
 * The request schemas that carry a signing body, and their types. An operation signed as one
 * message (`x-signed-messages`) takes that message's body of spec/signing/bindings.yaml with its
 * signatures (`SignedRequest`), and its `data` schema is that body. Schemas that hold those (a
 * batch instruction, an unsigned body with the same `data`) hold the signing types in turn.
 */
export function signedBodyTypes(
  resolver: Resolver,
  operations: readonly Operation[],
  bindings: BindingsSpec,
): SignedBodyTypes {
  const schemas = resolver.doc.components.schemas;
  const types = new Map<string, string>();
  const bodies = new Map<string, string>();
  /** Inline `data` schemas of signed bodies, by shape: the type an equal schema elsewhere gets. */
  const inlineData = new Map<string, { type: string; body: string }>();

  for (const op of operations) {
    if (!op.body || op.signedMessages.length !== 1) continue;
    const where = `${op.method} ${op.path}`;
    const message = op.signedMessages[0] as string;
    const binding =
      bindings.messages[message] ?? fail(`${where} is signed as ${message}, which messages lacks`);
    const body = binding.body ?? fail(`messages.${message} has no body, but ${where} sends one`);
    if (!(binding.operations ?? []).some((o) => o.method === op.method && o.path === op.path)) {
      fail(`messages.${message}.operations lacks ${where}, which is signed as ${message}`);
    }
    const request = resolver.schema({ $ref: `#/components/schemas/${op.body}` });
    const properties = Object.keys(request.properties ?? {}).sort();
    const expected = ["data", ...binding.signatures.map((s) => s.field)].sort();
    if (properties.join() !== expected.join()) {
      fail(`${op.body} has ${properties.join(", ")}; a ${message} body has ${expected.join(", ")}`);
    }
    const data = request.properties?.data as Schema;
    const named = resolver.schemaName(data);
    const type = dataType(
      resolver,
      bindings,
      body,
      resolver.schema(data),
      named ?? `${op.body}.data`,
    );
    if (named) {
      types.set(named, type);
      bodies.set(named, body);
      inlineData.set(schemaShape(schemas[named]), { type: named, body });
    } else {
      inlineData.set(schemaShape(data), { type, body });
    }
    types.set(op.body, `${SIGNING}.SignedRequest<${named ?? type}, ${literal(message)}>`);
    bodies.set(op.body, body);
  }

  // Schemas that hold a typed schema hold its type: until nothing changes, since they nest.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, raw] of Object.entries(schemas)) {
      if (types.has(name)) continue;
      const held = holding(resolver, name, raw, types, inlineData);
      if (held === undefined) continue;
      types.set(name, held);
      changed = true;
    }
  }

  const answered = responseSchemas(resolver, operations);
  for (const name of types.keys()) {
    if (answered.has(name)) fail(`${name} is typed as a signing body but a response carries it`);
  }
  return { types, bodies };
}

/** The type of a schema that holds typed schemas: theirs in place of its own parts. */
function holding(
  resolver: Resolver,
  name: string,
  schema: Schema,
  types: ReadonlyMap<string, string>,
  inlineData: ReadonlyMap<string, { type: string; body: string }>,
): string | undefined {
  const typed = (s: Schema | undefined) => {
    const name = resolver.schemaName(s);
    return name !== undefined && types.has(name) ? name : undefined;
  };
  if (schema.oneOf) {
    const members = schema.oneOf.map((m) => resolver.schemaName(m));
    if (!members.some((m) => m !== undefined && types.has(m))) return undefined;
    if (members.some((m) => m === undefined)) {
      fail(`${name} holds a signing body in a union, which must name its members`);
    }
    return members.join(" | ");
  }
  const replaced: string[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const optional = schema.required?.includes(key) ? "" : "?";
    const own = typed(property);
    const items = property.type === "array" ? typed(property.items) : undefined;
    const inline = property.$ref ? undefined : inlineData.get(schemaShape(property));
    const type = own ?? (items ? `${items}[]` : inline?.type);
    if (type) replaced.push(`${key}${optional}: ${type}`);
  }
  if (replaced.length === 0) return undefined;
  const keys = replaced.map((r) => literal(r.replace(/\??:.*$/, ""))).join(" | ");
  return `Omit<components["schemas"][${literal(name)}], ${keys}> & { ${replaced.join("; ")} }`;
}
