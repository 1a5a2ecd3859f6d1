import { type LevelChange, levelChange, ReferenceBook } from "../reference-book.js";
import {
  type ErrorCode,
  type ScriptedConnection,
  ScriptedServer,
  topicKey,
} from "../scripted-server.js";

// The soak's gateway: the scripted gateway with a live feed and faults to inject. Every symbol
// has its reference book, which moves on every L2Book interval whether or not anyone listens;
// each connection subscribed to a symbol gets its snapshot after the reply, then a diff per
// interval. Faults change what a connection is sent, never the reference: a lost diff, a
// duplicated or reordered one, an unreadable message, a silence, refused subscribes, slow
// handshakes, and whatever the connection itself suffers (see faults.ts).

/** Random numbers in [0, 1) from a seed (xorshift32): the same seed, the same run of faults. */
export function seededRandom(seed: number): () => number {
  let x = seed >>> 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

/** What happened to one symbol's feed, until the fault is spent. */
interface FeedFaults {
  /** Diffs still to leave out (a gap). */
  lose: number;
  /** Diffs still to send twice. */
  duplicate: number;
  /** The next two diffs go out in the wrong order. */
  reorder: boolean;
  /** No diff goes out before this time (epoch ms): a silence, pings still answered. */
  silentUntil: number;
  /** When a lost, duplicated or reordered diff last took effect (epoch ms). */
  appliedAt: number;
}

/** Every lost, duplicated or reordered diff asked for has taken effect. */
export function spent(f: FeedFaults): boolean {
  return f.lose === 0 && f.duplicate === 0 && !f.reorder;
}

/** One request the gateway received, for the budget count. */
export interface ReceivedRequest {
  readonly at: number;
  readonly event: "subscribe" | "unsubscribe";
  readonly key: string;
  /** A subscribe a reconnect paid for: on a later connection, before any unsubscribe of it there. */
  readonly restoring: boolean;
}

/** How the gateway feeds its books. */
export interface ChaosGatewayOptions {
  readonly symbols: readonly string[];
  readonly tickers: readonly string[];
  readonly intervalMs: number;
  readonly random: () => number;
}

/** The soak's gateway; see the file's comment. */
export class ChaosGateway {
  readonly books = new Map<string, ReferenceBook>();
  readonly requests: ReceivedRequest[] = [];
  /** Codes to refuse the next subscribes with. */
  readonly refusals: ErrorCode[] = [];
  /** When the last of them was used (epoch ms). */
  refusedAt = 0;
  /** Each connection is closed (with one of these codes, 0 for a drop) this long after it opens. */
  closeAfter: { readonly ms: number; readonly codes: readonly number[] } | undefined;
  private readonly faults = new Map<string, FeedFaults>();
  /** The diff held back by a reorder, per symbol. */
  private readonly heldBack = new Map<string, unknown>();
  private readonly unsubscribed = new WeakMap<ScriptedConnection, Set<string>>();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly started = Date.now();
  private steps = 0;

  private constructor(
    readonly server: ScriptedServer,
    private readonly options: ChaosGatewayOptions,
  ) {
    for (const symbol of options.symbols) {
      this.books.set(symbol, new ReferenceBook(symbol, 1_000, 400));
      this.faults.set(symbol, {
        lose: 0,
        duplicate: 0,
        reorder: false,
        silentUntil: 0,
        appliedAt: 0,
      });
    }
    this.timer = setInterval(() => this.catchUp(), options.intervalMs);
  }

  static async start(options: ChaosGatewayOptions): Promise<ChaosGateway> {
    let gateway: ChaosGateway | undefined;
    const server = await ScriptedServer.start({
      batchReplies: true,
      decide: (request, conn) => gateway?.decide(request.event, request.topic, conn),
      onSubscribe: (topic, conn) => gateway?.subscribed(topic, conn),
      onConnection: (conn) => gateway?.connected(conn),
    });
    gateway = new ChaosGateway(server, options);
    return gateway;
  }

  get url(): string {
    return this.server.url;
  }

  /** The feed fault record of a symbol. */
  feed(symbol: string): FeedFaults {
    return this.faults.get(symbol) as FeedFaults;
  }

  /** The connection the client uses now, if it is open. */
  latest(): ScriptedConnection | undefined {
    const conn = this.server.latest();
    return conn && conn.socket.readyState === conn.socket.OPEN ? conn : undefined;
  }

  private decide(
    event: "subscribe" | "unsubscribe",
    topic: { type: string; symbol?: string },
    conn: ScriptedConnection,
  ): ErrorCode | undefined {
    const key = topicKey(topic);
    let gone = this.unsubscribed.get(conn);
    if (!gone) {
      gone = new Set();
      this.unsubscribed.set(conn, gone);
    }
    const first = this.server.connections[0] === conn;
    this.requests.push({
      at: Date.now(),
      event,
      key,
      restoring: event === "subscribe" && !first && !gone.has(key),
    });
    if (event === "unsubscribe") gone.add(key);
    if (event !== "subscribe" || this.refusals.length === 0) return undefined;
    this.refusedAt = Date.now();
    return this.refusals.shift();
  }

  private subscribed(topic: { type: string; symbol?: string }, conn: ScriptedConnection): void {
    const book = topic.symbol === undefined ? undefined : this.books.get(topic.symbol);
    if (topic.type === "L2Book" && book) conn.push("L2Book", book.snapshot(), book.t);
  }

  private connected(conn: ScriptedConnection): void {
    const close = this.closeAfter;
    if (!close) return;
    const code = close.codes[Math.floor(this.options.random() * close.codes.length)] as number;
    setTimeout(() => (code === 0 ? conn.terminate() : conn.close(code, "chaos")), close.ms);
  }

  /** When each connection attempt reached the gateway: each is 10 points the client paid. */
  get upgrades(): readonly number[] {
    return this.server.upgradedAt;
  }

  /** Every interval due by now: a late timer (a busy process) sends the missed ones at once. */
  private catchUp(): void {
    const due = Math.floor((Date.now() - this.started) / this.options.intervalMs);
    while (this.steps < due) {
      this.steps++;
      this.step();
    }
  }

  private step(): void {
    const random = this.options.random;
    const conns = this.server.connections.filter(
      (c) => c.socket.readyState === c.socket.OPEN && !c.halfOpen,
    );
    for (const [symbol, book] of this.books) {
      const changes: LevelChange[] = [];
      for (let n = Math.floor(random() * 4); n >= 0; n--) {
        const side = random() < 0.5 ? "b" : "a";
        const units = 1 + Math.floor(random() * 24);
        const quantity = random() < 0.15 ? 0n : BigInt(1 + Math.floor(random() * 5e9));
        changes.push(levelChange(side, units, quantity, random() < 0.2));
      }
      const diff = book.change(changes);
      const key = `L2Book|${symbol}`;
      for (const conn of conns) if (conn.topics.has(key)) this.deliver(conn, symbol, diff);
    }
    if (this.steps % 5 === 0) {
      for (const symbol of this.options.tickers) {
        const key = `Ticker|${symbol}`;
        const ticker = { s: symbol, t: Date.now(), markPx: "100.5", bidPx: "100", askPx: "101" };
        for (const conn of conns) if (conn.topics.has(key)) conn.push("Ticker", ticker);
      }
    }
  }

  /** One diff to one connection, through the symbol's faults. */
  private deliver(conn: ScriptedConnection, symbol: string, diff: { t: number }): void {
    const f = this.feed(symbol);
    if (Date.now() < f.silentUntil) return;
    if (f.lose > 0) {
      f.lose--;
      f.appliedAt = Date.now();
      return;
    }
    if (f.reorder) {
      f.reorder = false;
      f.appliedAt = Date.now();
      this.heldBack.set(symbol, diff);
      return;
    }
    const held = this.heldBack.get(symbol);
    conn.push("L2Book", diff, diff.t);
    if (held) {
      this.heldBack.delete(symbol);
      conn.push("L2Book", held);
    }
    if (f.duplicate > 0) {
      f.duplicate--;
      f.appliedAt = Date.now();
      conn.push("L2Book", diff, diff.t);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.server.close();
  }
}
