import {
  type Clock,
  type ClockTimer,
  type PerpkitError,
  systemClock,
  unrefTimer,
  type ValidationError,
} from "@perpkit/core";
import { logEvents } from "#debug";
import { listenerFailure, type StreamError } from "../errors.js";
import type { ChannelPayloads } from "../generated/channels.js";
import {
  Emitter,
  type SubscribeParameters,
  type Subscription,
  type SubscriptionSource,
} from "../subscription.js";
import { type AccountChannel, AccountLedger, CHANNELS } from "./account-ledger.js";
import {
  type AccountBalance,
  type AccountEvents,
  type AccountFill,
  type AccountOrder,
  type AccountPosition,
  type AccountResyncReason,
  type AccountStatus,
  type AccountUpdate,
  StaleAccountError,
  type WatchAccountOptions,
} from "./account-records.js";
import {
  type AccountRestClient,
  ProductSymbols,
  readAccountBalances,
  readSnapshot,
} from "./account-rest.js";
import type { SessionPnl } from "./session-pnl.js";

/** A message that arrived while the account waited for its snapshot. */
interface Held {
  readonly channel: AccountChannel;
  readonly payload: ChannelPayloads[AccountChannel];
}

/**
 * One subaccount's open orders, positions, balances and the fills since it started, kept true
 * from a REST snapshot and the account channels, with the order book's guarantees: reads throw a
 * {@link StaleAccountError} unless it is live; each fill counts once, by its id, whatever order
 * OrderFill, OrderUpdate and PositionUpdate arrive in (an order never moves back, a position is
 * replaced only by a more recent one); after any reconnect, any message it cannot read, a
 * liquidation, or a quiet point where what arrived does not add up (a missed message), it is read
 * again from REST. Balances have no channel and move with the mark price: they are read from REST
 * at quiet points when something changed (and at every `settled()`), and every
 * `balanceRefreshMs` while messages keep coming or the account holds a position.
 *
 * @example
 * const account = watchAccount(stream, rest, { subaccountId })
 * await account.ready
 * account.on("update", () => console.log(account.orders().length, account.positions()))
 */
export class WatchedAccount {
  /** The subaccount maintained. */
  readonly subaccountId: string;
  /** Resolves at the first snapshot; rejects when the account closes first. */
  readonly ready: Promise<void>;
  /** The account channels' subscriptions. */
  readonly subscriptions: readonly Subscription<AccountChannel>[];
  private state: AccountStatus = "syncing";
  private readonly ledger: AccountLedger;
  private readonly symbols: ProductSymbols;
  private readonly events = new Emitter<AccountEvents>((error, event) =>
    listenerFailure(this.clock, "the watched account")(error, event),
  );
  private held: Held[] = [];
  private generation = 0;
  private syncing: Promise<void> | undefined;
  private start: number | undefined;
  private retryMs: number;
  private quiet: ClockTimer | undefined;
  private balanceVersion = 0;
  private balancesRead = { version: 0, at: 0, running: false };
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private readonly settleMs: number;
  private readonly balanceRefreshMs: number;
  private readonly marks: ClockTimer;
  /** The clock quiet points and balance reads run on: the stream client's. */
  private readonly clock: Clock;

  constructor(
    client: SubscriptionSource,
    private readonly rest: AccountRestClient,
    private readonly options: WatchAccountOptions,
  ) {
    this.subaccountId = options.subaccountId;
    this.settleMs = options.settleMs ?? 250;
    this.balanceRefreshMs = options.balanceRefreshMs ?? 2_000;
    const clock = client.clock ?? systemClock;
    this.clock = clock;
    // A position's margin moves with the mark price, which sends no account message.
    this.marks = unrefTimer(
      clock.setInterval(() => {
        if (this.state !== "live" || this.ledger.positions().length === 0) return;
        if (clock.now() - this.balancesRead.at >= this.balanceRefreshMs) void this.readBalances();
      }, this.balanceRefreshMs),
    );
    this.retryMs = options.retryDelayMs ?? 500;
    this.start = options.since;
    this.ledger = new AccountLedger(options.maxFills);
    this.symbols = new ProductSymbols(rest);
    logEvents(["resync"], (name, log) => this.on(name, log), `account ${this.subaccountId} `);
    this.ready = new Promise<void>((resolve, reject) => {
      const stop = this.on("update", ({ kind }) => {
        if (kind !== "snapshot") return;
        stop();
        resolve();
      });
      this.on("close", ({ error }) =>
        reject(error ?? new StaleAccountError(this.subaccountId, true)),
      );
    });
    this.ready.catch(() => undefined);
    this.subscriptions = CHANNELS.map((type) => {
      const parameters = { type, subaccountId: this.subaccountId };
      const subscription = client.subscribe(
        parameters as SubscribeParameters<AccountChannel>,
      ) as Subscription<AccountChannel>;
      subscription.on("message", (payload) => this.receive(type, payload));
      subscription.on("status", (status) => this.onStatus(status));
      subscription.on("error", (error) => this.onError(subscription, error));
      return subscription;
    });
    this.stale("start");
  }

  /** `syncing`, `live` or `closed`. */
  get status(): AccountStatus {
    return this.state;
  }

  /** Server time (ms) the fills are kept from, once known. */
  get since(): number | undefined {
    return this.start;
  }

  /** Listens to an event; returns the function that stops listening. */
  on<E extends keyof AccountEvents>(
    event: E,
    listener: (value: AccountEvents[E]) => void,
  ): () => void {
    return this.events.on(event, listener);
  }

  /** The open orders, oldest first. Throws a StaleAccountError unless live. */
  orders(): AccountOrder[] {
    return this.live().orders();
  }

  /** An open order by id; `undefined` once it is filled, cancelled or expired. */
  order(id: string): AccountOrder | undefined {
    return this.live().order(id);
  }

  /** The open positions, by market. Throws a StaleAccountError unless live. */
  positions(): AccountPosition[] {
    return this.live().positions();
  }

  /** The open position of a market, if any. */
  position(symbol: string): AccountPosition | undefined {
    return this.live().position(symbol);
  }

  /**
   * The session's PnL since the account was first read: realized and fees of every position
   * since, closed ones included, and unrealized of the open ones at `marks` (mark prices by
   * symbol: a Ticker's `markPx`, or `getMarketPrices`' `oraclePrice`). Throws a StaleAccountError
   * unless live; a ValidationError naming `marks.<symbol>` for a mark that is not a price.
   */
  pnl(marks: Readonly<Record<string, string>> = {}): SessionPnl {
    const ledger = this.live();
    return ledger.session.pnl(ledger.positions(), marks);
  }

  /** The fills since the start, as they arrived. Throws a StaleAccountError unless live. */
  fills(): AccountFill[] {
    return this.live().fills();
  }

  /** The balances, one per token, as last read. Throws a StaleAccountError unless live. */
  balances(): readonly AccountBalance[] {
    return this.live().balances();
  }

  /**
   * Resolves at the next quiet point: no account message for `settleMs`, what arrived checked,
   * balances read since the last change, and the account live. Rejects when it closes first.
   */
  settled(): Promise<void> {
    if (this.state === "closed") {
      return Promise.reject(new StaleAccountError(this.subaccountId, true));
    }
    const waiting = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (this.state === "live" && this.quiet === undefined) this.armQuiet();
    return waiting;
  }

  /** Reads the account again from REST (`resync` with reason `requested`). */
  resync(): void {
    this.stale("requested");
  }

  /** Stops maintaining the account and ends its subscriptions. */
  async close(): Promise<void> {
    this.finish(undefined);
    await Promise.all(this.subscriptions.map((s) => s.unsubscribe().catch(() => undefined)));
  }

  private live(): AccountLedger {
    if (this.state !== "live") {
      throw new StaleAccountError(this.subaccountId, this.state === "closed");
    }
    return this.ledger;
  }

  private setStatus(status: AccountStatus): void {
    if (this.state === status) return;
    this.state = status;
    this.events.emit("status", status);
  }

  private onStatus(status: Subscription["status"]): void {
    if (status === "reconnecting") this.stale("reconnect");
    else if (status === "closed") this.finish(undefined);
    else if (status === "active" && this.state === "syncing") this.sync();
  }

  private onError(subscription: Subscription, error: PerpkitError): void {
    if (subscription.status === "failed") this.finish(error);
    else this.stale("invalid-message", error);
  }

  /** Turns the account stale and reads it again (after the current read, if one is running). */
  private stale(reason: AccountResyncReason, error?: unknown, detail?: string): void {
    if (this.state === "closed") return;
    const was = this.state;
    this.generation++;
    this.held = [];
    this.clock.clearTimer(this.quiet);
    this.quiet = undefined;
    this.setStatus("syncing");
    // One event per turn to stale: a reconnect stales every subscription at once.
    if (was === "live" || reason === "start") this.events.emit("resync", { reason, error, detail });
    this.sync();
  }

  /** Takes a snapshot once every subscription is active; a newer turn makes it start over. */
  private sync(): void {
    if (this.syncing || this.state !== "syncing") return;
    if (!this.subscriptions.every((s) => s.status === "active")) return;
    const turn = this.generation;
    this.syncing = this.snapshot(turn).finally(() => {
      this.syncing = undefined;
      if (this.state === "syncing" && this.generation !== turn) this.sync();
    });
  }

  private async snapshot(turn: number): Promise<void> {
    // What arrived before the reads start is in what they read.
    this.held = [];
    try {
      this.start ??= (await this.rest.getTime()).time;
      const snapshot = await readSnapshot(
        this.rest,
        this.subaccountId,
        { since: this.start },
        this.symbols,
      );
      if (turn !== this.generation || this.state !== "syncing") return;
      this.ledger.reset(snapshot);
      // What arrived during the reads goes on top, through the same guards, before anyone reads.
      for (const { channel, payload } of this.held.splice(0)) this.apply(channel, payload);
      if (turn !== this.generation) return;
      this.balancesRead = { version: this.balanceVersion, at: this.clock.now(), running: false };
      this.retryMs = this.options.retryDelayMs ?? 500;
      this.setStatus("live");
      this.events.emit("update", { kind: "snapshot" });
      this.armQuiet();
    } catch (error) {
      if (this.state === "closed") return;
      this.events.emit("error", error);
      const wait = this.retryMs;
      this.retryMs = Math.min(30_000, this.retryMs * 2);
      await new Promise((resolve) =>
        unrefTimer(this.clock.setTimeout(() => resolve(undefined), wait)),
      );
      // Start over: the turn moves on, so the read runs again.
      if (this.state === "syncing" && turn === this.generation) this.generation++;
    }
  }

  private receive(channel: AccountChannel, payload: ChannelPayloads[AccountChannel]): void {
    if (this.state === "closed") return;
    if (this.state === "syncing") {
      this.held.push({ channel, payload });
      return;
    }
    this.apply(channel, payload);
    if (this.state !== "live") return;
    this.armQuiet();
    const read = this.balancesRead;
    const overdue = this.clock.now() - read.at >= this.balanceRefreshMs;
    if (read.version !== this.balanceVersion && overdue) void this.readBalances();
  }

  /** Applies one message, emitting what changed; a message it cannot read resyncs. */
  private apply(channel: AccountChannel, payload: ChannelPayloads[AccountChannel]): void {
    let updates: AccountUpdate[] | "liquidation";
    try {
      updates = this.ledger.applyMessage(channel, payload);
    } catch (error) {
      this.stale("invalid-message", error);
      return;
    }
    if (updates === "liquidation") {
      this.stale("liquidation");
      return;
    }
    this.balanceVersion++;
    for (const update of updates) this.emitUpdate(update);
  }

  private emitUpdate(update: AccountUpdate): void {
    if (this.state === "live") this.events.emit("update", update);
  }

  private armQuiet(): void {
    this.clock.clearTimer(this.quiet);
    this.quiet = unrefTimer(this.clock.setTimeout(() => void this.onQuiet(), this.settleMs));
  }

  /** A quiet point: check what arrived, read balances if they changed, answer the waiters. */
  private async onQuiet(): Promise<void> {
    this.quiet = undefined;
    if (this.state !== "live") return;
    const problem = this.ledger.settle();
    if (problem !== undefined) {
      this.stale("gap", undefined, problem);
      return;
    }
    // Someone waits for a quiet point: the balances they read are the ones of now.
    const waited = this.waiters.length > 0;
    if (waited || this.balancesRead.version !== this.balanceVersion) await this.readBalances();
    this.answerWaiters();
  }

  /** Answers `settled()` when quiet, checked, and the balances read since the last change. */
  private answerWaiters(): void {
    const settled =
      this.state === "live" &&
      this.quiet === undefined &&
      !this.balancesRead.running &&
      this.balancesRead.version === this.balanceVersion;
    if (settled) for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  private async readBalances(): Promise<void> {
    if (this.balancesRead.running) return;
    const version = this.balanceVersion;
    const turn = this.generation;
    this.balancesRead = { ...this.balancesRead, running: true };
    try {
      const balances = await readAccountBalances(this.rest, this.subaccountId);
      if (turn !== this.generation || this.state !== "live") return;
      this.ledger.setBalances(balances);
      this.balancesRead = { version, at: this.clock.now(), running: false };
      this.emitUpdate({ kind: "balances", balances });
    } catch (error) {
      this.events.emit("error", error);
    } finally {
      this.balancesRead = { ...this.balancesRead, running: false };
      // A change that came while the balances were read (or a read that failed) calls for another
      // quiet point before a waiter is answered.
      const behind = this.balancesRead.version !== this.balanceVersion;
      if (behind && this.state === "live" && this.quiet === undefined && this.waiters.length > 0) {
        this.armQuiet();
      } else this.answerWaiters();
    }
  }

  private finish(error: unknown): void {
    if (this.state === "closed") return;
    this.generation++;
    this.clock.clearTimer(this.marks);
    this.clock.clearTimer(this.quiet);
    this.quiet = undefined;
    this.setStatus("closed");
    const closed = error ?? new StaleAccountError(this.subaccountId, true);
    for (const waiter of this.waiters.splice(0)) waiter.reject(closed);
    this.events.emit("close", { error });
  }
}

/**
 * Parameters of `watchAccount`: what it takes after the stream and REST clients, its options.
 *
 * @example
 * const options: WatchAccountParameters = { subaccountId, settleMs: 500 }
 */
export type WatchAccountParameters = WatchAccountOptions;

/**
 * What `watchAccount` returns: the maintained account, at once; `ready` resolves at its first
 * snapshot.
 *
 * @example
 * const account: WatchAccountReturnType = watchAccount(stream, rest, { subaccountId })
 */
export type WatchAccountReturnType = WatchedAccount;

/**
 * What watching an account can fail with: a malformed subaccount id (a ValidationError, thrown at
 * once); the gateway's refusal (a StreamError), with which `ready` rejects; a read while it is not
 * live, or a close before its first snapshot (a StaleAccountError).
 *
 * @example
 * try { await account.ready } catch (e) { const error = e as WatchAccountErrorType }
 */
export type WatchAccountErrorType = ValidationError | StreamError | StaleAccountError;

/**
 * Maintains one subaccount's open orders, positions, balances and fills since the start, from a
 * REST client's snapshots (`createRestClient` of @perpkit/rest) and the stream's account
 * channels; see {@link WatchedAccount}.
 *
 * @example
 * const rest = createRestClient({ network: "testnet", signer })
 * const stream = createStreamClient({ network: "testnet" })
 * const account = watchAccount(stream, rest, { subaccountId: (await rest.getOwnSubaccount()).id })
 * await account.ready
 * console.log(account.orders(), account.positions(), account.balances())
 */
export function watchAccount(
  client: SubscriptionSource,
  rest: AccountRestClient,
  options: WatchAccountParameters,
): WatchAccountReturnType {
  return new WatchedAccount(client, rest, options);
}
