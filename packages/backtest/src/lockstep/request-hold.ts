import { LOCKSTEP_HEADER } from "@perpkit/core";
import type { SandboxClock, SandboxExtension } from "@perpkit/sandbox";
import type { LatencySampler } from "./latency.js";
import type { WorkInFlight } from "./work-in-flight.js";

/** The requests that change orders, and which latency each takes to reach the exchange. */
const ORDER_PATHS: ReadonlyMap<string, "order" | "cancel"> = new Map([
  ["/v1/order", "order"],
  ["/v1/order/batch", "order"],
  ["/v1/order/cancel", "cancel"],
]);

/** Requests of clients that are not in lock-step come after theirs at the same time. */
const UNTRACKED = 2 ** 40;

interface Held {
  readonly due: number;
  /** The order the bot sent them in (lock-step), else the order they arrived in. */
  readonly seq: number;
  readonly lockstep: string | undefined;
  readonly go: () => void;
}

/**
 * The order and cancel latencies of a replay, as a sandbox extension: a request that places,
 * cancels or batches orders is held until its time (when it was sent, plus its latency, on the
 * sandbox's clock) and then taken, whatever the wall clock did; requests due together are taken
 * in the order the bot sent them. A held request of a lock-step client is an event of the
 * simulation, not work in flight, so the replay moves on to it.
 *
 * @example
 * const hold = createRequestHold(clock, work, { order, cancel })
 * await startSandbox({ extensions: [() => hold] })
 */
export interface RequestHold extends SandboxExtension {
  /** How many requests it holds. */
  waiting(): number;
  /** When the earliest request of a lock-step client it holds is due. */
  nextLockstepDue(): number | undefined;
}

/**
 * Creates the hold; `latency.order` and `latency.cancel` draw each request's latency from its
 * place in the order sent.
 *
 * @example
 * const hold = createRequestHold(clock, work, { order: latencySampler(25, "order", 1), cancel })
 */
export function createRequestHold(
  clock: SandboxClock,
  work: WorkInFlight | undefined,
  latency: { readonly order: LatencySampler; readonly cancel: LatencySampler },
): RequestHold {
  const held: Held[] = [];
  let arrivals = 0;
  let closed = false;
  /** Takes the earliest request that is due: one per wake-up, so each is settled before the next. */
  const release = () => {
    const first = held[0];
    if (!first || first.due > clock.now()) return;
    held.shift();
    first.go();
  };
  return {
    waiting: () => held.length,
    nextLockstepDue: () => held.find((h) => h.lockstep !== undefined)?.due,
    handleRequest(req, _res, url) {
      const kind = req.method === "POST" ? ORDER_PATHS.get(url.pathname) : undefined;
      if (kind === undefined || closed) return false;
      const header = req.headers[LOCKSTEP_HEADER];
      const id = typeof header === "string" ? header : undefined;
      const record = id === undefined ? undefined : work?.find(id);
      const seq = record?.seq ?? UNTRACKED + ++arrivals;
      const sentAt = record?.sentAt ?? clock.now();
      const due = Math.max(clock.now(), sentAt + latency[kind].draw(seq));
      return new Promise<boolean>((resolve) => {
        const lockstep = record ? id : undefined;
        const entry: Held = {
          due,
          seq,
          lockstep,
          go: () => {
            if (lockstep !== undefined) work?.release(lockstep);
            resolve(false);
          },
        };
        let at = held.length;
        while (at > 0) {
          const before = held[at - 1] as Held;
          if (before.due < due || (before.due === due && before.seq < seq)) break;
          at--;
        }
        held.splice(at, 0, entry);
        if (lockstep !== undefined) work?.hold(lockstep);
        clock.setTimeout(release, due - clock.now());
      });
    },
    close() {
      closed = true;
      for (const entry of held.splice(0)) entry.go();
    },
  };
}
