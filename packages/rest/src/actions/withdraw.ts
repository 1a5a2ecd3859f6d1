import {
  assertAddress,
  describeValue,
  formatDecimal,
  type Hex,
  isHex,
  isUuid,
  MAX_UINT256,
  parseDecimal,
  signingTime,
  ValidationError,
  ZERO_BYTES32,
} from "@perpkit/core";
import { signWithdraw, type WithdrawData } from "@perpkit/signing";
import type { SignedOperationErrorType } from "../errors.js";
import { listTokens, withdrawOperation } from "../generated/operations.js";
import type { Token, Withdrawal } from "../generated/types.js";
import { walkRecords } from "../products.js";
import type { TradingContext } from "../trading-context.js";
import {
  ownerSigner,
  type SignedOptions,
  signingDomainOf,
  subaccountOf,
  syncedServerClock,
} from "./preamble.js";

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
 * What `withdraw` can throw: what any signed operation can throw; a linked signer is refused
 * with a ValidationError naming `signer`.
 *
 * @example
 * try { await client.withdraw({ token, amount: "25" }) } catch (e) { const error = e as WithdrawErrorType }
 */
export type WithdrawErrorType = SignedOperationErrorType;

/** A bridge destination as bytes32: an address is left zero-padded. */
function bridgeAddress(value: unknown): Hex {
  if (isHex(value, 32)) return value;
  if (isHex(value, 20)) return `0x${"0".repeat(24)}${value.slice(2)}` as Hex;
  throw new ValidationError(
    "lzDestinationAddress",
    `must be an address or a bytes32, got ${describeValue(value)}`,
  );
}

/** The bridge destination of a withdrawal, checked; zeros when it does not bridge. */
function destinationOf(parameters: WithdrawParameters): {
  lzDestinationAddress: Hex;
  lzDestinationEid: number;
} {
  const { lzDestinationAddress, lzDestinationEid: eid } = parameters;
  if (lzDestinationAddress === undefined && eid === undefined) {
    return { lzDestinationAddress: ZERO_BYTES32, lzDestinationEid: 0 };
  }
  if (lzDestinationAddress === undefined) {
    throw new ValidationError("lzDestinationAddress", "is required with lzDestinationEid");
  }
  if (eid === undefined || !Number.isSafeInteger(eid) || eid <= 0 || eid > 0xffff_ffff) {
    throw new ValidationError(
      "lzDestinationEid",
      `must be a positive uint32 endpoint id with lzDestinationAddress, got ${describeValue(eid)}`,
    );
  }
  return { lzDestinationAddress: bridgeAddress(lzDestinationAddress), lzDestinationEid: eid };
}

/** The token a withdrawal names by id or address, from the token list (listed once). */
async function findToken(
  context: TradingContext,
  token: string,
  signal?: AbortSignal,
): Promise<Token> {
  const { state } = context;
  let tokens = state.tokens;
  if (!tokens) {
    const listing = (async () => {
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
    tokens = listing;
    state.tokens = listing;
    // A failed listing is not remembered.
    listing.catch(() => {
      if (state.tokens === listing) state.tokens = undefined;
    });
  }
  const key = token.toLowerCase();
  const found = (await tokens).find(
    (t) => t.id.toLowerCase() === key || t.address.toLowerCase() === key,
  );
  if (!found)
    throw new ValidationError("token", `${describeValue(token)} matches no token of the exchange`);
  return found;
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
  const { signal } = parameters;
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
  const destination = destinationOf(parameters);
  const subaccount = await subaccountOf(context, parameters.subaccount, "subaccount", signal);
  const token = await findToken(context, parameters.token, signal);
  if (!token.withdrawEnabled) {
    throw new ValidationError("token", `${token.name}: withdrawals are disabled on the exchange`);
  }
  assertAddress(token.address, "token");
  const timing = signingTime(await syncedServerClock(context), parameters);
  const data = {
    account: signer.address,
    subaccount,
    token: token.address,
    amount: formatDecimal(amount),
    nonce: timing.nonce,
    signedAt: timing.signedAt,
    ...destination,
  } satisfies WithdrawData;
  const domain = await signingDomainOf(context);
  const body = await signWithdraw({ domain, data, signer, now: timing.nowMs });
  return withdrawOperation(
    context.transport,
    { tokenId: token.id, body },
    { signal, retry: "safe" },
  );
}
