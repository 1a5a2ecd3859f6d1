import { unrefTimer } from "@perpkit/core";
import {
  encodeL2BookMessage,
  encodeOrderFillMessage,
  encodeOrderUpdateMessage,
  encodePositionUpdateMessage,
  encodeSubaccountLiquidationMessage,
  encodeTickerMessage,
  encodeTokenTransferMessage,
  encodeTradeFillMessage,
  type StreamChannel,
} from "@perpkit/stream";
import { DAY_MS, followClock } from "../engine/index.js";
import {
  fillPayload,
  liquidatedPayload,
  orderPayload,
  positionPayload,
  tickerPayload,
  tradePayload,
  transferPayload,
} from "../wire/stream-payloads.js";
import { BookFeed } from "./book-feed.js";
import type { GatewayState } from "./gateway-state.js";
import { broadcast } from "./sending.js";

// What each channel listens to while someone subscribes to it: the L2Book feeds and the Ticker
// on their intervals, the engine's events for the rest.

/**
 * The L2Book feed of a product, made on first use.
 *
 * @example
 * const feed = feedOf(state, product.id)
 */
export function feedOf(state: GatewayState, productId: string): BookFeed {
  let feed = state.feeds.get(productId);
  if (!feed) {
    const { exchange, clock } = state.services;
    const product = exchange.product(productId);
    if (!product) throw new Error(`no product ${productId}`);
    feed = new BookFeed(
      product.ticker,
      (depth) => {
        const book = exchange.book(productId);
        return { bids: book?.bids.depth(depth) ?? [], asks: book?.asks.depth(depth) ?? [] };
      },
      () => clock.now(),
      state.settings.l2BookLevels,
      {
        quantity: (side, price) => exchange.book(productId)?.side(side).at(price)?.total ?? 0n,
        priceAt: (side, rank) => exchange.book(productId)?.side(side).levelAt(rank)?.price,
      },
      state.settings.l2Book === "manual",
    );
    state.feeds.set(productId, feed);
  }
  return feed;
}

/**
 * Publishes one market's L2Book diff to its subscribers, unless a stream fault leaves it out.
 *
 * @example
 * publishBook(state, feedOf(state, product.id))
 */
export function publishBook(state: GatewayState, feed: BookFeed): void {
  const data = feed.diff();
  const skip = state.skips.get(feed.symbol) ?? 0;
  if (skip > 0) {
    if (skip === 1) state.skips.delete(feed.symbol);
    else state.skips.set(feed.symbol, skip - 1);
    return;
  }
  const message = encodeL2BookMessage({ t: state.services.clock.now(), data });
  broadcast(state, `L2Book|${feed.symbol}`, message, true);
}

/**
 * Publishes the L2Book diff of every market that has subscribers.
 *
 * @example
 * publishBooks(state)
 */
export function publishBooks(state: GatewayState): void {
  for (const feed of state.feeds.values()) {
    if (!state.audiences.get(`L2Book|${feed.symbol}`)?.size) continue;
    publishBook(state, feed);
  }
}

function publishTickers(state: GatewayState): void {
  const { exchange, clock } = state.services;
  const now = clock.now();
  for (const product of exchange.products()) {
    const key = `Ticker|${product.ticker}`;
    if (!state.audiences.get(key)?.size) continue;
    const data = tickerPayload(
      exchange.marketSummary(product),
      now,
      exchange.priceAt(product.id, now - DAY_MS),
    );
    if (data) broadcast(state, key, encodeTickerMessage({ t: now, data }), true);
  }
}

/** Runs `run` every `ms`, on real time or the sandbox clock (`pace`); returns how to stop. */
function every(state: GatewayState, ms: number, run: () => void): () => void {
  const { onError, pace } = state.settings;
  const { clock } = state.services;
  const guarded = () => {
    try {
      run();
    } catch (error) {
      onError(error);
    }
  };
  if (state.settings.lockstep) {
    // A simulation: every interval is an event at its own time on the sandbox's clock.
    const timer = clock.setInterval(guarded, ms);
    return () => clock.clearTimer(timer);
  }
  if (pace === "real") {
    const { realClock } = clock;
    const timer = unrefTimer(realClock.setInterval(guarded, ms));
    return () => realClock.clearTimer(timer);
  }
  let due = clock.now() + ms;
  return followClock(clock, Math.min(ms, 50), (now) => {
    if (now < due) return;
    // The next end of an interval after now, on the grid that started with the source.
    due += ms * (Math.floor((now - due) / ms) + 1);
    guarded();
  });
}

// A channel of the live contract the engine does not publish yet has no source: its
// subscriptions are answered and stay quiet until the engine publishes it.
type Sources = { readonly [C in StreamChannel]?: () => () => void };

/** What each channel listens to, started by its first subscription and stopped after its last. */
function sourcesOf(state: GatewayState): Sources {
  const { events, clock } = state.services;
  // An account message is built only when a connection listens to the account.
  const account = (key: string, message: () => unknown) => {
    if (state.audiences.get(key)?.size) broadcast(state, key, message());
  };
  return {
    L2Book: () => {
      const stopListening = events.on("bookLevel", (e) => {
        state.feeds.get(e.productId)?.touch(e.side, e.price);
      });
      const stopTimer =
        state.settings.l2Book === "manual"
          ? () => undefined
          : every(state, state.settings.l2BookIntervalMs, () => publishBooks(state));
      return () => {
        stopListening();
        stopTimer();
      };
    },
    Ticker: () => every(state, state.settings.tickerIntervalMs, () => publishTickers(state)),
    TradeFill: () =>
      events.on("trade", (e) => {
        if (e.trade.selfTrade) return;
        const data = { s: e.symbol, t: e.time, d: [tradePayload(e.trade)] };
        const message = encodeTradeFillMessage({ t: clock.now(), data });
        broadcast(state, `TradeFill|${e.symbol}`, message, true);
      }),
    SubaccountLiquidation: () =>
      events.on("liquidation", (e) => {
        account(`SubaccountLiquidation|${e.subaccountId}`, () => {
          const data = { sid: e.subaccountId, t: e.time, d: e.positions.map(liquidatedPayload) };
          return encodeSubaccountLiquidationMessage({ t: clock.now(), data });
        });
      }),
    PositionUpdate: () =>
      events.on("positionUpdate", (e) => {
        account(`PositionUpdate|${e.subaccountId}`, () =>
          encodePositionUpdateMessage({
            t: clock.now(),
            data: { t: e.time, d: [positionPayload(e.position)] },
          }),
        );
      }),
    OrderFill: () =>
      events.on("fill", (e) => {
        account(`OrderFill|${e.subaccountId}`, () =>
          encodeOrderFillMessage({ t: clock.now(), data: { t: e.time, d: [fillPayload(e.fill)] } }),
        );
      }),
    TokenTransfer: () =>
      events.on("tokenTransfer", (e) => {
        account(`TokenTransfer|${e.subaccountId}`, () =>
          encodeTokenTransferMessage({ t: clock.now(), data: transferPayload(e.transfer) }),
        );
      }),
  };
}

/**
 * Counts a subscription to a channel in or out: the first starts the channel's source, the last
 * stops it.
 *
 * @example
 * const count = channelCounter(state)
 * count("TradeFill", 1)
 */
/**
 * The source of one subaccount's OrderUpdate topic, on while it has an audience: it hears the
 * orders of that subaccount alone, so the engine builds no order event for a subaccount nobody
 * subscribes to (a replay's liquidity changes its orders all the time). Returns how to stop it.
 *
 * @example
 * state.accountSources.set(key, orderUpdates(state, key, subaccountId))
 */
export function orderUpdates(state: GatewayState, key: string, subaccountId: string): () => void {
  const { events, clock } = state.services;
  return events.onAccount("orderUpdate", subaccountId, (e) => {
    if (!state.audiences.get(key)?.size) return;
    const message = encodeOrderUpdateMessage({
      t: clock.now(),
      data: { t: e.time, d: [orderPayload(e.order)] },
    });
    broadcast(state, key, message);
  });
}

export function channelCounter(
  state: GatewayState,
): (channel: StreamChannel, delta: 1 | -1) => void {
  const sources = sourcesOf(state);
  return (channel, delta) => {
    const count = (state.channelCounts.get(channel) ?? 0) + delta;
    state.channelCounts.set(channel, count);
    if (count === 1 && delta === 1) state.stops.set(channel, sources[channel]?.() ?? (() => {}));
    if (count === 0) {
      state.stops.get(channel)?.();
      state.stops.delete(channel);
    }
  };
}
