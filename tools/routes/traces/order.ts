// The order route's trace: placeOrder, from a trading context, with orders that differ in every
// way an order can (type, side, time in force, post-only, reduce-only, client order id, expiry,
// stop, how the product is named), against a sandbox in a process of its own.
import {
  createTradingContext,
  getOwnSubaccount,
  type PlaceOrderParameters,
  placeOrder,
  type TradingContext,
} from "../../../packages/rest/src/index.js";
import { privateKeySigner } from "../../../packages/signing/src/index.js";
import type { RouteTrace } from "../trace.js";

const key = "0x000000000000000000000000000000000000000000000000000000000000a11c";

const inputs: Record<string, PlaceOrderParameters> = {
  limitBuy: {
    symbol: "BTCUSD",
    side: "buy",
    type: "LIMIT",
    quantity: "0.01",
    price: "50000",
    timeInForce: "GTD",
  },
  postOnlySellWithClientOrderId: {
    symbol: "ETHUSD",
    side: "sell",
    type: "LIMIT",
    quantity: "0.5",
    price: "4000.5",
    timeInForce: "GTD",
    postOnly: true,
    clientOrderId: "route1",
  },
  marketBuy: { onchainId: 1, side: 0, type: "MARKET", quantity: "0.001" },
  iocReduceOnlyWithExpiry: {
    symbol: "BTCUSD",
    side: "sell",
    type: "LIMIT",
    quantity: "0.001",
    price: "70000",
    timeInForce: "IOC",
    reduceOnly: true,
    expiresAt: Math.floor(Date.now() / 1000) + 3_600,
  },
  stopLoss: {
    symbol: "BTCUSD",
    side: "sell",
    type: "LIMIT",
    quantity: "0.002",
    price: "40000",
    timeInForce: "GTD",
    stopPrice: "41000",
    stopType: 1,
  },
};

let runs = 0;

const trace: RouteTrace<TradingContext> = {
  async setup({ baseUrl, fetch }) {
    const signer = privateKeySigner(key);
    const deposit = await globalThis.fetch(`${baseUrl}/sandbox/deposit`, {
      method: "POST",
      body: JSON.stringify({ account: signer.address, amount: "1000000" }),
    });
    if (!deposit.ok) throw new Error(`the faucet answered ${deposit.status}`);
    return createTradingContext({ baseUrl, signer, fetch, subaccountLookup: getOwnSubaccount });
  },
  inputs,
  // Refusals are answers too (a post-only order that would cross, an IOC with nothing to take).
  run(context, input) {
    const order = input as PlaceOrderParameters;
    // A client order id is unique among the resting orders: each run gets one of the same shape.
    const clientOrderId = order.clientOrderId && `route${++runs}`;
    return placeOrder(context, { ...order, clientOrderId, throwOnReject: false });
  },
};

export default trace;
