import { deriveRestSpec } from "../rest/derive.js";
import { hasBindings, readBindings } from "../signing/defaults.js";
import type { SpecSource } from "../spec.js";
import { kebab } from "./collect.js";
import { compare, type Document, deprecationOf, firstLine, type Operation } from "./schema.js";

// The command table of the signed actions nothing hand-written knows yet: one command per signed
// operation whose message's binding was inferred, run by the CLI's generic action command.

/** The fields a trading client fills itself: no option for them. */
const FILLED = new Set(["sender", "account", "subaccount", "subaccountId", "nonce", "signedAt"]);

/** One option of an action command: a field of the action's signed `data`. */
export interface ActionField {
  name: string;
  option: string;
  kind: string;
  required: boolean;
  description: string;
}

/** One action command, as the generated table holds it. */
export interface ActionEntry {
  name: string;
  operation: string;
  method: string;
  path: string;
  group: string;
  summary: string;
  message: string;
  pathParameters: string[];
  fields: ActionField[];
  deprecated?: string;
}

/** Every signed operation whose message's binding was inferred, as a command. */
export function collectActionCommands(spec: SpecSource): ActionEntry[] {
  if (!hasBindings(spec)) return [];
  const effective = readBindings(spec);
  if (effective.inferred.size === 0) return [];
  const doc = deriveRestSpec(spec).doc as Document & {
    paths: Record<string, Record<string, { "x-signed-messages"?: string[]; tags?: string[] }>>;
  };
  const entries: ActionEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const [message] = op["x-signed-messages"] ?? [];
      if (message === undefined || !effective.inferred.has(message)) continue;
      const operation = (op as { operationId?: string }).operationId as string;
      const body = effective.bindings.messages[message]?.body as string;
      const fields = Object.entries(effective.bindings.bodies[body]?.fields ?? {})
        .filter(([name]) => !FILLED.has(name))
        .map(([name, field]) => ({
          name,
          option: kebab(name),
          kind: field.kind,
          required: field.required === true,
          description: field.description,
        }));
      const deprecated = deprecationOf(op as Operation);
      entries.push({
        name: kebab(operation),
        operation,
        method: method.toUpperCase(),
        path,
        group: op.tags?.[0] ?? "other",
        summary: firstLine((op as { summary?: string }).summary) ?? operation,
        message,
        pathParameters: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
        fields,
        ...(deprecated === undefined ? {} : { deprecated }),
      });
    }
  }
  return entries.sort((a, b) => compare(a.name, b.name));
}
