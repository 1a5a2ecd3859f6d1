import { type Address, type Hex, parseDecimal } from "@perpkit/core";
import { invalid, notFound, unauthorized } from "../../engine/index.js";
import { signerRecord, withdrawalRecord } from "../../wire/rest-records.js";
import { assertFreshNonce, verify } from "../auth.js";
import type { SomeHandlers } from "./types.js";

/**
 * Withdrawals and the linked-signer lifecycle: link, revoke, extend, refresh.
 *
 * @example
 * await accountHandlers.withdraw(ctx)
 */
export const accountHandlers: SomeHandlers<
  "withdraw" | "linkSigner" | "revokeSigner" | "extendSigner" | "refreshSigner"
> = {
  withdraw: async (ctx) => {
    const { exchange } = ctx;
    const { data, signature } = ctx.body;
    const token = exchange.token(ctx.params.tokenId);
    if (!token) throw notFound(`token ${ctx.params.tokenId} not found`);
    if (token.address !== data.token.toLowerCase()) {
      throw invalid(
        `data.token ${data.token} is not token ${ctx.params.tokenId} (${token.address})`,
      );
    }
    const account = data.account as Address;
    const { message, nonce } = await verify(ctx, "InitiateWithdraw", data, signature, account);
    ctx.chargeAccount(account);
    assertFreshNonce(ctx, account, "InitiateWithdraw", nonce);
    const transfer = exchange.withdraw({
      account,
      subaccount: data.subaccount as Hex,
      token,
      amount: parseDecimal(data.amount, "data.amount"),
      digest: ctx.signatures.digest("InitiateWithdraw", message),
      lzDestinationAddress: data.lzDestinationAddress as Hex | undefined,
      lzDestinationEid: data.lzDestinationEid,
    });
    exchange.useNonce(account, "InitiateWithdraw", nonce);
    return { body: withdrawalRecord(transfer) };
  },

  linkSigner: async (ctx) => {
    const { exchange } = ctx;
    const { data, signature, signerSignature } = ctx.body;
    const sender = data.sender as Address;
    const signer = data.signer as Address;
    const { nonce } = await verify(ctx, "LinkSigner", data, signature, sender);
    ctx.chargeAccount(sender);
    if (exchange.isContract(signer)) {
      throw unauthorized("a linked signer must be a key account, not a contract wallet");
    }
    await verify(ctx, "LinkSigner", data, signerSignature, signer, "signerSignature");
    assertFreshNonce(ctx, sender, "LinkSigner", nonce);
    const linked = exchange.linkSigner({
      subaccountId: data.subaccountId,
      sender,
      subaccount: data.subaccount as Hex,
      signer,
      name: data.name,
    });
    exchange.useNonce(sender, "LinkSigner", nonce);
    return { body: signerRecord(exchange, linked) };
  },

  revokeSigner: async (ctx) => {
    const { exchange } = ctx;
    const { data, signature } = ctx.body;
    const sender = data.sender as Address;
    const { nonce } = await verify(ctx, "RevokeLinkedSigner", data, signature, sender);
    ctx.chargeAccount(sender);
    assertFreshNonce(ctx, sender, "RevokeLinkedSigner", nonce);
    const revoked = exchange.revokeSigner({
      subaccountId: data.subaccountId,
      sender,
      subaccount: data.subaccount as Hex,
      signer: data.signer as Address,
    });
    exchange.useNonce(sender, "RevokeLinkedSigner", nonce);
    return { body: signerRecord(exchange, revoked) };
  },

  extendSigner: async (ctx) => {
    const { exchange } = ctx;
    const { data, signature } = ctx.body;
    const sender = data.sender as Address;
    const { nonce } = await verify(ctx, "ExtendLinkedSigner", data, signature, sender);
    ctx.chargeAccount(sender);
    assertFreshNonce(ctx, sender, "ExtendLinkedSigner", nonce);
    const extended = exchange.extendSigner(sender);
    exchange.useNonce(sender, "ExtendLinkedSigner", nonce);
    return { body: signerRecord(exchange, extended) };
  },

  refreshSigner: async (ctx) => {
    const { exchange } = ctx;
    const { data, signature } = ctx.body;
    const sender = data.sender as Address;
    const { nonce } = await verify(ctx, "RefreshLinkedSigner", data, signature, sender);
    ctx.chargeAccount(sender);
    assertFreshNonce(ctx, sender, "RefreshLinkedSigner", nonce);
    const refreshed = exchange.refreshSigner({
      subaccountId: data.subaccountId,
      sender,
      subaccount: data.subaccount as Hex,
      signer: data.signer as Address,
    });
    exchange.useNonce(sender, "RefreshLinkedSigner", nonce);
    return { body: signerRecord(exchange, refreshed) };
  },
};
