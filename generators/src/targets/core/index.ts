import { VariableDeclarationKind } from "ts-morph";
import type { GeneratedFile } from "../../emit.js";
import { emitTypeScript, literal, lowerFirst, propertyKey } from "../../emit.js";
import { LIMITS, readEnums, readLimits, UPSTREAM_OPENAPI } from "../../enums.js";
import { ERRORS, type ErrorsSpec } from "../../errors.js";
import { FORMATS, readFormats } from "../../formats.js";
import { fail, type Json } from "../../json.js";
import { readConfigs, SIGNING_DIR } from "../../signing/configs.js";
import { readJson, readYaml, type SpecSource } from "../../spec.js";
import type { Target } from "../../target.js";

const OUT = "packages/core/src/generated";

interface LimitsSpec {
  enums: unknown;
  [section: string]: unknown;
}

const NETWORKS = "spec/networks.yaml";

interface NetworksSpec {
  networks: Record<string, Record<string, unknown>>;
}

/** A JSDoc block: one sentence and an `@example`. */
function doc(description: string, example: string) {
  return [{ description, tags: [{ tagName: "example", text: example }] }];
}

/** `limits.<section>.<key> // <value>` for the first scalar limit, as the example of `limits`. */
function limitsExample(sections: Record<string, unknown>): string {
  for (const [section, values] of Object.entries(sections)) {
    if (values === null || typeof values !== "object") continue;
    for (const [key, value] of Object.entries(values)) {
      if (typeof value !== "object") return `limits.${section}.${key} // ${JSON.stringify(value)}`;
    }
  }
  return "const { order } = limits";
}

/** The export of one section of the limits: `orderLimits`; `rateLimit` becomes `rateLimits`. */
export function sectionName(section: string): string {
  return section.endsWith("Limit") ? `${section}s` : `${section}Limits`;
}

/** `.key.key // value` down to the first scalar of a section, for its example. */
function firstScalarPath(value: unknown): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return ` // ${JSON.stringify(value)}`;
  }
  for (const [key, inner] of Object.entries(value)) {
    const rest = firstScalarPath(inner);
    if (rest !== undefined) return `.${key}${rest}`;
  }
  return undefined;
}

function isSection(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function limitsFile(spec: SpecSource): GeneratedFile {
  const read = readLimits(spec);
  const { enums: _enums, ...sections } = read.limits as LimitsSpec;
  const { values: enums, sources: enumSources } = readEnums(spec);
  const sources = [...read.sources, ...enumSources].filter(
    (file, i, all) => all.findIndex((f) => f.path === file.path) === i,
  );
  return emitTypeScript(`${OUT}/limits.ts`, sources, (file) => {
    // Each section, and each group inside one, is a constant of its own and `limits` composes
    // them: a bundle that reads only `orderLimits` leaves the other sections out, which a single
    // object would keep whole.
    const composed: string[] = [];
    for (const [section, values] of Object.entries(sections)) {
      if (!isSection(values)) {
        composed.push(`  ${propertyKey(section)}: ${literal(values, "  ")},`);
        continue;
      }
      // The groups inside a section too: the transport reads `rateLimitHeaders` without the pools.
      const entries: string[] = [];
      for (const [key, value] of Object.entries(values)) {
        if (!isSection(value)) {
          entries.push(`  ${propertyKey(key)}: ${literal(value, "  ")},`);
          continue;
        }
        const group = `${section}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
        file.addVariableStatement({
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: doc(
            `The \`${section}.${key}\` limits of the exchange interface: \`limits.${section}.${key}\`.`,
            `${group}${firstScalarPath(value) ?? ""}`,
          ),
          declarations: [{ name: group, initializer: `${literal(value)} as const` }],
        });
        entries.push(`  ${propertyKey(key)}: ${group},`);
      }
      const name = sectionName(section);
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: doc(
          `The \`${section}\` limits of the exchange interface: \`limits.${section}\`.`,
          `${name}${firstScalarPath(values) ?? ""}`,
        ),
        declarations: [{ name, initializer: `{\n${entries.join("\n")}\n} as const` }],
      });
      composed.push(`  ${propertyKey(section)}: ${name},`);
    }
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: doc(
        "Every numeric limit and time window of the exchange interface, by section. Each section\n(`orderLimits`) and each group in one (`rateLimitHeaders`) is also exported on its own: a\nbundle keeps only what it reads.",
        limitsExample(sections),
      ),
      declarations: [{ name: "limits", initializer: `{\n${composed.join("\n")}\n} as const` }],
    });
    for (const [name, values] of Object.entries(enums)) {
      const valuesName = `${lowerFirst(name)}Values`;
      const first = JSON.stringify(values[0] ?? "");
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: doc(
          `The ${name} values this version knows. The service may add others.`,
          `${valuesName}[0] // ${first}`,
        ),
        declarations: [{ name: valuesName, initializer: `${literal(values)} as const` }],
      });
      file.addTypeAlias({
        isExported: true,
        name: `Known${name}`,
        docs: doc(
          `One of the ${name} values this version knows.`,
          `const value: Known${name} = ${first}`,
        ),
        type: `(typeof ${valuesName})[number]`,
      });
      file.addTypeAlias({
        isExported: true,
        name,
        docs: doc(
          `${name} as decoded: a known value, or one the service added since.`,
          `const value: ${name} = ${first}`,
        ),
        type: `Known${name} | (string & {})`,
      });
    }
  });
}

/** What a network's preset takes from its signing configuration, the live contract's. */
const FROM_CONTRACT = ["chainId", "verifyingContract"] as const;

/**
 * Each network of spec/networks.yaml with what the live contract carries for it: its chain id
 * and exchange contract from its signing configuration (spec/signing/rpc-config.<network>.json,
 * the sandbox's own for `local`), after its name and before its URLs' neighbours. A preset that
 * states one of them, a network without a signing configuration, and a server of the live
 * OpenAPI document that is no network's REST URL each stop generation, naming them.
 */
function presets(spec: SpecSource, networks: NetworksSpec["networks"]): Record<string, Json> {
  const { configs } = readConfigs(spec);
  const out: Record<string, Json> = {};
  for (const [name, preset] of Object.entries(networks)) {
    const config = configs.get(name);
    if (!config) {
      fail(
        NETWORKS,
        `networks.${name} has no signing configuration (spec/signing/rpc-config.${name}.json): its chain id and contract come from there`,
      );
    }
    const fromContract = {
      chainId: Number(config.domain.chainId),
      verifyingContract: config.domain.verifyingContract,
    };
    for (const key of FROM_CONTRACT) {
      if (preset[key] === undefined) continue;
      const drift =
        String(preset[key]) === String(fromContract[key])
          ? "restates"
          : `(${JSON.stringify(preset[key])}) differs from`;
      fail(
        NETWORKS,
        `networks.${name}.${key} ${drift} spec/signing/rpc-config.${name}.json domain.${key} (${JSON.stringify(fromContract[key])}); the live contract's is the preset's: remove it`,
      );
    }
    const { features, ...rest } = preset;
    out[name] = { ...rest, ...fromContract, ...(features === undefined ? {} : { features }) };
  }
  const upstream = spec.list("spec/upstream").includes(UPSTREAM_OPENAPI);
  if (!upstream) return out;
  const servers = readJson<{ servers?: { url?: unknown }[] }>(spec.read(UPSTREAM_OPENAPI)).servers;
  const restUrls = Object.values(networks).map((n) => String(n.restUrl).replace(/\/+$/, ""));
  for (const server of servers ?? []) {
    const url = String(server.url).replace(/\/+$/, "");
    if (!restUrls.includes(url)) {
      fail(
        UPSTREAM_OPENAPI,
        `servers names ${url}, which is no network's restUrl in ${NETWORKS}: add the network, or correct its URL there`,
      );
    }
  }
  return out;
}

function networksFile(spec: SpecSource): GeneratedFile {
  const source = spec.read(NETWORKS);
  const { networks } = readYaml<NetworksSpec>(source);
  const withContract = presets(spec, networks);
  const { files } = readConfigs(spec);
  const used = files.filter((f) =>
    Object.keys(networks).some((n) => f.path.endsWith(`.${n}.json`)),
  );
  const firstNetwork = JSON.stringify(Object.keys(networks)[0] ?? "");
  return emitTypeScript(`${OUT}/networks.ts`, [source, ...used], (file) => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: doc(
        "Network presets: service URLs, chain id and exchange contract of each network (the chain\nid and contract from its signing configuration, the live contract's).",
        `networks[${firstNetwork}].restUrl`,
      ),
      declarations: [{ name: "networks", initializer: `${literal(withContract)} as const` }],
    });
    file.addTypeAlias({
      isExported: true,
      name: "NetworkName",
      docs: doc(
        `A preset network: ${Object.keys(networks)
          .map((n) => `\`${n}\``)
          .join(", ")}.`,
        `const network: NetworkName = ${firstNetwork}`,
      ),
      type: "keyof typeof networks",
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: doc("Names of the preset networks.", `networkNames[0] // ${firstNetwork}`),
      declarations: [
        { name: "networkNames", initializer: `${literal(Object.keys(networks))} as const` },
      ],
    });
  });
}

function errorsFile(spec: SpecSource): GeneratedFile {
  const source = spec.read(ERRORS);
  const { http } = readYaml<ErrorsSpec>(source);
  const exact = Object.entries(http).filter(([status]) => /^\d+$/.test(status));
  const server = http["5XX"];
  const classes = [...new Set(Object.values(http))].sort();
  const [firstStatus, firstClass] = exact[0] ?? ["400", "HttpError"];
  return emitTypeScript(`${OUT}/errors.ts`, [source], (file) => {
    file.addImportDeclaration({
      moduleSpecifier: "../http-errors.js",
      namedImports: [
        ...classes.map((name) => ({ name })),
        { name: "HttpError" },
        { name: "HttpErrorOptions", isTypeOnly: true },
        { name: "HttpErrorType", isTypeOnly: true },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: doc(
        "The error class each HTTP error status becomes, by status; any other 5xx becomes a ServerError and anything else an HttpError (see `httpErrorFor`).",
        `httpErrorClasses[${firstStatus}] // ${firstClass}`,
      ),
      declarations: [
        {
          name: "httpErrorClasses",
          initializer: `{\n${exact.map(([status, name]) => `  ${status}: ${name},`).join("\n")}\n} as const`,
        },
      ],
    });
    file.addTypeAlias({
      isExported: true,
      name: "HttpErrorStatus",
      docs: doc(
        "An HTTP error status the table gives an error class of its own.",
        `const status: HttpErrorStatus = ${firstStatus}`,
      ),
      type: "keyof typeof httpErrorClasses",
    });
    file.addTypeAlias({
      isExported: true,
      name: "HttpStatusErrorName",
      docs: doc(
        "The `name` of every error an HTTP error answer can become: each class of the table, and HttpError for a status it lacks.",
        `const name: HttpStatusErrorName = ${JSON.stringify(firstClass)}`,
      ),
      type: [...classes, "HttpError"].map((name) => JSON.stringify(name)).join(" | "),
    });
    file.addTypeAlias({
      isExported: true,
      name: "HttpStatusErrorType",
      docs: doc(
        "Every error an HTTP error answer can become: the class of each status in the table, and HttpError for a status it lacks (`HttpErrorType`, so that a name narrows the union).",
        "try { await transport.request(request) } catch (e) { const error = e as HttpStatusErrorType }",
      ),
      type: [...classes, "HttpErrorType"].join(" | "),
    });
    file.addFunction({
      isExported: true,
      name: "httpErrorFor",
      docs: doc(
        "The typed error of an HTTP error answer, by its status.",
        `throw httpErrorFor({ status: ${firstStatus}, method: "GET", url, body })`,
      ),
      parameters: [{ name: "options", type: "HttpErrorOptions" }],
      returnType: "HttpError",
      statements: [
        "const own = (httpErrorClasses as Readonly<Record<number, new (options: HttpErrorOptions) => HttpError>>)[options.status];",
        "if (own) return new own(options);",
        ...(server
          ? [`if (options.status >= 500 && options.status < 600) return new ${server}(options);`]
          : []),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the emitted code is a template literal
        "return new HttpError(`The exchange answered ${options.status}.`, options);",
      ],
    });
  });
}

/**
 * formats.ts: what each format of the live documents means, as a table Ajv takes for its
 * `formats`. The REST and stream targets stop on a format their documents use that it lacks.
 */
function formatsFile(spec: SpecSource): GeneratedFile {
  const table = readFormats(spec);
  const entries = Object.entries(table.formats).map(([format, entry]) =>
    "pattern" in entry
      ? `  ${propertyKey(format)}: /${entry.pattern.replace(/\//g, "\\/")}/,`
      : `  ${propertyKey(format)}: true,`,
  );
  const [firstPattern] = Object.keys(table.patterns);
  return emitTypeScript(`${OUT}/formats.ts`, [table.file], (file) => {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: doc(
        "What each format of the live documents means: the pattern every value of it has, or `true` for a format that says only how the service stores a number (`int64`). Ajv takes it as its `formats`.",
        `stringFormats.${firstPattern}.test(value)`,
      ),
      declarations: [
        { name: "stringFormats", initializer: `{\n${entries.join("\n")}\n} as const` },
      ],
    });
  });
}

export const coreTarget: Target = {
  name: "core",
  outDir: OUT,
  inputs: [LIMITS, UPSTREAM_OPENAPI, NETWORKS, SIGNING_DIR, ERRORS, FORMATS],
  async generate(spec) {
    return [errorsFile(spec), formatsFile(spec), limitsFile(spec), networksFile(spec)];
  },
};
