import {
  type Address,
  type Clock,
  cachedOn,
  createHttpTransport,
  createNonceSource,
  createServerClock,
  type DebugLogger,
  debugLogger,
  decodeSubaccountName,
  describeValue,
  type Hex,
  type HttpTransport,
  isHex,
  isUuid,
  type NetworkConfig,
  type RequestBudget,
  resolveNetwork,
  systemClock,
  type TransportErrorType,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import { fetchSigningConfig, type Signer, toSigner } from "@perpkit/signing";
import { getTime, listSubaccounts } from "./generated/operations.js";
import type { Subaccount } from "./generated/types.js";
import { createProductCache, walkRecords } from "./products.js";
import type {
  OwnSubaccount,
  ReadClientOptions,
  SubaccountLookup,
  TradingContext,
  TradingContextOptions,
  TradingState,
} from "./trading-types.js";

export type {
  OwnSubaccount,
  ReadClientOptions,
  SubaccountLookup,
  TradingContext,
  TradingContextOptions,
  TradingState,
};

/**
 * A subaccount as bytes32: a bytes32 is kept, a name is encoded. Text that starts like hex but is
 * not 32 bytes is refused rather than taken for a name.
 */
export function toSubaccountBytes(value: unknown, field: string): Hex {
  if (typeof value !== "string") {
    throw new ValidationError(field, `must be a name or a bytes32, got ${describeValue(value)}`);
  }
  if (/^0x[0-9a-fA-F]*$/.test(value) && !isHex(value, 32)) {
    throw new ValidationError(
      field,
      `looks like hex but is not a bytes32 (0x and 64 hex digits); got ${value.length} characters`,
    );
  }
  return toSubaccount(value, field);
}

function networkOf(options: ReadClientOptions): NetworkConfig {
  const { network, baseUrl } = options;
  if (network === undefined) {
    if (baseUrl === undefined) {
      throw new ValidationError(
        "network",
        "is required: give a network name (mainnet, testnet, local) or a baseUrl",
      );
    }
    return resolveNetwork({ restUrl: baseUrl }, "local");
  }
  const resolved = resolveNetwork(network);
  return baseUrl === undefined ? resolved : { ...resolved, restUrl: baseUrl };
}

/** The debug namespace of a client: `perpkit:rest`, and its name after a colon. */
function namespaceOf(name: string | undefined): string {
  return name === undefined ? "perpkit:rest" : `perpkit:rest:${name}`;
}

/** The transport of a context, and the one its cancels use, both paid from `budget`. */
function transportsOf(
  options: TradingContextOptions,
  network: NetworkConfig,
  budget: RequestBudget | undefined,
  account: Address | undefined,
  log: DebugLogger,
  clock: Clock,
): { readonly transport: HttpTransport; readonly cancelTransport: HttpTransport } {
  // The transport reads only its own options (fetch, timeoutMs, retry, headers, hooks, ...).
  const http = createHttpTransport({
    ...options,
    clock,
    baseUrl: network.restUrl,
    debugNamespace: log.namespace,
  });
  if (!budget) return { transport: http, cancelTransport: http };
  // An explicit retry policy's patience with Retry-After holds for the budget's waits too.
  const maxRetryAfterMs =
    typeof options.retry === "object" ? options.retry.maxRetryAfterMs : undefined;
  const settings = { account, onRetry: options.onRetry, log, maxRetryAfterMs };
  return {
    transport: budget.transport(http, settings),
    cancelTransport: budget.transport(http, { ...settings, cancel: true }),
  };
}

/**
 * Creates a trading context: the transport (paid from the rate budget given), a server clock (synced from
 * GET /v1/time before the first signed request), the nonce source, a product cache, the signer,
 * and the signing domain (from the live GET /v1/rpc/config, fetched once). Nothing is fetched
 * until a function needs it. Pass it to the free functions (`placeOrder`, `cancelOrders`, ...);
 * a bundler keeps only the ones you import.
 *
 * @example
 * import { createTradingContext, placeOrder } from "@perpkit/rest"
 * const context = createTradingContext({ network: "testnet", signer: walletClient })
 * const { id, result } = await placeOrder(context, {
 *   symbol: "BTCUSD", side: "buy", type: "LIMIT", quantity: "0.01", price: "60000", timeInForce: "GTD",
 * })
 */
export function createTradingContext(options: TradingContextOptions): TradingContext {
  const network = networkOf(options);
  const log = debugLogger(namespaceOf(options.name));
  const signer = options.signer === undefined ? undefined : toSigner(options.signer);
  const account = options.account ?? signer?.address;
  const clock = options.clock ?? systemClock;
  // A ServerClock has no timers: given as the clock, it is refused here, not at the first wait.
  if (typeof clock.setTimeout !== "function") {
    throw new ValidationError(
      "clock",
      "must be a Clock (now and timers, such as systemClock or sandbox.clock); a ServerClock goes in serverClock",
    );
  }
  // A budget is passed in (createRestClient makes one by default), so that a bundle of the free
  // functions carries the budget's code only when it uses one.
  const budget = options.budget || undefined;
  // The account pool is charged to the address that signs (the `sender`), as the exchange does.
  const { transport, cancelTransport } = transportsOf(
    options,
    network,
    budget,
    signer?.address,
    log,
    clock,
  );
  // Nonces are unique per exchange; contexts of exchanges with different clocks keep apart.
  const nonces = options.nonces ?? createNonceSource({ scope: transport.baseUrl, clock });
  const serverClock =
    options.serverClock ??
    createServerClock({ fetchTime: async () => (await getTime(transport)).time, nonces, clock });
  const named =
    options.subaccount === undefined || isUuid(options.subaccount)
      ? undefined
      : toSubaccountBytes(options.subaccount, "subaccount");
  const context: TradingContext = {
    name: options.name,
    network,
    transport,
    cancelTransport,
    budget,
    clock,
    serverClock,
    serverTime: cachedOn(
      clock,
      async () => {
        await serverClock.sync();
        return serverClock;
      },
      { maxAgeMs: options.serverClockMaxAgeMs ?? 900_000 },
    ),
    nonces,
    log,
    state: {
      ownSubaccount: undefined,
      subaccountIds: new Map(),
      tokens: undefined,
      rules: new WeakMap(),
    },
    products: createProductCache(transport, { maxAgeMs: options.productsMaxAgeMs, clock }),
    signer,
    account,
    isLinkedSigner:
      signer !== undefined &&
      account !== undefined &&
      signer.address.toLowerCase() !== account.toLowerCase(),
    subaccount: named,
    subaccountId:
      options.subaccount !== undefined && isUuid(options.subaccount)
        ? options.subaccount
        : undefined,
    subaccountLookup: options.subaccountLookup,
    defaultSubaccount: cachedOn(clock, (signal) => lookUpSubaccountName(context, signal), {
      value: named,
    }),
    // Through the context's own transport: its headers, timeout and retries apply here too.
    signingDomain: cachedOn(
      clock,
      async () =>
        (await fetchSigningConfig(transport, { allowDrift: options.allowConfigDrift })).domain,
      { value: options.signingConfig?.domain },
    ),
  };
  return context;
}

/** The context's signer; a ValidationError naming `signer` when it has none. */
export function requireSigner(context: TradingContext): Signer {
  if (!context.signer) {
    throw new ValidationError(
      "signer",
      "is required: create the client or context with a signer to sign requests",
    );
  }
  return context.signer;
}

/** The owner wallet; a ValidationError naming `account` when there is none. */
export function requireAccount(context: TradingContext): Address {
  if (!context.account) {
    throw new ValidationError(
      "account",
      "is required: create the client or context with a signer or an account",
    );
  }
  return context.account;
}

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

/**
 * Parameters of {@link getOwnSubaccount}.
 *
 * @example
 * const parameters: GetOwnSubaccountParameters = { refresh: true }
 */
export type GetOwnSubaccountParameters = OwnSubaccountOptions;

/**
 * What {@link getOwnSubaccount} resolves to: the subaccount, with its name as text.
 *
 * @example
 * const { id, subaccountName }: GetOwnSubaccountReturnType = await getOwnSubaccount(context)
 */
export type GetOwnSubaccountReturnType = OwnSubaccount;

/**
 * What {@link getOwnSubaccount} can throw: no account to look for, or no subaccount of that name
 * (a ValidationError saying which), or a failure of the request.
 *
 * @example
 * try { await getOwnSubaccount(context) } catch (e) { const error = e as GetOwnSubaccountErrorType }
 */
export type GetOwnSubaccountErrorType = ValidationError | TransportErrorType;

/**
 * Parameters of {@link listOwnSubaccounts}.
 *
 * @example
 * const parameters: ListOwnSubaccountsParameters = { signal: AbortSignal.timeout(5_000) }
 */
export type ListOwnSubaccountsParameters = OwnSubaccountOptions;

/**
 * What {@link listOwnSubaccounts} resolves to: every subaccount of the account, oldest first.
 *
 * @example
 * const all: ListOwnSubaccountsReturnType = await listOwnSubaccounts(context)
 */
export type ListOwnSubaccountsReturnType = readonly OwnSubaccount[];

/**
 * What {@link listOwnSubaccounts} can throw: no account to list (a ValidationError), or a failure
 * of a request.
 *
 * @example
 * try { await listOwnSubaccounts(context) } catch (e) { const error = e as ListOwnSubaccountsErrorType }
 */
export type ListOwnSubaccountsErrorType = ValidationError | TransportErrorType;

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
  options: ListOwnSubaccountsParameters = {},
): Promise<ListOwnSubaccountsReturnType> {
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
  options: GetOwnSubaccountParameters = {},
): Promise<GetOwnSubaccountReturnType> {
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
 * The subaccount to sign for when a request names none and the options named none by name or
 * bytes32: the one the context's `subaccountLookup` finds (the account's first with
 * `getOwnSubaccount`). An account without any is refused before anything is signed, with the
 * error a read gives (a ValidationError naming `subaccount`: no deposit yet); it is looked up
 * again at its next request, since a deposit may create its first subaccount at any time. A
 * context without a lookup refuses at once, with a ValidationError naming `subaccount`.
 */
async function lookUpSubaccountName(context: TradingContext, signal?: AbortSignal): Promise<Hex> {
  const lookup = context.subaccountLookup;
  if (!lookup) {
    throw new ValidationError(
      "subaccount",
      `${context.subaccountId === undefined ? "is required" : "is an id: its name is needed"} to sign; name it, or create the context with subaccountLookup: getOwnSubaccount`,
    );
  }
  return (await lookup(context, { signal })).name as Hex;
}
