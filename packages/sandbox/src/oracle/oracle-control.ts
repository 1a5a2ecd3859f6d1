import type { IncomingMessage, ServerResponse } from "node:http";
import { assertUuid, formatDecimal, parseDecimal, ValidationError } from "@perpkit/core";
import { type Exchange, invalid, notFound } from "../engine/index.js";
import { parseJson, readBody } from "../http/body.js";
import { CONTROL_PREFIX } from "../http/control-endpoints.js";
import type { SandboxExtension } from "../http/extension.js";
import { sendJson } from "../http/respond.js";
import type { SandboxOracle } from "./feed.js";

/**
 * Where the oracle's own endpoints live: GET for its state, `/freeze` and `/unfreeze` to stop and
 * resume its updates.
 *
 * @example
 * await fetch(`${sandbox.baseUrl}${ORACLE_PATH}/freeze`, { method: "POST", body: "{}" })
 */
export const ORACLE_PATH = `${CONTROL_PREFIX}/oracle`;

/** The existing endpoint that sets a price; served here so the price is an oracle update. */
const ORACLE_PRICE_PATH = `${CONTROL_PREFIX}/oracle-price`;

async function objectBody(req: IncomingMessage, allowed: readonly string[]) {
  const bytes = await readBody(req, 16 * 1024);
  const body = bytes.length === 0 ? {} : parseJson(bytes);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid("the body must be a JSON object");
  }
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw invalid(`body.${key} is not allowed`);
  }
  return body as Record<string, unknown>;
}

function optionalSymbol(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError("symbol", "must be a string");
  return value;
}

/**
 * The oracle's /sandbox/ endpoints as a sandbox extension: GET /sandbox/oracle, POST
 * /sandbox/oracle/freeze and /unfreeze (`{ symbol? }`), and POST /sandbox/oracle-price, which
 * sets a price through the feed so it is recorded as an oracle update.
 *
 * @example
 * startSandbox() // serves it; POST /sandbox/oracle/freeze stops the oracle
 */
export function createOracleControl(exchange: Exchange, oracle: SandboxOracle): SandboxExtension {
  const state = () => ({
    automatic: oracle.automatic,
    intervalMs: oracle.intervalMs,
    markets: oracle.markets(),
  });

  const serve = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const route = `${req.method} ${url.pathname.replace(/\/+$/, "")}`;
    switch (route) {
      case `GET ${ORACLE_PATH}`:
        exchange.tick();
        sendJson(res, 200, state());
        return true;
      case `POST ${ORACLE_PATH}/freeze`:
      case `POST ${ORACLE_PATH}/unfreeze`: {
        const symbol = optionalSymbol((await objectBody(req, ["symbol"])).symbol);
        exchange.tick();
        if (route.endsWith("/freeze")) oracle.freeze(symbol);
        else oracle.unfreeze(symbol);
        sendJson(res, 200, state());
        return true;
      }
      case `POST ${ORACLE_PRICE_PATH}`: {
        const input = await objectBody(req, ["symbol", "productId", "price"]);
        let symbol = optionalSymbol(input.symbol);
        if (input.productId !== undefined) {
          assertUuid(input.productId, "productId");
          const product = exchange.product(input.productId);
          if (!product) throw notFound(`product ${input.productId} not found`);
          symbol = product.ticker;
        }
        if (symbol === undefined) throw invalid("symbol or productId is required");
        const product = exchange.productByTicker(symbol);
        if (!product) throw notFound(`no product has the symbol ${symbol}`);
        exchange.tick();
        let price: string | null = null;
        if (input.price === null) oracle.clear(symbol);
        else {
          const update = oracle.set(
            symbol,
            formatDecimal(parseDecimal(input.price as string, "price")),
          );
          price = formatDecimal(update.price);
        }
        sendJson(res, 200, { productId: product.id, symbol: product.ticker, price });
        return true;
      }
      default:
        return false;
    }
  };

  return {
    handleRequest: (req, res, url) =>
      url.pathname.startsWith(CONTROL_PREFIX) ? serve(req, res, url) : false,
    controlEndpoints: [
      { method: "GET", path: ORACLE_PATH, does: "The oracle's markets, prices and frozen state." },
      {
        method: "POST",
        path: `${ORACLE_PATH}/freeze`,
        body: "{ symbol? }",
        does: "Stops the oracle's updates, for one market or all.",
      },
      {
        method: "POST",
        path: `${ORACLE_PATH}/unfreeze`,
        body: "{ symbol? }",
        does: "Resumes the oracle's updates.",
      },
    ],
  };
}
