import type { Bump } from "../../release/bump.js";
import { at, type Json, type LiveContract } from "../contract.js";

// What a kind of live change is, and what taking it must give: the report's lines, the generated
// files whose content changes, the changeset, and where the type check stops, if anywhere; or,
// for a change generation stops on, what the stop says. The helpers build the parts of a change
// as the live document writes them.

/** Code a user would write with what a change added: it must compile against the scratch. */
export interface Usage {
  /** Its path in the workspace, among a package's sources (so the type check reads it). */
  readonly file: string;
  readonly text: string;
  /** What it prints when run (one JSON line), for code that is also run. */
  readonly prints?: unknown;
}

/** What taking a change must give. */
export interface Expected {
  /** Whether the report marks any change BREAKING. */
  readonly breaking: boolean;
  /** Lines (or patterns) the report's changes and notes must hold. */
  readonly report: readonly (string | RegExp)[];
  /** Every generated file whose content changes (` (new)` for a file that appears). */
  readonly files: readonly string[];
  /**
   * The hand-written files (sources, tests, benchmarks) the type check points at; none for a
   * change that compiles. A new read is not among them: rest's read-client test takes a read it
   * has no case of through the client with the call and answer its schemas allow.
   */
  readonly typeErrorsIn: readonly string[];
  /**
   * The bumps of the changeset spec:take writes, by package (the packages whose generated code
   * changes; minor for a breaking change and patch otherwise while 0.x); `{}` for none.
   */
  readonly changeset: Readonly<Record<string, Bump>>;
  /** For a change `pnpm generate` stops on: what the stop says (nothing is generated then). */
  readonly stops?: string;
}

/** One kind of live change. */
export interface ChangeKind {
  readonly name: string;
  readonly apply: (contract: LiveContract) => void;
  readonly usage?: Usage;
  readonly expected: Expected;
}

export const schemas = (c: LiveContract) => at(c.openapi, "components", "schemas");
export const paths = (c: LiveContract) => at(c.openapi, "paths");
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Json) => ({ content: { "application/json": { schema } } });
export const errors = {
  "400": { description: "Bad Request", ...json(ref("BadRequestDto")) },
  "429": { description: "Too Many Requests", ...json(ref("TooManyRequestsDto")) },
};
export const query = (name: string, required: boolean, schema: Json): Json => ({
  name,
  in: "query",
  required,
  schema,
});
export const pagination = [
  query("order", false, { type: "string", enum: ["asc", "desc"] }),
  query("limit", false, { type: "integer", format: "int64" }),
  query("cursor", false, { type: "string" }),
];
export const page = (item: string): Json => ({
  type: "object",
  required: ["hasNext", "data"],
  properties: {
    data: { type: "array", items: ref(item) },
    hasNext: { type: "boolean" },
    nextCursor: { type: "string" },
  },
});
export const uuid = { type: "string", format: "uuid" };
export const decimal = { type: "string", format: "decimal" };
export const int64 = { type: "integer", format: "int64" };

/** A GET of the live document's kind: tags, summary, operationId, responses. */
export function get(
  tag: string,
  operationId: string,
  summary: string,
  parameters: Json[],
  answer: Json,
): Json {
  return {
    get: {
      tags: [tag],
      summary,
      operationId,
      parameters,
      responses: { "200": { description: "", ...json(answer) }, ...errors },
    },
  };
}
