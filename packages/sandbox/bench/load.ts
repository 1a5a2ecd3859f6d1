// A load generator that costs the machine as little as possible, so that on a small machine the
// server's share of the CPU is what gets measured: each client is one kept-alive TCP connection
// that writes requests prepared in advance (request line, headers and body in one buffer) and
// reads each answer with a few byte comparisons. A client keeps `inFlight` requests on its
// connection (1: it sends the next request when the answer to the last one has arrived).
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";

/** What {@link runLoad} measured over its timed window (warm-up left out). */
export interface LoadResult {
  /** Answers received in the timed window, per second. */
  readonly perSecond: number;
  /** Answers received in the timed window. */
  readonly answered: number;
  /** Milliseconds from writing a request to reading its whole answer, for answers in the window. */
  readonly latenciesMs: Float64Array;
  /** Answers by status code, over the whole run (warm-up included). */
  readonly statuses: ReadonlyMap<number, number>;
  /** The first answer whose status was not `expectStatus`, for the report. */
  readonly firstUnexpected: string | undefined;
}

/** Options of {@link runLoad}. */
export interface LoadOptions {
  readonly host: string;
  readonly port: number;
  /** One list of prepared requests per client, each a whole HTTP/1.1 request. */
  readonly requests: readonly (readonly Buffer[])[];
  readonly warmupMs: number;
  readonly timeMs: number;
  /** Requests a client keeps on its connection at once (HTTP pipelining). Default 1. */
  readonly inFlight?: number;
  /** The status every answer should have; others are counted and the first is kept. */
  readonly expectStatus: number;
  /** Called as the first answer after the window opens arrives, and the first after it closes. */
  readonly onWindow?: ((edge: "start" | "end") => void) | undefined;
}

/**
 * A whole HTTP/1.1 POST with a JSON body, as one buffer.
 *
 * @example
 * const request = postRequest("127.0.0.1:7420", "/v1/order", JSON.stringify(body))
 */
export function postRequest(host: string, path: string, body: string): Buffer {
  const bytes = Buffer.from(body);
  return Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\ncontent-length: ${bytes.length}\r\n\r\n`,
      "latin1",
    ),
    bytes,
  ]);
}

const HEADER_END = Buffer.from("\r\n\r\n");
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;

/**
 * Runs every client at once for `warmupMs + timeMs`, then lets the requests in flight finish.
 * Rejects when a client runs out of prepared requests or its connection fails.
 *
 * @example
 * const { perSecond } = await runLoad({ host, port, requests, warmupMs: 500, timeMs: 3000, expectStatus: 201 })
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const inFlight = options.inFlight ?? 1;
  const statuses = new Map<number, number>();
  // Sized for the most answers the window can hold at a rate no server here reaches.
  const latencies = new Float64Array(1 << 21);
  let answered = 0;
  let firstUnexpected: string | undefined;
  const started = performance.now();
  const windowStart = started + options.warmupMs;
  const windowEnd = windowStart + options.timeMs;
  let stopping = false;
  /** 0 before the window, 1 in it, 2 after. */
  let phase = 0;

  const client = (list: readonly Buffer[]) =>
    new Promise<void>((resolve, reject) => {
      const socket: Socket = connect({ host: options.host, port: options.port, noDelay: true });
      const sentAt: number[] = [];
      let next = 0;
      let pending: Buffer | undefined;
      let failed = false;
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        socket.destroy();
        reject(error);
      };
      const send = () => {
        const request = list[next++];
        if (request === undefined) {
          fail(new Error(`a client ran out of its ${list.length} prepared requests`));
          return;
        }
        sentAt.push(performance.now());
        socket.write(request);
      };
      socket.once("connect", () => {
        for (let k = 0; k < inFlight; k++) send();
      });
      socket.on("data", (chunk: Buffer) => {
        const buffer = pending === undefined ? chunk : Buffer.concat([pending, chunk]);
        let offset = 0;
        for (;;) {
          const headEnd = buffer.indexOf(HEADER_END, offset);
          if (headEnd < 0) break;
          const head = buffer.toString("latin1", offset, headEnd);
          const length = CONTENT_LENGTH.exec(head)?.[1];
          if (length === undefined) {
            fail(new Error(`an answer without content-length: ${head}`));
            return;
          }
          const end = headEnd + 4 + Number(length);
          if (end > buffer.length) break;
          const status = Number(head.slice(9, 12));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== options.expectStatus && firstUnexpected === undefined) {
            firstUnexpected = `${status} ${buffer.toString("utf8", headEnd + 4, end)}`;
          }
          offset = end;
          const now = performance.now();
          const t0 = sentAt.shift() as number;
          if (phase === 0 && now >= windowStart) {
            phase = 1;
            options.onWindow?.("start");
          }
          if (phase === 1 && now >= windowEnd) {
            phase = 2;
            options.onWindow?.("end");
          }
          if (now >= windowStart && now < windowEnd) {
            if (answered < latencies.length) latencies[answered] = now - t0;
            answered++;
          }
          if (now >= windowEnd) stopping = true;
          if (!stopping) send();
          else if (sentAt.length === 0) {
            socket.end();
            resolve();
            return;
          }
        }
        pending = offset < buffer.length ? buffer.subarray(offset) : undefined;
      });
      socket.on("error", fail);
      socket.on("close", () => {
        if (sentAt.length > 0)
          fail(new Error("the server closed a connection with requests in flight"));
      });
    });

  return Promise.all(options.requests.map(client)).then(() => ({
    perSecond: (answered * 1000) / options.timeMs,
    answered,
    latenciesMs: latencies.subarray(0, Math.min(answered, latencies.length)),
    statuses,
    firstUnexpected,
  }));
}
