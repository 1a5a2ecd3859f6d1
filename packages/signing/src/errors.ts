import type {
  ConfigDriftError,
  SignatureError,
  UnsupportedMessageTypeError,
  ValidationError,
} from "@perpkit/core";

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
