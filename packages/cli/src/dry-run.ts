import { PerpkitError } from "@perpkit/core";

/** A signed request `--dry-run` stopped before it left: what would have been sent. */
export interface CapturedRequest {
  readonly method: string;
  readonly url: string;
  /** The JSON body, parsed from the exact bytes that would have been sent. */
  readonly body: unknown;
}

/** Thrown by the dry-run fetch in place of sending a signed request; never reaches the user. */
export class DryRunStop extends PerpkitError {
  override readonly name = "DryRunStop";
  constructor(readonly request: CapturedRequest) {
    super("DRY_RUN", `Not sent (--dry-run): ${request.method} ${request.url}`);
  }
}

/** A fetch for `--dry-run` and the requests it kept back. */
export interface DryRunFetch {
  readonly fetch: typeof globalThis.fetch;
  readonly captured: CapturedRequest[];
}

/**
 * A fetch that lets reads (GET) through, so products, the server clock and the signing domain
 * are the live ones, and keeps every other request: the signed body is built, signed and
 * serialised exactly as for sending, then stopped.
 */
export function createDryRunFetch(real: typeof globalThis.fetch): DryRunFetch {
  const captured: CapturedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    if (method === "GET" || method === "HEAD") return real(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init?.body === "string" ? init.body : "";
    const request: CapturedRequest = { method, url, body: text ? JSON.parse(text) : undefined };
    captured.push(request);
    throw new DryRunStop(request);
  };
  return { fetch, captured };
}
