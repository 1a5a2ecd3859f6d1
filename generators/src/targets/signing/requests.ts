import { emitTypeScript, type GeneratedFile, propertyKey } from "../../emit.js";
import { fail } from "../../json.js";
import type { SpecFile } from "../../spec.js";
import { BINDINGS, type BindingsSpec, camelCase, type MessageBinding, OUT } from "./model.js";

// requests.ts of @perpkit/signing: each message with a body gets how it is signed (a
// RequestSigning of its own parts, for the package's one entry, signRequest) and its sign helper
// (`signOrder`, ...), named and documented by its `sign` entry in spec/signing/bindings.yaml. A
// helper takes one parameter per signing party: `signer` when there is one, else each party's
// `parameter`.

/** A message with a body and a sign helper. */
interface Signable {
  readonly message: string;
  readonly body: string;
  readonly sign: NonNullable<MessageBinding["sign"]>;
  readonly signatures: MessageBinding["signatures"];
  /**
   * Bound by inference: no hand-written builder (`tradeOrderMessage`, ...) exists, so its message
   * is the generated builder's, with the body checks of messages.ts.
   */
  readonly inferred: boolean;
}

/** `tradeOrderRequest`: how one message's requests are signed. */
function requestName(message: string): string {
  return `${camelCase(message)}Request`;
}

/** The helper's parameter for each signing party, in the order of their signatures. */
function partyParameters(signable: Signable): string[] {
  const { signatures, message } = signable;
  if (signatures.length === 1) return ["signer"];
  return signatures.map(
    (s) =>
      s.parameter ??
      fail(
        BINDINGS,
        `messages.${message}.signatures: each of several signatures needs a parameter`,
      ),
  );
}

/** JSDoc of one sentence (or more) and an example. */
function jsdoc(text: string, example: string): string {
  const lines = text.trim().replace(/\s+/g, " ");
  return `/**\n * ${lines}\n *\n * @example\n * ${example}\n */\n`;
}

/** The parameters of a helper several parties sign for: each party's signer by its parameter. */
function partiesInterface(signable: Signable, parameters: readonly string[]): string {
  const name = `${signable.sign.function.charAt(0).toUpperCase()}${signable.sign.function.slice(1)}Parameters`;
  const members = signable.signatures.map((s, i) => {
    const who = s.description.trim().replace(/\.$/, "");
    return `  /** ${who} (\`${s.party}\`); its signature is \`${s.field}\`. */\n  readonly ${propertyKey(parameters[i] as string)}: SignerLike;`;
  });
  return `${jsdoc(`Parameters of {@link ${signable.sign.function}}.`, signable.sign.example)}export interface ${name}<D extends ${signable.body} = ${signable.body}> extends SignRequestOptions {\n  readonly data: D;\n${members.join("\n")}\n}`;
}

/** One message's RequestSigning, its parameters when several parties sign, and its helper. */
function signableStatements(signable: Signable): string[] {
  const { message, body, sign } = signable;
  const request = requestName(message);
  const parameters = partyParameters(signable);
  const own = parameters.length > 1;
  const parametersType = own
    ? `${sign.function.charAt(0).toUpperCase()}${sign.function.slice(1)}Parameters<D>`
    : "SignRequestParameters<D>";
  const builder = signable.inferred
    ? `(data, options) => ${builderName(signable)}(data, bodyChecks(options.now ?? Date.now()))`
    : `${camelCase(message)}Message`;
  const statements = [
    `${jsdoc(
      `How ${message} requests are signed, for {@link signRequest}: the message built from their ${body} body (\`${signable.inferred ? builderName(signable) : `${camelCase(message)}Message`}\`), its struct hasher, and who signs.`,
      `const body = await signRequest(${request}, { domain, data }, [${parameters.join(", ")}])`,
    )}export const ${request}: RequestSigning<${JSON.stringify(message)}, ${body}> = {\n  primaryType: ${JSON.stringify(message)},\n  hashStruct: hash${message}Struct,\n  binding: ${camelCase(message)}Binding,\n  message: ${builder},\n};`,
  ];
  if (own) statements.push(partiesInterface(signable, parameters));
  statements.push(
    `${jsdoc(sign.description, sign.example)}export async function ${sign.function}<D extends ${body}>(parameters: ${parametersType}): Promise<SignedRequest<D, ${JSON.stringify(message)}>> {\n  return signRequest(${request}, parameters, [${parameters.map((p) => `parameters.${p}`).join(", ")}]);\n}`,
  );
  return statements;
}

/** `closeAllPositionsFromCloseAllPositionsData`: the generated builder of a message (bindings.ts). */
function builderName(signable: Signable): string {
  return `${camelCase(signable.message)}From${signable.body}`;
}

/** The messages the bindings give a sign helper, in their order. */
function signables(bindings: BindingsSpec, inferred: ReadonlySet<string>): Signable[] {
  const out: Signable[] = [];
  for (const [message, binding] of Object.entries(bindings.messages)) {
    if (!binding.sign) continue;
    const body =
      binding.body ?? fail(BINDINGS, `messages.${message}.sign: a sign helper needs a body`);
    out.push({
      message,
      body,
      sign: binding.sign,
      signatures: binding.signatures,
      inferred: inferred.has(message),
    });
  }
  return out;
}

/** Every message's RequestSigning by its type: how a server builds the message a body signs. */
function tableStatement(all: readonly Signable[]): string {
  const example = all[0]?.message ?? "TradeOrder";
  return `${jsdoc(
    "Every message type with a request body, and how its requests are signed: what a server reads a signed body with (its message, its struct hasher and who signs).",
    `const message = requestSignings.${example}?.message(data, { now: Date.now() })`,
  )}export const requestSignings: { readonly [P in PrimaryType]?: RequestSigning<P, never> } = {\n${all.map((s) => `  ${s.message}: ${requestName(s.message)},`).join("\n")}\n};`;
}

/**
 * requests.ts: the sign helpers, each the package's one entry (signRequest, requests.ts) with its
 * message's parts; `undefined` when no message names one.
 */
export function requestsFile(
  sources: SpecFile[],
  bindings: BindingsSpec,
  inferred: ReadonlySet<string> = new Set(),
): GeneratedFile | undefined {
  const all = signables(bindings, inferred);
  if (all.length === 0) return undefined;
  const several = all.some((s) => s.signatures.length > 1);
  return emitTypeScript(`${OUT}/requests.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "../messages.js",
      namedImports: [
        ...(all.some((s) => s.inferred) ? ["bodyChecks"] : []),
        ...all.filter((s) => !s.inferred).map((s) => `${camelCase(s.message)}Message`),
      ].sort(),
    });
    file.addImportDeclaration({
      moduleSpecifier: "../requests.js",
      namedImports: [
        "type RequestSigning",
        "type SignedRequest",
        ...(several ? ["type SignRequestOptions"] : []),
        "type SignRequestParameters",
        "signRequest",
      ],
    });
    if (several) {
      file.addImportDeclaration({
        isTypeOnly: true,
        moduleSpecifier: "../signer.js",
        namedImports: ["SignerLike"],
      });
    }
    file.addImportDeclaration({
      moduleSpecifier: "./bindings.js",
      namedImports: [
        ...new Set(
          all.flatMap((s) => [
            `type ${s.body}`,
            `${camelCase(s.message)}Binding`,
            ...(s.inferred ? [builderName(s)] : []),
          ]),
        ),
      ].sort((a, b) => a.replace("type ", "").localeCompare(b.replace("type ", ""))),
    });
    file.addImportDeclaration({
      moduleSpecifier: "./struct-hash.js",
      namedImports: all.map((s) => `hash${s.message}Struct`).sort(),
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./typed-data.js",
      namedImports: ["PrimaryType"],
    });
    for (const signable of all) file.addStatements(signableStatements(signable));
    file.addStatements(tableStatement(all));
  });
}
