import { invalid } from "../engine/index.js";

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
  /** Left out on the last page. */
  readonly nextCursor?: string;
}

function decodeCursor(cursor: unknown): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(String(cursor), "base64url").toString("utf8");
  const offset = /^o:(\d{1,9})$/.exec(text)?.[1];
  if (offset === undefined) throw invalid("query.cursor is not a cursor this server handed out");
  return Number(offset);
}

/** A sort key read from a record's field: numbers as they are, decimal strings by value. */
function fieldKey(value: unknown): number | bigint | string {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^-?\d+(\.\d{1,9})?$/.test(value)) {
    const [whole = "0", fraction = ""] = value.split(".");
    return (
      BigInt(whole) * 1_000_000_000n +
      (whole.startsWith("-") ? -1n : 1n) * BigInt(fraction.padEnd(9, "0"))
    );
  }
  return String(value);
}

function compareKeys(a: number | bigint | string, b: number | bigint | string): number {
  if (typeof a === "string" || typeof b === "string") {
    const x = String(a);
    const y = String(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One page of `items` (oldest first) by the `order`, `orderBy`, `limit` and `cursor` query
 * parameters: newest first unless `order` is `asc` (or `defaultOrder` says otherwise). `orderBy`
 * (checked against the operation's own list by the spec) sorts by that field of the record;
 * `createdAt`, or none, by `sortKey`.
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
  const byField = typeof orderBy === "string" && orderBy !== "createdAt";
  const ascending = (query.order ?? defaultOrder) === "asc";
  const indexed = items.map((item, i) => {
    const record = byField ? toRecord(item) : undefined;
    const k = byField
      ? fieldKey((record as Record<string, unknown>)[orderBy as string])
      : sortKey(item);
    return { item, record, i, k };
  });
  indexed.sort((a, b) => {
    const order = compareKeys(a.k, b.k) || a.i - b.i;
    return ascending ? order : -order;
  });
  const limit = typeof query.limit === "number" ? query.limit : DEFAULT_LIMIT;
  if (limit < 1) throw invalid("query.limit must be at least 1");
  const offset = decodeCursor(query.cursor);
  const slice = indexed.slice(offset, offset + limit);
  const hasNext = offset + limit < indexed.length;
  return {
    data: slice.map((x) => (x.record === undefined ? toRecord(x.item) : x.record)),
    hasNext,
    ...(hasNext ? { nextCursor: Buffer.from(`o:${offset + limit}`).toString("base64url") } : {}),
  };
}
