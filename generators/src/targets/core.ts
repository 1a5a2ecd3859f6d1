import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type GeneratedFile, literal, lowerFirst } from "../emit.js";
import { readYaml, type SpecSource } from "../spec.js";
import type { Target } from "../target.js";

const OUT = "packages/core/src/generated";

interface LimitsSpec {
  enums: Record<string, string[]>;
  [section: string]: unknown;
}

interface NetworksSpec {
  networks: Record<string, Record<string, unknown>>;
}

function limitsFile(spec: SpecSource): GeneratedFile {
  const source = spec.read("spec/limits.yaml");
  const { enums, ...sections } = readYaml<LimitsSpec>(source);
  return emitTypeScript(`${OUT}/limits.ts`, [source], (file) => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Every numeric limit and time window of the exchange interface."],
      declarations: [{ name: "limits", initializer: `${literal(sections)} as const` }],
    });
    for (const [name, values] of Object.entries(enums)) {
      const valuesName = `${lowerFirst(name)}Values`;
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`The ${name} values this version knows. The service may add others.`],
        declarations: [{ name: valuesName, initializer: `${literal(values)} as const` }],
      });
      file.addTypeAlias({
        isExported: true,
        name: `Known${name}`,
        docs: [`One of the ${name} values this version knows.`],
        type: `(typeof ${valuesName})[number]`,
      });
      file.addTypeAlias({
        isExported: true,
        name,
        docs: [`${name} as decoded: a known value, or one the service added since.`],
        type: `Known${name} | (string & {})`,
      });
    }
  });
}

function networksFile(spec: SpecSource): GeneratedFile {
  const source = spec.read("spec/networks.yaml");
  const { networks } = readYaml<NetworksSpec>(source);
  return emitTypeScript(`${OUT}/networks.ts`, [source], (file) => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Network presets: service URLs, chain id and exchange contract of each network."],
      declarations: [{ name: "networks", initializer: `${literal(networks)} as const` }],
    });
    file.addTypeAlias({
      isExported: true,
      name: "NetworkName",
      docs: ["A preset network: `mainnet`, `testnet`, or `local` (the sandbox)."],
      type: "keyof typeof networks",
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Names of the preset networks."],
      declarations: [
        { name: "networkNames", initializer: `${literal(Object.keys(networks))} as const` },
      ],
    });
  });
}

export const coreTarget: Target = {
  name: "core",
  outDir: OUT,
  inputs: ["spec/limits.yaml", "spec/networks.yaml"],
  async generate(spec) {
    return [limitsFile(spec), networksFile(spec)];
  },
};
