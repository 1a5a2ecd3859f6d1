import {
  type Address,
  assertNonceWindow,
  assertSignedAtWindow,
  assertUuid,
  DEFAULT_SUBACCOUNT_NAME,
  decodeSubaccountName,
  describeValue,
  type Hex,
  type HttpTransport,
  isHex,
  type NetworkConfig,
  type ServerClock,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import {
  fetchSigningConfig,
  type Signer,
  type SignerLike,
  type SigningConfig,
  type SigningDomain,
  toSigner,
} from "@perpkit/signing";
import { paginate } from "./pagination.js";
import type { ReadClientInternals } from "./read-client.js";

/** A nonce and signedAt for one message, and the server time they were taken at. */
export interface Timing {
  readonly nonce: string;
  readonly signedAt: number;
  readonly nowMs: number;
}

/** What signed operations share: the signer, its owner, the domain, subaccounts and the clock. */
export interface SigningContext {
  readonly network: NetworkConfig;
  readonly transport: HttpTransport;
  readonly signer: Signer | undefined;
  /** The owner wallet of the client's subaccounts: `account`, or the signer's own address. */
  readonly account: Address | undefined;
  /** True when the signer is not the owner: it may trade but never withdraw. */
  readonly isLinkedSigner: boolean;
  /** The client's signer; a ValidationError when there is none. */
  requireSigner(): Signer;
  /** The owner wallet; a ValidationError when there is none. */
  requireAccount(): Address;
  /** The signing domain, from the live GET /v1/rpc/config, fetched once. */
  domain(): Promise<SigningDomain>;
  /** A subaccount as bytes32 from a name or bytes32, or the client's default subaccount. */
  subaccount(value: string | undefined, field?: string): Hex;
  /** The id of an owner's subaccount, looked up by name once and remembered. */
  subaccountId(subaccount: Hex, given: string | undefined, signal?: AbortSignal): Promise<string>;
  /** The clock, synced when stale. */
  clock(): Promise<ServerClock>;
  /** The clock when fresh and the domain when known, without waiting; the hot path of orders. */
  ready(): { clock: ServerClock; domain: SigningDomain } | undefined;
  /** A nonce and signedAt from the server clock, or the caller's own after checking their windows. */
  timing(
    clock: ServerClock,
    given: { nonce?: string | undefined; signedAt?: number | undefined },
    prefix?: string,
  ): Timing;
}

/** Options of {@link createSigningContext}. */
export interface SigningContextOptions {
  readonly signer?: SignerLike | undefined;
  readonly account?: Address | undefined;
  readonly subaccount?: string | undefined;
  readonly signingConfig?: SigningConfig | undefined;
  readonly allowConfigDrift?: boolean | undefined;
  readonly fetch?: typeof globalThis.fetch | undefined;
  readonly timeoutMs?: number | undefined;
}

/**
 * A subaccount as bytes32: a bytes32 is kept, a name is encoded. Text that starts like hex but is
 * not 32 bytes is refused rather than taken for a name.
 */
function subaccountOf(value: unknown, field: string): Hex {
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

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Builds the context signed operations run in.
 *
 * @example
 * const context = createSigningContext(read, { signer: privateKeySigner(key) })
 */
export function createSigningContext(
  read: ReadClientInternals,
  options: SigningContextOptions,
): SigningContext {
  const network = read.client.network;
  const signer = options.signer === undefined ? undefined : toSigner(options.signer);
  const account = options.account ?? signer?.address;
  const isLinkedSigner =
    signer !== undefined && account !== undefined && !sameAddress(signer.address, account);
  const defaultSubaccount = subaccountOf(
    options.subaccount ?? DEFAULT_SUBACCOUNT_NAME,
    "subaccount",
  );
  let knownDomain: SigningDomain | undefined = options.signingConfig?.domain;
  let domainPromise: Promise<SigningDomain> | undefined = knownDomain
    ? Promise.resolve(knownDomain)
    : undefined;
  const ids = new Map<string, string>();

  const requireSigner = (): Signer => {
    if (!signer) {
      throw new ValidationError(
        "signer",
        "is required: create the client with a signer to sign requests",
      );
    }
    return signer;
  };
  const requireAccount = (): Address => {
    if (!account) {
      throw new ValidationError(
        "account",
        "is required: create the client with a signer or an account",
      );
    }
    return account;
  };

  return {
    network,
    transport: read.client.transport,
    signer,
    account,
    isLinkedSigner,
    requireSigner,
    requireAccount,
    domain() {
      domainPromise ??= fetchSigningConfig(network.restUrl, {
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
        allowDrift: options.allowConfigDrift,
      }).then(
        (config) => {
          knownDomain = config.domain;
          return config.domain;
        },
        (error: unknown) => {
          domainPromise = undefined;
          throw error;
        },
      );
      return domainPromise;
    },
    subaccount(value, field = "subaccount") {
      return value === undefined ? defaultSubaccount : subaccountOf(value, field);
    },
    async subaccountId(subaccount, given, signal) {
      if (given !== undefined) {
        assertUuid(given, "subaccountId");
        return given;
      }
      const key = subaccount.toLowerCase();
      const known = ids.get(key);
      if (known) return known;
      const owner = requireAccount();
      for await (const found of paginate(
        read.client.transport,
        "listSubaccounts",
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
    },
    clock: () => read.ensureClock(),
    ready() {
      const clock = read.freshClock();
      return clock && knownDomain ? { clock, domain: knownDomain } : undefined;
    },
    timing(clock, given, prefix = "") {
      const nowMs = clock.now();
      if (given.signedAt !== undefined)
        assertSignedAtWindow(given.signedAt, nowMs, `${prefix}signedAt`);
      if (given.nonce !== undefined) assertNonceWindow(given.nonce, nowMs, `${prefix}nonce`);
      return {
        nonce: given.nonce ?? clock.nonce(),
        signedAt: given.signedAt ?? clock.signedAt(),
        nowMs,
      };
    },
  };
}
