// A small matching engine written from the interface (INTERFACE.md) and the rules the sandbox
// README states where the interface is silent, to be run beside the sandbox's engine. It favours
// being obviously right over being fast: the book is a list sorted on every use, and fill-or-kill
// and post-only orders are tried on a copy of the whole state that is thrown away if they fail.

const SCALE = 10n ** 9n;
const BUY = 0;
const SELL = 1;
/** Open orders a subaccount may have per market. */
const MAX_OPEN = 200;

type Side = typeof BUY | typeof SELL;

/** One market's settings, 9-decimal fixed point. */
export interface ReferenceMarket {
  readonly tickSize: bigint;
  readonly makerFee: bigint;
  readonly takerFee: bigint;
  /** How far from the best opposite price a market order may fill, a 9-decimal ratio. */
  readonly marketSlippage: bigint;
}

/** An order as the reference sees it. */
export interface ReferenceOrder {
  readonly id: string;
  readonly subaccount: string;
  readonly side: Side;
  readonly type: "LIMIT" | "MARKET";
  /** Limit price; 0 for a market order. */
  readonly price: bigint;
  quantity: bigint;
  remaining: bigint;
  filled: bigint;
  readonly timeInForce: "GTD" | "IOC" | "FOK" | undefined;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly close: boolean;
  /** Unix seconds. */
  readonly expiresAt: number;
  readonly clientOrderId: string | undefined;
  /** Arrival order, for time priority. */
  readonly seq: number;
  status: "NEW" | "FILLED_PARTIAL" | "FILLED" | "CANCELED" | "EXPIRED" | "REJECTED";
  rejectedReason: string | undefined;
}

/** One side of a match. */
export interface ReferenceFill {
  readonly orderId: string;
  readonly side: Side;
  readonly price: bigint;
  readonly quantity: bigint;
  readonly fee: bigint;
  readonly isMaker: boolean;
  readonly selfTrade: boolean;
}

/** What a submission came to: a refusal with an HTTP status, or a created order and its result. */
export type ReferencePlacement =
  | { readonly refused: 400 }
  | { readonly refused?: undefined; readonly result: string; readonly order: ReferenceOrder };

/** A new order, decimals in 9-decimal fixed point. */
export interface ReferenceNewOrder {
  /** The id the order goes by. */
  readonly id: string;
  readonly subaccount: string;
  readonly side: Side;
  readonly type: "LIMIT" | "MARKET";
  readonly price?: bigint | undefined;
  readonly quantity: bigint;
  readonly timeInForce?: "GTD" | "IOC" | "FOK" | undefined;
  readonly postOnly?: boolean | undefined;
  readonly reduceOnly: boolean;
  readonly close?: boolean | undefined;
  readonly expiresAt: number;
  readonly clientOrderId?: string | undefined;
}

interface State {
  orders: ReferenceOrder[];
  /** Signed size and signed entry cost per subaccount. */
  positions: Map<string, { size: bigint; cost: bigint }>;
  balances: Map<string, bigint>;
  fills: Map<string, ReferenceFill[]>;
}

const abs = (v: bigint) => (v < 0n ? -v : v);
const min = (a: bigint, b: bigint) => (b < a ? b : a);
const isOpen = (o: ReferenceOrder) => o.status === "NEW" || o.status === "FILLED_PARTIAL";

function copy(state: State): State {
  return {
    orders: state.orders.map((o) => ({ ...o })),
    positions: new Map([...state.positions].map(([k, v]) => [k, { ...v }])),
    balances: new Map(state.balances),
    fills: new Map([...state.fills].map(([k, v]) => [k, [...v]])),
  };
}

/** The reference exchange for one market. */
export class ReferenceExchange {
  private state: State = {
    orders: [],
    positions: new Map(),
    balances: new Map(),
    fills: new Map(),
  };
  private seq = 0;

  constructor(private readonly market: ReferenceMarket) {}

  /** Credits collateral. */
  deposit(subaccount: string, amount: bigint): void {
    this.state.balances.set(subaccount, (this.state.balances.get(subaccount) ?? 0n) + amount);
  }

  /** Every order ever created, oldest first. */
  orders(): readonly ReferenceOrder[] {
    return this.state.orders;
  }

  /** A subaccount's collateral. */
  balance(subaccount: string): bigint {
    return this.state.balances.get(subaccount) ?? 0n;
  }

  /** A subaccount's signed position size and signed entry cost. */
  position(subaccount: string): { size: bigint; cost: bigint } {
    return this.state.positions.get(subaccount) ?? { size: 0n, cost: 0n };
  }

  /** A subaccount's fills, oldest first. */
  fills(subaccount: string): readonly ReferenceFill[] {
    return this.state.fills.get(subaccount) ?? [];
  }

  /** `[price, total]` levels of one side, best first. */
  depth(side: Side): [bigint, bigint][] {
    const levels = new Map<bigint, bigint>();
    for (const o of resting(this.state, side))
      levels.set(o.price, (levels.get(o.price) ?? 0n) + o.remaining);
    return [...levels];
  }

  /** Places an order. */
  place(input: ReferenceNewOrder): ReferencePlacement {
    const open = this.state.orders.filter((o) => o.subaccount === input.subaccount && isOpen(o));
    if (
      input.clientOrderId !== undefined &&
      open.some((o) => o.clientOrderId === input.clientOrderId)
    ) {
      return { refused: 400 };
    }
    if (input.type === "LIMIT" && input.timeInForce === "GTD" && open.length >= MAX_OPEN) {
      return { refused: 400 };
    }
    const quantity = input.close ? abs(this.position(input.subaccount).size) : input.quantity;
    const order: ReferenceOrder = {
      id: input.id,
      subaccount: input.subaccount,
      side: input.side,
      type: input.type,
      price: input.type === "LIMIT" ? (input.price as bigint) : 0n,
      quantity,
      remaining: quantity,
      filled: 0n,
      timeInForce: input.type === "LIMIT" ? input.timeInForce : undefined,
      postOnly: input.postOnly === true,
      reduceOnly: input.reduceOnly,
      close: input.close === true,
      expiresAt: input.expiresAt,
      clientOrderId: input.clientOrderId,
      seq: this.seq++,
      status: "NEW",
      rejectedReason: undefined,
    };
    this.state.orders.push(order);
    const reject = (reason: string): ReferencePlacement => {
      order.status = "REJECTED";
      order.rejectedReason = reason;
      return { result: reason, order };
    };
    if (order.reduceOnly && reducible(this.state, order.subaccount, order.side) === 0n) {
      return reject("OrderIncreasesPosition");
    }
    let limit = order.price;
    if (order.type === "MARKET") {
      const best = resting(this.state, order.side === BUY ? SELL : BUY)[0];
      if (!best) return reject("MarketOrderReachedMaxSlippage");
      const move = (best.price * this.market.marketSlippage) / SCALE;
      const tick = this.market.tickSize;
      if (order.side === BUY) limit = ((best.price + move) / tick) * tick;
      else {
        const low = best.price - move;
        limit = ((low + tick - 1n) / tick) * tick;
      }
    }
    if (order.postOnly || order.timeInForce === "FOK") {
      const trial = copy(this.state);
      const trialOrder = trial.orders[trial.orders.length - 1] as ReferenceOrder;
      const touched = this.take(trial, trialOrder, limit);
      if (order.postOnly && touched) return reject("ImmediateMatchPostOnly");
      if (order.timeInForce === "FOK" && trialOrder.remaining > 0n) {
        return reject("UnfilledFillOrKill");
      }
    }
    this.take(this.state, order, limit);
    if (order.remaining === 0n) return { result: "Ok", order };
    if (order.reduceOnly && reducible(this.state, order.subaccount, order.side) === 0n) {
      order.status = "CANCELED";
      return { result: "Ok", order };
    }
    if (order.type === "LIMIT" && order.timeInForce === "GTD") return { result: "Ok", order };
    if (order.type === "MARKET") {
      if (order.filled === 0n) return reject("MarketOrderReachedMaxSlippage");
      order.status = "CANCELED";
      order.rejectedReason = "MarketOrderReachedMaxSlippage";
      return { result: "Ok", order };
    }
    return reject(order.timeInForce === "FOK" ? "UnfilledFillOrKill" : "UnfilledImmediateOrCancel");
  }

  /** Cancels by order id; a result per attempt as the interface lists them. */
  cancel(subaccount: string, id: string): string {
    return this.cancelOne(
      this.state.orders.find((o) => o.id === id && o.subaccount === subaccount),
    );
  }

  /** Cancels the latest order of the subaccount with this client order id. */
  cancelByClientId(subaccount: string, clientOrderId: string): string {
    const mine = this.state.orders.filter(
      (o) => o.subaccount === subaccount && o.clientOrderId === clientOrderId,
    );
    return this.cancelOne(mine[mine.length - 1]);
  }

  /** Expires every open order whose expiry the clock (ms) has reached. */
  advanceTo(nowMs: number): void {
    for (const o of this.state.orders) {
      if (isOpen(o) && o.expiresAt * 1000 <= nowMs) o.status = "EXPIRED";
    }
  }

  private cancelOne(order: ReferenceOrder | undefined): string {
    if (!order) return "NotFound";
    switch (order.status) {
      case "CANCELED":
        return "AlreadyCanceled";
      case "FILLED":
        return "AlreadyFilled";
      case "EXPIRED":
        return "AlreadyExpired";
      case "REJECTED":
        return "NotFound";
      default:
        order.status = "CANCELED";
        return "Ok";
    }
  }

  /**
   * Matches `taker` against the book of `state` up to `limit`; true when it met any resting
   * order (filled it, or took it off the book as a self-trade it may not make).
   */
  private take(state: State, taker: ReferenceOrder, limit: bigint): boolean {
    let touched = false;
    const opposite = taker.side === BUY ? SELL : BUY;
    while (taker.remaining > 0n) {
      const maker = resting(state, opposite).find((o) =>
        taker.side === BUY ? o.price <= limit : o.price >= limit,
      );
      if (!maker) break;
      let quantity = min(taker.remaining, maker.remaining);
      if (taker.reduceOnly) {
        const cap = reducible(state, taker.subaccount, taker.side);
        if (cap === 0n) break;
        if (cap < quantity) quantity = cap;
      }
      touched = true;
      // A reduce-only order never trades with its own subaccount: that would not reduce anything.
      if (maker.subaccount === taker.subaccount && (maker.reduceOnly || taker.reduceOnly)) {
        maker.status = "CANCELED";
        maker.rejectedReason = "MakerCanceledByTaker";
        continue;
      }
      if (maker.reduceOnly) {
        const cap = reducible(state, maker.subaccount, maker.side);
        if (cap === 0n) {
          maker.status = "CANCELED";
          continue;
        }
        if (cap < quantity) quantity = cap;
      }
      this.trade(state, taker, maker, quantity);
      // Reduce-only orders that now have nothing to reduce leave the book at once.
      for (const o of state.orders) {
        if (
          o !== taker &&
          isOpen(o) &&
          o.reduceOnly &&
          reducible(state, o.subaccount, o.side) === 0n
        ) {
          o.status = "CANCELED";
        }
      }
    }
    return touched;
  }

  private trade(
    state: State,
    taker: ReferenceOrder,
    maker: ReferenceOrder,
    quantity: bigint,
  ): void {
    const price = maker.price;
    const value = (quantity * price) / SCALE;
    const self = taker.subaccount === maker.subaccount;
    for (const [order, isMaker] of [
      [maker, true],
      [taker, false],
    ] as const) {
      const fee = (value * (isMaker ? this.market.makerFee : this.market.takerFee)) / SCALE;
      order.remaining -= quantity;
      order.filled += quantity;
      order.status = order.remaining === 0n ? "FILLED" : "FILLED_PARTIAL";
      const realized = settle(
        state,
        order.subaccount,
        order.side === BUY ? quantity : -quantity,
        price,
      );
      state.balances.set(
        order.subaccount,
        (state.balances.get(order.subaccount) ?? 0n) + realized - fee,
      );
      const list = state.fills.get(order.subaccount) ?? [];
      list.push({
        orderId: order.id,
        side: order.side,
        price,
        quantity,
        fee,
        isMaker,
        selfTrade: self,
      });
      state.fills.set(order.subaccount, list);
    }
  }
}

/** Resting orders of one side, best price first, then oldest first. */
function resting(state: State, side: Side): ReferenceOrder[] {
  return state.orders
    .filter((o) => o.side === side && isOpen(o) && o.type === "LIMIT" && o.timeInForce === "GTD")
    .sort((a, b) => {
      if (a.price !== b.price)
        return (side === BUY ? a.price > b.price : a.price < b.price) ? -1 : 1;
      return a.seq - b.seq;
    });
}

/** How much of an order of `side` would only reduce the subaccount's position. */
function reducible(state: State, subaccount: string, side: Side): bigint {
  const size = state.positions.get(subaccount)?.size ?? 0n;
  if (side === BUY) return size < 0n ? -size : 0n;
  return size > 0n ? size : 0n;
}

/**
 * Moves a position by `delta` at `price` and returns the realised profit: the part that reduces
 * the position closes its share of the entry cost; the rest opens at `price`.
 */
function settle(state: State, subaccount: string, delta: bigint, price: bigint): bigint {
  const p = state.positions.get(subaccount) ?? { size: 0n, cost: 0n };
  let realized = 0n;
  let rest = delta;
  if (p.size !== 0n && p.size > 0n !== delta > 0n) {
    const closed = min(abs(delta), abs(p.size));
    const share = (p.cost * closed) / abs(p.size);
    const proceeds = ((p.size > 0n ? closed : -closed) * price) / SCALE;
    realized = proceeds - share;
    p.cost -= share;
    p.size += p.size > 0n ? -closed : closed;
    if (p.size === 0n) p.cost = 0n;
    rest = delta > 0n ? delta - closed : delta + closed;
  }
  p.size += rest;
  p.cost += (rest * price) / SCALE;
  state.positions.set(subaccount, p);
  return realized;
}
