import { emitTypeScript, type GeneratedFile } from "../../emit.js";
import type { SpecFile } from "../../spec.js";
import { type Model, type Named, type Node, OUT, type Prop, SPEC } from "./model.js";
import { readableSchemas, readableWordsUsed } from "./types.js";

// readable.ts of @perpkit/stream: a mapper from each payload record's short keys to the readable
// names of its twin in types.ts.

export function readableFile(sources: readonly SpecFile[], model: Model): GeneratedFile {
  const readable = readableSchemas(model);
  const names = [...readable];
  return emitTypeScript(`${OUT}/readable.ts`, sources, (file) => {
    const words = readableWordsUsed(model, readable);
    if (words.length > 0) {
      file.addImportDeclaration({
        moduleSpecifier: "@perpkit/core",
        namedImports: words.map((w) => w.function),
      });
    }
    file.addImportDeclaration({
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: [...names, ...names.map((n) => `Readable${n}`)].sort(),
    });
    for (const name of names) {
      const node = (model.schemas.get(name) as Named).node as Extract<Node, { kind: "object" }>;
      const locals = node.props.map((p, i) => ({ p, local: `v${i}` }));
      const required = locals.filter(({ p }) => p.required);
      const body: string[] = [
        `const { ${locals.map(({ p, local }) => `${p.key}: ${local}`).join(", ")}, ...rest } = value;`,
        `const out: Readable${name} = { ...rest, ${required
          .map(({ p, local }) => `${p.name}: ${mapExpression(model, readable, p, local)}`)
          .join(", ")} };`,
      ];
      for (const { p, local } of locals) {
        if (p.required) continue;
        body.push(
          `if (${local} !== undefined) out.${p.name} = ${mapExpression(model, readable, p, local)};`,
        );
      }
      body.push("return out;");
      const first = node.props.find((p) => p.key !== p.name);
      file.addFunction({
        isExported: true,
        name: `toReadable${name}`,
        docs: [
          `Renames the short keys of the ${name} payload to readable names${first ? ` (\`${first.key}\` to \`${first.name}\`, ...)` : ""}; properties this version does not know keep their keys.\n\n@example\ntoReadable${name}(value)${first ? `.${first.name}` : ""}`,
        ],
        parameters: [{ name: "value", type: name }],
        returnType: `Readable${name}`,
        statements: body.join("\n"),
      });
    }
  });
}

function mapExpression(
  model: Model,
  readable: ReadonlySet<string>,
  prop: Prop,
  value: string,
): string {
  if (prop.node.kind === "nullable") {
    const inner = mapExpression(model, readable, { ...prop, node: prop.node.node }, value);
    return inner === value ? value : `${value} === null ? null : ${inner}`;
  }
  const node = prop.node;
  const words = node.kind === "ref" ? model.schemas.get(node.name)?.readableWith : undefined;
  // The short key names the field in the error a value this version does not know would raise.
  if (words) return `${words.function}(${value}, ${JSON.stringify(prop.key)})`;
  if (node.kind === "ref" && readable.has(node.name)) return `toReadable${node.name}(${value})`;
  if (node.kind === "array" && node.items.kind === "ref" && readable.has(node.items.name)) {
    return `${value}.map(toReadable${node.items.name})`;
  }
  if (
    node.kind === "object" ||
    (node.kind === "array" &&
      node.items.kind !== "ref" &&
      node.items.kind !== "primitive" &&
      node.items.kind !== "const")
  ) {
    throw new Error(
      `${SPEC}: nested anonymous objects cannot be made readable; name them in components.schemas`,
    );
  }
  return value;
}
