import { createHash } from "node:crypto";
import { type Address, encodeSubaccountName, type KnownTimeInForce, limits } from "@perpkit/core";
import {
  type Exchange,
  ExchangeError,
  type Order,
  type OrderOrigin,
  type PlaceOrderOutcome,
  type Product,
  type Side,
  type Subaccount,
} from "../engine/index.js";

/**
 * A subaccount the sandbox trades with itself (a simulated or replayed market), as
 * `sandbox.market.participants()` and `GET /sandbox/market` list it.
 *
 * @example
 * const { role, account, subaccount, subaccountId }: ParticipantRecord = sandbox.market.participants()[0]
 */
export interface ParticipantRecord {
  /** What it does: `maker` keeps the book, `taker` trades against it. */
  readonly role: "maker" | "taker";
  /** The owner wallet's address. */
  readonly account: Address;
  /** The subaccount's name. */
  readonly subaccount: string;
  readonly subaccountId: string;
}

/**
 * The wallet address the sandbox's own participants trade from, the same on every run: the
 * first 20 bytes of a hash of `label`.
 *
 * @example
 * participantAccount("market") // "0x…", always the same
 */
export function participantAccount(label: string): Address {
  const hash = createHash("sha256").update(`perpkit-sandbox:participant:${label}`).digest("hex");
  return `0x${hash.slice(0, 40)}` as Address;
}

/**
 * One of the sandbox's own subaccounts, placing and cancelling orders on the engine like any
 * subaccount: every order rule, limit and margin check applies. Refusals are counted, never
 * thrown: the market goes on. Each order it places carries its `origin`, so the engine tells its
 * fills apart (a fill's `cause`).
 *
 * @example
 * const maker = Participant.enlist(exchange, "maker", "market", "maker", 10n ** 18n, "simulated market")
 * maker.limit(product, 0, price, quantity, { postOnly: true })
 */
export class Participant {
  /** Orders the engine refused (400, 422, or created and rejected), since it started. */
  refused = 0;
  /** The last refusal, for the market's status. */
  lastRefusal: string | undefined;
  private nonce = 0n;

  private constructor(
    private readonly exchange: Exchange,
    readonly role: "maker" | "taker",
    readonly subaccount: Subaccount,
    readonly name: string,
    readonly origin: OrderOrigin,
  ) {}

  /**
   * The participant's subaccount, funded with `funding` of the collateral on its first start (a
   * deposit, as the faucet makes one); `origin` is what its orders are to the engine.
   */
  static enlist(
    exchange: Exchange,
    role: "maker" | "taker",
    label: string,
    name: string,
    funding: bigint,
    origin: OrderOrigin,
  ): Participant {
    const account = participantAccount(label);
    const bytes = encodeSubaccountName(name);
    const subaccount =
      exchange.findSubaccount(account, bytes) ??
      exchange.deposit({ account, subaccount: bytes, amount: funding }).subaccount;
    return new Participant(exchange, role, subaccount, name, origin);
  }

  /** How `sandbox.market.participants()` shows it. */
  record(): ParticipantRecord {
    return {
      role: this.role,
      account: this.subaccount.account,
      subaccount: this.name,
      subaccountId: this.subaccount.id,
    };
  }

  /** Its open orders in one market. */
  openOrders(product: Product): Order[] {
    return this.exchange.openOrdersIn(this.subaccount.id, product.id);
  }

  /** How many of its orders are open in one market. */
  openCount(product: Product): number {
    return this.exchange.openOrderCount(this.subaccount.id, product.id);
  }

  /** How many of its orders are open, over every market. */
  openTotal(): number {
    let total = 0;
    for (const product of this.exchange.products()) total += this.openCount(product);
    return total;
  }

  /** Its signed position in one market (positive long). */
  position(product: Product): bigint {
    return this.exchange.openPosition(this.subaccount.id, product.id)?.size ?? 0n;
  }

  /**
   * Places a limit order; answers what became of it, or undefined when the engine refused it.
   */
  limit(
    product: Product,
    side: Side,
    price: bigint,
    quantity: bigint,
    options: { readonly timeInForce?: KnownTimeInForce; readonly postOnly?: boolean } = {},
  ): PlaceOrderOutcome | undefined {
    const now = this.exchange.now();
    this.advanceNonce(now);
    const timeInForce = options.timeInForce ?? limits.order.postOnlyTimeInForce;
    try {
      const outcome = this.exchange.placeOrder({
        subaccount: this.subaccount,
        sender: this.subaccount.account,
        product,
        side,
        type: "LIMIT",
        quantity,
        price,
        timeInForce,
        postOnly: options.postOnly ?? false,
        reduceOnly: false,
        nonce: this.nonce,
        signedAt: Math.floor(now / 1000),
        origin: this.origin,
      });
      // An order meant to rest that the engine created and then rejected (a post-only quote
      // that would have taken) is a refusal too; an IOC that did not fill all is not.
      if (outcome.result !== "Ok" && timeInForce !== "IOC") {
        this.refused++;
        this.lastRefusal = outcome.result;
      }
      return outcome;
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error;
      this.refused++;
      this.lastRefusal = error.shortMessage;
      return undefined;
    }
  }

  /** The next nonce: unique per participant, in the interface's nanoseconds, always increasing. */
  private advanceNonce(now: number): void {
    const floor = BigInt(now) * 1_000_000n;
    this.nonce = this.nonce < floor ? floor : this.nonce + 1n;
  }

  /**
   * Rests the sandbox's own liquidity (a replay's recorded level) at `price`: created and matched
   * as any order, without the checks a submission meets; undefined when the engine refused it.
   */
  rest(product: Product, side: Side, price: bigint, quantity: bigint): Order | undefined {
    const now = this.exchange.now();
    this.advanceNonce(now);
    try {
      const { order } = this.exchange.placeLiquidity({
        subaccount: this.subaccount,
        sender: this.subaccount.account,
        product,
        side,
        type: "LIMIT",
        quantity,
        price,
        timeInForce: limits.order.postOnlyTimeInForce,
        postOnly: false,
        reduceOnly: false,
        nonce: this.nonce,
        signedAt: Math.floor(now / 1000),
        origin: this.origin,
      });
      return order;
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error;
      this.refused++;
      this.lastRefusal = error.shortMessage;
      return undefined;
    }
  }

  /** Cancels its own orders. */
  cancel(orders: readonly Order[]): void {
    if (orders.length === 0) return;
    this.exchange.cancelOrders(
      this.subaccount,
      orders.map((o) => o.id),
      [],
    );
  }
}
