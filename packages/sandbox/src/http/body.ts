import type { IncomingMessage } from "node:http";
import { invalid } from "../engine/index.js";

/**
 * Reads a request body of at most `maxBytes`. A longer one is drained (up to a hard cap, past
 * which the connection is dropped) and refused with a 400, so a client always gets an answer.
 *
 * @example
 * const bytes = await readBody(req, 64 * 1024)
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const hardCap = Math.max(maxBytes * 16, 16 * 1024 * 1024);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > hardCap) req.destroy();
    });
    req.on("end", () => {
      if (size > maxBytes) reject(invalid(`the request body is larger than ${maxBytes} bytes`));
      else resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    });
    req.on("error", reject);
    req.on("aborted", () => reject(invalid("the request was aborted")));
  });
}

/** Refuses bytes that are not UTF-8 rather than replacing them. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Parses a JSON body; an empty or malformed one is a 400.
 *
 * @example
 * const body = parseJson(await readBody(req, 64 * 1024))
 */
export function parseJson(bytes: Buffer): unknown {
  if (bytes.length === 0) throw invalid("a JSON body is required");
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalid("the request body is not valid UTF-8");
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid(`the request body is not valid JSON: ${(error as Error).message}`);
  }
}
