// What the referral actions share: an EIP712Auth signature of the client's signer for one intent,
// in the body or, for a signed read, in the X-Ethereal-* headers.
import { type AuthData, signAuth } from "@perpkit/signing";
import { EIP712AuthIntent } from "../generated/types.js";
import { requireSigner, type TradingContext } from "../trading-context.js";
import { signingDomainOf, subaccountOf, syncedServerClock } from "./preamble.js";

/**
 * What every referral operation accepts.
 *
 * @example
 * const options: ReferralOptions = { subaccount: "primary" }
 */
export interface ReferralOptions {
  /**
   * The subaccount a linked signer acts for (its name or bytes32); the owner's requests leave it
   * out. A linked-signer client sends its own subaccount by default.
   */
  readonly subaccount?: string | undefined;
  /** A signedAt of your own; by default the server clock's. */
  readonly signedAt?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** The value of a signed read's X-Ethereal-Auth header ("Must be: EIP712Auth" in the live document). */
const AUTH_SCHEME = "EIP712Auth";

/** Signs an EIP712Auth message of `intent` with the client's signer. */
export async function authorise(
  context: TradingContext,
  intent: number,
  parameters: ReferralOptions,
  extra: Pick<AuthData, "code"> = {},
) {
  const signer = requireSigner(context);
  const subaccount =
    parameters.subaccount !== undefined || context.isLinkedSigner
      ? await subaccountOf(context, parameters.subaccount, "subaccount", parameters.signal)
      : undefined;
  const serverClock = await syncedServerClock(context);
  const now = serverClock.now();
  const signedAt = parameters.signedAt ?? serverClock.signedAt();
  const domain = await signingDomainOf(context);
  const data: AuthData = {
    sender: signer.address,
    intent,
    signedAt,
    ...(subaccount === undefined ? {} : { subaccount }),
    ...extra,
  };
  return { subaccount, signed: await signAuth({ domain, data, signer, now }) };
}

/** The X-Ethereal-* headers of a signed read. */
export async function readHeaders(context: TradingContext, parameters: ReferralOptions) {
  const { subaccount, signed } = await authorise(
    context,
    EIP712AuthIntent.REFERRAL_READ,
    parameters,
  );
  return {
    subaccount,
    headers: {
      "X-Ethereal-Auth": AUTH_SCHEME,
      "X-Ethereal-Sender": signed.data.sender,
      "X-Ethereal-Signature": signed.signature,
      "X-Ethereal-Intent": EIP712AuthIntent.REFERRAL_READ,
      "X-Ethereal-SignedAt": String(signed.data.signedAt),
    },
  };
}
