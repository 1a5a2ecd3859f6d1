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
const bodySent = channel(pinnedBodySentChannel);

/** Statuses whose answer has no body. */
const EMPTY = new Set([204, 205, 304]);
const HEAD_END = Buffer.from("\r\n\r\n");

/** An answer read from the socket: status, headers and body. */
interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
  /** Whether the server closes the connection after it. */
  readonly closes: boolean;
}

/**
 * Reads one HTTP/1.1 answer from `buffer`: undefined while it is incomplete, or the answer and
 * how many bytes it took. Informational answers (1xx) are skipped.
 */
function readAnswer(buffer: Buffer, head: boolean): { answer: Answer; length: number } | undefined {
  const end = buffer.indexOf(HEAD_END);
  if (end < 0) return undefined;
  const lines = buffer.toString("latin1", 0, end).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1]);
  if (!Number.isInteger(status)) throw new Error(`the server answered ${lines[0]}, not HTTP/1.1`);
  if (status >= 100 && status < 200) {
    const rest = readAnswer(buffer.subarray(end + 4), head);
    return rest && { answer: rest.answer, length: end + 4 + rest.length };
  }
  const headers = new Headers();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const closes = /(^|,)\s*close\s*(,|$)/i.test(headers.get("connection") ?? "");
  const start = end + 4;
  if (head || EMPTY.has(status)) {
    return { answer: { status, headers, body: Buffer.alloc(0), closes }, length: start };
  }
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) {
    const chunked = readChunked(buffer, start);
    return (
      chunked && { answer: { status, headers, body: chunked.body, closes }, length: chunked.end }
    );
  }
  const declared = headers.get("content-length");
  if (declared === null) return undefined; // read until the server closes: see `ended`
  const size = Number(declared);
  if (buffer.length < start + size) return undefined;
  const body = buffer.subarray(start, start + size);
  return { answer: { status, headers, body, closes }, length: start + size };
}

/** A chunked body from `start`: undefined until its last chunk and trailer have arrived. */
function readChunked(buffer: Buffer, start: number): { body: Buffer; end: number } | undefined {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const line = buffer.indexOf("\r\n", at);
    if (line < 0) return undefined;
    const size = Number.parseInt(buffer.toString("latin1", at, line), 16);
    if (!Number.isInteger(size)) throw new Error("the server sent a malformed chunk");
    if (size === 0) {
      const trailer = buffer.indexOf(HEAD_END, line);
      const blank = buffer.indexOf("\r\n", line + 2) === line + 2 ? line + 4 : undefined;
      const end = blank ?? (trailer < 0 ? undefined : trailer + 4);
      return end === undefined ? undefined : { body: Buffer.concat(parts), end };
    }
    if (buffer.length < line + 2 + size + 2) return undefined;
    parts.push(buffer.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

/** The request's header block and body, as one string written at once. */
function requestText(target: string, host: string, init: RequestInit): string {
  const method = init.method ?? "GET";
  const body = init.body ?? undefined;
  if (body !== undefined && typeof body !== "string") {
    throw new TypeError("the pinned connection sends string bodies only");
  }
  let head = `${method} ${target} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
    if (LINE_BREAK.test(name) || LINE_BREAK.test(value)) {
      throw new TypeError(`the header ${JSON.stringify(name)} holds a line break`);
    }
    head += `${name}: ${value}\r\n`;
  }
  if (body !== undefined || method === "POST" || method === "PUT" || method === "PATCH") {
    head += `content-length: ${body === undefined ? 0 : Buffer.byteLength(body)}\r\n`;
  }
  return `${head}\r\n${body ?? ""}`;
}

const LINE_BREAK = /[\r\n]/;

/** The Response of an answer, as the transport reads it. */
function responseOf(answer: Answer): Response {
  const { status, headers, body } = answer;
  if (status < 200 || status > 599) {
    throw new TypeError(`the server answered with status ${status}, which HTTP does not define`);
  }
  return new Response(EMPTY.has(status) ? null : new Uint8Array(body), { status, headers });
}

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
  let socket: Socket | undefined;
  let opening: Promise<Socket> | undefined;
  let current: InFlight | undefined;
  let closed = false;
  /** Whether a request holds the socket, from its call to its answer. */
  let busy = false;

  const received = (from: Socket, chunk: Buffer) => {
    const request = current;
    if (request?.socket !== from) return;
    request.chunks = request.chunks.length ? Buffer.concat([request.chunks, chunk]) : chunk;
    let read: ReturnType<typeof readAnswer>;
    try {
      read = readAnswer(request.chunks, request.head);
    } catch (error) {
      current = undefined;
      from.destroy();
      request.reject(error);
      return;
    }
    if (!read) return;
    current = undefined;
    if (read.answer.closes || read.length !== request.chunks.length) from.destroy();
    request.resolve(read.answer);
  };
  const ended = (which: Socket, error: Error) => {
    if (socket === which) socket = undefined;
    const request = current;
    if (request?.socket === which) {
      current = undefined;
      // An answer without a length ends with the connection.
      const read = readUntilClose(request.chunks);
      if (read) request.resolve(read);
      else request.reject(request.chunks.length ? error : new UnansweredError(error));
    }
    if (reconnect && !closed && !socket) open().catch(() => {});
  };
  const open = (): Promise<Socket> => {
    opening ??= new Promise<Socket>((resolve, reject) => {
      const fresh: Socket = secure
        ? connectTls({ ...tlsOptions, host, port })
        : connect({ host, port });
      fresh.setNoDelay(true);
      fresh.setKeepAlive(true);
      let connected = false;
      fresh.once(secure ? "secureConnect" : "connect", () => {
        connected = true;
        opening = undefined;
        socket = fresh;
        resolve(fresh);
      });
      fresh.on("data", (chunk: Buffer) => received(fresh, chunk));
      fresh.on("error", (error) => {
        if (connected) return ended(fresh, error);
        opening = undefined;
        reject(error);
      });
      fresh.on("close", () => {
        if (connected) ended(fresh, new Error("the server closed the connection"));
      });
    });
    return opening;
  };
  /** The open socket, or a new one when the server has closed it. */
  const ready = () => (socket && !socket.destroyed && socket.writable ? socket : undefined);

  const exchange = async (bytes: string, head: boolean, signal: AbortSignal | null | undefined) => {
    const target = ready() ?? (await open());
    signal?.throwIfAborted();
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = () => {
        if (current === request) current = undefined;
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
      current = request;
      signal?.addEventListener("abort", onAbort, { once: true });
      target.write(bytes);
      if (bodySent.hasSubscribers) bodySent.publish({ url: origin.origin });
    });
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

/** The answer whose body ended with the connection (no length, not chunked), if `chunks` hold one. */
function readUntilClose(chunks: Buffer): Answer | undefined {
  const end = chunks.indexOf(HEAD_END);
  if (end < 0) return undefined;
  const read = readAnswer(chunks.subarray(0, end + 4), true);
  if (!read) return undefined;
  const { headers } = read.answer;
  if (headers.has("content-length") || /chunked/i.test(headers.get("transfer-encoding") ?? "")) {
    return undefined;
  }
  return { ...read.answer, body: chunks.subarray(end + 4), closes: true };
}
