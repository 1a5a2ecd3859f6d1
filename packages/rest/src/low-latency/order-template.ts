import {
  formatDecimal,
  type Hex,
  MAX_UINT128,
  parseDecimal,
  type ServerClock,
  type SigningTime,
  signingTime,
  ValidationError,
} from "@perpkit/core";
import {
  checkedOrderRequest,
  keccak256,
  parseSignatureType,
  type RequestSigning,
  requestSigner,
  signatureTypes,
  type TradeOrderMessage,
} from "@perpkit/signing";
import {
  type PreparedOrder,
  type SendOrderOptions,
  type SendOrderResult,
  type SendOrderReturnType,
  sendOrder,
} from "../actions/place-order.js";
import { buildPlaceOrderRequest } from "../generated/operations.js";
import type { OrderData, PlaceOrderRequest, Product } from "../generated/types.js";
import {
  buildOrderData,
  type CheckedOrder,
  checkOrder,
  checkProductRules,
  type LimitOrderFields,
  type LimitOrderParameters,
  type ProductRules,
  productRules,
} from "../order-rules.js";
import type { ProductReference } from "../products.js";
import { requireSigner, type TradingContext, toSubaccountBytes } from "../trading-context.js";

// A limit order of one market whose every field but the price and quantity is fixed: what can be
// done once (the product, subaccount and signing domain read, the fixed fields checked, their
// words of the EIP-712 struct written, the JSON body around the varying values serialised) is
// done when the template is made, and a tick does the rest through the same signing and sending
// path as `placeOrder`.

/**
 * The fixed part of a templated order: a limit order without its price and quantity (nor a nonce
 * or signedAt of its own: each order takes fresh ones).
 *
 * @example
 * const fixed: OrderTemplateParameters = { symbol: "BTCUSD", side: "buy", type: "LIMIT", timeInForce: "GTD", postOnly: true }
 */
export type OrderTemplateParameters = ProductReference &
  Omit<LimitOrderFields, "price" | "quantity" | "nonce" | "signedAt">;

/**
 * What varies from one order of a template to the next: price and quantity as decimal strings,
 * and, for tests and replays, a nonce or signedAt of the caller's own (as `placeOrder` takes).
 *
 * @example
 * const order: TemplateOrder = { price: "64999.5", quantity: "0.001" }
 */
export interface TemplateOrder {
  /** A decimal string: positive, a multiple of tickSize, between minPrice and maxPrice. */
  readonly price: string;
  /** A decimal string: at least lotSize, a multiple of it, at most maxQuantity. */
  readonly quantity: string;
  readonly nonce?: string | undefined;
  readonly signedAt?: number | undefined;
}

/**
 * A pre-built order of one market, made by {@link prepareOrderTemplate}.
 *
 * @example
 * const { id } = await template.place({ price: "64999.5", quantity: "0.001" })
 */
export interface OrderTemplate {
  /** The product, as read when the template was made. */
  readonly product: Product;
  /** Checks the price and quantity, signs the order and returns it unsent, as `prepareOrder` does. */
  prepare(order: TemplateOrder): Promise<PreparedOrder>;
  /** Prepares the order and sends it as `sendOrder` does (same hooks, answers and errors). */
  place(
    order: TemplateOrder,
    options?: SendOrderOptions & { readonly throwOnReject?: true | undefined },
  ): Promise<SendOrderReturnType>;
  place(
    order: TemplateOrder,
    options: SendOrderOptions & { readonly throwOnReject: boolean },
  ): Promise<SendOrderResult>;
}

/** Field names whose values stand in the body serialised once, to be spliced in each time. */
const VARYING = ["quantity", "price", "nonce", "signedAt"] as const;
const MARK = "\u0000perpkit-template-";

/**
 * The body's JSON cut around its varying values (quantity, price, nonce, signedAt, signature, in
 * the order `buildOrderData` and the request put them), from a body with a marker in each place.
 */
function bodyPieces(sample: OrderData): string[] {
  const marked: Record<string, unknown> = { ...sample };
  for (const name of VARYING) marked[name] = MARK + name;
  const json = JSON.stringify({ data: marked, signature: `${MARK}signature` });
  const pieces: string[] = [];
  let from = 0;
  for (const name of [...VARYING, "signature"]) {
    const marker = JSON.stringify(MARK + name);
    const at = json.indexOf(marker, from);
    if (at === -1) throw new Error(`The order body has no ${name} where the template expects it.`);
    pieces.push(json.slice(from, at));
    from = at + marker.length;
  }
  pieces.push(json.slice(from));
  return pieces;
}

/**
 * A TradeOrder struct hasher of the template's own, over words it keeps: the first message writes
 * every word, later ones only the varying ones (the fixed ones are the same in every message of
 * the template). A domain with live message types that differ from the generated ones is hashed by
 * the generic path, which does not call this.
 */
function templateHasher(): RequestSigning<"TradeOrder", OrderData>["hashStruct"] {
  const fields = parseSignatureType(signatureTypes.TradeOrder).map((field, i) => ({
    ...field,
    name: field.name as keyof TradeOrderMessage,
    offset: 32 * (i + 1),
  }));
  const varying = fields.filter((field) => (VARYING as readonly string[]).includes(field.name));
  const words = new Uint8Array(32 * (fields.length + 1));
  keccak256(new TextEncoder().encode(`TradeOrder(${signatureTypes.TradeOrder})`), words, 0);
  let written = false;
  return (message, kit) => {
    for (const { name, type, offset } of written ? varying : fields) {
      const value = message[name];
      if (type === "address") kit.address(words, offset, value, name);
      else if (type === "bool") kit.bool(words, offset, value, name);
      else if (type.startsWith("bytes"))
        kit.fixedBytes(words, offset, value, Number(type.slice(5)), name);
      else kit.uint(words, offset, value, Number(type.slice(4)), name);
    }
    written = true;
    return kit.hash(words);
  };
}

/** The body as it goes on the wire: its fields without the ones left undefined. */
function definedFields(data: OrderData): OrderData {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const value = (data as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as unknown as OrderData;
}

/** A decimal string within the signed uint128 and above 0: [value, the body's shortest form]. */
function readAmount(value: string, field: "price" | "quantity"): [bigint, string] {
  const parsed = parseDecimal(value, field);
  if (parsed > MAX_UINT128) throw new ValidationError(field, "is too large for the signed uint128");
  if (parsed <= 0n) throw new ValidationError(field, "must be greater than 0");
  return [parsed, formatDecimal(parsed)];
}

/**
 * Makes an order template for one market, ahead of the ticks that use it: a limit order whose
 * every field but the price and quantity is fixed. Reads the product (an unknown one is refused
 * here), the subaccount and the signing domain, and checks every fixed field once; each order then
 * checks only its price (on the tick, within minPrice and maxPrice) and quantity (on the lot,
 * within maxQuantity), takes a fresh nonce and signedAt from the clock, hashes only the words of
 * the EIP-712 struct that vary, signs, splices the values into the body serialised once, and is
 * sent by `sendOrder`: the same transport, hooks, answers and errors as `placeOrder`, and the same
 * bytes `prepareOrder` would sign and send.
 *
 * When to use it: a loop that answers ticks of a few markets with orders that differ only in
 * price and quantity, where the tens of microseconds of per-order checks and serialisation
 * matter (on the tick-to-order benchmark it took the checks and digest of a tick from about 40 to
 * 25 us). What it costs: a few kilobytes per template (one struct's words, the body's pieces), no
 * timer and no CPU while idle. The product is read once: when the exchange changes a
 * product's tick or lot size, make the template again. Every fixed field goes out on every order
 * of the template: a `clientOrderId` given here names them all, and an `expiresAt` is the same
 * instant for all (an order signed after it is refused, naming `expiresAt`).
 *
 * @example
 * import { prepareOrderTemplate } from "@perpkit/rest/low-latency"
 * const bids = await prepareOrderTemplate(context, { symbol: "BTCUSD", side: "buy", type: "LIMIT", timeInForce: "GTD", postOnly: true })
 * const { id } = await bids.place({ price: "64999.5", quantity: "0.001" })
 */
export async function prepareOrderTemplate(
  context: TradingContext,
  parameters: OrderTemplateParameters,
  signal?: AbortSignal,
): Promise<OrderTemplate> {
  const signer = requireSigner(context);
  const given = parameters as Record<string, unknown>;
  if (given.type !== "LIMIT") {
    throw new ValidationError("type", "must be LIMIT: a template's orders vary in price");
  }
  for (const field of ["price", "quantity", "nonce", "signedAt"]) {
    if (given[field] !== undefined) {
      throw new ValidationError(
        field,
        "varies per order: give it to prepare or place, not to the template",
      );
    }
  }
  const product = await context.products.get(parameters, signal);
  const rules: ProductRules = productRules(product, context.state.rules);
  // The fixed fields are checked as an order of the product's smallest price and quantity would be.
  const fixed: CheckedOrder = checkOrder({
    ...parameters,
    price: product.tickSize,
    quantity: product.lotSize,
  } as LimitOrderParameters);
  checkProductRules({ ...fixed, price: undefined }, rules);
  const subaccount =
    parameters.subaccount !== undefined
      ? toSubaccountBytes(parameters.subaccount, "subaccount")
      : (context.defaultSubaccount.peek() ?? (await context.defaultSubaccount.get(signal)));
  const domain = context.signingDomain.peek() ?? (await context.signingDomain.get());
  const sign = requestSigner(
    { ...checkedOrderRequest, hashStruct: templateHasher() },
    { domain, signer },
  );
  // The body's shape, its expiry left to each order's own check against its signedAt.
  const sample: OrderData = {
    ...buildOrderData({ ...fixed, expiresAt: undefined }, rules, {
      sender: signer.address,
      subaccount,
      nonce: "0",
      signedAt: 0,
      nowMs: 0,
    }),
    expiresAt: fixed.expiresAt,
  };
  const [beforeQuantity, beforePrice, beforeNonce, beforeSignedAt, beforeSignature, end] =
    bodyPieces(sample) as [string, string, string, string, string, string];
  const head = buildPlaceOrderRequest({ body: { data: sample, signature: "0x" } });

  /** The order signed and its body spliced, once the server clock is fresh. */
  const finish = (
    order: TemplateOrder,
    checked: CheckedOrder,
    timing: SigningTime,
    signature: Hex,
    data: OrderData,
  ): PreparedOrder => {
    const body =
      `${beforeQuantity}"${checked.quantityText}"${beforePrice}"${checked.priceText}"${beforeNonce}"${timing.nonce}"` +
      `${beforeSignedAt}${timing.signedAt}${beforeSignature}"${signature}"${end}`;
    return {
      order: {
        ...parameters,
        price: order.price,
        quantity: order.quantity,
      } as LimitOrderParameters,
      product,
      request: { data: definedFields(data), signature } as PlaceOrderRequest,
      http: { ...head, body },
    };
  };
  /**
   * Prepares the order: at once when the server clock is fresh and the signer a perpkit key (a
   * tick's case: no await between the tick and the request), else as a promise.
   */
  const prepareNow = (order: TemplateOrder): PreparedOrder | Promise<PreparedOrder> => {
    const [quantity, quantityText] = readAmount(order.quantity, "quantity");
    const [price, priceText] = readAmount(order.price, "price");
    const checked: CheckedOrder = { ...fixed, quantity, quantityText, price, priceText };
    checkProductRules(checked, rules);
    const signed = (serverClock: ServerClock) => {
      const timing = signingTime(serverClock, order);
      const data = buildOrderData(checked, rules, {
        sender: signer.address,
        subaccount,
        ...timing,
      });
      const signature = sign(data, timing.nowMs);
      return typeof signature === "string"
        ? finish(order, checked, timing, signature, data)
        : signature.then((s) => finish(order, checked, timing, s, data));
    };
    const serverClock = context.serverTime.peek();
    if (serverClock) return signed(serverClock);
    return context.serverTime.get().then(signed);
  };
  const prepare = async (order: TemplateOrder): Promise<PreparedOrder> => prepareNow(order);
  return {
    product,
    prepare,
    place: (async (order: TemplateOrder, options?: SendOrderOptions) => {
      const prepared = prepareNow(order);
      return sendOrder(context, "then" in prepared ? await prepared : prepared, {
        signal: options?.signal,
        throwOnReject: options?.throwOnReject ?? true,
      });
    }) as OrderTemplate["place"],
  };
}
