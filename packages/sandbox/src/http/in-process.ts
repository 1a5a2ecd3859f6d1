import type { IncomingMessage, ServerResponse } from "node:http";
import { type Listener, Listeners } from "./listeners.js";

/** `fetch` as the HTTP transport calls it: a URL string and its init. */
type SendHttp = (url: string, init: RequestInit) => Promise<Response>;

// A request from a client in the sandbox's own process, taken by the sandbox's request handler
// as it takes one from its HTTP server: the same extensions, fault injector, rate limits,
// validation and handlers, answered with the same status, headers and body, but with no socket,
// no HTTP parser and no stream between them. The request and the answer are the parts of
// IncomingMessage and ServerResponse the sandbox reads and writes, and nothing more.

/** The address an in-process client's requests come from, as a loopback client's would. */
const LOOPBACK = "127.0.0.1";

/** The request a handler reads: its method, URL, headers and body, the body in one chunk. */
class InProcessRequest extends Listeners {
  readonly socket = { remoteAddress: LOOPBACK };
  #body: Buffer | undefined;
  #ended = false;

  constructor(
    readonly method: string,
    readonly url: string,
    readonly headers: Record<string, string>,
    body: string | undefined,
  ) {
    super();
    this.#body = body === undefined || body === "" ? undefined : Buffer.from(body);
  }

  // The body goes out once its reader listens for its end: a reader listens for data first.
  override on(event: string | symbol, listener: Listener): this {
    super.on(event, listener);
    if (event === "end") this.#flush();
    return this;
  }

  #flush(): void {
    if (this.#ended) return;
    this.#ended = true;
    const body = this.#body;
    this.#body = undefined;
    if (body) this.emit("data", body);
    this.emit("end");
  }

  /** Reads nothing more: what was not read is dropped, as a drained socket's would be. */
  resume(): this {
    this.#ended = true;
    this.#body = undefined;
    return this;
  }

  destroy(): this {
    this.resume();
    return this;
  }
}

/** Headers of an answer as `Response.headers` offers them to the transport: by name, any case. */
class AnswerHeaders {
  readonly #values = new Map<string, string>();

  set(name: string, value: string): void {
    this.#values.set(name.toLowerCase(), value);
  }

  get(name: string): string | null {
    return this.#values.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  forEach(callback: (value: string, name: string) => void): void {
    for (const [name, value] of this.#values) callback(value, name);
  }
}

/**
 * The answer a handler writes: its status and headers (`writeHead`, `setHeader`), then its body
 * (`end`), which settles the request; `destroy` before that is a connection lost.
 */
class InProcessResponse extends Listeners {
  headersSent = false;
  statusCode = 200;
  readonly #headers = new AnswerHeaders();
  #settled = false;

  constructor(
    private readonly answered: (status: number, headers: AnswerHeaders, body: string) => void,
    private readonly lost: () => void,
  ) {
    super();
  }

  setHeader(name: string, value: string | number): this {
    this.#headers.set(name, String(value));
    return this;
  }

  writeHead(
    status: number,
    headers?: readonly (string | number)[] | Readonly<Record<string, string | number>>,
  ): this {
    this.statusCode = status;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) {
        this.#headers.set(String(headers[i]), String(headers[i + 1]));
      }
    } else if (headers) {
      for (const name in headers) {
        this.setHeader(name, (headers as Record<string, string | number>)[name] as string);
      }
    }
    this.headersSent = true;
    return this;
  }

  end(body?: string | Buffer): this {
    if (this.#settled) return this;
    this.#settled = true;
    this.headersSent = true;
    this.answered(this.statusCode, this.#headers, body === undefined ? "" : String(body));
    this.emit("close");
    return this;
  }

  destroy(): this {
    if (this.#settled) return this;
    this.#settled = true;
    this.lost();
    this.emit("close");
    return this;
  }
}

/** An answer as the transport reads a `Response`: status, headers, and the body as text. */
function responseOf(status: number, headers: AnswerHeaders, body: string): Response {
  // Statuses without a body answer an empty one, as a Response made by fetch does.
  const text = status === 204 || status === 205 || status === 304 ? "" : body;
  return {
    status,
    ok: status >= 200 && status < 300,
    headers,
    body: null,
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

/** The header names of a request as Node's HTTP server hands them over: in lower case. */
function lowerCased(given: RequestInit["headers"]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!given) return headers;
  if (Array.isArray(given)) {
    for (const [name, value] of given) headers[String(name).toLowerCase()] = String(value);
  } else if (typeof (given as Headers).forEach === "function") {
    (given as Headers).forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
  } else {
    for (const [name, value] of Object.entries(given as Record<string, string>)) {
      headers[name.toLowerCase()] = value;
    }
  }
  return headers;
}

/**
 * A `fetch` (as the HTTP transport of `@perpkit/core` calls it) that hands each request to the
 * sandbox's request handler in this process and answers what the handler writes. The answer is
 * settled in a later microtask, never within the handler's own call, as a reply over a socket
 * would be. An aborted request rejects as `fetch` does; a handler that drops the connection
 * (a fault) rejects as a lost connection does.
 *
 * @example
 * const rest = createRestClient({ baseUrl: sandbox.baseUrl, fetch: inProcessFetch(handle) })
 */
export function inProcessFetch(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): SendHttp {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const at = url.indexOf("/", url.indexOf("//") + 2);
      const path = at < 0 ? "/" : url.slice(at);
      const onAbort = () => reject(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      const settle = () => signal?.removeEventListener("abort", onAbort);
      const res = new InProcessResponse(
        (status, headers, body) => {
          settle();
          queueMicrotask(() => resolve(responseOf(status, headers, body)));
        },
        () => {
          settle();
          queueMicrotask(() => reject(new TypeError("the connection was lost")));
        },
      );
      const body = typeof init.body === "string" ? init.body : undefined;
      const req = new InProcessRequest(
        (init.method ?? "GET").toUpperCase(),
        path,
        lowerCased(init.headers),
        body,
      );
      handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    });
}
