import { PerpkitError, type TransportErrorType, type ValidationError } from "@perpkit/core";
import type { SignatureErrorType } from "@perpkit/signing";

/**
 * What every signed operation can throw, in the order it can happen: a rule the parameters break,
 * named by field, before anything is signed or sent (ValidationError); a signing failure
 * (SignatureErrorType); a failure of a request (TransportErrorType). Each action's own error type
 * adds what is particular to it (`PlaceOrderErrorType` adds OrderRejectedError).
 *
 * @example
 * try { await client.withdraw({ token, amount: "25" }) } catch (e) { const error = e as SignedOperationErrorType }
 */
export type SignedOperationErrorType = ValidationError | SignatureErrorType | TransportErrorType;

/**
 * The network does not offer what was asked for, for example batch orders on mainnet. Nothing was
 * sent.
 *
 * @example
 * try { await client.batchOrders(params) } catch (e) { if (e instanceof UnsupportedFeatureError) console.log(e.feature) }
 */
export class UnsupportedFeatureError extends PerpkitError {
  override readonly name = "UnsupportedFeatureError";
  /** The network feature flag that is off, as in spec/networks.yaml. */
  readonly feature: string;
  constructor(feature: string, network: string) {
    super("UNSUPPORTED_FEATURE", `${network} does not offer ${feature}.`);
    this.feature = feature;
  }
}
