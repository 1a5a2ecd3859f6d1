import {
  type Address,
  assertNonceWindow,
  assertSignedAtWindow,
  type Hex,
  SignatureError,
} from "@perpkit/core";
import { isLowS } from "@perpkit/signing";
import { invalid, unauthorized } from "../engine/index.js";
import type { HandlerTools, SignedMessageType } from "./handler-context.js";

/**
 * A signed body's `data`: every one carries a nonce, most a signedAt.
 *
 * @example
 * const data: SignedData = { nonce: "1764897077655477722", signedAt: 1764897077 }
 */
export interface SignedData {
  readonly nonce: string;
  readonly signedAt?: number;
}

/**
 * A request whose signature checked out.
 *
 * @example
 * const { nonce }: Verified = await verify(ctx, "TradeOrder", data, signature, sender)
 */
export interface Verified {
  readonly message: unknown;
  readonly nonce: bigint;
}

/**
 * v is the last byte of a 65-byte signature; only 27 and 28 are accepted. s must be in the lower
 * half of the curve order (EIP-2), as exchange contracts require: its high-s twin recovers the
 * same address, and accepting both would give every signed request two valid encodings.
 */
function assertCanonical(signature: string, field: string): void {
  const v = Number.parseInt(signature.slice(-2), 16);
  if (v !== 27 && v !== 28) {
    throw unauthorized(`${field} has v = ${v}; only 27 or 28 is accepted`);
  }
  let low: boolean;
  try {
    low = isLowS(signature as Hex);
  } catch (error) {
    // r or s of zero, or past the curve order: no key made it.
    if (error instanceof SignatureError) {
      throw unauthorized(`${field} is not a valid signature: ${error.shortMessage}`);
    }
    throw error;
  }
  if (!low) {
    throw unauthorized(
      `${field} has s in the upper half of the curve order (a malleable high-s signature); send its low-s form (EIP-2)`,
    );
  }
}

/**
 * Checks a signed body in the interface's order: the nonce and signedAt windows first (400),
 * then the message built from the body (400 naming a bad field), then the signature, which must
 * come from `sender`'s key, or from a key registered for it as a contract wallet (401).
 *
 * @example
 * const { message, nonce } = await verify(ctx, "TradeOrder", body.data, body.signature, body.data.sender)
 */
export async function verify(
  ctx: HandlerTools,
  type: SignedMessageType,
  data: SignedData,
  signature: string,
  sender: Address,
  field = "signature",
): Promise<Verified> {
  const now = ctx.exchange.now();
  if (data.signedAt !== undefined) assertSignedAtWindow(data.signedAt, now, "data.signedAt");
  const nonce = assertNonceWindow(data.nonce, now, "data.nonce");
  const message = ctx.signatures.message(type, data, now);
  await assertSignedBy(ctx, type, message, signature, sender, field);
  return { message, nonce };
}

/**
 * Checks a request authorised by an EIP712Auth signature (it carries no nonce): the signedAt
 * window (400), the message (400 naming a bad field), and that `sender` signed it (401).
 *
 * @example
 * await verifyAuth(ctx, body.data, body.signature)
 */
export async function verifyAuth(
  ctx: HandlerTools,
  data: { readonly sender: string; readonly intent: number; readonly signedAt: number },
  signature: string,
  field = "signature",
): Promise<void> {
  const now = ctx.exchange.now();
  assertSignedAtWindow(data.signedAt, now, "data.signedAt");
  const message = ctx.signatures.message("EIP712Auth", data, now);
  await assertSignedBy(ctx, "EIP712Auth", message, signature, data.sender as Address, field);
}

/** The signature must come from `sender`'s key, or a key registered for it as a contract wallet. */
async function assertSignedBy(
  ctx: HandlerTools,
  type: SignedMessageType,
  message: unknown,
  signature: string,
  sender: Address,
  field: string,
): Promise<void> {
  assertCanonical(signature, field);
  const hex = signature as Hex;
  let valid: boolean;
  if (ctx.exchange.isContract(sender)) {
    // A contract wallet (EIP-1271): any key registered for it may sign.
    let recovered: Address;
    try {
      recovered = ctx.signatures.recover(type, message, hex);
    } catch (error) {
      throw unauthorized(`${field} is not a valid signature: ${(error as Error).message}`);
    }
    valid = ctx.exchange.speaksFor(sender, recovered);
  } else {
    valid = await ctx.signatures.verify(type, message, hex, sender);
  }
  if (!valid) {
    throw unauthorized(
      `${field} was not made by ${sender.toLowerCase()}; check the domain (GET /v1/rpc/config), the 9-decimal scale, a market order's price 0, and that sender is the key that signed`,
    );
  }
}

/**
 * Refuses a nonce `sender` already used for this message type (400).
 *
 * @example
 * assertFreshNonce(ctx, sender, "TradeOrder", nonce)
 */
export function assertFreshNonce(
  ctx: HandlerTools,
  sender: Address,
  type: SignedMessageType,
  nonce: bigint,
): void {
  if (ctx.exchange.isNonceUsed(sender, type, nonce)) {
    throw invalid(`data.nonce ${nonce} was already used by ${sender.toLowerCase()}`);
  }
}
