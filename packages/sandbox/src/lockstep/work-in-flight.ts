import type { ClockLockstep, LockstepConnection, LockstepRequest } from "@perpkit/core";

/** Where a lock-step request is: on its way or being answered (in flight), or held by the sandbox until its time. */
type RequestState = "travelling" | "held" | "answering";

interface RequestRecord {
  readonly seq: number;
  /** The simulated time it was sent at. */
  readonly sentAt: number;
  state: RequestState;
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
}

/**
 * The gateway's side of a lock-step connection.
 *
 * @example
 * const link = work.accept(id)
 * link?.sent()
 */
export interface ServerLink {
  /** A message or a ping from the client was read. */
  received(): void;
  /** A frame or a pong was written to the client. */
  sent(): void;
  /** The connection closed on the gateway's side. */
  closed(): void;
}

/**
 * What a simulation waits for: the work its lock-step clients have in flight. A request counts
 * from the moment it is sent until its answer is handled, except while the sandbox holds it for
 * its modelled latency (then it is an event at its due time, not work in flight); a stream
 * connection counts every message the client sent that the gateway has not read, every frame the
 * gateway sent that the client has not handled, and a close one side has seen and the other not.
 * The clients report through {@link ClockLockstep} (the clock they are given carries it); the
 * sandbox's HTTP hold and gateway report the other side.
 *
 * @example
 * const work = new WorkInFlight(() => clock.now())
 * const clock = createClock({ frozen: true, lockstep: work })
 * await work.idle()
 */
export class WorkInFlight implements ClockLockstep {
  private count = 0;
  private seq = 0;
  private readonly requests = new Map<string, RequestRecord>();
  private readonly links = new Map<string, LinkRecord>();
  private waiters: (() => void)[] = [];

  constructor(private readonly now: () => number) {}

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

  request(): LockstepRequest {
    const seq = ++this.seq;
    const id = String(seq);
    this.requests.set(id, { seq, sentAt: this.now(), state: "travelling" });
    this.add(1);
    return { id, done: () => this.done(id) };
  }

  private done(id: string): void {
    const record = this.requests.get(id);
    if (!record) return;
    this.requests.delete(id);
    if (record.state !== "held") this.add(-1);
  }

  /** The request `id` names, while its client waits for it: its order and when it was sent. */
  find(id: string): { readonly seq: number; readonly sentAt: number } | undefined {
    return this.requests.get(id);
  }

  /** The sandbox holds the request until its time: it is an event now, not work in flight. */
  hold(id: string): void {
    const record = this.requests.get(id);
    if (record?.state !== "travelling") return;
    record.state = "held";
    this.add(-1);
  }

  /** The sandbox takes a held request: in flight again until its answer is handled. */
  release(id: string): void {
    const record = this.requests.get(id);
    if (record?.state !== "held") return;
    record.state = "answering";
    this.add(1);
  }

  connection(): LockstepConnection {
    const id = `c${++this.seq}`;
    const link: LinkRecord = {
      up: 1,
      down: 0,
      accepted: false,
      clientClosed: false,
      serverClosed: false,
    };
    this.links.set(id, link);
    this.add(1);
    return {
      id,
      opened: () => this.move(link, 0, -1),
      sent: () => this.move(link, 1, 0),
      handled: () => this.move(link, 0, -1),
      closed: () => this.close(id, link, "client"),
    };
  }

  /** Moves a link's counts while it is open on both sides. */
  private move(link: LinkRecord, up: number, down: number): void {
    if (link.clientClosed || link.serverClosed) return;
    link.up += up;
    link.down += down;
    this.add(up + down);
  }

  /** What a link adds to the count. */
  private weight(link: LinkRecord): number {
    if (link.clientClosed && link.serverClosed) return 0;
    // One side saw the close: the other must see it too, unless the gateway never saw the link.
    if (link.clientClosed) return link.accepted ? 1 : 0;
    if (link.serverClosed) return 1;
    return link.up + link.down;
  }

  private close(id: string, link: LinkRecord, side: "client" | "server"): void {
    const before = this.weight(link);
    if (side === "client") link.clientClosed = true;
    else link.serverClosed = true;
    const after = this.weight(link);
    if (after === 0) this.links.delete(id);
    this.add(after - before);
  }

  /**
   * The gateway accepted the connection `id` named: the connect was read, the open is on its way
   * to the client. Undefined for an id no lock-step client gave.
   */
  accept(id: string): ServerLink | undefined {
    const link = this.links.get(id);
    if (!link || link.accepted || link.clientClosed) return undefined;
    link.accepted = true;
    this.move(link, -1, 1);
    return {
      received: () => this.move(link, -1, 0),
      sent: () => this.move(link, 0, 1),
      closed: () => this.close(id, link, "server"),
    };
  }

  /** What is in flight, in words, for a replay that has waited long. */
  describe(): string {
    const parts: string[] = [];
    for (const [id, r] of this.requests) {
      if (r.state !== "held") parts.push(`request ${id} (${r.state}, sent at ${r.sentAt})`);
    }
    for (const [id, link] of this.links) {
      const weight = this.weight(link);
      if (weight === 0) continue;
      const closing = link.clientClosed || link.serverClosed;
      parts.push(
        closing
          ? `connection ${id} (closed on one side)`
          : `connection ${id} (${link.up} messages to the gateway, ${link.down} frames to the client)`,
      );
    }
    return parts.join(", ") || "nothing";
  }
}
