import type { FileBuilder } from "../../emit.js";
import { type ErrorsSpec, errorClassFor } from "../../errors.js";
import { docText, exampleArguments, type Operation, type Resolver, upperFirst } from "./model.js";
import { type ParameterPatterns, parameterCheck } from "./parameters.js";

// One operation's part of operations.ts: its triad of types (parameters, return type, errors),
// its request builder and its free function. The triad is named after the function; the request
// builder after the operation.

/** `{Operation}Parameters`, `{Operation}ReturnType` and `{Operation}ErrorType`. */
function addTriad(file: FileBuilder, resolver: Resolver, op: Operation, errors: ErrorsSpec): void {
  const fn = op.functionName;
  const T = upperFirst(fn);
  const parts: string[] = [];
  if (op.pathParameters.length > 0)
    parts.push(`operations[${JSON.stringify(op.name)}]["parameters"]["path"]`);
  if (op.queryParameters.length > 0) {
    parts.push(`NonNullable<operations[${JSON.stringify(op.name)}]["parameters"]["query"]>`);
  }
  if (op.headerParameters.length > 0) {
    parts.push(`{ headers: operations[${JSON.stringify(op.name)}]["parameters"]["header"] }`);
  }
  if (op.body) parts.push(`{ body: ${op.body} }`);
  file.addTypeAlias({
    isExported: true,
    name: `${T}Parameters`,
    docs: [
      `The parameters of {@link ${fn}}${op.body ? ": path and query parameters, and the JSON `body`" : ""}.\n\n@example\nconst parameters: ${T}Parameters = ${exampleArguments(resolver, op) || "{}"}`,
    ],
    type: parts.length > 0 ? parts.join(" & ") : "Record<string, never>",
  });
  file.addTypeAlias({
    isExported: true,
    name: `${T}ReturnType`,
    docs: [
      `What {@link ${fn}} resolves to.\n\n@example\nconst result: ${T}ReturnType = await ${fn}(transport${exampleArguments(resolver, op) ? `, ${exampleArguments(resolver, op)}` : ""})`,
    ],
    type: op.result,
  });
  const errorTypes = [
    ...new Set([
      ...op.errorStatuses.map((s) => errorClassFor(errors, s)),
      "HttpErrorType",
      "ValidationError",
      "TimeoutError",
      "TransportError",
      "AbortError",
      "DecodeError",
    ]),
  ];
  file.addTypeAlias({
    isExported: true,
    name: `${T}ErrorType`,
    docs: [
      `The errors {@link ${fn}} can throw: one per documented status, and the transport's own.\n\n@example\ntry { await ${fn}(transport${exampleArguments(resolver, op) ? `, ${exampleArguments(resolver, op)}` : ""}) } catch (e) { const error = e as ${T}ErrorType }`,
    ],
    type: errorTypes.join(" | "),
  });
}

/** The request builder's statements: every parameter checked, then the request. */
function builderStatements(
  resolver: Resolver,
  op: Operation,
  patterns: ParameterPatterns,
): string[] {
  const statements: string[] = [];
  for (const p of [...op.pathParameters, ...op.queryParameters]) {
    const expr = `parameters.${p.name}`;
    const field = JSON.stringify(p.name);
    const check = parameterCheck(resolver, p.schema, expr, field, patterns, `${op.name}.${p.name}`);
    statements.push(
      p.required
        ? `if (${expr} === undefined) throw new ValidationError(${field}, "is required");\n${check}`
        : `if (${expr} !== undefined) ${check}`,
    );
  }
  if (op.headerParameters.length > 0) {
    statements.push(
      'if (typeof parameters.headers !== "object" || parameters.headers === null) throw new ValidationError("headers", "are required");',
    );
  }
  for (const p of op.headerParameters) {
    const expr = `parameters.headers[${JSON.stringify(p.name)}]`;
    const field = JSON.stringify(`headers.${p.name}`);
    const check = parameterCheck(resolver, p.schema, expr, field, patterns, `${op.name}.${p.name}`);
    statements.push(
      p.required
        ? `if (${expr} === undefined) throw new ValidationError(${field}, "is required");\n${check}`
        : `if (${expr} !== undefined) ${check}`,
    );
  }
  const pathExpr =
    op.pathParameters.length === 0
      ? JSON.stringify(op.path)
      : `\`${op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => `\${encodeURIComponent(parameters.${name})}`)}\``;
  const fields = [`method: ${JSON.stringify(op.method)}`, `path: ${pathExpr}`];
  if (op.queryParameters.length > 0) {
    fields.push(
      `query: { ${op.queryParameters.map((p) => `${p.name}: parameters.${p.name}`).join(", ")} }`,
    );
  }
  if (op.headerParameters.length > 0) {
    fields.push(
      `headers: { ${op.headerParameters.map((p) => `${JSON.stringify(p.name)}: String(parameters.headers[${JSON.stringify(p.name)}])`).join(", ")} }`,
    );
  }
  if (op.body) fields.push("body: JSON.stringify(parameters.body)");
  statements.push(`return { ${fields.join(", ")} };`);
  return statements;
}

/** One operation's types, request builder and free function, added to operations.ts. */
export function emitOperation(
  file: FileBuilder,
  resolver: Resolver,
  op: Operation,
  patterns: ParameterPatterns,
  errors: ErrorsSpec,
): void {
  const fn = op.functionName;
  const T = upperFirst(fn);
  const B = op.typeName;
  const hasRequired =
    op.pathParameters.length > 0 ||
    op.headerParameters.length > 0 ||
    op.body !== undefined ||
    op.queryParameters.some((p) => p.required);
  addTriad(file, resolver, op, errors);
  const statements = builderStatements(resolver, op, patterns);
  const parametersParameter = {
    name: "parameters",
    type: `${T}Parameters`,
    ...(hasRequired ? {} : { initializer: "{}" }),
  };
  file.addFunction({
    isExported: true,
    name: `build${B}Request`,
    docs: [
      `Builds the HTTP request of {@link ${fn}} (${op.method} ${op.path}) after checking every parameter against the spec.\n\n@example\nconst request = build${B}Request(${exampleArguments(resolver, op)})`,
    ],
    parameters: [parametersParameter],
    returnType: "HttpRequest",
    statements,
  });

  const description = [
    docText(op.summary),
    ...(op.description ? ["", docText(op.description)] : []),
    "",
    `\`${op.method} ${op.path}\`${op.signedMessages.length > 0 ? ` (signed: ${op.signedMessages.join(", ")})` : ""}`,
    "",
    "@example",
    op.body
      ? `const result = await ${fn}(transport, ${exampleArguments(resolver, op)}) // body: a signed request body`
      : `const result = await ${fn}(transport${exampleArguments(resolver, op) ? `, ${exampleArguments(resolver, op)}` : ""})`,
    ...(op.deprecated ? [`@deprecated ${docText(op.deprecated)}`] : []),
  ].join("\n");
  file.addFunction({
    isExported: true,
    isAsync: true,
    name: fn,
    docs: [description],
    parameters: [
      { name: "transport", type: "HttpTransport" },
      parametersParameter,
      { name: "options", type: "OperationOptions", initializer: "{}" },
    ],
    returnType: `Promise<${T}ReturnType>`,
    statements: [
      `const response = await transport.request({ ...build${B}Request(parameters), ...options });`,
      `return decode${op.result}(response.body);`,
    ],
  });
}
