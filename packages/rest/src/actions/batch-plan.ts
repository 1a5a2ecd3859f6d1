// The batch's preflight, as the exchange runs it before any instruction: the batch's size, every
// instruction's shape, one subaccount for all, and no client order id, order id or nonce used
// twice. A batch the exchange would refuse whole is refused here, before anything is signed.
import {
  assertClientOrderId,
  assertUuid,
  batchLimits,
  describeValue,
  type Hex,
  ValidationError,
} from "@perpkit/core";
import type { BatchCancelInstruction, BatchNewInstruction } from "../generated/types.js";
import { type CheckedOrder, checkOrder, type OrderParameters } from "../order-rules.js";
import { toSubaccountBytes } from "../trading-context.js";
import type {
  BatchCancelParameters,
  BatchNewParameters,
  BatchOrdersParameters,
} from "./batch-types.js";

/** The instruction types of a batch. */
export const NEW: BatchNewInstruction["type"] = "NEW";
export const CANCEL: BatchCancelInstruction["type"] = "CANCEL";

/** A NEW instruction whose order passed the checks that need no product. */
export interface PlannedNew {
  readonly kind: "new";
  /** Where it is in the parameters (`instructions.3`), for the fields errors name. */
  readonly at: string;
  readonly params: OrderParameters;
  readonly order: CheckedOrder;
}

/** A CANCEL instruction, checked. */
export interface PlannedCancel {
  readonly kind: "cancel";
  readonly at: string;
  readonly params: BatchCancelParameters;
  /** The one order the instruction names. */
  readonly target: { readonly orderId: string } | { readonly clientOrderId: string };
}

/** A subaccount an instruction names, and where. */
export interface NamedSubaccount {
  readonly field: string;
  readonly subaccount: Hex;
}

/** The checked batch: its instructions and what they said of its subaccount. */
export interface BatchPlan {
  readonly planned: readonly (PlannedNew | PlannedCancel)[];
  /** The batch's subaccount when known without a request. */
  readonly known: Hex | undefined;
  /** The first subaccount an instruction named, to hold against the client's own once known. */
  readonly firstNamed: NamedSubaccount | undefined;
}

/**
 * What one kind of instruction has used so far: each value, by the field that first used it
 * (lower case where the exchange compares so). Uniqueness holds within a kind only.
 */
type Seen = Map<string, string>;

/** What the preflight has seen so far, so each instruction is checked against those before it. */
interface Preflight {
  readonly known: Hex | undefined;
  firstNamed: NamedSubaccount | undefined;
  readonly new: { readonly clientOrderId: Seen; readonly nonce: Seen };
  readonly cancel: { readonly orderId: Seen; readonly clientOrderId: Seen; readonly nonce: Seen };
}

/**
 * Refuses a second use of a value within one kind of instruction, naming both places.
 *
 * @example
 * unique(seen, params.nonce, "instructions.2.nonce", "nonce")
 */
export function unique(seen: Seen, key: string | undefined, field: string, what: string): void {
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
 * Holds an instruction's subaccount to the batch's: the one given for the batch or the client's,
 * or, while the client's is not yet known, the first one an instruction named.
 */
function sameSubaccount(preflight: Preflight, value: string, field: string): void {
  const named = toSubaccountBytes(value, field);
  preflight.firstNamed ??= { field, subaccount: named };
  if (named !== (preflight.known ?? preflight.firstNamed.subaccount)) {
    throw new ValidationError(field, "differs from the batch's; a batch acts on one subaccount");
  }
}

function planNew(preflight: Preflight, instruction: BatchNewParameters, at: string): PlannedNew {
  const params = instruction.order;
  if (typeof params !== "object" || params === null) {
    throw new ValidationError(`${at}.order`, "must be an order");
  }
  const order = checkOrder(params, `${at}.order.`);
  if (params.subaccount !== undefined) {
    sameSubaccount(preflight, params.subaccount, `${at}.order.subaccount`);
  }
  const seen = preflight.new;
  unique(
    seen.clientOrderId,
    order.clientOrderId?.toLowerCase(),
    `${at}.order.clientOrderId`,
    "clientOrderId",
  );
  unique(seen.nonce, params.nonce, `${at}.order.nonce`, "nonce");
  return { kind: "new", at, params, order };
}

function planCancel(
  preflight: Preflight,
  params: BatchCancelParameters,
  at: string,
): PlannedCancel {
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
  if (params.subaccount !== undefined) {
    sameSubaccount(preflight, params.subaccount, `${at}.subaccount`);
  }
  const seen = preflight.cancel;
  unique(seen.orderId, orderId?.toLowerCase(), `${at}.orderId`, "orderId");
  unique(seen.clientOrderId, clientOrderId?.toLowerCase(), `${at}.clientOrderId`, "clientOrderId");
  unique(seen.nonce, params.nonce, `${at}.nonce`, "nonce");
  return { kind: "cancel", at, params, target };
}

/**
 * Runs the batch's preflight. `ownSubaccount` is the client's subaccount when it is known
 * without a request; the batch's own `subaccount` takes its place when given.
 *
 * @example
 * const { planned, known, firstNamed } = planBatch(parameters, context.subaccount)
 */
export function planBatch(
  parameters: BatchOrdersParameters,
  ownSubaccount: Hex | undefined,
): BatchPlan {
  const { minInstructions, maxInstructions } = batchLimits;
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
  const preflight: Preflight = {
    known:
      parameters.subaccount === undefined
        ? ownSubaccount
        : toSubaccountBytes(parameters.subaccount, "subaccount"),
    firstNamed: undefined,
    new: { clientOrderId: new Map(), nonce: new Map() },
    cancel: { orderId: new Map(), clientOrderId: new Map(), nonce: new Map() },
  };
  const planned = (instructions as unknown[]).map((raw, i) => {
    const at = `instructions.${i}`;
    const instruction = raw as BatchNewParameters | BatchCancelParameters;
    if (typeof raw !== "object" || raw === null) throw new ValidationError(at, "must be an object");
    if (instruction.type === NEW) return planNew(preflight, instruction as BatchNewParameters, at);
    if (instruction.type === CANCEL) {
      return planCancel(preflight, instruction as BatchCancelParameters, at);
    }
    throw new ValidationError(
      `${at}.type`,
      `must be ${NEW} or ${CANCEL}, got ${describeValue((raw as { type?: unknown }).type)}`,
    );
  });
  return { planned, known: preflight.known, firstNamed: preflight.firstNamed };
}
