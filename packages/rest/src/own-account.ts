import { decodeSubaccountName, type Hex, ValidationError } from "@perpkit/core";
import { listSubaccounts } from "./generated/operations.js";
import type { Subaccount } from "./generated/types.js";
import { walkRecords } from "./pagination.js";
import { requireAccount, type TradingContext } from "./trading-context.js";
import type { OwnSubaccount } from "./trading-types.js";

export type { OwnSubaccount };

/**
 * Options of {@link getOwnSubaccount} and {@link listOwnSubaccounts}.
 *
 * @example
 * await client.getOwnSubaccount({ refresh: true, signal: AbortSignal.timeout(5_000) })
 */
export interface OwnSubaccountOptions {
  /** Look the subaccount up again instead of answering the one found before. */
  readonly refresh?: boolean | undefined;
  readonly signal?: AbortSignal | undefined;
}

function own(record: Subaccount): OwnSubaccount {
  return { ...record, subaccountName: decodeSubaccountName(record.name as Hex) ?? record.name };
}

/**
 * Every subaccount of the client's account (the signer's address, or `account` for a linked
 * signer), oldest first, each with its name as text. Fetched on every call: a deposit to a new
 * name creates a subaccount at any time.
 *
 * `GET /v1/subaccount` (every page)
 *
 * @example
 * for (const s of await listOwnSubaccounts(context)) console.log(s.subaccountName, s.id)
 */
export async function listOwnSubaccounts(
  context: TradingContext,
  options: OwnSubaccountOptions = {},
): Promise<readonly OwnSubaccount[]> {
  const sender = requireAccount(context);
  const all: OwnSubaccount[] = [];
  for await (const record of walkRecords(
    listSubaccounts,
    "listSubaccounts",
    context.transport,
    { sender, order: "asc", orderBy: "createdAt" },
    { signal: options.signal },
  )) {
    all.push(own(record));
  }
  // Oldest first whatever order the pages came in; ties keep the service's order.
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/** The own subaccount, or `undefined` when the account has none by the name or id the options gave. */
async function lookUp(
  context: TradingContext,
  signal: AbortSignal | undefined,
): Promise<OwnSubaccount | undefined> {
  const all = await listOwnSubaccounts(context, { signal });
  const id = context.subaccountId?.toLowerCase();
  if (id !== undefined) return all.find((s) => s.id.toLowerCase() === id);
  const wanted = context.subaccount?.toLowerCase();
  return wanted === undefined ? all[0] : all.find((s) => s.name.toLowerCase() === wanted);
}

/**
 * The error of a subaccount the account does not have: the one the options named, or none at all.
 */
function missing(context: TradingContext): ValidationError {
  const account = requireAccount(context);
  const named = context.subaccount;
  if (context.subaccountId !== undefined) {
    return new ValidationError(
      "subaccount",
      `${context.subaccountId} is not a subaccount of ${account}`,
    );
  }
  if (named === undefined) {
    return new ValidationError(
      "subaccount",
      `cannot default: ${account} has no subaccount yet; its first deposit creates one`,
    );
  }
  const label = decodeSubaccountName(named) ?? named;
  return new ValidationError(
    "subaccount",
    `${JSON.stringify(label)} is not a subaccount of ${account}; it exists after its first deposit`,
  );
}

/**
 * The client's own subaccount: the one named in the options (by name, bytes32 or id), or the
 * account's first. Looked up once and remembered (`refresh` looks again); a ValidationError naming
 * `subaccount` when the account has no such subaccount yet.
 *
 * `GET /v1/subaccount`
 *
 * @example
 * const { id } = await getOwnSubaccount(context)
 * const positions = await listPositions(context.transport, { subaccountId: id })
 */
export function getOwnSubaccount(
  context: TradingContext,
  options: OwnSubaccountOptions = {},
): Promise<OwnSubaccount> {
  const { state } = context;
  const known = options.refresh ? undefined : state.ownSubaccount;
  if (known) return known;
  const lookup = lookUp(context, options.signal).then((subaccount) => {
    if (!subaccount) throw missing(context);
    return subaccount;
  });
  state.ownSubaccount = lookup;
  // A failed lookup is not remembered: the subaccount may exist after the next deposit.
  lookup.catch(() => {
    if (state.ownSubaccount === lookup) state.ownSubaccount = undefined;
  });
  return lookup;
}

/** The own subaccount's id: the one the options named, or looked up once. */
export async function ownSubaccountId(
  context: TradingContext,
  signal?: AbortSignal,
): Promise<string> {
  return context.subaccountId ?? (await getOwnSubaccount(context, { signal })).id;
}

/**
 * The subaccount to sign for when a request names none: the one named in the options, else the
 * account's first. An account without any is refused before anything is signed, with the error a
 * read gives (a ValidationError naming `subaccount`: no deposit yet); it is looked up again at its
 * next request, since a deposit may create its first subaccount at any time.
 */
export async function ownSubaccountName(
  context: TradingContext,
  signal?: AbortSignal,
): Promise<Hex> {
  return context.subaccount ?? ((await getOwnSubaccount(context, { signal })).name as Hex);
}
