import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal } from "../../emit.js";
import { camelCase } from "../../signing/bindings.js";
import type { EffectiveBindings } from "../../signing/defaults.js";
import type { SpecFile } from "../../spec.js";
import { compare, type Operation, OUT } from "./model.js";

// actions.ts: the signed operations whose binding was inferred from the live document (a new
// signed action nothing hand-written knows yet), each with what the generic signed action of
// @perpkit/rest (`signedAction`) needs to fill, sign and send it.

/** One inferred signed action, as the table holds it. */
interface ActionEntry {
  readonly name: string;
  readonly message: string;
  readonly fields: readonly string[];
  readonly pathParameters: readonly string[];
  readonly method: string;
  readonly path: string;
}

function entriesOf(operations: readonly Operation[], effective: EffectiveBindings): ActionEntry[] {
  const entries: ActionEntry[] = [];
  for (const op of operations) {
    const [message] = op.signedMessages;
    if (message === undefined || op.signedMessages.length !== 1 || !op.body) continue;
    if (!effective.inferred.has(message)) continue;
    const body = effective.bindings.messages[message]?.body;
    const fields = body ? Object.keys(effective.bindings.bodies[body]?.fields ?? {}) : [];
    entries.push({
      name: op.name,
      message,
      fields,
      pathParameters: op.pathParameters.map((p) => p.name),
      method: op.method,
      path: op.path,
    });
  }
  return entries.sort((a, b) => compare(a.name, b.name));
}

/**
 * actions.ts of @perpkit/rest: `signedActions`, one entry per signed operation whose binding was
 * inferred (empty while spec/signing/bindings.yaml binds every message type).
 */
export function actionsFile(
  operations: readonly Operation[],
  effective: EffectiveBindings,
  sources: readonly SpecFile[],
): GeneratedFile {
  const entries = entriesOf(operations, effective);
  return emitTypeScript(`${OUT}/actions.ts`, sources, (file) => {
    if (entries.length > 0) {
      file.addImportDeclaration({
        moduleSpecifier: "@perpkit/signing",
        namedImports: entries.map((e) => `${camelCase(e.message)}Request`).sort(compare),
      });
      file.addImportDeclaration({
        moduleSpecifier: "./operations.js",
        namedImports: entries.map((e) => `${e.name}Operation`).sort(compare),
      });
    }
    const table = entries
      .map((e) => {
        const rest = literal(
          { fields: e.fields, pathParameters: e.pathParameters, method: e.method, path: e.path },
          "  ",
        );
        return `  ${e.name}: {\n    operation: ${e.name}Operation,\n    request: ${camelCase(e.message)}Request,\n    message: ${JSON.stringify(e.message)},\n${rest.slice(2, -1)}  },\n`;
      })
      .join("");
    const example = entries[0]
      ? `await client.signedAction(${JSON.stringify(entries[0].name)}, {})`
      : "Object.keys(signedActions) // [] while every signed operation has its own action";
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        `The signed operations of the live contract that no hand-written action knows yet (their message's binding was inferred from the live document): for each, its operation, how its request is signed, the fields of its signed \`data\` and its path parameters. \`signedAction\` fills the fields a trading context knows (sender, account, subaccount, subaccountId, nonce, signedAt), signs and sends.\n\n@example\n${example}`,
      ],
      declarations: [{ name: "signedActions", initializer: `{\n${table}} as const` }],
    });
  });
}
