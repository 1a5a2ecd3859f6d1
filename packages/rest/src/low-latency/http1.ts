// The pinned connection's HTTP/1.1: a request as one string, and an answer read from the bytes a
// socket brings (a length, chunks, or the connection's end), into the standard Response the
// transport reads.

/** Statuses whose answer has no body. */
const EMPTY = new Set([204, 205, 304]);
// A string, not a Buffer made at load: a browser bundle that takes in every entry point loads
// this module, and has no Buffer.
const HEAD_END = "\r\n\r\n";

/** An answer read from the socket: status, headers and body. */
export interface Answer {
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
export function readAnswer(
  buffer: Buffer,
  head: boolean,
): { answer: Answer; length: number } | undefined {
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
export function requestText(target: string, host: string, init: RequestInit): string {
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
export function responseOf(answer: Answer): Response {
  const { status, headers, body } = answer;
  if (status < 200 || status > 599) {
    throw new TypeError(`the server answered with status ${status}, which HTTP does not define`);
  }
  return new Response(EMPTY.has(status) ? null : new Uint8Array(body), { status, headers });
}

/** The answer whose body ended with the connection (no length, not chunked), if `chunks` hold one. */
export function readUntilClose(chunks: Buffer): Answer | undefined {
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
