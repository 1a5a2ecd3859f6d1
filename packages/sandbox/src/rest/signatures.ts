import type { Address, Hex } from "@perpkit/core";
import {
  hashMessage,
  type MessageOf,
  type PrimaryType,
  recoverMessageAddress,
  requestSignings,
  type SigningConfig,
  signingConfigs,
  verifyMessage,
} from "@perpkit/signing";
import { invalid } from "../engine/index.js";
import type { RequestSignatures, SignedMessageType } from "./handler-context.js";
import type { VerifierPool } from "./verify-pool.js";

/** The message a body's `data` signs, built and checked by the signing package's own builder. */
function messageOf(type: SignedMessageType, data: unknown, now: number): unknown {
  const signing = requestSignings[type as PrimaryType];
  if (!signing) throw invalid(`${type} messages are signed without a request body`);
  return signing.message(data as never, { now });
}

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
    message: (type, data, nowMs) => messageOf(type, data, nowMs),
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

/**
 * The checks of `signatures` with the signature taken on trust: `verify` answers true without
 * hashing or recovering anything. The messages are still built (and refused as ever for a bad
 * field); a contract wallet's signer is still recovered, as it is the signer's address that
 * speaks for it. For clients in the sandbox's own process that the sandbox trusts (a backtest's).
 *
 * @example
 * const trusted = trustingSignatures(createRequestSignatures())
 */
export function trustingSignatures(signatures: RequestSignatures): RequestSignatures {
  return { ...signatures, verify: () => true };
}
