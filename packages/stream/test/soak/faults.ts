import { type ChaosGateway, spent } from "./chaos-gateway.js";

// The faults of the soak, each drawn at random and applied to the chaos gateway (or, for a busy
// client, to the process itself). A fault names the symbols whose books it can disturb and when
// it ends: from then on the books must come back within the bound.

/** Every kind of fault the chaos mix draws from. */
export const faultKinds = [
  "drop",
  "close",
  "gap",
  "duplicate",
  "reorder",
  "unreadable",
  "silence",
  "refused",
  "slow-handshake",
  "half-open",
  "stall",
  "busy",
] as const;

export type FaultKind = (typeof faultKinds)[number];

/** A fault as applied. */
export interface Fault {
  readonly kind: FaultKind;
  readonly detail: string;
  /** The symbols whose books it may disturb. */
  readonly symbols: readonly string[];
  /**
   * When it ended (epoch ms), once it has: the gateway behaves again from then on. A fault of
   * the feed ends when it took effect (the next diff lost, say).
   */
  readonly ended: () => number | undefined;
}

/** What a fault needs: the gateway, the random source, and the run's durations. */
export interface FaultContext {
  readonly gateway: ChaosGateway;
  readonly random: () => number;
  readonly symbols: readonly string[];
  /** Every duration of the protocol and the client, times this (1: as the service runs). */
  readonly scale: number;
  readonly staleAfterMs: number;
  readonly connectTimeoutMs: number;
}

const CLOSE_CODES = [1000, 1001, 1011, 1012, 1013, 4000, 4999];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A duration between `min` and `max` seconds of the service's time, scaled. */
function seconds(ctx: FaultContext, min: number, max: number): number {
  return Math.round((min + (max - min) * ctx.random()) * 1000 * ctx.scale);
}

/** Blocks the process: nothing is read, no timer runs, frames pile up in the socket. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** Applies one fault of `kind` now. */
export function applyFault(kind: FaultKind, ctx: FaultContext): Fault {
  const { gateway, random } = ctx;
  const conn = gateway.latest();
  const symbol = pick(random, ctx.symbols);
  const now = Date.now();
  const at = (time: number) => () => time;
  const one = (detail: string, ended: Fault["ended"] = at(now)): Fault => ({
    kind,
    detail,
    symbols: [symbol],
    ended,
  });
  const all = (detail: string, ended: Fault["ended"] = at(now)): Fault => ({
    kind,
    detail,
    symbols: ctx.symbols,
    ended,
  });
  const feed = gateway.feed(symbol);
  /** A fault of the feed ends once every diff it changes has gone out. */
  const onceSpent = () => (spent(feed) ? feed.appliedAt : undefined);
  switch (kind) {
    case "drop":
      conn?.terminate();
      return all("connection dropped without a close frame");
    case "close": {
      const code = pick(random, CLOSE_CODES);
      conn?.close(code, "chaos");
      return all(`closed with ${code}`);
    }
    case "gap": {
      const lost = 1 + Math.floor(random() * 2);
      feed.lose += lost;
      return one(`${lost} diff(s) of ${symbol} lost`, onceSpent);
    }
    case "duplicate":
      feed.duplicate += 1;
      return one(`a diff of ${symbol} sent twice`, onceSpent);
    case "reorder":
      feed.reorder = true;
      return one(`two diffs of ${symbol} swapped`, onceSpent);
    case "unreadable": {
      const frames = [
        { e: "L2Book", t: now, data: { s: symbol, t: "soon", a: [], b: [] } },
        { e: "L2Book", t: now, data: { s: symbol, t: now, pt: null, a: [], b: [] } },
        { e: "L2Book", t: now, data: { s: symbol, t: now, a: [["x", "1"]], b: [] } },
      ];
      conn?.send(pick(random, frames));
      return one(`an unreadable L2Book message for ${symbol}`);
    }
    case "silence": {
      const ms = Math.round((2 + 4 * random()) * ctx.staleAfterMs);
      const which = random() < 0.3 ? ctx.symbols : [symbol];
      for (const s of which) gateway.feed(s).silentUntil = now + ms;
      const detail = `${which.join(",")} silent ${ms} ms`;
      return { kind, detail, symbols: which, ended: at(now + ms) };
    }
    case "refused": {
      const count = 1 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) {
        gateway.refusals.push(i === 0 && random() < 0.15 ? "INTERNAL_ERROR" : "RATE_LIMIT");
      }
      const detail = `next ${count} subscribe(s) refused (${gateway.refusals.join(",")})`;
      const refused = () => (gateway.refusals.length === 0 ? gateway.refusedAt : undefined);
      // Something to subscribe again for: a resync of one book, or a reconnect of all.
      if (random() < 0.3) {
        conn?.terminate();
        return all(`${detail}, after a drop`, refused);
      }
      feed.lose += 1;
      return one(`${detail}, after a gap of ${symbol}`, () => {
        const gap = onceSpent();
        const last = refused();
        return gap === undefined || last === undefined ? undefined : Math.max(gap, last);
      });
    }
    case "slow-handshake": {
      const delay = Math.round((0.2 + 1.3 * random()) * ctx.connectTimeoutMs);
      gateway.server.handshakeDelayMs = delay;
      setTimeout(() => {
        gateway.server.handshakeDelayMs = 0;
      }, delay);
      conn?.terminate();
      return all(`handshakes answered after ${delay} ms, after a drop`, at(now + delay));
    }
    case "half-open":
      conn?.goHalfOpen();
      return all("the connection went half-open");
    case "stall": {
      const ms = seconds(ctx, 0.5, 4);
      conn?.hold();
      setTimeout(() => conn?.release(), ms);
      return all(`the gateway stalled ${ms} ms, then flushed it as one burst`, at(now + ms));
    }
    case "busy": {
      const ms = seconds(ctx, 0.3, 2.5);
      busyFor(ms);
      return all(`the client was busy for ${ms} ms`, at(Date.now()));
    }
  }
}
