import { type SourceFile, VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, literal } from "../../emit.js";
import { readYaml, type SpecFile } from "../../spec.js";
import { type ErrorsSpec, errorClassFor } from "../core.js";
import {
  compare,
  docText,
  exampleArguments,
  type Operation,
  OUT,
  type Resolver,
  upperFirst,
} from "./model.js";
import { parameterCheck, parameterHelpers } from "./parameters.js";

// operations.ts: request builders, free functions, the operation table. Every parameter is
// checked against what the upstream states before a request is built (parameters.ts).

export function operationsFile(
  resolver: Resolver,
  operations: readonly Operation[],
  sources: readonly SpecFile[],
  errorsSource: SpecFile,
) {
  const errors = readYaml<ErrorsSpec>(errorsSource);
  const patterns = new Map<string, string>();
  const decoders = [...new Set(operations.map((op) => `decode${op.result}`))].sort(compare);
  const types = [
    ...new Set(
      operations.flatMap((op) => [
        op.result,
        ...(op.pageItem ? [op.pageItem] : []),
        ...(op.body ? [op.body] : []),
      ]),
    ),
  ].sort(compare);
  const usedErrors = new Set<string>();
  for (const op of operations)
    for (const s of op.errorStatuses) usedErrors.add(errorClassFor(errors, s));

  return emitTypeScript(`${OUT}/operations.ts`, [...sources, errorsSource], (file) => {
    const coreValues = ["describeValue", "ValidationError"];
    const coreTypes = [
      "AbortError",
      "DecodeError",
      "HttpErrorType",
      "HttpRequest",
      "HttpTransport",
      "RetryMode",
      "TimeoutError",
      "TransportError",
      ...usedErrors,
    ];
    file.addImportDeclaration({
      moduleSpecifier: "@perpkit/core",
      namedImports: [
        ...[...new Set(coreTypes)]
          .filter((t) => !coreValues.includes(t))
          .map((name) => ({ name, isTypeOnly: true })),
        ...coreValues.map((name) => ({ name })),
      ].sort((a, b) => compare(a.name, b.name)),
    });
    file.addImportDeclaration({ moduleSpecifier: "./decoders.js", namedImports: decoders });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./openapi.js",
      namedImports: ["operations"],
    });
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: "./types.js",
      namedImports: types,
    });

    const patternAnchor = file.getStatements().length;
    file.addStatements(parameterHelpers);

    file.addInterface({
      isExported: true,
      name: "OperationOptions",
      docs: [
        "Per-call options of every operation.\n\n@example\nawait getTime(transport, {}, { timeoutMs: 2_000, signal: AbortSignal.timeout(5_000) })",
      ],
      properties: [
        {
          name: "signal",
          hasQuestionToken: true,
          type: "AbortSignal | undefined",
          docs: ["Aborts the request."],
        },
        {
          name: "timeoutMs",
          hasQuestionToken: true,
          type: "number | undefined",
          docs: ["Overrides the transport's timeout for this call."],
        },
        {
          name: "retry",
          hasQuestionToken: true,
          type: "RetryMode | undefined",
          docs: [
            "`safe` lets the transport resend the identical request; default: `safe` for GET, `never` otherwise.",
          ],
        },
      ],
    });

    const table: Record<string, unknown> = {};
    for (const op of operations) {
      table[op.name] = {
        method: op.method,
        path: op.path,
        pathParameters: op.pathParameters.map((p) => p.name),
        queryParameters: op.queryParameters.map((p) => p.name),
        body: op.body !== undefined,
        successStatus: op.successStatus,
        errorStatuses: op.errorStatuses,
        signedMessages: op.signedMessages,
        ...(op.feature ? { feature: op.feature } : {}),
        paginated: op.pageItem !== undefined,
      };
    }
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        'What the spec says about each operation: method, path, parameters, statuses, the messages its signatures cover, the network feature it needs, and whether it answers pages.\n\n@example\noperationTable.placeOrder.signedMessages // ["TradeOrder"]',
      ],
      declarations: [{ name: "operationTable", initializer: `${literal(table)} as const` }],
    });
    file.addTypeAlias({
      isExported: true,
      name: "OperationName",
      docs: [
        'The name of an operation, as in the spec\'s operationId.\n\n@example\nconst name: OperationName = "listOrders"',
      ],
      type: "keyof typeof operationTable",
    });

    for (const op of operations) emitOperation(file, resolver, op, patterns, errors);

    file.addInterface({
      isExported: true,
      name: "OperationTypes",
      docs: [
        'The parameters and result of every operation, by name.\n\n@example\ntype Orders = OperationTypes["listOrders"]["returnType"]',
      ],
      properties: operations.map((op) => ({
        name: op.name,
        type: `{ parameters: ${upperFirst(op.functionName)}Parameters; returnType: ${upperFirst(op.functionName)}ReturnType }`,
      })),
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "The free function of every operation, by name.\n\n@example\nconst time = await operationFunctions.getTime(transport, {})",
      ],
      declarations: [
        {
          name: "operationFunctions",
          type: `{ readonly [K in OperationName]: (transport: HttpTransport, parameters: OperationTypes[K]["parameters"], options?: OperationOptions) => Promise<OperationTypes[K]["returnType"]> }`,
          initializer: `{ ${operations.map((op) => (op.functionName === op.name ? op.name : `${op.name}: ${op.functionName}`)).join(", ")} }`,
        },
      ],
    });

    const paged = operations.filter((op) => op.pageItem);
    file.addInterface({
      isExported: true,
      name: "PaginatedOperations",
      docs: [
        'Each operation that answers pages: its parameters and one record of its pages.\n\n@example\ntype OrderRecord = PaginatedOperations["listOrders"]["item"]',
      ],
      properties: paged.map((op) => ({
        name: op.name,
        type: `{ parameters: ${upperFirst(op.functionName)}Parameters; item: ${op.pageItem} }`,
      })),
    });
    file.addTypeAlias({
      isExported: true,
      name: "PaginatedOperationName",
      docs: [
        'The name of an operation that answers pages.\n\n@example\nconst name: PaginatedOperationName = "listFills"',
      ],
      type: "keyof PaginatedOperations",
    });
    file.addTypeAlias({
      isExported: true,
      name: "Page",
      docs: [
        "One page of records: `data`, and `hasNext` / `nextCursor` when there is more.\n\n@example\nconst page: Page<Order> = await listOrders(transport, { subaccountId })",
      ],
      typeParameters: ["T"],
      type: "{ data: T[]; hasNext?: boolean; nextCursor?: string | null }",
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "The free function of each operation that answers pages, by name.\n\n@example\nconst page = await paginatedOperations.listOrders(transport, { subaccountId })",
      ],
      declarations: [
        {
          name: "paginatedOperations",
          type: `{ readonly [K in PaginatedOperationName]: (transport: HttpTransport, parameters: PaginatedOperations[K]["parameters"], options?: OperationOptions) => Promise<Page<PaginatedOperations[K]["item"]>> }`,
          initializer: `{ ${paged.map((op) => (op.functionName === op.name ? op.name : `${op.name}: ${op.functionName}`)).join(", ")} }`,
        },
      ],
    });

    const sorted = [...patterns].sort((a, b) => compare(a[1], b[1]));
    file.insertVariableStatements(
      patternAnchor,
      sorted.map(([pattern, constant]) => ({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: constant, initializer: `/${pattern.replace(/\//g, "\\/")}/` }],
      })),
    );
  });
}

function emitOperation(
  file: SourceFile,
  resolver: Resolver,
  op: Operation,
  patterns: Map<string, string>,
  errors: ErrorsSpec,
): void {
  // The triad is named after the function; the request builder after the operation.
  const fn = op.functionName;
  const T = upperFirst(fn);
  const B = op.typeName;
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
  const hasRequired =
    op.pathParameters.length > 0 ||
    op.headerParameters.length > 0 ||
    op.body !== undefined ||
    op.queryParameters.some((p) => p.required);

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

  // The request builder: validates parameters, fills the path, picks the query, serialises the body.
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
