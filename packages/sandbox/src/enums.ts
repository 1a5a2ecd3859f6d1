import {
  batchResultTypeValues,
  cancelResultValues,
  linkedSignerStatusValues,
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

/** Order statuses, from spec/limits.yaml. */
export const OrderStatus = namesOf(orderStatusValues);
/** Order types (`LIMIT`, `MARKET`). */
export const OrderType = namesOf(orderTypeValues);
/** Times in force (`GTD`, `IOC`, `FOK`). */
export const TimeInForce = namesOf(timeInForceValues);
/** Submission result codes (`Ok`, `UnfilledFillOrKill`, ...). */
export const OrderResult = namesOf(orderResultValues);
/** Rejection reasons carried by rejected orders. */
export const RejectionReason = namesOf(rejectionReasonValues);
/** Per-id results of a cancel request. */
export const CancelResult = namesOf(cancelResultValues);
/** Result types of a batch instruction. */
export const BatchResultType = namesOf(batchResultTypeValues);
/** `DEPOSIT` or `WITHDRAW`. */
export const TransferType = namesOf(transferTypeValues);
/** Deposit and withdrawal statuses. */
export const TransferStatus = namesOf(transferStatusValues);
/** Linked signer statuses. */
export const LinkedSignerStatus = namesOf(linkedSignerStatusValues);
/** The `type` of a 429 body: which pool ran out. */
export const RateLimitType = namesOf(rateLimitTypeValues);
