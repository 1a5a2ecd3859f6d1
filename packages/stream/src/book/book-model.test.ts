import fc from "fast-check";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  type BookMessage,
  type LevelChange,
  levelChange,
  ReferenceBook,
} from "../../test/reference-book.js";
import { type ScriptedConnection, ScriptedServer } from "../../test/scripted-server.js";
import { createStreamClient, type StreamClient } from "../client.js";
import type { WatchedOrderBook } from "./watch-order-book.js";

// The book always comes back. A model of the gateway drives the client over a real socket
// through random interleavings of replies (accepting, refusing, rate limiting), snapshots, diffs
// (lost, duplicated, reordered), unreadable frames, closes, drops and the passing of time, with
// several frames in one read where a gateway would write them together. After every step, once
// the client has read and answered everything, it checks what must always hold:
//
// - a live book equals the gateway's book at its book time, and the gateway has the
//   subscription behind it;
// - a syncing book has a request outstanding: the client is reconnecting, or the gateway holds a
//   request for the symbol, or owes the snapshot of an accepted subscribe, or the client waits to
//   retry a subscribe refused with RATE_LIMIT;
// - a closed book closed with an error (nothing here closes a book on purpose).
//
// At the end the gateway behaves (answers at once, a snapshot after each subscribe, a diff per
// interval) and every book must be live on the gateway's latest book within the stated bound,
// or have failed with an error. The clock is a fake one that the steps move; the sockets are
// real.

const SYMBOL = "BTCUSD";
const KEY = `L2Book|${SYMBOL}`;
const RECONNECT = {
  initialDelayMs: 100,
  maxDelayMs: 1_600,
  jitter: 0.5,
  resetAfterMs: 5_000,
  resetAfterDataMs: 1_000,
};
const RETRY = { maxRetries: 2, initialDelayMs: 200, maxDelayMs: 800 };

type Trailing = "diff" | "duplicate" | "bad";
type Decision = "ok" | "RATE_LIMIT" | "INTERNAL_ERROR" | "UNSUBSCRIBE_FAILED";
type Step =
  | { kind: "serve" }
  | { kind: "answer"; decision: Decision; snapshot: boolean; trailing: Trailing[] }
  | { kind: "snapshot"; trailing: Trailing[] }
  | { kind: "diff"; changes: LevelChange[]; lost: boolean }
  | { kind: "duplicate" }
  | { kind: "reorder"; first: LevelChange[]; second: LevelChange[] }
  | { kind: "bad"; frame: "unreadable" | "pt-null" | "not-json" }
  | { kind: "close"; code: number }
  | { kind: "drop" }
  | { kind: "tick"; ms: number };

interface Options {
  readonly staleAfterMs: number;
  readonly replyTimeoutMs: number;
  readonly retry: boolean;
  readonly watchers: number;
  readonly seed: number;
}

const changes = fc.array(
  fc
    .record({
      side: fc.constantFrom("b" as const, "a" as const),
      units: fc.integer({ min: 1, max: 8 }),
      quantity: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 3_000_000_000n })),
      padded: fc.boolean(),
    })
    .map(({ side, units, quantity, padded }) => levelChange(side, units, quantity, padded)),
  { maxLength: 3 },
);
const trailing = fc.array(fc.constantFrom<Trailing>("diff", "duplicate", "bad"), { maxLength: 2 });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: "serve" as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("answer" as const),
      decision: fc.constant<Decision>("ok"),
      snapshot: fc.boolean(),
      trailing,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("answer" as const),
      decision: fc.constantFrom<Decision>(
        "RATE_LIMIT",
        "RATE_LIMIT",
        "RATE_LIMIT",
        "INTERNAL_ERROR",
        "UNSUBSCRIBE_FAILED",
      ),
      snapshot: fc.constant(false),
      trailing: fc.constant<Trailing[]>([]),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("snapshot" as const), trailing }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("diff" as const),
      changes,
      lost: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "duplicate" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("reorder" as const),
      first: changes,
      second: changes,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("bad" as const),
      frame: fc.constantFrom("unreadable" as const, "pt-null" as const, "not-json" as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("close" as const),
      code: fc.constantFrom(1000, 1001, 1011, 1012, 4000),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "drop" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("tick" as const),
      ms: fc.constantFrom(50, 200, 700, 1_200, 3_000),
    }),
  },
);

const options: fc.Arbitrary<Options> = fc.record({
  staleAfterMs: fc.constantFrom(0, 1_000),
  replyTimeoutMs: fc.constantFrom(1_000, 4_000),
  retry: fc.boolean(),
  watchers: fc.constantFrom(1, 2),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});

/** Random numbers in [0, 1) from a seed, for the client's jitter. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The gateway as the model runs it, the client it serves, and what the test saw of both. */
class Run {
  readonly book = new ReferenceBook(SYMBOL);
  /** The connection the gateway last served; the others are gone. */
  private conn: ScriptedConnection | undefined;
  /** The current connection accepted a subscribe and has not sent its snapshot yet. */
  owed = false;
  /** The last diff sent on the current connection. */
  private lastSent: BookMessage | undefined;
  /** RATE_LIMIT answers in a row to the subscribes of one attempt to subscribe. */
  private rateLimits = 0;
  readonly failed = new Set<WatchedOrderBook>();
  /** When the client's next connection attempt is due (fake clock), once it announced one. */
  private dueAt: number | undefined;
  readonly books: WatchedOrderBook[] = [];

  constructor(
    readonly server: ScriptedServer,
    readonly client: StreamClient,
    readonly options: Options,
  ) {
    client.on("reconnecting", ({ delayMs }) => {
      this.dueAt = Date.now() + delayMs;
    });
    client.on("connected", () => {
      this.dueAt = undefined;
    });
    for (let i = 0; i < options.watchers; i++) {
      const book = client.watchOrderBook(SYMBOL, { staleAfterMs: options.staleAfterMs });
      book.on("close", ({ error }) => {
        if (error) this.failed.add(book);
      });
      this.books.push(book);
    }
  }

  /** The gateway's open connection, if any; a new one starts with nothing owed. */
  current(): ScriptedConnection | undefined {
    const latest = this.server.latest();
    if (latest !== this.conn) {
      this.conn = latest;
      this.owed = false;
      this.lastSent = undefined;
      this.rateLimits = 0;
    }
    const open = latest && latest.socket.readyState === latest.socket.OPEN;
    return open ? latest : undefined;
  }

  /** Diffs go to a connection subscribed to the book whose snapshot has gone out. */
  private feeding(conn: ScriptedConnection): boolean {
    return conn.topics.has(KEY) && !this.owed;
  }

  private send(conn: ScriptedConnection, message: BookMessage): void {
    conn.push("L2Book", message, message.t);
    this.lastSent = message;
  }

  private snapshot(conn: ScriptedConnection): void {
    this.owed = false;
    this.send(conn, this.book.snapshot());
  }

  private trail(conn: ScriptedConnection, frames: readonly Trailing[]): void {
    for (const frame of frames) {
      if (frame === "bad") this.bad(conn, "unreadable");
      else if (frame === "duplicate" && this.lastSent && this.feeding(conn)) {
        this.send(conn, this.lastSent);
      } else if (frame === "diff") {
        const diff = this.book.change([levelChange("b", (this.book.t % 5) + 1, 1_000_000_000n)]);
        if (this.feeding(conn)) this.send(conn, diff);
      }
    }
  }

  private bad(conn: ScriptedConnection, frame: "unreadable" | "pt-null" | "not-json"): void {
    if (frame === "not-json") conn.send("{not json");
    else if (frame === "pt-null") {
      conn.push("L2Book", { s: SYMBOL, t: this.book.t + 1, pt: null, a: [], b: [] });
    } else conn.push("L2Book", { s: SYMBOL, t: "later", a: [], b: [] });
  }

  /** Answers the oldest request the client is waiting on. */
  private answer(conn: ScriptedConnection, s: Extract<Step, { kind: "answer" }>): void {
    const request = conn.held[0];
    if (!request) return;
    conn.together(() => {
      const subscribe = request.event === "subscribe";
      conn.answer(request, s.decision);
      if (!subscribe) this.rateLimits = 0;
      if (subscribe && s.decision === "RATE_LIMIT") this.rateLimits++;
      if (subscribe && s.decision === "ok") {
        this.rateLimits = 0;
        this.owed = true;
        if (s.snapshot) this.snapshot(conn);
      }
      if (!subscribe && s.decision === "ok") this.owed = false;
      this.trail(conn, s.trailing);
    });
  }

  /** Answers every request waiting at once, each subscribe with its snapshot, as a gateway does. */
  private serve(conn: ScriptedConnection): void {
    if (this.owed) this.snapshot(conn);
    while (conn.held.length > 0) {
      this.answer(conn, { kind: "answer", decision: "ok", snapshot: true, trailing: [] });
    }
  }

  /** Plays one step of the gateway (or of the clock). */
  async play(s: Step): Promise<void> {
    if (s.kind === "tick") return this.advance(s.ms);
    const conn = this.current();
    if (s.kind === "diff" || s.kind === "reorder") {
      const first = this.book.change(s.kind === "diff" ? s.changes : s.first);
      const second = s.kind === "reorder" ? this.book.change(s.second) : undefined;
      if (!conn || !this.feeding(conn)) return;
      if (second) {
        conn.together(() => {
          this.send(conn, second);
          this.send(conn, first);
        });
      } else if (s.kind === "diff" && !s.lost) this.send(conn, first);
      return;
    }
    if (!conn) return;
    if (s.kind === "serve") this.serve(conn);
    else if (s.kind === "answer") this.answer(conn, s);
    else if (s.kind === "snapshot" && this.owed) {
      conn.together(() => {
        this.snapshot(conn);
        this.trail(conn, s.trailing);
      });
    } else if (s.kind === "duplicate" && this.lastSent && this.feeding(conn)) {
      this.send(conn, this.lastSent);
    } else if (s.kind === "bad") this.bad(conn, s.frame);
    else if (s.kind === "close") conn.close(s.code, "scripted");
    else if (s.kind === "drop") conn.terminate();
  }

  /** Moves the fake clock in short steps, letting the client read and answer between them. */
  async advance(ms: number): Promise<void> {
    for (let left = ms; left > 0; left -= 100) {
      await vi.advanceTimersByTimeAsync(Math.min(100, left));
      await this.settle();
    }
  }

  /** A connection attempt of the client's is under way (its socket is opening). */
  private connecting(): boolean {
    const status = this.client.status;
    if (status === "open" || status === "closed") return false;
    return this.dueAt === undefined || Date.now() >= this.dueAt;
  }

  private fingerprint(): string {
    const conn = this.server.latest();
    const books = this.books.map((b) => `${b.status}@${b.time}`).join(",");
    return `${this.client.status} ${this.server.connections.length} ${conn?.requests.length} ${conn?.held.length} ${books}`;
  }

  /**
   * Waits until the client has read everything the gateway sent and the gateway has read
   * everything the client sent in answer: round trips until nothing changes twice running.
   */
  async settle(): Promise<void> {
    let last = "";
    let stable = 0;
    for (let i = 0; i < 500; i++) {
      await (this.current()?.roundTrip() ?? immediate());
      await immediate();
      // Timers already due (a reconnect at once) fire now; the clock does not move.
      await vi.advanceTimersByTimeAsync(0);
      const print = this.fingerprint();
      stable = print === last && !this.connecting() ? stable + 1 : 0;
      if (stable >= 2) return;
      last = print;
    }
    throw new Error(`the client never settled: ${this.fingerprint()}`);
  }

  /** What must hold after every step. */
  check(after: string): void {
    const conn = this.current();
    for (const [i, book] of this.books.entries()) {
      const where = `book ${i} after ${after}`;
      if (book.status === "live") {
        expect(book.depth(), `${where}: live and equal to the gateway's book`).toEqual(
          this.book.at(book.time as number),
        );
        expect(conn?.topics.has(KEY), `${where}: live with a subscription behind it`).toBe(true);
      } else if (book.status === "syncing") {
        const retrying =
          this.options.retry && this.rateLimits > 0 && this.rateLimits <= RETRY.maxRetries;
        const outstanding =
          this.client.status !== "open" ||
          conn?.held.some((r) => r.data.symbol === SYMBOL) === true ||
          this.owed ||
          retrying;
        expect(outstanding, `${where}: syncing with a request outstanding`).toBe(true);
      } else {
        expect(this.failed.has(book), `${where}: closed only with an error`).toBe(true);
      }
    }
  }

  /** Every book is live on the gateway's latest book, or failed with an error. */
  private done(): boolean {
    return this.books.every(
      (b) => this.failed.has(b) || (b.status === "live" && b.time === this.book.t),
    );
  }

  /**
   * The gateway behaves from now on; the books must come back within the bound: the longest
   * reconnect delay, a reply timeout, the longest RATE_LIMIT retry and two L2Book intervals.
   */
  async heal(): Promise<number> {
    const bound = RECONNECT.maxDelayMs + this.options.replyTimeoutMs + RETRY.maxDelayMs + 2 * 200;
    const started = Date.now();
    for (;;) {
      const conn = this.current();
      if (conn) {
        this.serve(conn);
        const diff = this.book.change([]);
        if (this.feeding(conn)) this.send(conn, diff);
      }
      await this.settle();
      this.check("healing");
      if (this.done()) return Date.now() - started;
      expect(Date.now() - started, "every book back within the bound").toBeLessThan(bound);
      await this.advance(100);
    }
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the book always comes back", () => {
  test("a watched book is live and correct, or syncing with a request outstanding, after every step; and live again within the bound once the gateway behaves", async () => {
    await fc.assert(
      fc.asyncProperty(
        options,
        fc.array(step, { minLength: 5, maxLength: 60, size: "max" }),
        async (o, steps) => {
          vi.useFakeTimers({
            toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
          });
          const server = await ScriptedServer.start({ decide: () => "hold" });
          const client = createStreamClient({
            url: server.url,
            budget: false,
            pingIntervalMs: 0,
            connectTimeoutMs: 2_000,
            replyTimeoutMs: o.replyTimeoutMs,
            rateLimitRetry: o.retry ? RETRY : false,
            reconnect: RECONNECT,
            random: seeded(o.seed),
          });
          const run = new Run(server, client, o);
          try {
            await run.settle();
            for (const [i, s] of steps.entries()) {
              await run.play(s);
              await run.settle();
              run.check(`step ${i} (${s.kind})`);
            }
            await run.heal();
          } finally {
            vi.useRealTimers();
            await client.close();
            await server.close();
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
