// What the signed actions share before they build a body: who signs, the product, the subaccount
// and its id, a nonce and signedAt from the server clock, and the signing domain. Each comes from
// the trading context's caches when they are warm, so the hot path waits on nothing.
import {
  assertUuid,
  decodeSubaccountName,
  type Hex,
  type ServerClock,
  type SigningTime,
  signingTime,
  ValidationError,
} from "@perpkit/core";
import type { Signer, SigningDomain } from "@perpkit/signing";
import { listSubaccounts } from "../generated/operations.js";
import type { Product } from "../generated/types.js";
import { type ProductReference, walkRecords } from "../products.js";
import {
  ownSubaccountId,
  requireAccount,
  requireSigner,
  type TradingContext,
  toSubaccountBytes,
} from "../trading-context.js";

/** What every signed action accepts besides its own fields. */
export interface SignedOptions {
  /** A nonce of your own; by default one from the server clock. */
  readonly nonce?: string | undefined;
  /** A signedAt of your own; by default the server clock's. */
  readonly signedAt?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** Names the subaccount an action acts on. */
export interface SubaccountOptions {
  /** The subaccount's name or bytes32; defaults to the client's subaccount. */
  readonly subaccount?: string | undefined;
  /** Its id; looked up from the owner's subaccounts when left out. */
  readonly subaccountId?: string | undefined;
}

/** What a signed request about a subaccount carries besides its own fields. */
export interface SubaccountPreamble {
  /** The subaccount as bytes32. */
  readonly subaccount: Hex;
  /** Its id: given and checked, or looked up once. */
  readonly subaccountId: string;
  readonly timing: SigningTime;
  readonly domain: SigningDomain;
}

/** The owner's signer; a linked signer is refused for what only the owner may sign. */
export function ownerSigner(context: TradingContext, what: string): Signer {
  const signer = requireSigner(context);
  if (context.isLinkedSigner) {
    throw new ValidationError(
      "signer",
      `is a linked signer (${signer.address}) of ${context.account}; only the owner can ${what}`,
    );
  }
  return signer;
}

/** The product an order names: from the cache without waiting when it is fresh. */
export async function productOf(
  context: TradingContext,
  reference: ProductReference,
  signal?: AbortSignal,
): Promise<Product> {
  return context.products.peek(reference) ?? (await context.products.get(reference, signal));
}

/**
 * A subaccount as bytes32 from a name or bytes32, or the context's own when `value` is left out
 * (looked up once when the options named it by id or not at all).
 */
export async function subaccountOf(
  context: TradingContext,
  value: string | undefined,
  field = "subaccount",
  signal?: AbortSignal,
): Promise<Hex> {
  if (value !== undefined) return toSubaccountBytes(value, field);
  const own = context.defaultSubaccount;
  return own.peek() ?? (await own.get(signal));
}

/** The id of an owner's subaccount: the one given (checked), or looked up by name once. */
export async function subaccountIdOf(
  context: TradingContext,
  subaccount: Hex,
  given: string | undefined,
  signal?: AbortSignal,
): Promise<string> {
  if (given !== undefined) {
    assertUuid(given, "subaccountId");
    return given;
  }
  const ids = context.state.subaccountIds;
  const key = subaccount.toLowerCase();
  const known = ids.get(key);
  if (known) return known;
  const owner = requireAccount(context);
  for await (const found of walkRecords(
    listSubaccounts,
    "listSubaccounts",
    context.transport,
    { sender: owner },
    { signal },
  )) {
    ids.set(found.name.toLowerCase(), found.id);
  }
  const id = ids.get(key);
  if (!id) {
    const label = decodeSubaccountName(subaccount) ?? subaccount;
    throw new ValidationError(
      "subaccount",
      `${JSON.stringify(label)} is not a subaccount of ${owner}; it exists after its first deposit`,
    );
  }
  return id;
}

/** The server clock, measured first when it never was or its measurement is stale. */
export function syncedServerClock(context: TradingContext): ServerClock | Promise<ServerClock> {
  return context.serverTime.peek() ?? context.serverTime.get();
}

/** The signing domain: the context's own once known, fetched (once) otherwise. */
export function signingDomainOf(context: TradingContext): SigningDomain | Promise<SigningDomain> {
  return context.signingDomain.peek() ?? context.signingDomain.get();
}

/**
 * What every signed request about a subaccount needs, in the order it is checked: the subaccount
 * as bytes32, its id (given, or looked up once), a nonce and signedAt, and the signing domain.
 */
export async function subaccountPreamble(
  context: TradingContext,
  parameters: SignedOptions & SubaccountOptions,
): Promise<SubaccountPreamble> {
  const { signal } = parameters;
  if (parameters.subaccountId !== undefined) assertUuid(parameters.subaccountId, "subaccountId");
  const subaccount = await subaccountOf(context, parameters.subaccount, "subaccount", signal);
  const subaccountId =
    parameters.subaccount === undefined && parameters.subaccountId === undefined
      ? await ownSubaccountId(context, signal)
      : await subaccountIdOf(context, subaccount, parameters.subaccountId, signal);
  const timing = signingTime(await syncedServerClock(context), parameters);
  const domain = await signingDomainOf(context);
  return { subaccount, subaccountId, timing, domain };
}
