import type { SignedOperationErrorType, UnsupportedFeatureError } from "../errors.js";
import type {
  BatchCancelInstruction,
  BatchNewInstruction,
  BatchResult,
} from "../generated/types.js";
import type { OrderParameters } from "../order-rules.js";
import type { OrderRejectedError, RejectOptions } from "../rejections.js";

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
