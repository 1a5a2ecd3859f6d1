import { VariableDeclarationKind } from "ts-morph";
import { emitTypeScript, type FileBuilder, literal } from "../../emit.js";
import { type ErrorsSpec, errorClassFor } from "../../errors.js";
import type { Formats } from "../../formats.js";
import { readYaml, type SpecFile } from "../../spec.js";
import { compare, docText, type Operation, OUT, type Resolver, upperFirst } from "./model.js";
import { emitOperation } from "./operation.js";
import { ParameterPatterns, parameterHelpers } from "./parameters.js";

// operations.ts: request builders, free functions, the operation table. Every parameter is
// checked against what the upstream states before a request is built (parameters.ts); each
// operation's part is operation.ts's, the tables over all of them are this file's.

function addImports(file: FileBuilder, operations: readonly Operation[], errors: ErrorsSpec): void {
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
}

function addOptions(file: FileBuilder): void {
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
}

/** What the spec says about each operation, as one table, and the union of the names. */
function addOperationTable(file: FileBuilder, operations: readonly Operation[]): void {
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
}

/**
 * What a client needs of the operation table, apart from it: the table itself (paths, statuses,
 * parameters of every operation) would otherwise go into every bundle of the client.
 */
function addClientTables(file: FileBuilder, operations: readonly Operation[]): void {
  const reads: Record<string, string | null> = {};
  for (const op of operations) {
    if (op.body !== undefined || op.signedMessages.length > 0) continue;
    const query = op.queryParameters.map((p) => p.name);
    reads[op.name] = query.includes("subaccountId")
      ? "subaccountId"
      : query.includes("sender")
        ? "sender"
        : null;
  }
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      'The unsigned reads (no JSON body, no signature), which a client offers as they are, each with the query parameter that names the caller\'s own account: `subaccountId`, else `sender`, or `null` when it names none. The same facts as `operationTable`, without the rest of it.\n\n@example\nreadOperations.listPositions // "subaccountId"',
    ],
    declarations: [{ name: "readOperations", initializer: `${literal(reads)} as const` }],
  });
  const features: Record<string, string> = {};
  for (const op of operations) if (op.feature) features[op.name] = op.feature;
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      'The network feature each operation that needs one is available under (`operationTable`\'s `feature`).\n\n@example\noperationFeatures.batchOrders // "batchOrders"',
    ],
    declarations: [{ name: "operationFeatures", initializer: `${literal(features)} as const` }],
  });
}

/** The parameters, results and free functions of every operation, and of the ones that page. */
function addOperationIndexes(file: FileBuilder, operations: readonly Operation[]): void {
  file.addInterface({
    isExported: true,
    name: "OperationTypes",
    docs: [
      'The parameters and result of every operation, by name.\n\n@example\ntype Orders = OperationTypes["listOrders"]["returnType"]',
    ],
    // Each with its operation's summary, and `@deprecated` where the spec says: a client's read
    // methods are mapped from these properties, so an editor shows both on `client.<read>`.
    properties: operations.map((op) => ({
      name: op.name,
      docs: [
        `${docText(op.summary)}${op.deprecated ? `\n\n@deprecated ${docText(op.deprecated)}` : ""}`,
      ],
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
}

/** The patterns the parameter checks use, one constant each, before the checks. */
function addPatterns(file: FileBuilder, anchor: number, patterns: ParameterPatterns): void {
  const sorted = [...patterns.constants].sort((a, b) => compare(a[1], b[1]));
  file.insertVariableStatements(
    anchor,
    sorted.map(([pattern, constant]) => ({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: constant, initializer: `/${pattern.replace(/\//g, "\\/")}/` }],
    })),
  );
}

/** operations.ts of @perpkit/rest. */
export function operationsFile(
  resolver: Resolver,
  operations: readonly Operation[],
  sources: readonly SpecFile[],
  errorsSource: SpecFile,
  formats: Formats,
) {
  const errors = readYaml<ErrorsSpec>(errorsSource);
  const patterns = new ParameterPatterns(formats.patterns);
  return emitTypeScript(
    `${OUT}/operations.ts`,
    [...sources, errorsSource, formats.file],
    (file) => {
      addImports(file, operations, errors);
      const anchor = file.statementCount();
      file.addStatements(parameterHelpers);
      addOptions(file);
      addOperationTable(file, operations);
      addClientTables(file, operations);
      for (const op of operations) emitOperation(file, resolver, op, patterns, errors);
      addOperationIndexes(file, operations);
      addPatterns(file, anchor, patterns);
    },
  );
}
