import {
  type AbortError,
  type Address,
  assertAddress,
  type BadRequestError,
  type DecodeError,
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
import { paginate } from "./pagination.js";
import type { SigningContext } from "./signing-context.js";

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
function ownerSigner(context: SigningContext, what: string) {
  const signer = context.requireSigner();
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

/** A cache of the token list, for withdrawals named by token id or address. */
export interface TokenDirectory {
  find(token: string, signal?: AbortSignal): Promise<Token>;
}

/**
 * Tokens by id and address, listed once.
 *
 * @example
 * const token = await createTokenDirectory(context).find("0x…")
 */
export function createTokenDirectory(context: SigningContext): TokenDirectory {
  let tokens: Promise<Token[]> | undefined;
  return {
    async find(token, signal) {
      tokens ??= (async () => {
        const all: Token[] = [];
        for await (const t of paginate(context.transport, "listTokens", {}, { signal }))
          all.push(t);
        return all;
      })().catch((error: unknown) => {
        tokens = undefined;
        throw error;
      });
      const key = token.toLowerCase();
      const found = (await tokens).find(
        (t) => t.id.toLowerCase() === key || t.address.toLowerCase() === key,
      );
      if (!found)
        throw new ValidationError(
          "token",
          `${describeValue(token)} matches no token of the exchange`,
        );
      return found;
    },
  };
}

/**
 * Requests a withdrawal, signed by the owner. A linked signer is refused before any request: it
 * may trade but never withdraw.
 */
export async function withdraw(
  context: SigningContext,
  tokens: TokenDirectory,
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
  const subaccount = context.subaccount(parameters.subaccount);
  const token = await tokens.find(parameters.token, parameters.signal);
  if (!token.withdrawEnabled) {
    throw new ValidationError("token", `${token.name}: withdrawals are disabled on the exchange`);
  }
  const clock = await context.clock();
  const timing = context.timing(clock, parameters);
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
  const domain = await context.domain();
  const body = (await signWithdraw({ domain, data, signer, now: timing.nowMs })) as WithdrawRequest;
  return withdrawOperation(
    context.transport,
    { tokenId: token.id, body },
    { signal: parameters.signal, retry: "safe" },
  );
}

/** Links a new signer: the owner and the new signer both sign the same LinkSigner message. */
export async function linkSigner(
  context: SigningContext,
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
  const subaccount = context.subaccount(parameters.subaccount);
  const subaccountId = await context.subaccountId(
    subaccount,
    parameters.subaccountId,
    parameters.signal,
  );
  const clock = await context.clock();
  const timing = context.timing(clock, parameters);
  const domain = await context.domain();
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

/** Revokes a linked signer, signed by the owner. A revoked signer can never be linked again. */
export async function revokeSigner(
  context: SigningContext,
  parameters: RevokeSignerParameters,
): Promise<LinkedSignerReturnType> {
  const owner = ownerSigner(context, "revoke signers");
  assertAddress(parameters.signer, "signer");
  const subaccount = context.subaccount(parameters.subaccount);
  const subaccountId = await context.subaccountId(
    subaccount,
    parameters.subaccountId,
    parameters.signal,
  );
  const clock = await context.clock();
  const timing = context.timing(clock, parameters);
  const domain = await context.domain();
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

/** Refreshes an expired linked signer, signed by the owner. */
export async function refreshSigner(
  context: SigningContext,
  parameters: RefreshSignerParameters,
): Promise<LinkedSignerReturnType> {
  const owner = ownerSigner(context, "refresh signers");
  assertAddress(parameters.signer, "signer");
  const subaccount = context.subaccount(parameters.subaccount);
  const subaccountId = await context.subaccountId(
    subaccount,
    parameters.subaccountId,
    parameters.signal,
  );
  const clock = await context.clock();
  const timing = context.timing(clock, parameters);
  const domain = await context.domain();
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

/** Extends a linked signer's validity, signed by the linked signer itself. */
export async function extendSigner(
  context: SigningContext,
  parameters: ExtendSignerParameters = {},
): Promise<LinkedSignerReturnType> {
  const linked =
    parameters.signer === undefined ? context.requireSigner() : toSigner(parameters.signer);
  if (
    context.account !== undefined &&
    linked.address.toLowerCase() === context.account.toLowerCase()
  ) {
    throw new ValidationError(
      "signer",
      "is the owner; an extension is signed by the linked signer itself (pass it as signer)",
    );
  }
  const clock = await context.clock();
  const timing = context.timing(clock, parameters);
  const domain = await context.domain();
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
