// A pinned connection for the order path (Node only; `@perpkit/rest/low-latency`, which no
// browser bundle of the main entry pulls in). In a quoting loop that idles between ticks, a good
// part of a tick goes to the HTTP client's own work per request: its dispatcher, pool and request
// objects, each cold after the idle. This connection is one keep-alive socket to the exchange's
// origin, opened before the first order: a request is one write of its header block and body, and
// its answer is read by a small HTTP/1.1 reader into a standard Response. Everything above the
// socket (timeouts, the caller's signal, the size cap of an answer, statuses to typed errors,
// rate-limit headers, hooks, the DEBUG log, retries) stays the transport's, as with any `fetch`.
import { channel } from "node:diagnostics_channel";
import { connect, isIP, type Socket } from "node:net";
import { type ConnectionOptions, connect as connectTls } from "node:tls";
import { type Answer, readAnswer, readUntilClose, requestText, responseOf } from "./http1.js";

/**
 * Options of {@link createPinnedConnection}.
 *
 * @example
 * const pinned = createPinnedConnection({ baseUrl: "https://api.example" })
 */
export interface PinnedConnectionOptions {
  /** The origin every request goes to (`http:` or `https:`; the path is ignored). */
  readonly baseUrl: string;
  /** For `https:`, how the server's certificate is checked. */
  readonly tls?: PinnedTlsOptions | undefined;
  /**
   * Open a new socket as soon as the server closes the idle one, so the next order finds it open
   * (default true). False opens it when the next request comes.
   */
  readonly reconnect?: boolean | undefined;
}

/**
 * How a pinned connection to an `https:` origin checks the server's certificate; by default as
 * Node does, against its trusted authorities and the origin's host name.
 *
 * @example
 * createPinnedConnection({ baseUrl: "https://127.0.0.1:8443", tls: { ca: readFileSync("ca.pem", "utf8") } })
 */
export interface PinnedTlsOptions {
  /** The authorities to trust instead of Node's (PEM text or bytes). */
  readonly ca?: string | Uint8Array | undefined;
  /** The name the certificate must carry, when it is not the origin's host name. */
  readonly servername?: string | undefined;
}

/**
 * A keep-alive socket pinned to one origin, and the `fetch` that sends over it.
 *
 * @example
 * const pinned = createPinnedConnection({ baseUrl })
 * await pinned.connect()
 * const context = createTradingContext({ baseUrl, signer, fetch: pinned.fetch })
 */
export interface PinnedConnection {
  /**
   * Sends a request over the pinned socket; a request to another origin, or one made while the
   * socket carries another, goes through the runtime's own `fetch`.
   */
  readonly fetch: typeof globalThis.fetch;
  /** Opens the socket now rather than at the first request. */
  connect(): Promise<void>;
  /** Closes the socket; a later request opens a new one. */
  close(): void;
}

/**
 * The channel the pinned connection publishes `{ url }` on once a request's last byte has been
 * handed to the socket, as undici's `undici:request:bodySent` does for its requests.
 *
 * @example
 * import { subscribe } from "node:diagnostics_channel"
 * subscribe(pinnedBodySentChannel, () => console.log("sent", performance.now()))
 */
export const pinnedBodySentChannel = "perpkit:pinned:bodySent";

/** The connection ended before any byte of the answer arrived. */
class UnansweredError extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
  }
}

/** Whether a request may go twice: a read, or a signed request (its nonce is accepted once). */
function resendable(init: RequestInit): boolean {
  const method = init.method ?? "GET";
  if (method === "GET" || method === "HEAD") return true;
  return typeof init.body === "string" && /"signature":"0x[0-9a-fA-F]+"\}$/.test(init.body);
}

/** One request in flight on the socket. */
interface InFlight {
  readonly socket: Socket;
  readonly head: boolean;
  chunks: Buffer;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/** The request in flight on a pinned socket, if any. */
interface Slot {
  current: InFlight | undefined;
}

/**
 * Opens a socket to `host`:`port` (over TLS when `tls` is given) that hands its bytes to `data`
 * and, once connected, its end to `ended`.
 */
function openSocket(
  tls: ConnectionOptions | undefined,
  host: string,
  port: number,
  on: {
    data(from: Socket, chunk: Buffer): void;
    ended(which: Socket, error: Error): void;
  },
): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const fresh: Socket = tls ? connectTls({ ...tls, host, port }) : connect({ host, port });
    fresh.setNoDelay(true);
    fresh.setKeepAlive(true);
    let connected = false;
    fresh.once(tls ? "secureConnect" : "connect", () => {
      connected = true;
      resolve(fresh);
    });
    fresh.on("data", (chunk: Buffer) => on.data(fresh, chunk));
    fresh.on("error", (error) => (connected ? on.ended(fresh, error) : reject(error)));
    fresh.on("close", () => {
      if (connected) on.ended(fresh, new Error("the server closed the connection"));
    });
  });
}

/**
 * The answer of the request about to be written on `target`: held in `slot` until it is read,
 * the socket ends, or `signal` aborts it (which closes the socket, the only way to drop an answer
 * under way).
 */
function awaitAnswer(
  target: Socket,
  head: boolean,
  signal: AbortSignal | null | undefined,
  slot: Slot,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const onAbort = () => {
      if (slot.current === request) slot.current = undefined;
      target.destroy();
      reject(signal?.reason);
    };
    const settle = () => signal?.removeEventListener("abort", onAbort);
    const request: InFlight = {
      socket: target,
      head,
      chunks: Buffer.alloc(0),
      resolve: (answer) => {
        settle();
        resolve(answer);
      },
      reject: (error) => {
        settle();
        reject(error);
      },
    };
    slot.current = request;
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * A keep-alive socket pinned to the origin of `baseUrl`, with a `fetch` that writes each request
 * as one buffer and reads its answer with a small HTTP/1.1 reader, for a quoting loop's orders.
 * Pass its `fetch` to `createTradingContext` or `createRestClient`, and `connect()` before the
 * first tick. Costs one open socket (and, with `reconnect`, a new one as soon as the server closes
 * it); no timer, no CPU while idle. Node only; HTTP/1.1 over TCP or TLS. A request the server
 * closes the socket on before a byte of its answer goes again once on a new socket when that is
 * safe (a read, or a signed request, whose nonce the exchange accepts once); anything else fails
 * as with any `fetch`, and the transport's retry policy decides.
 *
 * @example
 * import { createPinnedConnection } from "@perpkit/rest/low-latency"
 * const pinned = createPinnedConnection({ baseUrl })
 * await pinned.connect()
 * const rest = createRestClient({ baseUrl, signer, fetch: pinned.fetch })
 */
export function createPinnedConnection(options: PinnedConnectionOptions): PinnedConnection {
  const origin = new URL(options.baseUrl);
  const secure = origin.protocol === "https:";
  if (!secure && origin.protocol !== "http:") {
    throw new TypeError(`a pinned connection speaks http: or https:, not ${origin.protocol}`);
  }
  const port = Number(origin.port || (secure ? 443 : 80));
  const host = origin.hostname.replace(/^\[|\]$/g, "");
  const tlsOptions: ConnectionOptions = {
    servername: options.tls?.servername ?? (isIP(host) ? undefined : host),
    ca: options.tls?.ca as ConnectionOptions["ca"],
  };
  const reconnect = options.reconnect ?? true;
  // Made here, not at load: a browser bundle of every entry point loads this module.
  const bodySent = channel(pinnedBodySentChannel);
  let socket: Socket | undefined;
  let opening: Promise<Socket> | undefined;
  const slot: Slot = { current: undefined };
  let closed = false;
  /** Whether a request holds the socket, from its call to its answer. */
  let busy = false;

  const received = (from: Socket, chunk: Buffer) => {
    const request = slot.current;
    if (request?.socket !== from) return;
    request.chunks = request.chunks.length ? Buffer.concat([request.chunks, chunk]) : chunk;
    let read: ReturnType<typeof readAnswer>;
    try {
      read = readAnswer(request.chunks, request.head);
    } catch (error) {
      slot.current = undefined;
      from.destroy();
      request.reject(error);
      return;
    }
    if (!read) return;
    slot.current = undefined;
    if (read.answer.closes || read.length !== request.chunks.length) from.destroy();
    request.resolve(read.answer);
  };
  const ended = (which: Socket, error: Error) => {
    if (socket === which) socket = undefined;
    const request = slot.current;
    if (request?.socket === which) {
      slot.current = undefined;
      // An answer without a length ends with the connection.
      const read = readUntilClose(request.chunks);
      if (read) request.resolve(read);
      else request.reject(request.chunks.length ? error : new UnansweredError(error));
    }
    if (reconnect && !closed && !socket) open().catch(() => {});
  };
  const open = (): Promise<Socket> => {
    opening ??= openSocket(secure ? tlsOptions : undefined, host, port, {
      data: received,
      ended,
    }).then(
      (fresh) => {
        opening = undefined;
        socket = fresh;
        return fresh;
      },
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    );
    return opening;
  };
  /** The open socket, or a new one when the server has closed it. */
  const ready = () => (socket && !socket.destroyed && socket.writable ? socket : undefined);

  const exchange = async (bytes: string, head: boolean, signal: AbortSignal | null | undefined) => {
    const target = ready() ?? (await open());
    signal?.throwIfAborted();
    // Written first, then awaited: the answer and the socket's events come in later turns of the
    // loop, and the bytes leave sooner.
    target.write(bytes);
    if (bodySent.hasSubscribers) bodySent.publish({ url: origin.origin });
    return awaitAnswer(target, head, signal, slot);
  };

  const prefix = `${origin.origin}/`;
  const pinnedFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    // The transport's URLs are strings of its base URL: a prefix tells them without parsing.
    const text = typeof input === "string" ? input : input instanceof URL ? input.href : "";
    if (!text.startsWith(prefix) || busy) return globalThis.fetch(input, init);
    init.signal?.throwIfAborted();
    const bytes = requestText(text.slice(origin.origin.length), origin.host, init);
    const head = init.method === "HEAD";
    busy = true;
    try {
      const reused = ready() !== undefined;
      try {
        return responseOf(await exchange(bytes, head, init.signal));
      } catch (error) {
        // A server that closes an idle socket as the request is written answers it no byte: such
        // a request goes again, once, on a new socket, when resending it is safe (a read, or a
        // signed request, whose nonce the exchange accepts once).
        if (!reused || !(error instanceof UnansweredError) || !resendable(init)) throw error;
        return responseOf(await exchange(bytes, head, init.signal));
      }
    } finally {
      busy = false;
    }
  };

  return {
    fetch: pinnedFetch as typeof globalThis.fetch,
    async connect() {
      closed = false;
      if (!ready()) await open();
    },
    close() {
      closed = true;
      socket?.destroy();
    },
  };
}
