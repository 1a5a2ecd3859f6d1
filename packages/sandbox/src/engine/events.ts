import type { Fill, LinkedSigner, Order, Position, Side, Trade, Transfer } from "./records.js";

/**
 * One closed-out position of a liquidated subaccount.
 *
 * @example
 * bus.on("liquidation", (e) => e.positions.forEach((p: LiquidatedPosition) => console.log(p.symbol, p.size)))
 */
export interface LiquidatedPosition {
  readonly productId: string;
  readonly symbol: string;
  /** Mark price at liquidation. */
  readonly price: bigint;
  /** Signed size that moved to the insurance fund: positive long, negative short. */
  readonly size: bigint;
}

/**
 * Everything the exchange engine announces, by event type. Payloads are snapshots: later changes
 * to the order or position do not show through.
 *
 * @example
 * const fill: SandboxEventMap["fill"] = { subaccountId, fill }
 */
export interface SandboxEventMap {
  /** An order changed state: created, filled, cancelled, expired or rejected. */
  orderUpdate: { readonly subaccountId: string; readonly order: Readonly<Order> };
  /** One side of a match; maker and taker each get one. */
  fill: { readonly subaccountId: string; readonly fill: Fill };
  /** A position opened, grew, shrank, closed or was liquidated. */
  positionUpdate: { readonly subaccountId: string; readonly position: Readonly<Position> };
  /** A deposit or withdrawal moved to a new status. */
  tokenTransfer: { readonly subaccountId: string; readonly transfer: Readonly<Transfer> };
  /** A subaccount was liquidated; its positions moved to the insurance fund. */
  liquidation: {
    readonly subaccountId: string;
    readonly positions: readonly LiquidatedPosition[];
  };
  /** A match in a market, from the taker's view. `selfTrade` ones do not set the last price. */
  trade: { readonly productId: string; readonly symbol: string; readonly trade: Trade };
  /** The total quantity at one price level of a book changed (0 removes the level). */
  bookLevel: {
    readonly productId: string;
    readonly symbol: string;
    readonly side: Side;
    readonly price: bigint;
    readonly quantity: bigint;
  };
  /**
   * A position was charged funding at a funding time (the event's `time`): `amount` is what its
   * subaccount's balance moved by, negative when paid, worked from `size`, the mark `price` and
   * the hourly `rate` (positive: longs pay shorts). `hours` is 1, or how many funding times one
   * charge covers after a jump of the clock of more than 31 days.
   */
  funding: {
    readonly subaccountId: string;
    readonly productId: string;
    readonly symbol: string;
    readonly positionId: string;
    readonly size: bigint;
    readonly price: bigint;
    readonly rate: bigint;
    readonly hours: number;
    readonly amount: bigint;
  };
  /** A linked signer was linked, used after expiry checks, extended, refreshed or revoked. */
  linkedSigner: { readonly subaccountId: string; readonly signer: Readonly<LinkedSigner> };
}

/**
 * The name of an engine event.
 *
 * @example
 * const type: SandboxEventType = "orderUpdate"
 */
export type SandboxEventType = keyof SandboxEventMap;

/**
 * An engine event with its type and the engine time (ms) it happened at.
 *
 * @example
 * sandbox.events.onAny((e: SandboxEvent) => console.log(e.type, e.time))
 */
export type SandboxEvent = {
  [K in SandboxEventType]: { readonly type: K; readonly time: number } & SandboxEventMap[K];
}[SandboxEventType];

/**
 * The event of one type.
 *
 * @example
 * const onTrade = (e: SandboxEventOf<"trade">) => console.log(e.trade.price)
 */
export type SandboxEventOf<K extends SandboxEventType> = Extract<SandboxEvent, { type: K }>;

/**
 * The events about one subaccount, which `SandboxEventBus.onAccount` takes.
 *
 * @example
 * const type: AccountEventType = "orderUpdate"
 */
export type AccountEventType = {
  [K in SandboxEventType]: SandboxEventMap[K] extends { readonly subaccountId: string } ? K : never;
}[SandboxEventType];

/**
 * The engine's event bus: listen by type, or to everything.
 *
 * @example
 * const bus: SandboxEventBus = sandbox.events
 * const stop = bus.on("fill", (e) => console.log(e.fill.isMaker))
 */
export interface SandboxEventBus {
  /**
   * Calls `listener` for every event of `type`, synchronously, right after the state change.
   * Returns a function that stops listening.
   */
  on<K extends SandboxEventType>(type: K, listener: (event: SandboxEventOf<K>) => void): () => void;
  /** Calls `listener` for every event. Returns a function that stops listening. */
  onAny(listener: (event: SandboxEvent) => void): () => void;
  /**
   * Calls `listener` for every event of `type` about one subaccount (an event whose
   * `subaccountId` is `subaccountId`), synchronously, right after the state change. The engine
   * builds an event of another subaccount for nobody who listens so: a listener of one account
   * costs nothing on the others' orders (a replay's liquidity changes its orders all the time).
   * Returns a function that stops listening.
   */
  onAccount<K extends AccountEventType>(
    type: K,
    subaccountId: string,
    listener: (event: SandboxEventOf<K>) => void,
  ): () => void;
  /**
   * True when someone listens to `type`, or, with `subaccountId`, to `type` of every subaccount or
   * of that one; the engine skips building events nobody hears.
   */
  wants(type: SandboxEventType, subaccountId?: string): boolean;
  /** Delivers an event. A listener that throws is reported and never disturbs the engine. */
  emit(event: SandboxEvent): void;
}

/** A listener of the bus, as it is called. */
type Listener = (event: SandboxEvent) => void;

/**
 * Listeners in the order added, each once. The list is replaced, never changed, when one is added
 * or removed, so an event goes to the listeners there were when it was emitted without copying
 * them for each event (the engine emits one for every change of the book).
 */
class ListenerList {
  current: readonly Listener[] = [];

  add(listener: Listener): void {
    if (!this.current.includes(listener)) this.current = [...this.current, listener];
  }

  delete(listener: Listener): void {
    if (this.current.includes(listener)) this.current = this.current.filter((l) => l !== listener);
  }

  get size(): number {
    return this.current.length;
  }
}

/**
 * An event bus. Listener errors go to `onListenerError` (default: logged to stderr), never back
 * into the engine, so a failing subscriber cannot corrupt exchange state.
 *
 * @example
 * const bus = createEventBus()
 * const stop = bus.on("trade", (e) => console.log(e.symbol, e.trade.price))
 */
export function createEventBus(
  onListenerError: (error: unknown, event: SandboxEvent) => void = (error) =>
    console.error("sandbox event listener failed:", error),
): SandboxEventBus {
  const byType = new Map<SandboxEventType, ListenerList>();
  const any = new ListenerList();
  /** Listeners of one subaccount's events, by type and subaccount. */
  const byAccount = new Map<SandboxEventType, Map<string, ListenerList>>();
  const call = (listeners: readonly Listener[], event: SandboxEvent) => {
    for (let i = 0; i < listeners.length; i++) {
      try {
        (listeners[i] as Listener)(event);
      } catch (error) {
        onListenerError(error, event);
      }
    }
  };
  return {
    on(type, listener) {
      let list = byType.get(type);
      if (!list) {
        list = new ListenerList();
        byType.set(type, list);
      }
      const listeners = list;
      const wrapped = listener as Listener;
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
    onAny(listener) {
      any.add(listener);
      return () => any.delete(listener);
    },
    onAccount(type, subaccountId, listener) {
      let accounts = byAccount.get(type);
      if (!accounts) {
        accounts = new Map();
        byAccount.set(type, accounts);
      }
      let list = accounts.get(subaccountId);
      if (!list) {
        list = new ListenerList();
        accounts.set(subaccountId, list);
      }
      const listeners = list;
      const wrapped = listener as Listener;
      listeners.add(wrapped);
      return () => {
        listeners.delete(wrapped);
        if (listeners.size === 0 && accounts.get(subaccountId) === listeners) {
          accounts.delete(subaccountId);
        }
      };
    },
    wants(type, subaccountId) {
      if (any.size > 0 || (byType.get(type)?.size ?? 0) > 0) return true;
      return subaccountId !== undefined && byAccount.get(type)?.has(subaccountId) === true;
    },
    emit(event) {
      const list = byType.get(event.type);
      if (list) call(list.current, event);
      const accounts = byAccount.get(event.type);
      if (accounts !== undefined && "subaccountId" in event) {
        const own = accounts.get(event.subaccountId as string);
        if (own) call(own.current, event);
      }
      if (any.size > 0) call(any.current, event);
    },
  };
}
