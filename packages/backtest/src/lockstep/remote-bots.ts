import { performance } from "node:perf_hooks";
import { ValidationError } from "@perpkit/core";

// Bots in other processes, in any language, in lock-step with a replay: the sandbox counts what
// each bot sent it and what it delivered to the bot, and the bot acknowledges, with two totals,
// what it sent and what it handled. While the totals differ, or a request of the bot is being
// answered, the replay waits. The protocol is the README's ("A bot in another process").

/**
 * The response header that tells a lock-step bot the replay's time its answer left at.
 *
 * @example
 * const now = Number(response.headers.get(LOCKSTEP_TIME_HEADER))
 */
export const LOCKSTEP_TIME_HEADER = "x-perpkit-lockstep-time";

/** A bot's acknowledgement, checked. */
export interface BotAck {
  readonly sent: number;
  readonly handled: number;
  /** The replay time the bot asks to be woken at, or null for none. */
  readonly wakeAt: number | null;
}

/** One bot: the sandbox's counts, the bot's last acknowledgement, and what it is doing. */
interface BotRecord {
  /** Connects, messages, pings and requests of the bot the sandbox has taken in. */
  seen: number;
  /** Opens, frames (time and wake frames included) and answers the sandbox gave the bot. */
  delivered: number;
  /** The bot's last totals. */
  sent: number;
  handled: number;
  /** Requests of the bot being answered (not held for their latency). */
  answering: number;
  /** Real time of its last step, for the stall bound. */
  since: number;
  dropped: boolean;
  /** The replay time the bot was last told. */
  told: number;
  /** Closes every connection of the bot (a stall drops it). */
  readonly closers: Set<() => void>;
  /** The bot's requests by their number, for their latency draw. */
  readonly requests: Map<string, { readonly seq: number; readonly sentAt: number }>;
}

/** A whole number, 0 or more, or a ValidationError naming the field. */
function count(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(field, "must be a whole number, 0 or more");
  }
  return value;
}

/**
 * Reads a lock-step acknowledgement `{ event: "lockstep", sent, handled, wakeAt? }`. Throws a
 * ValidationError naming the field.
 *
 * @example
 * const ack = readBotAck({ event: "lockstep", sent: 3, handled: 5, wakeAt: 1767225600400 })
 */
export function readBotAck(message: Record<string, unknown>): BotAck {
  const { event: _event, sent, handled, wakeAt, ...rest } = message;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) throw new ValidationError(extra, "is not a field of a lock-step ack");
  return {
    sent: count(sent, "sent"),
    handled: count(handled, "handled"),
    wakeAt: wakeAt === undefined || wakeAt === null ? null : count(wakeAt, "wakeAt"),
  };
}

/**
 * The lock-step bots in other processes of one replay, and the work they have in flight (what
 * they count toward the replay's wait).
 *
 * @example
 * const bots = new RemoteBots(prefix, (delta) => work.add(delta), () => clock.now())
 */
export class RemoteBots {
  private readonly bots = new Map<string, BotRecord>();
  private made = 0;

  constructor(
    private readonly prefix: string,
    private readonly add: (delta: number) => void,
    private readonly now: () => number,
  ) {}

  /** What a bot adds to the replay's wait. */
  private weight(bot: BotRecord): number {
    if (bot.dropped) return 0;
    return Math.abs(bot.sent - bot.seen) + Math.abs(bot.delivered - bot.handled) + bot.answering;
  }

  /** Changes a bot, keeping the replay's count in step. */
  private change(bot: BotRecord, apply: () => void): void {
    const before = this.weight(bot);
    apply();
    bot.since = performance.now();
    this.add(this.weight(bot) - before);
  }

  /** A new bot; answers its id. */
  register(): string {
    const id = `${this.prefix}b${++this.made}`;
    this.bots.set(id, {
      seen: 0,
      delivered: 0,
      sent: 0,
      handled: 0,
      answering: 0,
      since: performance.now(),
      dropped: false,
      told: Number.NEGATIVE_INFINITY,
      closers: new Set(),
      requests: new Map(),
    });
    return id;
  }

  /** True for the id of a bot of this replay that was not dropped. */
  has(id: string): boolean {
    const bot = this.bots.get(id);
    return bot !== undefined && !bot.dropped;
  }

  /** The sandbox took in something of the bot's: a connect, a message, a ping, a request. */
  seen(id: string): void {
    const bot = this.bots.get(id);
    if (bot) this.change(bot, () => bot.seen++);
  }

  /** The sandbox gave the bot something to handle: an open, a frame, an answer. */
  delivered(id: string): void {
    const bot = this.bots.get(id);
    if (bot) this.change(bot, () => bot.delivered++);
  }

  /** The bot's acknowledgement: its totals. */
  ack(id: string, ack: BotAck): void {
    const bot = this.bots.get(id);
    if (!bot) return;
    this.change(bot, () => {
      bot.sent = Math.max(bot.sent, ack.sent);
      bot.handled = Math.max(bot.handled, ack.handled);
    });
  }

  /**
   * A time frame to write before the bot's next frame, when the replay's time moved since the
   * bot was last told (counted as delivered), else undefined.
   */
  timeFrame(id: string): string | undefined {
    const bot = this.bots.get(id);
    const now = this.now();
    if (!bot || bot.dropped || bot.told === now) return undefined;
    bot.told = now;
    this.change(bot, () => bot.delivered++);
    return JSON.stringify({ e: "lockstep", t: now });
  }

  /** Registers how to close one of the bot's connections; answers how to forget it. */
  connection(id: string, close: () => void): () => void {
    const bot = this.bots.get(id);
    bot?.closers.add(close);
    return () => bot?.closers.delete(close);
  }

  /** A request `<bot id>/<n>` arrived: taken in, and being answered. */
  request(header: string): void {
    const [id, n] = header.split("/");
    const bot = this.bots.get(id ?? "");
    const seq = Number(n);
    if (!bot || !Number.isSafeInteger(seq) || seq < 1) return;
    bot.requests.set(header, { seq, sentAt: this.now() });
    this.change(bot, () => {
      bot.seen++;
      bot.answering++;
    });
  }

  /** A bot's request by its header, while it is being handled: its number and arrival time. */
  find(header: string): { readonly seq: number; readonly sentAt: number } | undefined {
    return this.bots.get(header.split("/")[0] ?? "")?.requests.get(header);
  }

  /** The sandbox holds the request for its latency (`held`), or takes it back (`!held`). */
  hold(header: string, held: boolean): void {
    const bot = this.bots.get(header.split("/")[0] ?? "");
    if (bot?.requests.has(header)) this.change(bot, () => (bot.answering += held ? -1 : 1));
  }

  /** The request's answer left: the bot has it to handle. */
  answered(header: string): void {
    const bot = this.bots.get(header.split("/")[0] ?? "");
    if (!bot?.requests.delete(header)) return;
    this.change(bot, () => {
      bot.answering--;
      bot.delivered++;
    });
  }

  /** When the oldest waiting bot will have stalled `stallMs`. */
  nextStall(stallMs: number): number | undefined {
    let first: number | undefined;
    for (const bot of this.bots.values()) {
      if (this.weight(bot) > 0 && (first === undefined || bot.since < first)) first = bot.since;
    }
    return first === undefined ? undefined : first + stallMs;
  }

  /** Drops the bots that made no progress for `stallMs`: their connections close. */
  dropStalled(stallMs: number): string[] {
    const before = performance.now() - stallMs;
    const dropped: string[] = [];
    for (const [id, bot] of this.bots) {
      if (this.weight(bot) === 0 || bot.since > before) continue;
      dropped.push(
        `bot ${id} (sent ${bot.sent} of ${bot.seen} taken in, handled ${bot.handled} of ${bot.delivered} given)`,
      );
      this.change(bot, () => (bot.dropped = true));
      for (const close of [...bot.closers]) close();
    }
    return dropped;
  }

  /** The bots the replay waits for, in words. */
  describe(): string[] {
    return [...this.bots]
      .filter(([, bot]) => this.weight(bot) > 0)
      .map(
        ([id, bot]) =>
          `bot ${id} (acknowledged ${bot.sent} sent of ${bot.seen} taken in, ${bot.handled} handled of ${bot.delivered} given, ${bot.answering} being answered)`,
      );
  }
}
