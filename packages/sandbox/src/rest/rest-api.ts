import type { Exchange, SandboxClock } from "../engine/index.js";
import { CONTROL_PREFIX, type ControlEndpoint } from "../http/control-endpoints.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { RequestFallback } from "../http/request-handler.js";
import { exchangeControlEndpoints, serveExchangeControl } from "./exchange-control.js";
import type { RequestSignatures } from "./handler-context.js";
import { liquidationsOf } from "./liquidation-log.js";
import { answerUnrouted, findRoute } from "./routing.js";
import { type ServeRestOptions, serveRest } from "./serve-rest.js";

/**
 * What the REST API needs.
 *
 * @example
 * const api = createRestApi({ exchange, clock, signatures, limiter, features, maxBodyBytes: 65_536, control: true, controlEndpoints: [], onError: console.error })
 */
export interface RestApiOptions {
  readonly exchange: Exchange;
  /** The sandbox clock, which POST /sandbox/time moves. */
  readonly clock: SandboxClock;
  readonly signatures: RequestSignatures;
  readonly limiter: RateLimiter;
  /** Network feature flags; an operation whose `x-feature` is off answers 404. */
  readonly features: Readonly<Record<string, boolean>>;
  readonly maxBodyBytes: number;
  /** Serve the /sandbox/ control endpoints (the faucet, the clock) and their index. */
  readonly control: boolean;
  /** The /sandbox/ endpoints the extensions serve, listed in the index after the exchange's. */
  readonly controlEndpoints: readonly ControlEndpoint[];
  /** Hears unexpected errors (answered 500). */
  readonly onError: (error: unknown) => void;
}

/**
 * The exchange's HTTP API, for the request handler to fall back on: the /sandbox/ control
 * endpoints and their index, then the REST operations of the spec with rate limits, validation
 * and typed errors, or the answer to a route that does not exist (404, or 405 with `Allow`).
 *
 * @example
 * server.on("request", createRequestHandler({ extensions, fallback: createRestApi(options) }))
 */
export function createRestApi(options: RestApiOptions): RequestFallback {
  const { exchange, features, control } = options;
  // From the start, so GET /v1/position/liquidation lists every liquidation.
  liquidationsOf(exchange);
  const service: ServeRestOptions = {
    exchange,
    signatures: options.signatures,
    limiter: options.limiter,
    maxBodyBytes: options.maxBodyBytes,
    onError: options.onError,
  };
  const endpoints = [...exchangeControlEndpoints, ...options.controlEndpoints];
  return async (req, res, url, method) => {
    if (control && url.pathname.startsWith(CONTROL_PREFIX)) {
      exchange.tick();
      if (await serveExchangeControl(exchange, options.clock, req, res, url, endpoints)) return;
    }
    const found = findRoute(method, url.pathname);
    if (!found || (found.route.feature !== undefined && !features[found.route.feature])) {
      req.resume();
      answerUnrouted(res, {
        method,
        pathname: url.pathname,
        found,
        features,
        control: control ? endpoints : [],
      });
      return;
    }
    await serveRest(service, req, res, url, found);
  };
}
