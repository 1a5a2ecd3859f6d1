// The maintained account's ledger: the state one subaccount's account channels and REST
// snapshots build, with the guards that make each message count once whatever order the channels
// deliver them in, and the check that finds a message that never came. No I/O here:
// watch-account.ts feeds it.
import { parseDecimal } from "@perpkit/core";
import type { ChannelPayloads } from "../generated/channels.js";
import type { Fill, Order, Position } from "../generated/types.js";
import {
  type AccountBalance,
  type AccountFill,
  type AccountOrder,
  type AccountPosition,
  type AccountSnapshot,
  type AccountUpdate,
  accountFillOf,
  accountOrderOf,
  accountPositionOf,
} from "./account-records.js";

/**
 * The account channels a maintained account listens to.
 *
 * @example
 * CHANNELS.includes("OrderFill") // true
 */
export const CHANNELS = [
  "OrderUpdate",
  "OrderFill",
  "PositionUpdate",
  "TokenTransfer",
  "SubaccountLiquidation",
] as const;

/**
 * One of the account channels a maintained account listens to.
 *
 * @example
 * const channel: AccountChannel = "PositionUpdate"
 */
export type AccountChannel = (typeof CHANNELS)[number];

/** How far along an order is: pending, resting, partly filled, finished. */
function progress(status: string): number {
  if (status === "PENDING") return 0;
  if (status === "NEW") return 1;
  if (status === "FILLED_PARTIAL") return 2;
  return 3;
}

const isOpen = (order: AccountOrder): boolean => progress(order.status) < 3;
const amount = (text: string): bigint => parseDecimal(text, "quantity");
const signedSize = (p: AccountPosition): bigint =>
  p.side === "sell" ? -amount(p.size) : amount(p.size);

/**
 * What the account was at its last quiet point (or snapshot), and what arrived since. After a
 * snapshot, a fill no later than the time its order or position last changed in the snapshot is
 * in the snapshot already, and does not count again.
 */
interface Anchor {
  readonly filled: Map<string, bigint>;
  readonly sizes: Map<string, bigint>;
  readonly orderTimes: ReadonlyMap<string, number>;
  readonly positionTimes: ReadonlyMap<string, number>;
  readonly fillsByOrder: Map<string, bigint>;
  readonly fillsBySymbol: Map<string, bigint>;
  readonly orders: Set<string>;
  readonly symbols: Set<string>;
}

/** Finished orders remembered, so a late copy of an earlier state cannot bring one back. */
const FINISHED_KEPT = 10_000;

/** True when a position message says what is held already (a closed one: nothing held). */
function samePosition(held: AccountPosition | undefined, position: AccountPosition): boolean {
  if (!held) return amount(position.size) === 0n;
  return (
    held.id === position.id &&
    held.side === position.side &&
    held.size === position.size &&
    held.cost === position.cost &&
    held.realizedPnl === position.realizedPnl &&
    held.fees === position.fees
  );
}

/** Adds `value` to the bigint at `key`. */
function add(map: Map<string, bigint>, key: string, value: bigint): void {
  map.set(key, (map.get(key) ?? 0n) + value);
}

/**
 * The state of one subaccount and the rules that keep it true: an order only moves forward
 * (filled never shrinks, a finished order never reopens), a fill counts once by its id, a
 * position is replaced only by a message at least as recent. At each quiet point `settle()`
 * checks that what moved since the last one (or since the snapshot) adds up: each order's filled
 * amount moved by its fills, each position's size by the fills of its market; when it does not, a
 * message was missed.
 *
 * @example
 * const ledger = new AccountLedger()
 * ledger.reset(snapshot)
 * ledger.applyOrders(message.d)
 */
export class AccountLedger {
  private readonly open = new Map<string, AccountOrder>();
  private readonly finished = new Map<string, AccountOrder>();
  private readonly held = new Map<string, AccountPosition>();
  private readonly positionTimes = new Map<string, number>();
  private readonly fillsById = new Map<string, AccountFill>();
  private balanceList: readonly AccountBalance[] = [];
  private anchor: Anchor | undefined;

  /** Fills kept since the start, newest last; the oldest go past `maxFills`. */
  constructor(private readonly maxFills = 100_000) {}

  /** Replaces the state with a REST snapshot; the next quiet point starts a new check. */
  reset(snapshot: AccountSnapshot): void {
    this.open.clear();
    this.held.clear();
    this.positionTimes.clear();
    const orderTimes = new Map<string, number>();
    for (const { order, time } of snapshot.orders) {
      if (this.finished.has(order.id)) continue;
      this.open.set(order.id, order);
      orderTimes.set(order.id, time);
    }
    for (const { position, time } of snapshot.positions) {
      this.positionTimes.set(position.symbol, time);
      if (amount(position.size) !== 0n) this.held.set(position.symbol, position);
    }
    this.balanceList = snapshot.balances;
    for (const fill of snapshot.fills) this.remember(fill);
    this.anchor = this.newAnchor(orderTimes, new Map(this.positionTimes));
  }

  /** Applies OrderUpdate orders; answers those that changed the account. */
  applyOrders(orders: readonly Order[]): AccountOrder[] {
    const changed: AccountOrder[] = [];
    for (const raw of orders) {
      const order = accountOrderOf(raw);
      const known = this.open.get(order.id) ?? this.finished.get(order.id);
      if (known) {
        const was = amount(known.filled);
        const now = amount(order.filled);
        if (now < was || (now === was && progress(order.status) <= progress(known.status))) {
          continue;
        }
      }
      if (isOpen(order)) this.open.set(order.id, order);
      else {
        this.open.delete(order.id);
        this.finished.set(order.id, order);
        if (this.finished.size > FINISHED_KEPT) {
          this.finished.delete(this.finished.keys().next().value as string);
        }
      }
      this.anchor?.orders.add(order.id);
      changed.push(order);
    }
    return changed;
  }

  /** Applies OrderFill fills; answers those not seen before. */
  applyFills(fills: readonly Fill[]): AccountFill[] {
    const added: AccountFill[] = [];
    for (const raw of fills) {
      if (this.fillsById.has(raw.id)) continue;
      const fill = accountFillOf(raw);
      this.remember(fill);
      const anchor = this.anchor;
      if (anchor) {
        const quantity = amount(fill.quantity);
        const at = fill.createdAt;
        if (at > (anchor.orderTimes.get(fill.orderId) ?? Number.NEGATIVE_INFINITY)) {
          add(anchor.fillsByOrder, fill.orderId, quantity);
        }
        if (at > (anchor.positionTimes.get(fill.symbol) ?? Number.NEGATIVE_INFINITY)) {
          add(anchor.fillsBySymbol, fill.symbol, fill.side === "sell" ? -quantity : quantity);
        }
      }
      added.push(fill);
    }
    return added;
  }

  /** Applies PositionUpdate positions of a message sent at `time`; answers those applied. */
  applyPositions(positions: readonly Position[], time: number): AccountPosition[] {
    const changed: AccountPosition[] = [];
    for (const raw of positions) {
      const position = accountPositionOf(raw);
      const last = this.positionTimes.get(position.symbol) ?? Number.NEGATIVE_INFINITY;
      if (
        time < last ||
        (time === last && samePosition(this.held.get(position.symbol), position))
      ) {
        continue;
      }
      this.positionTimes.set(position.symbol, time);
      if (amount(position.size) === 0n) this.held.delete(position.symbol);
      else this.held.set(position.symbol, position);
      this.anchor?.symbols.add(position.symbol);
      changed.push(position);
    }
    return changed;
  }

  /**
   * Applies one message of an account channel: answers what changed, or `liquidation` (positions
   * moved without fills: only a REST read can say where they are). A TokenTransfer changes only
   * balances, which have no channel.
   */
  applyMessage(
    channel: AccountChannel,
    payload: ChannelPayloads[AccountChannel],
  ): AccountUpdate[] | "liquidation" {
    if (channel === "SubaccountLiquidation") return "liquidation";
    if (channel === "OrderUpdate") {
      const { d } = payload as ChannelPayloads["OrderUpdate"];
      return this.applyOrders(d).map((order) => ({ kind: "order", order }));
    }
    if (channel === "OrderFill") {
      const { d } = payload as ChannelPayloads["OrderFill"];
      return this.applyFills(d).map((fill) => ({ kind: "fill", fill }));
    }
    if (channel === "PositionUpdate") {
      const { d, t } = payload as ChannelPayloads["PositionUpdate"];
      return this.applyPositions(d, t).map((position) => ({ kind: "position", position }));
    }
    return [];
  }

  /** Replaces the balances with a fresh REST read. */
  setBalances(balances: readonly AccountBalance[]): void {
    this.balanceList = balances;
  }

  /**
   * At a quiet point: checks that each order's filled amount, and each market's position size,
   * moved by exactly the fills that arrived since the last quiet point, then starts over from
   * here. Answers what does not add up (a message was missed), or `undefined`.
   */
  settle(): string | undefined {
    const anchor = this.anchor;
    this.anchor = this.newAnchor(new Map(), new Map());
    if (!anchor) return undefined;
    for (const id of new Set([...anchor.orders, ...anchor.fillsByOrder.keys()])) {
      const base = anchor.filled.get(id) ?? 0n;
      const known = this.open.get(id) ?? this.finished.get(id);
      const moved = (known ? amount(known.filled) : base) - base;
      const filled = anchor.fillsByOrder.get(id) ?? 0n;
      if (moved !== filled) {
        return `order ${id}: its filled amount moved by ${moved} but its fills add up to ${filled} (in 1e-9 units)`;
      }
    }
    for (const symbol of new Set([...anchor.symbols, ...anchor.fillsBySymbol.keys()])) {
      const position = this.held.get(symbol);
      const moved = (position ? signedSize(position) : 0n) - (anchor.sizes.get(symbol) ?? 0n);
      const filled = anchor.fillsBySymbol.get(symbol) ?? 0n;
      if (moved !== filled) {
        return `${symbol}: the position moved by ${moved} but the fills add up to ${filled} (in 1e-9 units)`;
      }
    }
    return undefined;
  }

  /** The open orders, oldest first. */
  orders(): AccountOrder[] {
    return [...this.open.values()].sort((a, b) => a.createdAt - b.createdAt);
  }

  /** An open order by id. */
  order(id: string): AccountOrder | undefined {
    return this.open.get(id);
  }

  /** The open positions, by market. */
  positions(): AccountPosition[] {
    return [...this.held.values()].sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
  }

  /** The open position of a market. */
  position(symbol: string): AccountPosition | undefined {
    return this.held.get(symbol);
  }

  /** The fills since the start, in the order they arrived. */
  fills(): AccountFill[] {
    return [...this.fillsById.values()];
  }

  /** The balances, one per token. */
  balances(): readonly AccountBalance[] {
    return this.balanceList;
  }

  private remember(fill: AccountFill): void {
    if (this.fillsById.has(fill.id)) return;
    this.fillsById.set(fill.id, fill);
    if (this.fillsById.size > this.maxFills) {
      this.fillsById.delete(this.fillsById.keys().next().value as string);
    }
  }

  private newAnchor(
    orderTimes: ReadonlyMap<string, number>,
    positionTimes: ReadonlyMap<string, number>,
  ): Anchor {
    const filled = new Map<string, bigint>();
    for (const [id, order] of this.finished) filled.set(id, amount(order.filled));
    for (const [id, order] of this.open) filled.set(id, amount(order.filled));
    const sizes = new Map<string, bigint>();
    for (const [symbol, position] of this.held) sizes.set(symbol, signedSize(position));
    return {
      filled,
      sizes,
      orderTimes,
      positionTimes,
      fillsByOrder: new Map(),
      fillsBySymbol: new Map(),
      orders: new Set(),
      symbols: new Set(),
    };
  }
}
