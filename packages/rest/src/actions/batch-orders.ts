import {
  type KnownBatchResultType,
  type KnownCancelResult,
  type KnownOrderResult,
  ValidationError,
} from "@perpkit/core";
import { UnsupportedFeatureError } from "../errors.js";
import { batchOrdersOperation, operationFeatures } from "../generated/operations.js";
import type { BatchResultList } from "../generated/types.js";
import { checkProductRules, productRules } from "../order-rules.js";
import { OrderRejectedError, type Rejection } from "../rejections.js";
import { requireSigner, type TradingContext } from "../trading-context.js";
import { type PlannedCancel, type PlannedNew, planBatch } from "./batch-plan.js";
import { type PricedNew, signBatch } from "./batch-sign.js";
import type { BatchOrdersParameters, BatchOrdersReturnType, BatchOutcome } from "./batch-types.js";
import { productOf, subaccountOf } from "./preamble.js";

export type {
  BatchCancelParameters,
  BatchNewParameters,
  BatchOrdersErrorType,
  BatchOrdersParameters,
  BatchOrdersReturnType,
  BatchOutcome,
} from "./batch-types.js";

const ACCEPTED: KnownBatchResultType = "NEW";
const CANCEL_RESULT: KnownBatchResultType = "CANCEL";
const CANCELLED: KnownCancelResult = "Ok";
const ORDER_OK: KnownOrderResult = "Ok";

/** Each planned NEW with its product's rules, checked; cancels pass as they are. */
async function withProductRules(
  context: TradingContext,
  planned: readonly (PlannedNew | PlannedCancel)[],
  signal: AbortSignal | undefined,
): Promise<(PlannedCancel | PricedNew)[]> {
  const priced: (PlannedCancel | PricedNew)[] = [];
  for (const step of planned) {
    if (step.kind === "cancel") {
      priced.push(step);
      continue;
    }
    const rules = productRules(await productOf(context, step.params, signal), context.state.rules);
    checkProductRules(step.order, rules, `${step.at}.order.`);
    priced.push({ ...step, rules });
  }
  return priced;
}

/** The exchange's answer, with whether each instruction did what it asked. */
function outcomesOf(answer: BatchResultList): BatchOutcome[] {
  return answer.results.map((result, index) => ({
    ...result,
    index,
    succeeded:
      result.type === CANCEL_RESULT
        ? result.result === CANCELLED
        : result.type === ACCEPTED && (result.result ?? ORDER_OK) === ORDER_OK,
  }));
}

/** The instructions that did not succeed, each with the order or ids it named. */
function rejectionsOf(
  outcomes: readonly BatchOutcome[],
  planned: readonly (PlannedNew | PlannedCancel)[],
): Rejection[] {
  return outcomes.flatMap((o): Rejection[] => {
    if (o.succeeded) return [];
    const step = planned[o.index];
    return [
      {
        index: o.index,
        result: o.result ?? o.type,
        orderId: o.id ?? (step?.kind === "cancel" ? step.params.orderId : undefined),
        clientOrderId:
          o.clientOrderId ??
          (step?.kind === "cancel" ? step.params.clientOrderId : step?.order.clientOrderId),
        order: step?.kind === "new" ? step.params : undefined,
        reason: o.rejectedReason ?? undefined,
      },
    ];
  });
}

/**
 * Places and cancels orders of one subaccount in one request. The batch is checked the way the
 * exchange's preflight does (size, one subaccount, every instruction, duplicate client order ids,
 * order ids and nonces), then each instruction is signed on its own and the batch is sent. Refused
 * with an UnsupportedFeatureError before any request where the network does not offer batches.
 *
 * `POST /v1/order/batch` (signed: TradeOrder and CancelOrder per instruction)
 *
 * @example
 * const outcomes = await batchOrders(context, {
 *   instructions: [
 *     { type: "CANCEL", clientOrderId: "grid42" },
 *     { type: "NEW", order: { symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "59990", timeInForce: "GTD", clientOrderId: "grid42" } },
 *   ],
 * })
 */
export async function batchOrders(
  context: TradingContext,
  parameters: BatchOrdersParameters,
): Promise<BatchOrdersReturnType> {
  const feature = operationFeatures.batchOrders;
  const features = context.network.features as Readonly<Record<string, boolean>>;
  if (!features[feature]) throw new UnsupportedFeatureError(feature, context.network.name);
  const signer = requireSigner(context);
  // The batch's subaccount when known without a request; otherwise the instructions' names are
  // held to each other now and to the client's own subaccount once it is looked up.
  const { planned, known, firstNamed } = planBatch(parameters, context.subaccount);
  const priced = await withProductRules(context, planned, parameters.signal);
  const subaccount =
    known ?? (await subaccountOf(context, undefined, "subaccount", parameters.signal));
  if (firstNamed !== undefined && firstNamed.subaccount !== subaccount) {
    throw new ValidationError(
      firstNamed.field,
      "differs from the client's subaccount; a batch acts on one subaccount",
    );
  }
  const instructions = await signBatch(context, signer, subaccount, priced);
  const answer: BatchResultList = await batchOrdersOperation(
    context.transport,
    { body: { instructions } },
    { signal: parameters.signal, retry: "safe" },
  );
  const outcomes = outcomesOf(answer);
  if (parameters.throwOnReject !== false) {
    const [first, ...rest] = rejectionsOf(outcomes, planned);
    if (first) throw new OrderRejectedError("batchOrders", [first, ...rest], { outcomes });
  }
  return outcomes;
}
