import type { operations } from "@perpkit/rest/operations";
import type { OperationId } from "../../generated/routes.js";
import type { HandlerContext } from "../handler-context.js";

type Operation<K extends OperationId> = operations[K];
type ParameterGroup<
  K extends OperationId,
  G extends "path" | "query",
> = Operation<K>["parameters"] extends { [P in G]?: infer T }
  ? [T] extends [never]
    ? unknown
    : NonNullable<T>
  : unknown;

/**
 * An operation's path and query parameters, as the spec types them.
 *
 * @example
 * const params: ParamsOf<"getOrder"> = { orderId }
 */
export type ParamsOf<K extends OperationId> = ParameterGroup<K, "path"> &
  ParameterGroup<K, "query">;

/**
 * An operation's JSON body, as the spec types it.
 *
 * @example
 * const body: BodyOf<"placeOrder"> = { data, signature }
 */
export type BodyOf<K extends OperationId> =
  Operation<K> extends {
    requestBody: { content: { "application/json": infer B } };
  }
    ? B
    : Operation<K> extends { requestBody?: { content: { "application/json": infer B } } }
      ? B
      : undefined;

type Responses<K extends OperationId> = Operation<K>["responses"];

/**
 * An operation's success body (200, 201 or 202), as the spec types it.
 *
 * @example
 * const answer: SuccessOf<"cancelOrders"> = { data: [{ id, result: "Ok" }] }
 */
export type SuccessOf<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202
    ? Responses<K>[S] extends { content: { "application/json": infer B } }
      ? B
      : never
    : never;
}[keyof Responses<K>];

/**
 * The context of one operation's handler, with its parameters and body typed.
 *
 * @example
 * const getOrder = (ctx: OperationContext<"getOrder">) => ctx.params.orderId
 */
export type OperationContext<K extends OperationId> = Omit<HandlerContext, "params" | "body"> & {
  readonly params: ParamsOf<K>;
  readonly body: BodyOf<K>;
};

/**
 * What an operation's handler answers: its success body, and optionally another 2xx status.
 *
 * @example
 * const result: OperationResult<"getTime"> = { body: { time: Date.now() } }
 */
export interface OperationResult<K extends OperationId> {
  readonly status?: number;
  readonly body: SuccessOf<K>;
}

/**
 * A handler for each operation of the spec; a missing one is a compile error.
 *
 * @example
 * const handlers: OperationHandlers = { ...readHandlers, ...orderHandlers, ...accountHandlers }
 */
export type OperationHandlers = {
  readonly [K in OperationId]: (
    ctx: OperationContext<K>,
  ) => OperationResult<K> | Promise<OperationResult<K>>;
};

/**
 * A part of the handler table.
 *
 * @example
 * const reads: SomeHandlers<"getTime"> = { getTime: ({ exchange }) => ({ body: { time: exchange.now() } }) }
 */
export type SomeHandlers<K extends OperationId> = Pick<OperationHandlers, K>;
