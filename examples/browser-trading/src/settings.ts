import { getNetwork, type Hex, isHex, ValidationError } from "@perpkit/core";

/**
 * The order the page places when it opens: a post-only limit order.
 *
 * @example
 * const order: PageOrder = { side: "buy", price: "59990", quantity: "0.01" }
 */
export interface PageOrder {
  readonly side: "buy" | "sell";
  /** Limit price, a decimal string. */
  readonly price: string;
  /** Quantity, a decimal string. */
  readonly quantity: string;
}

/**
 * What the page connects to and does, read from its address.
 *
 * @example
 * const { restUrl, streamUrl, symbol }: PageSettings = readSettings(location.search, location.hash)
 */
export interface PageSettings {
  /** The exchange's REST base URL. */
  readonly restUrl: string;
  /** The stream gateway's WebSocket URL. */
  readonly streamUrl: string;
  /** The market whose book the page shows and where it trades. */
  readonly symbol: string;
  /** The order to place, when the address gives a price. */
  readonly order: PageOrder | undefined;
  /** The key of the wallet that signs, when the address gives one. */
  readonly privateKey: Hex | undefined;
}

const sandbox = getNetwork("local");

/**
 * Reads `?rest=` and `?stream=` (default the local sandbox), `?symbol=` (default BTCUSD) and the
 * order (`?side=buy&price=59990&quantity=0.01`, a post-only limit order). The private key comes
 * from the fragment (`#key=0x…`): browsers never send the fragment to any server. Only ever give
 * the page a throwaway sandbox key.
 *
 * @example
 * readSettings("?price=59990&quantity=0.01", "#key=0x…").order // { side: "buy", price: "59990", quantity: "0.01" }
 */
export function readSettings(search: string, hash: string): PageSettings {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const key = fragment.get("key") ?? undefined;
  if (key !== undefined && !isHex(key, 32)) {
    throw new ValidationError("key", "must be 0x and 64 hex digits, a 32-byte private key");
  }
  const price = query.get("price") ?? undefined;
  let order: PageOrder | undefined;
  if (price !== undefined) {
    const side = query.get("side") ?? "buy";
    if (side !== "buy" && side !== "sell") {
      throw new ValidationError("side", `must be buy or sell, got ${JSON.stringify(side)}`);
    }
    const quantity = query.get("quantity");
    if (quantity === null) throw new ValidationError("quantity", "is required with a price");
    order = { side, price, quantity };
  }
  return {
    restUrl: query.get("rest") ?? sandbox.restUrl,
    streamUrl: query.get("stream") ?? sandbox.wsUrl,
    symbol: query.get("symbol") ?? "BTCUSD",
    order,
    privateKey: key as Hex | undefined,
  };
}
