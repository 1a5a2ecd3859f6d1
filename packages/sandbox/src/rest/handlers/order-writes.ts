import {
  type Address,
  formatDecimal,
  type Hex,
  type KnownOrderType,
  type KnownTimeInForce,
  limits,
  parseDecimal,
  ValidationError,
} from "@perpkit/core";
import {
  BatchInstructionType,
  BatchResultType,
  CancelResult,
  type Exchange,
  ExchangeError,
  invalid,
  type NewOrder,
  OrderResult,
  OrderStatus,
  OrderType,
  type Side,
  type Trader,
} from "../../engine/index.js";
import { present } from "../../wire/rest-records.js";
import { assertFreshNonce, verify } from "../auth.js";
import type { HandlerTools } from "../handler-context.js";
import type { BodyOf, SomeHandlers, SuccessOf } from "./types.js";

type OrderData = BodyOf<"placeOrder">["data"];
type LimitOrderData = Extract<OrderData, { price: string }>;

/** When a cancel names a client order id that matches no order, its result has no order id. */
const NO_ORDER = "00000000-0000-0000-0000-000000000000";
type BatchInstruction = BodyOf<"batchOrders">["instructions"][number];
type BatchResult = SuccessOf<"batchOrders">["results"][number];

/** Builds the engine's order from a checked body; `at` prefixes field names in errors. */
function newOrder(exchange: Exchange, data: OrderData, trader: Trader, at = "data"): NewOrder {
  const product = exchange.productByOnchainId(data.onchainId);
  if (!product) throw invalid(`${at}.onchainId ${data.onchainId} names no product`);
  if (!(limits.order.supportedEngineTypes as readonly number[]).includes(data.engineType)) {
    throw invalid(`${at}.engineType ${data.engineType} is not supported`);
  }
  // The schema admits only the order types, sides and times in force the spec lists, and a
  // LIMIT body carries the limit fields.
  const limit = data.type === OrderType.LIMIT ? (data as LimitOrderData) : undefined;
  return {
    subaccount: trader.subaccount,
    sender: data.sender as Address,
    product,
    side: data.side as Side,
    type: data.type as KnownOrderType,
    quantity: parseDecimal(data.quantity, `${at}.quantity`),
    price: limit ? parseDecimal(limit.price, `${at}.price`) : undefined,
    timeInForce: limit?.timeInForce as KnownTimeInForce | undefined,
    postOnly: limit?.postOnly,
    reduceOnly: data.reduceOnly ?? false,
    close: data.close ?? false,
    stopPrice:
      data.stopPrice === undefined ? undefined : parseDecimal(data.stopPrice, `${at}.stopPrice`),
    stopType: data.stopType,
    expiresAt: data.expiresAt,
    clientOrderId: data.clientOrderId,
    nonce: BigInt(data.nonce),
    signedAt: data.signedAt,
    groupId: data.groupId,
    groupContingencyType: data.groupContingencyType,
  };
}

/** Re-throws an error with `at` in front of its message, keeping its status. */
function within<T>(at: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw located(at, error);
  }
}

function located(at: string, error: unknown): unknown {
  if (error instanceof ExchangeError) {
    return new ExchangeError(error.status, `${at}: ${error.message}`, { code: error.code });
  }
  if (error instanceof ValidationError) return invalid(`${at}: ${error.shortMessage}`);
  return error;
}

/** One checked and authenticated batch instruction, ready to run. */
type Prepared =
  | { readonly kind: "NEW"; readonly order: NewOrder; readonly trader: Trader }
  | {
      readonly kind: "CANCEL";
      readonly trader: Trader;
      readonly sender: Address;
      readonly nonce: bigint;
      readonly orderId: string | undefined;
      readonly clientOrderId: string | undefined;
    };

async function prepare(ctx: HandlerTools, ins: BatchInstruction, i: number): Promise<Prepared> {
  const at = `instructions.${i}`;
  const sender = ins.data.sender as Address;
  try {
    if (ins.type === BatchInstructionType.NEW) {
      await verify(ctx, "TradeOrder", ins.data, ins.signature, sender, `${at}.signature`);
      const trader = ctx.exchange.trader(sender, ins.data.subaccount as Hex);
      return { kind: "NEW", trader, order: newOrder(ctx.exchange, ins.data, trader, `${at}.data`) };
    }
    // The CancelOrder message does not sign the ids; it is built from the cancel form of the
    // body, with the one id this instruction names.
    const { orderId, clientOrderId, ...signed } = ins.data;
    const asCancel = {
      ...signed,
      ...(orderId === undefined ? {} : { orderIds: [orderId] }),
      ...(clientOrderId === undefined ? {} : { clientOrderIds: [clientOrderId] }),
    };
    const { nonce } = await verify(
      ctx,
      "CancelOrder",
      asCancel,
      ins.signature,
      sender,
      `${at}.signature`,
    );
    return {
      kind: "CANCEL",
      trader: ctx.exchange.trader(sender, ins.data.subaccount as Hex),
      sender,
      nonce,
      orderId,
      clientOrderId,
    };
  } catch (error) {
    throw located(at, error);
  }
}

function duplicates<T>(values: readonly (T | undefined)[], what: string): void {
  const seen = new Set<T>();
  for (const value of values) {
    if (value === undefined) continue;
    if (seen.has(value)) throw invalid(`two instructions use the same ${what} ${String(value)}`);
    seen.add(value);
  }
}

function runNew(ctx: HandlerTools, p: Extract<Prepared, { kind: "NEW" }>): BatchResult {
  const { exchange } = ctx;
  try {
    const { order, result } = exchange.placeOrder(p.order);
    exchange.useNonce(p.order.sender, "TradeOrder", p.order.nonce);
    exchange.touch(p.trader);
    const rejected = order.status === OrderStatus.REJECTED;
    return {
      type: rejected ? BatchResultType.NEW_REJECTED : BatchResultType.NEW,
      id: order.id,
      clientOrderId: order.clientOrderId ?? null,
      result,
      rejectedReason: order.rejectedReason ?? null,
    };
  } catch (error) {
    if (!(error instanceof ExchangeError)) throw error;
    return {
      type: BatchResultType.NEW_FAILED,
      id: null,
      clientOrderId: p.order.clientOrderId ?? null,
      result: error.status === 422 ? error.code : error.message,
      rejectedReason: null,
    };
  }
}

function runCancel(ctx: HandlerTools, p: Extract<Prepared, { kind: "CANCEL" }>): BatchResult {
  const { exchange } = ctx;
  if (exchange.isNonceUsed(p.sender, "CancelOrder", p.nonce)) {
    return {
      type: BatchResultType.CANCEL,
      id: p.orderId ?? null,
      clientOrderId: p.clientOrderId ?? null,
      result: CancelResult.NonceAlreadyUsed,
    };
  }
  const [outcome] = exchange.cancelOrders(
    p.trader.subaccount,
    p.orderId === undefined ? [] : [p.orderId],
    p.clientOrderId === undefined ? [] : [p.clientOrderId],
  );
  exchange.useNonce(p.sender, "CancelOrder", p.nonce);
  exchange.touch(p.trader);
  return {
    type: BatchResultType.CANCEL,
    id: outcome?.id ?? null,
    clientOrderId: outcome?.clientOrderId ?? null,
    result: outcome?.result ?? CancelResult.NotFound,
  };
}

/**
 * POST /v1/order, /v1/order/cancel, /v1/order/batch and /v1/order/dry-run.
 *
 * @example
 * await orderHandlers.placeOrder(ctx) // { body: { id, result } }
 */
export const orderHandlers: SomeHandlers<
  "placeOrder" | "cancelOrders" | "batchOrders" | "dryRunOrder"
> = {
  placeOrder: async (ctx) => {
    const { data, signature } = ctx.body;
    const sender = data.sender as Address;
    const { nonce } = await verify(ctx, "TradeOrder", data, signature, sender);
    ctx.chargeAccount(sender);
    const trader = ctx.exchange.trader(sender, data.subaccount as Hex);
    assertFreshNonce(ctx, sender, "TradeOrder", nonce);
    const { order, result } = ctx.exchange.placeOrder(newOrder(ctx.exchange, data, trader));
    ctx.exchange.useNonce(sender, "TradeOrder", nonce);
    ctx.exchange.touch(trader);
    return {
      body: { id: order.id, ...present("clientOrderId", order.clientOrderId), filled: "0", result },
    };
  },

  cancelOrders: async (ctx) => {
    const { data, signature } = ctx.body;
    const orderIds = data.orderIds ?? [];
    const clientOrderIds = data.clientOrderIds ?? [];
    const max = limits.cancel.maxIdsPerRequest;
    if (orderIds.length + clientOrderIds.length > max) {
      throw invalid(`orderIds and clientOrderIds together hold at most ${max} ids`);
    }
    const sender = data.sender as Address;
    const { nonce } = await verify(ctx, "CancelOrder", data, signature, sender);
    ctx.chargeAccount(sender);
    const trader = ctx.exchange.trader(sender, data.subaccount as Hex);
    if (ctx.exchange.isNonceUsed(sender, "CancelOrder", nonce)) {
      return {
        body: {
          data: [
            ...orderIds.map((id) => ({ id, result: CancelResult.NonceAlreadyUsed })),
            ...clientOrderIds.map((c) => ({
              id: NO_ORDER,
              clientOrderId: c,
              result: CancelResult.NonceAlreadyUsed,
            })),
          ],
        },
      };
    }
    const results = ctx.exchange.cancelOrders(trader.subaccount, orderIds, clientOrderIds);
    ctx.exchange.useNonce(sender, "CancelOrder", nonce);
    ctx.exchange.touch(trader);
    return {
      body: {
        data: results.map((r) => ({
          id: r.id ?? NO_ORDER,
          ...present("clientOrderId", r.clientOrderId),
          result: r.result,
        })),
      },
    };
  },

  batchOrders: async (ctx) => {
    const { instructions } = ctx.body;
    const prepared: Prepared[] = [];
    for (const [i, ins] of instructions.entries()) {
      prepared.push(await prepare(ctx, ins, i));
      // The first signature proves who pays: the account pool is never charged for a forgery.
      if (i === 0) ctx.chargeAccount(ins.data.sender as Address);
    }
    const subaccounts = new Set(prepared.map((p) => p.trader.subaccount.id));
    if (subaccounts.size > 1)
      throw invalid("every instruction of a batch must be for the same subaccount");
    const news = prepared.flatMap((p) => (p.kind === "NEW" ? [p] : []));
    const cancels = prepared.flatMap((p) => (p.kind === "CANCEL" ? [p] : []));
    duplicates(
      news.map((p) => p.order.clientOrderId),
      "clientOrderId in NEW",
    );
    duplicates(
      news.map((p) => p.order.nonce),
      "nonce in NEW",
    );
    duplicates(
      cancels.map((p) => p.orderId),
      "orderId in CANCEL",
    );
    duplicates(
      cancels.map((p) => p.clientOrderId),
      "clientOrderId in CANCEL",
    );
    duplicates(
      cancels.map((p) => p.nonce),
      "nonce in CANCEL",
    );
    for (const [i, p] of prepared.entries()) {
      if (p.kind === "NEW") {
        within(`instructions.${i}`, () =>
          assertFreshNonce(ctx, p.order.sender, "TradeOrder", p.order.nonce),
        );
      }
    }
    const results = prepared.map((p) => (p.kind === "NEW" ? runNew(ctx, p) : runCancel(ctx, p)));
    return { body: { results } };
  },

  dryRunOrder: ({ exchange, body }) => {
    const { data } = body;
    const trader = exchange.trader(data.sender as Address, data.subaccount as Hex);
    const preview = exchange.previewOrder(newOrder(exchange, data, trader));
    // The sandbox's risk is its margin: what the order would use, and what would be left.
    const used = preview.margin.totalUsed + preview.marginRequired;
    const left = preview.margin.available - preview.marginRequired;
    return {
      body: {
        code: OrderResult.Ok,
        marginRequired: formatDecimal(preview.marginRequired),
        marginAvailable: formatDecimal(preview.margin.available),
        totalUsedMargin: formatDecimal(preview.margin.totalUsed),
        riskUsed: formatDecimal(used),
        riskAvailable: formatDecimal(left < 0n ? 0n : left),
      },
    };
  },
};
