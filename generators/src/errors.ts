// spec/errors.yaml, the one table of HTTP statuses to error classes: the core target writes it out
// for the transport, the REST target types each operation's errors with it.

/** spec/errors.yaml: the error class each HTTP status becomes. */
export interface ErrorsSpec {
  readonly http: Readonly<Record<string, string>>;
}

export const ERRORS = "spec/errors.yaml";

/**
 * The error class name an HTTP status becomes: its own entry, else the `5XX` entry for any 5xx,
 * else `HttpError`. The REST target builds its error types with this, the transport throws
 * through the table generated from the same file.
 */
export function errorClassFor(errors: ErrorsSpec, status: string): string {
  return errors.http[status] ?? (/^5/.test(status) ? errors.http["5XX"] : undefined) ?? "HttpError";
}
