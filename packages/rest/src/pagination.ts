import { DecodeError, type HttpTransport } from "@perpkit/core";
import {
  type OperationOptions,
  type Page,
  type PaginatedOperationName,
  type PaginatedOperations,
  paginatedOperations,
} from "./generated/operations.js";

/**
 * Options of {@link paginate} and {@link pages}.
 *
 * @example
 * client.paginate("listTrades", { productId }, { maxPages: 5, signal: AbortSignal.timeout(10_000) })
 */
export interface PaginateOptions extends OperationOptions {
  /** Stop after this many pages. Default: no limit. */
  readonly maxPages?: number | undefined;
}

/**
 * The parameters of a paginated operation, without the cursor the iterator manages.
 *
 * @example
 * const parameters: PaginateParameters<"listOrders"> = { subaccountId, limit: 100 }
 */
export type PaginateParameters<K extends PaginatedOperationName> = Omit<
  PaginatedOperations[K]["parameters"],
  "cursor"
>;

/** Fetches one page of a list operation; `parameters` carries the cursor after the first. */
export type PageFetcher<P, T> = (
  transport: HttpTransport,
  parameters: P,
  options?: OperationOptions,
) => Promise<Page<T>>;

/**
 * Walks the pages `fetchPage` answers, following `nextCursor` while `hasNext` is true (or, where
 * the service leaves `hasNext` out, while a `nextCursor` comes back). A cursor that repeats stops
 * with a DecodeError instead of looping. `label` names the operation in errors. The operation is
 * passed in, so a caller that walks one list bundles only that list's operation and decoder.
 */
export async function* walkPages<P extends object, T>(
  fetchPage: PageFetcher<P, T>,
  label: string,
  transport: HttpTransport,
  parameters: Omit<P, "cursor">,
  options: PaginateOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const { maxPages, ...requestOptions } = options;
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let count = 0; maxPages === undefined || count < maxPages; count++) {
    const query = (cursor === undefined ? { ...parameters } : { ...parameters, cursor }) as P;
    const page = await fetchPage(transport, query, requestOptions);
    yield page;
    const next = page.nextCursor;
    if (page.hasNext === false) return;
    if (typeof next !== "string" || next.length === 0) {
      if (page.hasNext === true) {
        throw new DecodeError("nextCursor", "is missing although hasNext is true", {
          details: `${label} page ${count + 1}`,
        });
      }
      return;
    }
    if (seen.has(next)) {
      throw new DecodeError("nextCursor", `repeats an earlier cursor (${next})`, {
        details: `${label} page ${count + 1}`,
      });
    }
    seen.add(next);
    cursor = next;
  }
}

/**
 * Walks the pages of a list operation: each page is fetched when the previous one has been
 * consumed, following `nextCursor` while `hasNext` is true (or, where the service leaves
 * `hasNext` out, while a `nextCursor` comes back). A cursor that repeats stops with a DecodeError
 * instead of looping.
 *
 * @example
 * for await (const page of pages(transport, "listOrders", { subaccountId, limit: 100 })) {
 *   console.log(page.data.length)
 * }
 */
export function pages<K extends PaginatedOperationName>(
  transport: HttpTransport,
  name: K,
  parameters: PaginateParameters<K>,
  options: PaginateOptions = {},
): AsyncGenerator<Page<PaginatedOperations[K]["item"]>, void, undefined> {
  const fetchPage = paginatedOperations[name] as PageFetcher<
    PaginatedOperations[K]["parameters"],
    PaginatedOperations[K]["item"]
  >;
  return walkPages(fetchPage, name, transport, parameters, options);
}

/** Every record of the pages `fetchPage` answers; see {@link walkPages}. */
export async function* walkRecords<P extends object, T>(
  fetchPage: PageFetcher<P, T>,
  label: string,
  transport: HttpTransport,
  parameters: Omit<P, "cursor">,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const page of walkPages(fetchPage, label, transport, parameters, options)) {
    yield* page.data;
  }
}

/**
 * Iterates over every record of a list operation, fetching pages as needed.
 *
 * @example
 * for await (const fill of paginate(transport, "listFills", { subaccountId })) {
 *   console.log(fill.price, fill.filled)
 * }
 */
export async function* paginate<K extends PaginatedOperationName>(
  transport: HttpTransport,
  name: K,
  parameters: PaginateParameters<K>,
  options: PaginateOptions = {},
): AsyncGenerator<PaginatedOperations[K]["item"], void, undefined> {
  for await (const page of pages(transport, name, parameters, options)) yield* page.data;
}
