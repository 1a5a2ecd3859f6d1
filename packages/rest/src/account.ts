import {
  type AbortError,
  type Address,
  assertAddress,
  assertUuid,
  type BadRequestError,
  type DecodeError,
  decodeSubaccountName,
  describeValue,
  type ForbiddenError,
  formatDecimal,
  type Hex,
  type HttpError,
  isHex,
  isUuid,
  MAX_UINT256,
  type NotFoundError,
  parseDecimal,
  type RateLimitError,
  type ServerError,
  type SignatureError,
  type TimeoutError,
  type TransportError,
  type UnauthorizedError,
  ValidationError,
  ZERO_BYTES32,
} from "@perpkit/core";
import {
  type SignerLike,
  signExtendLinkedSigner,
  signLinkSigner,
  signRefreshLinkedSigner,
  signRevokeLinkedSigner,
  signWithdraw,
  toSigner,
  type WithdrawData,
} from "@perpkit/signing";
import {
  extendSigner as extendSignerOperation,
  linkSigner as linkSignerOperation,
  listSubaccounts,
  listTokens,
  refreshSigner as refreshSignerOperation,
  revokeSigner as revokeSignerOperation,
  withdraw as withdrawOperation,
} from "./generated/operations.js";
import type {
  ExtendSignerRequest,
  LinkedSigner,
  LinkSignerRequest,
  RefreshSignerRequest,
  RevokeSignerRequest,
  Token,
  Withdrawal,
  WithdrawRequest,
} from "./generated/types.js";
import { ownSubaccountId, subaccountOf } from "./own-account.js";
import { walkRecords } from "./pagination.js";
import {
  requireAccount,
  requireSigner,
  syncedClock,
  type TradingContext,
  timingOf,
} from "./trading-context.js";

/** What every signed account operation accepts besides its own fields. */
interface SignedOptions {
  /** A nonce of your own; by default one from the server clock. */
  readonly nonce?: string | undefined;
  /** A signedAt of your own; by default the server clock's. */
  readonly signedAt?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** Names the subaccount an operation acts on. */
interface SubaccountOptions {
  /** The subaccount's name or bytes32; defaults to the client's subaccount. */
  readonly subaccount?: string | undefined;
  /** Its id; looked up from the owner's subaccounts when left out. */
  readonly subaccountId?: string | undefined;
}

/**
 * Parameters of `withdraw`.
 *
 * @example
 * await client.withdraw({ token: "0x…", amount: "25", lzDestinationAddress: "0x…", lzDestinationEid: 30101 })
 */
export interface WithdrawParameters extends SignedOptions {
  /** The token: its id (UUID) or contract address. */
  readonly token: string;
  /** A decimal string in the token's units. */
  readonly amount: string;
  /** The subaccount's name or bytes32; defaults to the client's subaccount. */
  readonly subaccount?: string | undefined;
  /** A bridge destination: an address or a bytes32 (left zero-padded); needs lzDestinationEid. */
  readonly lzDestinationAddress?: string | undefined;
  /** The bridge destination's endpoint id; needs lzDestinationAddress. */
  readonly lzDestinationEid?: number | undefined;
}

/**
 * What `withdraw` resolves to: the withdrawal record.
 *
 * @example
 * const { id, status, withdrawDigest }: WithdrawReturnType = await client.withdraw({ token, amount: "25" })
 */
export type WithdrawReturnType = Withdrawal;

/**
 * Parameters of `linkSigner`.
 *
 * @example
 * await client.linkSigner({ signer: privateKeySigner(generatePrivateKey()), name: "grid-bot" })
 */
export interface LinkSignerParameters extends SignedOptions, SubaccountOptions {
  /** The new signer: a key the client generated (a plain key account, never a contract). */
  readonly signer: SignerLike;
  /** A label of 1 to 32 characters. */
  readonly name?: string | undefined;
}

/**
 * Parameters of `revokeSigner` and `refreshSigner`.
 *
 * @example
 * await client.revokeSigner({ signer: "0x…" })
 */
export interface RevokeSignerParameters extends SignedOptions, SubaccountOptions {
  /** The linked signer's address. */
  readonly signer: string;
}

/**
 * Parameters of `refreshSigner`.
 *
 * @example
 * await client.refreshSigner({ signer: "0x…" })
 */
export type RefreshSignerParameters = RevokeSignerParameters;

/**
 * Parameters of `extendSigner`.
 *
 * @example
 * await linkedClient.extendSigner()
 */
export interface ExtendSignerParameters extends SignedOptions {
  /** The linked signer, which signs its own extension; defaults to the client's signer. */
  readonly signer?: SignerLike | undefined;
}

/**
 * What the linked-signer operations resolve to: the signer's record.
 *
 * @example
 * const { status, expiresAt }: LinkedSignerReturnType = await client.refreshSigner({ signer })
 */
export type LinkedSignerReturnType = LinkedSigner;

/**
 * What the signed account operations can throw.
 *
 * @example
 * try { await client.withdraw(parameters) } catch (e) { const error = e as AccountErrorType }
 */
export type AccountErrorType =
  | ValidationError
  | SignatureError
  | BadRequestError
  | UnauthorizedError
  | ForbiddenError
  | NotFoundError
  | RateLimitError
  | ServerError
  | HttpError
  | TimeoutError
  | TransportError
  | AbortError
  | DecodeError;

const NAME_LENGTH = { min: 1, max: 32 } as const;

/** The owner's signer; a linked signer is refused for operations only the owner may sign. */
function ownerSigner(context: TradingContext, what: string) {
  const signer = requireSigner(context);
  if (context.isLinkedSigner) {
    throw new ValidationError(
      "signer",
      `is a linked signer (${signer.address}) of ${context.account}; only the owner can ${what}`,
    );
  }
  return signer;
}

/** A bridge destination as bytes32: an address is left zero-padded. */
function bridgeAddress(value: unknown): Hex {
  if (isHex(value, 32)) return value;
  if (isHex(value, 20)) return `0x${"0".repeat(24)}${value.slice(2)}` as Hex;
  throw new ValidationError(
    "lzDestinationAddress",
    `must be an address or a bytes32, got ${describeValue(value)}`,
  );
}

/** The token lists of contexts, fetched once each. */
const tokenLists = new WeakMap<TradingContext, Promise<Token[]>>();

/** The token a withdrawal names by id or address, from the token list (listed once). */
async function findToken(
  context: TradingContext,
  token: string,
  signal?: AbortSignal,
): Promise<Token> {
  let tokens = tokenLists.get(context);
  if (!tokens) {
    tokens = (async () => {
      const all: Token[] = [];
      for await (const t of walkRecords(
        listTokens,
        "listTokens",
        context.transport,
        {},
        { signal },
      ))
        all.push(t);
      return all;
    })();
    tokenLists.set(context, tokens);
    tokens.catch(() => tokenLists.delete(context));
  }
  const key = token.toLowerCase();
  const found = (await tokens).find(
    (t) => t.id.toLowerCase() === key || t.address.toLowerCase() === key,
  );
  if (!found)
    throw new ValidationError("token", `${describeValue(token)} matches no token of the exchange`);
  return found;
}

/** The subaccount ids of contexts, by lowercased bytes32 name, as looked up so far. */
const subaccountIds = new WeakMap<TradingContext, Map<string, string>>();

/** The id of an owner's subaccount: the one given (checked), or looked up by name once. */
async function subaccountIdOf(
  context: TradingContext,
  subaccount: Hex,
  given: string | undefined,
  signal?: AbortSignal,
): Promise<string> {
  if (given !== undefined) {
    assertUuid(given, "subaccountId");
    return given;
  }
  let ids = subaccountIds.get(context);
  if (!ids) {
    ids = new Map();
    subaccountIds.set(context, ids);
  }
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

/** What a parameters object of a signed subaccount request may carry. */
interface SubaccountRequestParameters {
  readonly subaccount?: string | undefined;
  readonly subaccountId?: string | undefined;
  readonly nonce?: string | undefined;
  readonly signedAt?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * What every signed request about a subaccount needs, in the order it is checked: the subaccount
 * as bytes32, its id (given, or looked up once), a nonce and signedAt, and the signing domain.
 */
async function subaccountRequest(context: TradingContext, parameters: SubaccountRequestParameters) {
  if (parameters.subaccountId !== undefined) assertUuid(parameters.subaccountId, "subaccountId");
  const subaccount = await subaccountOf(
    context,
    parameters.subaccount,
    "subaccount",
    parameters.signal,
  );
  const subaccountId =
    parameters.subaccount === undefined && parameters.subaccountId === undefined
      ? await ownSubaccountId(context, parameters.signal)
      : await subaccountIdOf(context, subaccount, parameters.subaccountId, parameters.signal);
  const timing = timingOf(await syncedClock(context), parameters);
  const domain = await context.getSigningDomain();
  return { subaccount, subaccountId, timing, domain };
}

/**
 * Requests a withdrawal, signed by the owner. A linked signer is refused before any request: it
 * may trade but never withdraw.
 *
 * `POST /v1/token/{tokenId}/withdraw` (signed: InitiateWithdraw)
 *
 * @example
 * const { id, withdrawDigest } = await withdraw(context, { token: tokenAddress, amount: "25" })
 */
export async function withdraw(
  context: TradingContext,
  parameters: WithdrawParameters,
): Promise<WithdrawReturnType> {
  const signer = ownerSigner(context, "withdraw");
  const amount = parseDecimal(parameters.amount, "amount");
  if (amount === 0n) throw new ValidationError("amount", "must be greater than 0");
  if (amount > MAX_UINT256)
    throw new ValidationError("amount", "is too large for the signed uint256");
  if (
    typeof parameters.token !== "string" ||
    !(isUuid(parameters.token) || isHex(parameters.token, 20))
  ) {
    throw new ValidationError(
      "token",
      `must be a token id or address, got ${describeValue(parameters.token)}`,
    );
  }
  const bridged =
    parameters.lzDestinationAddress !== undefined || parameters.lzDestinationEid !== undefined;
  let destination: { lzDestinationAddress: Hex; lzDestinationEid: number } | undefined;
  if (bridged) {
    if (parameters.lzDestinationAddress === undefined) {
      throw new ValidationError("lzDestinationAddress", "is required with lzDestinationEid");
    }
    const eid = parameters.lzDestinationEid;
    if (eid === undefined || !Number.isSafeInteger(eid) || eid <= 0 || eid > 0xffff_ffff) {
      throw new ValidationError(
        "lzDestinationEid",
        `must be a positive uint32 endpoint id with lzDestinationAddress, got ${describeValue(eid)}`,
      );
    }
    destination = {
      lzDestinationAddress: bridgeAddress(parameters.lzDestinationAddress),
      lzDestinationEid: eid,
    };
  }
  const subaccount = await subaccountOf(
    context,
    parameters.subaccount,
    "subaccount",
    parameters.signal,
  );
  const token = await findToken(context, parameters.token, parameters.signal);
  if (!token.withdrawEnabled) {
    throw new ValidationError("token", `${token.name}: withdrawals are disabled on the exchange`);
  }
  const timing = timingOf(await syncedClock(context), parameters);
  const data: WithdrawData = {
    account: signer.address,
    subaccount,
    token: token.address as Address,
    amount: formatDecimal(amount),
    nonce: timing.nonce,
    signedAt: timing.signedAt,
    lzDestinationAddress: destination?.lzDestinationAddress ?? ZERO_BYTES32,
    lzDestinationEid: destination?.lzDestinationEid ?? 0,
  };
  const domain = await context.getSigningDomain();
  const body = (await signWithdraw({ domain, data, signer, now: timing.nowMs })) as WithdrawRequest;
  return withdrawOperation(
    context.transport,
    { tokenId: token.id, body },
    { signal: parameters.signal, retry: "safe" },
  );
}

/**
 * Links a new signer: the owner and the new signer both sign the same LinkSigner message.
 *
 * `POST /v1/linked-signer/link` (signed: LinkSigner, twice)
 *
 * @example
 * await linkSigner(context, { signer: privateKeySigner(generatePrivateKey()), name: "grid-bot" })
 */
export async function linkSigner(
  context: TradingContext,
  parameters: LinkSignerParameters,
): Promise<LinkedSignerReturnType> {
  const owner = ownerSigner(context, "link signers");
  const newSigner = toSigner(parameters.signer);
  if (newSigner.address.toLowerCase() === owner.address.toLowerCase()) {
    throw new ValidationError("signer", "is the owner itself; link a separate key");
  }
  if (
    parameters.name !== undefined &&
    (typeof parameters.name !== "string" ||
      parameters.name.length < NAME_LENGTH.min ||
      parameters.name.length > NAME_LENGTH.max)
  ) {
    throw new ValidationError(
      "name",
      `must be ${NAME_LENGTH.min} to ${NAME_LENGTH.max} characters, got ${describeValue(parameters.name)}`,
    );
  }
  const { subaccount, subaccountId, timing, domain } = await subaccountRequest(context, parameters);
  const body = (await signLinkSigner({
    domain,
    data: {
      subaccountId,
      sender: owner.address,
      subaccount,
      signer: newSigner.address,
      nonce: timing.nonce,
      signedAt: timing.signedAt,
      ...(parameters.name !== undefined ? { name: parameters.name } : {}),
    },
    owner,
    signer: newSigner,
    now: timing.nowMs,
  })) as LinkSignerRequest;
  return linkSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}

/**
 * Revokes a linked signer, signed by the owner. A revoked signer can never be linked again.
 *
 * `DELETE /v1/linked-signer/revoke` (signed: RevokeLinkedSigner)
 *
 * @example
 * await revokeSigner(context, { signer: botAddress })
 */
export async function revokeSigner(
  context: TradingContext,
  parameters: RevokeSignerParameters,
): Promise<LinkedSignerReturnType> {
  const owner = ownerSigner(context, "revoke signers");
  assertAddress(parameters.signer, "signer");
  const { subaccount, subaccountId, timing, domain } = await subaccountRequest(context, parameters);
  const body = (await signRevokeLinkedSigner({
    domain,
    data: {
      subaccountId,
      sender: owner.address,
      subaccount,
      signer: parameters.signer,
      nonce: timing.nonce,
      signedAt: timing.signedAt,
    },
    signer: owner,
    now: timing.nowMs,
  })) as RevokeSignerRequest;
  return revokeSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}

/**
 * Refreshes an expired linked signer, signed by the owner.
 *
 * `POST /v1/linked-signer/refresh` (signed: RefreshLinkedSigner)
 *
 * @example
 * await refreshSigner(context, { signer: botAddress })
 */
export async function refreshSigner(
  context: TradingContext,
  parameters: RefreshSignerParameters,
): Promise<LinkedSignerReturnType> {
  const owner = ownerSigner(context, "refresh signers");
  assertAddress(parameters.signer, "signer");
  const { subaccount, subaccountId, timing, domain } = await subaccountRequest(context, parameters);
  const body = (await signRefreshLinkedSigner({
    domain,
    data: {
      sender: owner.address,
      signer: parameters.signer,
      subaccount,
      subaccountId,
      nonce: timing.nonce,
      signedAt: timing.signedAt,
    },
    signer: owner,
    now: timing.nowMs,
  })) as RefreshSignerRequest;
  return refreshSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}

/**
 * Extends a linked signer's validity, signed by the linked signer itself (the context's signer,
 * or the one given).
 *
 * `POST /v1/linked-signer/extend` (signed: ExtendLinkedSigner)
 *
 * @example
 * const bot = createTradingContext({ network: "testnet", signer: botKey, account: ownerAddress })
 * await extendSigner(bot)
 */
export async function extendSigner(
  context: TradingContext,
  parameters: ExtendSignerParameters = {},
): Promise<LinkedSignerReturnType> {
  const linked =
    parameters.signer === undefined ? requireSigner(context) : toSigner(parameters.signer);
  if (
    context.account !== undefined &&
    linked.address.toLowerCase() === context.account.toLowerCase()
  ) {
    throw new ValidationError(
      "signer",
      "is the owner; an extension is signed by the linked signer itself (pass it as signer)",
    );
  }
  const timing = timingOf(await syncedClock(context), parameters);
  const domain = await context.getSigningDomain();
  const body = (await signExtendLinkedSigner({
    domain,
    data: { sender: linked.address, nonce: timing.nonce, signedAt: timing.signedAt },
    signer: linked,
    now: timing.nowMs,
  })) as ExtendSignerRequest;
  return extendSignerOperation(
    context.transport,
    { body },
    { signal: parameters.signal, retry: "safe" },
  );
}
