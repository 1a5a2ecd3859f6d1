// Each instruction of a batch is signed on its own: a NEW as a TradeOrder, a CANCEL as a
// CancelOrder of the one order it names. Nonces and signedAt come from the server clock unless
// the instruction gives its own.
import { type Hex, signingTime } from "@perpkit/core";
import { type Signer, signCancelOrder, signOrder } from "@perpkit/signing";
import type { BatchInstruction } from "../generated/types.js";
import { buildOrderData, type ProductRules } from "../order-rules.js";
import type { TradingContext } from "../trading-context.js";
import { CANCEL, NEW, type PlannedCancel, type PlannedNew, unique } from "./batch-plan.js";
import { signingDomainOf, syncedServerClock } from "./preamble.js";

/** A planned NEW with its product's rules, checked. */
export type PricedNew = PlannedNew & { readonly rules: ProductRules };

/**
 * Signs every instruction of a checked batch for `subaccount`, in order, and returns the body's
 * instructions. A nonce given twice, or given equal to one drawn from the clock, is refused
 * before anything is signed.
 *
 * @example
 * const instructions = await signBatch(context, signer, subaccount, priced)
 */
export async function signBatch(
  context: TradingContext,
  signer: Signer,
  subaccount: Hex,
  priced: readonly (PlannedCancel | PricedNew)[],
): Promise<BatchInstruction[]> {
  const serverClock = await syncedServerClock(context);
  const timed = priced.map((step) => ({
    step,
    timing: signingTime(
      serverClock,
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
  return body;
}
