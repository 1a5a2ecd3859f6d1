import {
  assertAddress,
  signingTime,
  type TransportErrorType,
  type ValidationError,
} from "@perpkit/core";
import { dryRunOrderOperation } from "../generated/operations.js";
import type { DryRunResult } from "../generated/types.js";
import {
  buildOrderData,
  checkOrder,
  checkProductRules,
  type OrderParameters,
  productRules,
} from "../order-rules.js";
import { requireAccount, type TradingContext } from "../trading-context.js";
import { productOf, subaccountOf, syncedServerClock } from "./preamble.js";

/**
 * Parameters of `dryRunOrder`: an order to simulate, unsigned.
 *
 * @example
 * await client.dryRunOrder({ symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.5" })
 */
export type DryRunOrderParameters = OrderParameters & {
  /** The address the simulation is for; default the client's signer or account. */
  readonly sender?: string | undefined;
  readonly signal?: AbortSignal | undefined;
};

/**
 * What `dryRunOrder` resolves to: the margin the order would use, and a result code.
 *
 * @example
 * const { marginRequired }: DryRunOrderReturnType = await client.dryRunOrder(order)
 */
export type DryRunOrderReturnType = DryRunResult;

/**
 * What `dryRunOrder` can throw: a rule the order breaks, named, or a failure of the request;
 * nothing is signed.
 *
 * @example
 * try { await client.dryRunOrder(order) } catch (e) { const error = e as DryRunOrderErrorType }
 */
export type DryRunOrderErrorType = ValidationError | TransportErrorType;

/**
 * Checks, prices and simulates an order without signing it: the margin it would use.
 *
 * `POST /v1/order/dry-run`
 *
 * @example
 * const { marginRequired } = await dryRunOrder(context, { symbol: "BTCUSD", side: "buy", type: "MARKET", quantity: "0.5" })
 */
export async function dryRunOrder(
  context: TradingContext,
  parameters: DryRunOrderParameters,
): Promise<DryRunOrderReturnType> {
  const { signal } = parameters;
  const order = checkOrder(parameters);
  const sender = parameters.sender ?? context.signer?.address ?? requireAccount(context);
  assertAddress(sender, "sender");
  const rules = productRules(await productOf(context, parameters, signal), context.state.rules);
  checkProductRules(order, rules);
  const subaccount = await subaccountOf(context, parameters.subaccount, "subaccount", signal);
  const timing = signingTime(await syncedServerClock(context), parameters);
  const data = buildOrderData(order, rules, { sender, subaccount, ...timing });
  return dryRunOrderOperation(context.transport, { body: { data } }, { signal, retry: "safe" });
}
