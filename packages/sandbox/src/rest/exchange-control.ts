import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type Address,
  assertAddress,
  assertUuid,
  formatDecimal,
  type Hex,
  parseDecimal,
  toSubaccount,
  ValidationError,
} from "@perpkit/core";
import {
  assertTimeWithinLimit,
  type Exchange,
  invalid,
  notFound,
  type Product,
  type SandboxClock,
} from "../engine/index.js";
import { parseJson, readBody } from "../http/body.js";
import { CONTROL_PREFIX, type ControlEndpoint } from "../http/control-endpoints.js";
import { sendJson } from "../http/respond.js";
import { subaccountRecord, transferRecord } from "../wire/rest-records.js";

/**
 * The exchange's own /sandbox/ endpoints (the faucet, the clock, the oracle price, the book),
 * first in the index at GET /sandbox; extensions add theirs after them.
 *
 * @example
 * exchangeControlEndpoints.map((e) => `${e.method} ${e.path}`)
 */
export const exchangeControlEndpoints = [
  {
    method: "POST",
    path: `${CONTROL_PREFIX}/deposit`,
    body: "{ account, amount, subaccount?, token? }",
    does: "Simulates an onchain deposit (the faucet); the first deposit creates the subaccount.",
  },
  { method: "GET", path: `${CONTROL_PREFIX}/time`, does: "The sandbox clock: { time, frozen }." },
  {
    method: "POST",
    path: `${CONTROL_PREFIX}/time`,
    body: "{ advanceMs } or { time }",
    does: "Moves the clock forward; expiries, lockouts and signer inactivity follow.",
  },
  {
    method: "POST",
    path: `${CONTROL_PREFIX}/oracle-price`,
    body: "{ symbol | productId, price | null }",
    does: "Sets or clears a product's oracle price (mark price, stops, liquidations).",
  },
  {
    method: "GET",
    path: `${CONTROL_PREFIX}/book`,
    query: "symbol, depth?",
    does: "The order book's price levels: { symbol, bids, asks }.",
  },
  {
    method: "GET",
    path: `${CONTROL_PREFIX}/queue`,
    query: "orderId",
    does: "A resting order's place in its level's queue: { orderId, symbol, price, ahead, ordersAhead, remaining, level }.",
  },
] as const satisfies readonly ControlEndpoint[];

function object(value: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid("the body must be a JSON object");
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw invalid(`body.${key} is not allowed`);
  }
  return value as Record<string, unknown>;
}

function productFrom(exchange: Exchange, symbol: unknown, productId: unknown): Product {
  if (productId !== undefined) {
    assertUuid(productId, "productId");
    const product = exchange.product(productId);
    if (!product) throw notFound(`product ${productId} not found`);
    return product;
  }
  if (typeof symbol !== "string") throw invalid("symbol or productId is required");
  const product = exchange.productByTicker(symbol);
  if (!product) throw notFound(`no product has the symbol ${symbol}`);
  return product;
}

async function body(req: IncomingMessage): Promise<unknown> {
  return parseJson(await readBody(req, 16 * 1024));
}

/**
 * Serves a /sandbox/ request: the index of every control endpoint, or one of the exchange's own;
 * returns false for a path it does not know. Errors propagate to the caller, which answers them
 * like any other.
 *
 * @example
 * if (await serveExchangeControl(exchange, clock, req, res, url, endpoints)) return
 */
export async function serveExchangeControl(
  exchange: Exchange,
  clock: SandboxClock,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  index: readonly ControlEndpoint[] = exchangeControlEndpoints,
): Promise<boolean> {
  const route = `${req.method} ${url.pathname.replace(/\/+$/, "")}`;
  switch (route) {
    case `GET ${CONTROL_PREFIX}`:
      sendJson(res, 200, { endpoints: index });
      return true;
    case `POST ${CONTROL_PREFIX}/deposit`: {
      const input = object(await body(req), ["account", "amount", "subaccount", "token"]);
      assertAddress(input.account, "account");
      const name = input.subaccount ?? "primary";
      if (typeof name !== "string") throw new ValidationError("subaccount", "must be a string");
      const subaccount: Hex = toSubaccount(name, "subaccount");
      let token = exchange.collateral;
      if (input.token !== undefined) {
        assertAddress(input.token, "token");
        const found = exchange.tokenByAddress(input.token);
        if (!found) throw notFound(`token ${input.token} not found`);
        token = found;
      }
      const result = exchange.deposit({
        account: input.account as Address,
        subaccount,
        amount: parseDecimal(input.amount as string, "amount"),
        token,
      });
      sendJson(res, 201, {
        subaccount: subaccountRecord(result.subaccount),
        transfer: transferRecord(result.transfer),
      });
      return true;
    }
    case `GET ${CONTROL_PREFIX}/time`:
      sendJson(res, 200, { time: clock.now(), frozen: clock.frozen });
      return true;
    case `POST ${CONTROL_PREFIX}/time`: {
      const input = object(await body(req), ["advanceMs", "time"]);
      const { advanceMs, time } = input;
      let now: number;
      if (advanceMs !== undefined) {
        if (typeof advanceMs !== "number" || !Number.isSafeInteger(advanceMs) || advanceMs < 0) {
          throw new ValidationError(
            "advanceMs",
            "must be a whole number of milliseconds, 0 or more",
          );
        }
        assertTimeWithinLimit(clock.now() + advanceMs, "advanceMs");
        now = clock.advance(advanceMs);
      } else if (time !== undefined) {
        if (typeof time !== "number" || !Number.isSafeInteger(time) || time < clock.now()) {
          throw new ValidationError("time", "must be a time in milliseconds, not in the past");
        }
        assertTimeWithinLimit(time, "time");
        now = clock.setTime(time);
      } else {
        throw invalid("advanceMs or time is required");
      }
      sendJson(res, 200, { time: now, frozen: clock.frozen });
      return true;
    }
    case `POST ${CONTROL_PREFIX}/oracle-price`: {
      const input = object(await body(req), ["symbol", "productId", "price"]);
      const product = productFrom(exchange, input.symbol, input.productId);
      const price = input.price === null ? undefined : parseDecimal(input.price as string, "price");
      exchange.setOraclePrice(product.id, price);
      sendJson(res, 200, {
        productId: product.id,
        symbol: product.ticker,
        price: price === undefined ? null : formatDecimal(price),
      });
      return true;
    }
    case `GET ${CONTROL_PREFIX}/book`: {
      const product = productFrom(
        exchange,
        url.searchParams.get("symbol") ?? undefined,
        url.searchParams.get("productId") ?? undefined,
      );
      const depthText = url.searchParams.get("depth");
      const depth = depthText === null ? Number.POSITIVE_INFINITY : Number(depthText);
      if (!Number.isInteger(depth) && depth !== Number.POSITIVE_INFINITY) {
        throw new ValidationError("depth", "must be a whole number");
      }
      const book = exchange.book(product.id);
      const levels = (side: "bids" | "asks") =>
        (book?.[side].depth(depth) ?? []).map(([p, q]) => [formatDecimal(p), formatDecimal(q)]);
      sendJson(res, 200, { symbol: product.ticker, bids: levels("bids"), asks: levels("asks") });
      return true;
    }
    case `GET ${CONTROL_PREFIX}/queue`: {
      const orderId = url.searchParams.get("orderId");
      assertUuid(orderId ?? undefined, "orderId");
      const queue = exchange.queuePosition(orderId as string);
      if (!queue) throw notFound(`order ${orderId} does not rest on the book`);
      sendJson(res, 200, {
        orderId: queue.orderId,
        symbol: queue.symbol,
        price: formatDecimal(queue.price),
        ahead: formatDecimal(queue.ahead),
        ordersAhead: queue.ordersAhead,
        remaining: formatDecimal(queue.remaining),
        level: formatDecimal(queue.level),
      });
      return true;
    }
    default:
      return false;
  }
}
