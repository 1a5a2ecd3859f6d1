import type { Address, Hex } from "@perpkit/core";
import {
  type AuthData,
  type CancelOrderData,
  cancelOrderMessage,
  type ExtendLinkedSignerData,
  eip712AuthMessage,
  extendLinkedSignerMessage,
  hashMessage,
  initiateWithdrawMessage,
  type LinkSignerData,
  linkSignerMessage,
  type MessageOf,
  type OrderData,
  type RefreshLinkedSignerData,
  type RevokeLinkedSignerData,
  recoverMessageAddress,
  refreshLinkedSignerMessage,
  revokeLinkedSignerMessage,
  type SigningConfig,
  signingConfigs,
  tradeOrderMessage,
  verifyMessage,
  type WithdrawData,
} from "@perpkit/signing";
import type { RequestSignatures, SignedMessageType } from "./handler-context.js";
import type { VerifierPool } from "./verify-pool.js";

const builders: {
  readonly [T in SignedMessageType]: (data: never, options: { now: number }) => MessageOf<T>;
} = {
  TradeOrder: (data: OrderData, o) => tradeOrderMessage(data, o),
  CancelOrder: (data: CancelOrderData, o) => cancelOrderMessage(data, o),
  InitiateWithdraw: (data: WithdrawData, o) => initiateWithdrawMessage(data, o),
  LinkSigner: (data: LinkSignerData, o) => linkSignerMessage(data, o),
  RevokeLinkedSigner: (data: RevokeLinkedSignerData, o) => revokeLinkedSignerMessage(data, o),
  ExtendLinkedSigner: (data: ExtendLinkedSignerData, o) => extendLinkedSignerMessage(data, o),
  RefreshLinkedSigner: (data: RefreshLinkedSignerData, o) => refreshLinkedSignerMessage(data, o),
  EIP712Auth: (data: AuthData, o) => eip712AuthMessage(data, o),
};

/**
 * Signature checks with @perpkit/signing under one signing configuration: by default the
 * sandbox's own (`signingConfigs.local`: its own chain id and contract, never a live one).
 * With a pool, `verify` runs on its threads.
 *
 * @example
 * const signatures = createRequestSignatures(signingConfigs.local)
 */
export function createRequestSignatures(
  config: SigningConfig = signingConfigs.local,
  pool?: VerifierPool,
): RequestSignatures {
  const { domain } = config;
  const types = config.signatureTypes;
  return {
    config,
    message: (type, data, nowMs) => builders[type](data as never, { now: nowMs }),
    verify: (type, message, signature: Hex, address: Address) =>
      pool
        ? pool.verify(type, message, signature, address)
        : verifyMessage({
            domain,
            primaryType: type,
            message: message as MessageOf<typeof type>,
            types,
            signature,
            address,
          }),
    recover: (type, message, signature: Hex) =>
      recoverMessageAddress({
        domain,
        primaryType: type,
        message: message as MessageOf<typeof type>,
        types,
        signature,
      }),
    digest: (type, message) =>
      hashMessage({ domain, primaryType: type, message: message as MessageOf<typeof type>, types }),
  };
}
