import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { performance } from "node:perf_hooks";
import type { Hex } from "@perpkit/core";
import type { PlaceOrderParameters } from "@perpkit/rest";
import { pinnedBodySentChannel } from "@perpkit/rest/low-latency";
import { privateKeySigner, type Signer } from "@perpkit/signing";
import { createStreamClient } from "@perpkit/stream";
import { quoteBestBid } from "../src/quote.js";
import { timedWebSocket } from "../src/timing.js";
import type { Endpoints } from "./sessions.js";

// The tick-to-order loop taken apart: each tick time-stamped at every step it passes, from the
// diff's bytes arriving to the order's last byte written. The steps are read from outside the
// packages: the book's `update` event, a wrapper of `placeOrder`, a signer that signs through
// `signDigest`, and undici's diagnostics channels (a request created, its headers about to be
// written, its body written).

/** The steps of a tick, in the order they happen. */
export const STEPS = [
  "update",
  "placeOrder",
  "signing",
  "signed",
  "undiciRequest",
  "sendHeaders",
  "bodySent",
] as const;

/** One step of a tick. */
export type Step = (typeof STEPS)[number];

/** One tick: the microseconds from its diff's arrival to each step. */
export type TickSteps = Readonly<Record<Step, number>>;

/**
 * Time stamps of the ticks of a session: call `arrived` with every chunk's arrival, `mark` at each
 * step; a tick opens with its `update` and closes with its `bodySent`. Steps seen outside a tick,
 * or twice in one, are not counted.
 */
export interface StepMarks {
  arrived(at: number): void;
  mark(step: Step): void;
  /** The ticks closed so far, each with every step. */
  readonly ticks: readonly TickSteps[];
}

/**
 * A fresh {@link StepMarks}.
 *
 * @example
 * const marks = stepMarks(); marks.arrived(performance.now()); marks.mark("update")
 */
export function stepMarks(): StepMarks {
  const ticks: TickSteps[] = [];
  let arrival = 0;
  let open: { arrival: number; at: Partial<Record<Step, number>> } | undefined;
  return {
    ticks,
    arrived(at) {
      arrival = at;
    },
    mark(step) {
      const now = performance.now();
      if (step === "update") open = { arrival, at: {} };
      if (!open || open.at[step] !== undefined) return;
      open.at[step] = now;
      if (step !== "bodySent") return;
      const { at, arrival: from } = open;
      open = undefined;
      if (STEPS.some((s) => at[s] === undefined)) return;
      ticks.push(
        Object.fromEntries(STEPS.map((s) => [s, ((at[s] as number) - from) * 1000])) as TickSteps,
      );
    },
  };
}

/**
 * A key's signer that marks `signing` and `signed` around each signature. It signs through
 * `signDigest`, as any signer of digests does (the digest goes out as hex and comes back in as
 * bytes); in a tight loop that costs no more than the loop's noise over the key's own signer.
 *
 * @example
 * const rest = await warmRestClient(endpoints, markingSigner(key, marks))
 */
export function markingSigner(key: Hex, marks: Pick<StepMarks, "mark">): Signer {
  const inner = privateKeySigner(key);
  return {
    address: inner.address,
    signDigest(digest) {
      marks.mark("signing");
      const signature = inner.signDigest(digest);
      marks.mark("signed");
      return signature;
    },
    signTypedData: inner.signTypedData,
  };
}

/** undici's channels, and the step each marks. */
const CHANNELS = [
  ["undici:request:create", "undiciRequest"],
  ["undici:client:sendHeaders", "sendHeaders"],
  ["undici:request:bodySent", "bodySent"],
  [pinnedBodySentChannel, "bodySent"],
] as const;

/**
 * A pinned connection's `fetch` that marks `undiciRequest` and `sendHeaders` as it is called (it
 * has no dispatcher: the transport's request made and the write begin there), for a step session
 * of the pinned path.
 *
 * @example
 * const rest = await warmRestClient(endpoints, signer, markingFetch(pinned.fetch, marks))
 */
export function markingFetch(
  fetch: typeof globalThis.fetch,
  marks: Pick<StepMarks, "mark">,
): typeof globalThis.fetch {
  return (input, init) => {
    marks.mark("undiciRequest");
    marks.mark("sendHeaders");
    return fetch(input, init);
  };
}

/**
 * One session of the step-by-step loop: `watchOrderBook` and `quoteBestBid` through `rest`, whose
 * signer marks `marks` ({@link markingSigner}), until `ticks` diffs after the snapshot have their
 * orders written. Resolves with the session's ticks.
 *
 * @example
 * const ticks = await stepSession(endpoints, rest, marks, 500)
 */
export function stepSession(
  endpoints: Endpoints,
  rest: { placeOrder(order: PlaceOrderParameters): Promise<unknown> },
  marks: StepMarks,
  ticks: number,
): Promise<TickSteps[]> {
  const before = marks.ticks.length;
  const listeners = CHANNELS.map(([name, step]) => {
    const listener = () => marks.mark(step);
    subscribe(name, listener);
    return () => unsubscribe(name, listener);
  });
  return new Promise<TickSteps[]>((resolve, reject) => {
    const stream = createStreamClient({
      url: endpoints.wsUrl,
      WebSocket: timedWebSocket((at) => marks.arrived(at)),
      budget: false,
      pingIntervalMs: 0,
    });
    const fail = (error: unknown) => {
      void stream.close();
      reject(error);
    };
    const book = stream.watchOrderBook("BTCUSD", { staleAfterMs: 0 });
    book.on("update", () => marks.mark("update"));
    book.on("resync", ({ reason }) => fail(new Error(`the book resynced: ${reason}`)));
    // The snapshot's order is the first; the session ends once every diff's has been sent.
    let orders = 0;
    const client = {
      placeOrder: (order: PlaceOrderParameters) => {
        marks.mark("placeOrder");
        return rest.placeOrder(order);
      },
    };
    quoteBestBid(book, client, {
      quantity: "0.001",
      settled: (outcome) => {
        if (outcome instanceof Error) fail(outcome);
        else if (++orders === ticks + 1) {
          void stream.close();
          resolve(marks.ticks.slice(before + 1));
        }
      },
    });
  }).finally(() => {
    for (const stop of listeners) stop();
  });
}
