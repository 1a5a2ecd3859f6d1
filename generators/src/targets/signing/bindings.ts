import {
  emitTypeScript,
  type FileBuilder,
  type GeneratedFile,
  literal,
  lowerFirst,
  propertyKey,
} from "../../emit.js";
import { fail } from "../../json.js";
import type { Field } from "../../signing/grammar.js";
import type { SpecFile } from "../../spec.js";
import {
  BINDINGS,
  type Binding,
  type BindingsSpec,
  type BodyField,
  bindingName,
  camelCase,
  type MessageBinding,
  OUT,
  tsType,
  uintBits,
} from "./model.js";

// bindings.ts of @perpkit/signing: each request body's type, the builder of the message each body
// is signed as (every field checked, following spec/signing/bindings.yaml), how each message is
// carried, and the bounds and kinds the callers share.

const ZERO_OF: Record<string, string> = { bigint: "0n", Hex: "ZERO_BYTES32", boolean: "false" };

function bodyTsType(field: BodyField): string {
  switch (field.kind) {
    case "address":
      return "Address";
    case "bytes32":
      return "Hex";
    case "decimal":
    case "nonce":
    case "uuid":
    case "clientOrderId":
    case "string":
      return "string";
    case "integer":
    case "signedAt":
    case "unixSeconds":
      return "number";
    case "boolean":
      return "boolean";
    case "enum":
      return `Known${field.enum}`;
    case "uuidList":
    case "clientOrderIdList":
      return "readonly string[]";
  }
}

/** The check of one body field's value, returning it converted where the signed field needs it. */
function checkCall(field: BodyField, value: string, name: string): string {
  const f = JSON.stringify(name);
  switch (field.kind) {
    case "integer":
      return `checks.integer(${value}, ${f}, ${field.bits ?? 53})`;
    case "enum":
      return `checks.oneOf(${value}, ${f}, ${lowerFirst(field.enum as string)}Values)`;
    case "string":
      return `checks.text(${value}, ${f}, ${field.minLength ?? 0}, ${field.maxLength ?? 1_000_000})`;
    default:
      return `checks.${field.kind}(${value}, ${f})`;
  }
}

function checksType(lines: readonly string[], props: readonly string[]): string {
  const used = new Set(["fields"]);
  for (const m of [...lines, ...props].join("\n").matchAll(/checks\.([A-Za-z0-9]+)\(/g)) {
    used.add(m[1] as string);
  }
  return `Pick<BodyChecks, ${[...used].map((k) => JSON.stringify(k)).join(" | ")}>`;
}

function fields(body: { fields: Record<string, BodyField> }): [string, BodyField][] {
  return Object.entries(body.fields);
}

function exampleBody(field: BodyField): string {
  switch (field.kind) {
    case "address":
    case "bytes32":
      return '"0x…"';
    case "decimal":
      return '"1.5"';
    case "nonce":
      return "clock.nonce()";
    case "signedAt":
      return "clock.signedAt()";
    case "integer":
    case "unixSeconds":
      return "0";
    case "boolean":
      return "false";
    case "enum":
      return `${lowerFirst(field.enum as string)}Values[0]`;
    default:
      return '"…"';
  }
}

function addHeader(file: FileBuilder, bindings: BindingsSpec): void {
  const enums = new Set<string>();
  for (const body of Object.values(bindings.bodies)) {
    for (const field of Object.values(body.fields)) if (field.enum) enums.add(field.enum);
  }
  file.addImportDeclaration({
    moduleSpecifier: "@perpkit/core",
    namedImports: [
      "type Address",
      "type Hex",
      ...[...enums].sort().flatMap((e) => [`type Known${e}`, `${lowerFirst(e)}Values`]),
      "parseDecimal",
      "ZERO_BYTES32",
    ],
  });
  file.addImportDeclaration({
    isTypeOnly: true,
    moduleSpecifier: "./typed-data.js",
    namedImports: [
      "PrimaryType",
      ...Object.keys(bindings.messages)
        .filter((m) => bindings.messages[m]?.body)
        .map((m) => `${m}Message`),
    ],
  });
  file.addStatements(
    `/**\n * Checks one request-body value of each kind in spec/signing/bindings.yaml and returns it in the\n * form its signed field needs. Each check throws a ValidationError naming the field; the signing\n * package implements them against one clock reading (\`now\`).\n *\n * @example\n * tradeOrderFromOrderData(data, bodyChecks(Date.now()))\n */\nexport interface BodyChecks {\n  /** Throws unless \`data\` is an object with every required key and no key outside \`known\`. */\n  fields(data: unknown, known: readonly string[], required: readonly string[]): void;\n  address(value: unknown, field: string): Address;\n  bytes32(value: unknown, field: string): Hex;\n  uuid(value: unknown, field: string): string;\n  /** A decimal string as a 9-decimal fixed-point bigint. */\n  decimal(value: unknown, field: string): bigint;\n  integer(value: unknown, field: string, bits: number): number;\n  boolean(value: unknown, field: string): boolean;\n  /** A nonce string inside the nonce window, as a bigint. */\n  nonce(value: unknown, field: string): bigint;\n  /** Unix seconds inside the signedAt window. */\n  signedAt(value: unknown, field: string): number;\n  unixSeconds(value: unknown, field: string): number;\n  oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T;\n  clientOrderId(value: unknown, field: string): string;\n  text(value: unknown, field: string, minLength: number, maxLength: number): string;\n  uuidList(value: unknown, field: string): readonly string[];\n  clientOrderIdList(value: unknown, field: string): readonly string[];\n  /** Throws unless a scaled decimal fits the signed field's width. */\n  fits(value: bigint, field: string, bits: number): bigint;\n}`,
  );
}

function addBodies(file: FileBuilder, bindings: BindingsSpec): void {
  for (const [bodyName, body] of Object.entries(bindings.bodies)) {
    const fields = Object.entries(body.fields);
    file.addStatements(
      `/**\n * ${body.description}\n *\n * @example\n * const data: ${bodyName} = { ${fields
        .filter(([, f]) => f.required)
        .map(([n, f]) => `${n}: ${exampleBody(f)}`)
        .join(
          ", ",
        )} }\n */\nexport interface ${bodyName} {\n${fields.map(([n, f]) => `  /** ${f.description} */\n  readonly ${propertyKey(n)}${f.required ? "" : "?"}: ${bodyTsType(f)}${f.required ? "" : " | undefined"};`).join("\n")}\n}`,
    );
  }
}

/** A message's bindings, checked against its signed fields: what its builder calls and returns. */
function builderParts(
  message: string,
  binding: MessageBinding,
  body: BindingsSpec["bodies"][string],
  signed: readonly Field[],
): { lines: string[]; props: string[]; checkedProps: string[] } {
  const bodyName = binding.body as string;
  const bindingFields = binding.fields ?? {};
  const used = new Set<string>();
  const props: string[] = [];
  const checkedProps: string[] = [];
  for (const field of signed) {
    const b = bindingFields[field.name] as Binding;
    const source =
      body.fields[b.from] ??
      fail(BINDINGS, `messages.${message}.fields.${field.name}.from names no field of ${bodyName}`);
    used.add(b.from);
    const value = `data.${b.from}`;
    let converted = checkCall(source, value, b.from);
    const ts = tsType(field.type, message);
    if (b.encode === "decimal9") {
      if (source.kind !== "decimal")
        fail(
          BINDINGS,
          `messages.${message}.fields.${field.name}: decimal9 needs a decimal body field`,
        );
      converted = `checks.fits(${converted}, ${JSON.stringify(b.from)}, ${uintBits(field.type) ?? 256})`;
    } else if (b.encode === "nonce") {
      if (source.kind !== "nonce")
        fail(BINDINGS, `messages.${message}.fields.${field.name}: nonce needs a nonce body field`);
    } else if (ts === "bigint") {
      converted = `BigInt(${converted})`;
    }
    const checked =
      source.kind === "decimal"
        ? `parseDecimal(${value}, ${JSON.stringify(b.from)})`
        : ts === "bigint"
          ? `BigInt(${value})`
          : value;
    const optional = !source.required;
    if (optional && !b.whenAbsent)
      fail(
        BINDINGS,
        `messages.${message}.fields.${field.name}: ${b.from} is optional in ${bodyName}, so whenAbsent is needed`,
      );
    const expr = optional
      ? `${value} === undefined ? ${ZERO_OF[ts] ?? fail(BINDINGS, `no zero value of ${field.type}`)} : ${converted}`
      : converted;
    props.push(`    ${field.name}: ${expr},`);
    const zero = ZERO_OF[ts] as string;
    checkedProps.push(
      `    ${field.name}: ${optional ? `${value} === undefined ? ${zero} : ${checked}` : checked},`,
    );
  }
  const lines: string[] = [];
  for (const [name, field] of Object.entries(body.fields)) {
    if (used.has(name)) continue;
    const call = checkCall(field, `data.${name}`, name);
    lines.push(field.required ? `  ${call};` : `  if (data.${name} !== undefined) ${call};`);
  }
  return { lines, props, checkedProps };
}

/** The builder of one message from its body, every field checked. */
function addBuilder(
  file: FileBuilder,
  bindings: BindingsSpec,
  types: ReadonlyMap<string, Field[]>,
  message: string,
  binding: MessageBinding & { body: string; fields: Record<string, Binding> },
): void {
  const bodyName = binding.body;
  const body =
    bindings.bodies[bodyName] ??
    fail(BINDINGS, `messages.${message}.body names no body ${bodyName}`);
  const signed =
    types.get(message) ??
    fail(BINDINGS, `messages.${message} is not a type of the signing configuration`);
  const bound = new Set(Object.keys(binding.fields));
  for (const field of signed) {
    if (!bound.has(field.name))
      fail(
        BINDINGS,
        `messages.${message}.fields has no binding for the signed field ${field.name}`,
      );
  }
  for (const name of bound) {
    if (!signed.some((f) => f.name === name))
      fail(BINDINGS, `messages.${message}.fields.${name} is not a field of ${message}`);
  }
  const { lines, props, checkedProps } = builderParts(message, binding, body, signed);
  const known = `${lowerFirst(bodyName)}Fields`;
  const required = fields(body)
    .filter(([, f]) => f.required)
    .map(([n]) => n);
  file.addStatements(
    `const ${known} = ${literal(Object.keys(body.fields))} as const;\nconst ${known}Required = ${literal(required)} as const;`,
  );
  const fn = `${camelCase(message)}From${bodyName}`;
  file.addStatements(
    `/**\n * Checks a ${bodyName} body field by field and builds the ${message} message it signs, following\n * spec/signing/bindings.yaml.${Object.entries(
      binding.fields,
    )
      .filter(([, b]) => b.description)
      .map(([n, b]) => ` ${n}: ${b.description}`)
      .join(
        "",
      )}\n *\n * @example\n * const message = ${fn}(data, checks)\n */\nexport function ${fn}(data: ${bodyName}, checks: ${checksType(lines, props)}): ${message}Message {\n  checks.fields(data, ${known}, ${known}Required);\n${lines.map((l) => `${l}\n`).join("")}  return {\n${props.join("\n")}\n  };\n}`,
  );
  // A caller that has checked every field itself (rest checks each order against its product and
  // the clock) builds the message with the same conversions and no checks, so a bundle that signs
  // only such bodies carries none of the body checks.
  const checkedFn = `${camelCase(message)}FromChecked${bodyName}`;
  file.addStatements(
    `/**\n * Builds the ${message} message of a ${bodyName} body whose every field the caller has checked\n * already, following spec/signing/bindings.yaml as {@link ${fn}} does, without its checks: only\n * the conversions (decimals scaled by 10^9, integers and the nonce as bigints). A body that was\n * not checked goes through {@link ${fn}}.\n *\n * @example\n * const message = ${checkedFn}(checkedData)\n */\nexport function ${checkedFn}(data: ${bodyName}): ${message}Message {\n  return {\n${checkedProps.join("\n")}\n  };\n}`,
  );
}

/** How each message is carried, and all of them as one table. */
function addCarriers(file: FileBuilder, bindings: BindingsSpec): void {
  for (const [m, b] of Object.entries(bindings.messages)) {
    const meta = {
      ...(b.body ? { body: b.body } : {}),
      operations: b.operations,
      signatures: b.signatures.map((s) => ({ field: s.field, party: s.party })),
    };
    file.addStatements(
      `/**\n * How a ${m} message is carried: ${b.body ? "its request body, " : ""}the HTTP operations that carry it, and\n * which body field names each signing party.\n *\n * @example\n * ${bindingName(m)}.signatures // ${JSON.stringify(
        meta.signatures,
      )
        .replace(/"(field|party)":/g, "$1: ")
        .replace(/,(?=[a-z])/g, ", ")
        .replace(/\{/g, "{ ")
        .replace(/\}/g, " }")}\n */\nexport const ${bindingName(m)} = ${literal(meta)} as const;`,
    );
  }
  file.addStatements(
    `/**\n * For each message type: the request body it is built from, the HTTP operations that carry it, and\n * which body field names each signing party.\n *\n * @example\n * messageBindings.LinkSigner.signatures // [{ field: "signature", party: "sender" }, { field: "signerSignature", party: "signer" }]\n */\nexport const messageBindings = {\n${Object.keys(
      bindings.messages,
    )
      .map((m) => `  ${m}: ${bindingName(m)},`)
      .join("\n")}\n} as const satisfies Record<PrimaryType, unknown>;`,
  );
}

/** The free-text fields' length bounds, and the order types that decide whether a price is signed. */
function addBoundsAndKinds(file: FileBuilder, bindings: BindingsSpec): void {
  const bounds: Record<string, Record<string, { minLength: number; maxLength: number }>> = {};
  for (const [bodyName, body] of Object.entries(bindings.bodies)) {
    for (const [name, field] of Object.entries(body.fields)) {
      if (field.kind !== "string") continue;
      bounds[bodyName] ??= {};
      (bounds[bodyName] as Record<string, unknown>)[name] = {
        minLength: field.minLength ?? 0,
        maxLength: field.maxLength ?? 1_000_000,
      };
    }
  }
  const [firstBody, firstFields] = Object.entries(bounds)[0] ?? [];
  if (firstBody && firstFields) {
    const [firstField, firstBounds] = Object.entries(firstFields)[0] as [string, unknown];
    file.addStatements(
      `/**\n * The length bounds of each free-text body field, as \`checks.text\` holds it to them: the live\n * document's where spec/signing/bindings.yaml names it (\`upstream\`), so callers that check a\n * field before building its body use the same bounds.\n *\n * @example\n * textFieldBounds.${firstBody}.${firstField} // ${JSON.stringify(firstBounds).replace(/"/g, "").replace(/:/g, ": ").replace(/,/g, ", ").replace(/\{/g, "{ ").replace(/\}/g, " }")}\n */\nexport const textFieldBounds = ${literal(bounds)} as const;`,
    );
  }
  const orderTypes = Object.values(bindings.messages).find((b) => b.orderTypes)?.orderTypes;
  if (orderTypes) {
    file.addStatements(
      `/**\n * The order \`type\` values that decide whether a price is signed.\n *\n * @example\n * orderKinds.market // "${orderTypes.market}"\n */\nexport const orderKinds = ${literal(orderTypes)} as const;`,
    );
  }
}

/** bindings.ts of @perpkit/signing. */
export function bindingsFile(
  sources: SpecFile[],
  bindings: BindingsSpec,
  types: Map<string, Field[]>,
): GeneratedFile {
  return emitTypeScript(`${OUT}/bindings.ts`, sources, (file) => {
    addHeader(file, bindings);
    addBodies(file, bindings);
    for (const [message, binding] of Object.entries(bindings.messages)) {
      if (!binding.body || !binding.fields) continue;
      addBuilder(file, bindings, types, message, {
        ...binding,
        body: binding.body,
        fields: binding.fields,
      });
    }
    addCarriers(file, bindings);
    addBoundsAndKinds(file, bindings);
  });
}
