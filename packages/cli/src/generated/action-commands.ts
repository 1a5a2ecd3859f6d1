// Generated from:
//   spec/upstream/openapi.json
//   spec/rest/layer.yaml
//   spec/rest/exclusions.yaml
//   spec/formats.yaml
//   spec/signing/bindings.yaml
// (content sha256 753b9fbb379b75a7666987ad3a02ddaf73a5f3941f04fdabe47c718389f2e7b2) Do not edit; run pnpm generate.

import type { SignedActionName } from "@perpkit/rest";

/**
 * One option of an action command: a field of the action's signed `data` the client does not
 * fill itself, and the kind of value it checks.
 *
 * @example
 * const field: ActionField = { name: "productId", option: "product-id", kind: "uuid", required: true, description: "The product." }
 */
export interface ActionField {
  readonly name: string;
  readonly option: string;
  readonly kind: string;
  readonly required: boolean;
  readonly description: string;
}

/**
 * One command per signed action of the live contract that no hand-written command knows yet.
 *
 * @example
 * const first: ActionCommand | undefined = actionCommands[0]
 */
export interface ActionCommand {
  /** The command's name: the operationId in kebab case. */
  readonly name: string;
  readonly operation: SignedActionName;
  readonly method: string;
  readonly path: string;
  readonly group: string;
  readonly summary: string;
  /** The message type the request is signed as. */
  readonly message: string;
  /** Positional arguments, in the path's order. */
  readonly pathParameters: readonly string[];
  readonly fields: readonly ActionField[];
  /** Why the command is deprecated, when the spec marks its operation so; its help says it. */
  readonly deprecated?: string;
}

/**
 * One command per signed action of the live contract that no hand-written command knows yet (0): each signs its request with the client's signer and sends it.
 *
 * @example
 * actionCommands.map((c) => c.name) // []
 */
export const actionCommands: readonly ActionCommand[] = [];
