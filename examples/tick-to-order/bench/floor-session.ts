import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { once } from "node:events";
import { connect } from "node:net";
import { performance } from "node:perf_hooks";
import type { Hex } from "@perpkit/core";
import type { PlaceOrderParameters } from "@perpkit/rest";
import { timedWebSocket } from "../src/timing.js";
import type { Endpoints } from "./sessions.js";

// The floor of a tick on the machine it runs on: what no client can go below, measured in the same
// run and against the same exchange as the clients. On each diff, once `ws` has read its frame (as
// any client must, to know a diff came), the floor signs one digest (the signature alone) and
// writes the bytes of an order request that perpkit made (headers and body, as undici wrote them)
// on a bare socket connected to the exchange's HTTP server before the session, timed from the
// diff's bytes arriving: no JSON read, no book, no checks, no digest, no body built, no HTTP client. The exchange, idle between ticks, answers it and sends
// the next diff as it does for every client.

/** The bytes of one order request, as perpkit's HTTP client writes them. */
export type RequestBytes = Buffer;

/**
 * Places one order through `placeOrder` and returns the bytes its request went out as: the header
 * block undici wrote (its `sendHeaders` channel), the content length, and the body.
 *
 * @example
 * const request = await capturedOrderRequest(rest, order)
 */
export async function capturedOrderRequest(
  rest: { placeOrder(order: PlaceOrderParameters): Promise<unknown> },
  order: PlaceOrderParameters,
): Promise<RequestBytes> {
  let header: string | undefined;
  let body: Buffer | undefined;
  const onHeaders = (message: unknown) => {
    const { request, headers } = message as { request: { body: unknown }; headers: string };
    header = headers;
    body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body));
  };
  subscribe("undici:client:sendHeaders", onHeaders);
  try {
    await rest.placeOrder(order);
  } finally {
    unsubscribe("undici:client:sendHeaders", onHeaders);
  }
  if (header === undefined || body === undefined) {
    throw new Error("placeOrder wrote no request that undici's sendHeaders channel saw");
  }
  return Buffer.concat([
    Buffer.from(`${header}content-length: ${body.length}\r\n\r\n`, "latin1"),
    body,
  ]);
}

/** What {@link floorSession} measured, per diff, in microseconds. */
export interface FloorTimes {
  /** From the diff's bytes arriving to the request's bytes written. */
  readonly ticks: number[];
  /** The signature alone. */
  readonly signatures: number[];
  /** The socket's write alone. */
  readonly writes: number[];
}

/** Options of {@link floorSession}. */
export interface FloorOptions {
  readonly ticks: number;
  /** The request written for every diff. */
  readonly request: RequestBytes;
  /** Signs one digest, as a tick's signer does (libsecp256k1 for the floor of the native backend). */
  readonly sign: (digest: Hex) => unknown;
}

const ANSWER = Buffer.from("HTTP/1.1 ");

/** The digests the floor signs, one per diff: different each time, made before the session. */
function digests(count: number): Hex[] {
  return Array.from(
    { length: count },
    (_, i) => `0x${(i + 1).toString(16).padStart(8, "0").repeat(8)}` as Hex,
  );
}

/**
 * One session of the floor against the exchange at `endpoints`: subscribes to its book, answers
 * the snapshot with one order (not timed) and each of `ticks` diffs with a signature and the
 * request's bytes, timed from the diff's arrival.
 *
 * @example
 * const { ticks } = await floorSession(endpoints, { ticks: 500, request, sign: signer.signDigest })
 */
export async function floorSession(
  endpoints: Endpoints,
  options: FloorOptions,
): Promise<FloorTimes> {
  const url = new URL(endpoints.baseUrl);
  const orders = connect(Number(url.port), url.hostname);
  orders.setNoDelay(true);
  await once(orders, "connect");
  const times: FloorTimes = { ticks: [], signatures: [], writes: [] };
  const toSign = digests(options.ticks);
  /** The arrival of the first bytes of the diff being read (the feed carries nothing else). */
  let arrival: number | undefined;
  /** Whether a diff has been read that no order answered yet. */
  let diffRead = false;
  /** Whether the last order's answer has been read: the exchange sends the next diff after it. */
  let answered = false;
  let snapshotAnswered = false;
  let feed: InstanceType<ReturnType<typeof timedWebSocket>> | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      // One order per diff read, never per chunk of bytes: a process kept busy for longer than the
      // exchange's gap reads a diff before its previous order's answer, and may read one frame in
      // two chunks; each diff is answered once both are in, timed from its first bytes.
      const answerIfDue = () => {
        if (!diffRead || !answered || arrival === undefined) return;
        const at = arrival;
        diffRead = false;
        answered = false;
        arrival = undefined;
        const digest = toSign[times.ticks.length] as Hex;
        const signing = performance.now();
        options.sign(digest);
        const writing = performance.now();
        orders.write(options.request);
        const written = performance.now();
        times.signatures.push((writing - signing) * 1000);
        times.writes.push((written - writing) * 1000);
        times.ticks.push((written - at) * 1000);
      };
      orders.on("data", (chunk: Buffer) => {
        // One answer per order: the exchange sends the next diff only after answering.
        if (chunk.indexOf(ANSWER) < 0) return;
        answered = true;
        if (times.ticks.length === options.ticks) resolve();
        else answerIfDue();
      });
      const Feed = timedWebSocket((at) => {
        if (snapshotAnswered && arrival === undefined) arrival = at;
      });
      feed = new Feed(endpoints.wsUrl);
      feed.on("open", () =>
        feed?.send(
          JSON.stringify({ event: "subscribe", data: { type: "L2Book", symbol: "BTCUSD" } }),
        ),
      );
      feed.on("message", (data: Buffer) => {
        if (snapshotAnswered) {
          diffRead = true;
          answerIfDue();
          return;
        }
        // The snapshot is the first L2Book message; its order (not timed) starts the diffs.
        if (!data.toString().startsWith('{"e":"L2Book"')) return;
        snapshotAnswered = true;
        orders.write(options.request);
      });
      feed.on("error", reject);
      orders.on("error", reject);
    });
  } finally {
    feed?.terminate();
    orders.destroy();
  }
  return times;
}
