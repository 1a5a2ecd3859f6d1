import {
  type ConfigDriftError,
  PerpkitError,
  type SignatureError,
  type ValidationError,
} from "@perpkit/core";

/**
 * The network of the signing domain does not sign this message type (testnet has a new action
 * before mainnet does): refused before anything is signed, naming the type and the network.
 *
 * @example
 * try { await signMessage({ domain: signingConfigs.mainnet.domain, primaryType, message, signer }) } catch (e) {
 *   if (e instanceof UnsupportedMessageTypeError) console.log(e.messageType, e.network)
 * }
 */
export class UnsupportedMessageTypeError extends PerpkitError {
  override readonly name = "UnsupportedMessageTypeError";
  declare readonly messageType: string;
  declare readonly network: string;
  constructor(messageType: string, network: string) {
    super("UNSUPPORTED_MESSAGE_TYPE", `${network} does not sign ${messageType} messages.`, {
      metaMessages: [
        "The network's signing configuration lacks the type; sign it on a network that has it.",
      ],
    });
    this.messageType = messageType;
    this.network = network;
  }
}

/**
 * What can go wrong in signing itself: a signer that fails or answers no usable signature
 * (SignatureError), a message type the domain's network does not sign
 * (UnsupportedMessageTypeError), or live message types that differ from the generated ones
 * (ConfigDriftError, from `fetchSigningConfig`).
 *
 * @example
 * try { await signOrder(parameters) } catch (e) { const error = e as SignatureErrorType }
 */
export type SignatureErrorType = SignatureError | ConfigDriftError | UnsupportedMessageTypeError;

/**
 * What a sign helper (`signOrder`, `signCancelOrder`, `signLinkSigner`, ...) can throw: a body or
 * domain it refuses, naming the field, before any signer runs; or a signing failure.
 *
 * @example
 * try { await signOrder({ domain, data, signer }) } catch (e) { const error = e as SignRequestErrorType }
 */
export type SignRequestErrorType = ValidationError | SignatureErrorType;
