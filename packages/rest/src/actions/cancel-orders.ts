import {
  assertClientOrderId,
  assertUuid,
  cancelLimits,
  describeValue,
  type KnownCancelResult,
  signingTime,
  ValidationError,
} from "@perpkit/core";
import { type CancelOrderData, signCancelOrder } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { cancelOrdersOperation } from "../generated/operations.js";
import type { CancelOrdersRequest, CancelResult, CancelResultItem } from "../generated/types.js";
import { OrderRejectedError, type Rejection, type RejectOptions } from "../rejections.js";
import { requireSigner, type TradingContext } from "../trading-context.js";
import { signingDomainOf, subaccountOf, syncedServerClock } from "./preamble.js";

/**
 * Parameters of `cancelOrders`: order ids, client order ids, or both. An id the exchange does not
 * cancel throws an OrderRejectedError unless `throwOnReject` is false.
 *
 * @example
 * await client.cancelOrders({ orderIds: [id], clientOrderIds: ["grid42"] })
 */
export interface CancelOrdersParameters extends RejectOptions {
  readonly orderIds?: readonly string[] | undefined;
  readonly clientOrderIds?: readonly string[] | undefined;
  /** The subaccount's name or bytes32; defaults to the client's subaccount. */
  readonly subaccount?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * The outcome for one id. Only `cancelled: true` (result `Ok`) means the order was cancelled.
 *
 * @example
 * const failed = (await client.cancelOrders({ orderIds })).filter((o) => !o.cancelled)
 */
export interface CancelOutcome {
  /** Set when the order was named by id. */
  readonly orderId: string | undefined;
  /** Set when the order was named by client order id. */
  readonly clientOrderId: string | undefined;
  /** `Ok`, `NotFound`, `AlreadyCanceled`, ...; `Unknown` when no answer names this id. */
  readonly result: CancelResult;
  readonly cancelled: boolean;
  /** Why there is no answer for this id: the request of its chunk failed. */
  readonly error?: unknown;
}

/**
 * One outcome per id, in the order given: order ids first, then client order ids.
 *
 * @example
 * const outcomes: CancelOrdersReturnType = await client.cancelOrders({ orderIds })
 */
export type CancelOrdersReturnType = readonly CancelOutcome[];

/**
 * What `cancelOrders` can throw: the exchange's refusal to cancel an id, or what any signed
 * operation can throw.
 *
 * @example
 * try { await client.cancelOrders({ orderIds }) } catch (e) { const error = e as CancelOrdersErrorType }
 */
export type CancelOrdersErrorType = OrderRejectedError | SignedOperationErrorType;

const OK: KnownCancelResult = "Ok";
const UNKNOWN: KnownCancelResult = "Unknown";

interface Target {
  readonly kind: "orderId" | "clientOrderId";
  readonly value: string;
}

function checkIds(
  value: unknown,
  field: string,
  check: (id: unknown, field: string) => void,
): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new ValidationError(field, `must be an array, got ${describeValue(value)}`);
  }
  const seen = new Map<string, number>();
  value.forEach((id: unknown, i: number) => {
    check(id, `${field}.${i}`);
    const key = (id as string).toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      throw new ValidationError(`${field}.${i}`, `repeats ${field}.${first}`);
    }
    seen.set(key, i);
  });
  return value as string[];
}

/** The targets of a cancel, checked, in order. */
export function cancelTargets(parameters: CancelOrdersParameters): readonly Target[] {
  const orderIds = checkIds(parameters.orderIds, "orderIds", assertUuid);
  const clientOrderIds = checkIds(parameters.clientOrderIds, "clientOrderIds", assertClientOrderId);
  if (orderIds.length + clientOrderIds.length === 0) {
    throw new ValidationError(
      "orderIds",
      "and clientOrderIds are both empty: name at least one order",
    );
  }
  return [
    ...orderIds.map((value) => ({ kind: "orderId" as const, value })),
    ...clientOrderIds.map((value) => ({ kind: "clientOrderId" as const, value })),
  ];
}

function outcomeFor(
  target: Target,
  answers: readonly CancelResultItem[],
  used: Set<number>,
): CancelOutcome {
  const key = target.value.toLowerCase();
  const index = answers.findIndex(
    (a, i) =>
      !used.has(i) &&
      (target.kind === "orderId"
        ? a.id?.toLowerCase() === key
        : a.clientOrderId?.toLowerCase() === key),
  );
  const answer = index >= 0 ? answers[index] : undefined;
  if (index >= 0) used.add(index);
  const result = answer?.result ?? UNKNOWN;
  return {
    orderId: target.kind === "orderId" ? target.value : (answer?.id ?? undefined),
    clientOrderId:
      target.kind === "clientOrderId" ? target.value : (answer?.clientOrderId ?? undefined),
    result,
    cancelled: result === OK,
  };
}

/**
 * Cancels orders by id and client order id, one outcome per id; only `Ok` counts as cancelled.
 * When an id is not cancelled (`NotFound`, `AlreadyFilled`, ...) it throws an
 * {@link OrderRejectedError} with every outcome, unless `throwOnReject` is false, which answers
 * the outcomes as they are. More ids than one request may carry are split into several requests,
 * each with its own nonce and CancelOrder signature. Every chunk is signed before the first is
 * sent. When the first request fails, its error is thrown; when a later one fails, its ids come
 * back as `Unknown` with the error attached.
 *
 * `POST /v1/order/cancel` (signed: CancelOrder)
 *
 * @example
 * const outcomes = await cancelOrders(context, { orderIds: [id], clientOrderIds: ["grid42"] })
 * const failed = outcomes.filter((o) => !o.cancelled)
 */
export async function cancelOrders(
  context: TradingContext,
  parameters: CancelOrdersParameters,
): Promise<CancelOrdersReturnType> {
  const signer = requireSigner(context);
  const targets = cancelTargets(parameters);
  const subaccount = await subaccountOf(
    context,
    parameters.subaccount,
    "subaccount",
    parameters.signal,
  );
  const maxIds = cancelLimits.maxIdsPerRequest;
  const chunks: Target[][] = [];
  for (let i = 0; i < targets.length; i += maxIds) chunks.push(targets.slice(i, i + maxIds));
  const serverClock = await syncedServerClock(context);
  const domain = await signingDomainOf(context);
  // Every chunk is signed before the first is sent.
  const requests: { readonly chunk: readonly Target[]; readonly body: CancelOrdersRequest }[] = [];
  for (const chunk of chunks) {
    const timing = signingTime(serverClock, {});
    const orderIds = chunk.filter((t) => t.kind === "orderId").map((t) => t.value);
    const clientOrderIds = chunk.filter((t) => t.kind === "clientOrderId").map((t) => t.value);
    const data: CancelOrderData = {
      sender: signer.address,
      subaccount,
      nonce: timing.nonce,
      ...(orderIds.length > 0 ? { orderIds } : {}),
      ...(clientOrderIds.length > 0 ? { clientOrderIds } : {}),
    };
    requests.push({
      chunk,
      body: await signCancelOrder({ domain, data, signer, now: timing.nowMs }),
    });
  }
  const outcomes: CancelOutcome[] = [];
  for (const [i, { chunk, body }] of requests.entries()) {
    try {
      // Cancels may spend the rate budget's reserve: a shutdown's cancels are never starved.
      const answer = await cancelOrdersOperation(
        context.cancelTransport,
        { body },
        { signal: parameters.signal, retry: "safe" },
      );
      const used = new Set<number>();
      for (const target of chunk) outcomes.push(outcomeFor(target, answer.data, used));
    } catch (error) {
      if (i === 0) throw error;
      for (const target of chunk) {
        outcomes.push({
          orderId: target.kind === "orderId" ? target.value : undefined,
          clientOrderId: target.kind === "clientOrderId" ? target.value : undefined,
          result: UNKNOWN,
          cancelled: false,
          error,
        });
      }
    }
  }
  if (parameters.throwOnReject !== false) {
    const rejections = outcomes.flatMap((o, index): Rejection[] =>
      o.cancelled
        ? []
        : [
            {
              index,
              result: o.result,
              orderId: o.orderId,
              clientOrderId: o.clientOrderId,
              order: undefined,
              reason: undefined,
            },
          ],
    );
    const [first, ...rest] = rejections;
    if (first) {
      throw new OrderRejectedError("cancelOrders", [first, ...rest], {
        outcomes,
        cause: outcomes.find((o) => o.error !== undefined)?.error,
      });
    }
  }
  return outcomes;
}
