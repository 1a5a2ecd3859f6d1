import { PerpkitError, type PerpkitErrorOptions } from "@perpkit/core";

/**
 * The candle API answered with status `error`. `route` names the call (`history`, `symbols`, ...)
 * and `serverMessage` carries the service's `errmsg`, when it sent one.
 *
 * @example
 * try { await candles.history(params) } catch (e) {
 *   if (e instanceof CandlesError) console.log(e.route, e.serverMessage)
 * }
 */
export class CandlesError extends PerpkitError {
  override readonly name = "CandlesError";
  readonly route: string;
  readonly serverMessage: string | undefined;

  constructor(route: string, serverMessage: string | undefined, options: PerpkitErrorOptions = {}) {
    super("CANDLES_ERROR", `The candle API answered ${route} with an error.`, {
      ...options,
      details: options.details ?? serverMessage,
    });
    this.route = route;
    this.serverMessage = serverMessage;
  }
}
