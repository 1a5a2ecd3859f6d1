import type { Address, Hex } from "@perpkit/core";
import type { SandboxClock } from "./clock.js";
import { ExchangeError } from "./errors.js";
import type { Exchange, Trader } from "./exchange.js";
import type { NewOrder } from "./order-rules.js";
import type { Token } from "./products.js";
import type { LinkedSigner, Subaccount } from "./records.js";

/**
 * One accepted change to the exchange: the operation, its arguments as JSON, the sandbox time it
 * ran at, and what came of it (the new record's id, or the error it threw) so a replay can check
 * that it reached the same state.
 *
 * @example
 * const entry: JournalEntry = { at: 1767225600000, op: "useNonce", args: ["0xabc…", "TradeOrder", "1767225600000000000"], outcome: "" }
 */
export interface JournalEntry {
  readonly at: number;
  readonly op: JournalOp;
  readonly args: readonly unknown[];
  readonly outcome: string;
}

/**
 * Where journal entries go; the durable store writes each one to disk before it returns, so an
 * answer sent after a change is never ahead of the disk.
 *
 * @example
 * const sink: JournalSink = { append: (entry) => entries.push(entry) }
 */
export interface JournalSink {
  append(entry: JournalEntry): void;
}

/**
 * A clock whose time can be held still while one change runs, so every timestamp a change makes
 * is the one the journal records, live and on replay.
 *
 * @example
 * const clock = pinnableClock(createClock())
 * clock.pin(Date.UTC(2026, 0, 1)); clock.now() // 1767225600000
 */
export interface PinnableClock extends SandboxClock {
  pin(time: number): void;
  unpin(): void;
}

/**
 * Wraps a clock so it can be pinned; everything else goes to the clock underneath.
 *
 * @example
 * const clock = pinnableClock(createClock({ frozen: true }))
 */
export function pinnableClock(base: SandboxClock): PinnableClock {
  let pinned: number | undefined;
  return {
    now: () => pinned ?? base.now(),
    advance: (ms) => base.advance(ms),
    setTime: (ms) => base.setTime(ms),
    get frozen() {
      return base.frozen;
    },
    realClock: base.realClock,
    onJump: (listener) => base.onJump(listener),
    beforeMove: (listener) => base.beforeMove(listener),
    setTimeout: (callback, ms) => base.setTimeout(callback, ms),
    setInterval: (callback, ms) => base.setInterval(callback, ms),
    clearTimer: (timer) => base.clearTimer(timer),
    nextDue: () => base.nextDue(),
    fireNext: (limit) => base.fireNext(limit),
    lockstep: base.lockstep,
    pin(time) {
      pinned = time;
    },
    unpin() {
      pinned = undefined;
    },
  };
}

/** The exchange's operations that change state; everything else only reads. */
const OPS = [
  "placeOrder",
  "cancelOrders",
  "deposit",
  "withdraw",
  "linkSigner",
  "revokeSigner",
  "extendSigner",
  "refreshSigner",
  "setOraclePrice",
  "setFundingRate",
  "useNonce",
  "touch",
  "tick",
] as const;

/**
 * An operation the journal records.
 *
 * @example
 * const op: JournalOp = "placeOrder"
 */
export type JournalOp = (typeof OPS)[number] | "oracleCandle";

type Codec = {
  readonly encode: (exchange: Exchange, args: readonly unknown[]) => unknown[];
  readonly decode: (exchange: Exchange, args: readonly unknown[]) => unknown[];
  /** True when the call changes nothing, so it need not be recorded. */
  readonly idle?: (args: readonly unknown[]) => boolean;
};

const big = (v: bigint | undefined) => (v === undefined ? null : v.toString());
const unbig = (v: unknown) => (v === null || v === undefined ? undefined : BigInt(v as string));
const plain: Codec = { encode: (_e, args) => [...args], decode: (_e, args) => [...args] };

function subaccountOf(exchange: Exchange, id: unknown): Subaccount {
  const subaccount = exchange.subaccount(id as string);
  if (!subaccount) throw new JournalReplayError(`no subaccount ${String(id)}`);
  return subaccount;
}

function tokenOf(exchange: Exchange, id: unknown): Token {
  const token = exchange.token(id as string);
  if (!token) throw new JournalReplayError(`no token ${String(id)}`);
  return token;
}

const codecs: { readonly [K in (typeof OPS)[number]]: Codec } = {
  placeOrder: {
    encode: (_e, [order]) => {
      const o = order as NewOrder;
      return [
        {
          ...o,
          subaccount: o.subaccount.id,
          product: o.product.id,
          quantity: big(o.quantity),
          price: big(o.price),
          stopPrice: big(o.stopPrice),
          nonce: big(o.nonce),
        },
      ];
    },
    decode: (exchange, [raw]) => {
      const o = raw as Record<string, unknown>;
      const product = exchange.product(o.product as string);
      if (!product) throw new JournalReplayError(`no product ${String(o.product)}`);
      const order: Record<string, unknown> = {
        ...o,
        subaccount: subaccountOf(exchange, o.subaccount),
        product,
        quantity: unbig(o.quantity),
        price: unbig(o.price),
        stopPrice: unbig(o.stopPrice),
        nonce: unbig(o.nonce),
      };
      for (const key of Object.keys(order)) if (order[key] === null) order[key] = undefined;
      return [order];
    },
  },
  cancelOrders: {
    encode: (_e, [subaccount, ids, cloids]) => [(subaccount as Subaccount).id, ids, cloids],
    decode: (exchange, [id, ids, cloids]) => [subaccountOf(exchange, id), ids, cloids],
  },
  deposit: {
    encode: (_e, [input]) => {
      const d = input as { account: Address; subaccount: Hex; amount: bigint; token?: Token };
      return [{ ...d, amount: big(d.amount), token: d.token?.id ?? null }];
    },
    decode: (exchange, [raw]) => {
      const d = raw as { account: Address; subaccount: Hex; amount: string; token: string | null };
      return [
        {
          account: d.account,
          subaccount: d.subaccount,
          amount: BigInt(d.amount),
          ...(d.token === null ? {} : { token: tokenOf(exchange, d.token) }),
        },
      ];
    },
  },
  withdraw: {
    encode: (_e, [input]) => {
      const w = input as { token: Token; amount: bigint };
      return [{ ...w, token: w.token.id, amount: big(w.amount) }];
    },
    decode: (exchange, [raw]) => {
      const w = raw as Record<string, unknown>;
      const out: Record<string, unknown> = {
        ...w,
        token: tokenOf(exchange, w.token),
        amount: BigInt(w.amount as string),
      };
      for (const key of Object.keys(out)) if (out[key] === null) out[key] = undefined;
      return [out];
    },
  },
  linkSigner: plain,
  revokeSigner: plain,
  extendSigner: plain,
  refreshSigner: plain,
  setOraclePrice: {
    encode: (_e, [productId, price]) => [productId, big(price as bigint | undefined)],
    decode: (_e, [productId, price]) => [productId, unbig(price)],
  },
  setFundingRate: {
    encode: (_e, [productId, rate]) => [productId, big(rate as bigint | undefined)],
    decode: (_e, [productId, rate]) => [productId, unbig(rate)],
  },
  useNonce: {
    encode: (_e, [sender, kind, nonce]) => [sender, kind, big(nonce as bigint)],
    decode: (_e, [sender, kind, nonce]) => [sender, kind, unbig(nonce)],
  },
  touch: {
    idle: ([trader]) => (trader as Trader).signer === undefined,
    encode: (_e, [trader]) => {
      const t = trader as Trader;
      return [t.subaccount.id, t.signer?.signer ?? null];
    },
    decode: (exchange, [id, signer]) => [
      {
        subaccount: subaccountOf(exchange, id),
        signer:
          signer === null ? undefined : (exchange.linkedSigner(signer as Address) as LinkedSigner),
      } satisfies Trader,
    ],
  },
  tick: plain,
};

/** What came of a change, in a few characters: the new record's id, or the error. */
function outcomeOf(op: JournalOp, result: unknown): string {
  if (op === "placeOrder") return (result as { order: { id: string } }).order.id;
  if (op === "deposit") return (result as { transfer: { id: string } }).transfer.id;
  if (op === "withdraw") return (result as { id: string }).id;
  return "";
}

function failureOf(error: unknown): string {
  if (error instanceof ExchangeError) return `!${error.status}`;
  return "!error";
}

/**
 * The journal did not lead back to the state it recorded: the data directory was written by
 * another configuration (products, tokens, seed) or a different version of the engine.
 *
 * @example
 * try { await startSandbox({ dataDir }) } catch (e) { if (e instanceof JournalReplayError) console.error(e.message) }
 */
export class JournalReplayError extends Error {
  override readonly name = "JournalReplayError";
}

/**
 * Records every state change of `exchange` into `sink`, each when it has run and before the
 * caller sees its result: the exchange's mutating methods are wrapped on this instance, each runs
 * with the clock pinned to one time, and a tick is recorded only when something was due.
 * Returns a function that removes the wrappers.
 *
 * @example
 * const stop = journalExchange(exchange, clock, { append: (entry) => store.append(entry) })
 */
export function journalExchange(
  exchange: Exchange,
  clock: PinnableClock,
  sink: JournalSink,
): () => void {
  const target = exchange as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  let depth = 0;
  for (const op of OPS) {
    const original = target[op] as (...args: unknown[]) => unknown;
    originals.set(op, original);
    const codec = codecs[op];
    target[op] = (...args: unknown[]) => {
      if (depth > 0) return original.apply(exchange, args);
      const at = op === "tick" ? ((args[0] as number | undefined) ?? clock.now()) : clock.now();
      if (op === "tick") {
        const run = () => original.call(exchange, at);
        if (exchange.nextDue() > at) return run();
        return record(op, [at], at, run, codec);
      }
      if (codec.idle?.(args)) return original.apply(exchange, args);
      return record(op, args, at, () => original.apply(exchange, args), codec);
    };
  }

  function record(
    op: (typeof OPS)[number],
    args: readonly unknown[],
    at: number,
    run: () => unknown,
    codec: Codec,
  ): unknown {
    const encoded = codec.encode(exchange, args);
    depth++;
    clock.pin(at);
    let result: unknown;
    try {
      result = run();
    } catch (error) {
      sink.append({ at, op, args: encoded, outcome: failureOf(error) });
      throw error;
    } finally {
      clock.unpin();
      depth--;
    }
    sink.append({ at, op, args: encoded, outcome: outcomeOf(op, result) });
    return result;
  }

  return () => {
    for (const [op, original] of originals) target[op] = original;
  };
}

/**
 * Replays journal entries onto a fresh exchange built with the same options and seed, each at its
 * recorded time, and checks that every change ends as it did (the same ids, the same failures).
 * `onOracleCandle` receives the oracle candle ticks. Returns the time of the last entry.
 *
 * @example
 * const last = replayJournal(exchange, clock, store.entries(), { onOracleCandle: recordOracle(candles) })
 */
export function replayJournal(
  exchange: Exchange,
  clock: PinnableClock,
  entries: Iterable<JournalEntry>,
  hooks: { readonly onOracleCandle?: (args: readonly unknown[]) => void } = {},
): number | undefined {
  const target = exchange as unknown as Record<string, (...args: unknown[]) => unknown>;
  let last: number | undefined;
  let count = 0;
  for (const entry of entries) {
    count++;
    last = entry.at;
    if (entry.op === "oracleCandle") {
      hooks.onOracleCandle?.(entry.args);
      continue;
    }
    const codec = codecs[entry.op];
    if (!codec) throw new JournalReplayError(`entry ${count} has an unknown operation ${entry.op}`);
    const args = codec.decode(exchange, entry.args);
    clock.pin(entry.at);
    let outcome: string;
    try {
      outcome = outcomeOf(
        entry.op,
        (target[entry.op] as (...a: unknown[]) => unknown).apply(exchange, args),
      );
    } catch (error) {
      outcome = failureOf(error);
    } finally {
      clock.unpin();
    }
    if (outcome !== entry.outcome) {
      throw new JournalReplayError(
        `entry ${count} (${entry.op} at ${entry.at}) ended as ${outcome || "done"}, not as recorded (${entry.outcome || "done"}): the data directory was written with other options or another engine`,
      );
    }
  }
  return last;
}
