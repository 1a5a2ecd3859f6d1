import { type Product, type ReadableRecordName, readableRecords } from "@perpkit/rest";
import type { Session } from "./session.js";

/** A record as the service sent it: the JSON object of one answer or one item of a page. */
export type ServiceRecord = Record<string, unknown>;

/**
 * One record twice over: the row a table shows (the readable record of @perpkit/rest: `symbol`
 * added, sides in words) and what `--json` prints (the service's record as it is, with the
 * readable fields beside it under `readable`).
 */
export interface ReadableRow {
  readonly table: ServiceRecord;
  readonly json: ServiceRecord;
}

function entryOf(record: string) {
  return Object.hasOwn(readableRecords, record)
    ? readableRecords[record as ReadableRecordName]
    : undefined;
}

/** Whether every product id the records name is in the list. */
function knowsAll(products: readonly Product[], records: readonly ServiceRecord[]): boolean {
  const ids = new Set(products.map((p) => p.id));
  return records.every((r) => typeof r.productId !== "string" || ids.has(r.productId));
}

/**
 * The readable rows of records of one schema (`Order`, `Position`, ...). Records without a
 * readable form (tokens, subaccounts) are the same in both. The product list is read once, and
 * once more when a record names a product listed since; a product the exchange no longer lists
 * leaves the record as the service sent it.
 */
export async function readableRows(
  session: Session,
  record: string,
  records: readonly ServiceRecord[],
): Promise<ReadableRow[]> {
  const entry = entryOf(record);
  if (!entry || records.length === 0) return records.map((r) => ({ table: r, json: r }));
  const rest = session.rest;
  let products = await rest.getProducts();
  if (!knowsAll(products, records)) products = await rest.refreshProducts();
  const toReadable = entry.toReadable as (record: ServiceRecord, list: typeof products) => object;
  return records.map((service) => {
    let readable: ServiceRecord;
    try {
      readable = toReadable(service, products) as ServiceRecord;
    } catch {
      return { table: service, json: service };
    }
    const added = Object.fromEntries(entry.fields.map((field) => [field, readable[field]]));
    return { table: readable, json: { ...service, readable: added } };
  });
}
