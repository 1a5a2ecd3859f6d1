import { CONTROL_PREFIX } from "../http/control-endpoints.js";
import type { SandboxExtension } from "../http/extension.js";
import { sendJson } from "../http/respond.js";
import type { SimulatedMarket } from "./market.js";

/**
 * Where the simulated market shows itself: its markets, its participants' subaccounts and what
 * it has done.
 *
 * @example
 * const { participants } = await (await fetch(`${sandbox.baseUrl}${MARKET_PATH}`)).json()
 */
export const MARKET_PATH = `${CONTROL_PREFIX}/market`;

/**
 * GET /sandbox/market as a sandbox extension: `{ symbols, intervalMs, participants, stats }`.
 *
 * @example
 * startSandbox({ market: {} }) // serves it
 */
export function createMarketControl(market: SimulatedMarket): SandboxExtension {
  return {
    handleRequest(req, res, url) {
      if (req.method !== "GET" || url.pathname.replace(/\/+$/, "") !== MARKET_PATH) return false;
      sendJson(res, 200, {
        symbols: market.symbols,
        intervalMs: market.intervalMs,
        participants: market.participants(),
        stats: market.stats(),
      });
      return true;
    },
    controlEndpoints: [
      {
        method: "GET",
        path: MARKET_PATH,
        does: "The simulated market: its markets, its participants' subaccounts, its turns.",
      },
    ],
  };
}
