import { formatDecimal } from "@perpkit/core";
import {
  type Exchange,
  type FeeSources,
  isOpen,
  notional,
  type Order,
  OrderStatus,
  type Product,
  type SandboxClock,
  type SandboxEventBus,
} from "@perpkit/sandbox";
import { MARKOUT_HORIZONS, type ReportFill, type SessionReport } from "./report-types.js";
import { type SampledQuote, type SessionTrail, summarize } from "./summary.js";

/**
 * The parts of a sandbox a session is recorded from (a `Sandbox` is one).
 *
 * @example
 * const source: SessionSource = sandbox
 */
export interface SessionSource {
  readonly exchange: Exchange;
  readonly clock: SandboxClock;
  readonly events: SandboxEventBus;
  readonly replay?:
    | {
        readonly latency: Readonly<Record<string, readonly number[]>>;
        /** Calls `listener` the moment the recording is over (a replay's report ends there). */
        onEnd?(listener: () => void): () => void;
        /** The recording's markets: the report covers these alone. */
        readonly symbols?: readonly string[];
      }
    | undefined;
  /** Where each market's fees came from, by ticker; a market it leaves out charges its product's own. */
  readonly feeSources?: Readonly<Record<string, FeeSources>>;
}

/**
 * What to record: whose session, and how often equity and positions are sampled.
 *
 * @example
 * const options: SessionOptions = { subaccountId, sampleEveryMs: 1_000 }
 */
export interface SessionOptions {
  readonly subaccountId: string;
  /** Sandbox-clock ms between samples of equity and positions. Default 1,000. */
  readonly sampleEveryMs?: number;
}

/**
 * A session being recorded; `finish()` stops it and answers its report.
 *
 * @example
 * const report = recorder.finish()
 */
export interface SessionRecorder {
  /**
   * Stops recording now and answers the report. On a replay whose recording is over, the report
   * ends where the recording did (`sandbox.replay.endTime`), however long after it is called.
   */
  finish(): SessionReport;
  /**
   * Stops recording once everything at `time` has happened (at once when the clock is past it),
   * so runs that go on differently after it report the same. On a replay, a `time` past the
   * recording's end reports up to the end.
   */
  finishAt(time: number): Promise<SessionReport>;
}

/** What the report says of the queue model: the replay's, as its README states it. */
const QUEUE_MODEL =
  "A resting order joins the back of its level. A recorded level that shrinks takes from the orders ahead of it first, then from those behind; one that grows joins behind it. A recorded trade fills the orders it meets in price and queue order, the bot's included. Where the recorded book moves through the bot's quote, the quote trades with the recorded liquidity at once: those fills are labelled 'recorded book', not 'recorded trade'.";

/** The markets a report covers: a replay's recorded markets, else every product. */
function marketsOf(sandbox: SessionSource): Product[] {
  const recorded = sandbox.replay?.symbols;
  const products = sandbox.exchange.products();
  return recorded ? products.filter((p) => recorded.includes(p.ticker)) : products;
}

/** A market's mid, and the subaccount's best resting bid and ask there, among its `open` orders. */
function quoteOf(exchange: Exchange, productId: string, open: readonly Order[]): SampledQuote {
  let bid: bigint | undefined;
  let ask: bigint | undefined;
  for (const order of open) {
    if (order.productId !== productId) continue;
    if (order.side === 0 && (bid === undefined || order.price > bid)) bid = order.price;
    if (order.side === 1 && (ask === undefined || order.price < ask)) ask = order.price;
  }
  return { mid: midOf(exchange, productId, touchOf(exchange, productId)), bid, ask };
}

/** The best bid and ask of a market's book. */
interface Touch {
  readonly bid: bigint | undefined;
  readonly ask: bigint | undefined;
}

function touchOf(exchange: Exchange, productId: string): Touch {
  const book = exchange.book(productId);
  return { bid: book?.side(0).levelAt(0)?.price, ask: book?.side(1).levelAt(0)?.price };
}

/** The mid of a touch, or the market's oracle price when a side is empty. */
function midOf(exchange: Exchange, productId: string, touch: Touch): bigint | undefined {
  if (touch.bid !== undefined && touch.ask !== undefined) return (touch.bid + touch.ask) / 2n;
  return exchange.oraclePrice(productId);
}

/**
 * Each market's touch as it was before the event under way: read again once an event's changes
 * are over (a microtask after its first book change), so a fill, which comes amid them, reads the
 * book just before the event that filled it.
 */
function touchesBefore(exchange: Exchange, events: SandboxEventBus) {
  const settled = new Map<string, Touch>();
  const moving = new Set<string>();
  const stop = events.on("bookLevel", ({ productId }) => {
    if (!settled.has(productId) || moving.has(productId)) return;
    moving.add(productId);
    queueMicrotask(() => {
      moving.delete(productId);
      settled.set(productId, touchOf(exchange, productId));
    });
  });
  return {
    stop,
    /** The touch before the event under way. */
    before(productId: string): Touch {
      let touch = settled.get(productId);
      if (!touch) {
        touch = touchOf(exchange, productId);
        settled.set(productId, touch);
      }
      return touch;
    },
    watch(productId: string): void {
      if (!settled.has(productId)) settled.set(productId, touchOf(exchange, productId));
    },
  };
}

/**
 * Starts recording a subaccount's session on a sandbox: its fills (each with its cause, the queue
 * ahead of its order when it came to rest, and markouts at 1 s, 10 s and 60 s of the sandbox's
 * clock), its orders, and samples of its equity and positions. Everything is read on the
 * sandbox's clock, so a replay recorded twice reports the same, at any speed.
 *
 * @example
 * const recorder = recordSession(sandbox, { subaccountId })
 * await sandbox.replay?.finished
 * const report = recorder.finish()
 */
export function recordSession(sandbox: SessionSource, options: SessionOptions): SessionRecorder {
  const { exchange, clock, events } = sandbox;
  const sid = options.subaccountId;
  const every = options.sampleEveryMs ?? 1_000;
  const equity = () => {
    const m = exchange.margin(sid);
    return m.amount + m.unrealizedPnl;
  };
  const trail: SessionTrail = {
    from: clock.now(),
    startEquity: equity(),
    fills: [],
    samples: [],
    realized: 0n,
    fees: 0n,
    funding: [],
    orders: { placed: 0, cancelled: 0, filled: 0, refused: 0 },
  };
  const queued = new Map<string, bigint | null>();
  const realizedOf = new Map<string, bigint>();
  for (const p of exchange.positionsOf(sid)) realizedOf.set(p.id, p.realizedPnl);
  const timers = new Set<ReturnType<SandboxClock["setTimeout"]>>();
  const touches = touchesBefore(exchange, events);
  for (const product of exchange.products()) touches.watch(product.id);
  const markets = marketsOf(sandbox);
  const sample = () => {
    const sizes: Record<string, bigint> = {};
    const quotes: Record<string, SampledQuote> = {};
    const open = exchange.openOrdersOf(sid);
    for (const product of markets) {
      sizes[product.ticker] = exchange.openPosition(sid, product.id)?.size ?? 0n;
      quotes[product.ticker] = quoteOf(exchange, product.id, open);
    }
    trail.samples.push({
      time: clock.now(),
      equity: equity(),
      sizes,
      resting: open.length > 0,
      quotes,
    });
  };
  const stops = [
    // Its own orders alone: the engine builds no event for the replay's orders, which change often.
    events.onAccount("orderUpdate", sid, ({ order }) => {
      if (!queued.has(order.id)) {
        trail.orders.placed++;
        queued.set(order.id, null);
        // Read once the placement is over: the order is announced before it rests.
        const id = order.id;
        queueMicrotask(() => {
          if (isOpen(order)) queued.set(id, exchange.queuePosition(id)?.ahead ?? null);
        });
      }
      if (order.status === OrderStatus.CANCELED) trail.orders.cancelled++;
      else if (order.status === OrderStatus.FILLED) trail.orders.filled++;
      else if (order.status === OrderStatus.REJECTED) trail.orders.refused++;
    }),
    events.on("positionUpdate", ({ subaccountId, position }) => {
      if (subaccountId !== sid) return;
      trail.realized += position.realizedPnl - (realizedOf.get(position.id) ?? 0n);
      realizedOf.set(position.id, position.realizedPnl);
    }),
    events.on("funding", (charge) => {
      if (charge.subaccountId !== sid) return;
      trail.funding.push({
        time: charge.time,
        symbol: charge.symbol,
        size: formatDecimal(charge.size),
        price: formatDecimal(charge.price),
        rate: formatDecimal(charge.rate),
        amount: formatDecimal(charge.amount),
        charged: charge.amount,
      });
    }),
    events.on("fill", ({ subaccountId, fill }) => {
      if (subaccountId !== sid) return;
      trail.fees += fill.fee;
      const mid = midOf(exchange, fill.productId, touches.before(fill.productId));
      const entry = { fill, mid, markouts: new Map<number, bigint>() };
      trail.fills.push(entry);
      for (const horizon of MARKOUT_HORIZONS) {
        const timer = clock.setTimeout(() => {
          timers.delete(timer);
          const later = midOf(exchange, fill.productId, touchOf(exchange, fill.productId));
          if (later === undefined) return;
          const move = fill.side === 0 ? later - fill.price : fill.price - later;
          entry.markouts.set(horizon, notional(fill.quantity, move));
        }, horizon);
        timers.add(timer);
      }
    }),
  ];
  sample();
  const sampler = clock.setInterval(sample, every);
  let final: SessionReport | undefined;
  let stopAtEnd: () => unknown = () => undefined;
  const build = (): SessionReport => {
    if (final) return final;
    for (const stop of stops) stop();
    touches.stop();
    stopAtEnd();
    clock.clearTimer(sampler);
    for (const timer of timers) clock.clearTimer(timer);
    sample();
    final = reportOf(sandbox, sid, trail, queued);
    return final;
  };
  // A replay's report ends with its recording: what a bot does after it runs at real speed.
  const unsubscribe = sandbox.replay?.onEnd?.(() => build());
  if (unsubscribe && !final) stopAtEnd = unsubscribe;
  return {
    finishAt: (time) => finishWhen(sandbox, time, () => final !== undefined, build),
    finish: build,
  };
}

/**
 * Resolves with `build()` once everything at `time` has happened on the sandbox's clock: when a
 * frozen clock is about to leave it, when a replay's recording is over, or at once when the
 * clock is past it (or the report is made already).
 */
function finishWhen(
  sandbox: SessionSource,
  time: number,
  made: () => boolean,
  build: () => SessionReport,
): Promise<SessionReport> {
  const { clock } = sandbox;
  return new Promise((resolve) => {
    if (made() || clock.now() > time) {
      resolve(build());
      return;
    }
    if (!clock.frozen) {
      clock.setTimeout(() => resolve(build()), Math.max(0, time - clock.now()));
      return;
    }
    const stop = clock.beforeMove((to) => {
      if (to <= time) return;
      stop();
      resolve(build());
    });
    sandbox.replay?.onEnd?.(() => {
      stop();
      resolve(build());
    });
  });
}

/** The report of a session whose trail is complete. */
function reportOf(
  sandbox: SessionSource,
  sid: string,
  trail: SessionTrail,
  queued: ReadonlyMap<string, bigint | null>,
): SessionReport {
  const { exchange } = sandbox;
  const list = trail.fills.map((entry) => reportFill(entry, queued.get(entry.fill.orderId)));
  return summarize(trail, list, {
    subaccountId: sid,
    unrealized: exchange.margin(sid).unrealizedPnl,
    fees: marketsOf(sandbox).map((p) => ({
      symbol: p.ticker,
      maker: formatDecimal(p.makerFee),
      taker: formatDecimal(p.takerFee),
      source: sandbox.feeSources?.[p.ticker] ?? {
        maker: "sandbox default",
        taker: "sandbox default",
      },
    })),
    latency: sandbox.replay?.latency ?? null,
    queue: QUEUE_MODEL,
  });
}

/**
 * A fill as the report lists it, with its cause as the engine tagged it; `ahead` is the queue its
 * order met as it came to rest, as the engine answered it.
 */
function reportFill(
  { fill, mid, markouts }: SessionTrail["fills"][number],
  ahead: bigint | null | undefined,
): ReportFill {
  return {
    time: fill.createdAt,
    symbol: fill.symbol,
    side: fill.side === 0 ? "buy" : "sell",
    price: formatDecimal(fill.price),
    quantity: formatDecimal(fill.quantity),
    fee: formatDecimal(fill.fee),
    maker: fill.isMaker,
    cause: fill.cause,
    queueAhead: fill.isMaker ? formatOrNull(ahead) : null,
    mid: formatOrNull(mid),
    markouts: Object.fromEntries(
      MARKOUT_HORIZONS.map((h) => [String(h), formatOrNull(markouts.get(h))]),
    ),
  };
}

function formatOrNull(value: bigint | null | undefined): string | null {
  return value === null || value === undefined ? null : formatDecimal(value);
}
