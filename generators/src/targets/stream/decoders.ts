import { DECODER_HELPERS, DecoderEmitter } from "../../decoders/emitter.js";
import { emitTypeScript, type FileBuilder, type GeneratedFile, literal } from "../../emit.js";
import type { Json } from "../../json.js";
import { SchemaDocument } from "../../schema/document.js";
import type { SpecFile } from "../../spec.js";
import { constProps, fail, type Model, type Node, OUT, SPEC, type Variant } from "./model.js";

// decoders.ts and encoders.ts of @perpkit/stream: a decoder per record and one per direction that
// tells the messages apart, and an encoder per message a client sends.

/**
 * The decoders, from the shared emitter; a decoder's default path is its schema's name. They are
 * tables: every one of them is in each client's bundle (any channel can be subscribed to).
 */
export function decodersFile(sources: readonly SpecFile[], model: Model, doc: Json): GeneratedFile {
  const refs = new SchemaDocument(doc, (problem) => fail("components.schemas", problem));
  const emitter = new DecoderEmitter(
    {
      file: SPEC,
      resolve: (ref) => refs.named(ref),
      typeName: (name) => name,
    },
    { defaultPath: (type) => JSON.stringify(type), tables: true },
  );
  const objects = [...model.schemas.values()].filter((n) => n.node.kind === "object");
  for (const named of objects) emitter.decoderFor(named.name);
  return emitTypeScript(`${OUT}/decoders.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: ["DecodeError", "describeValue"],
    });
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: objects.map((n) => n.name).sort(),
    });
    file.addStatements(DECODER_HELPERS);
    file.addStatements(emitter.code());
    addDispatcher(
      file,
      "ServerMessage",
      "decodeServerMessage",
      model.serverMessages,
      "a message the gateway sends (a reply, a pong or a channel message)",
      "decodeServerMessage(JSON.parse(frame))",
    );
    addDispatcher(
      file,
      "ClientMessage",
      "decodeClientMessage",
      model.clientMessages,
      "a request a client sends (subscribe, unsubscribe or ping)",
      "decodeClientMessage(JSON.parse(frame))",
    );
  });
}

function addDispatcher(
  file: FileBuilder,
  typeName: string,
  name: string,
  variants: readonly Variant[],
  what: string,
  example: string,
): void {
  file.addTypeAlias({
    isExported: true,
    name: typeName,
    docs: [`Any ${what}.\n\n@example\nconst message: ${typeName} | undefined = ${example}`],
    type: variants.map((v) => v.schema).join(" | "),
  });
  const keys = [...new Set(variants.map((v) => v.key))];
  const body: string[] = ['const o = record(value, "message");'];
  for (const key of keys) {
    body.push(`switch (o.${key}) {`);
    for (const v of variants.filter((x) => x.key === key)) {
      body.push(`  case ${literal(v.value)}: return decode${v.schema}(o);`);
    }
    body.push("}");
  }
  body.push("return undefined;");
  file.addFunction({
    isExported: true,
    name,
    docs: [
      `Recognises ${what} by its ${keys.map((k) => `\`${k}\``).join(" or ")} and decodes it; returns \`undefined\` for a message this version does not know.\n\n@throws DecodeError when a known message does not fit its schema.\n@example\n${example}`,
    ],
    parameters: [{ name: "value", type: "unknown" }],
    returnType: `${typeName} | undefined`,
    statements: body.join("\n"),
  });
}

export function encodersFile(sources: readonly SpecFile[], model: Model): GeneratedFile {
  const encodable = [...model.schemas.values()].filter((n) => constProps(n).length > 0);
  return emitTypeScript(`${OUT}/encoders.ts`, sources, (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: encodable.map((n) => n.name).sort(),
    });
    for (const named of encodable) {
      const consts = constProps(named);
      const node = named.node as Extract<Node, { kind: "object" }>;
      const rest = node.props.filter((p) => p.node.kind !== "const");
      const omitted = consts.map((p) => JSON.stringify(p.key)).join(" | ");
      const fieldsType = `Omit<${named.name}, ${omitted}>`;
      const optional = rest.every((p) => !p.required);
      const assigned = consts
        .map((p) => `${p.key}: ${literal((p.node as { value: unknown }).value)}`)
        .join(", ");
      const exampleArgs = rest
        .filter((p) => p.required)
        .map((p) => `${p.key}: ...`)
        .join(", ");
      file.addFunction({
        isExported: true,
        name: `encode${named.name}`,
        docs: [
          `Builds the ${named.name} message, filling in ${consts.map((p) => `\`${p.key}\``).join(" and ")}.\n\n@example\nsocket.send(JSON.stringify(encode${named.name}(${exampleArgs ? `{ ${exampleArgs} }` : ""})))`,
        ],
        parameters: [
          { name: "fields", type: fieldsType, ...(optional ? { initializer: "{}" } : {}) },
        ],
        returnType: named.name,
        statements: `return { ${assigned}, ...fields };`,
      });
    }
  });
}
