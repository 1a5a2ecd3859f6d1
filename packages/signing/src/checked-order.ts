import {
  type OrderData,
  tradeOrderBinding,
  tradeOrderFromCheckedOrderData,
} from "./generated/bindings.js";
import { hashTradeOrderStruct } from "./generated/struct-hash.js";
import type { RequestSigning } from "./requests.js";

// An order body whose every field its caller has checked already (`@perpkit/rest` checks each
// order against its product, the spec's limits and the clock before it signs): its TradeOrder
// message is built from the same binding as `signOrder`'s, with the conversions it needs (decimals
// scaled by 10^9, the nonce as a uint64) and none of the checks again. A bundle that signs only
// such bodies leaves the body checks out, and a tick does not run them twice.

/**
 * How a TradeOrder request is signed, for {@link signRequest}, when its caller has checked every
 * field of the body already, as `@perpkit/rest` does before it signs an order: the message is
 * built from the body by the same binding as {@link signOrder}'s, without its checks. A body that
 * was not checked must go through `signOrder`.
 *
 * @example
 * const body = await signRequest(checkedOrderRequest, { domain, data: checkedData }, [signer])
 */
export const checkedOrderRequest: RequestSigning<"TradeOrder", OrderData> = {
  primaryType: "TradeOrder",
  hashStruct: hashTradeOrderStruct,
  binding: tradeOrderBinding,
  message: tradeOrderFromCheckedOrderData,
};
