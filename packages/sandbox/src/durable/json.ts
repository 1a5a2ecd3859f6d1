/**
 * JSON with bigints kept exact, as `{ "$n": "123" }`: journal arguments and archived records
 * carry prices and quantities as 9-decimal bigints.
 *
 * @example
 * toJson({ price: 60_000n }) // '{"price":{"$n":"60000"}}'
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "bigint" ? { $n: v.toString() } : v,
  );
}

/**
 * Reads what {@link toJson} wrote, bigints included.
 *
 * @example
 * const order = fromJson<Order>(row.body as string)
 */
export function fromJson<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) =>
    v !== null && typeof v === "object" && typeof (v as { $n?: unknown }).$n === "string"
      ? BigInt((v as { $n: string }).$n)
      : v,
  ) as T;
}
