import {
  assertClientOrderId,
  assertUuid,
  batchLimits,
  describeValue,
  type Hex,
  type KnownBatchResultType,
  type KnownCancelResult,
  type KnownOrderResult,
  signingTime,
  ValidationError,
} from "@perpkit/core";
import { signCancelOrder, signOrder } from "@perpkit/signing";
import { type SignedOperationErrorType, UnsupportedFeatureError } from "../errors.js";
import { batchOrdersOperation, operationFeatures } from "../generated/operations.js";
import type {
  BatchCancelInstruction,
  BatchInstruction,
  BatchNewInstruction,
  BatchResult,
  BatchResultList,
} from "../generated/types.js";
import {
  buildOrderData,
  type CheckedOrder,
  checkOrder,
  checkProductRules,
  type OrderParameters,
  type ProductRules,
  productRules,
} from "../order-rules.js";
import { OrderRejectedError, type Rejection, type RejectOptions } from "../rejections.js";
import { requireSigner, type TradingContext, toSubaccountBytes } from "../trading-context.js";
import { productOf, signingDomainOf, subaccountOf, syncedClock } from "./preamble.js";

/**
 * A batch instruction that places an order.
 *
 * @example
 * const place: BatchNewParameters = { type: "NEW", order: { symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.1", price: "60000", timeInForce: "GTD" } }
 */
export interface BatchNewParameters {
  readonly type: BatchNewInstruction["type"];
  /** The order, as `placeOrder` takes it (its subaccount must be the batch's). */
  readonly order: OrderParameters;
}

/**
 * A batch instruction that cancels one order, by id or by client order id.
 *
 * @example
 * const cancel: BatchCancelParameters = { type: "CANCEL", clientOrderId: "grid42" }
 */
export interface BatchCancelParameters {
  readonly type: BatchCancelInstruction["type"];
  readonly orderId?: string | undefined;
  readonly clientOrderId?: string | undefined;
  /** The subaccount's name or bytes32; must be the batch's. */
  readonly subaccount?: string | undefined;
  /** A nonce of your own; by default one from the server clock. */
  readonly nonce?: string | undefined;
}

/**
 * Parameters of `batchOrders`. An instruction the exchange refuses throws an OrderRejectedError
 * with every outcome, unless `throwOnReject` is false.
 *
 * @example
 * await client.batchOrders({ instructions: [cancel, place] })
 */
export interface BatchOrdersParameters extends RejectOptions {
  /** 1 to 20 instructions, run in order; each is signed on its own. */
  readonly instructions: readonly (BatchNewParameters | BatchCancelParameters)[];
  /** The subaccount every instruction acts on; defaults to the client's subaccount. */
  readonly subaccount?: string | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * The result of one instruction, with whether it did what it asked.
 *
 * @example
 * for (const outcome of await client.batchOrders({ instructions })) if (!outcome.succeeded) console.log(outcome.index, outcome.result)
 */
export interface BatchOutcome extends BatchResult {
  /** The instruction this answers. */
  readonly index: number;
  /** A NEW the exchange accepted (type NEW, result `Ok`), or a CANCEL whose result is `Ok`. */
  readonly succeeded: boolean;
}

/**
 * One outcome per instruction, in order.
 *
 * @example
 * const outcomes: BatchOrdersReturnType = await client.batchOrders({ instructions })
 */
export type BatchOrdersReturnType = readonly BatchOutcome[];

/**
 * What `batchOrders` can throw: the exchange's refusal of an instruction, a network without
 * batches (before any request), or what any signed operation can throw.
 *
 * @example
 * try { await client.batchOrders({ instructions }) } catch (e) { const error = e as BatchOrdersErrorType }
 */
export type BatchOrdersErrorType =
  | OrderRejectedError
  | UnsupportedFeatureError
  | SignedOperationErrorType;

const NEW: BatchNewInstruction["type"] = "NEW";
const CANCEL: BatchCancelInstruction["type"] = "CANCEL";
const ACCEPTED: KnownBatchResultType = "NEW";
const CANCEL_RESULT: KnownBatchResultType = "CANCEL";
const CANCELLED: KnownCancelResult = "Ok";
const ORDER_OK: KnownOrderResult = "Ok";

interface PlannedNew {
  readonly kind: "new";
  readonly at: string;
  readonly params: OrderParameters;
  readonly order: CheckedOrder;
}

interface PlannedCancel {
  readonly kind: "cancel";
  readonly at: string;
  readonly params: BatchCancelParameters;
  /** The one order the instruction names. */
  readonly target: { readonly orderId: string } | { readonly clientOrderId: string };
}

/** Refuses a second use of a value within one kind of instruction, naming both places. */
function unique(
  seen: Map<string, string>,
  key: string | undefined,
  field: string,
  what: string,
): void {
  if (key === undefined) return;
  const first = seen.get(key);
  if (first !== undefined) {
    throw new ValidationError(
      field,
      `repeats the ${what} of ${first}; the batch would be rejected whole`,
    );
  }
  seen.set(key, field);
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
  const { minInstructions, maxInstructions } = batchLimits;
  const signer = requireSigner(context);
  const instructions = parameters.instructions as unknown;
  if (!Array.isArray(instructions)) {
    throw new ValidationError(
      "instructions",
      `must be an array, got ${describeValue(instructions)}`,
    );
  }
  if (instructions.length < minInstructions || instructions.length > maxInstructions) {
    throw new ValidationError(
      "instructions",
      `must hold ${minInstructions} to ${maxInstructions} instructions, got ${instructions.length}`,
    );
  }
  // The batch's subaccount when known without a request; otherwise the instructions' names are
  // held to each other now and to the client's own subaccount once it is looked up.
  let known =
    parameters.subaccount === undefined
      ? context.subaccount
      : toSubaccountBytes(parameters.subaccount, "subaccount");
  let firstNamed: { readonly field: string; readonly subaccount: Hex } | undefined;
  const sameSubaccount = (value: string, field: string): void => {
    const named = toSubaccountBytes(value, field);
    firstNamed ??= { field, subaccount: named };
    if (named !== (known ?? firstNamed.subaccount)) {
      throw new ValidationError(field, "differs from the batch's; a batch acts on one subaccount");
    }
  };

  // Preflight: every instruction's shape, one subaccount, no duplicates.
  const newClientIds = new Map<string, string>();
  const cancelOrderIds = new Map<string, string>();
  const cancelClientIds = new Map<string, string>();
  const newNonces = new Map<string, string>();
  const cancelNonces = new Map<string, string>();
  const planned: (PlannedNew | PlannedCancel)[] = [];
  (instructions as unknown[]).forEach((raw, i) => {
    const at = `instructions.${i}`;
    const instruction = raw as BatchNewParameters | BatchCancelParameters;
    if (typeof raw !== "object" || raw === null) throw new ValidationError(at, "must be an object");
    if (instruction.type === NEW) {
      const params = (instruction as BatchNewParameters).order;
      if (typeof params !== "object" || params === null) {
        throw new ValidationError(`${at}.order`, "must be an order");
      }
      const order = checkOrder(params, `${at}.order.`);
      if (params.subaccount !== undefined)
        sameSubaccount(params.subaccount, `${at}.order.subaccount`);
      unique(
        newClientIds,
        order.clientOrderId?.toLowerCase(),
        `${at}.order.clientOrderId`,
        "clientOrderId",
      );
      unique(newNonces, params.nonce, `${at}.order.nonce`, "nonce");
      planned.push({ kind: "new", at, params, order });
    } else if (instruction.type === CANCEL) {
      const params = instruction as BatchCancelParameters;
      const { orderId, clientOrderId } = params;
      const target =
        orderId !== undefined && clientOrderId === undefined
          ? { orderId }
          : clientOrderId !== undefined && orderId === undefined
            ? { clientOrderId }
            : undefined;
      if (!target) {
        throw new ValidationError(at, "must name exactly one of orderId and clientOrderId");
      }
      if (orderId !== undefined) assertUuid(orderId, `${at}.orderId`);
      if (clientOrderId !== undefined) assertClientOrderId(clientOrderId, `${at}.clientOrderId`);
      if (params.subaccount !== undefined) sameSubaccount(params.subaccount, `${at}.subaccount`);
      unique(cancelOrderIds, params.orderId?.toLowerCase(), `${at}.orderId`, "orderId");
      unique(
        cancelClientIds,
        params.clientOrderId?.toLowerCase(),
        `${at}.clientOrderId`,
        "clientOrderId",
      );
      unique(cancelNonces, params.nonce, `${at}.nonce`, "nonce");
      planned.push({ kind: "cancel", at, params, target });
    } else {
      throw new ValidationError(
        `${at}.type`,
        `must be ${NEW} or ${CANCEL}, got ${describeValue((raw as { type?: unknown }).type)}`,
      );
    }
  });

  // Product rules, then timing: nonces come from the clock unless given.
  const priced: (PlannedCancel | (PlannedNew & { readonly rules: ProductRules }))[] = [];
  for (const step of planned) {
    if (step.kind === "cancel") {
      priced.push(step);
      continue;
    }
    const rules = productRules(
      await productOf(context, step.params, parameters.signal),
      context.state.rules,
    );
    checkProductRules(step.order, rules, `${step.at}.order.`);
    priced.push({ ...step, rules });
  }
  known ??= await subaccountOf(context, undefined, "subaccount", parameters.signal);
  if (firstNamed !== undefined && firstNamed.subaccount !== known) {
    throw new ValidationError(
      firstNamed.field,
      "differs from the client's subaccount; a batch acts on one subaccount",
    );
  }
  const subaccount = known;

  const clock = await syncedClock(context);
  const timed = priced.map((step) => ({
    step,
    timing: signingTime(
      clock,
      step.kind === "new" ? step.params : { nonce: step.params.nonce },
      step.kind === "new" ? `${step.at}.order.` : `${step.at}.`,
    ),
  }));
  // Nonces drawn from the clock never repeat, but a given one may equal a drawn one.
  const drawnNew = new Map<string, string>();
  const drawnCancel = new Map<string, string>();
  for (const { step, timing } of timed) {
    const field = step.kind === "new" ? `${step.at}.order.nonce` : `${step.at}.nonce`;
    unique(step.kind === "new" ? drawnNew : drawnCancel, timing.nonce, field, "nonce");
  }
  const sender = signer.address;
  const built = timed.map(({ step, timing }) =>
    step.kind === "new"
      ? {
          step,
          timing,
          data: buildOrderData(
            step.order,
            step.rules,
            { sender, subaccount, ...timing },
            `${step.at}.order.`,
          ),
        }
      : { step, timing, data: undefined },
  );

  const domain = await signingDomainOf(context);
  const body: BatchInstruction[] = [];
  for (const { step, timing, data } of built) {
    const now = timing.nowMs;
    if (data !== undefined) {
      const signed = await signOrder({ domain, data, signer, now });
      body.push({ type: NEW, data: signed.data, signature: signed.signature });
    } else if (step.kind === "cancel") {
      const { target } = step;
      // The ids are not signed; the cancel helper still checks the one this instruction names.
      const { signature } = await signCancelOrder({
        domain,
        data: {
          sender,
          subaccount,
          nonce: timing.nonce,
          ...("orderId" in target
            ? { orderIds: [target.orderId] }
            : { clientOrderIds: [target.clientOrderId] }),
        },
        signer,
        now,
      });
      body.push({
        type: CANCEL,
        data: { sender, subaccount, nonce: timing.nonce, ...target },
        signature,
      });
    }
  }

  const answer: BatchResultList = await batchOrdersOperation(
    context.transport,
    { body: { instructions: body } },
    { signal: parameters.signal, retry: "safe" },
  );
  const outcomes: BatchOutcome[] = answer.results.map((result, index) => ({
    ...result,
    index,
    succeeded:
      result.type === CANCEL_RESULT
        ? result.result === CANCELLED
        : result.type === ACCEPTED && (result.result ?? ORDER_OK) === ORDER_OK,
  }));
  if (parameters.throwOnReject !== false) {
    const rejections = outcomes.flatMap((o): Rejection[] => {
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
    const [first, ...rest] = rejections;
    if (first) throw new OrderRejectedError("batchOrders", [first, ...rest], { outcomes });
  }
  return outcomes;
}
