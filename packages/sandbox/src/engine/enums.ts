import {
  batchInstructionTypeValues,
  batchResultTypeValues,
  cancelResultValues,
  linkedSignerStatusValues,
  orderFailureValues,
  orderResultValues,
  orderStatusValues,
  orderTypeValues,
  rateLimitTypeValues,
  rejectionReasonValues,
  timeInForceValues,
  transferStatusValues,
  transferTypeValues,
} from "@perpkit/core";

/** `{ A: "A", B: "B" }` from a generated value list, so code names a value the spec defines. */
function namesOf<const T extends string>(values: readonly T[]): { readonly [K in T]: K } {
  return Object.freeze(Object.fromEntries(values.map((v) => [v, v]))) as { readonly [K in T]: K };
}

/**
 * Order statuses, from spec/limits.yaml.
 *
 * @example
 * order.status === OrderStatus.FILLED
 */
export const OrderStatus = namesOf(orderStatusValues);
/**
 * Order types (`LIMIT`, `MARKET`).
 *
 * @example
 * const type = OrderType.LIMIT
 */
export const OrderType = namesOf(orderTypeValues);
/**
 * Times in force (`GTD`, `IOC`, `FOK`).
 *
 * @example
 * const tif = TimeInForce.GTD
 */
export const TimeInForce = namesOf(timeInForceValues);
/**
 * Submission result codes (`Ok`, `UnfilledFillOrKill`, ...).
 *
 * @example
 * if (outcome.result !== OrderResult.Ok) console.log(outcome.result)
 */
export const OrderResult = namesOf(orderResultValues);
/**
 * Failure codes of an order that is not created at all (the 422 message).
 *
 * @example
 * throw failed(OrderFailure.RiskLimitExceeded)
 */
export const OrderFailure = namesOf(orderFailureValues);
/**
 * Rejection reasons carried by rejected orders.
 *
 * @example
 * order.rejectedReason === RejectionReason.OrderIncreasesPosition
 */
export const RejectionReason = namesOf(rejectionReasonValues);
/**
 * Per-id results of a cancel request.
 *
 * @example
 * result === CancelResult.AlreadyFilled
 */
export const CancelResult = namesOf(cancelResultValues);
/**
 * Types of a batch instruction (`NEW`, `CANCEL`).
 *
 * @example
 * instruction.type === BatchInstructionType.CANCEL
 */
export const BatchInstructionType = namesOf(batchInstructionTypeValues);
/**
 * Result types of a batch instruction.
 *
 * @example
 * const type = BatchResultType.NEW_FAILED
 */
export const BatchResultType = namesOf(batchResultTypeValues);
/**
 * `DEPOSIT` or `WITHDRAW`.
 *
 * @example
 * transfer.type === TransferType.DEPOSIT
 */
export const TransferType = namesOf(transferTypeValues);
/**
 * Deposit and withdrawal statuses.
 *
 * @example
 * transfer.status === TransferStatus.COMPLETED
 */
export const TransferStatus = namesOf(transferStatusValues);
/**
 * Linked signer statuses.
 *
 * @example
 * signer.status === LinkedSignerStatus.REVOKED
 */
export const LinkedSignerStatus = namesOf(linkedSignerStatusValues);
/**
 * The `type` of a 429 body: which pool ran out.
 *
 * @example
 * const type = RateLimitType.RATE_LIMIT_ACCOUNT
 */
export const RateLimitType = namesOf(rateLimitTypeValues);
