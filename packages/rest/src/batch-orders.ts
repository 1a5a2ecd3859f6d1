import {
  type AbortError,
  assertClientOrderId,
  assertUuid,
  type BadRequestError,
  batchLimits,
  type DecodeError,
  describeValue,
  type Hex,
  type HttpError,
  type KnownBatchResultType,
  type KnownCancelResult,
  type KnownOrderResult,
  PerpkitError,
  type RateLimitError,
  type ServerError,
  type SignatureError,
  type TimeoutError,
  type TransportError,
  type UnauthorizedError,
  ValidationError,
} from "@perpkit/core";
import { type OrderData as SigningOrderData, signCancelOrder, signOrder } from "@perpkit/signing";
import { batchOrders as batchOrdersOperation, operationTable } from "./generated/operations.js";
import type {
  BatchCancelInstruction,
  BatchInstruction,
  BatchNewInstruction,
  BatchResult,
  BatchResultList,
} from "./generated/types.js";
import {
  buildOrderData,
  type CheckedOrder,
  checkOrder,
  checkProductRules,
  type OrderParameters,
  type ProductRules,
  productRules,
} from "./order-rules.js";
import { subaccountOf } from "./own-account.js";
import { productOf } from "./place-order.js";
import { OrderRejectedError, type Rejection, type RejectOptions } from "./rejections.js";
import {
  requireSigner,
  syncedClock,
  type TradingContext,
  timingOf,
  toSubaccountBytes,
} from "./trading-context.js";

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
 * What `batchOrders` can throw.
 *
 * @example
 * try { await client.batchOrders({ instructions }) } catch (e) { const error = e as BatchOrdersErrorType }
 */
export type BatchOrdersErrorType =
  | OrderRejectedError
  | UnsupportedFeatureError
  | ValidationError
  | SignatureError
  | BadRequestError
  | UnauthorizedError
  | RateLimitError
  | ServerError
  | HttpError
  | TimeoutError
  | TransportError
  | AbortError
  | DecodeError;

/**
 * The network does not offer what was asked for, for example batch orders on mainnet. Nothing was
 * sent.
 *
 * @example
 * try { await client.batchOrders(params) } catch (e) { if (e instanceof UnsupportedFeatureError) console.log(e.feature) }
 */
export class UnsupportedFeatureError extends PerpkitError {
  override name = "UnsupportedFeatureError";
  /** The network feature flag that is off, as in spec/networks.yaml. */
  readonly feature: string;
  constructor(feature: string, network: string) {
    super("UNSUPPORTED_FEATURE", `${network} does not offer ${feature}.`);
    this.feature = feature;
  }
}

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
  const feature = operationTable.batchOrders.feature;
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
      if ((params.orderId === undefined) === (params.clientOrderId === undefined)) {
        throw new ValidationError(at, "must name exactly one of orderId and clientOrderId");
      }
      if (params.orderId !== undefined) assertUuid(params.orderId, `${at}.orderId`);
      if (params.clientOrderId !== undefined)
        assertClientOrderId(params.clientOrderId, `${at}.clientOrderId`);
      if (params.subaccount !== undefined) sameSubaccount(params.subaccount, `${at}.subaccount`);
      unique(cancelOrderIds, params.orderId?.toLowerCase(), `${at}.orderId`, "orderId");
      unique(
        cancelClientIds,
        params.clientOrderId?.toLowerCase(),
        `${at}.clientOrderId`,
        "clientOrderId",
      );
      unique(cancelNonces, params.nonce, `${at}.nonce`, "nonce");
      planned.push({ kind: "cancel", at, params });
    } else {
      throw new ValidationError(
        `${at}.type`,
        `must be ${NEW} or ${CANCEL}, got ${describeValue((raw as { type?: unknown }).type)}`,
      );
    }
  });

  // Product rules, then timing: nonces come from the clock unless given.
  const rules: (ProductRules | undefined)[] = [];
  for (const step of planned) {
    if (step.kind !== "new") {
      rules.push(undefined);
      continue;
    }
    const r = productRules(await productOf(context, step.params, parameters.signal));
    checkProductRules(step.order, r, `${step.at}.order.`);
    rules.push(r);
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
  const timings = planned.map((step) =>
    timingOf(
      clock,
      step.kind === "new" ? step.params : { nonce: step.params.nonce },
      step.kind === "new" ? `${step.at}.order.` : `${step.at}.`,
    ),
  );
  // Nonces drawn from the clock never repeat, but a given one may equal a drawn one.
  const drawnNew = new Map<string, string>();
  const drawnCancel = new Map<string, string>();
  planned.forEach((step, i) => {
    const field = step.kind === "new" ? `${step.at}.order.nonce` : `${step.at}.nonce`;
    unique(step.kind === "new" ? drawnNew : drawnCancel, timings[i]?.nonce, field, "nonce");
  });
  const datas = planned.map((step, i) => {
    if (step.kind !== "new") return undefined;
    const r = rules[i] as ProductRules;
    return buildOrderData(
      step.order,
      r,
      { sender: signer.address, subaccount, ...(timings[i] as (typeof timings)[number]) },
      `${step.at}.order.`,
    );
  });

  const domain = await context.getSigningDomain();
  const body: BatchInstruction[] = [];
  for (const [i, step] of planned.entries()) {
    const timing = timings[i] as (typeof timings)[number];
    if (step.kind === "new") {
      const signed = await signOrder({
        domain,
        data: datas[i] as SigningOrderData,
        signer,
        now: timing.nowMs,
      });
      body.push({
        type: NEW,
        data: signed.data,
        signature: signed.signature,
      } as BatchNewInstruction);
    } else {
      const byId = step.params.orderId !== undefined;
      const target = byId
        ? { orderId: step.params.orderId as string }
        : { clientOrderId: step.params.clientOrderId as string };
      // The ids are not signed; the cancel helper still checks the one this instruction names.
      const { signature } = await signCancelOrder({
        domain,
        data: {
          sender: signer.address,
          subaccount,
          nonce: timing.nonce,
          ...(byId
            ? { orderIds: [target.orderId as string] }
            : { clientOrderIds: [target.clientOrderId as string] }),
        },
        signer,
        now: timing.nowMs,
      });
      body.push({
        type: CANCEL,
        data: { sender: signer.address, subaccount, nonce: timing.nonce, ...target },
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
