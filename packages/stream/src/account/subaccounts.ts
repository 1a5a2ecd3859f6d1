import {
  assertAddress,
  assertUuid,
  createHttpTransport,
  decodeSubaccountName,
  type NetworkOption,
  resolveNetwork,
  type TransportErrorType,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import { streamServers, subaccountLookup } from "../generated/channels.js";

// Finding a subaccount's id from its owner and name, for the account channels, which the gateway
// keys by id. It lives apart from the client so that bundles that subscribe by id never carry the
// HTTP transport.

/**
 * Where a lookup asks: the stream client's own options, or any of them.
 *
 * @example
 * const where: SubaccountLookupOptions = { network: "testnet" }
 */
export interface SubaccountLookupOptions {
  /** A preset network, or explicit URLs (its `restUrl` is used). */
  readonly network?: NetworkOption | undefined;
  /** The gateway URL; without `network` or `restUrl`, the REST API is taken to be on its host. */
  readonly url?: string | undefined;
  /** The REST API base URL, overriding the others. */
  readonly restUrl?: string | undefined;
  /** The fetch to use; default the global one. */
  readonly fetch?: typeof globalThis.fetch | undefined;
}

/**
 * Parameters of {@link lookupSubaccountId}: what it takes after the owner and the name, its
 * options.
 *
 * @example
 * const options: LookupSubaccountIdParameters = { network: "testnet" }
 */
export type LookupSubaccountIdParameters = SubaccountLookupOptions;

/**
 * What {@link lookupSubaccountId} resolves to: the subaccount's id.
 *
 * @example
 * const id: LookupSubaccountIdReturnType = await lookupSubaccountId(owner, "primary")
 */
export type LookupSubaccountIdReturnType = string;

/**
 * What {@link lookupSubaccountId} can throw: a malformed address or name, or a name the account
 * does not own (a ValidationError naming the field), or a failure of the request.
 *
 * @example
 * try { await lookupSubaccountId(owner, "primary") } catch (e) { const error = e as LookupSubaccountIdErrorType }
 */
export type LookupSubaccountIdErrorType = ValidationError | TransportErrorType;

/**
 * Finds the id of a subaccount from its owner's address and its name; the stream client's
 * `subaccounts` option.
 *
 * @example
 * const lookup: SubaccountLookup = (account, name) => myDirectory.idOf(account, name)
 */
export type SubaccountLookup = (
  account: string,
  subaccount: string,
  options: SubaccountLookupOptions,
) => Promise<string>;

/** The REST base URL for a stream client's options. */
function restUrlOf(options: SubaccountLookupOptions): string {
  if (options.restUrl !== undefined) return options.restUrl;
  if (options.network !== undefined || options.url === undefined) {
    return resolveNetwork(options.network ?? "mainnet").restUrl;
  }
  // A preset's gateway: that preset's REST API. Any other gateway: the REST API on its host.
  for (const [name, server] of Object.entries(streamServers)) {
    if (server === options.url) return resolveNetwork(name).restUrl;
  }
  const gateway = new URL(options.url);
  return `${gateway.protocol === "wss:" ? "https:" : "http:"}//${gateway.host}`;
}

/** Ids found, by REST URL, owner and name: a subaccount's id never changes. */
const found = new Map<string, Promise<string>>();

/**
 * Finds the id of `account`'s subaccount named `subaccount` (`"primary"`, or its bytes32 form)
 * through the REST API's list of the account's subaccounts (GET /v1/subaccount?sender=), page by
 * page; ids found are remembered. Throws a ValidationError for a malformed address or name, or a
 * name the account does not own (the message lists the names it does own); transport errors as
 * @perpkit/core's transport throws them.
 *
 * @example
 * const subaccountId = await lookupSubaccountId(wallet.address, "primary", { network: "testnet" })
 * // or let the stream client look it up:
 * const stream = createStreamClient({ network: "testnet", subaccounts: lookupSubaccountId })
 * stream.subscribe({ type: "OrderUpdate", account: wallet.address, subaccount: "primary" })
 */
export function lookupSubaccountId(
  account: string,
  subaccount: string,
  options: LookupSubaccountIdParameters = {},
): Promise<LookupSubaccountIdReturnType> {
  assertAddress(account, "account");
  const name = toSubaccount(subaccount, "subaccount").toLowerCase();
  const baseUrl = restUrlOf(options);
  const key = `${baseUrl}|${account.toLowerCase()}|${name}`;
  let id = found.get(key);
  if (id === undefined) {
    id = search(baseUrl, account, subaccount, name, options.fetch);
    found.set(key, id);
    // A failure is not remembered: the subaccount may exist at the next attempt.
    id.catch(() => found.delete(key));
  }
  return id;
}

async function search(
  baseUrl: string,
  account: string,
  subaccount: string,
  name: string,
  fetch: typeof globalThis.fetch | undefined,
): Promise<string> {
  const transport = createHttpTransport({ baseUrl, fetch, retry: true });
  const owned: string[] = [];
  let cursor: string | undefined;
  do {
    const { body } = await transport.request({
      method: "GET",
      path: subaccountLookup.path,
      query: { [subaccountLookup.owner]: account, [subaccountLookup.cursor]: cursor },
    });
    const page = body as {
      readonly data?: readonly { readonly id?: unknown; readonly name?: unknown }[];
      readonly hasNext?: boolean;
      readonly nextCursor?: string;
    };
    for (const record of page.data ?? []) {
      if (typeof record.name !== "string") continue;
      if (record.name.toLowerCase() === name) {
        assertUuid(record.id, "id");
        return record.id;
      }
      owned.push(decodeSubaccountName(record.name as `0x${string}`) ?? record.name);
    }
    cursor = page.hasNext ? page.nextCursor : undefined;
  } while (cursor);
  throw new ValidationError(
    "subaccount",
    `names no subaccount of ${account}: ${JSON.stringify(subaccount)} (it owns ${
      owned.length === 0 ? "none" : owned.map((n) => JSON.stringify(n)).join(", ")
    })`,
  );
}
