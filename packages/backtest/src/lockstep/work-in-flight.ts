import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import {
  type ClockLockstep,
  type LockstepConnection,
  type LockstepRequest,
  PerpkitError,
} from "@perpkit/core";
import { createRandom, LockstepWiringError } from "@perpkit/sandbox";
import { RemoteBots } from "./remote-bots.js";

/** Where a lock-step request is: on its way or being answered (in flight), or held by the sandbox until its time. */
type RequestState = "travelling" | "held" | "answering";

interface RequestRecord {
  readonly seq: number;
  /** The simulated time it was sent at. */
  readonly sentAt: number;
  state: RequestState;
  /** Real time (performance.now) of its last step, for the stall bound. */
  since: number;
  dropped: boolean;
}

/** One lock-step stream connection: messages each way not yet taken, and who has seen it close. */
interface LinkRecord {
  /** Messages (a connect, requests, pings) the client sent that the gateway has not read. */
  up: number;
  /** Frames (the open, replies, messages, pongs) the gateway sent that the client has not handled. */
  down: number;
  accepted: boolean;
  clientClosed: boolean;
  serverClosed: boolean;
  /** Real time of its last step, for the stall bound. */
  since: number;
  /** Dropped for stalling or for wrong wiring: it counts no more. */
  dropped: boolean;
  /** How the gateway drops it (closes the socket without a close frame). */
  drop: (() => void) | undefined;
}

/**
 * The gateway's side of a lock-step connection.
 *
 * @example
 * const link = work.accept(id, () => socket.terminate())
 * link?.sent()
 */
export interface ServerLink {
  /** A message or a ping from the client was read. */
  received(): void;
  /** A frame or a pong was written to the client. */
  sent(): void;
  /** The connection closed on the gateway's side. */
  closed(): void;
  /**
   * For a bot in another process: a frame telling the replay's time, to write before the next
   * frame when the time moved since the bot was last told (counted as written).
   */
  timeFrame?(): string | undefined;
}

/**
 * What a simulation's work tracker tells the simulation besides its count: a client wired to
 * another sandbox, and a client's own code failing.
 *
 * @example
 * const hooks: WorkHooks = { onWiring: report, onFailure: (e) => replay.fail(e) }
 */
export interface WorkHooks {
  onWiring(error: LockstepWiringError): void;
  onFailure(error: unknown): void;
}

/**
 * What a simulation waits for: the work its lock-step clients have in flight. A request counts
 * from the moment it is sent until its answer is handled, except while the sandbox holds it for
 * its modelled latency (then it is an event at its due time, not work in flight); a stream
 * connection counts every message the client sent that the gateway has not read, every frame the
 * gateway sent that the client has not handled, and a close one side has seen and the other not.
 * The clients report through {@link ClockLockstep} (the clock they are given carries it); the
 * sandbox's HTTP hold and gateway report the other side. A piece of work that makes no progress
 * for the stall bound is dropped (`dropStalled`), so no client can hold the simulation for good.
 * Its ids carry a prefix of their own, so a sandbox can tell another sandbox's client from its own.
 *
 * @example
 * const work = new WorkInFlight(() => clock.now(), 11)
 * const clock = createClock({ frozen: true, lockstep: work })
 * await work.idle()
 */
export class WorkInFlight implements ClockLockstep {
  private count = 0;
  private requestSeq = 0;
  private linkSeq = 0;
  private randoms = 0;
  private readonly prefix = `${randomUUID().slice(0, 8)}-`;
  private readonly requests = new Map<string, RequestRecord>();
  private readonly links = new Map<string, LinkRecord>();
  private waiters: (() => void)[] = [];
  private readonly over = new AbortController();
  /** Aborts when the simulation is over: clients on its clock stop waiting. */
  readonly ended: AbortSignal = this.over.signal;
  hooks: WorkHooks = { onWiring: () => undefined, onFailure: () => undefined };
  /** Bots in other processes, in lock-step through the protocol of remote-bots.ts. */
  readonly bots: RemoteBots;

  constructor(
    private readonly now: () => number,
    private readonly seed: number | string | undefined = undefined,
  ) {
    this.bots = new RemoteBots(this.prefix, (delta) => this.add(delta), now);
  }

  /** How many pieces of work are in flight. */
  get pending(): number {
    return this.count;
  }

  private add(delta: number): void {
    this.count += delta;
    if (this.count === 0 && this.waiters.length > 0) {
      const waiting = this.waiters;
      this.waiters = [];
      for (const resolve of waiting) resolve();
    }
  }

  /** Resolves once nothing is in flight (at once when nothing is). */
  idle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** True when `id` is one this tracker gave (a request's, a connection's or a bot's). */
  owns(id: string): boolean {
    return id.startsWith(this.prefix);
  }

  /** A client's random numbers: the n-th call draws the n-th sequence of the seed. */
  random(): () => number {
    const source = createRandom(`${this.seed ?? 0}:client-random:${++this.randoms}`);
    return () => source.float();
  }

  failed(error: unknown): void {
    this.hooks.onFailure(error);
  }

  /** The simulation is over: clients waiting on its clock are told through `ended`. */
  end(): void {
    this.over.abort(
      new PerpkitError("SIMULATION_OVER", "The simulation is over: its sandbox closed."),
    );
  }

  request(): LockstepRequest {
    const seq = ++this.requestSeq;
    const id = `${this.prefix}${seq}`;
    const record: RequestRecord = {
      seq,
      sentAt: this.now(),
      state: "travelling",
      since: performance.now(),
      dropped: false,
    };
    this.requests.set(id, record);
    this.add(1);
    return { id, done: () => this.done(id) };
  }

  private done(id: string): void {
    const record = this.requests.get(id);
    if (!record) return;
    this.requests.delete(id);
    if (record.state !== "held" && !record.dropped) this.add(-1);
  }

  /** The request `id` names, while its client waits for it: its order and when it was sent. */
  find(id: string): { readonly seq: number; readonly sentAt: number } | undefined {
    return this.requests.get(id) ?? this.bots.find(id);
  }

  /** The sandbox holds the request until its time: it is an event now, not work in flight. */
  hold(id: string): void {
    if (this.bots.find(id)) {
      this.bots.hold(id, true);
      return;
    }
    const record = this.requests.get(id);
    // A delay fault, then the latency, may each hold it in turn.
    if (record === undefined || record.state === "held") return;
    record.state = "held";
    if (!record.dropped) this.add(-1);
  }

  /** The sandbox takes a held request: in flight again until its answer is handled. */
  release(id: string): void {
    if (this.bots.find(id)) {
      this.bots.hold(id, false);
      return;
    }
    const record = this.requests.get(id);
    if (record?.state !== "held") return;
    record.state = "answering";
    record.since = performance.now();
    if (!record.dropped) this.add(1);
  }

  connection(): LockstepConnection {
    const id = `${this.prefix}c${++this.linkSeq}`;
    const link: LinkRecord = {
      up: 1,
      down: 0,
      accepted: false,
      clientClosed: false,
      serverClosed: false,
      since: performance.now(),
      dropped: false,
      drop: undefined,
    };
    this.links.set(id, link);
    this.add(1);
    return {
      id,
      opened: () => {
        if (!link.accepted && !link.dropped && !link.clientClosed) this.miswired(id, link);
        this.move(link, 0, -1);
      },
      sent: () => this.move(link, 1, 0),
      handled: () => this.move(link, 0, -1),
      closed: () => this.close(id, link, "client"),
    };
  }

  /** A connection opened that this sandbox's gateway never accepted: it went elsewhere. */
  private miswired(id: string, link: LinkRecord): void {
    this.forget(id, link);
    this.hooks.onWiring(
      new LockstepWiringError(
        `The stream connection ${id} runs on this sandbox's clock but opened on another server: this sandbox's replay does not wait for it.`,
      ),
    );
  }

  /** Moves a link's counts while it is open on both sides. */
  private move(link: LinkRecord, up: number, down: number): void {
    if (link.clientClosed || link.serverClosed || link.dropped) return;
    link.up += up;
    link.down += down;
    link.since = performance.now();
    this.add(up + down);
  }

  /** What a link adds to the count. */
  private weight(link: LinkRecord): number {
    if (link.dropped || (link.clientClosed && link.serverClosed)) return 0;
    // One side saw the close: the other must see it too, unless the gateway never saw the link.
    if (link.clientClosed) return link.accepted ? 1 : 0;
    if (link.serverClosed) return 1;
    return link.up + link.down;
  }

  private close(id: string, link: LinkRecord, side: "client" | "server"): void {
    const before = this.weight(link);
    if (side === "client") link.clientClosed = true;
    else link.serverClosed = true;
    link.since = performance.now();
    const after = this.weight(link);
    if (after === 0) this.links.delete(id);
    this.add(after - before);
  }

  /** Stops counting a link; it stays known (as dropped) until both sides saw it close. */
  private forget(id: string, link: LinkRecord): void {
    const before = this.weight(link);
    link.dropped = true;
    if (link.clientClosed && link.serverClosed) this.links.delete(id);
    this.add(-before);
  }

  /**
   * The gateway accepted the connection `id` named: the connect was read, the open is on its way
   * to the client; `drop` closes it should it stall. Undefined for an id this tracker did not give.
   */
  accept(id: string, drop?: () => void): ServerLink | undefined {
    const link = this.links.get(id);
    if (!link || link.accepted || link.clientClosed || link.dropped) return undefined;
    link.accepted = true;
    link.drop = drop;
    this.move(link, -1, 1);
    return {
      received: () => this.move(link, -1, 0),
      sent: () => this.move(link, 0, 1),
      closed: () => this.close(id, link, "server"),
    };
  }

  /** When (performance.now) the oldest piece of work in flight will have stalled `stallMs`. */
  nextStall(stallMs: number): number | undefined {
    let first: number | undefined;
    const see = (since: number) => {
      if (first === undefined || since < first) first = since;
    };
    for (const r of this.requests.values()) if (!r.dropped && r.state !== "held") see(r.since);
    for (const link of this.links.values()) if (this.weight(link) > 0) see(link.since);
    const bot = this.bots.nextStall(stallMs);
    if (bot !== undefined) see(bot - stallMs);
    return first === undefined ? undefined : first + stallMs;
  }

  /**
   * Drops every piece of work that made no progress for `stallMs` of real time: a connection is
   * closed by the gateway and counts no more, a request is no longer waited for (its client's own
   * timeout, on the simulation's clock, ends it). Answers what was dropped, in words.
   */
  dropStalled(stallMs: number): string[] {
    const before = performance.now() - stallMs;
    const dropped: string[] = [];
    for (const [id, r] of this.requests) {
      if (r.dropped || r.state === "held" || r.since > before) continue;
      dropped.push(this.describeRequest(id, r));
      r.dropped = true;
      this.add(-1);
    }
    for (const [id, link] of this.links) {
      if (this.weight(link) === 0 || link.since > before) continue;
      dropped.push(this.describeLink(id, link));
      this.forget(id, link);
      link.drop?.();
    }
    dropped.push(...this.bots.dropStalled(stallMs));
    return dropped;
  }

  private describeRequest(id: string, r: RequestRecord): string {
    return `request ${id} (${r.state}, sent at ${r.sentAt})`;
  }

  private describeLink(id: string, link: LinkRecord): string {
    const closing = link.clientClosed || link.serverClosed;
    return closing
      ? `connection ${id} (closed on one side)`
      : `connection ${id} (${link.up} messages to the gateway, ${link.down} frames to the client)`;
  }

  /** What is in flight, in words. */
  describe(): string {
    const parts: string[] = [];
    for (const [id, r] of this.requests) {
      if (r.state !== "held" && !r.dropped) parts.push(this.describeRequest(id, r));
    }
    for (const [id, link] of this.links) {
      if (this.weight(link) > 0) parts.push(this.describeLink(id, link));
    }
    parts.push(...this.bots.describe());
    return parts.join(", ") || "nothing";
  }
}
