import type {
  Clock,
  ClockLockstep,
  ClockTimer,
  LockstepConnection,
  LockstepRequest,
} from "@perpkit/core";
import type { WebSocketConstructor } from "@perpkit/stream";
import { type ClientOptions, WebSocket } from "ws";

// A bot's side of the lock-step protocol for bots in other processes, written from the sandbox
// README ("A bot in another process") as a bot in any language would write it, and handed to
// @perpkit/stream and @perpkit/rest as their clock, WebSocket and fetch. It counts what the bot
// sends the sandbox and what it handles, acknowledges both totals once it has nothing left to do
// in this turn, keeps the bot's timers and asks the sandbox to wake it for the next one.

interface Timer extends ClockTimer {
  due: number;
  readonly seq: number;
  readonly every: number | undefined;
  readonly callback: () => void;
  cleared: boolean;
}

/**
 * What a bot in another process needs to run its clients on a replay's clock: the clock, the
 * WebSocket class for its stream client and the fetch for its REST client.
 */
export interface RemoteLockstep {
  readonly clock: Clock;
  readonly WebSocket: WebSocketConstructor;
  readonly fetch: typeof fetch;
  /** The bot's id, as the sandbox gave it. */
  readonly bot: string;
  close(): void;
}

const PARAM = "perpkit-lockstep";
const TIME_HEADER = "x-perpkit-lockstep-time";

/** A lock-step frame (`{"e":"lockstep",...}`), or undefined for any other. */
function lockstepFrame(data: unknown): { t: number; bot?: string; wake?: boolean } | undefined {
  const text = typeof data === "string" ? data : Buffer.isBuffer(data) ? data.toString() : "";
  if (!text.startsWith('{"e":"lockstep"')) return undefined;
  return JSON.parse(text) as { t: number; bot?: string; wake?: boolean };
}

/** Joins a replay as a new lock-step bot at `wsUrl` (the sandbox's stream URL). */
export async function joinLockstep(wsUrl: string): Promise<RemoteLockstep> {
  let time = 0;
  let sent = 0;
  let handled = 0;
  let requests = 0;
  let seq = 0;
  let acked = "";
  let ackQueued = false;
  const timers: Timer[] = [];
  const earliest = (): Timer | undefined => {
    let first: Timer | undefined;
    for (const t of timers) {
      if (t.cleared) continue;
      if (!first || t.due < first.due || (t.due === first.due && t.seq < first.seq)) first = t;
    }
    return first;
  };
  const control = new WebSocket(`${wsUrl}?${PARAM}=new`);
  sent++;
  /** Acknowledges both totals, and the next wake-up, once this turn's work is done. */
  const ack = () => {
    if (ackQueued) return;
    ackQueued = true;
    setImmediate(() => {
      ackQueued = false;
      const message = JSON.stringify({
        event: "lockstep",
        sent,
        handled,
        wakeAt: earliest()?.due ?? null,
      });
      if (message === acked || control.readyState !== WebSocket.OPEN) return;
      acked = message;
      control.send(message);
    });
  };
  /** A lock-step frame: the replay's time, and on a wake-up the next timer due fires. */
  const take = (frame: { t: number; wake?: boolean }) => {
    time = Math.max(time, frame.t);
    handled++;
    if (frame.wake) {
      const timer = earliest();
      if (timer && timer.due <= time) {
        if (timer.every === undefined) timer.cleared = true;
        else timer.due += timer.every;
        timer.callback();
      }
    }
    ack();
  };
  const bot = await new Promise<string>((resolve, reject) => {
    control.on("open", () => {
      handled++;
      ack();
    });
    control.on("error", reject);
    control.on("message", (data) => {
      const frame = lockstepFrame(data.toString());
      if (!frame) return;
      if (frame.bot) resolve(frame.bot);
      take(frame);
    });
  });
  const set = (callback: () => void, ms: number, every: number | undefined): Timer => {
    const timer: Timer = {
      due: time + Math.max(0, ms),
      seq: seq++,
      every: every === undefined ? undefined : Math.max(1, every),
      callback,
      cleared: false,
    };
    timers.push(timer);
    ack();
    return timer;
  };
  const lockstep: ClockLockstep = {
    request(): LockstepRequest {
      sent++;
      const id = `${bot}/${++requests}`;
      return {
        id,
        done: () => {
          handled++;
          ack();
        },
      };
    },
    connection(): LockstepConnection {
      sent++;
      return {
        id: bot,
        opened: () => {
          handled++;
          ack();
        },
        sent: () => {
          sent++;
          ack();
        },
        handled: () => {
          handled++;
          ack();
        },
        closed: () => ack(),
      };
    },
  };
  const clock: Clock = {
    now: () => time,
    setTimeout: (callback, ms) => set(callback, ms, undefined),
    setInterval: (callback, ms) => set(callback, ms, ms),
    clearTimer(timer) {
      if (timer) (timer as Timer).cleared = true;
      ack();
    },
    lockstep,
  };
  /** The stream client's socket: lock-step frames are taken here and never reach the client. */
  class LockstepSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[], options?: ClientOptions) {
      super(url, protocols, options);
    }
    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if (event === "message") {
        const frame = lockstepFrame(String(args[0]));
        if (frame) {
          take(frame);
          return true;
        }
      }
      return super.emit(event, ...args);
    }
  }
  const timedFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const told = Number(response.headers.get(TIME_HEADER));
    if (Number.isSafeInteger(told) && told > time) time = told;
    return response;
  };
  return {
    clock,
    WebSocket: LockstepSocket as unknown as WebSocketConstructor,
    fetch: timedFetch,
    bot,
    close: () => control.close(),
  };
}
