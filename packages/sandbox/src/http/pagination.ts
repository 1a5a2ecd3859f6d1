import { invalid } from "../engine/errors.js";

/** The default and largest page sizes. */
const DEFAULT_LIMIT = 50;

/**
 * A page of records as list endpoints answer.
 *
 * @example
 * const page: Page<OrderRecord> = paginate(orders, query, orderRecord)
 */
export interface Page<T> {
  readonly data: T[];
  readonly hasNext: boolean;
  readonly nextCursor: string | null;
}

function decodeCursor(cursor: unknown): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(String(cursor), "base64url").toString("utf8");
  const offset = /^o:(\d{1,9})$/.exec(text)?.[1];
  if (offset === undefined) throw invalid("query.cursor is not a cursor this server handed out");
  return Number(offset);
}

/**
 * One page of `items` (oldest first) by the `order`, `orderBy`, `limit` and `cursor` query
 * parameters: newest first unless `order` is `asc` (or `defaultOrder` says otherwise).
 *
 * @example
 * paginate(orders, query, orderRecord)
 */
export function paginate<T, R>(
  items: readonly T[],
  query: Record<string, unknown>,
  toRecord: (item: T) => R,
  sortKey: (item: T) => number = (item) => (item as { createdAt: number }).createdAt,
  defaultOrder: "asc" | "desc" = "desc",
): Page<R> {
  const orderBy = query.orderBy;
  if (orderBy !== undefined && orderBy !== "createdAt" && orderBy !== "updatedAt") {
    throw invalid(`query.orderBy must be createdAt or updatedAt, got ${JSON.stringify(orderBy)}`);
  }
  const key =
    orderBy === "updatedAt"
      ? (item: T) => (item as { updatedAt?: number }).updatedAt ?? sortKey(item)
      : sortKey;
  const ascending = (query.order ?? defaultOrder) === "asc";
  const indexed = items.map((item, i) => ({ item, i, k: key(item) }));
  indexed.sort((a, b) => (ascending ? a.k - b.k || a.i - b.i : b.k - a.k || b.i - a.i));
  const limit = typeof query.limit === "number" ? query.limit : DEFAULT_LIMIT;
  const offset = decodeCursor(query.cursor);
  const slice = indexed.slice(offset, offset + limit);
  const hasNext = offset + limit < indexed.length;
  return {
    data: slice.map((x) => toRecord(x.item)),
    hasNext,
    nextCursor: hasNext ? Buffer.from(`o:${offset + limit}`).toString("base64url") : null,
  };
}
